#pragma once
/// \file sinusoidalscheme.h
/// \brief One sinusoidal positional encoding, fully described: its pair layout, its frequencies and the
/// position of its first row. The value that travels wherever "(d_model, base)" used to.
///
/// Shaped to become one alternative of a std::variant of encoding families (sinusoidal, RoPE, ALiBi,
/// learned table): it holds what the family needs and nothing of the sequence (L) or the views.

#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/pairlayout.h>
#include <posenc/text/message.h>

#include <Eigen/Core>

#include <string>
#include <vector>

namespace posenc {

struct SinusoidalScheme
{
    PairLayout layout;         ///< d_model and where pair i lives
    FrequencySpec frequencies; ///< base and spacing of w_i
    int firstPosition = 0;     ///< pos of row 0 (0 in the paper; fairseq starts at padding_idx + 1)
    /// fairseq's padding_idx (make_positions in fairseq/utils.py): the padding token's position, whose row of
    /// the table is zero, so the first real token is at padding_idx + 1 = firstPosition. -1: no padding
    /// row (every other convention). validate() refuses a firstPosition other than paddingIdx + 1.
    int paddingIdx = -1;

    /// The paper's convention (interleaved pairs, w_i = base^(-2i/d_model)) with the given values.
    static SinusoidalScheme paper(int dModel, double base = 10000.0, int firstPosition = 0);

    int dModel() const { return layout.dModel; }
    double base() const { return frequencies.base; }
    /// ceil(d_model / 2) pairs, the lone sine of an odd d_model included.
    int pairCount() const { return layout.pairCount(); }
    /// w_i in radians per position (not checked).
    double angularFrequency(int pair) const { return frequencies.angularFrequency(pair, layout.dModel); }

    bool operator==(const SinusoidalScheme &) const = default;
};

/// All messages for \a scheme and a sequence of \a length rows, in the order d_model, length, base,
/// first position, padding_idx (parameters.h); empty when valid.
std::vector<Message> validate(const SinusoidalScheme &scheme, int length);
/// The messages for \a scheme alone (d_model, base, first position).
std::vector<Message> validate(const SinusoidalScheme &scheme);

/// \throws ParameterError with the first message of validate() when not valid.
void requireValid(const SinusoidalScheme &scheme, int length);
void requireValid(const SinusoidalScheme &scheme);

} // namespace posenc
