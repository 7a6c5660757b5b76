// The one notation of sub- and superscripts: parsed from Unicode characters and ^{…}/_{…} groups, typeset at
// 0.8 of the text (fonts draw the Unicode characters at about half), written back as plain text and HTML.
#include "ui/figures/scriptedtext.h"

#include <QFont>
#include <QImage>
#include <QPainter>
#include <QTest>

class TestScriptedText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unicodeAndGroupsBecomeScripts();
    void plainAndHtml();
    void scriptsAreDrawnAtEightTenths();
    void wrapsAndAlignsLikeDrawText();
};

namespace {

QFont pixelFont(int pixels)
{
    QFont font;
    font.setPixelSize(pixels);
    return font;
}

/// Rows with ink (non-white) in columns [from, to) of \a image: the ink's height.
int inkHeight(const QImage &image, int from, int to)
{
    int top = image.height(), bottom = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = from; x < to; ++x)
            if (qGray(image.pixel(x, y)) < 128) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    return bottom < top ? 0 : bottom - top + 1;
}

/// Columns with ink, left to right: where each glyph starts and ends.
QList<std::pair<int, int>> inkColumns(const QImage &image)
{
    QList<std::pair<int, int>> runs;
    bool inside = false;
    for (int x = 0; x < image.width(); ++x) {
        bool ink = false;
        for (int y = 0; y < image.height() && !ink; ++y)
            ink = qGray(image.pixel(x, y)) < 128;
        if (ink && !inside)
            runs.append({x, x});
        if (ink)
            runs.last().second = x;
        inside = ink;
    }
    return runs;
}

} // namespace

void TestScriptedText::unicodeAndGroupsBecomeScripts()
{
    const QFont font = pixelFont(40);
    const ScriptedText omega = scriptedText(QStringLiteral(u"ωᵢ·pos"), font);
    QCOMPARE(omega.text, QStringLiteral(u"ωi·pos"));
    QCOMPARE(omega.formats.size(), 1);
    QCOMPARE(omega.formats[0].start, 1);
    QCOMPARE(omega.formats[0].length, 1);
    QCOMPARE(omega.formats[0].format.font().pixelSize(), 32); // 0.8 × 40
    QVERIFY(omega.formats[0].format.baselineOffset() < 0);   // lowered
    // A group Unicode has no characters for, and d_model's underscore left alone.
    const ScriptedText power = scriptedText(QStringLiteral("1/10000^{2i/d_model}, d_model"), font);
    QCOMPARE(power.text, QStringLiteral("1/100002i/d_model, d_model"));
    QCOMPARE(power.formats.size(), 1);
    QCOMPARE(power.formats[0].start, 7);
    QCOMPARE(power.formats[0].length, 10);
    QVERIFY(power.formats[0].format.baselineOffset() > 0); // raised
    // Runs: Sⱼ = ∑ₖ₌₀ʲ⁻¹ has a subscript, a subscript run and a superscript run.
    const ScriptedText sum = scriptedText(QStringLiteral(u"Sⱼ = ∑ₖ₌₀ʲ⁻¹"), font);
    QCOMPARE(sum.text, QStringLiteral(u"Sj = ∑k=0j−1"));
    QCOMPARE(sum.formats.size(), 3);
    // Nothing to typeset: no formats; an unclosed group is text.
    QVERIFY(!scriptedText(QStringLiteral("pos + k"), font).hasScripts());
    QCOMPARE(scriptedText(QStringLiteral("a^{b"), font).text, QStringLiteral("a^{b"));
}

void TestScriptedText::plainAndHtml()
{
    QCOMPARE(plainScripts(QStringLiteral(u"2^{−8} and 10000^{2i/d_model}, W_{Q}")),
             QStringLiteral(u"2⁻⁸ and 10000^(2i/d_model), W_Q"));
    QCOMPARE(plainScripts(QStringLiteral(u"ωᵢ")), QStringLiteral(u"ωᵢ")); // Unicode stays Unicode
    QCOMPARE(htmlScripts(QStringLiteral(u"a < ωᵢ^{2}")), QStringLiteral(u"a &lt; ω<sub>i</sub><sup>2</sup>"));
}

void TestScriptedText::scriptsAreDrawnAtEightTenths()
{
    // "xₓ" by QPainter::drawText and by drawScripted(): the second x's height against the first's.
    const auto heights = [](bool typeset) {
        QImage image(400, 120, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setFont(pixelFont(60));
        painter.setPen(Qt::black);
        const QString text = QStringLiteral(u"xₓ");
        if (typeset)
            drawScripted(painter, QRectF(10, 0, 380, 120), Qt::AlignLeft | Qt::AlignVCenter, text);
        else
            painter.drawText(QRectF(10, 0, 380, 120), Qt::AlignLeft | Qt::AlignVCenter, text);
        painter.end();
        const QList<std::pair<int, int>> glyphs = inkColumns(image);
        return glyphs.size() == 2 ? std::pair{inkHeight(image, glyphs[0].first, glyphs[0].second + 1),
                                              inkHeight(image, glyphs[1].first, glyphs[1].second + 1)}
                                  : std::pair{0, 0};
    };
    const auto [textX, scriptX] = heights(true);
    QVERIFY(textX > 0);
    const double ratio = double(scriptX) / textX;
    QVERIFY2(ratio >= 0.75 && ratio <= 0.85, qPrintable(QString::number(ratio)));
    // The font's own subscript character is far smaller: what the back row could not read.
    const auto [plainX, plainScript] = heights(false);
    QVERIFY2(plainScript == 0 || double(plainScript) / plainX < ratio,
             qPrintable(QStringLiteral("%1 / %2").arg(plainScript).arg(plainX)));
}

void TestScriptedText::wrapsAndAlignsLikeDrawText()
{
    const QFont font = pixelFont(20);
    const QString text = QStringLiteral("PE(pos, 2i) = sin(pos / 10000^{2i/d_model}) for every pair i of the table");
    const QRectF one = scriptedBoundingRect(font, QRectF(0, 0, 0, 0), Qt::TextDontClip, text);
    const QRectF wrapped = scriptedBoundingRect(font, QRectF(0, 0, 200, 1000), Qt::TextWordWrap, text);
    QVERIFY(one.width() > 400);
    QVERIFY(wrapped.width() <= 200);
    QVERIFY(wrapped.height() > 2.5 * one.height()); // three lines or more
    QCOMPARE(scriptedBoundingRect(font, QRectF(0, 0, 0, 0), Qt::TextDontClip, QStringLiteral("a\nb")).height(),
             2 * scriptedBoundingRect(font, QRectF(0, 0, 0, 0), Qt::TextDontClip, QStringLiteral("a")).height());
    // Centred and right-aligned in a rectangle as drawText() places them.
    const QRectF centred = scriptedBoundingRect(font, QRectF(0, 0, 1000, 100), Qt::AlignCenter, QStringLiteral("x^{2}"));
    QVERIFY(std::abs(centred.center().x() - 500) < 1);
    QVERIFY(std::abs(centred.center().y() - 50) < 1);
    const QRectF right = scriptedBoundingRect(font, QRectF(0, 0, 1000, 100), Qt::AlignRight, QStringLiteral("x^{2}"));
    QVERIFY(std::abs(right.right() - 1000) < 1);
}

QTEST_MAIN(TestScriptedText)
#include "tst_scriptedtext.moc"
