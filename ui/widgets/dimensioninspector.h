#pragma once
/// \file dimensioninspector.h
/// \brief Pick a column j and read what it is: pair i, sin or cos, w_i, wavelength, its value at the
/// selected position, and the formula with the numbers filled in.

#include <QWidget>

class ExplorerState;
class QLabel;
class QSpinBox;

class DimensionInspector : public QWidget
{
    Q_OBJECT
public:
    explicit DimensionInspector(ExplorerState *state, QWidget *parent = nullptr);

    QSpinBox *dimensionControl() const { return m_dimension; }
    /// The read-out as shown (rich text).
    QString readout() const;

private:
    void update();

    ExplorerState *m_state;
    QSpinBox *m_dimension;
    QLabel *m_readout;
};
