#include "ui/views/largeclocks.h"

#include "ui/figures/clockpainter.h"
#include "ui/figures/figurestyle.h"
#include "ui/state/explorerstate.h"
#include "ui/views/clockview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

LargeClocksWidget::LargeClocksWidget(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    setObjectName(QStringLiteral("largeClocks"));
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Double-click or Esc: back to every clock"));
    for (const auto signal : {&ExplorerState::positionChanged, &ExplorerState::offsetChanged})
        connect(state, signal, this, qOverload<>(&QWidget::update));
    connect(state, &ExplorerState::frequenciesChanged, this, qOverload<>(&QWidget::update));
    connect(state, &ExplorerState::dimensionChanged, this, qOverload<>(&QWidget::update));
    connect(state, &ExplorerState::positionFractionChanged, this, qOverload<>(&QWidget::update)); // Play, smoothly
}

void LargeClocksWidget::setPairs(const QList<int> &pairs, const QStringList &names)
{
    m_pairs = pairs;
    m_names = names;
    update();
}

QList<int> LargeClocksWidget::shownPairs() const
{
    const int last = static_cast<int>(m_state->angularFrequencies().size()) - 1;
    QList<int> shown;
    for (const int pair : m_pairs)
        shown.append(std::clamp(pair, 0, std::max(0, last)));
    return shown;
}

void LargeClocksWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    FigureStyle style = FigureStyle::screen();
    painter.fillRect(rect(), style.palette.background);
    const QList<int> pairs = shownPairs();
    if (pairs.isEmpty() || m_state->angularFrequencies().size() == 0)
        return;
    ClockScene scene = ClockScene::fromState(*m_state);
    scene.selectedPair = -1; // no highlight: every clock here is one the lecturer chose
    const double line = QFontMetricsF(style.font).height();
    const int count = static_cast<int>(pairs.size());
    const double nameHeight = m_names.isEmpty() ? 0.0 : 1.6 * line;
    const double numbersHeight = 3.6 * line; // two lines, a third when one breaks
    const double side = std::max(40.0, std::min(width() / double(count), height() - nameHeight - numbersHeight));
    // Hands and rims in proportion to the dial: a clock four times the grid's gets lines twice as thick.
    const FigureStyle grid = style;
    style.lineWidth *= std::clamp(std::sqrt(side / ClockGridWidget::minCellSize()), 1.0, 4.0);
    const double top = (height() - nameHeight - side - numbersHeight) / 2;
    for (int k = 0; k < count; ++k) {
        const int pair = pairs[k];
        const double left = width() * (k + 0.5) / count - side / 2;
        if (!m_names.isEmpty()) {
            QFont bold = style.titleFont();
            painter.setFont(bold);
            painter.setPen(style.palette.ink);
            painter.drawText(QRectF(left - side / 2, top, 2 * side, nameHeight), Qt::AlignCenter, m_names.value(k));
        }
        paintClock(painter, QRectF(left, top + nameHeight, side, side), scene, pair, style);
        const double omega = scene.omega(pair);
        const double angle = omega * scene.position;
        const double shown = std::remainder(angle, 2 * std::numbers::pi);
        painter.setFont(grid.font);
        painter.setPen(style.palette.label);
        // Its share of the width, broken into lines rather than cut (three clocks side by side).
        const QRectF share(width() * double(k) / count + 4, top + nameHeight + side, width() / double(count) - 8,
                           height() - (top + nameHeight + side));
        painter.drawText(share, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         // The whole angle, and where the hand points after its whole turns.
                         tr("ω_%1 = %2 rad/position\nangle ω_%1 · pos = %3 rad = %4°, on the dial %5°")
                             .arg(pair)
                             .arg(QString::number(omega, 'g', 4))
                             .arg(QString::number(angle, 'g', 5))
                             .arg(QString::number(angle * 180 / std::numbers::pi, 'f', 1))
                             .arg(QString::number(shown * 180 / std::numbers::pi, 'f', 1)));
    }
}

void LargeClocksWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    Q_EMIT closeRequested();
    event->accept();
}

void LargeClocksWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        Q_EMIT closeRequested();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}
