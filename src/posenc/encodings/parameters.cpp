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

std::optional<std::string> checkRange(const char *name, long long value, long long low, long long high)
{
    if (value >= low && value <= high)
        return std::nullopt;
    return std::string(name) + " = " + std::to_string(value) + " is out of range (allowed " +
           std::to_string(low) + " .. " + std::to_string(high) + ")";
}

} // namespace

std::optional<std::string> checkDModel(long long dModel)
{
    return checkRange("d_model", dModel, limits::minDModel, limits::maxDModel);
}

std::optional<std::string> checkLength(long long length)
{
    return checkRange("length L", length, limits::minLength, limits::maxLength);
}

std::optional<std::string> checkBase(double base)
{
    // Written so that NaN fails too.
    if (base > 1.0 && base <= limits::maxBase)
        return std::nullopt;
    return "base = " + formatNumber(base) + " is out of range (allowed: " + describeBaseRange() + ")";
}

std::string describeBaseRange()
{
    return "finite, greater than 1, at most " + formatNumber(limits::maxBase);
}

std::optional<std::string> checkFirstPosition(long long firstPosition)
{
    return checkRange("first position", firstPosition, limits::minFirstPosition, limits::maxFirstPosition);
}

std::optional<std::string> checkPaddingIdx(long long paddingIdx)
{
    return checkRange("padding_idx", paddingIdx, limits::minPaddingIdx, limits::maxPaddingIdx);
}

std::optional<std::string> checkPosition(long long position, int firstPosition, int length)
{
    return checkRange("position pos", position, firstPosition,
                      static_cast<long long>(firstPosition) + length - 1);
}

std::optional<std::string> checkAttentionTokens(long long tokens)
{
    if (tokens >= limits::minAttentionTokens && tokens <= limits::maxAttentionTokens)
        return std::nullopt;
    return "the sentence has " + std::to_string(tokens) + " tokens, out of range (allowed " +
           std::to_string(limits::minAttentionTokens) + " .. " + std::to_string(limits::maxAttentionTokens) +
           " for the attention view)";
}

std::optional<std::string> checkOffset(long long offset, int length)
{
    return checkRange("offset k", offset, -static_cast<long long>(length), length);
}

} // namespace posenc
