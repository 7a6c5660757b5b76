#pragma once
/// \file formulastrip.h
/// \brief One strip under the figures: the encoding formula with the current base and d_model filled in,
/// and the value of the cell under the mouse.

#include <QFrame>

class ExplorerState;
class QLabel;
class SteadyLabel;

class FormulaStrip : public QFrame
{
    Q_OBJECT
public:
    explicit FormulaStrip(ExplorerState *state, QWidget *parent = nullptr);

    /// The formula line and the read-out line, as shown (rich text).
    QString formulaText() const;
    QString readoutText() const;

private:
    void updateFormula();
    void updateReadout();

    ExplorerState *m_state;
    SteadyLabel *m_formula; ///< changes with d_model and base: on every step of their sliders
    SteadyLabel *m_readout; ///< changes as the mouse moves over the maps
};
