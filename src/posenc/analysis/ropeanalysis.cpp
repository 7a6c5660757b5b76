#include <posenc/analysis/ropeanalysis.h>

#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/parameters.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace posenc {

namespace {
// Streams of seededNormal(), apart from the token embedding's (which uses the token's hash).
constexpr std::uint64_t queryStream = 0x526f5045'71756572ULL; // "RoPEquer"
constexpr std::uint64_t keyStream = 0x526f5045'6b657973ULL;   // "RoPEkeys"
} // namespace

const std::vector<RopeBasePreset> &ropeBasePresets()
{
    static const std::vector<RopeBasePreset> presets = {
        {10000.0, "LLaMA 2"}, {500000.0, "LLaMA 3"}, {1000000.0, "Qwen2"}};
    return presets;
}

const char *ropeBaseModel(double base)
{
    for (const RopeBasePreset &preset : ropeBasePresets())
        if (preset.base == base)
            return preset.model;
    return nullptr;
}

Eigen::VectorXd seededRopeVector(int headDim, RopeVector which)
{
    if (const auto problem = checkHeadDim(headDim))
        throw ParameterError(*problem);
    const std::uint64_t stream = which == RopeVector::Query ? queryStream : keyStream;
    Eigen::VectorXd x(headDim);
    for (int j = 0; j < headDim; ++j)
        x(j) = seededNormal(stream, static_cast<std::uint64_t>(j));
    return x;
}

double RopeShiftCheck::difference() const
{
    return std::abs(shifted - score);
}

RopeShiftCheck ropeShiftCheck(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, double m,
                              double n, double step)
{
    const Eigen::VectorXd thetas = ropeThetas(spec);
    RopeShiftCheck check;
    check.m = m;
    check.n = n;
    check.step = step;
    check.score = rotate(spec, thetas, q, m).dot(rotate(spec, thetas, k, n));
    check.shifted = rotate(spec, thetas, q, m + step).dot(rotate(spec, thetas, k, n + step));
    return check;
}

double pairingPermutationError(const RopeSpec &spec, const Eigen::VectorXd &x, int first, int length)
{
    RopeSpec interleaved = spec;
    interleaved.pairing = RopePairing::Interleaved;
    RopeSpec halves = spec;
    halves.pairing = RopePairing::Halves;
    const std::vector<int> p = interleavedToHalvesPermutation(spec);
    const Eigen::VectorXd thetas = ropeThetas(spec);
    const Eigen::VectorXd px = permuted(x, p);
    double largest = 0;
    for (int r = 0; r < length; ++r) {
        const double m = first + r;
        const Eigen::VectorXd a = rotate(halves, thetas, px, m);
        const Eigen::VectorXd b = permuted(rotate(interleaved, thetas, x, m), p);
        largest = std::max(largest, (a - b).cwiseAbs().maxCoeff());
    }
    return largest;
}

Eigen::VectorXd ropeScoreByDistance(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k,
                                    int length)
{
    const Eigen::VectorXd thetas = ropeThetas(spec);
    if (k.size() != spec.headDim)
        rotate(spec, thetas, k, 0); // throws the size message, naming the vector
    Eigen::VectorXd g(std::max(0, 2 * length - 1));
    for (int d = -(length - 1); d <= length - 1; ++d)
        g(d + length - 1) = rotate(spec, thetas, q, d).dot(k);
    return g;
}

double ropeDiagonalSpread(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, int first,
                          int length, const Eigen::VectorXd &byDistance, int samples)
{
    const Eigen::VectorXd thetas = ropeThetas(spec);
    const int count = std::max(1, std::min(length, samples));
    std::vector<int> rows;
    for (int s = 0; s < count; ++s)
        rows.push_back(count == 1 ? 0 : static_cast<int>((static_cast<long long>(s) * (length - 1)) / (count - 1)));
    std::vector<Eigen::VectorXd> rq, rk;
    for (const int r : rows) {
        rq.push_back(rotate(spec, thetas, q, first + r));
        rk.push_back(rotate(spec, thetas, k, first + r));
    }
    double largest = 0;
    for (size_t a = 0; a < rows.size(); ++a)
        for (size_t b = 0; b < rows.size(); ++b)
            largest = std::max(largest, std::abs(rq[a].dot(rk[b]) - byDistance(rows[a] - rows[b] + length - 1)));
    return largest;
}

} // namespace posenc
