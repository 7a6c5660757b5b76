#pragma once
/// \file axialrope.h
/// \brief RoPE on a 2-D grid of image patches: a patch at (row, column) rotates some axisSlots by its row and the
/// others by its column, so "near" is near on the grid, not in reading order.
///
/// Two conventions, as their code computes them (tests/data/golden/current/README.md sec. 2):
/// - FLUX.1 / Qwen-Image (black-forest-labs/flux src/flux/math.py `rope`, modules/layers.py `EmbedND`,
///   util.py `axes_dim=[16, 56, 56], theta=10_000`): each axis a has its own full spectrum of axes_dim[a] / 2
///   axisSlots, ω_{a,k} = theta^(−2k / axes_dim[a]), axes in order; ids (0, row, column) for patches, (0, 0, 0) for
///   text tokens; pairs interleaved (2j, 2j + 1).
/// - RoPE-Axial of RoPE-ViT (Heo et al. 2024, "Rotary Position Embedding for Vision Transformer", sec. 3.2;
///   naver-ai/rope-vit deit/models_v2_rope.py `compute_axial_cis`): f_k = theta^(−4k / dim), k < dim / 4; the first
///   dim / 4 axisSlots rotate by the column t_x, the next dim / 4 by the row t_y; theta 100 in `rope_axial_deit_*`.

#include <posenc/modern/multiaxisrope.h>

#include <vector>

namespace posenc {

/// FLUX's axisSlots: for each axis a of \a axesDims in turn, axes_dim[a] / 2 axisSlots of axis a at
/// theta^(−2k / axes_dim[a]). \throws ParameterError when an axis dim is not even within 2 .. 4096, the head
/// (their sum) exceeds 4096, or theta fails checkBase().
std::vector<AxisSlot> fluxSlots(const std::vector<int> &axesDims, double theta);

/// FLUX's ids for \a textTokens text tokens, (0, 0, 0), then a packed rows × columns grid of image tokens in
/// row-major order, (0, row, column) (sampling.py `prepare`, model.py `torch.cat((txt_ids, img_ids))`).
/// \throws ParameterError when the count is outside 1 .. limits::maxLength.
std::vector<AxisPosition> fluxIds(int textTokens, int rows, int columns);

/// RoPE-Axial's axisSlots for a head of \a dim (a multiple of 4): dim / 4 axisSlots of axis 0 (x, the column) then dim / 4
/// of axis 1 (y, the row), both at f_k = theta^(−4k / dim). \throws ParameterError when dim is not a multiple of 4
/// within 4 .. 4096 or theta fails checkBase().
std::vector<AxisSlot> ropeVitAxialSlots(int dim, double theta);

/// RoPE-Axial's ids of a grid end_x wide and end_y high, row-major: (t_x, t_y) = (t mod end_x, t div end_x)
/// (`init_t_xy`); the cls token is not rotated and not listed. \throws ParameterError as fluxIds().
std::vector<AxisPosition> ropeVitAxialIds(int columns, int rows);

/// The patch-to-patch similarity of a rows × columns grid seen from patch (row, column): for every patch,
/// (1 / J) Σ_j cos(θ(patch, j) − θ(from, j)) — the score of two equal unit-norm vectors, one rotated for each
/// patch, averaged over axisSlots (1 at the patch itself). The row drives the axisSlots of axis \a rowAxis, the column
/// those of \a columnAxis (FLUX: 1 and 2; RoPE-Axial: 1 and 0); other axisSlots do not turn. Returns rows × columns.
/// \throws ParameterError when the grid is outside 1 .. limits::maxLength a side or (row, column) outside it.
Eigen::MatrixXd gridSimilarity(const std::vector<AxisSlot> &axisSlots, int rows, int columns, int row, int column,
                               int rowAxis, int columnAxis);

} // namespace posenc
