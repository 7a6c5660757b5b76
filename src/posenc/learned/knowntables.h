#pragma once
/// \file knowntables.h
/// \brief The names real checkpoints give their learned position table, what each means and the rows
/// before position 0 (the table's offset), from the Hugging Face transformers model files.

#include <string>
#include <vector>

namespace posenc {

/// One naming convention of a learned position table.
struct KnownTable
{
    const char *suffix;  ///< the end of the tensor's name, e.g. "wpe.weight"
    const char *model;   ///< "GPT-2"
    int rowOffset = 0;   ///< table row of position 0
    const char *meaning; ///< one English line (marked for translation, context "posenc"): what the table is
};

/// Every known convention: GPT-2 `wpe.weight` (modeling_gpt2.py: position_ids from 0), BERT
/// `embeddings.position_embeddings.weight` (modeling_bert.py: from 0), RoBERTa the same name under
/// `roberta.` (modeling_roberta.py create_position_ids_from_input_ids: padding_idx + 1 = 2 for the first
/// token), OPT `embed_positions.weight` (modeling_opt.py OPTLearnedPositionalEmbedding: offset 2), BART
/// `embed_positions.weight` (modeling_bart.py BartLearnedPositionalEmbedding: offset 2).
const std::vector<KnownTable> &knownTables();

/// The convention \a tensorName follows (the longest matching suffix; RoBERTa before BERT), or nullptr.
const KnownTable *knownTableFor(const std::string &tensorName);

} // namespace posenc
