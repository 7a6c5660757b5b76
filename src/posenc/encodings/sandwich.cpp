#include <posenc/encodings/sandwich.h>

#include <posenc/encodings/heads.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <cmath>
#include <limits>

namespace posenc {

namespace {

void checkDPrime(int headDim)
{
    if (auto problem = checkHeadDim(headDim))
        throw ParameterError(*problem);
}

// ω_k = 1 / 10000^(2k / d'), k = 1 .. d'/2 (inv_freq of the reference).
double omega(int k, int headDim)
{
    return std::pow(10000.0, -2.0 * k / headDim);
}

} // namespace

double sandwichSum(double r, int headDim)
{
    checkDPrime(headDim);
    double sum = 0;
    for (int k = 1; k <= headDim / 2; ++k)
        sum += std::cos(r * omega(k, headDim));
    return sum;
}

double sandwichBias(double r, int headDim, int head, int heads)
{
    checkDPrime(headDim);
    if (auto problem = checkHeads(heads))
        throw ParameterError(*problem);
    if (auto problem = checkHead(head, heads))
        throw ParameterError(*problem);
    // S(r) − d'/2 = Σ (cos x − 1) = −2 Σ sin²(x/2): no cancellation near r = 0.
    double deficit = 0;
    for (int k = 1; k <= headDim / 2; ++k) {
        const double half = std::sin(r * omega(k, headDim) / 2);
        deficit -= 2 * half * half;
    }
    return deficit / (8.0 * (head + 1) / heads);
}

Eigen::MatrixXd SandwichHead::bias(int n) const
{
    if (auto problem = checkLength(n))
        throw ParameterError(*problem);
    Eigen::MatrixXd b(n, n);
    std::vector<double> byDistance(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r)
        byDistance[std::size_t(r)] = sandwichBias(r, headDim, head, heads);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            b(i, j) = j <= i ? byDistance[std::size_t(i - j)] : -std::numeric_limits<double>::infinity();
    return b;
}

} // namespace posenc
