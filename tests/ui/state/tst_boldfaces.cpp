// Bold Chinese at slide-title sizes (> 64 px, where Qt draws a glyph's outline instead of its cached
// image) has a bold face's ink: with a Chinese family that has a bold face listed after the Latin one
// (withChineseBoldFaces()), not the regular outline of a face Qt emboldens itself (review item 10).
#include "ui/state/boldfaces.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QtTest>

class TestBoldFaces : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void familiesAreAddedOnce();
    void boldChineseTitleAt4KIsBold();
    void latinTextIsUnchanged();
};

namespace {

/// \a text drawn black on white in \a font.
QImage drawn(const QFont &font, const QString &text)
{
    QImage image(1400, 200, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(image.rect(), Qt::AlignCenter, text);
    }
    return image;
}

/// The pixels darker than mid-grey when \a text is drawn black on white in \a font.
qsizetype inkOf(const QFont &font, const QString &text)
{
    const QImage image = drawn(font, text);
    qsizetype dark = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 128;
    return dark;
}

} // namespace

void TestBoldFaces::familiesAreAddedOnce()
{
    const QFont latin(QStringLiteral("DejaVu Sans"));
    const QFont once = withChineseBoldFaces(latin);
    QCOMPARE(once.families().value(0, once.family()), QStringLiteral("DejaVu Sans"));
    QCOMPARE(withChineseBoldFaces(once).families(), once.families());
    const QStringList chinese = chineseFamiliesWithBoldFace();
    for (const QString &family : chinese)
        QVERIFY2(once.families().contains(family), qPrintable(family));
    QVERIFY(!chinese.contains(QStringLiteral("WenQuanYi Micro Hei"))); // regular only: no bold face of its own
}

void TestBoldFaces::boldChineseTitleAt4KIsBold()
{
    if (chineseFamiliesWithBoldFace().isEmpty())
        QSKIP("no Chinese family with a bold face is installed (fonts-noto-cjk: scripts/setup-debian.sh --noisy)");
    QFont font = withChineseBoldFaces(QFont(QStringLiteral("DejaVu Sans")));
    font.setPixelSize(100); // a title at 3840 x 2160: past Qt's 64 px glyph cache
    const QString title = QStringLiteral("注意力不看顺序");
    const qsizetype regular = inkOf(font, title);
    font.setBold(true);
    const qsizetype bold = inkOf(font, title);
    qInfo("ink of %s at 100 px: regular %lld, bold %lld pixels", qPrintable(title), qlonglong(regular), qlonglong(bold));
    QVERIFY(regular > 10000);
    QVERIFY2(bold > regular * 1.15, "bold Chinese drawn with no more ink than regular");
}

void TestBoldFaces::latinTextIsUnchanged()
{
    // From the application font, an alias ("Sans Serif"): the families added change no Latin letter and no
    // symbol (the alias left first drew every letter, and "·", in Noto Sans CJK's forms).
    if (chineseFamiliesWithBoldFace().isEmpty())
        QSKIP("no Chinese family with a bold face is installed: nothing is added (scripts/setup-debian.sh --noisy)");
    QFont font(QStringLiteral("Sans Serif"));
    font.setPixelSize(40);
    const QString text = QStringLiteral("mean PE(p)·PE(p + r) ÷ 30, −m·r ≤ 1");
    QCOMPARE(drawn(withChineseBoldFaces(font), text), drawn(font, text));
    font.setBold(true);
    QCOMPARE(drawn(withChineseBoldFaces(font), text), drawn(font, text));
}

QTEST_MAIN(TestBoldFaces)
#include "tst_boldfaces.moc"
