#include "ui/views/relativeview.h"
#include "ui/views/savemenu.h"

#include "ui/state/zoom.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/relativepainter.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/sliderspinbox.h"

#include <posenc/encodings/sinusoidal.h>

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSignalBlocker>
#include <QSpinBox>

RelativeView::RelativeView(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_controls(new QWidget(this))
    , m_comparePosition(new SliderSpinBox(m_controls))
    , m_pair(new QSpinBox(m_controls))
{
    setObjectName(QStringLiteral("relativeView"));
    setMinimumSize(zoom::scaled(minimumWidth), zoom::scaled(minimumHeight));
    m_comparePosition->setObjectName(QStringLiteral("comparePosition"));
    m_pair->setObjectName(QStringLiteral("pair"));
    auto *posLabel = new QLabel(tr("Second position &pos′:"), m_controls);
    posLabel->setBuddy(m_comparePosition->spinBox());
    auto *pairLabel = new QLabel(tr("P&air i:"), m_controls);
    pairLabel->setBuddy(m_pair);
    auto *hint = new QLabel(tr("pos and k: in the parameter panel"), m_controls);
    hint->setEnabled(false);
    auto *layout = new QHBoxLayout(m_controls);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pairLabel);
    layout->addWidget(m_pair);
    layout->addSpacing(12);
    layout->addWidget(posLabel);
    layout->addWidget(m_comparePosition, 1);
    layout->addSpacing(12);
    layout->addWidget(hint);

    connect(m_comparePosition, &SliderSpinBox::valueChanged, state, &ExplorerState::setComparePosition);
    connect(m_pair, &QSpinBox::valueChanged, state, &ExplorerState::setSelectedPair);
    // What the figure depends on is written in its registry entry.
    const FigureEntry &entry = figureEntry(Figure::Relative);
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("update()"));
    for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals)
        connect(state, signal, this, repaint);
    for (auto signal : {&ExplorerState::comparePositionChanged, &ExplorerState::dimensionChanged, &ExplorerState::lengthChanged,
                        &ExplorerState::firstPositionChanged, &ExplorerState::dModelChanged})
        connect(state, signal, this, &RelativeView::updateControls);
    updateControls();
}

void RelativeView::updateControls()
{
    const ExplorerState &s = *m_state;
    m_comparePosition->setRange(s.firstPosition(), s.firstPosition() + s.length() - 1);
    m_comparePosition->setValue(s.comparePosition());
    const QSignalBlocker block(m_pair);
    m_pair->setRange(0, s.scheme().pairCount() - 1);
    m_pair->setValue(s.selectedPair());
}

void RelativeView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        setMinimumSize(zoom::scaled(minimumWidth), zoom::scaled(minimumHeight));
}

void RelativeView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintRelativeFigure(painter, rect(), RelativeScene::fromState(*m_state), FigureStyle::screen());
}

void RelativeView::contextMenuEvent(QContextMenuEvent *event)
{
    execSaveMenu(this, event->globalPos(), [this](ExportFormat format) { Q_EMIT exportRequested(Figure::Relative, format); },
                 [this] { Q_EMIT copyRequested(Figure::Relative); });
}
