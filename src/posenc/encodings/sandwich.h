#pragma once
/// \file sandwich.h
/// \brief Sandwich (Chi, Fan, Rudnicky, Ramadge 2023, "Dissecting Transformer Length Extrapolation via the Lens of
/// Receptive Field Analysis", sec. 5): the inner product of two sinusoidal position vectors, which falls with the
/// distance, used as a bias like ALiBi's: head h of H adds (S(r) − d'/2) / (8h / H), S(r) = Σ_k cos(r ω_k).
///
/// As NVIDIA NeMo computes it (nemo/collections/nlp/modules/common/megatron/position_embedding/
/// sandwich_relative_position_embedding.py, `SandwichRelativePositionEmbedding.forward`): ω_k = 10000^(−2k/d') for
/// k = 1 .. d'/2 — the sum starts at k = 1 (`torch.arange(1, hidden_size / 2 + 1)`), so the fastest frequency 1 is
/// left out; d' = the per-head size; r = |i − j|. The authors' code was not available; the paper writes the sum
/// from k = 1 too (tests/data/golden/current/README.md sec. 7).

#include <Eigen/Core>

namespace posenc {

/// S(r) = Σ_{k=1}^{d'/2} cos(r · 10000^(−2k/d')). \throws ParameterError when d' is not even within 2 .. 4096.
double sandwichSum(double r, int headDim);

/// The bias of head \a head (0 .. H − 1, the paper's h = head + 1) at distance r: (S(r) − d'/2) / (8 h / H)
/// (`scaled_bias`), computed as −2 Σ sin²(r ω_k / 2) / (8h/H) so that small r keeps its digits.
/// \throws ParameterError as sandwichSum() and when head is outside 0 .. H − 1 or H outside 1 .. 128.
double sandwichBias(double r, int headDim, int head, int heads);

/// One Sandwich head in the scores slot (scorefamilies.h).
struct SandwichHead
{
    static constexpr const char *name = "sandwich";
    int headDim = 128; ///< d', the per-head size
    int head = 0;      ///< the head shown, 0 .. H − 1 (the paper's h = head + 1)
    int heads = 12;    ///< H
    /// n × n: sandwichBias(|i − j|) for j <= i, −∞ for j > i (a decoder: NeMo zeroes the upper triangle with
    /// torch.tril and masks it). \throws ParameterError as sandwichBias() and when n is outside 1 .. 4096.
    Eigen::MatrixXd bias(int n) const;
    bool operator==(const SandwichHead &) const = default;
};

} // namespace posenc
