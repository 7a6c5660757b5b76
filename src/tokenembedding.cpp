#include "tokenembedding.h"

#include "parameters.h"

#include <cmath>
#include <numbers>

namespace posenc {

namespace {

/// SplitMix64 finaliser (Steele, Lea, Flood 2014): a bijective mix with good avalanche.
std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/// Uniform in the open interval (0, 1) from the top 53 bits.
double uniformOpen(std::uint64_t bits)
{
    return (static_cast<double>(bits >> 11) + 0.5) * 0x1.0p-53;
}

std::string shapeText(const Eigen::MatrixXd &m)
{
    return std::to_string(m.rows()) + " x " + std::to_string(m.cols());
}

} // namespace

std::uint64_t tokenHash(std::string_view token)
{
    std::uint64_t h = 0xCBF29CE484222325ULL; // FNV offset basis
    for (const char c : token) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ULL; // FNV prime
    }
    return h;
}

double tokenComponent(std::uint64_t hash, int j)
{
    const std::uint64_t key = splitMix64(hash ^ splitMix64(static_cast<std::uint64_t>(j)));
    const double u1 = uniformOpen(splitMix64(key));
    const double u2 = uniformOpen(splitMix64(key + 1));
    // Box-Muller: z = sqrt(-2 ln u1) cos(2 pi u2) is standard normal.
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

Eigen::MatrixXd tokenEmbedding(const std::vector<std::string> &tokens, int rows, int dModel,
                               bool scaleBySqrtDModel)
{
    if (auto message = checkLength(rows))
        throw ParameterError(*message);
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    const double scale = scaleBySqrtDModel ? 1.0 : 1.0 / std::sqrt(static_cast<double>(dModel));
    Eigen::MatrixXd embedding = Eigen::MatrixXd::Zero(rows, dModel);
    const int used = std::min<int>(rows, static_cast<int>(tokens.size()));
    for (int r = 0; r < used; ++r) {
        const std::uint64_t hash = tokenHash(tokens[r]);
        for (int j = 0; j < dModel; ++j)
            embedding(r, j) = scale * tokenComponent(hash, j);
    }
    return embedding;
}

Eigen::MatrixXd addEncoding(const Eigen::MatrixXd &embedding, const Eigen::MatrixXd &encoding)
{
    if (embedding.rows() != encoding.rows() || embedding.cols() != encoding.cols())
        throw ShapeError("cannot add the encoding (" + shapeText(encoding) + ") to the embedding (" +
                         shapeText(embedding) + "): both must be L x d_model");
    return embedding + encoding;
}

} // namespace posenc
