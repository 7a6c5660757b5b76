#include "ui/figures/logaxis.h"

#include <qcustomplot.h>

#include <cmath>

namespace {
/// Powers of ten written out (0.0001 … 1 000 000) in the axis's own type: QCustomPlot's 10ⁿ draws the
/// exponent at 3/4 of the size, too small from the back of a hall. Further out: 1e-5, 1e7 ….
class PlainLogTicker : public QCPAxisTickerLog
{
protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        const int power = qRound(std::log10(tick));
        if (std::abs(tick - std::pow(10.0, power)) > 1e-9 * tick)
            return QString::number(tick, 'g', 3);
        if (power < -4 || power > 6)
            return QStringLiteral("1e%1").arg(power);
        if (power < 0)
            return QString::number(tick, 'f', -power);
        // Thousands apart by a thin space, as the SI writes them.
        QString digits = QString::number(qRound64(tick));
        for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
            digits.insert(at, QChar(0x2009));
        return digits;
    }
};

} // namespace

void useLogScale(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> ticker(new PlainLogTicker);
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("g")); // not 'b': it would draw "1e7" as 10⁷ with a small exponent
    axis->setNumberPrecision(2);
}
