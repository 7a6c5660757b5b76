#pragma once
/// \file fieldspinbox.h
/// \brief A spin box that edits one whole-number Session field by its key (setField) and follows it
/// (fieldChanged), its range recomputed from the session whenever a field changes (the head shown runs
/// 0 … H − 1).

#include <QSpinBox>

#include <functional>
#include <utility>

class ExplorerState;
struct Session;

class FieldSpinBox : public QSpinBox
{
    Q_OBJECT
public:
    /// \a range gives (minimum, maximum) for a session; \a step the arrows' step (2 for an even field: a value
    /// typed between two steps is taken up to the next).
    FieldSpinBox(ExplorerState *state, const QString &key, std::function<std::pair<int, int>(const Session &)> range,
                 int step = 1, QWidget *parent = nullptr);
    /// The field \a key's range and step as its entry declares them (Session::fieldRangeIn(), fieldStep(); a
    /// field without a range is a programming error).
    FieldSpinBox(ExplorerState *state, const QString &key, QWidget *parent = nullptr);

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
    std::function<std::pair<int, int>(const Session &)> m_range;
};
