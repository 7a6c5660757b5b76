#pragma once
/// \file scaledcontrolsstyle.h
/// \brief Controls that grow with their text: slider handles, spin-box arrows, check boxes and icons drawn in
/// proportion to the widget's font, so that at 300 % zoom or in the slim bar on a 4K projector (text 54 px) a
/// Play triangle or a spin arrow is not the desktop's 8 px beside it. The style's own sizes are in pixels of a
/// 96-dpi desktop and do not follow a larger font.

#include <QProxyStyle>

/// A QProxyStyle over the application's style. Each size below is the base style's, multiplied by the widget's
/// scale: its font's pixel height over the desktop's unzoomed font's (zoom::unzoomedPixelSize()), at least 1.
/// At scale 1 (100 % zoom, the desktop's font) everything is the base style's.
class ScaledControlsStyle : public QProxyStyle
{
    Q_OBJECT
public:
    ScaledControlsStyle();

    /// The scale of \a widget, else of \a option's font (Fusion asks for a slider's handle without its widget);
    /// 1 for neither.
    static double scaleOf(const QWidget *widget, const QStyleOption *option = nullptr);

    int pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const override;
    /// The spin box's buttons as wide as its scale asks (Fusion's are 14 px whatever the font).
    QRect subControlRect(ComplexControl control, const QStyleOptionComplex *option, SubControl sub,
                         const QWidget *widget) const override;
    /// Spin boxes at a scale above 1: the base style's frame and field, and arrows filling their buttons (Fusion
    /// caps them at 8 px).
    /// Play and Pause drawn at 16 to 256 pixels (the base style's are 16-pixel images, which an icon never
    /// enlarges: 17 px beside 54 px text at 4K).
    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option, const QWidget *widget) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget) const override;
};
