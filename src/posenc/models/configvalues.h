#pragma once
/// \file configvalues.h
/// \brief Reading one value of a config.json (parsed by nlohmann-json) with the checks every key gets: a number,
/// a whole number within a range, a list of numbers; each refusal a FileError naming the key, the value found
/// (shown(), at most 60 bytes whatever the value's size or depth) and what is allowed. Shared by the readers of
/// the RoPE keys (modelconfig.cpp) and the per-layer and multimodal keys (modernkeys.cpp).

#include <posenc/text/message.h>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace posenc::configjson {

using Json = nlohmann::json;

/// Throws FileError(\a m).
[[noreturn]] void fail(Message m);
/// The shortest text that reads back as \a value.
std::string text(double value);
/// A value as a message shows it: its JSON text, at most 60 bytes, cut between two characters.
std::string shown(const Json &value);
/// \a key of \a object as a finite number, or nullopt when absent or null. \a where prefixes the key in
/// messages ("rope_scaling."). \throws FileError when it is something else.
std::optional<double> number(const Json &object, const char *key, const std::string &where);
/// \a key as a whole number within \a low … \a high, or nullopt when absent or null. \throws FileError.
std::optional<long long> whole(const Json &object, const char *key, const std::string &where, long long low,
                               long long high);
/// \a key as a list of finite numbers (empty when absent or null). \throws FileError.
std::vector<double> numbers(const Json &object, const char *key, const std::string &where);

} // namespace posenc::configjson
