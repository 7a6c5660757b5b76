#pragma once
/// \file abbreviated.h
/// \brief A value as a message quotes it: whole when short, else its first and last characters and its
/// length, so that a 900 KB value in a scene gives a one-line message, not a 900 KB one.

#include <QString>

class QJsonValue;

/// At most this many characters of a value are quoted whole.
inline constexpr qsizetype abbreviatedMaxLength = 80;

/// \a value when it has at most abbreviatedMaxLength characters (UTF-16 code units); else its first 48
/// and last 16 characters around " … " and "(N characters)", N the whole length, e.g.
/// "aaaa…zzzz (900000 characters)". A surrogate pair is never cut in half.
QString abbreviated(const QString &value);

/// \a message with every run of more than abbreviatedMaxLength characters without white space
/// abbreviated(): for a message that quotes a value it did not shorten itself (a 3 000-character option
/// value or scene key); words, ranges and lists of choices are shorter and stay.
QString withLongRunsAbbreviated(const QString &message);

/// A JSON value as a file reader's message quotes it: a string in double quotes, anything else as compact
/// JSON (7, true, [1,2], {"a":1}); abbreviated() either way. Scenes and lectures name the value they refuse.
QString abbreviatedJson(const QJsonValue &value);
