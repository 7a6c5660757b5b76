// RoPE's settings in the Session and what the RoPE tabs compute from them (ropefamily.h).
#include "ui/families/ropefamily.h"

#include "ui/state/session.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/parameters.h>

#include <algorithm>
#include <cmath>

const RopeSettings &ropeOf(const Session &s)
{
    return s.family<RopeSettings>();
}

RopeSettings &ropeOf(Session &s)
{
    return s.family<RopeSettings>();
}

posenc::RopeSpec ropeSpec(const Session &s)
{
    const RopeSettings &rope = ropeOf(s);
    posenc::RopeSpec spec;
    spec.headDim = rope.headDim;
    spec.rotaryDim = rope.rotaryDim;
    spec.base = s.scheme.base();
    spec.pairing = rope.pairing;
    return spec;
}

posenc::RopeScaling RopeSettings::defaultRopeScaling()
{
    posenc::RopeScaling s;
    s.factor = 4.0;
    s.originalMaxPositions = 4096;
    return s;
}

posenc::RopeScaling ropeScalingBlock(const Session &s)
{
    posenc::RopeScaling block = ropeOf(s).scaling;
    if (block.maxPositions <= 0)
        block.maxPositions = block.originalMaxPositions; // --original-max stands for max_position_embeddings
    return block;
}

long long targetLength(const Session &s)
{
    const posenc::RopeScaling &scaling = ropeOf(s).scaling;
    const long long original = scaling.originalMaxPositions;
    if (scaling.type == posenc::RopeScalingType::Default)
        return original;
    if (scaling.maxPositions > original)
        return scaling.maxPositions;
    return std::llround(double(original) * scaling.factor);
}

posenc::ScaledFrequencies scaledFrequencies(const Session &s)
{
    return posenc::scaledFrequencies(ropeScalingBlock(s), ropeSpec(s).rotated(), s.scheme.base(),
                                     ropeOf(s).currentLength, ropeOf(s).engine);
}

posenc::ScaledFrequencies referenceFrequencies(const Session &s)
{
    return posenc::scaledFrequencies(ropeScalingBlock(s), ropeSpec(s).rotated(), s.scheme.base(), ropeOf(s).currentLength);
}

namespace {
Eigen::VectorXd typedOrSeeded(const QList<double> &typed, int headDim, posenc::RopeVector which)
{
    if (typed.size() != headDim)
        return posenc::seededRopeVector(headDim, which);
    return Eigen::Map<const Eigen::VectorXd>(typed.constData(), typed.size());
}
} // namespace

Eigen::VectorXd ropeQueryVector(const Session &s)
{
    return typedOrSeeded(ropeOf(s).query, ropeOf(s).headDim, posenc::RopeVector::Query);
}

Eigen::VectorXd ropeKeyVector(const Session &s)
{
    return typedOrSeeded(ropeOf(s).key, ropeOf(s).headDim, posenc::RopeVector::Key);
}

void clampRope(Session &s)
{
    namespace lim = posenc::limits;
    RopeSettings &rope = ropeOf(s);
    // head_dim even within its range; a rotary_dim or typed q / k that no longer fits it is dropped (all dimensions
    // rotate, the seeded values are used): a slider would not keep 16 numbers for 8 slots.
    rope.headDim = std::clamp(rope.headDim, lim::minHeadDim, lim::maxHeadDim) / 2 * 2;
    if (posenc::checkRotaryDim(rope.rotaryDim, rope.headDim))
        rope.rotaryDim = 0;
    for (QList<double> *vector : {&rope.query, &rope.key})
        if (vector->size() != rope.headDim ||
            std::any_of(vector->begin(), vector->end(), [](double x) { return posenc::checkRopeVectorValue(x); }))
            vector->clear();
    // Context extension: lengths within 1 .. maxContextLength (the core's; a config.json saying more is refused),
    // the factor within its range.
    posenc::RopeScaling &scaling = rope.scaling;
    rope.currentLength = std::clamp(rope.currentLength, 1, lim::maxContextLength);
    scaling.originalMaxPositions = std::clamp(scaling.originalMaxPositions, 1, lim::maxContextLength);
    scaling.maxPositions = std::clamp(scaling.maxPositions, 0, lim::maxContextLength);
    scaling.factor = std::isfinite(scaling.factor)
                         ? std::clamp(scaling.factor, lim::minScalingFactor, lim::maxScalingFactor)
                         : RopeSettings::defaultRopeScaling().factor;
}
