#include <posenc/learned/t5biastable.h>

#include <posenc/encodings/heads.h>
#include <posenc/encodings/t5buckets.h>
#include <posenc/io/fileerror.h>
#include <posenc/learned/learnedtable.h>
#include <posenc/text/abbreviated.h>

#include <cmath>
#include <vector>

namespace posenc {

namespace {

bool startsWith(const std::string &s, const char *prefix)
{
    return s.rfind(prefix, 0) == 0;
}

/// "a [2, 3] F32, b [4] I64": at most 8 (a message is one line), each name abbreviated, then "… and N more".
std::string listed(const std::vector<const StoredTensor *> &tensors)
{
    constexpr std::size_t shown = 8;
    std::string s;
    for (std::size_t k = 0; k < tensors.size() && k < shown; ++k)
        s += (s.empty() ? "" : ", ") + abbreviatedText(tensors[k]->name) + " " + tensors[k]->describe();
    if (tensors.size() > shown)
        s += " … and " + std::to_string(tensors.size() - shown) + " more";
    return s.empty() ? std::string("—") : s;
}

const StoredTensor &chosenTensor(const std::vector<StoredTensor> &tensors, const std::string &path,
                                 const std::string &tensorName, bool bidirectional)
{
    if (tensors.empty()) // a header of __metadata__ alone, or of nothing
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 holds no tensors"), path));
    if (!tensorName.empty()) {
        for (const StoredTensor &t : tensors)
            if (t.name == tensorName)
                return t;
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "no tensor %1 in %2"), tensorName, path));
    }
    if (tensors.size() == 1)
        return tensors.front();
    std::vector<const StoredTensor *> named;
    for (const StoredTensor &t : tensors)
        if (isT5BiasTensorName(t.name))
            named.push_back(&t);
    if (named.size() == 1)
        return *named.front();
    // A whole T5 checkpoint: the encoder's table (bidirectional buckets) and the decoder's (causal).
    const char *part = bidirectional ? "encoder." : "decoder.";
    std::vector<const StoredTensor *> ofPart;
    for (const StoredTensor *t : named)
        if (startsWith(t->name, part))
            ofPart.push_back(t);
    if (ofPart.size() == 1)
        return *ofPart.front();
    std::vector<const StoredTensor *> all;
    for (const StoredTensor &t : tensors)
        all.push_back(&t);
    throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 holds %2 tensors and %3 T5 bias tables; name the "
                                                             "table (T5 bias tables: %4; all: %5)"),
                            path, std::to_string(tensors.size()), std::to_string(named.size()), listed(named),
                            listed(all)));
}

} // namespace

bool isT5BiasTensorName(const std::string &tensorName)
{
    static const std::string suffix = "relative_attention_bias.weight";
    return tensorName.size() >= suffix.size() &&
           tensorName.compare(tensorName.size() - suffix.size(), suffix.size(), suffix) == 0;
}

T5BiasTable readT5BiasTable(const std::string &path, const std::string &tensorName, bool bidirectional)
{
    const std::vector<StoredTensor> tensors = tensorsInFile(path);
    const StoredTensor &t = chosenTensor(tensors, path, tensorName, bidirectional);
    const std::string shown = t.name.empty() ? path : abbreviatedText(t.name);
    if (!t.unreadableType.empty())
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 is %2: a T5 bias table is F64, F32, F16 or "
                                                                 "BF16"),
                                shown, t.unreadableType));
    if (t.shape.size() != 2)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has shape %2: a T5 bias table is 2-D "
                                                                 "(num_buckets x heads)"),
                                shown, t.describe()));
    if (t.shape[0] == 0 || t.shape[1] == 0)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has shape %2: it is empty (a T5 bias table has "
                                                                 "a row per bucket and a column per head)"),
                                shown, t.describe()));
    const std::uint64_t buckets = t.shape[0], heads = t.shape[1];
    if (buckets % 2 != 0 || buckets < std::uint64_t(limits::minT5Buckets) || buckets > std::uint64_t(limits::maxT5Buckets))
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has %2 rows: a T5 bias table has a row per "
                                                                 "bucket (allowed even %3 .. %4)"),
                                shown, std::to_string(buckets), std::to_string(limits::minT5Buckets),
                                std::to_string(limits::maxT5Buckets)));
    if (heads < std::uint64_t(limits::minHeads) || heads > std::uint64_t(limits::maxHeads))
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has %2 columns: a T5 bias table has a column "
                                                                 "per head (allowed %3 .. %4)"),
                                shown, std::to_string(heads), std::to_string(limits::minHeads),
                                std::to_string(limits::maxHeads)));
    // The element reader of the learned tables (the same file forms); the table is small, so read whole.
    const LearnedTable stored = LearnedTable::open(path, t.name, 0);
    // Mapped anew: the shape read from the header above must still be the one mapped (a file replaced
    // in between would otherwise be read past its end).
    if (std::uint64_t(stored.rows()) != buckets || std::uint64_t(stored.dModel()) != heads)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 changed while it was read"), path));
    T5BiasTable table;
    table.tensor = t.name;
    table.biases.resize(int(buckets), int(heads));
    for (int b = 0; b < int(buckets); ++b)
        for (int h = 0; h < int(heads); ++h) {
            const double x = stored.value(b, h);
            if (!std::isfinite(x))
                throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1: the bias of bucket %2, head %3 is "
                                                                         "%4 (allowed: finite numbers)"),
                                        shown, std::to_string(b), std::to_string(h), std::to_string(x)));
            table.biases(b, h) = x;
        }
    return table;
}

} // namespace posenc
