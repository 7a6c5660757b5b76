#pragma once
/// \file positioncontrol.h
/// \brief The pos control's wiring, the same in the parameter panel and presentation mode's slim bar.

class ExplorerState;
class SliderSpinBox;

/// Makes \a control the state's pos control, both ways: the spin box and the keys set whole positions
/// (ExplorerState::setPosition), the slider also stops between two of them (16 substeps; the clocks, the
/// waves' line and RoPE's R(m) q turn smoothly through ExplorerState::setPositionFraction, letting go
/// rounds to the nearest whole pos), and the control follows pos and Play's fraction.
void followPosition(SliderSpinBox *control, ExplorerState *state);
