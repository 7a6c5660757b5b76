#pragma once
/// \file heads.h
/// \brief The number of attention heads a score family may have: shared by every family with a value per head
/// (ALiBi's slopes, T5's bias table), so that none reads another's file for it.

#include <posenc/text/message.h>

#include <optional>

namespace posenc::limits {

/// Attention heads, 1 .. 128 (BLOOM-176B has 112, T5-11B 128).
inline constexpr int minHeads = 1;
inline constexpr int maxHeads = 128;

} // namespace posenc::limits

namespace posenc {

/// A message naming \a heads and the allowed range when it is outside minHeads … maxHeads, else nothing.
std::optional<Message> checkHeads(long long heads);
/// A message naming \a head and the allowed range when it is not one of 0 … heads − 1, else nothing.
std::optional<Message> checkHead(long long head, int heads);

} // namespace posenc
