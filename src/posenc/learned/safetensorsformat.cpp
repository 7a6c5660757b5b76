#include <posenc/learned/safetensorsformat.h>

#include <posenc/io/fileerror.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <set>

namespace posenc {

namespace {

/// The reference implementation's limit on N (safetensors' MAX_HEADER_SIZE).
constexpr std::uint64_t maxHeaderBytes = 100'000'000;

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

} // namespace

SafetensorsContents readSafetensorsHeader(const unsigned char *data, std::size_t size)
{
    if (size < 8)
        fail(POSENC_TRANSLATE_NOOP("posenc", "file too short for a safetensors header length (%1 of 8 bytes)"),
             std::to_string(size));
    std::uint64_t n = 0;
    for (int b = 7; b >= 0; --b)
        n = (n << 8) | data[b];
    if (n > size - 8)
        fail(POSENC_TRANSLATE_NOOP("posenc", "header length %1 larger than the file (%2 bytes after the 8-byte length)"),
             std::to_string(n), std::to_string(size - 8));
    if (n > maxHeaderBytes)
        fail(POSENC_TRANSLATE_NOOP("posenc", "header length %1 larger than safetensors allows (100000000)"), std::to_string(n));
    const char *begin = reinterpret_cast<const char *>(data + 8);
    if (n == 0 || begin[0] != '{')
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header does not start with '{'"));
    if (const void *nul = std::memchr(begin, 0, n))
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header holds a NUL byte at byte %1 (JSON text has none)"),
             std::to_string(static_cast<const char *>(nul) - begin));
    // A key twice in one object is refused, as the reference reader (serde) does; nlohmann keeps the last.
    std::vector<std::set<std::string>> keys; // the keys seen in each open object
    std::string duplicate;
    const auto noDuplicates = [&](int, nlohmann::json::parse_event_t event, nlohmann::json &parsed) {
        switch (event) {
        case nlohmann::json::parse_event_t::object_start:
            keys.emplace_back();
            break;
        case nlohmann::json::parse_event_t::object_end:
            if (!keys.empty())
                keys.pop_back();
            break;
        case nlohmann::json::parse_event_t::key:
            if (!keys.empty() && !keys.back().insert(parsed.get<std::string>()).second && duplicate.empty())
                duplicate = parsed.get<std::string>();
            break;
        default:
            break;
        }
        return true;
    };
    const nlohmann::json header = nlohmann::json::parse(begin, begin + n, noDuplicates, false);
    if (header.is_discarded() || !header.is_object())
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header is not a JSON object"));
    if (!duplicate.empty())
        fail(POSENC_TRANSLATE_NOOP("posenc", "the safetensors header names \"%1\" twice in one object"), duplicate);

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
    for (const auto &[name, entry] : header.items()) {
        if (name == "__metadata__") {
            if (!entry.is_object())
                fail(POSENC_TRANSLATE_NOOP("posenc", "__metadata__ is not an object of strings"));
            for (const auto &[key, value] : entry.items()) {
                if (!value.is_string())
                    fail(POSENC_TRANSLATE_NOOP("posenc", "__metadata__ is not an object of strings"));
                contents.metadata[key] = value.get<std::string>();
            }
            continue;
        }
        if (!entry.is_object() || !entry.contains("dtype") || !entry.contains("shape") || !entry.contains("data_offsets") ||
            !entry["dtype"].is_string() || !entry["shape"].is_array() || !entry["data_offsets"].is_array() ||
            entry["data_offsets"].size() != 2)
            fail(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 lacks its dtype, shape or data_offsets [begin, end]"), name);
        StoredTensor t;
        t.name = name;
        const std::string dtype = entry["dtype"].get<std::string>();
        const auto type = readable.find(dtype);
        const auto otherType = other.find(dtype);
        if (type == readable.end() && otherType == other.end())
            fail(POSENC_TRANSLATE_NOOP("posenc", "unknown dtype %1 of tensor %2 (tables are F64, F32, F16 or BF16)"), dtype, name);
        if (type != readable.end())
            t.type = type->second;
        else
            t.unreadableType = dtype;
        for (const nlohmann::json &d : entry["shape"]) {
            if (!d.is_number_unsigned())
                fail(POSENC_TRANSLATE_NOOP("posenc", "the shape of tensor %1 is not a list of whole numbers"), name);
            t.shape.push_back(d.get<std::uint64_t>());
        }
        const nlohmann::json &offsets = entry["data_offsets"];
        if (!offsets[0].is_number_unsigned() || !offsets[1].is_number_unsigned())
            fail(POSENC_TRANSLATE_NOOP("posenc", "the data_offsets of tensor %1 are not whole numbers"), name);
        const std::uint64_t first = offsets[0].get<std::uint64_t>(), last = offsets[1].get<std::uint64_t>();
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
                 t.name, std::to_string(t.offset - dataStart), std::to_string(expected - dataStart));
        expected = t.offset + t.bytes;
    }
    if (expected != size)
        fail(POSENC_TRANSLATE_NOOP("posenc", "the tensors' data ends at byte %1 of the buffer, which has %2 bytes"),
             std::to_string(expected - dataStart), std::to_string(buffer));
    return contents;
}

} // namespace posenc
