#pragma once
/// \file alibifigures.h
/// \brief The identities of ALiBi's figures (its family entry, ui/families/alibifamily.cpp, registers them).

#include "ui/figures/figure.h"

namespace alibiFigures {
inline constexpr Figure slopes{"alibi-slopes"};       ///< ALiBi's slope of every head
inline constexpr Figure bias{"alibi"};                ///< the L x L bias of one ALiBi head
inline constexpr Figure attention{"alibi-attention"}; ///< the head with no bias, the steepest and the shallowest slope
} // namespace alibiFigures
