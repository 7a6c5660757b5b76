#pragma once
/// \file logaxis.h
/// \brief A logarithmic axis whose powers of ten are written out (0.0001 … 1 000 000), readable from the back
/// of a hall: QCustomPlot's 10ⁿ draws the exponent at 3/4 of the size.

class QCPAxis;

/// Makes \a axis logarithmic, base 10, with written-out tick labels and 8 sub-ticks.
void useLogScale(QCPAxis *axis);
