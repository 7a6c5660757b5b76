#pragma once
/// \file waveplottable.h
/// \brief A QCustomPlot plottable that draws a wave y = f(x) at the resolution of the panel it is drawn on
/// (posenc::sampleWave()): a line, or each pixel column's range, in milliseconds at any L.

#include <posenc/analysis/wavesampling.h>

#include <qcustomplot.h>

#include <functional>

/// Draws the wave y = f(x), x0 <= x <= x1, with the plottable's pen colour, sampled in each draw for the
/// device pixel columns of its axis rect: a line (the pen's width) where the wave is smooth, or where it
/// turns within a pixel column each column's range, a rectangle one pen wide and half a pen longer at
/// either end (the stroke of a square pen, column by column).
/// A line is stroked with the pen in short runs (strokeInRuns()); a band with a dashed pen is dashed along x
/// (posenc::dashAlongX(): as Qt's DashLine, 4 pen widths on, 2 off). The legend icon shows the pen.
///
/// Why not QCPGraph: its data are fixed before the layout knows the panel's pixels, and Qt strokes a
/// polyline as one path: a long one turning up and down the panel with a wide antialiased pen took seconds
/// (11 s for four columns of PE at L 2048), and so did filling the band as one polygon; the columns'
/// rectangles fill in milliseconds.
class WavePlottable : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    WavePlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);

    /// The wave: \a f over [\a x0, \a x1] (key units), of wavelength \a wavelength (key units; 0: not
    /// periodic) and amplitude \a amplitude (value units), which set how finely it is sampled.
    void setWave(std::function<double(double)> f, double x0, double x1, double wavelength, double amplitude);

    /// The samples the last draw used (empty before the first).
    const posenc::WaveSamples &lastSamples() const { return m_samples; }

    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;
    QCPRange getKeyRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool &foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange &inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    std::function<double(double)> m_f;
    double m_x0 = 0;
    double m_x1 = 0;
    double m_wavelength = 0;
    double m_amplitude = 1;
    posenc::WaveSamples m_samples;
};
