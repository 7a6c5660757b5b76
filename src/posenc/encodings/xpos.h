#pragma once
/// \file xpos.h
/// \brief xPos (Sun et al. 2022, "A Length-Extrapolatable Transformer", sec. 3.2): RoPE whose pairs also shrink
/// with the distance. The query at position p is rotated as RoPE does and scaled by ζ_i^((p − c)/B) per pair i,
/// the key by ζ_i^(−(p − c)/B), so q_m · k_n carries ζ_i^((m − n)/B) < 1: a decay the fast pairs feel least
/// (ζ_i = (2i/d + γ)/(1 + γ), γ = 0.4; B the scale base, 512).
///
/// As microsoft/torchscale computes it (torchscale/component/xpos_relative_position.py, class XPOS, HEAD 4d1e0e8):
/// the exponent is centred at c = ceil(L / 2) (`min_pos = -(length + offset) // 2`) while the rotation uses the
/// uncentred p with inv_freq 10000^(−i / (d/2)); pairs interleaved (`rotate_every_two`): out[2i] = s (x[2i] cos −
/// x[2i+1] sin), out[2i+1] = s (x[2i+1] cos + x[2i] sin). Scores depend on m − n only.

#include <Eigen/Core>

#include <vector>

namespace posenc {

namespace limits {
inline constexpr double minXposScaleBase = 1;
inline constexpr double maxXposScaleBase = 1e6;
} // namespace limits

/// ζ_i = (2i + 0.4 d) / (1.4 d) for i = 0 .. d/2 − 1 (`(torch.arange(0, head_dim, 2) + 0.4 * head_dim) /
/// (1.4 * head_dim)`). \throws ParameterError when d is not even within 2 .. 4096.
std::vector<double> xposZeta(int headDim);

/// The centre c = ceil(L / 2) of a sequence of L positions.
inline int xposCentre(int length)
{
    return (length + 1) / 2;
}

/// The per-pair scales of position \a p in a sequence of \a length: ζ_i^((p − c)/B) for a query, ζ_i^(−(p − c)/B) for
/// a key (\a key true: `downscale=True`). d/2 values. \throws ParameterError as xposZeta() and when B is outside
/// limits::minXposScaleBase .. maxXposScaleBase.
Eigen::VectorXd xposScales(int headDim, int p, int length, double scaleBase, bool key);

/// \a x (d values) as xPos turns it at position \a p: rotated by p · 10000^(−2i/d) per interleaved pair i and
/// scaled by xposScales(). \throws ParameterError as xposScales().
Eigen::VectorXd xposApply(const Eigen::VectorXd &x, int p, int length, double scaleBase, bool key);

/// The L × L scores <xpos(q, m), xpos(k, n)> (row m = query position, column n = key position; no 1/√d, no mask).
/// \throws ParameterError as xposApply(), when q and k differ in size, and when L is outside 1 .. 4096.
Eigen::MatrixXd xposScores(const Eigen::VectorXd &q, const Eigen::VectorXd &k, int length, double scaleBase);

/// One xPos head in the scores slot (scorefamilies.h): the scale base B; q and k come from the view.
struct XposHead
{
    static constexpr const char *name = "xpos";
    double scaleBase = 512;
    bool operator==(const XposHead &) const = default;
};

} // namespace posenc
