#include <posenc/analysis/whyexponent.h>

#include <posenc/parallel/twohalves.h>

#include <posenc/analysis/whypairs.h>
#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/parameters.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace posenc {

namespace {

void check(int dModel, double base)
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    if (auto message = checkBase(base))
        throw ParameterError(*message);
}

/// base^(−a/b), rounded once from long double (as FrequencySpec::angularFrequency()).
double power(double base, long double a, long double b)
{
    return static_cast<double>(std::pow(static_cast<long double>(base), -a / b));
}

} // namespace

std::vector<ExponentPoint> wavelengthCurve(int dModel, double base)
{
    check(dModel, base);
    const FrequencySpec paper{base, FrequencySpacing::Paper};
    std::vector<ExponentPoint> curve;
    for (int i = 0; i < (dModel + 1) / 2; ++i)
        curve.push_back({i, 2.0 * i / dModel, 2 * std::numbers::pi / paper.angularFrequency(i, dModel)});
    return curve;
}

double columnFrequency(int column, int dModel, double base)
{
    return power(base, column, dModel);
}

double pairFrequency(ExponentRule rule, int pair, int dModel, double base)
{
    switch (rule) {
    case ExponentRule::Paper:
        return FrequencySpec{base, FrequencySpacing::Paper}.angularFrequency(pair, dModel);
    case ExponentRule::HalfRange:
        return power(base, pair, dModel);
    case ExponentRule::NoDivision:
        return power(base, 2.0L * pair, 1);
    case ExponentRule::PerColumn:
        return columnFrequency(2 * pair, dModel, base);
    }
    return 0.0;
}

ExponentMeasure measureExponentRule(ExponentRule rule, int dModel, double base, int length, double offset)
{
    check(dModel, base);
    ExponentMeasure m;
    m.rule = rule;
    const int pairs = dModel / 2; // complete pairs
    const int steps = std::max(length - 1, 0);
    // Each pair's two frequencies once (a long-double power each: taken twice, a tenth of a 4K step).
    std::vector<double> sines(static_cast<std::size_t>(pairs)), cosines(static_cast<std::size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        const double sine = pairFrequency(rule, i, dModel, base);
        const double cosine = rule == ExponentRule::PerColumn ? columnFrequency(2 * i + 1, dModel, base) : sine;
        sines[static_cast<std::size_t>(i)] = sine;
        cosines[static_cast<std::size_t>(i)] = cosine;
        m.longestWavelength = std::max(m.longestWavelength, 2 * std::numbers::pi / std::min(sine, cosine));
        m.frozenPairs += std::max(sine, cosine) * steps < frozenAngle;
    }
    // The fits, each pair's own, on two threads from 64 pairs (the figure's four rules at d_model 512 took
    // 20 ms a step on one).
    std::vector<double> residual(static_cast<std::size_t>(pairs), 0.0);
    inTwoHalves(pairs, pairs >= 64, [&](int from, int to) {
        for (int i = from; i < to; ++i) {
            const auto k = static_cast<std::size_t>(i);
            residual[k] = pairMapResidual(sines[k], cosines[k], 0, length, offset, sampleStep(length, maxMeasuredPositions));
        }
    });
    for (const double r : residual)
        m.pairResidual = std::max(m.pairResidual, r);
    return m;
}

} // namespace posenc
