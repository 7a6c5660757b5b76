#pragma once
/// \file tokenembedding.h
/// \brief Deterministic stand-in token embeddings, and the sum "embedding + PE" that enters the encoder.
///
/// A real model learns its embedding table; for teaching we need vectors that look like an initialised
/// table and never change between runs or machines. Each distinct token gets a vector of independent
/// standard normal numbers z_j drawn from a counter-based generator keyed by a stable hash of the token's
/// UTF-8 bytes. Component j depends only on (token, j): the same word at two positions has the same row,
/// and, scaled by sqrt(d_model), growing d_model appends columns without changing the first ones; unscaled
/// every value is z_j / sqrt(d_model), so the first columns shrink as d_model grows (halve from 8 to 32).
///
/// Scale (as fairseq's TransformerEncoder): the table is initialised N(0, 1/d_model), and the paper
/// (sec. 3.4) multiplies embeddings by sqrt(d_model), which brings them back to N(0, 1):
/// \f[ E_{t,j} = z_j(t) / \sqrt{d_{model}}, \qquad E^{scaled}_{t,j} = \sqrt{d_{model}}\, E_{t,j} = z_j(t) \f]

#include <Eigen/Core>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace posenc {

/// Thrown when two matrices that must be added have different shapes; what() names both shapes.
class ShapeError : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

/// 64-bit FNV-1a hash of the UTF-8 bytes: the same on every platform and compiler.
std::uint64_t tokenHash(std::string_view token);

/// Standard normal number z_j for the token with hash \a hash, component \a j >= 0 (Box-Muller on two
/// uniforms from SplitMix64 of (hash, j)). Pure function of its arguments.
double tokenComponent(std::uint64_t hash, int j);

/// The rows x d_model embedding matrix. Row r holds the vector of tokens[r]; rows past the last token
/// are padding and hold zeros (as nn.Embedding's padding_idx), tokens past \a rows are not used.
/// \param scaleBySqrtDModel multiply by sqrt(d_model) as in the paper, sec. 3.4 (see the file brief).
/// \throws ParameterError when rows or d_model is out of range (parameters.h).
Eigen::MatrixXd tokenEmbedding(const std::vector<std::string> &tokens, int rows, int dModel,
                               bool scaleBySqrtDModel);

/// embedding + encoding, element-wise (both L x d_model), as the input of the encoder stack.
/// \throws ShapeError naming both shapes when they differ.
Eigen::MatrixXd addEncoding(const Eigen::MatrixXd &embedding, const Eigen::MatrixXd &encoding);

} // namespace posenc
