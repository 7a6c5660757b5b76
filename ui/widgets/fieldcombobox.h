#pragma once
/// \file fieldcombobox.h
/// \brief A drop-down bound to one Session field of named choices (the slots' "none", "sinusoidal",
/// "rope"): choosing an item sets the field through ExplorerState::setField(), and the box follows the
/// field's changes from anywhere (undo, a scene, Reset).

#include <posenc/text/nametable.h>

#include <QComboBox>
#include <QList>
#include <QPair>
#include <QString>

#include <cstddef>

class ExplorerState;

/// The choices of a field stored by name, in \a names' order (aliases left out): (the name, \a label(value)),
/// so that a combo box lists what the core's table lists and nothing else.
template <class Value, std::size_t N, class Label>
QList<QPair<QString, QString>> namedChoices(const posenc::NameTable<Value, N> &names, Label label)
{
    QList<QPair<QString, QString>> choices;
    for (const posenc::NamedValue<Value> &entry : names)
        if (!entry.alias)
            choices.append({QString::fromLatin1(entry.name), label(entry.value)});
    return choices;
}

/// namedChoices() where the name is its own text ("bfloat16", "llama.cpp").
template <class Value, std::size_t N> QList<QPair<QString, QString>> namedChoices(const posenc::NameTable<Value, N> &names)
{
    return namedChoices(names, [&names](Value value) { return QString::fromLatin1(names.name(value)); });
}

/// Fills \a box with namedChoices() (item data: the name) for a box bound to something other than a field.
template <class Value, std::size_t N, class Label>
void addNamedChoices(QComboBox *box, const posenc::NameTable<Value, N> &names, Label label)
{
    for (const auto &[name, text] : namedChoices(names, label))
        box->addItem(text, name);
}

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
