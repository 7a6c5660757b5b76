#include <posenc/encodings/parameters.h>

#include <charconv>
#include <cmath>

namespace posenc {

namespace {

/// Shortest text that reads back as \a value ("1e-05", "10000", "1e+12"), as the user would type it.
std::string formatNumber(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

/// \a text: "NAME = %1 is out of range (allowed %2 .. %3)", one template per name (each translated whole).
std::optional<Message> checkRange(const char *text, long long value, long long low, long long high)
{
    if (value >= low && value <= high)
        return std::nullopt;
    return message(text, std::to_string(value), std::to_string(low), std::to_string(high));
}

} // namespace

std::optional<Message> checkDModel(long long dModel)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "d_model = %1 is out of range (allowed %2 .. %3)"), dModel, limits::minDModel, limits::maxDModel);
}

std::optional<Message> checkLength(long long length)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "length L = %1 is out of range (allowed %2 .. %3)"), length, limits::minLength, limits::maxLength);
}

std::optional<Message> checkBase(double base)
{
    // Written so that NaN fails too.
    if (base > 1.0 && base <= limits::maxBase)
        return std::nullopt;
    return message(POSENC_TRANSLATE_NOOP("posenc", "base = %1 is out of range (allowed: finite, greater than 1, at most %2)"),
                   formatNumber(base), formatNumber(limits::maxBase));
}

Message describeBaseRange()
{
    return message(POSENC_TRANSLATE_NOOP("posenc", "finite, greater than 1, at most %1"), formatNumber(limits::maxBase));
}

std::optional<Message> checkFirstPosition(long long firstPosition)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "first position = %1 is out of range (allowed %2 .. %3)"), firstPosition, limits::minFirstPosition, limits::maxFirstPosition);
}

std::optional<Message> checkPaddingIdx(long long paddingIdx)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "padding_idx = %1 is out of range (allowed %2 .. %3)"), paddingIdx, limits::minPaddingIdx, limits::maxPaddingIdx);
}

std::optional<Message> checkPosition(long long position, int firstPosition, int length)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "position pos = %1 is out of range (allowed %2 .. %3)"), position, firstPosition,
                      static_cast<long long>(firstPosition) + length - 1);
}

std::optional<Message> checkAttentionTokens(long long tokens)
{
    if (tokens >= limits::minAttentionTokens && tokens <= limits::maxAttentionTokens)
        return std::nullopt;
    return message(POSENC_TRANSLATE_NOOP("posenc",
                                         "the sentence has %1 tokens, out of range (allowed %2 .. %3 for the attention view)"),
                   std::to_string(tokens), std::to_string(limits::minAttentionTokens),
                   std::to_string(limits::maxAttentionTokens));
}

std::optional<Message> checkOffset(long long offset, int length)
{
    return checkRange(POSENC_TRANSLATE_NOOP("posenc", "offset k = %1 is out of range (allowed %2 .. %3)"), offset, -static_cast<long long>(length), length);
}

} // namespace posenc
