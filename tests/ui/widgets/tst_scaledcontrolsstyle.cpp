// Controls grow with their text: at three times the desktop's font a slider's handle, a spin box's buttons and
// arrows, and the Play icon are about three times the base style's; at the desktop's font they are its own.
#include "ui/widgets/scaledcontrolsstyle.h"

#include <QApplication>
#include <QFontInfo>
#include <QImage>
#include <QPainter>
#include <QSlider>
#include <QSpinBox>
#include <QStyleFactory>
#include <QStyleOptionSpinBox>
#include <QTest>

class TestScaledControlsStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void desktopFontKeepsTheBaseSizes();
    void largeTextGivesLargeControls();
    void playIconIsDrawnLarge();
};

namespace {

QFont timesDesktop(double factor)
{
    QFont font = QApplication::font();
    font.setPixelSize(static_cast<int>(QFontInfo(font).pixelSize() * factor));
    return font;
}

QRect upButton(const QStyle &style, QSpinBox &spin)
{
    QStyleOptionSpinBox option;
    option.initFrom(&spin);
    option.frame = true;
    option.buttonSymbols = QAbstractSpinBox::UpDownArrows;
    option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown | QStyle::SC_SpinBoxFrame | QStyle::SC_SpinBoxEditField;
    option.rect = QRect(0, 0, 300, 60);
    return style.subControlRect(QStyle::CC_SpinBox, &option, QStyle::SC_SpinBoxUp, &spin);
}

} // namespace

void TestScaledControlsStyle::desktopFontKeepsTheBaseSizes()
{
    ScaledControlsStyle scaled;
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QSlider slider(Qt::Horizontal);
    QCOMPARE(ScaledControlsStyle::scaleOf(&slider), 1.0);
    QCOMPARE(scaled.pixelMetric(QStyle::PM_SliderLength, nullptr, &slider),
             fusion->pixelMetric(QStyle::PM_SliderLength, nullptr, &slider));
    QSpinBox spin;
    QCOMPARE(upButton(scaled, spin), upButton(*fusion, spin));
}

void TestScaledControlsStyle::largeTextGivesLargeControls()
{
    ScaledControlsStyle scaled;
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QSlider slider(Qt::Horizontal);
    slider.setFont(timesDesktop(3));
    const double scale = ScaledControlsStyle::scaleOf(&slider);
    QVERIFY2(scale > 2.8 && scale < 3.2, qPrintable(QString::number(scale)));
    QVERIFY(scaled.pixelMetric(QStyle::PM_SliderLength, nullptr, &slider)
            >= 2.8 * fusion->pixelMetric(QStyle::PM_SliderLength, nullptr, &slider));
    // Fusion asks for the handle's size with the option only: its font metrics carry the scale.
    QStyleOptionSlider option;
    option.initFrom(&slider);
    QVERIFY(scaled.pixelMetric(QStyle::PM_SliderLength, &option, nullptr)
            >= 2.8 * fusion->pixelMetric(QStyle::PM_SliderLength, &option, nullptr));
    QSpinBox spin;
    spin.setFont(timesDesktop(3));
    QVERIFY(upButton(scaled, spin).width() >= 2.8 * upButton(*fusion, spin).width());
    // The arrow fills its button: dark pixels over much of its width.
    spin.setStyle(&scaled);
    spin.resize(300, 90);
    const QImage picture = spin.grab().toImage();
    const QRect up = upButton(scaled, spin);
    int dark = 0;
    for (int x = up.left(); x <= up.right(); ++x)
        for (int y = up.top(); y <= up.bottom(); ++y)
            dark += qGray(picture.pixel(x, y)) < 100;
    QVERIFY2(dark > up.width() * up.height() / 10, qPrintable(QString::number(dark)));
}

void TestScaledControlsStyle::playIconIsDrawnLarge()
{
    ScaledControlsStyle scaled;
    const QIcon play = scaled.standardIcon(QStyle::SP_MediaPlay, nullptr, nullptr);
    const QPixmap large = play.pixmap(54, 54);
    QCOMPARE(large.size(), QSize(54, 54)); // not a 16-pixel image
    const QImage image = large.toImage();
    int opaque = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            opaque += qAlpha(image.pixel(x, y)) > 128;
    QVERIFY2(opaque > 54 * 54 / 5, qPrintable(QString::number(opaque))); // the triangle covers about 0.3
}

QTEST_MAIN(TestScaledControlsStyle)
#include "tst_scaledcontrolsstyle.moc"
