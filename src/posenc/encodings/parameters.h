#pragma once
/// \file parameters.h
/// \brief The allowed ranges of every parameter (d_model, L, base, first position, pos, k) and their checks.
///
/// Every range the app, the command line and the core accept is defined here, once, so that a message
/// about a bad value always names the same range.

#include <posenc/text/message.h>

#include <optional>
#include <stdexcept>
#include <string>

namespace posenc {

/// Allowed ranges (inclusive) of the encoding parameters.
namespace limits {
inline constexpr int minDModel = 1;
inline constexpr int maxDModel = 4096;
inline constexpr int minLength = 1;
inline constexpr int maxLength = 4096;
inline constexpr int minFirstPosition = 0;
inline constexpr int maxFirstPosition = 1'000'000;
/// fairseq's padding_idx: its first position padding_idx + 1 stays within the first positions.
inline constexpr int minPaddingIdx = 0;
inline constexpr int maxPaddingIdx = maxFirstPosition - 1;
/// base must be > 1 (so that the frequencies fall with i) and finite; this is the largest accepted.
inline constexpr double maxBase = 1e12;
/// Tokens of each sentence of the attention demonstration: its head costs about n * d_model^2, and an
/// n x n grid of weights is unreadable well before 32 (d_model 4096, 32 tokens: about 0.8 s).
inline constexpr int minAttentionTokens = 1;
inline constexpr int maxAttentionTokens = 32;
} // namespace limits

/// Thrown by the core when it is handed a parameter outside its allowed range. what() names the parameter,
/// the value and the allowed range in English; message() is the same for the edge to translate.
class ParameterError : public std::invalid_argument
{
public:
    explicit ParameterError(Message message) : std::invalid_argument(message.str()), m_message(std::move(message)) {}
    const Message &message() const { return m_message; }

private:
    Message m_message;
};

/// Each returns std::nullopt when the value is allowed, otherwise a one-line message (text/message.h) such as
/// "d_model = 0 is out of range (allowed 1 .. 4096)".
std::optional<Message> checkDModel(long long dModel);
std::optional<Message> checkLength(long long length);
std::optional<Message> checkBase(double base);
/// The allowed range of a base as words: "finite, greater than 1, at most 1e+12".
Message describeBaseRange();
std::optional<Message> checkFirstPosition(long long firstPosition);
/// "padding_idx = -2 is out of range (allowed 0 .. 999999)".
std::optional<Message> checkPaddingIdx(long long paddingIdx);
/// Checks a selected position against the rows [firstPosition, firstPosition + length - 1].
std::optional<Message> checkPosition(long long position, int firstPosition, int length);
/// Checks the token count of one sentence of the attention demonstration: "the sentence has 40 tokens
/// (allowed 1 .. 32 for the attention view)".
std::optional<Message> checkAttentionTokens(long long tokens);
/// Checks an offset k against [-length, length].
std::optional<Message> checkOffset(long long offset, int length);

} // namespace posenc
