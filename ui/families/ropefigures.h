#pragma once
/// \file ropefigures.h
/// \brief The identities of RoPE's figures (its family entry, ui/families/ropefamily.cpp, registers them).

#include "ui/figures/figure.h"

namespace ropeFigures {
inline constexpr Figure rotation{"rope"};                     ///< q and k rotated pair by pair at m = pos, n = pos'
inline constexpr Figure score{"rope-score"};                  ///< the L x L score <R(m) q, R(n) k> and the score against m − n
inline constexpr Figure decay{"rope-decay"};                  ///< RoFormer's long-term decay bound against the distance r
inline constexpr Figure scaling{"rope-scaling"};              ///< θ of each pair before and after context extension
inline constexpr Figure scalingAngles{"rope-scaling-angles"}; ///< each pair's angle at s − 1 against the largest in training
inline constexpr Figure scalingScore{"rope-scaling-score"};   ///< RoPE's score and decay bound out to the new length
inline constexpr Figure precision{"precision"};               ///< the angle error in float32, bfloat16 and float16 against p
} // namespace ropeFigures
