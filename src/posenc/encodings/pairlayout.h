#pragma once
/// \file pairlayout.h
/// \brief Where pair i of a sinusoidal encoding lives: which columns hold its sine and its cosine.
///
/// The only code that knows the column arithmetic of a layout; every other file asks a PairLayout.
/// Interleaved (Vaswani et al. 2017, sec. 3.5; the PyTorch tutorial; the Annotated Transformer):
///
///     column 2i = sin(pos * w_i), column 2i + 1 = cos(pos * w_i),   i = 0 .. ceil(d_model / 2) - 1
///
/// With an odd d_model the last pair is a lone sine (column d_model - 1, no cosine partner).
///
/// Halves, [sin(pos w_0) .. sin(pos w_{n-1}) | cos(pos w_0) .. cos(pos w_{m-1})], as two layouts that differ
/// only for an odd d_model, each as its reference code does it:
/// - Halves (Hugging Face MarianSinusoidalPositionalEmbedding, modeling_marian.py): ceil(d/2) sines, then
///   floor(d/2) cosines; an odd d_model's lone sine is the last of the sine half (column ceil(d/2) - 1);
/// - HalvesZeroPadded (tensor2tensor get_timing_signal_1d, fairseq SinusoidalPositionalEmbedding):
///   floor(d/2) pairs, sines then cosines; an odd d_model's last column is zero padding.
/// HalvesZeroPadded needs d_model >= 2: d_model 1 would be a zero column and no pair (validate() refuses it).
/// Texts that spell out a layout ("2i, 2i+1" or "i, n + i") are written by ui/figures/conventiontext.h.

namespace posenc {

enum class PairOrder
{
    Interleaved,      ///< [sin w_0, cos w_0, sin w_1, cos w_1, ...]
    Halves,           ///< [sin w_0 .. sin w_{ceil(d/2)-1} | cos w_0 .. cos w_{floor(d/2)-1}] (Marian)
    HalvesZeroPadded, ///< [sin w_0 .. sin w_{n-1} | cos w_0 .. cos w_{n-1} | 0 if d is odd], n = floor(d/2)
};

/// What one column j of the encoding is.
struct ColumnRole
{
    int pair = 0;            ///< the pair i the column belongs to
    bool isSine = true;      ///< sin(pos * w_i); otherwise cos(pos * w_i)
    bool isLoneSine = false; ///< the sine of a pair without cosine (odd d_model)
    bool isPadding = false;  ///< the zero column of HalvesZeroPadded with an odd d_model (pair is -1)
};

/// The columns of one pair; cosine is -1 for a lone sine.
struct PairColumns
{
    int sine = 0;
    int cosine = -1;
};

/// The arrangement of the d_model columns into (sin, cos) pairs.
struct PairLayout
{
    int dModel = 60; ///< columns of the L x d_model encoding
    PairOrder order = PairOrder::Interleaved;

    /// Every pair, the lone sine of an odd d_model included: ceil(d_model / 2); floor(d_model / 2) for
    /// HalvesZeroPadded (its odd column is padding, no pair).
    int pairCount() const;
    /// floor(d_model / 2): the pairs that have both a sine and a cosine column.
    int completePairCount() const;
    /// True when pair \a pair has a cosine column (it is not the lone sine of an odd d_model).
    bool isComplete(int pair) const { return pair < completePairCount(); }
    /// True when the last pair is a lone sine (odd d_model).
    bool hasLoneSine() const { return completePairCount() < pairCount(); }
    /// True when the last column is zero padding (HalvesZeroPadded, odd d_model).
    bool hasZeroColumn() const { return order == PairOrder::HalvesZeroPadded && dModel % 2 == 1; }
    /// The columns of pair \a pair, 0 .. pairCount() - 1 (not checked: callers loop over pairs).
    PairColumns columns(int pair) const;
    /// The column whose selection stands for pair \a pair (its sine).
    int selectionColumn(int pair) const { return columns(pair).sine; }
    /// The pair column \a j stands for when it is selected: its own, or the last pair for the zero column.
    int pairOf(int j) const
    {
        const ColumnRole r = role(j);
        return r.isPadding ? pairCount() - 1 : r.pair;
    }
    /// What column \a j is. \throws ParameterError when j is outside 0 .. d_model - 1 or d_model is out of
    /// range.
    ColumnRole role(int j) const;

    bool operator==(const PairLayout &) const = default;
};

} // namespace posenc
