#pragma once
/// \file fielddoublespinbox.h
/// \brief A spin box that edits one number Session field by its key (setField) and follows it (fieldChanged):
/// the scaling factor, beta_fast, … Values the field refuses go back to the session's.

#include <QDoubleSpinBox>

class ExplorerState;

class FieldDoubleSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    /// The field \a key's range (its entry's, fieldtable.h: a field without one is a programming error) with
    /// \a decimals decimals, arrows stepping by \a step.
    FieldDoubleSpinBox(ExplorerState *state, const QString &key, int decimals, double step, QWidget *parent = nullptr);

    /// Lays the box out for \a characters characters instead of its largest value's (a length field up to 10⁸
    /// need not take the width of nine digits in a row of controls); 0: the largest value's.
    void setCharactersShown(int characters) { m_characters = characters; updateGeometry(); }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

private:
    void showSession();
    int m_characters = 0;

    ExplorerState *m_state;
    QString m_key;
};
