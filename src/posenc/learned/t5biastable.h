#pragma once
/// \file t5biastable.h
/// \brief T5's learned relative attention bias read from a checkpoint: the table a T5 head reads one scalar
/// per bucket from (Raffel et al. 2020, sec. 2.1; Hugging Face modeling_t5.py T5Attention:
/// `relative_attention_bias = nn.Embedding(relative_attention_num_buckets, n_heads)`, so its weight is
/// num_buckets x heads). Only the first layer of the encoder and of the decoder holds one
/// (`has_relative_attention_bias` of block 0); every layer reuses it.

#include <Eigen/Core>

#include <string>

namespace posenc {

/// Whether \a tensorName is a T5 bias table's name: it ends in "relative_attention_bias.weight" (e.g.
/// "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight").
bool isT5BiasTensorName(const std::string &tensorName);

/// A bias table read from a file.
struct T5BiasTable
{
    /// num_buckets x heads: row = bucket (t5buckets.h t5Bucket()), column = head, widened to double exactly.
    Eigen::MatrixXd biases;
    /// The tensor read ("" for a .npy file).
    std::string tensor;
};

/// Reads the bias table in \a path (.npy or .safetensors, as tensorsInFile()): the tensor \a tensorName,
/// or when empty the file's only one, else its one T5 bias name, else, when it holds the encoder's and the
/// decoder's, the encoder's for \a bidirectional buckets and the decoder's for causal ones (T5 uses
/// bidirectional buckets in its encoder, causal ones in its decoder).
/// \throws FileError naming the problem: the file's own, no tensor of that name, none or several to
/// choose from, a tensor that is not 2-D or not F64/F32/F16/BF16, rows (num_buckets) not even within
/// 4 .. 256, columns (heads) outside 1 .. 128, an entry that is not finite.
T5BiasTable readT5BiasTable(const std::string &path, const std::string &tensorName, bool bidirectional);

} // namespace posenc
