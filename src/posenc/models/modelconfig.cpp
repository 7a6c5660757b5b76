#include <posenc/models/modelconfig.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>
#include <posenc/io/fileerror.h>
#include <posenc/text/abbreviated.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <iterator>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace posenc {

namespace {

using Json = nlohmann::json;

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

/// The keys each scaling type reads in its block (besides its type).
std::vector<std::string> keysOf(RopeScalingType type)
{
    switch (type) {
    case RopeScalingType::Default:
        return {};
    case RopeScalingType::Linear:
    case RopeScalingType::Ntk:
        return {"factor"};
    case RopeScalingType::Dynamic:
        return {"factor"};
    case RopeScalingType::Yarn:
        return {"factor", "original_max_position_embeddings", "beta_fast", "beta_slow", "mscale", "mscale_all_dim",
                "truncate", "attention_factor"};
    case RopeScalingType::LongRope:
        return {"factor", "original_max_position_embeddings", "attention_factor", "short_factor", "long_factor"};
    case RopeScalingType::Llama3:
        return {"factor", "original_max_position_embeddings", "low_freq_factor", "high_freq_factor"};
    }
    return {};
}

} // namespace

ModelConfig parseModelConfig(std::string_view textIn)
{
    const Json config = Json::parse(textIn.begin(), textIn.end(), nullptr, false);
    if (config.is_discarded())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json is not JSON text")));
    if (!config.is_object())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json is %1, not a JSON object"), shown(config)));
    ModelConfig out;
    const std::string top;

    // The newer form keeps theta and the scaling together in rope_parameters (transformers v5).
    const auto parameters = config.find("rope_parameters");
    const bool newer = parameters != config.end() && parameters->is_object();
    if (parameters != config.end() && !parameters->is_null() && !newer)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_parameters is %1 (allowed: an object)"), shown(*parameters)));
    const bool thetaInParameters = newer && parameters->contains("rope_theta");
    const Json &thetaHolder = thetaInParameters ? *parameters : config;
    // The base within the core's range (checkBase(), --base's): 2e12 was read and drawn as 1e12.
    const auto checkedBase = [](const std::string &where, const char *key, double base) {
        if (checkBase(base))
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 = %3 is out of range (allowed: finite, greater "
                                                          "than 1, at most %4)"),
                         where, key, text(base), text(limits::maxBase)));
    };
    const std::string thetaWhere = thetaInParameters ? "rope_parameters." : "";
    if (const auto theta = number(thetaHolder, "rope_theta", thetaWhere)) {
        checkedBase(thetaWhere, "rope_theta", *theta);
        out.base = *theta;
        out.read.push_back("rope_theta = " + text(*theta));
    } else if (const auto neox = number(config, "rotary_emb_base", top)) {
        // GPT-NeoX's older name (GPTNeoXConfig reads it as rope_theta).
        checkedBase(top, "rotary_emb_base", *neox);
        out.base = *neox;
        out.read.push_back("rotary_emb_base = " + text(*neox) + " (GPT-NeoX's name of rope_theta)");
    } else {
        out.read.push_back("rope_theta absent: 10000, transformers' default");
    }

    // head_dim: its own key, else hidden_size / num_attention_heads (GPT-J: n_embd / n_head).
    const long long maxDim = limits::maxHeadDim;
    if (const auto headDim = whole(config, "head_dim", top, 2, maxDim)) {
        out.headDim = int(*headDim);
        out.read.push_back("head_dim = " + std::to_string(*headDim));
    } else {
        const char *hiddenKey = config.contains("hidden_size") ? "hidden_size" : "n_embd";
        const char *headsKey = config.contains("num_attention_heads") ? "num_attention_heads" : "n_head";
        const auto hidden = whole(config, hiddenKey, top, 1, 1LL << 24);
        const auto heads = whole(config, headsKey, top, 1, 1 << 16);
        if (!hidden || !heads)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json names no head_dim, nor hidden_size and "
                                                          "num_attention_heads (n_embd and n_head)")));
        if (*hidden % *heads != 0)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1 = %2 is not a multiple of %3 = %4"), hiddenKey,
                         std::to_string(*hidden), headsKey, std::to_string(*heads)));
        out.headDim = int(std::min<long long>(*hidden / *heads, maxDim + 1));
        out.read.push_back(std::string("head_dim = ") + hiddenKey + " / " + headsKey + " = " + std::to_string(*hidden) +
                           " / " + std::to_string(*heads) + " = " + std::to_string(*hidden / *heads));
    }
    if (auto problem = checkHeadDim(out.headDim))
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1"), problem->str()));

    // The rotated part: rotary_dim (GPT-J), else head_dim · partial_rotary_factor (Phi, transformers) or
    // · rotary_pct (GPT-NeoX), truncated as int() does.
    out.rotaryDim = out.headDim;
    if (const auto rotary = whole(config, "rotary_dim", top, 2, out.headDim)) {
        out.rotaryDim = int(*rotary);
        out.pairing = RopePairing::Interleaved; // GPT-J and CodeGen, the configs with rotary_dim: rotate_every_two
        out.read.push_back("rotary_dim = " + std::to_string(*rotary) + " (GPT-J's key: interleaved pairs)");
    } else {
        for (const char *key : {"partial_rotary_factor", "rotary_pct"})
            if (const auto fraction = number(config, key, top)) {
                if (!(*fraction > 0 && *fraction <= 1))
                    fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1 = %2 is out of range (allowed 0 < x <= 1)"),
                                 key, text(*fraction)));
                out.rotaryDim = int(out.headDim * *fraction);
                out.read.push_back(std::string(key) + " = " + text(*fraction) + ": R = " + std::to_string(out.rotaryDim));
                break;
            }
    }
    if (out.rotaryDim < 2 || out.rotaryDim % 2 != 0)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: the rotated dimensions R = %1 must be even, 2 .. head_dim = %2"),
                     std::to_string(out.rotaryDim), std::to_string(out.headDim)));

    const char *maxKey = config.contains("max_position_embeddings") ? "max_position_embeddings" : "n_positions";
    if (const auto maxPositions = whole(config, maxKey, top, 1, limits::maxContextLength)) {
        out.maxPositions = int(*maxPositions);
        out.read.push_back(std::string(maxKey) + " = " + std::to_string(*maxPositions));
    }

    // The scaling block: rope_parameters (newer) or rope_scaling.
    const auto scalingIt = newer ? parameters : config.find("rope_scaling");
    const std::string where = newer ? "rope_parameters." : "rope_scaling.";
    if (scalingIt == config.end() || scalingIt->is_null())
        return out;
    if (!scalingIt->is_object())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_scaling is %1 (allowed: an object or null)"),
                     shown(*scalingIt)));
    const Json &block = *scalingIt;
    const auto typeIt = block.contains("rope_type") ? block.find("rope_type") : block.find("type");
    if (typeIt == block.end()) {
        if (!newer)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_scaling names no rope_type (nor type)")));
        return out; // rope_parameters with theta only
    }
    const auto type = typeIt->is_string() ? ropeScalingNames.value(typeIt->get<std::string>()) : std::nullopt;
    if (!type)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1rope_type is %2 (allowed %3)"), where, shown(*typeIt),
                     "default" + ropeScalingNames.joined().substr(std::string("none").size()))); // config.json's word
    RopeScaling &s = out.scaling;
    s.type = *type;
    s.maxPositions = out.maxPositions;
    out.read.push_back(where + typeIt.key() + " = " + typeIt->get<std::string>());
    const std::vector<std::string> used = keysOf(*type);
    const auto uses = [&](const char *key) { return std::find(used.begin(), used.end(), key) != used.end(); };
    if (const auto factor = uses("factor") ? number(block, "factor", where) : std::nullopt) {
        s.factor = *factor;
        out.read.push_back(where + "factor = " + text(*factor));
    } else if (uses("factor") && *type != RopeScalingType::LongRope) {
        // transformers refuses these blocks without a factor (_validate_*_parameters): not "no scaling".
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1factor is missing (%2 needs one, 1 .. 1000000)"), where,
                     ropeScalingNames.name(*type)));
    }
    if (uses("original_max_position_embeddings")) {
        // In the block (llama3, yarn), else at the top level (Phi-3's longrope).
        const bool inBlock = block.contains("original_max_position_embeddings");
        if (const auto original = whole(inBlock ? block : config, "original_max_position_embeddings", inBlock ? where : top,
                                        1, limits::maxContextLength)) {
            s.originalMaxPositions = int(*original);
            out.read.push_back((inBlock ? where : std::string()) + "original_max_position_embeddings = " +
                               std::to_string(*original));
        } else if (*type == RopeScalingType::Yarn && out.maxPositions > 0) {
            s.originalMaxPositions = out.maxPositions; // transformers: `or config.max_position_embeddings`
            out.read.push_back("original_max_position_embeddings absent: max_position_embeddings, as transformers");
        }
    }
    for (const auto &[key, field] : {std::pair{"low_freq_factor", &s.lowFreqFactor}, std::pair{"high_freq_factor", &s.highFreqFactor},
                                     std::pair{"beta_fast", &s.betaFast}, std::pair{"beta_slow", &s.betaSlow}})
        if (uses(key))
            if (const auto value = number(block, key, where)) {
                *field = *value;
                out.read.push_back(where + key + " = " + text(*value));
            }
    for (const auto &[key, field] : {std::pair{"mscale", &s.mscale}, std::pair{"mscale_all_dim", &s.mscaleAllDim},
                                     std::pair{"attention_factor", &s.attentionFactor}})
        if (uses(key))
            if (const auto value = number(block, key, where)) {
                *field = *value;
                out.read.push_back(where + key + " = " + text(*value));
            }
    if (uses("truncate"))
        if (const auto it = block.find("truncate"); it != block.end() && !it->is_null()) {
            if (!it->is_boolean())
                fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1truncate is %2 (allowed true or false)"), where,
                             shown(*it)));
            s.truncate = it->get<bool>();
            out.read.push_back(where + "truncate = " + (s.truncate ? "true" : "false"));
        }
    if (*type == RopeScalingType::LongRope) {
        s.shortFactor = numbers(block, "short_factor", where);
        s.longFactor = numbers(block, "long_factor", where);
        out.read.push_back(where + "short_factor, long_factor: " + std::to_string(s.shortFactor.size()) + " and " +
                           std::to_string(s.longFactor.size()) + " values");
    }
    // What the block holds beyond what its type reads: the first few keys, each abbreviated, and a count (a
    // block of a million keys printed 78 MB of notes and froze the window's message box).
    constexpr std::size_t listedIgnored = 8;
    std::size_t unread = 0;
    for (auto it = block.begin(); it != block.end(); ++it) {
        const std::string &key = it.key();
        if (key == "type" || key == "rope_type" || key == "rope_theta" || uses(key.c_str()))
            continue;
        if (++unread <= listedIgnored)
            out.ignored.push_back(where + abbreviatedText(key) + ": not read by " + ropeScalingNames.name(*type));
    }
    if (unread > listedIgnored)
        out.ignored.push_back(where.substr(0, where.size() - 1) + ": and " + std::to_string(unread - listedIgnored) +
                              " more keys not read by " + ropeScalingNames.name(*type));
    if (auto problem = checkRopeScaling(s, out.rotaryDim))
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1"), problem->str()));
    return out;
}

ModelConfig readModelConfig(const std::string &path)
{
    // As the table readers open theirs (io/mappedfile.cpp): the reason when it cannot be opened, and a FIFO
    // or a folder refused at once (O_NONBLOCK: opening a FIFO would wait for a writer).
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "cannot open %1: %2"), path, std::strerror(errno)));
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "%1 is not a regular file"), path));
    }
    std::string content(std::min<std::size_t>(std::size_t(std::max<off_t>(info.st_size, 0)), maxModelConfigBytes) + 1, '\0');
    std::size_t got = 0;
    while (got <= maxModelConfigBytes) {
        if (got == content.size())
            content.resize(std::min(2 * content.size(), maxModelConfigBytes + 1)); // it grew since fstat
        const ssize_t n = ::read(fd, content.data() + got, content.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(fd);
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "cannot read %1: %2"), path, std::strerror(error)));
        }
        if (n == 0)
            break;
        got += std::size_t(n);
    }
    ::close(fd);
    if (got > maxModelConfigBytes)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "%1 is larger than a config.json may be (16 MiB)"), path));
    content.resize(got);
    return parseModelConfig(content);
}

} // namespace posenc
