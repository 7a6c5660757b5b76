#pragma once
/// \file whyexponent.h
/// \brief Why ωᵢ = base^(−2i/d_model) (seed notes 003 "为什么是 2i/d_model", "为什么底数是 10000"; 000 "波长从 2π 到
/// 2π·10000 ≈ 62831"), measured. The exponent x = 2i/d_model runs over 0, 2/d, …, 1 − 2/d whatever d_model is,
/// so the wavelengths λᵢ = 2π·base^x of every d_model lie on one curve, from 2π to 2π·base^(1 − 2/d_model):
/// d_model only sets how densely the band is sampled, the base alone sets how wide it is. The seeds' 2π·base
/// is the curve's end at x = 1, i = d/2: one pair past the last (i = d/2 − 1).
///
/// Beside it the rules one might write instead, each with what goes wrong, measured for a d_model, a sequence
/// of L positions and an offset k: i/d_model (the band ends at 2π·base^(1/2)), 2i (pair 1 is frozen already),
/// and one frequency per column j (a pair's sine and cosine turn at different speeds: no rotation M_k).

#include <vector>

namespace posenc {

/// One pair on the exponent axis.
struct ExponentPoint
{
    int pair = 0;          ///< i
    double exponent = 0;   ///< x = 2i / d_model
    double wavelength = 0; ///< λᵢ = 2π·base^x, positions
};

/// λᵢ against x = 2i/d_model for i = 0 … ⌈d_model/2⌉ − 1 (the paper's spacing; an odd d_model's lone sine
/// included). \throws ParameterError when d_model or base is out of range (parameters.h).
std::vector<ExponentPoint> wavelengthCurve(int dModel, double base);

/// The exponent rules compared.
enum class ExponentRule
{
    Paper,      ///< ωᵢ = base^(−2i/d): Vaswani et al. 2017 sec. 3.5
    HalfRange,  ///< ωᵢ = base^(−i/d): the exponent stops at 1/2
    NoDivision, ///< ωᵢ = base^(−2i): not divided by d_model
    PerColumn,  ///< ω_j = base^(−j/d) for every column j: a pair's sine (j = 2i) and cosine (2i + 1) differ
};

/// What a rule gives for \a dModel, \a base, \a length positions from 0 and offset \a offset.
struct ExponentMeasure
{
    ExponentRule rule = ExponentRule::Paper;
    double longestWavelength = 0; ///< the slowest pair's (PerColumn: the slowest column's) 2π/ω, positions
    int frozenPairs = 0;          ///< pairs whose angle moves less than frozenAngle over the L positions
    double pairResidual = 0;      ///< the largest over pairs of the best 2 × 2 map's misfit (whypairs.h)
};

/// An angle (rad) a pair must move over the sequence to tell its first position from its last by more than
/// rounding a reader would see: 0.01 rad, about 0.6°, a change of at most 0.01 in its values.
inline constexpr double frozenAngle = 0.01;

/// The most positions a rule's pair residual is measured at: 2048 pairs × 4096 positions took seconds.
inline constexpr int maxMeasuredPositions = 256;

/// The angular frequency of pair i under \a rule (PerColumn: of its sine, column 2i; its cosine's is
/// columnFrequency(2i + 1)), rad/position.
double pairFrequency(ExponentRule rule, int pair, int dModel, double base);
/// PerColumn: the angular frequency of column j, base^(−j/d_model).
double columnFrequency(int column, int dModel, double base);

/// Measures \a rule (complete pairs only); the pair residual over at most maxMeasuredPositions positions spread
/// evenly over the L (every one up to that many). \throws ParameterError when d_model or base is out of range.
ExponentMeasure measureExponentRule(ExponentRule rule, int dModel, double base, int length, double offset);

} // namespace posenc
