#include <posenc/models/configvalues.h>

#include <posenc/io/fileerror.h>
#include <posenc/text/abbreviated.h>

#include <charconv>
#include <cmath>

namespace posenc::configjson {

namespace {
/// Appends \a s to \a out as a JSON string, escaped as dump() escapes it, until \a out passes \a limit bytes.
void appendString(const std::string &s, std::string &out, std::size_t limit)
{
    out += '"';
    for (const char c : s) {
        if (out.size() > limit)
            return;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xf];
                out += hex[c & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

/// Appends \a value's compact JSON text (dump()'s) to \a out until \a out passes \a limit bytes. Every level
/// writes a byte before it enters the next, so a value nested 100 000 deep is followed \a limit levels at
/// most (dump() walked every level, recursively, and overflowed the stack).
void appendJson(const Json &value, std::string &out, std::size_t limit)
{
    if (out.size() > limit)
        return;
    switch (value.type()) {
    case Json::value_t::array: {
        out += '[';
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (out.size() > limit)
                return;
            if (it != value.begin())
                out += ',';
            appendJson(*it, out, limit);
        }
        out += ']';
        return;
    }
    case Json::value_t::object:
        out += '{';
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (out.size() > limit)
                return;
            if (it != value.begin())
                out += ',';
            appendString(it.key(), out, limit);
            out += ':';
            appendJson(it.value(), out, limit);
        }
        out += '}';
        return;
    case Json::value_t::string:
        appendString(value.get_ref<const std::string &>(), out, limit);
        return;
    default:
        out += value.dump(); // a number, true, false, null: a few characters
        return;
    }
}

} // namespace

[[noreturn]] void fail(Message m)
{
    throw FileError(std::move(m));
}

std::string text(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

/// A value as a message shows it: its JSON text, at most 60 bytes, cut between two characters.
std::string shown(const Json &value)
{
    constexpr std::size_t most = 60, cut = 57;
    std::string s;
    appendJson(value, s, most);
    if (s.size() <= most)
        return s;
    s.resize(characterBoundary(s, cut));
    return s + "...";
}

/// \a key of \a object as a finite number, or nullopt when absent or null.
std::optional<double> number(const Json &object, const char *key, const std::string &where)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    if (!it->is_number() || !std::isfinite(it->get<double>()))
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 is %3 (allowed: a number)"), where, key, shown(*it)));
    return it->get<double>();
}

/// \a key as a whole number within \a low … \a high, or nullopt when absent or null.
std::optional<long long> whole(const Json &object, const char *key, const std::string &where, long long low, long long high)
{
    const auto value = number(object, key, where);
    if (!value)
        return std::nullopt;
    if (*value != std::trunc(*value) || *value < double(low) || *value > double(high))
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 = %3 is out of range (allowed whole numbers %4 .. %5)"),
                     where, key, text(*value), std::to_string(low), std::to_string(high)));
    return static_cast<long long>(*value);
}

std::vector<double> numbers(const Json &object, const char *key, const std::string &where)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    if (!it->is_array())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 is %3 (allowed: a list of numbers)"), where, key,
                     shown(*it)));
    std::vector<double> out;
    for (const Json &x : *it) {
        if (!x.is_number() || !std::isfinite(x.get<double>()))
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 holds %3 (allowed: a list of numbers)"), where,
                         key, shown(x)));
        out.push_back(x.get<double>());
    }
    return out;
}

} // namespace posenc::configjson
