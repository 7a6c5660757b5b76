#pragma once
/// \file scorefamilies.h
/// \brief The score families, the one core list of them: what can act on the attention scores q·k of a head
/// (the second slot of positionslots.h). Each family is a head type in its own file, with its parameters
/// and its formula:
/// - `bias(int n) const` → the n x n matrix added to the scores (row i = query position, column j = key
///   position), when the family biases the scores (ALiBi, T5);
/// - `rotatedRows(const Eigen::MatrixXd &x) const` → x with row r rotated by its position r, when the
///   family rotates q and k (RoPE);
/// - `static constexpr const char *name`: its name in scene files, settings and on the command line.
/// A family without one of them leaves that part alone (no bias, no rotation). Adding a family: its head
/// type in its own file, one value in ScoreEncoding and one alternative in ScoreHead below, in the same
/// place (the names follow from the types).

#include <posenc/encodings/alibi.h>
#include <posenc/encodings/rope.h>
#include <posenc/encodings/sandwich.h>
#include <posenc/encodings/t5buckets.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <utility>
#include <variant>
#include <vector>

namespace posenc {

/// Nothing acts on the scores: the plain dot product, only what was added to the embedding carries position
/// (the 2017 Transformer, GPT-2; with nothing added either, NoPE).
struct NoScoreHead
{
    static constexpr const char *name = "none";
    bool operator==(const NoScoreHead &) const = default;
};

/// Every score family's head with its parameters, one alternative per family in ScoreEncoding's order.
using ScoreHead = std::variant<NoScoreHead, RopeHead, AlibiHead, T5Head, SandwichHead>;

/// Which family a head is: ScoreHead's alternative index.
enum class ScoreEncoding
{
    None,  ///< NoScoreHead
    Rope,  ///< RopeHead: q and k rotated by their positions (rope.h; Su et al. 2021)
    Alibi, ///< AlibiHead: −m_h (i − j) added to each head's scores (alibi.h; Press et al. 2022: BLOOM, MPT)
    T5,    ///< T5Head: a learned scalar per bucket of j − i (t5buckets.h; Raffel et al. 2020)
    Sandwich, ///< SandwichHead: the sinusoids' own dot product as a bias per head (sandwich.h; Chi et al. 2023)
};

namespace detail {
template <std::size_t... I> constexpr auto scoreNameTable(std::index_sequence<I...>)
{
    return nameTable<ScoreEncoding>(
        {NamedValue<ScoreEncoding>{static_cast<ScoreEncoding>(I), std::variant_alternative_t<I, ScoreHead>::name}...});
}
} // namespace detail

/// The families' names (--relative, scene files), each its head type's name, in ScoreHead's order.
inline constexpr auto scoreEncodingNames =
    detail::scoreNameTable(std::make_index_sequence<std::variant_size_v<ScoreHead>>());

/// The family of \a head.
inline ScoreEncoding encodingOf(const ScoreHead &head)
{
    return static_cast<ScoreEncoding>(head.index());
}

/// A head of family \a encoding with its type's default parameters.
ScoreHead defaultScoreHead(ScoreEncoding encoding);

/// A head of every family but none with its type's defaults, in ScoreHead's order (a T5 head without a
/// bias table: it cannot run and is measured as NaN).
std::vector<ScoreHead> defaultScoreHeads();

/// The bias \a head adds to the n x n scores (row = query position i, column = key position j): its
/// family's bias(n) (ALiBi's with −∞ where the causal mask hides a key, T5's b[bucket(j − i)]), zeros for a
/// family without one. \throws ParameterError as the family's bias().
Eigen::MatrixXd scoreBias(const ScoreHead &head, int n);

/// \a x (n x d, row r = the vector at position r) as \a head's family turns it before q·k: RoPE's rotation
/// R(r) of each row, unchanged for a family that does not rotate. \throws ParameterError as the family's.
Eigen::MatrixXd scoreRotatedRows(const ScoreHead &head, const Eigen::MatrixXd &x);

} // namespace posenc
