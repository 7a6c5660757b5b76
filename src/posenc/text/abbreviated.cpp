#include <posenc/text/abbreviated.h>

namespace posenc {

namespace {

bool continuation(char c)
{
    return (static_cast<unsigned char>(c) & 0xc0) == 0x80;
}

} // namespace

std::size_t characterBoundary(std::string_view text, std::size_t bytes)
{
    if (bytes >= text.size())
        return text.size();
    while (bytes > 0 && continuation(text[bytes]))
        --bytes;
    return bytes;
}

std::string abbreviatedText(std::string_view text)
{
    constexpr std::size_t head = 48, tail = 16;
    std::size_t characters = 0;
    for (const char c : text)
        characters += continuation(c) ? 0 : 1;
    if (characters <= abbreviatedMaxCharacters)
        return std::string(text);
    // The byte where character 48 starts, and where the last 16 start.
    std::size_t headEnd = 0;
    for (std::size_t seen = 0; headEnd < text.size(); ++headEnd)
        if (!continuation(text[headEnd]) && seen++ == head)
            break;
    std::size_t tailStart = text.size();
    for (std::size_t seen = 0; tailStart > 0 && seen < tail;)
        if (!continuation(text[--tailStart]))
            ++seen;
    return std::string(text.substr(0, headEnd)) + " … " + std::string(text.substr(tailStart)) + " (" +
           std::to_string(characters) + " characters)";
}

} // namespace posenc
