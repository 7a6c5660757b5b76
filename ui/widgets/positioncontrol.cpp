#include "ui/widgets/positioncontrol.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/sliderspinbox.h"

namespace {
/// Slider stops per position: fine enough that a drag turns the fastest pair (1 rad per position) by
/// under 4° a stop.
constexpr int positionSubsteps = 16;
} // namespace

void followPosition(SliderSpinBox *control, ExplorerState *state)
{
    control->setSubsteps(positionSubsteps);
    QObject::connect(control, &SliderSpinBox::valueChanged, state, &ExplorerState::setPosition);
    QObject::connect(control, &SliderSpinBox::fractionChanged, state, &ExplorerState::setPositionFraction);
    QObject::connect(state, &ExplorerState::positionChanged, control, &SliderSpinBox::setValue);
    QObject::connect(state, &ExplorerState::positionFractionChanged, control, &SliderSpinBox::setFraction);
}
