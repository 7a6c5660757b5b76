#pragma once
/// \file fieldcombobox.h
/// \brief A drop-down bound to one Session field of named choices (the slots' "none", "sinusoidal",
/// "rope"): choosing an item sets the field through ExplorerState::setField(), and the box follows the
/// field's changes from anywhere (undo, a scene, Reset).

#include <QComboBox>
#include <QList>
#include <QPair>
#include <QString>

class ExplorerState;

class FieldComboBox : public QComboBox
{
    Q_OBJECT
public:
    /// \a choices: (the field's value, e.g. "rope"; its text in the list, translated), in list order.
    FieldComboBox(ExplorerState *state, const QString &key, const QList<QPair<QString, QString>> &choices,
                  QWidget *parent = nullptr);

private:
    void showValue(const QVariant &value);

    ExplorerState *m_state;
    QString m_key;
};
