// ExplorerState's selection: pos (and Play's fraction between two positions), the offset k, the selected column j
// or pair i, pos′ of the comparisons, and the cell under the mouse. A change here is the user's choice, which
// later size changes keep where they can (applySelection(), explorerstate.cpp).
#include "ui/state/explorerstate.h"

#include <algorithm>
#include <cmath>

namespace {
/// \a s with its selection changed by \a change, brought into range (clamped()).
template <class Change> Session withSelection(Session s, Change change)
{
    change(s.selection);
    return s.clamped();
}
} // namespace

void ExplorerState::setPosition(int position)
{
    applySelection(withSelection(latest(), [&](Selection &s) { s.position = position; }));
}

void ExplorerState::setPositionFraction(double fraction)
{
    fraction = std::isfinite(fraction) ? std::clamp(fraction, 0.0, 0.999) : 0.0;
    if (fraction == m_positionFraction)
        return;
    m_positionFraction = fraction;
    Q_EMIT positionFractionChanged(fraction);
}

void ExplorerState::setOffset(int offset)
{
    applySelection(withSelection(latest(), [&](Selection &s) { s.offset = offset; }));
}

void ExplorerState::setDimension(int dimension)
{
    applySelection(withSelection(latest(), [&](Selection &s) { s.dimension = dimension; }));
}

void ExplorerState::setSelectedPair(int pair)
{
    const posenc::PairLayout &layout = latest().scheme.layout;
    setDimension(layout.selectionColumn(std::clamp(pair, 0, layout.pairCount() - 1)));
}

void ExplorerState::setComparePosition(int position)
{
    applySelection(withSelection(latest(), [&](Selection &s) { s.comparePosition = position; }));
}

void ExplorerState::setHover(const Hover &hover)
{
    if (hover.row < 0 || hover.row >= length() || hover.column < 0 || hover.column >= dModel()) {
        clearHover(); // no such cell (a stale mouse position after L or d_model shrank)
        return;
    }
    if (m_hover == hover)
        return;
    m_hover = hover;
    Q_EMIT hoverChanged();
}

void ExplorerState::clearHover()
{
    if (!m_hover)
        return;
    m_hover.reset();
    Q_EMIT hoverChanged();
}
