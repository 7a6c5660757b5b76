#include "ui/figures/heatmapcells.h"

#include <qcustomplot.h>

#include <cmath>

std::pair<int, int> matrixCellAt(const Eigen::Index rows, const Eigen::Index columns, double key, double value)
{
    const long column = std::lround(key);
    const long row = std::lround(value);
    if (row < 0 || row >= rows || column < 0 || column >= columns)
        return {-1, -1};
    return {static_cast<int>(row), static_cast<int>(column)};
}

QSharedPointer<QCPAxisTicker> wholeNumberTicker()
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    return ticker;
}

PositionTicker::PositionTicker()
{
    setTickStep(1.0);
    setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_baseCount = tickCount();
}

void PositionTicker::setFirstPosition(long long first, double lastCoordinate)
{
    m_first = first;
    // Labels of up to 4 digits: the usual count; each further digit takes a tick away (at least 3).
    const int digits = static_cast<int>(QString::number(first + static_cast<long long>(std::max(0.0, lastCoordinate))).size());
    setTickCount(std::max(3, m_baseCount - std::max(0, digits - 4)));
}

QString PositionTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return QString::number(m_first + std::llround(tick));
}
