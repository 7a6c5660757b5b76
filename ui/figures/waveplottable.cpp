#include "ui/figures/waveplottable.h"

#include "ui/figures/strokedgraph.h"

#include <algorithm>
#include <cmath>

WavePlottable::WavePlottable(QCPAxis *keyAxis, QCPAxis *valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis)
{
}

void WavePlottable::setWave(std::function<double(double)> f, double x0, double x1, double wavelength, double amplitude)
{
    m_f = std::move(f);
    m_x0 = x0;
    m_x1 = x1;
    m_wavelength = wavelength;
    m_amplitude = amplitude;
}

double WavePlottable::selectTest(const QPointF &, bool, QVariant *) const
{
    return -1; // not selectable: the figure's hover reads the values
}

QCPRange WavePlottable::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    foundRange = bool(m_f);
    return QCPRange(m_x0, m_x1);
}

QCPRange WavePlottable::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    foundRange = bool(m_f);
    return QCPRange(-m_amplitude, m_amplitude);
}

void WavePlottable::draw(QCPPainter *painter)
{
    if (!m_f || !keyAxis() || !valueAxis())
        return;
    // The device pixels of the panel: a widget's buffer has its ratio, an export's painter a scale.
    const double scale = devicePixelScale(painter);
    const int columns = std::max(1, qRound(keyAxis()->axisRect()->width() * scale));
    const double amplitudePixels = std::abs(valueAxis()->coordToPixel(m_amplitude) - valueAxis()->coordToPixel(0)) * scale;
    m_samples = posenc::sampleWave(m_f, m_x0, m_x1, columns, m_wavelength, amplitudePixels);
    if (mPen.style() != Qt::SolidLine && m_samples.band) { // a band dashed along x; a line by its pen
        const double penPixels = std::max(1.0, mPen.widthF() * scale);
        posenc::dashAlongX(m_samples, m_x0, m_x1, columns, std::max(6.0, 4 * penPixels), std::max(3.0, 2 * penPixels));
    }
    const posenc::WaveSamples &s = m_samples;
    const auto pixel = [this](double x, double y) { return coordsToPixels(x, y); };
    const std::size_t n = s.x.size();
    if (s.band) {
        // Each column's range as a rectangle a pen wide and half a pen longer at either end: a stroke drawn
        // column by column. Filling the band as one polygon, its edges running up and down the panel in
        // every column, took as long as stroking it.
        painter->setPen(Qt::NoPen);
        painter->setRenderHint(QPainter::Antialiasing, false);
        const double pen = std::max(1.0 / scale, mPen.widthF());
        const QColor colour = mPen.color();
        for (std::size_t k = 0; k < n; ++k) {
            if (std::isnan(s.high[k]))
                continue;
            const QPointF top = pixel(s.x[k], s.high[k]);
            const QPointF bottom = pixel(s.x[k], s.low[k]);
            // fillRect() of an aliased rectangle is the raster engine's plain span fill; drawRects() would
            // rasterize each as a line (measured: a fifth more of a Waves step at 4K).
            painter->fillRect(QRectF(top.x() - pen / 2, std::min(top.y(), bottom.y()) - pen / 2, pen,
                                     std::abs(bottom.y() - top.y()) + pen),
                              colour);
        }
        return;
    }
    // A line, its dashes Qt's (strokeInRuns(): short runs, the pattern carried on).
    applyDefaultAntialiasingHint(painter);
    painter->setPen(mPen);
    painter->setBrush(Qt::NoBrush);
    QVector<QPointF> line;
    line.reserve(qsizetype(n));
    for (std::size_t k = 0; k < n; ++k)
        line.append(pixel(s.x[k], s.high[k]));
    strokeInRuns(painter, line);
}

void WavePlottable::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    applyDefaultAntialiasingHint(painter);
    painter->setPen(mPen);
    painter->drawLine(QLineF(rect.left(), rect.center().y(), rect.right() + 5, rect.center().y()));
}
