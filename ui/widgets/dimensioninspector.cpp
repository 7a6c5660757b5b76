#include "ui/widgets/dimensioninspector.h"

#include "ui/figures/cellreadout.h"
#include "ui/figures/figure.h"
#include "ui/state/explorerstate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

DimensionInspector::DimensionInspector(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_dimension(new QSpinBox(this))
    , m_readout(new QLabel(this))
{
    setObjectName(QStringLiteral("dimensionInspector"));
    m_dimension->setObjectName(commonKeys::dimension);
    m_dimension->setToolTip(tr("Column j of PE; the readout names its pair i, which the layout decides (interleaved: "
                               "i = j / 2, rounded down; halves: i = j in the sine half, j − its width in the cosine "
                               "half). A click on a heat map, a clock or the wavelength plot selects it too."));
    m_readout->setTextFormat(Qt::RichText);
    m_readout->setWordWrap(true);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *label = new QLabel(tr("Inspect &dimension j:"), this);
    label->setBuddy(m_dimension);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(m_dimension);
    layout->addWidget(m_readout, 1);

    connect(m_dimension, &QSpinBox::valueChanged, state, &ExplorerState::setDimension);
    for (auto signal : {&ExplorerState::dimensionChanged, &ExplorerState::dModelChanged, &ExplorerState::positionChanged})
        connect(state, signal, this, &DimensionInspector::update);
    connect(state, &ExplorerState::encodingChanged, this, &DimensionInspector::update);
    update();
}

QString DimensionInspector::readout() const
{
    return m_readout->text();
}

void DimensionInspector::update()
{
    {
        const QSignalBlocker block(m_dimension);
        m_dimension->setRange(0, m_state->dModel() - 1);
        m_dimension->setValue(m_state->dimension());
    }
    const ExplorerState::Hover cell{figureName(Figure::Encoding), m_state->selectedRow(), m_state->dimension()};
    const double lambda = m_state->wavelengths()(m_state->selectedPair());
    m_readout->setText(describeCellRichText(*m_state, cell) +
                       tr(" &nbsp;·&nbsp; wavelength λ = 2π/ω = %1 positions").arg(QString::number(lambda, 'g', 6)));
}
