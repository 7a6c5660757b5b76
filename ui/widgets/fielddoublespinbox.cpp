#include "ui/widgets/fielddoublespinbox.h"

#include "ui/state/explorerstate.h"

#include "ui/widgets/spinboxwidth.h"

#include <QSignalBlocker>

FieldDoubleSpinBox::FieldDoubleSpinBox(ExplorerState *state, const QString &key, int decimals, double step,
                                       QWidget *parent)
    : QDoubleSpinBox(parent)
    , m_state(state)
    , m_key(key)
{
    setObjectName(key);
    setDecimals(decimals);
    const std::optional<Session::Range> range = Session::fieldRange(key);
    Q_ASSERT_X(range, "FieldDoubleSpinBox", "the field has no range of its own");
    if (range)
        setRange(range->low, range->high);
    setSingleStep(step);
    setKeyboardTracking(false);
    showSession();
    connect(this, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (value != m_state->latest().value(m_key).toDouble())
            m_state->setField(m_key, value);
        showSession();
    });
    connect(state, &ExplorerState::fieldChanged, this, [this](const QString &changed) {
        if (changed == m_key)
            showSession();
    });
}

void FieldDoubleSpinBox::showSession()
{
    const QSignalBlocker block(this);
    if (const double value = m_state->latest().value(m_key).toDouble(); value != this->value())
        setValue(value);
}

QSize FieldDoubleSpinBox::minimumSizeHint() const
{
    return narrowedToCharacters(QDoubleSpinBox::minimumSizeHint(), font(), textFromValue(maximum()) + prefix() + suffix(), m_characters);
}

QSize FieldDoubleSpinBox::sizeHint() const
{
    return narrowedToCharacters(QDoubleSpinBox::sizeHint(), font(), textFromValue(maximum()) + prefix() + suffix(), m_characters);
}
