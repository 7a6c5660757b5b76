#pragma once
/// \file spinboxwidth.h
/// \brief A spin box's size hint for a given number of characters instead of its largest value's text: a length
/// field that takes up to 10⁸ need not be nine digits wide in a row of controls (FieldSpinBox, FieldDoubleSpinBox).

#include <QFontMetrics>
#include <QSize>
#include <QString>

#include <algorithm>

/// \a hint with its text room for \a widest swapped for \a characters digits in \a font; \a hint itself when
/// \a characters ≤ 0 or the digits need more.
inline QSize narrowedToCharacters(QSize hint, const QFont &font, const QString &widest, int characters)
{
    if (characters <= 0)
        return hint;
    const QFontMetrics metrics(font);
    const int wanted = metrics.horizontalAdvance(QString(characters, QLatin1Char('8')));
    hint.setWidth(std::min(hint.width(), hint.width() - metrics.horizontalAdvance(widest) + wanted));
    return hint;
}
