#include "ui/views/clockview.h"
#include "ui/views/savemenu.h"

#include "ui/state/zoom.h"

#include "ui/figures/clockpainter.h"
#include "ui/figures/figurepalette.h"
#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"
#include "ui/views/clockframes.h"
#include "ui/figures/largeclockpainter.h"
#include "ui/views/largeclocks.h"
#include "ui/widgets/steadylabel.h"

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QPixmap>
#include <QIcon>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

ClockGridWidget::ClockGridWidget(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_frames(new ClockFrames(this))
{
    setObjectName(QStringLiteral("clockGrid"));
    setFocusPolicy(Qt::StrongFocus); // Right / Left step pos
    setAttribute(Qt::WA_OpaquePaintEvent); // paintEvent() fills what it is asked to paint
    // A new row of clocks (d_model) makes the grid taller: only the new strip is exposed, the rest waits
    // for its frame. A new width moves every clock (resizeEvent()).
    setAttribute(Qt::WA_StaticContents);
    setToolTip(tr("Click a clock to select its pair, double-click to enlarge it; Right / Left step the position pos"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    // Repainted after what the clock figure's registry entry names; new pairs may need more rows.
    const FigureEntry &entry = figureEntry(Figure::Clock);
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("sceneChanged()"));
    for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals)
        connect(state, signal, this, repaint);
    connect(state, &ExplorerState::frequenciesChanged, this, &ClockGridWidget::pairsChanged);
    connect(m_frames, &ClockFrames::ready, this, [this](const QRect &rect) {
        // Scrolled out of view or hidden meanwhile: no paint will come for it.
        if (isVisible() && visibleRegion().intersects(rect))
            update(rect);
        else
            m_frames->painted(false);
    });
}

ClockFrame ClockGridWidget::wantedFrame(const QRect &rect) const
{
    return {ClockScene::fromState(*m_state), FigureStyle::screen(), ClockGrid::forWidth(width(), minCellSize()), rect,
            devicePixelRatioF(), {}};
}

void ClockGridWidget::sceneChanged()
{
    // The window's grid (background work): the visible clocks are painted by a worker while the heat maps
    // refresh, then copied in. Tests and hidden grids paint here, when shown.
    // At a fractional device pixel ratio (150 %) a frame's pixels need not line up with the widget's own.
    const QRect visible = isVisible() ? visibleRegion().boundingRect() : QRect();
    const qreal ratio = devicePixelRatioF();
    if (!m_state->backgroundWork() || visible.isEmpty() || ratio != std::round(ratio)) {
        update();
        return;
    }
    m_frames->request(wantedFrame(visible));
}

int ClockGridWidget::pairAt(const QPointF &point) const
{
    const ClockGrid grid = ClockGrid::forWidth(width(), minCellSize());
    const int column = static_cast<int>(point.x() / grid.cell);
    const int pair = static_cast<int>(point.y() / grid.cell) * grid.columns + column;
    return column < grid.columns && pair < m_state->angularFrequencies().size() ? pair : -1;
}

void ClockGridWidget::mousePressEvent(QMouseEvent *event)
{
    if (const int pair = pairAt(event->position()); event->button() == Qt::LeftButton && pair >= 0)
        m_state->setSelectedPair(pair);
    QWidget::mousePressEvent(event);
}

void ClockGridWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (const int pair = pairAt(event->position()); event->button() == Qt::LeftButton && pair >= 0) {
        Q_EMIT enlargeRequested(pair);
        event->accept();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void ClockGridWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Right || event->key() == Qt::Key_Left) {
        Q_EMIT stepRequested(event->key() == Qt::Key_Right ? 1 : -1);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

int ClockGridWidget::heightForWidth(int width) const
{
    const ClockGrid grid = ClockGrid::forWidth(width, minCellSize());
    const int pairs = m_state->scheme().layout.pairCount();
    const int rows = (pairs + grid.columns - 1) / grid.columns;
    return static_cast<int>(std::ceil(rows * grid.cell));
}

QSize ClockGridWidget::sizeHint() const
{
    return {int(6 * minCellSize()), heightForWidth(int(6 * minCellSize()))};
}

double ClockGridWidget::minCellSize()
{
    return unzoomedCellSize * zoom::percent() / 100.0;
}

void ClockGridWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        pairsChanged();
        update();
    }
}

void ClockGridWidget::pairsChanged()
{
    // A relayout of the scroll area only when the rows of clocks change, not on every d_model step.
    const int needed = heightForWidth(width());
    if (needed != minimumHeight()) {
        setMinimumHeight(needed);
        updateGeometry();
    }
}

void ClockGridWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int needed = heightForWidth(width());
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
    if (event->size().width() != event->oldSize().width())
        update(); // other columns (WA_StaticContents repaints only what a resize uncovers)
}

void ClockGridWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_frames->release();
}

void ClockGridWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const ClockFrame wanted = wantedFrame(event->rect());
    const ClockFrame *frame = m_frames->frameFor(wanted);
    if (frame) {
        const QRect source = event->rect().translated(-frame->rect.topLeft());
        painter.drawImage(event->rect(), frame->image,
                          QRectF(source.topLeft() * frame->ratio, source.size() * frame->ratio));
    } else {
        paintClockRows(painter, event->rect(), wanted.scene, wanted.grid, wanted.style);
    }
    m_frames->painted(frame != nullptr);
}

namespace {

/// Three small dials with hands at three speeds: the icon of the second / minute / hour picture.
QIcon threeHandsIcon(const QColor &ink)
{
    QPixmap pixmap(48, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(ink, 1.2));
    const double angles[3] = {1.0, 0.35, 0.1}; // fast, middle, slow
    for (int k = 0; k < 3; ++k) {
        const QPointF centre(8 + 16 * k, 8);
        painter.drawEllipse(centre, 6.5, 6.5);
        painter.drawLine(centre, centre + QPointF(5.5 * std::cos(angles[k]), -5.5 * std::sin(angles[k])));
    }
    return QIcon(pixmap);
}

} // namespace

ClockView::ClockView(ExplorerState *state, PositionAnimator *animator, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_animator(animator)
    , m_header(new SteadyLabel(this))
    , m_play(new QToolButton(this))
    , m_turnOnce(new QToolButton(this))
    , m_threeHands(new QToolButton(this))
    , m_pages(new QStackedWidget(this))
    , m_largeClocks(new QStackedWidget)
    , m_pairClock(new LargeClocksWidget(state, Figure::ClockPair))
    , m_handsClock(new LargeClocksWidget(state, Figure::ClockHands))
    , m_handChoice(new QWidget)
    , m_scroll(new QScrollArea(this))
{
    setObjectName(QStringLiteral("clockView"));
    m_play->setCheckable(true);
    m_play->setObjectName(QStringLiteral("playButton"));
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Animate the position pos (Ctrl+Space)"));
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setObjectName(QStringLiteral("clockHeader"));

    m_turnOnce->setObjectName(QStringLiteral("turnOnceButton"));
    m_turnOnce->setText(tr("Turn once"));
    m_turnOnce->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_turnOnce->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_turnOnce, &QToolButton::clicked, this, [this] { m_animator->turnOnce(m_state->selectedPair()); });

    m_threeHands->setObjectName(QStringLiteral("threeHandsButton"));
    m_threeHands->setIcon(threeHandsIcon(palette().color(QPalette::ButtonText)));
    m_threeHands->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_threeHands->setText(tr("Second, minute, hour"));
    m_threeHands->setToolTip(tr("The fastest, a middle and the slowest pair side by side, like the second, "
                                "minute and hour hands of a clock"));
    connect(m_threeHands, &QToolButton::clicked, this, &ClockView::showThreeHands);

    auto *grid = new ClockGridWidget(state, m_scroll);
    connect(grid, &ClockGridWidget::enlargeRequested, this, &ClockView::showLargeClock);
    connect(grid, &ClockGridWidget::stepRequested, animator, [animator](int delta) {
        if (delta > 0)
            animator->step();
        else
            animator->stepBack();
    });
    m_scroll->setWidget(grid);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);

    // Speed and loop of Play, next to it: a lecturer slows it down to narrate.
    auto *speed = new QDoubleSpinBox(this);
    speed->setObjectName(QStringLiteral("playSpeed"));
    speed->setRange(PositionAnimator::minSpeed, PositionAnimator::maxSpeed);
    speed->setDecimals(1);
    speed->setSingleStep(0.5);
    speed->setValue(animator->speed());
    speed->setSuffix(tr(" pos/s"));
    speed->setToolTip(tr("Play speed: positions per second (0.5 .. 30)"));
    connect(speed, &QDoubleSpinBox::valueChanged, animator, &PositionAnimator::setSpeed);
    auto *loop = new QCheckBox(tr("Loop"), this);
    loop->setObjectName(QStringLiteral("playLoop"));
    loop->setChecked(animator->loops());
    loop->setToolTip(tr("After the last position, start again at the first (else stop there)"));
    connect(loop, &QCheckBox::toggled, animator, &PositionAnimator::setLoop);

    auto *top = new QHBoxLayout;
    top->addWidget(m_play);
    top->addWidget(m_turnOnce);
    top->addWidget(m_threeHands);
    top->addWidget(speed);
    top->addWidget(loop);
    top->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The explanation over the whole width, the controls in a row under it: side by side the text
    // had a third of the width and took four lines at 200 %.
    layout->addWidget(m_header);
    layout->addLayout(top);
    // The large clocks: a row to go back (and choose the three hands' pairs) above them.
    auto *back = new QToolButton;
    back->setObjectName(QStringLiteral("allClocksButton"));
    back->setText(tr("All clocks"));
    back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    back->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(back, &QToolButton::clicked, this, &ClockView::showAllClocks);
    for (LargeClocksWidget *large : {m_pairClock, m_handsClock}) {
        connect(large, &LargeClocksWidget::closeRequested, this, &ClockView::showAllClocks);
        connect(large, &LargeClocksWidget::exportRequested, this, &ClockView::exportRequested);
        m_largeClocks->addWidget(large);
    }
    // The hands' spin boxes edit the session's clockHands; the figure draws them from there.
    connect(m_largeClocks, &QStackedWidget::currentChanged, this,
            [this] { m_handChoice->setVisible(m_largeClocks->currentWidget() == m_handsClock); });
    auto *choice = new QHBoxLayout(m_handChoice);
    choice->setContentsMargins(0, 0, 0, 0);
    const QString handNames[3] = {tr("Second hand i:"), tr("Minute hand i:"), tr("Hour hand i:")};
    for (int k = 0; k < 3; ++k) {
        m_hands[k] = new QSpinBox;
        m_hands[k]->setObjectName(QStringLiteral("hand%1").arg(k));
        auto *label = new QLabel(handNames[k]);
        label->setBuddy(m_hands[k]);
        choice->addWidget(label);
        choice->addWidget(m_hands[k]);
        choice->addSpacing(12);
        connect(m_hands[k], &QSpinBox::valueChanged, this, [this] {
            m_state->setField(commonKeys::clockHands,
                              QVariantList{m_hands[0]->value(), m_hands[1]->value(), m_hands[2]->value()});
        });
    }
    m_handChoice->hide();
    // The hands or d_model (the last pair) changed; the rest costs three spin boxes' update.
    connect(state, &ExplorerState::fieldChanged, this, &ClockView::updateHands);
    updateHands();
    auto *largePage = new QWidget;
    // Its row of spin boxes must not widen the grid's page (a stack is as wide as its widest page).
    largePage->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    auto *largeTop = new QHBoxLayout;
    largeTop->addWidget(back);
    largeTop->addSpacing(12);
    largeTop->addWidget(m_handChoice);
    largeTop->addStretch(1);
    auto *largeLayout = new QVBoxLayout(largePage);
    largeLayout->setContentsMargins(0, 0, 0, 0);
    largeLayout->addLayout(largeTop);
    largeLayout->addWidget(m_largeClocks, 1);
    m_pages->addWidget(m_scroll);
    m_pages->addWidget(largePage);
    layout->addWidget(m_pages, 1);

    connect(m_play, &QToolButton::toggled, animator, &PositionAnimator::setPlaying);
    connect(animator, &PositionAnimator::playingChanged, this, &ClockView::showPlaying);
    showPlaying(animator->isPlaying());
    connect(state, &ExplorerState::positionChanged, this, &ClockView::updateHeader);
    connect(state, &ExplorerState::offsetChanged, this, &ClockView::updateHeader);
    connect(state, &ExplorerState::frequenciesChanged, this, &ClockView::updateHeader);
    updateHeader();
    connect(state, &ExplorerState::frequenciesChanged, this, &ClockView::updateTurnOnce);
    connect(state, &ExplorerState::lengthChanged, this, &ClockView::updateTurnOnce);
    connect(state, &ExplorerState::dimensionChanged, this, &ClockView::updateTurnOnce);
    updateTurnOnce();
}

void ClockView::showLargeClock(int pair)
{
    m_state->setSelectedPair(pair);
    m_largeClocks->setCurrentWidget(m_pairClock);
    m_pages->setCurrentIndex(1);
    m_pairClock->setFocus();
}

void ClockView::showThreeHands()
{
    m_largeClocks->setCurrentWidget(m_handsClock);
    m_pages->setCurrentIndex(1);
    m_handsClock->setFocus();
}

void ClockView::showAllClocks()
{
    m_pages->setCurrentIndex(0);
}

LargeClocksWidget *ClockView::largeClocks() const
{
    return m_pages->currentIndex() == 1 ? static_cast<LargeClocksWidget *>(m_largeClocks->currentWidget()) : nullptr;
}

void ClockView::updateHands()
{
    const int pairs = m_state->scheme().layout.pairCount();
    const QList<int> shown = handPairs(m_state->session().clockHands, pairs);
    for (int k = 0; k < 3; ++k) {
        const QSignalBlocker block(m_hands[k]);
        m_hands[k]->setRange(0, std::max(0, pairs - 1));
        m_hands[k]->setValue(shown.value(k));
    }
}

void ClockView::updateTurnOnce()
{
    const int pair = m_state->selectedPair();
    const auto problem = m_animator->turnOnceProblem(pair);
    m_turnOnce->setEnabled(!problem);
    if (problem) {
        m_turnOnce->setToolTip(tr("Turn once: %1").arg(*problem));
        return;
    }
    const double omega = m_state->angularFrequencies()(pair);
    const int steps = PositionAnimator::turnSteps(omega);
    m_turnOnce->setToolTip(tr("Turn once: pair %1 turns a full circle in λ = %2 positions; Play runs %3 steps "
                              "(%4°) and stops")
                               .arg(pair)
                               .arg(QString::number(2 * M_PI / omega, 'g', 4))
                               .arg(steps)
                               .arg(QString::number(steps * omega * 180 / M_PI, 'f', 1)));
}

void ClockView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Their texts while the row has room for them; icons only (and the texts in tool tips) when not, so
    // that the view fits a small screen at 200 %.
    const QList<QToolButton *> buttons = {m_play, m_turnOnce, m_threeHands};
    int needed = 0;
    for (QToolButton *button : buttons) {
        const Qt::ToolButtonStyle before = button->toolButtonStyle();
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        needed += button->sizeHint().width();
        button->setToolButtonStyle(before);
    }
    const bool compact = width() < needed * 2;
    for (QToolButton *button : buttons) {
        button->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
        // The layout may squeeze a button to its icon, whatever its style now.
        const Qt::ToolButtonStyle now = button->toolButtonStyle();
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setMinimumWidth(button->sizeHint().width());
        button->setToolButtonStyle(now);
    }
}

void ClockView::contextMenuEvent(QContextMenuEvent *event)
{
    // The figure shown: the grid's, or the large clock's.
    const Figure figure = largeClocks() ? largeClocks()->figure() : Figure::Clock;
    execSaveMenu(this, event->globalPos(), [this, figure](ExportFormat format) { Q_EMIT exportRequested(figure, format); },
                 [this, figure] { Q_EMIT copyRequested(figure); });
}

void ClockView::showPlaying(bool playing)
{
    const QSignalBlocker block(m_play);
    m_play->setChecked(playing);
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
}

void ClockView::updateHeader()
{
    const int pairs = m_state->scheme().layout.pairCount();
    QString text = tr("<b>Clock hands at pos = %1</b>: pair i points at angle ω<sub>i</sub>·pos "
                      "(x = cos, y = sin); %2 pairs, fastest first; λ = wavelength in positions.")
                       .arg(m_state->position())
                       .arg(pairs);
    if (m_state->offset() != 0)
        text += QStringLiteral(" <span style='color:%1'>%2</span>")
                    .arg(FigurePalette::of(theme::current()).offsetText.name(),
                         tr("Thin hand: pos + k, k = %1; arc = ω<sub>i</sub>·k, the same for every pos; n↺ = n "
                            "whole turns more.")
                             .arg(m_state->offset()));
    m_header->setText(text);
}
