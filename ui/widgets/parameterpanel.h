#pragma once
/// \file parameterpanel.h
/// \brief The controls: sentence, d_model, base, length L, first position, position pos, offset k.

#include <QWidget>

class ExplorerState;
class LogSliderSpinBox;
class QCheckBox;
class QComboBox;
class QLabel;
class SteadyLabel;
class QLineEdit;
class QSpinBox;
class SliderSpinBox;

/// Writes user changes to the state and shows the state's values; never talks to other views.
/// d_model steps by 2 unless "allow odd d_model" is ticked; its note explains a lone sine when odd.
/// The note under the sentence states the rule between text and L (L follows the text).
/// The convention (paper, tensor2tensor, fairseq, Marian) sets the layout, the spacing and fairseq's
/// padding_idx at once; layout and spacing can then be mixed ("Custom mix"); the note names the source.
class ParameterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterPanel(ExplorerState *state, QWidget *parent = nullptr);
    /// Every parameter back to its default, "Allow odd d_model" unticked (View > Reset Parameters too).
    void resetToDefaults();

    SliderSpinBox *dModelControl() const { return m_dModel; }
    LogSliderSpinBox *baseControl() const { return m_base; }
    SliderSpinBox *lengthControl() const { return m_length; }
    SliderSpinBox *positionControl() const { return m_position; }
    SliderSpinBox *offsetControl() const { return m_offset; }
    QLineEdit *textControl() const { return m_text; }
    QCheckBox *oddDModelControl() const { return m_allowOdd; }
    QComboBox *conventionControl() const { return m_convention; }
    QComboBox *layoutControl() const { return m_layout; }
    QComboBox *spacingControl() const { return m_spacing; }

protected:
    /// The zoom changed the font: the notes follow.
    void changeEvent(QEvent *event) override;
    /// A new width: the notes' heights are measured afresh.
    void resizeEvent(QResizeEvent *event) override;

private:
    void releaseNoteHeights();
    void showText();
    void showDModel();
    void showLength();
    void updateTextNote();
    void updateDModelNote();
    void showConvention();

    ExplorerState *m_state;
    QLineEdit *m_text;
    SteadyLabel *m_textNote;
    SliderSpinBox *m_dModel;
    QCheckBox *m_allowOdd;
    SteadyLabel *m_dModelNote;
    LogSliderSpinBox *m_base;
    QComboBox *m_added;  ///< the embedding slot
    QComboBox *m_scores; ///< the score slot
    QComboBox *m_convention;
    QComboBox *m_layout;
    QComboBox *m_spacing;
    SteadyLabel *m_conventionNote;
    SliderSpinBox *m_length;
    QSpinBox *m_firstPosition;
    SliderSpinBox *m_position;
    SliderSpinBox *m_offset;
    QCheckBox *m_scaleEmbedding;
    QString m_dModelSnap; ///< "61 is odd: 62 is used …" while d_model is that value
    int m_dModelSnapValue = 0;
};
