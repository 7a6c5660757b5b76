#include "ui/widgets/fieldspinbox.h"

#include "ui/state/explorerstate.h"

#include "ui/widgets/spinboxwidth.h"

#include <QSignalBlocker>

#include <algorithm>

FieldSpinBox::FieldSpinBox(ExplorerState *state, const QString &key,
                           std::function<std::pair<int, int>(const Session &)> range, int step, QWidget *parent)
    : QSpinBox(parent)
    , m_state(state)
    , m_key(key)
    , m_range(std::move(range))
{
    setObjectName(key);
    setSingleStep(step);
    setKeyboardTracking(false); // typing "128" is one change, not 1, 12, 128
    showSession();
    connect(this, &QSpinBox::valueChanged, this, [this, step](int value) {
        // A value typed between two allowed ones (an odd head_dim) is taken up to the next.
        if (const int from = minimum(); step > 1 && (value - from) % step != 0)
            value = std::min(maximum(), from + (value - from + step - 1) / step * step);
        if (value != m_state->latest().value(m_key).toInt())
            m_state->setField(m_key, value);
        showSession(); // a value the field refused (H while a table fixes it) goes back to the session's
    });
    connect(state, &ExplorerState::fieldChanged, this, &FieldSpinBox::showSession);
}

FieldSpinBox::FieldSpinBox(ExplorerState *state, const QString &key, QWidget *parent)
    : FieldSpinBox(
          state, key,
          [key](const Session &s) {
              const auto range = Session::fieldRangeIn(s, key);
              Q_ASSERT_X(range, "FieldSpinBox", "the field declares no range");
              return range ? std::pair{int(range->low), int(range->high)} : std::pair{0, 0};
          },
          Session::fieldStep(key), parent)
{
}

void FieldSpinBox::showSession()
{
    const QSignalBlocker block(this);
    const Session &s = m_state->latest();
    const auto [low, high] = m_range(s);
    // Only what changed: every field's change comes here, and setRange() lays the text out again (a
    // slider step on pos cost 10 ms in the eight spin boxes of the bias tabs).
    if (low != minimum() || high != maximum())
        setRange(low, high);
    if (const int value = s.value(m_key).toInt(); value != this->value())
        setValue(value);
}

QSize FieldSpinBox::minimumSizeHint() const
{
    return narrowedToCharacters(QSpinBox::minimumSizeHint(), font(), textFromValue(maximum()) + prefix() + suffix(), m_characters);
}

QSize FieldSpinBox::sizeHint() const
{
    return narrowedToCharacters(QSpinBox::sizeHint(), font(), textFromValue(maximum()) + prefix() + suffix(), m_characters);
}
