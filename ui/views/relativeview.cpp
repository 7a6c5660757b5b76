#include "ui/views/relativeview.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/sliderspinbox.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

RelativeView::RelativeView(ExplorerState *state, QWidget *parent)
    : SceneView(state, Figure::Relative, parent, {480, 320})
    , m_state(state)
    , m_controls(new QWidget(this))
    , m_comparePosition(new SliderSpinBox(m_controls))
    , m_pair(new QSpinBox(m_controls))
{
    m_comparePosition->setObjectName(commonKeys::comparePosition);
    m_pair->setObjectName(QStringLiteral("pair"));
    auto *posLabel = new QLabel(tr("Second position &pos′:"), m_controls);
    posLabel->setBuddy(m_comparePosition->spinBox());
    auto *pairLabel = new QLabel(tr("P&air i:"), m_controls);
    pairLabel->setBuddy(m_pair);
    auto *hint = new QLabel(tr("pos and k: in the parameter panel"), m_controls);
    hint->setForegroundRole(QPalette::PlaceholderText); // a hint, readable (theme.cpp)
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
