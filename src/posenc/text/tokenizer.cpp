#include <posenc/text/tokenizer.h>

namespace posenc {

namespace {

struct Decoded
{
    char32_t codePoint;
    std::size_t length; // bytes consumed, at least 1
};

/// Decodes one UTF-8 sequence at \a at; a malformed byte decodes as U+FFFD of length 1.
Decoded decodeUtf8(std::string_view text, std::size_t at)
{
    constexpr Decoded invalid{0xFFFD, 1};
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead < 0x80)
        return {lead, 1};
    std::size_t length = 0;
    char32_t cp = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        cp = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        cp = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        cp = lead & 0x07;
    } else {
        return invalid;
    }
    if (at + length > text.size())
        return invalid;
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[at + k]);
        if ((next & 0xC0) != 0x80)
            return invalid;
        cp = (cp << 6) | (next & 0x3F);
    }
    return {cp, length};
}

bool isSpace(char32_t cp)
{
    return cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' || cp == U'\v' || cp == U'\f' ||
           cp == 0x00A0 || cp == 0x3000; // no-break space, ideographic space
}

} // namespace

bool isPerCharacterScript(char32_t cp)
{
    return (cp >= 0x3000 && cp <= 0x303F)     // CJK symbols and punctuation
           || (cp >= 0x3040 && cp <= 0x30FF)  // Hiragana, Katakana
           || (cp >= 0x3400 && cp <= 0x4DBF)  // CJK extension A
           || (cp >= 0x4E00 && cp <= 0x9FFF)  // CJK unified ideographs
           || (cp >= 0xF900 && cp <= 0xFAFF)  // CJK compatibility ideographs
           || (cp >= 0xFF00 && cp <= 0xFFEF)  // half-width and full-width forms
           || (cp >= 0x20000 && cp <= 0x3FFFF); // CJK extensions B and later
}

std::vector<std::string> tokenize(std::string_view text)
{
    std::vector<std::string> tokens;
    std::string run; // the current run of characters that stay together
    auto flush = [&] {
        if (!run.empty())
            tokens.push_back(std::move(run));
        run.clear();
    };
    for (std::size_t at = 0; at < text.size();) {
        const Decoded d = decodeUtf8(text, at);
        const std::string_view bytes = text.substr(at, d.length);
        at += d.length;
        if (isSpace(d.codePoint)) {
            flush();
        } else if (isPerCharacterScript(d.codePoint)) {
            flush();
            tokens.emplace_back(bytes);
        } else {
            run.append(bytes);
        }
    }
    flush();
    return tokens;
}

} // namespace posenc
