#pragma once
/// \file t5figures.h
/// \brief The identities of T5's figures (its family entry, ui/families/t5family.cpp, registers them).

#include "ui/figures/figure.h"

namespace t5Figures {
inline constexpr Figure buckets{"t5-buckets"}; ///< T5's bucket of every distance and the L x L bucket matrix
inline constexpr Figure bias{"t5-bias"};       ///< the L x L bias of one T5 head
} // namespace t5Figures
