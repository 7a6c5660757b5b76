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
/// (The halves layout [sin(w_0 .. w_{n-1}) | cos(...)] of tensor2tensor and fairseq is the next value of
/// PairOrder: its columns go into this file's .cpp; the drawing code asks a PairLayout. Texts that
/// spell out the paper's "2i, 2i+1" — the formula strip, the hover read-out, the PE caption, the
/// wavelength axis — must then say the convention's formula too.)

namespace posenc {

enum class PairOrder
{
    Interleaved, ///< [sin w_0, cos w_0, sin w_1, cos w_1, ...]
};

/// What one column j of the encoding is.
struct ColumnRole
{
    int pair = 0;            ///< the pair i the column belongs to
    bool isSine = true;      ///< sin(pos * w_i); otherwise cos(pos * w_i)
    bool isLoneSine = false; ///< the sine of a pair without cosine (odd d_model)
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

    /// ceil(d_model / 2): every pair, the lone sine of an odd d_model included.
    int pairCount() const;
    /// floor(d_model / 2): the pairs that have both a sine and a cosine column.
    int completePairCount() const;
    /// True when pair \a pair has a cosine column (it is not the lone sine of an odd d_model).
    bool isComplete(int pair) const { return pair < completePairCount(); }
    /// True when the last pair is a lone sine (odd d_model).
    bool hasLoneSine() const { return completePairCount() < pairCount(); }
    /// The columns of pair \a pair, 0 .. pairCount() - 1 (not checked: callers loop over pairs).
    PairColumns columns(int pair) const;
    /// The column whose selection stands for pair \a pair (its sine).
    int selectionColumn(int pair) const { return columns(pair).sine; }
    /// What column \a j is. \throws ParameterError when j is outside 0 .. d_model - 1 or d_model is out of
    /// range.
    ColumnRole role(int j) const;

    bool operator==(const PairLayout &) const = default;
};

} // namespace posenc
