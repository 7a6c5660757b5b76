#pragma once
/// \file t5buckets.h
/// \brief T5's relative position buckets (Raffel et al. 2020, sec. 2.1; Hugging Face transformers
/// modeling_t5.py `_relative_position_bucket`): nothing is added to the embedding; each head adds a learned
/// scalar to the score of query i and key j, one per bucket of the relative position r = j − i. Small
/// distances get a bucket each, larger ones share log-spaced buckets up to max_distance, and everything
/// further shares the last.

#include <posenc/text/message.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <optional>
#include <string>

namespace posenc {

namespace limits {
inline constexpr int minT5Buckets = 4;
inline constexpr int maxT5Buckets = 256;
inline constexpr int maxT5MaxDistance = 65536;
} // namespace limits

/// The bucket rule's three settings (T5's encoder: 32, 128, bidirectional; its decoder: causal).
struct T5BucketSpec
{
    int numBuckets = 32;   ///< even, 4 … 256
    int maxDistance = 128; ///< numBuckets … 65536: where the log-spaced buckets end
    bool bidirectional = true; ///< half the buckets for keys after the query; causal: every r >= 0 is bucket 0
    bool operator==(const T5BucketSpec &) const = default;
};

/// T5BucketSpec::bidirectional's names on the command line (--t5-direction) and in scene files.
inline constexpr auto t5DirectionNames = nameTable<bool>({{true, "bidirectional"}, {false, "causal"}});

/// A message for the first setting out of range (num_buckets even within 4 … 256, max_distance within
/// num_buckets … 65536), else nothing.
std::optional<Message> checkT5Buckets(const T5BucketSpec &spec);

/// nullopt when a head's column of a bias table has \a rows = num_buckets values, else the message.
std::optional<Message> checkT5BiasRows(long long rows, const T5BucketSpec &spec);

/// Buckets with one relative distance each: n/2, where n = numBuckets/2 (bidirectional) or numBuckets.
int t5ExactBuckets(const T5BucketSpec &spec);

/// The bucket of the relative position \a r = key − query, as `_relative_position_bucket` computes it:
///     bidirectional: n = numBuckets/2, offset n if r > 0, a = |r|;  causal: n = numBuckets, a = max(−r, 0)
///     e = n/2;  bucket = offset + a                                               if a < e
///                      = offset + min(e + trunc(log(a/e) / log(maxDistance/e) · (n − e)), n − 1)  else
/// With \a float32 (the default, as Hugging Face: torch.log of a float32 tensor, divided by the double
/// log(maxDistance/e) rounded to float32, times n − e in float32, truncated toward zero), else in double.
/// \throws ParameterError as checkT5Buckets().
int t5Bucket(long long r, const T5BucketSpec &spec, bool float32 = true);

/// The value truncated for the log-spaced buckets, log(a/e) / log(maxDistance/e) · (n − e), in double:
/// how near a bucket boundary a distance a >= e lies (an integer: exactly on one).
double t5LogBucketValue(long long a, const T5BucketSpec &spec);

/// The L x L bucket matrix: row i = query position, column j = key position, entry t5Bucket(j − i).
/// \throws ParameterError as checkT5Buckets() and for L outside 1 … 4096.
Eigen::MatrixXi t5BucketMatrix(int length, const T5BucketSpec &spec);

/// The untrained bias table a T5 head reads its scalars from: numBuckets x heads, row = bucket, column = head,
/// entries N(0, 512^−1) (modeling_t5.py _init_weights: relative_attention_bias ~ N(0, (factor · d_model^−0.5)²),
/// factor 1, d_model 512 of t5-small), the same on every machine (seededrandom.h stream "T5Biases", number
/// bucket · 128 + head, so a table with more buckets or heads keeps its entries).
/// \throws ParameterError for buckets outside 4 … 256 or heads outside 1 … 128.
Eigen::MatrixXd seededT5BiasTable(int numBuckets, int heads);

/// One T5 head in the scores slot (scorefamilies.h): the bucket rule and the head's column of the bias
/// table (num_buckets values).
struct T5Head
{
    static constexpr const char *name = "t5";
    T5BucketSpec spec;
    Eigen::VectorXd biases;
    /// The n x n bias b[bucket(j − i)] (row = query position i, column = key position j).
    /// \throws ParameterError as t5BucketMatrix(), and when biases has not num_buckets values.
    Eigen::MatrixXd bias(int n) const;
    /// The bias against the distance r = 0 .. L − 1 of a key r positions before the query (the Compare tab):
    /// b[bucket(−r)], L values (Raffel et al. 2020, sec. 2.1). \throws ParameterError as bias().
    Eigen::VectorXd byDistance(int length) const;
};

} // namespace posenc
