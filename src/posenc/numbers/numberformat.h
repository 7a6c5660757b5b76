#pragma once
/// \file numberformat.h
/// \brief The number formats a model's RoPE may be computed in (PyTorch's float64, float32, bfloat16,
/// float16), and what each does to positions and angles: round to nearest, ties to even, in the format's
/// significand bits and exponent range (IEEE 754-2019 sec. 4.3.1; bfloat16: float32's exponent, 8 bits of
/// significand; float16: 11 bits, largest finite 65 504, every value ≥ 65 520 rounds to infinity).

#include <posenc/text/nametable.h>

#include <optional>
#include <string>

namespace posenc {

enum class NumberFormat
{
    Float64,
    Float32,
    BFloat16,
    Float16,
};

/// PyTorch's names (--dtype).
inline constexpr auto numberFormatNames = nameTable<NumberFormat>({{NumberFormat::Float64, "float64"},
                                                                   {NumberFormat::Float32, "float32"},
                                                                   {NumberFormat::BFloat16, "bfloat16"},
                                                                   {NumberFormat::Float16, "float16"}});

/// \a x rounded to \a format (nearest, ties to even; past the largest finite value: ±infinity; below the
/// smallest normal: the format's subnormals). NaN and infinities stay. Exact: no double rounding.
double roundTo(double x, NumberFormat format);

/// RoPE's angle p · θ as PyTorch computes it in \a format: the position rounded to the format, θ rounded
/// to it, their product (exact in double for these formats: at most 2 × 24 significand bits fit in 53) rounded
/// to it. The sequence of rope_angle_error in ../shared/golden (HF PR #29285 forced float32 for this reason).
double ropeAngleIn(double position, double theta, NumberFormat format);

/// cos and sin of \a angle as PyTorch gives them in \a format: float64 as std::cos; the others computed in
/// float32 (PyTorch computes float16 and bfloat16 math in float32; the angle, a value of the format, is
/// exact there), taken here as the float32 nearest the true value (PyTorch's vectorised cosf is within
/// an ulp of it), then rounded to the format. Rounding twice differs from once where the float32 value
/// is a tie of the format: sin(300) in float16 is −1 this way, −0.99951171875 rounded once.
double cosIn(double angle, NumberFormat format);
double sinIn(double angle, NumberFormat format);

/// The first position p ≥ 1 whose rounding in \a format equals that of p − 1: from there two neighbouring
/// positions get one encoding (bfloat16 257, float16 2049, float32 16 777 217, float64 2^53 + 1).
double firstCollidingPosition(NumberFormat format);

} // namespace posenc
