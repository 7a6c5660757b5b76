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
    /// \a range gives (minimum, maximum) for a session; \a step the arrows' step (2 for an even field).
    FieldSpinBox(ExplorerState *state, const QString &key, std::function<std::pair<int, int>(const Session &)> range,
                 int step = 1, QWidget *parent = nullptr);

private:
    void showSession();

    ExplorerState *m_state;
    QString m_key;
    std::function<std::pair<int, int>(const Session &)> m_range;
};
