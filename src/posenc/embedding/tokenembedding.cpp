#include <posenc/embedding/tokenembedding.h>

#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/parameters.h>

#include <cmath>

namespace posenc {

namespace {

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
    return seededNormal(hash, static_cast<std::uint64_t>(j));
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
