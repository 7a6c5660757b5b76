#pragma once
/// \file boundtext.h
/// \brief Numbers printed as bounds: a note that says "stays at or below X" must print an X that is not
/// below the value it bounds, so X is rounded up, not to nearest.

#include <QString>

/// \a value with \a significant significant digits, rounded towards +infinity (10.72023 -> "10.73",
/// 0.907447 -> "0.9075"); exact values print as they are ("32.5"). NaN and infinities print as
/// QString::number() prints them.
QString upperBoundText(double value, int significant = 4);
