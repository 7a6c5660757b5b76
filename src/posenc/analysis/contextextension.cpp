#include <posenc/analysis/contextextension.h>
#include <posenc/encodings/exactangle.h>

#include <posenc/encodings/parameters.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace posenc {

std::vector<PairRegion> pairRegions(const ScaledFrequencies &f, double factor, bool blends)
{
    std::vector<PairRegion> regions;
    for (Eigen::Index i = 0; i < f.original.size(); ++i) {
        const double ratio = f.scaled(i) / f.original(i);
        const auto near = [&](double x) { return std::abs(ratio - x) <= 1e-12 * x; };
        const double interpolated = 1.0 / factor;
        if (near(1.0))
            regions.push_back(PairRegion::Kept);
        else if (factor > 1.0 && near(interpolated))
            regions.push_back(PairRegion::Interpolated);
        else if (blends && factor > 1.0 && ratio > interpolated && ratio < 1.0)
            regions.push_back(PairRegion::Blended); // yarn's ramp, llama3's smooth band
        else
            regions.push_back(PairRegion::Rescaled);
    }
    return regions;
}

std::vector<long long> logSamples(long long last, int count)
{
    last = std::max(1LL, last);
    count = std::max(2, count);
    std::vector<long long> out;
    if (last <= count) {
        for (long long r = 1; r <= last; ++r)
            out.push_back(r);
        return out;
    }
    const double step = std::log(double(last)) / (count - 1);
    for (int s = 0; s < count; ++s) {
        // Dense at the start, where the log spacing is below 1: one step at least.
        const long long target = s == count - 1 ? last : std::llround(std::exp(step * s));
        const long long r = std::min(last, out.empty() ? target : std::max(out.back() + 1, target));
        if (out.empty() || r > out.back())
            out.push_back(r);
    }
    return out;
}

std::vector<long long> linearSamples(long long last, int count)
{
    last = std::max(0LL, last);
    count = std::max(2, count);
    std::vector<long long> out;
    if (last + 1 <= count) {
        for (long long p = 0; p <= last; ++p)
            out.push_back(p);
        return out;
    }
    for (int s = 0; s < count; ++s) {
        // s · last / (count − 1) without overflow for last up to 2^53.
        const long long p = static_cast<long long>(std::llround(double(s) * double(last) / (count - 1)));
        if (out.empty() || p > out.back())
            out.push_back(p);
    }
    return out;
}

Eigen::VectorXd scaledScoreAt(const RopeSpec &spec, const Eigen::VectorXd &thetas, double attentionFactor,
                              const Eigen::VectorXd &q, const Eigen::VectorXd &k,
                              const std::vector<long long> &distances, NumberFormat format)
{
    if (auto problem = checkRope(spec))
        throw ParameterError(*problem);
    const int pairs = spec.pairCount();
    if (q.size() != spec.headDim || k.size() != spec.headDim || thetas.size() != pairs)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc",
                                                          "q, k and θ have %1, %2 and %3 values (allowed head_dim = "
                                                          "%4, %4 and R/2 = %5)"),
                                     std::to_string(q.size()), std::to_string(k.size()), std::to_string(thetas.size()),
                                     std::to_string(spec.headDim), std::to_string(pairs)));
    // <R(r) q, k> pair by pair: (q_a cos − q_b sin) k_a + (q_a sin + q_b cos) k_b.
    Eigen::VectorXd cosWeight(pairs), sinWeight(pairs);
    double unrotated = q.dot(k);
    for (int i = 0; i < pairs; ++i) {
        const auto [a, b] = spec.dimensions(i);
        cosWeight(i) = q(a) * k(a) + q(b) * k(b);
        sinWeight(i) = q(a) * k(b) - q(b) * k(a);
        unrotated -= cosWeight(i);
    }
    const double a2 = attentionFactor * attentionFactor;
    Eigen::VectorXd g(static_cast<Eigen::Index>(distances.size()));
    for (std::size_t s = 0; s < distances.size(); ++s) {
        const double r = double(distances[s]);
        double sum = 0;
        for (int i = 0; i < pairs; ++i) {
            double c, sn;
            if (format == NumberFormat::Float64) {
                // The reference: the angle as if r θ were exact (exactangle.h), as RoPE's rotate() takes it.
                const SinCos angle = exactAngle(r, thetas(i));
                c = angle.c;
                sn = angle.s;
            } else {
                const double angle = ropeAngleIn(r, thetas(i), format);
                c = cosIn(angle, format); // through float32, as PyTorch
                sn = sinIn(angle, format);
            }
            sum += cosWeight(i) * c + sinWeight(i) * sn;
        }
        g(static_cast<Eigen::Index>(s)) = a2 * sum + unrotated;
    }
    return g;
}

Eigen::VectorXd decayBoundAt(const Eigen::VectorXd &thetas, const std::vector<long long> &distances)
{
    const Eigen::Index half = thetas.size();
    Eigen::VectorXd bound(static_cast<Eigen::Index>(distances.size()));
    for (std::size_t s = 0; s < distances.size(); ++s) {
        // Sⱼ's real and imaginary parts summed by hand and |Sⱼ| as a square root: std::abs of a complex is
        // hypot (overflow-safe, several times slower), and |Sⱼ| ≤ R/2 cannot overflow.
        double re = 0.0, im = 0.0, sum = 0.0;
        for (Eigen::Index j = 0; j < half; ++j) {
            const SinCos angle = exactAngle(double(distances[s]), thetas(j)); // r up to 10⁸: the product's rounding
            re += angle.c;
            im += angle.s;
            sum += std::sqrt(re * re + im * im);
        }
        bound(static_cast<Eigen::Index>(s)) = half ? sum / double(half) : 0.0;
    }
    return bound;
}

Eigen::VectorXd trainedAngles(const Eigen::VectorXd &originalThetas, long long originalLength)
{
    return originalThetas * double(std::max(0LL, originalLength - 1));
}

std::vector<bool> unseenAngles(const ScaledFrequencies &f, long long originalLength, long long position)
{
    const Eigen::VectorXd trained = trainedAngles(f.original, originalLength);
    std::vector<bool> unseen;
    for (Eigen::Index i = 0; i < f.original.size(); ++i)
        unseen.push_back(trained(i) < 2.0 * std::numbers::pi &&
                         f.scaled(i) * double(position) > f.original(i) * double(originalLength));
    return unseen;
}

} // namespace posenc
