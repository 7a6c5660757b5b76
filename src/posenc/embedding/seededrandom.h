#pragma once
/// \file seededrandom.h
/// \brief Counter-based pseudo-random numbers that are the same on every platform and compiler.
///
/// Value number n of stream s depends only on (s, n): no generator state, so a matrix can grow (more
/// columns) without its first entries changing, and no std:: distribution (whose output is
/// implementation-defined) is involved.

#include <cstdint>

namespace posenc {

/// SplitMix64 finaliser (Steele, Lea, Flood 2014): a bijective 64-bit mix with good avalanche.
std::uint64_t splitMix64(std::uint64_t x);

/// Standard normal number n of stream \a stream (Box-Muller on two uniforms from SplitMix64).
double seededNormal(std::uint64_t stream, std::uint64_t n);

} // namespace posenc
