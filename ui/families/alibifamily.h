#pragma once
/// \file alibifamily.h
/// \brief What the Session holds for ALiBi (its entry is alibiFamilyEntry() in alibifamily.cpp): the mask.
/// The heads H and the head shown are shared by every family with a value per head (Session::heads, head).

#include <posenc/encodings/alibi.h>

#include "ui/state/fieldkey.h"

struct Session;

/// ALiBi's field key (alibifamily.cpp).
namespace alibiKeys {
inline constexpr FieldKey alibiMask{"alibiMask"};
} // namespace alibiKeys

/// ALiBi's settings (field "alibiMask", --alibi-mask).
struct AlibiSettings
{
    posenc::AlibiMask mask = posenc::AlibiMask::Causal;
    bool operator==(const AlibiSettings &) const = default;
};

/// \a s's ALiBi settings.
const AlibiSettings &alibiOf(const Session &s);
AlibiSettings &alibiOf(Session &s);
