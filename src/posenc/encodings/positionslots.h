#pragma once
/// \file positionslots.h
/// \brief The two slots of a position scheme. Position reaches a Transformer in one of two places, and a
/// model fills each slot independently:
/// - what is added to the token embedding before the first layer (Vaswani et al. 2017 sec. 3.5: the
///   sinusoidal PE; GPT-2, BERT: a learned table; Llama, T5, BLOOM: nothing);
/// - what acts on the attention scores inside every layer (RoFormer / Llama: RoPE rotates q and k;
///   ALiBi's linear bias (BLOOM, MPT), T5's bucketed bias; the 2017 Transformer, GPT-2: nothing).
/// RoPE and the biases add nothing to the embedding, so one list of "families" cannot hold them; two
/// slots can, and a figure says which slot choices it shows (ui/figures/figureregistry.h). The families of
/// the second slot are listed in scorefamilies.h.

#include <posenc/encodings/sinusoidalscheme.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <optional>
#include <string>

namespace posenc {

class LearnedTable;

/// What is added to the token embedding: row pos of an L x d_model matrix added to token pos's vector.
enum class AddedEncoding
{
    None,       ///< nothing: the sum is the token embedding itself
    Sinusoidal, ///< PE(pos, j) of sinusoidal.h (Vaswani et al. 2017, sec. 3.5)
    Learned,    ///< row pos of a learned table (learned/learnedtable.h: GPT-2, BERT, OPT, BART)
};

/// The names in scene files, settings and on the command line (--added).
inline constexpr auto addedEncodingNames = nameTable<AddedEncoding>(
    {{AddedEncoding::None, "none"}, {AddedEncoding::Sinusoidal, "sinusoidal"}, {AddedEncoding::Learned, "learned"}});

/// The matrix the embedding slot adds: L x d_model, row r = position scheme.firstPosition + r. All zeros
/// for AddedEncoding::None; fillSinusoidalEncoding()'s for Sinusoidal (so ParameterError on what it
/// refuses); for Learned the rows of \a table (NaN past its end), or of the seeded untrained table
/// (LearnedTable::seededValue) when \a table is nullptr. Reuses \a pe's buffer when the size stays.
/// \throws ParameterError as fillSinusoidalEncoding(), and for a table whose d_model is not the scheme's.
void fillAddedEncoding(AddedEncoding added, const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe,
                       const LearnedTable *table = nullptr);

} // namespace posenc
