#pragma once
/// \file abbreviated.h
/// \brief UTF-8 text as the core's messages quote it: whole when short, else its first and last characters
/// and its length (the rule of the edge's abbreviated(), ui/state/abbreviated.h), so that a key of 10 MB
/// gives a line, not 10 MB; and where text may be cut without splitting a character.

#include <cstddef>
#include <string>
#include <string_view>

namespace posenc {

/// At most this many characters of a text are quoted whole.
inline constexpr std::size_t abbreviatedMaxCharacters = 80;

/// The largest length of at most \a bytes bytes at which \a text (UTF-8) may be cut: never inside a
/// character.
std::size_t characterBoundary(std::string_view text, std::size_t bytes);

/// \a text when it has at most abbreviatedMaxCharacters characters (Unicode code points); else its first 48
/// and last 16 characters around " … " and "(N characters)", N the whole length, e.g.
/// "xxxx … xxxx (10000000 characters)". A character is never cut in half.
std::string abbreviatedText(std::string_view text);

} // namespace posenc
