#pragma once
/// \file alibi.h
/// \brief ALiBi, attention with linear biases (Press, Smith, Lewis, "Train Short, Test Long", ICLR 2022):
/// nothing is added to the embedding; every head h adds −m_h · (i − j) to the score of query i and key j,
/// a penalty growing linearly with the distance, a different slope m_h per head.

#include <posenc/encodings/heads.h>
#include <posenc/text/message.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace posenc {

/// Whether keys after the query are masked (a decoder: GPT, BLOOM, MPT) or biased by the distance both ways
/// (an encoder: −m |i − j|).
enum class AlibiMask
{
    Causal,
    Symmetric,
};

/// The names of scene files and the command line (--alibi-mask).
inline constexpr auto alibiMaskNames =
    nameTable<AlibiMask>({{AlibiMask::Causal, "causal"}, {AlibiMask::Symmetric, "symmetric"}});

/// The slope m_h of each head h = 0 … H − 1, exactly as get_slopes of the authors' code
/// (ofirpress/attention_with_linear_biases, fairseq/models/transformer.py; HF BLOOM build_alibi_tensor):
/// for H a power of two m_h = 2^(−8(h+1)/H); otherwise, with c the largest power of two below H, the c
/// slopes of c followed by every other slope of 2c, 2^(−8(2k+1)/(2c)) for k = 0 … H − c − 1
/// (H = 12: 2^−1 … 2^−8, then 2^−0.5, 2^−1.5, 2^−2.5, 2^−3.5). Each computed as one exp2 of its exact
/// exponent (the reference's start · ratio^i differs by up to 5e-15 relative at H = 112).
/// \throws ParameterError when H is outside 1 … 128.
std::vector<double> alibiSlopes(int heads);

/// The bias one head adds to the scores: length x length, row i = query position, column j = key position
/// (both 0 … L − 1). Causal: −m (i − j) for j <= i and −∞ (masked) for j > i; symmetric: −m |i − j|.
/// The paper's form (sec. 3, Fig. 3). \throws ParameterError when length is outside 1 … 4096 or the slope is
/// not finite.
Eigen::MatrixXd alibiBias(double slope, int length, AlibiMask mask);

/// The same bias as the authors' code, BLOOM and MPT add it: +m · j for every row (one row of slopes times
/// key positions, broadcast over the queries), the causal mask −∞ for j > i. It differs from alibiBias()'s
/// causal form by m · i in row i, a constant per row, which the softmax over that row ignores.
/// \throws ParameterError as alibiBias().
Eigen::MatrixXd alibiBiasAsReferenceCode(double slope, int length);

/// Every head's bias against the distance r = 0 .. L − 1 of a key r positions before the query (the Compare
/// tab): L x H, column h = −m_h · r (Press et al. 2022, sec. 3; r = 0 gives +0, not −0).
/// \throws ParameterError as alibiSlopes() and when L is out of range.
Eigen::MatrixXd alibiByDistance(int heads, int length);

/// One ALiBi head in the scores slot (scorefamilies.h): its slope m (alibiSlopes() of the head) and mask.
struct AlibiHead
{
    static constexpr const char *name = "alibi";
    double slope = 0.5;
    AlibiMask mask = AlibiMask::Causal;
    /// alibiBias(slope, n, mask). \throws ParameterError as alibiBias().
    Eigen::MatrixXd bias(int n) const { return alibiBias(slope, n, mask); }
};

} // namespace posenc
