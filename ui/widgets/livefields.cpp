#include "ui/widgets/livefields.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/positioncontrol.h"
#include "ui/widgets/fieldrange.h"
#include "ui/widgets/sliderspinbox.h"

#include <posenc/encodings/parameters.h>

#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

LiveFields::LiveFields(ExplorerState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_position(new SliderSpinBox(this))
    , m_offset(new SliderSpinBox(this))
    , m_length(new SliderSpinBox(this))
    , m_dModel(new SliderSpinBox(this))
    , m_base(new LogSliderSpinBox(this))
{
    const WholeFieldRange dModelRange = wholeFieldRange(commonKeys::dModel);
    m_dModel->setRange(dModelRange.low, dModelRange.high);
    m_dModel->setSliderMaximum(1024);
    m_dModel->setEvenOnly(state->dModel() % 2 == 0);
    const WholeFieldRange lengthRange = wholeFieldRange(commonKeys::length);
    m_length->setRange(lengthRange.low, lengthRange.high);
    m_length->setSliderMaximum(1024);
    m_length->setObjectName(QStringLiteral("liveLength"));
    m_length->setToolTip(tr("Sequence length L (rows), %1 .. %2").arg(lengthRange.low).arg(lengthRange.high));
    m_base->setBaseRanges();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](const QString &name, QWidget *control) {
        auto *label = new QLabel(name, this);
        layout->addSpacing(8);
        layout->addWidget(label);
        layout->addWidget(control, 1);
    };
    add(tr("pos"), m_position);
    add(tr("k"), m_offset);
    add(tr("L"), m_length);
    add(tr("d_model"), m_dModel);
    add(tr("base"), m_base);

    // User -> state, state -> controls, as in the parameter panel.
    followPosition(m_position, state);
    connect(m_offset, &SliderSpinBox::valueChanged, state, &ExplorerState::setOffset);
    connect(m_dModel, &SliderSpinBox::valueChanged, state, &ExplorerState::setDModel);
    connect(m_length, &SliderSpinBox::valueChanged, state, &ExplorerState::setLength);
    connect(m_base, &LogSliderSpinBox::valueChanged, state, &ExplorerState::setBase);
    connect(state, &ExplorerState::offsetChanged, m_offset, &SliderSpinBox::setValue);
    connect(state, &ExplorerState::dModelChanged, m_dModel, &SliderSpinBox::setValue);
    // An odd d_model set elsewhere (a lecture's D = 3 step, the panel) is kept as it is.
    connect(state, &ExplorerState::dModelChanged, this, [this](int d) {
        if (d % 2 == 1)
            m_dModel->setEvenOnly(false);
    });
    connect(state, &ExplorerState::baseChanged, m_base, &LogSliderSpinBox::setValue);
    connect(state, &ExplorerState::lengthChanged, this, &LiveFields::showRanges);
    connect(state, &ExplorerState::firstPositionChanged, this, &LiveFields::showRanges);
    showRanges();
    m_dModel->setValue(state->dModel());
    m_base->setValue(state->base());
}

void LiveFields::setOddDModel(bool odd)
{
    m_dModel->setEvenOnly(!odd && m_state->dModel() % 2 == 0);
}

void LiveFields::fitInto(int width)
{
    const int floor = 3 * QFontInfo(font()).pixelSize();
    const QList<QWidget *> byUse = {m_base, m_length, m_dModel, m_offset, m_position};
    for (QWidget *control : byUse) {
        auto *slider = control->findChild<QSlider *>();
        slider->setMinimumWidth(floor);
        slider->show();
    }
    for (QWidget *control : byUse) {
        if (minimumSizeHint().width() <= width)
            break;
        control->findChild<QSlider *>()->hide();
    }
}

void LiveFields::showRanges()
{
    const int first = m_state->firstPosition();
    const int length = m_state->length();
    m_position->setRange(first, first + length - 1);
    m_position->setValue(m_state->position());
    m_offset->setRange(-length, length);
    m_offset->setValue(m_state->offset());
    m_length->setValue(length);
}
