#include <posenc/learned/knowntables.h>

#include <posenc/text/message.h>

#include <string>

namespace posenc {

namespace {
bool endsWith(const std::string &s, const std::string &suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}
} // namespace

const std::vector<KnownTable> &knownTables()
{
    static const std::vector<KnownTable> tables{
        {"roberta.embeddings.position_embeddings.weight", "RoBERTa", 2,
         POSENC_TRANSLATE_NOOP("posenc", "RoBERTa's learned positions (514 x 768 in roberta-base): the first token is position padding_idx + 1 = 2, "
         "rows 0 and 1 are never used for a token")},
        {"embeddings.position_embeddings.weight", "BERT", 0,
         POSENC_TRANSLATE_NOOP("posenc", "BERT's learned positions (512 x 768 in bert-base): row r is position r")},
        {"wpe.weight", "GPT-2", 0, POSENC_TRANSLATE_NOOP("posenc", "GPT-2's learned positions (1024 x 768 in gpt2): row r is position r")},
        {"decoder.embed_positions.weight", "OPT / BART", 2,
         POSENC_TRANSLATE_NOOP("posenc", "OPT's and BART's learned positions (2050 x 768 in opt-125m, 1026 x 768 in bart-base): the first 2 rows "
         "are an offset, position pos is row pos + 2")},
        {"encoder.embed_positions.weight", "BART", 2,
         POSENC_TRANSLATE_NOOP("posenc", "BART's learned encoder positions (1026 x 768 in bart-base): the first 2 rows are an offset, position pos "
         "is row pos + 2")},
        {"embed_positions.weight", "OPT / BART", 2,
         POSENC_TRANSLATE_NOOP("posenc", "OPT's and BART's learned positions: the first 2 rows are an offset, position pos is row pos + 2")},
    };
    return tables;
}

const KnownTable *knownTableFor(const std::string &tensorName)
{
    // Listed longest-first where one suffix ends another: the first match is the most specific.
    for (const KnownTable &t : knownTables())
        if (endsWith(tensorName, t.suffix))
            return &t;
    return nullptr;
}

} // namespace posenc
