#pragma once
/// \file multiaxisrope.h
/// \brief RoPE whose position has several axes: each frequency slot (rotated pair) j is driven by one axis a(j)
/// of the token's position id (t, h, w for Qwen-VL's M-RoPE; row and column for FLUX and RoPE-ViT) at its own
/// angular frequency ω_j, so the angle is θ(token, j) = id[a(j)] · ω_j. M-RoPE (mrope.h) and 2-D axial RoPE
/// (axialrope.h) differ only in which slot takes which axis at which frequency, and in the ids.

#include <Eigen/Core>

#include <array>
#include <vector>

namespace posenc {

/// One frequency slot j: the axis of the position id that drives it (0, 1, 2) and its ω_j in radians per
/// position step.
struct AxisSlot
{
    int axis = 0;
    double frequency = 1.0;
    bool operator==(const AxisSlot &) const = default;
};

/// A token's position id on up to three axes (unused axes 0).
using AxisPosition = std::array<double, 3>;

/// The angle of every slot for every token: N x J, θ(n, j) = ids[n][axisSlots[j].axis] · axisSlots[j].frequency
/// (radians), the product as the reference code forms it (freqs = inv_freq @ position_ids). Nothing is checked:
/// the axisSlots and ids come from the functions of mrope.h and axialrope.h, which check their inputs.
Eigen::MatrixXd multiAxisAngles(const std::vector<AxisPosition> &ids, const std::vector<AxisSlot> &axisSlots);

/// How many axisSlots each axis drives: counts[a] = #{ j : axisSlots[j].axis = a }.
std::array<int, 3> slotsPerAxis(const std::vector<AxisSlot> &axisSlots);

} // namespace posenc
