#pragma once
/// \file tokenizer.h
/// \brief Splits a sentence into tokens the way the seed notes count them.
///
/// Rule: split on white space; inside a word, every character of a script written without spaces
/// (Han ideographs, Hiragana, Katakana, CJK and full-width punctuation) is a token of its own, while
/// runs of other characters stay together. So "I love you" gives 3 tokens, "我是一条狗" gives 5, and
/// "GPT模型" gives "GPT", "模", "型". This is a teaching tokenizer, not a subword (BPE) tokenizer.

#include <string>
#include <string_view>
#include <vector>

namespace posenc {

/// Tokens of \a utf8Text, in order, each as UTF-8. Invalid UTF-8 bytes are kept (as part of a
/// non-CJK run), never dropped. Returns an empty list for empty or all-space text. Never throws
/// except std::bad_alloc.
std::vector<std::string> tokenize(std::string_view utf8Text);

/// True for code points that form a token on their own (scripts written without spaces).
bool isPerCharacterScript(char32_t codePoint);

} // namespace posenc
