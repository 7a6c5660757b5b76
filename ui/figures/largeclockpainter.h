#pragma once
/// \file largeclockpainter.h
/// \brief A few clocks as large as the area allows, with their numbers: one pair enlarged ("clock-pair",
/// the selected pair) or the seed's second, minute and hour hands ("clock-hands", three chosen pairs). The
/// Clock tab's large views, the figure alone (F) and export all paint them here.

#include "ui/figures/clockpainter.h"

#include <QList>
#include <QString>
#include <QStringList>

/// The pairs of the second, minute and hour hands at \a pairCount pairs: \a chosen (the session's
/// clockHands, each at most the last pair), or when it is empty the fastest, the middle and the slowest.
QList<int> handPairs(const QList<int> &chosen, int pairCount);

/// Paints \a pairs side by side into \a area, each as large as its share allows: \a names above (none, or one
/// per pair), the dial (paintClock(), its lines thickened in proportion to the dial) and below it ωᵢ
/// (rad/position), the angle ωᵢ·pos (rad and degrees, whole and on the dial). \a title (may be empty) on top.
void paintLargeClocks(QPainter &painter, const QRectF &area, const ClockScene &scene, const QList<int> &pairs,
                      const QStringList &names, const QString &title, const FigureStyle &style);
