#pragma once
/// \file ropefamily.h
/// \brief What the Session holds for RoPE (its entry is ropeFamilyEntry() in ropefamily.cpp, its fields in
/// ropefields.cpp): head_dim, rotary_dim, the pairing, q and k, and context extension's rope_scaling block, current
/// length, engine and number format; and what the RoPE tabs compute from them. Its base is the scheme's base, its
/// positions m, n are pos, pos'.

#include <posenc/encodings/rope.h>
#include <posenc/encodings/ropescaling.h>
#include <posenc/numbers/numberformat.h>

#include <Eigen/Core>

#include <QList>

#include "ui/state/fieldkey.h"

struct Session;

/// RoPE's field keys (ropefields.cpp).
namespace ropeKeys {
inline constexpr FieldKey headDim{"headDim"};
inline constexpr FieldKey rotaryDim{"rotaryDim"};
inline constexpr FieldKey ropePairing{"ropePairing"};
inline constexpr FieldKey query{"query"};
inline constexpr FieldKey key{"key"};
inline constexpr FieldKey ropeScaling{"ropeScaling"};
inline constexpr FieldKey scalingFactor{"scalingFactor"};
inline constexpr FieldKey originalMax{"originalMax"};
inline constexpr FieldKey maxPositions{"maxPositions"};
inline constexpr FieldKey currentLength{"currentLength"};
inline constexpr FieldKey betaFast{"betaFast"};
inline constexpr FieldKey betaSlow{"betaSlow"};
inline constexpr FieldKey mscale{"mscale"};
inline constexpr FieldKey mscaleAllDim{"mscaleAllDim"};
inline constexpr FieldKey yarnTruncate{"yarnTruncate"};
inline constexpr FieldKey lowFreqFactor{"lowFreqFactor"};
inline constexpr FieldKey highFreqFactor{"highFreqFactor"};
inline constexpr FieldKey longFactor{"longFactor"};
inline constexpr FieldKey shortFactor{"shortFactor"};
inline constexpr FieldKey attentionFactor{"attentionFactor"};
inline constexpr FieldKey ropeEngine{"ropeEngine"};
inline constexpr FieldKey dtype{"dtype"};
} // namespace ropeKeys

/// RoPE's settings (fields headDim, rotaryDim, ropePairing, query, key and the context extension's, ropefields.cpp).
struct RopeSettings
{
    int headDim = 16;  ///< head_dim: even, 2 .. 4096
    int rotaryDim = 0; ///< rotary_dim R: even, 2 .. head_dim, or 0 for all of head_dim
    posenc::RopePairing pairing = posenc::RopePairing::Interleaved;
    QList<double> query; ///< q, head_dim values; empty: seeded (posenc::seededRopeVector)
    QList<double> key;   ///< k, likewise
    /// Context extension (issue 32): the rope_scaling block (its maxPositions, max_position_embeddings, is 0 unless a
    /// model or config.json gave one: L0 stands for it), the current sequence length s, the library whose reading of
    /// the block is shown, and the number format RoPE's angles are computed in.
    posenc::RopeScaling scaling = defaultRopeScaling();
    int currentLength = 16384; ///< s, 1 .. posenc::limits::maxContextLength: dynamic's length, the angles' position
    posenc::RopeEngine engine = posenc::RopeEngine::Transformers;
    posenc::NumberFormat dtype = posenc::NumberFormat::Float32;

    /// Type none, factor 4, L0 4096, the rest as transformers defaults them.
    static posenc::RopeScaling defaultRopeScaling();
    bool operator==(const RopeSettings &) const = default;
};

/// \a s's RoPE settings.
const RopeSettings &ropeOf(const Session &s);
RopeSettings &ropeOf(Session &s);

/// The RoPE of \a s: head_dim, rotary_dim, pairing and the scheme's base.
posenc::RopeSpec ropeSpec(const Session &s);
/// q as used: the typed values, or the seeded ones when none are typed. head_dim values.
Eigen::VectorXd ropeQueryVector(const Session &s);
/// k as used, like ropeQueryVector().
Eigen::VectorXd ropeKeyVector(const Session &s);
/// \a s's rope_scaling as the engines read it: max_position_embeddings is L0 when no model gave one.
posenc::RopeScaling ropeScalingBlock(const Session &s);
/// The length the scaling is for: max_position_embeddings when a model gives one past L0, else L0 × factor (L0 with
/// no scaling).
long long targetLength(const Session &s);
/// θ before and after for R = rotary_dim pairs, the scheme's base, at s = currentLength, as \a s's engine computes.
/// \throws posenc::ParameterError for a block these sizes cannot take (checkRopeScaling()).
posenc::ScaledFrequencies scaledFrequencies(const Session &s);
/// The same as the newest transformers computes (to compare an engine with).
posenc::ScaledFrequencies referenceFrequencies(const Session &s);
/// Brings \a s's RoPE settings into range as a slider would (its family entry's clamp): head_dim even within its
/// range; a rotary_dim or typed q / k that no longer fits it dropped; the lengths within 1 .. maxContextLength, the
/// factor within its range.
void clampRope(Session &s);
