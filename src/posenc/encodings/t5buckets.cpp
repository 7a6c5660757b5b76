#include <posenc/encodings/t5buckets.h>

#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/heads.h>
#include <posenc/encodings/parameters.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace posenc {

std::optional<Message> checkT5Buckets(const T5BucketSpec &spec)
{
    if (spec.numBuckets < limits::minT5Buckets || spec.numBuckets > limits::maxT5Buckets || spec.numBuckets % 2 != 0)
        return message(POSENC_TRANSLATE_NOOP("posenc", "num_buckets = %1 is out of range (allowed even %2 .. %3)"),
                       std::to_string(spec.numBuckets), std::to_string(limits::minT5Buckets),
                       std::to_string(limits::maxT5Buckets));
    // At least num_buckets: above every exact bucket, so log(max_distance / e) > 0.
    if (spec.maxDistance < spec.numBuckets || spec.maxDistance > limits::maxT5MaxDistance)
        return message(POSENC_TRANSLATE_NOOP("posenc", "max_distance = %1 is out of range (allowed %2 .. %3, at least "
                                                       "num_buckets)"),
                       std::to_string(spec.maxDistance), std::to_string(spec.numBuckets),
                       std::to_string(limits::maxT5MaxDistance));
    return std::nullopt;
}

std::optional<Message> checkT5BiasRows(long long rows, const T5BucketSpec &spec)
{
    if (rows == spec.numBuckets)
        return std::nullopt;
    return message(POSENC_TRANSLATE_NOOP("posenc", "the T5 bias table has %1 rows (allowed exactly num_buckets = %2)"),
                   std::to_string(rows), std::to_string(spec.numBuckets));
}

int t5ExactBuckets(const T5BucketSpec &spec)
{
    const int n = spec.bidirectional ? spec.numBuckets / 2 : spec.numBuckets;
    return n / 2;
}

double t5LogBucketValue(long long a, const T5BucketSpec &spec)
{
    const int n = spec.bidirectional ? spec.numBuckets / 2 : spec.numBuckets;
    const int e = n / 2;
    return std::log(double(a) / e) / std::log(double(spec.maxDistance) / e) * (n - e);
}

int t5Bucket(long long r, const T5BucketSpec &spec, bool float32)
{
    if (auto problem = checkT5Buckets(spec))
        throw ParameterError(*problem);
    int n = spec.numBuckets;
    int bucket = 0;
    long long a = 0;
    if (spec.bidirectional) {
        n /= 2;
        bucket = r > 0 ? n : 0; // keys after the query: the upper half
        a = std::llabs(r);
    } else {
        a = std::max(-r, 0LL); // a key after the query (r > 0) is bucket 0, as the query itself
    }
    const int e = n / 2; // max_exact
    if (a < e)
        return bucket + int(a);
    long long large = 0;
    if (float32) {
        // torch.log(a.float() / e) / math.log(max_distance / e) * (n − e): every step in float32.
        const float value = std::log(float(a) / float(e)) / float(std::log(double(spec.maxDistance) / e)) * float(n - e);
        large = e + static_cast<long long>(value); // .to(torch.long): toward zero
    } else {
        large = e + static_cast<long long>(t5LogBucketValue(a, spec));
    }
    return bucket + int(std::min<long long>(large, n - 1));
}

Eigen::MatrixXi t5BucketMatrix(int length, const T5BucketSpec &spec)
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    if (auto problem = checkT5Buckets(spec))
        throw ParameterError(*problem);
    // Each entry depends on j − i only: compute the 2L − 1 distances once.
    std::vector<int> byDistance(2 * length - 1);
    for (int r = -(length - 1); r <= length - 1; ++r)
        byDistance[r + length - 1] = t5Bucket(r, spec);
    Eigen::MatrixXi buckets(length, length);
    for (int i = 0; i < length; ++i)
        for (int j = 0; j < length; ++j)
            buckets(i, j) = byDistance[j - i + length - 1];
    return buckets;
}

Eigen::MatrixXd seededT5BiasTable(int numBuckets, int heads)
{
    if (numBuckets < limits::minT5Buckets || numBuckets > limits::maxT5Buckets)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "num_buckets = %1 is out of range (allowed even %2 .. %3)"),
                                     std::to_string(numBuckets), std::to_string(limits::minT5Buckets),
                                     std::to_string(limits::maxT5Buckets)));
    if (auto problem = checkHeads(heads))
        throw ParameterError(*problem);
    constexpr std::uint64_t stream = 0x54354269'61736573ULL; // "T5Biases"
    const double sd = 1.0 / std::sqrt(512.0); // factor · d_model^−0.5, t5-small
    Eigen::MatrixXd table(numBuckets, heads);
    for (int b = 0; b < numBuckets; ++b)
        for (int h = 0; h < heads; ++h)
            table(b, h) = sd * seededNormal(stream, std::uint64_t(b) * limits::maxHeads + h);
    return table;
}

} // namespace posenc

namespace posenc {

Eigen::MatrixXd T5Head::bias(int n) const
{
    if (auto problem = checkT5BiasRows(biases.size(), spec))
        throw ParameterError(*problem);
    const Eigen::MatrixXi buckets = t5BucketMatrix(n, spec);
    return buckets.unaryExpr([this](int bucket) { return biases(bucket); });
}

Eigen::VectorXd T5Head::byDistance(int length) const
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    if (auto problem = checkT5BiasRows(biases.size(), spec))
        throw ParameterError(*problem);
    Eigen::VectorXd out(length);
    for (int r = 0; r < length; ++r)
        out(r) = biases(t5Bucket(-r, spec)); // key − query = −r
    return out;
}

} // namespace posenc
