#pragma once
/// \file fieldrange.h
/// \brief A whole-number field's own range as its entry declares it (Session::fieldRange()), for the controls
/// that are not bound to the field by key (the panel's sliders, the live fields).

#include "ui/state/session.h"

#include <QString>

/// The allowed values low .. high of whole-number field \a key; a key without a range of its own is a
/// programming error (asserted; 0 .. 0).
struct WholeFieldRange
{
    int low = 0;
    int high = 0;
};
inline WholeFieldRange wholeFieldRange(const QString &key)
{
    const auto range = Session::fieldRange(key);
    Q_ASSERT_X(range, "wholeFieldRange", "the field declares no range");
    return range ? WholeFieldRange{int(range->low), int(range->high)} : WholeFieldRange{};
}
