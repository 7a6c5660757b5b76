#include <posenc/learned/safetensorsformat.h>

#include <posenc/io/fileerror.h>
#include <posenc/text/abbreviated.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <optional>
#include <set>

namespace posenc {

namespace {

/// The reference implementation's limit on N (safetensors' MAX_HEADER_SIZE).
constexpr std::uint64_t maxHeaderBytes = 100'000'000;
/// The levels the format nests: the header's object, a tensor's entry (or __metadata__), its shape or
/// data_offsets. A header nesting deeper is refused as it is parsed: a 100 MB header of 50 M levels cost
/// 3.8 GB as a document.
constexpr int maxDepth = 3;

template <class... Args> [[noreturn]] void fail(const char *text, Args &&...args)
{
    throw FileError(message(text, std::forward<Args>(args)...));
}

std::string offsetsText(std::uint64_t begin, std::uint64_t end)
{
    std::string s = "["; // appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on "[" + …
    s += std::to_string(begin);
    s += ", ";
    s += std::to_string(end);
    s += ']';
    return s;
}

/// A tensor's entry as the header gives it, checked once the whole header has parsed (a JSON error anywhere
/// is said first).
struct Entry
{
    StoredTensor tensor;        ///< its name and shape so far
    std::string dtype;
    bool wellFormed = true;     ///< an object with dtype a string, shape a list and data_offsets a list of two
    bool hasDtype = false, hasShape = false, hasOffsets = false;
    bool shapeWhole = true;     ///< every dimension a whole number
    bool offsetsWhole = true;
    std::size_t offsetCount = 0;
    std::uint64_t offsets[2] = {0, 0};
};

/// What each open container of the header is.
enum class Level
{
    Header,   ///< the top object: tensor names and __metadata__
    Metadata, ///< __metadata__: strings
    Entry,    ///< a tensor's object
    Shape,    ///< its shape: whole numbers
    Offsets,  ///< its data_offsets: two whole numbers
    Skipped,  ///< a value the format has no use for (a key it does not know, a malformed entry): not kept
};

/// Reads the header as nlohmann's parser walks it (SAX), keeping only the entries' dtype, shape and
/// data_offsets and the metadata's strings: no document is built, nothing deeper than the format nests is
/// followed, and a key twice in one object is found as it comes (nlohmann's parse callback rescanned the
/// parent of every object closed: quadratic in the tensors).
class HeaderReader
{
public:
    using Json = nlohmann::json;

    std::vector<Entry> entries;
    std::map<std::string, std::string> metadata;
    std::optional<Message> problem; ///< what stopped the parse, or a key twice (the first found)

    bool null() { return scalar(Kind::Other); }
    bool boolean(bool) { return scalar(Kind::Other); }
    bool number_integer(Json::number_integer_t) { return scalar(Kind::Other); }
    bool number_unsigned(Json::number_unsigned_t value)
    {
        m_unsigned = value;
        return scalar(Kind::Unsigned);
    }
    bool number_float(Json::number_float_t, const std::string &) { return scalar(Kind::Other); }
    bool string(std::string &value)
    {
        m_string = &value;
        return scalar(Kind::String);
    }
    bool binary(Json::binary_t &) { return scalar(Kind::Other); }

    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string &name)
    {
        switch (m_levels.back().level) {
        case Level::Header:
            if (name == "__metadata__" && m_metadataSeen)
                twice(name);
            m_key = name;
            break;
        case Level::Metadata:
            m_key = name;
            break;
        case Level::Entry: {
            Entry &e = entries.back();
            bool *seen = name == "dtype" ? &e.hasDtype : name == "shape" ? &e.hasShape : name == "data_offsets" ? &e.hasOffsets : nullptr;
            if (seen ? *seen : !m_keys.back().insert(name).second)
                twice(name);
            if (seen)
                *seen = true;
            m_key = name;
            break;
        }
        default:
            if (!m_keys.back().insert(name).second)
                twice(name);
            break;
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &error)
    {
        // "[json.exception.parse_error.101] parse error at line 1, column 4: syntax error … - invalid string:
        // ill-formed UTF-8 byte; last read: '…'; expected …": the reason, without the bytes read (they may
        // be anything) and the line and column (the position is said in bytes).
        std::string reason = error.what();
        if (const auto bracket = reason.find("] "); bracket != std::string::npos)
            reason.erase(0, bracket + 2);
        if (reason.rfind("parse error", 0) == 0)
            if (const auto colon = reason.find(": "); colon != std::string::npos)
                reason.erase(0, colon + 2);
        if (const auto read = reason.find("; last read: '"); read != std::string::npos) {
            const auto expected = reason.find("; expected ", read);
            reason.erase(read, expected == std::string::npos ? std::string::npos : expected - read);
        }
        // The parser's reasons are a few fixed phrases; "number overflow parsing '1e400'" quotes the number, of
        // any length.
        problem = message(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header is not valid JSON: at byte %1, %2"),
                          std::to_string(position > 0 ? position - 1 : 0), error.id == 406 ? abbreviatedText(reason) : reason);
        return false;
    }

private:
    enum class Kind
    {
        Unsigned,
        String,
        Other,
    };

    /// A value other than an object or a list, in the innermost open container.
    bool scalar(Kind kind)
    {
        switch (m_levels.back().level) {
        case Level::Header: // a tensor's entry that is not an object
            if (m_key == "__metadata__")
                return notStrings();
            startEntry().wellFormed = false;
            return true;
        case Level::Metadata:
            if (kind != Kind::String)
                return notStrings();
            if (!metadata.emplace(m_key, std::move(*m_string)).second)
                twice(m_key);
            return true;
        case Level::Entry: {
            Entry &e = entries.back();
            if (m_key == "dtype") {
                if (kind == Kind::String)
                    e.dtype = std::move(*m_string);
                else
                    e.wellFormed = false;
            } else if (m_key == "shape" || m_key == "data_offsets") {
                e.wellFormed = false;
            }
            return true;
        }
        case Level::Shape: {
            Entry &e = entries.back();
            if (e.tensor.shape.size() == maxStoredRank) {
                problem = message(POSENC_TRANSLATE_NOOP("posenc", "the shape of tensor %1 has more than %2 dimensions (allowed at most %2)"),
                                  abbreviatedText(e.tensor.name), std::to_string(maxStoredRank));
                return false;
            }
            if (kind == Kind::Unsigned)
                e.tensor.shape.push_back(m_unsigned);
            else
                e.shapeWhole = false;
            return true;
        }
        case Level::Offsets: {
            Entry &e = entries.back();
            if (kind != Kind::Unsigned)
                e.offsetsWhole = false;
            else if (e.offsetCount < 2)
                e.offsets[e.offsetCount] = m_unsigned;
            ++e.offsetCount;
            return true;
        }
        case Level::Skipped:
            return true;
        }
        return true;
    }

    /// An object (\a object) or a list begins.
    bool open(bool object)
    {
        if (m_levels.empty()) { // the header itself (it starts with '{')
            m_levels.push_back({Level::Header, false});
            return true;
        }
        if (int(m_levels.size()) == maxDepth) {
            problem = message(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header nests deeper than safetensors needs in "
                                                              "tensor %1 (allowed 3 levels: the header, a tensor's entry, its shape)"),
                              abbreviatedText(entries.back().tensor.name));
            return false;
        }
        Level next = Level::Skipped;
        switch (m_levels.back().level) {
        case Level::Header:
            if (m_key == "__metadata__") {
                if (!object)
                    return notStrings();
                m_metadataSeen = true;
                next = Level::Metadata;
            } else {
                Entry &e = startEntry();
                if (object)
                    next = Level::Entry;
                else
                    e.wellFormed = false;
            }
            break;
        case Level::Metadata:
            return notStrings();
        case Level::Entry: {
            Entry &e = entries.back();
            if (m_key == "shape" || m_key == "data_offsets") {
                if (object)
                    e.wellFormed = false;
                else
                    next = m_key == "shape" ? Level::Shape : Level::Offsets;
            } else if (m_key == "dtype") {
                e.wellFormed = false;
            }
            break;
        }
        default:
            break;
        }
        // The keys of an entry or of an object skipped are checked for repeats; the header's are once it has
        // parsed (a set of every tensor name is not needed), the metadata's by the map.
        const bool keyed = object && (next == Level::Entry || next == Level::Skipped);
        m_levels.push_back({next, keyed});
        if (keyed)
            m_keys.emplace_back();
        return true;
    }

    bool close()
    {
        if (m_levels.back().keyed)
            m_keys.pop_back();
        m_levels.pop_back();
        return true;
    }

    Entry &startEntry()
    {
        entries.emplace_back();
        entries.back().tensor.name = m_key;
        return entries.back();
    }

    bool notStrings()
    {
        problem = message(POSENC_TRANSLATE_NOOP("posenc", "__metadata__ is not an object of strings"));
        return false;
    }

    void twice(const std::string &name)
    {
        if (!problem)
            problem = message(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header names \"%1\" twice in one object"),
                              abbreviatedText(name));
    }

    struct Open
    {
        Level level;
        bool keyed; ///< an object whose keys m_keys holds
    };
    std::vector<Open> m_levels;                ///< the open containers, outermost first
    std::vector<std::set<std::string>> m_keys; ///< the keys seen in each open entry or skipped object
    std::string m_key;                         ///< the key whose value comes next
    std::string *m_string = nullptr;
    std::uint64_t m_unsigned = 0;
    bool m_metadataSeen = false;
};

} // namespace

SafetensorsContents readSafetensorsHeader(const unsigned char *data, std::size_t size)
{
    if (size < 8)
        fail(POSENC_TRANSLATE_NOOP("posenc", "file too short for a safetensors header length (%1 of 8 bytes)"),
             std::to_string(size));
    std::uint64_t n = 0;
    for (int b = 7; b >= 0; --b)
        n = (n << 8) | data[b];
    // Larger than the file: these 8 bytes are no length, and may be anything (the start of a token, a
    // password): not echoed.
    if (n > size - 8)
        fail(POSENC_TRANSLATE_NOOP("posenc", "not a .safetensors file: its first 8 bytes are not a header length that fits in its %1 bytes"),
             std::to_string(size));
    if (n > maxHeaderBytes)
        fail(POSENC_TRANSLATE_NOOP("posenc", "header length %1 larger than safetensors allows (100000000)"), std::to_string(n));
    const char *begin = reinterpret_cast<const char *>(data + 8);
    if (n == 0 || begin[0] != '{')
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header does not start with '{'"));
    if (const void *nul = std::memchr(begin, 0, n))
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header holds a NUL byte at byte %1 (JSON text has none)"),
             std::to_string(static_cast<const char *>(nul) - begin));
    HeaderReader reader;
    const bool parsed = nlohmann::json::sax_parse(begin, begin + n, &reader);
    // Not JSON (invalid UTF-8, NaN, 1e400, cut short …): where and why, as nlohmann's parser says it.
    if (!parsed && !reader.problem)
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header is not valid JSON"));
    // A key twice in one object is refused, as the reference reader (serde) does: within an entry as it was
    // read, among the tensor names here.
    if (reader.problem)
        throw FileError(*reader.problem);
    {
        std::vector<const std::string *> names;
        names.reserve(reader.entries.size());
        for (const Entry &e : reader.entries)
            names.push_back(&e.tensor.name);
        std::sort(names.begin(), names.end(), [](const std::string *a, const std::string *b) { return *a < *b; });
        const auto twice = std::adjacent_find(names.begin(), names.end(),
                                              [](const std::string *a, const std::string *b) { return *a == *b; });
        if (twice != names.end())
            fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header names \"%1\" twice in one object"), abbreviatedText(**twice));
    }

    const std::uint64_t buffer = size - 8 - n;
    const std::uint64_t dataStart = 8 + n;
    const std::map<std::string, StoredType> readable{
        {"F16", StoredType::F16}, {"BF16", StoredType::BF16}, {"F32", StoredType::F32}, {"F64", StoredType::F64}};
    // The format's other types (bytes per element): listed, checked, not readable as a table (a BERT
    // checkpoint's I64 position_ids beside its F32 position table).
    const std::map<std::string, std::size_t> other{{"BOOL", 1}, {"U8", 1},  {"I8", 1},      {"U16", 2},
                                                   {"I16", 2},  {"U32", 4}, {"I32", 4},     {"U64", 8},
                                                   {"I64", 8},  {"C64", 8}, {"F8_E5M2", 1}, {"F8_E4M3", 1},
                                                   {"F8_E8M0", 1}};
    SafetensorsContents contents;
    contents.metadata = std::move(reader.metadata);
    contents.tensors.reserve(reader.entries.size());
    for (Entry &e : reader.entries) {
        StoredTensor &t = e.tensor;
        const std::string name = abbreviatedText(t.name); // a name of 10 MB is quoted as a line
        if (!e.wellFormed || !e.hasDtype || !e.hasShape || !e.hasOffsets || e.offsetCount != 2)
            fail(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 lacks its dtype, shape or data_offsets [begin, end]"), name);
        const auto type = readable.find(e.dtype);
        const auto otherType = other.find(e.dtype);
        if (type == readable.end() && otherType == other.end())
            fail(POSENC_TRANSLATE_NOOP("posenc", "unknown dtype %1 of tensor %2 (tables are F64, F32, F16 or BF16)"),
                 abbreviatedText(e.dtype), name);
        if (type != readable.end())
            t.type = type->second;
        else
            t.unreadableType = e.dtype;
        if (!e.shapeWhole)
            fail(POSENC_TRANSLATE_NOOP("posenc", "the shape of tensor %1 is not a list of whole numbers"), name);
        if (!e.offsetsWhole)
            fail(POSENC_TRANSLATE_NOOP("posenc", "the data_offsets of tensor %1 are not whole numbers"), name);
        const std::uint64_t first = e.offsets[0], last = e.offsets[1];
        if (first > last || last > buffer)
            fail(POSENC_TRANSLATE_NOOP("posenc", "data_offsets %1 of %2 outside the buffer (%3 bytes)"), offsetsText(first, last),
                 name, std::to_string(buffer));
        bool overflow = false;
        const std::uint64_t bytes =
            shapeBytes(t.shape, t.unreadableType.empty() ? storedTypeSize(t.type) : otherType->second, overflow);
        if (overflow || bytes != last - first)
            fail(POSENC_TRANSLATE_NOOP("posenc", "tensor %1: %2 needs %3 bytes but data_offsets %4 hold a different number"), name,
                 t.describe(), overflow ? std::string("more than 2^62") : std::to_string(bytes), offsetsText(first, last));
        t.offset = dataStart + first;
        t.bytes = bytes;
        contents.tensors.push_back(std::move(t));
    }
    // Contiguous, as the validator demands: sorted by offset, each starts where the previous ended, and the
    // last ends at the end of the buffer.
    std::sort(contents.tensors.begin(), contents.tensors.end(),
              [](const StoredTensor &a, const StoredTensor &b) { return std::pair(a.offset, a.bytes) < std::pair(b.offset, b.bytes); });
    std::uint64_t expected = dataStart;
    for (const StoredTensor &t : contents.tensors) {
        if (t.offset != expected)
            fail(POSENC_TRANSLATE_NOOP("posenc", "the tensors' data is not contiguous: %1 starts at byte %2 of the buffer, not %3"),
                 abbreviatedText(t.name), std::to_string(t.offset - dataStart), std::to_string(expected - dataStart));
        expected = t.offset + t.bytes;
    }
    if (expected != size)
        fail(POSENC_TRANSLATE_NOOP("posenc", "the tensors' data ends at byte %1 of the buffer, which has %2 bytes"),
             std::to_string(expected - dataStart), std::to_string(buffer));
    return contents;
}

} // namespace posenc
