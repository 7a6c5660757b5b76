#include <posenc/learned/npyformat.h>

#include <posenc/io/fileerror.h>

#include <cctype>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <variant>

namespace posenc {

namespace {

constexpr unsigned char magic[] = {0x93, 'N', 'U', 'M', 'P', 'Y'};

[[noreturn]] void badHeader(const std::string &detail)
{
    throw FileError(message(POSENC_TRANSLATE_NOOP(
                                "posenc", "the .npy header is not the dict literal of 'descr', 'fortran_order' and "
                                          "'shape' (numpy format.py): %1"),
                            detail));
}

/// A value of the header's dict: a string, True/False, or a tuple of whole numbers.
using Value = std::variant<std::string, bool, std::vector<std::uint64_t>>;

/// The header's Python literal, read token by token (only what format.py writes; nothing evaluated).
class HeaderParser
{
public:
    explicit HeaderParser(std::string text) : m_text(std::move(text)) {}

    std::map<std::string, Value> dict()
    {
        std::map<std::string, Value> entries;
        expect('{');
        while (!peekIs('}')) {
            const std::string key = string();
            expect(':');
            if (entries.count(key))
                badHeader("key '" + key + "' twice");
            entries[key] = value();
            if (!peekIs(','))
                break;
            expect(',');
        }
        expect('}');
        skipSpace();
        if (m_at != m_text.size())
            badHeader("text after the closing brace");
        return entries;
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
    }
    bool peekIs(char c)
    {
        skipSpace();
        return m_at < m_text.size() && m_text[m_at] == c;
    }
    void expect(char c)
    {
        if (!peekIs(c))
            badHeader(std::string("expected '") + c + "' at character " + std::to_string(m_at));
        ++m_at;
    }
    std::string string()
    {
        skipSpace();
        if (m_at >= m_text.size() || (m_text[m_at] != '\'' && m_text[m_at] != '"'))
            badHeader("expected a quoted string at character " + std::to_string(m_at));
        const char quote = m_text[m_at++];
        const std::size_t end = m_text.find(quote, m_at);
        if (end == std::string::npos || m_text.find('\\', m_at) < end)
            badHeader("a string without its closing quote");
        std::string s = m_text.substr(m_at, end - m_at);
        m_at = end + 1;
        return s;
    }
    std::uint64_t number()
    {
        skipSpace();
        std::uint64_t n = 0;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_at]))) {
            const unsigned digit = static_cast<unsigned>(m_text[m_at] - '0');
            if (n > (std::uint64_t(1) << 62) / 10)
                badHeader("a dimension too large");
            n = n * 10 + digit;
            ++m_at;
        }
        if (m_at == start)
            badHeader("expected a whole number at character " + std::to_string(m_at));
        if (m_at - start > 1 && m_text[start] == '0') // Python 3 has no 03
            badHeader("a number with a leading zero at character " + std::to_string(start));
        if (m_at < m_text.size() && m_text[m_at] == 'L') // Python 2's long, as old files write it
            ++m_at;
        return n;
    }
    Value value()
    {
        skipSpace();
        if (m_at >= m_text.size())
            badHeader("the header ends inside the dict");
        const char c = m_text[m_at];
        if (c == '\'' || c == '"')
            return string();
        if (c == '(') {
            ++m_at;
            // Counted, kept up to maxStoredRank: a tuple of a million dimensions is refused, not held.
            std::vector<std::uint64_t> tuple;
            std::size_t dimensions = 0;
            while (!peekIs(')')) {
                const std::uint64_t n = number();
                if (++dimensions <= maxStoredRank)
                    tuple.push_back(n);
                if (!peekIs(','))
                    break;
                expect(',');
            }
            expect(')');
            if (dimensions > maxStoredRank)
                throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "the .npy shape has %1 dimensions (allowed at most %2)"),
                                        std::to_string(dimensions), std::to_string(maxStoredRank)));
            return tuple;
        }
        if (c == '[')
            badHeader("a list where a string or a tuple belongs (a list for 'descr' is a structured dtype, not a "
                      "table of numbers)");
        for (const auto &[word, truth] : {std::pair{"True", true}, std::pair{"False", false}}) {
            const std::size_t n = std::strlen(word);
            if (m_text.compare(m_at, n, word) == 0) {
                m_at += n;
                return truth;
            }
        }
        badHeader("an unexpected value at character " + std::to_string(m_at));
    }

    std::string m_text;
    std::size_t m_at = 0;
};

std::uint32_t littleEndian(const unsigned char *p, int bytes)
{
    std::uint32_t v = 0;
    for (int b = bytes - 1; b >= 0; --b)
        v = (v << 8) | p[b];
    return v;
}

} // namespace

StoredTensor readNpyHeader(const unsigned char *data, std::size_t size)
{
    if (size < sizeof magic || std::memcmp(data, magic, sizeof magic) != 0)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "not a .npy file: it does not start with \\x93NUMPY")));
    if (size < 10)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "file truncated inside the .npy header (%1 bytes)"),
                                std::to_string(size)));
    const int major = data[6], minor = data[7];
    if ((major != 1 && major != 2 && major != 3) || minor != 0)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "unsupported .npy version %1.%2 (allowed 1.0, 2.0, 3.0)"),
                                std::to_string(major), std::to_string(minor)));
    const int lengthBytes = major == 1 ? 2 : 4;
    const std::size_t start = 8 + static_cast<std::size_t>(lengthBytes);
    if (size < start)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "file truncated inside the .npy header (%1 bytes)"),
                                std::to_string(size)));
    const std::uint64_t headerLength = littleEndian(data + 8, lengthBytes);
    if (headerLength > size - start)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "header length %1 larger than the file (%2 bytes after the length field)"),
                                std::to_string(headerLength), std::to_string(size - start)));
    std::map<std::string, Value> entries =
        HeaderParser(std::string(reinterpret_cast<const char *>(data + start), headerLength)).dict();
    if (entries.size() != 3 || !entries.count("descr") || !entries.count("fortran_order") || !entries.count("shape"))
        badHeader("its keys must be exactly 'descr', 'fortran_order' and 'shape'");
    const auto *descr = std::get_if<std::string>(&entries["descr"]);
    const auto *fortran = std::get_if<bool>(&entries["fortran_order"]);
    const auto *shape = std::get_if<std::vector<std::uint64_t>>(&entries["shape"]);
    if (!descr || !fortran || !shape)
        badHeader("'descr' must be a string, 'fortran_order' True or False, 'shape' a tuple");

    StoredTensor t;
    if (descr->size() >= 2 && (*descr)[1] == 'O')
        throw FileError(message(POSENC_TRANSLATE_NOOP(
                                    "posenc", "object arrays (pickle) are not supported: dtype %1 (the file is not unpickled)"),
                                *descr));
    const std::map<std::string, StoredType> types{{"f2", StoredType::F16}, {"f4", StoredType::F32}, {"f8", StoredType::F64}};
    const auto type = descr->size() == 3 ? types.find(descr->substr(1)) : types.end();
    const char order = descr->empty() ? '?' : (*descr)[0];
    if (type == types.end() || (order != '<' && order != '>' && order != '='))
        throw FileError(message(POSENC_TRANSLATE_NOOP(
                                    "posenc", "unsupported dtype %1 (allowed float16, float32, float64: '<f2', '<f4', '<f8', "
                                              "either byte order)"),
                                *descr));
    t.type = type->second;
    t.bigEndian = order == '>'; // '=' is the writer's native order: little-endian on every machine numpy runs on here
    t.fortranOrder = *fortran;
    t.shape = *shape;
    t.offset = start + headerLength;
    bool overflow = false;
    t.bytes = shapeBytes(t.shape, storedTypeSize(t.type), overflow);
    if (overflow)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "shape %1 is too large"), t.describe()));
    if (t.bytes > size - t.offset)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "file truncated (expected %1 data bytes, found %2)"),
                                std::to_string(t.bytes), std::to_string(size - t.offset)));
    return t;
}

} // namespace posenc
