#pragma once
/// \file livefields.h
/// \brief The parameters a lecturer changes while talking — pos, k, L, d_model and base, each a slider with
/// its number field — bound to the state: the slim bar's in presentation mode and the presenter console's.

#include <QList>
#include <QWidget>

class ExplorerState;
class LogSliderSpinBox;
class SliderSpinBox;

/// One row of labelled controls. Each follows its own property of the state and sets it, as in the
/// parameter panel (pos and k take their ranges from L and the first position). d_model is even unless the
/// state's is odd or setOddDModel(true) (the panel's "Allow odd d_model").
class LiveFields : public QWidget
{
    Q_OBJECT
public:
    explicit LiveFields(ExplorerState *state, QWidget *parent = nullptr);

    SliderSpinBox *position() const { return m_position; }
    SliderSpinBox *offset() const { return m_offset; }
    SliderSpinBox *length() const { return m_length; }
    SliderSpinBox *dModel() const { return m_dModel; }
    LogSliderSpinBox *base() const { return m_base; }
    void setOddDModel(bool odd);
    /// Fits the row into \a width pixels: each slider at least three letters wide (narrower is a stub no one
    /// can drag), and where that does not fit, sliders hidden from the least used (base, L, d_model, k, pos);
    /// their number fields stay (typed, or stepped with the arrows and the wheel).
    void fitInto(int width);

private:
    void showRanges();

    ExplorerState *m_state;
    SliderSpinBox *m_position;
    SliderSpinBox *m_offset;
    SliderSpinBox *m_length;
    SliderSpinBox *m_dModel;
    LogSliderSpinBox *m_base;
};
