#pragma once
/// \file conventions.h
/// \brief The sinusoidal encodings that real code computes, by name: the same formula family with another
/// layout of the columns, another spacing of the frequencies or another first position.
///
/// | convention | layout | spacing w_i | first position | source |
/// |---|---|---|---|---|
/// | paper | interleaved (2i, 2i+1) | base^(-2i/d) | 0 | Vaswani et al. 2017 sec. 3.5; the PyTorch tutorial; the Annotated Transformer |
/// | tensor2tensor | halves, odd d zero-padded | base^(-i/max(n-1,1)) | 0 | tensor2tensor/layers/common_attention.py get_timing_signal_1d |
/// | fairseq | halves, odd d zero-padded | base^(-i/(n-1)) | padding_idx + 1 | fairseq/modules/sinusoidal_positional_embedding.py |
/// | marian | halves, odd d lone sine mid-row | base^(-2i/d) | 0 | transformers/models/marian/modeling_marian.py MarianSinusoidalPositionalEmbedding |
///
/// n = floor(d_model / 2). fairseq's get_embedding divides by half_dim - 1, which is 0 for d_model 2 and 3:
/// that convention refuses them (tensor2tensor's max(n - 1, 1) does not).

#include <posenc/encodings/sinusoidalscheme.h>
#include <posenc/text/nametable.h>

#include <optional>
#include <string>
#include <vector>

namespace posenc {

enum class Convention { Paper, Tensor2Tensor, Fairseq, Marian };

struct ConventionInfo
{
    Convention convention;
    const char *source; ///< the paper or the reference implementation's file, as in the table above
    PairOrder order;
    FrequencySpacing spacing;
    bool firstPositionAfterPadding; ///< fairseq: the first real token is at padding_idx + 1
};

/// Every convention, in the table's order.
const std::vector<ConventionInfo> &conventions();
/// The entry of \a convention.
const ConventionInfo &conventionInfo(Convention convention);
/// The command line's names (--convention), in the table's order.
inline constexpr auto conventionNames = nameTable<Convention>({{Convention::Paper, "paper"},
                                                               {Convention::Tensor2Tensor, "tensor2tensor"},
                                                               {Convention::Fairseq, "fairseq"},
                                                               {Convention::Marian, "marian"}});

/// fairseq's default padding_idx (its dictionaries' pad symbol): the first position is then 2.
inline constexpr int defaultPaddingIdx = 1;

/// nullopt when \a convention can compute a \a dModel-wide encoding, else why not, naming the value and the
/// allowed range (fairseq: d_model 4 .. 4096; the others: as checkDModel()).
std::optional<Message> checkConvention(Convention convention, long long dModel);

/// The convention whose layout, spacing and padding \a scheme has, whatever its d_model, base and first
/// position (tensor2tensor's get_timing_signal_1d takes a start_index); nullopt for a mix of them (say
/// halves with the paper's spacing and a padding row). fairseq is the one with a padding_idx.
std::optional<Convention> conventionOf(const SinusoidalScheme &scheme);

/// The command line's and the scene files' names of the layouts: "halves" is Marian's, "halves-padded"
/// tensor2tensor's and fairseq's zero column for an odd d_model.
inline constexpr auto pairOrderNames = nameTable<PairOrder>({{PairOrder::Interleaved, "interleaved"},
                                                             {PairOrder::Halves, "halves"},
                                                             {PairOrder::HalvesZeroPadded, "halves-padded"}});
/// "paper" (base^(-2i/d)) and "t2t" (base^(-i/max(n-1,1))).
inline constexpr auto spacingNames =
    nameTable<FrequencySpacing>({{FrequencySpacing::Paper, "paper"}, {FrequencySpacing::Tensor2Tensor, "t2t"}});

/// The scheme \a convention computes for \a dModel and \a base; the first position is padding_idx + 1 for
/// fairseq (\a paddingIdx, 0 .. 1000000 - 1, kept as the scheme's paddingIdx), else 0. \throws ParameterError when checkConvention() or the
/// padding index refuses.
SinusoidalScheme conventionScheme(Convention convention, int dModel, double base = 10000.0,
                                  int paddingIdx = defaultPaddingIdx);

} // namespace posenc
