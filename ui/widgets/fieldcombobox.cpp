#include "ui/widgets/fieldcombobox.h"

#include "ui/state/explorerstate.h"

#include <QSignalBlocker>

FieldComboBox::FieldComboBox(ExplorerState *state, const QString &key, const QList<QPair<QString, QString>> &choices,
                             QWidget *parent)
    : QComboBox(parent)
    , m_state(state)
    , m_key(key)
{
    setObjectName(key);
    for (const auto &[value, text] : choices)
        addItem(text, value);
    // Long names must not widen the panel: the box takes the panel's width, the list shows them whole.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(14);
    showValue(state->session().value(key));
    connect(this, &QComboBox::activated, this, [this](int index) { m_state->setField(m_key, itemData(index)); });
    connect(state, &ExplorerState::fieldChanged, this, [this](const QString &changed, const QVariant &value) {
        if (changed == m_key)
            showValue(value);
    });
}

void FieldComboBox::showValue(const QVariant &value)
{
    const QSignalBlocker block(this);
    setCurrentIndex(findData(value.toString()));
}
