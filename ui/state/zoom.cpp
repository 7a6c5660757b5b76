#include "ui/state/zoom.h"

#include <QApplication>
#include <QFont>
#include <QFontInfo>

#include <algorithm>
#include <optional>

namespace {
int current = zoom::defaultPercent;
std::optional<QFont> unzoomed; // the desktop's font, before any zoom
} // namespace

namespace zoom {

int percent()
{
    return current;
}

void setPercent(int value)
{
    value = std::clamp(value, minPercent, maxPercent);
    if (!unzoomed)
        unzoomed = QApplication::font();
    current = value;
    QFont font = *unzoomed;
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * value / 100.0)));
    else
        font.setPointSizeF(font.pointSizeF() * value / 100.0);
    QApplication::setFont(font); // every widget gets QEvent::ApplicationFontChange / FontChange
}

int scaled(int pixels)
{
    return qRound(pixels * current / 100.0);
}

int nextStep(bool up)
{
    return nextStepFrom(current, up);
}

int nextStepFrom(int from, bool up)
{
    if (up) {
        for (const int step : steps)
            if (step > from)
                return step;
        return maxPercent;
    }
    for (auto it = std::rbegin(steps); it != std::rend(steps); ++it)
        if (*it < from)
            return *it;
    return minPercent;
}

std::optional<int> parse(const QString &text)
{
    QString digits = text.trimmed();
    if (digits.endsWith(QLatin1Char('%')))
        digits.chop(1);
    bool ok = false;
    const int number = digits.toInt(&ok);
    if (!ok || number < minPercent || number > maxPercent)
        return std::nullopt;
    return number;
}

} // namespace zoom

double zoom::unzoomedPixelSize()
{
    return QFontInfo(unzoomed.value_or(QApplication::font())).pixelSize();
}
