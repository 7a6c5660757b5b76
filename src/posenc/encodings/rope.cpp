#include <posenc/encodings/rope.h>

#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/exactangle.h>

#include <posenc/encodings/parameters.h>

#include <cmath>
#include <complex>
#include <iomanip>
#include <sstream>

namespace posenc {

std::pair<int, int> RopeSpec::dimensions(int i) const
{
    if (pairing == RopePairing::Interleaved)
        return {2 * i, 2 * i + 1};
    return {i, i + rotated() / 2};
}

std::optional<Message> checkHeadDim(long long headDim)
{
    if (headDim < limits::minHeadDim || headDim > limits::maxHeadDim || headDim % 2 != 0) {
        return message(POSENC_TRANSLATE_NOOP("posenc", "head_dim = %1 is out of range (allowed even %2 .. %3)"),
                       std::to_string(headDim), std::to_string(limits::minHeadDim), std::to_string(limits::maxHeadDim));
    }
    return std::nullopt;
}

std::optional<Message> checkRotaryDim(long long rotaryDim, int headDim)
{
    if (rotaryDim == 0)
        return std::nullopt;
    if (rotaryDim < 2 || rotaryDim > headDim || rotaryDim % 2 != 0) {
        return message(POSENC_TRANSLATE_NOOP("posenc",
                                             "rotary_dim = %1 is out of range (allowed even 2 .. head_dim = %2)"),
                       std::to_string(rotaryDim), std::to_string(headDim));
    }
    return std::nullopt;
}

std::optional<Message> checkRopeVectorValue(double value)
{
    if (!std::isfinite(value) || std::abs(value) > limits::maxRopeVectorValue) {
        std::ostringstream number, low, high;
        number << std::setprecision(15) << value;
        low << std::setprecision(15) << -limits::maxRopeVectorValue;
        high << std::setprecision(15) << limits::maxRopeVectorValue;
        return message(POSENC_TRANSLATE_NOOP("posenc", "%1 is out of range (allowed finite numbers within %2 .. %3)"),
                       number.str(), low.str(), high.str());
    }
    return std::nullopt;
}

std::optional<Message> checkRope(const RopeSpec &spec)
{
    if (auto problem = checkHeadDim(spec.headDim))
        return problem;
    if (auto problem = checkRotaryDim(spec.rotaryDim, spec.headDim))
        return problem;
    return checkBase(spec.base);
}

namespace {

void require(const RopeSpec &spec)
{
    if (const auto problem = checkRope(spec))
        throw ParameterError(*problem);
}

void requireSize(const RopeSpec &spec, const Eigen::VectorXd &x, const char *name)
{
    if (x.size() != spec.headDim) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 has %2 values (allowed exactly head_dim = %3)"),
                                     name, std::to_string(x.size()), std::to_string(spec.headDim)));
    }
}

} // namespace

Eigen::VectorXd ropeThetas(const RopeSpec &spec)
{
    require(spec);
    const int pairs = spec.pairCount();
    Eigen::VectorXd thetas(pairs);
    // theta_i = base^(-2i/R), as Hugging Face's inv_freq = 1 / base^(arange(0, R, 2) / R).
    for (int i = 0; i < pairs; ++i)
        thetas(i) = geometricFrequency(spec.base, 2.0L * i, spec.rotated()); // rounded once, as the PE's w_i
    return thetas;
}

Eigen::VectorXd rotate(const RopeSpec &spec, const Eigen::VectorXd &thetas, const Eigen::VectorXd &x, double m)
{
    requireSize(spec, x, "the vector");
    Eigen::VectorXd out = x; // dimensions past R stay as they are
    for (int i = 0; i < spec.pairCount(); ++i) {
        const auto [a, b] = spec.dimensions(i);
        // The angle m θᵢ as if the product were exact (exactangle.h): at m = 10⁶ the rounded product alone was
        // off by up to 6e-11, and R(m) q, R(n) k then lost the invariance the figure measures.
        const auto [s, c] = exactAngle(m, thetas(i));
        // The same two products in both pairings, so the permutation maps one result onto the other exactly.
        out(a) = x(a) * c - x(b) * s;
        out(b) = x(a) * s + x(b) * c;
    }
    return out;
}

Eigen::MatrixXd rotatedRows(const RopeSpec &spec, const Eigen::VectorXd &x, int first, int length)
{
    const Eigen::VectorXd thetas = ropeThetas(spec);
    Eigen::MatrixXd rows(length, spec.headDim);
    for (int r = 0; r < length; ++r)
        rows.row(r) = rotate(spec, thetas, x, first + r).transpose();
    return rows;
}

Eigen::MatrixXd ropeScores(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, int first,
                           int length)
{
    requireSize(spec, q, "q");
    requireSize(spec, k, "k");
    const Eigen::MatrixXd rq = rotatedRows(spec, q, first, length);
    const Eigen::MatrixXd rk = rotatedRows(spec, k, first, length);
    return rq * rk.transpose();
}

Eigen::VectorXd ropeDecayBound(const RopeSpec &spec, int length)
{
    const Eigen::VectorXd thetas = ropeThetas(spec);
    const int half = spec.pairCount();
    Eigen::VectorXd bound(length);
    for (int r = 0; r < length; ++r) {
        // S_j = sum_{k<j} e^{i r theta_k}, accumulated; the bound is the mean of |S_j| over j = 1 .. R/2.
        std::complex<double> partial = 0.0;
        double sum = 0.0;
        for (int j = 0; j < half; ++j) {
            const SinCos angle = exactAngle(r, thetas(j));
            partial += std::complex<double>(angle.c, angle.s);
            sum += std::abs(partial);
        }
        bound(r) = sum / half;
    }
    return bound;
}

std::vector<int> interleavedToHalvesPermutation(const RopeSpec &spec)
{
    require(spec);
    std::vector<int> permutation(spec.headDim);
    for (int r = 0; r < spec.headDim; ++r)
        permutation[r] = r;
    const int half = spec.pairCount();
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < half; ++i)
            permutation[c * half + i] = 2 * i + c;
    return permutation;
}

Eigen::VectorXd permuted(const Eigen::VectorXd &x, const std::vector<int> &permutation)
{
    Eigen::VectorXd out(static_cast<Eigen::Index>(permutation.size()));
    for (size_t r = 0; r < permutation.size(); ++r)
        out(static_cast<Eigen::Index>(r)) = x(permutation[r]);
    return out;
}

} // namespace posenc

namespace posenc {

Eigen::MatrixXd RopeHead::rotatedRows(const Eigen::MatrixXd &x) const
{
    RopeSpec spec;
    spec.headDim = static_cast<int>(x.cols() - x.cols() % 2);
    spec.base = base;
    spec.pairing = pairing;
    if (spec.headDim < 2) // d_model 1: no pair to rotate
        return x;
    const Eigen::VectorXd thetas = ropeThetas(spec);
    Eigen::MatrixXd rotated = x;
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        rotated.row(r).head(spec.headDim) =
            rotate(spec, thetas, x.row(r).head(spec.headDim).transpose(), static_cast<double>(r)).transpose();
    return rotated;
}

} // namespace posenc
