#include <posenc/models/modelconfig.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>
#include <posenc/io/fileerror.h>
#include <posenc/models/modernkeys.h>
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

using namespace configjson;

namespace {

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

namespace {

/// The rope_parameters block of the layers RoPE reads (transformers v5 keeps theta and the scaling there; Gemma 3
/// has one block per layer type: the full-attention layers' is RoPE's, the sliding layers' gives their base).
const Json *ropeParameters(const Json &config, ModelConfig &out)
{
    const auto parameters = config.find("rope_parameters");
    if (parameters == config.end() || parameters->is_null())
        return nullptr;
    if (!parameters->is_object())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_parameters is %1 (allowed: an object)"), shown(*parameters)));
    const auto full = parameters->find("full_attention");
    if (full == parameters->end() || !full->is_object())
        return &*parameters;
    const auto sliding = parameters->find("sliding_attention");
    if (sliding != parameters->end() && sliding->is_object())
        if (const auto local = number(*sliding, "rope_theta", "rope_parameters.sliding_attention.")) {
            out.layers.localBase = *local;
            out.read.push_back("rope_parameters.sliding_attention.rope_theta = " + text(*local) + " (sliding layers)");
        }
    out.read.push_back("rope_parameters.full_attention: RoPE's block");
    return &*full;
}

/// RoPE's keys of \a config into \a out; returns the scaling block read (rope_scaling or rope_parameters), or
/// nullptr.
const Json *readRopeKeys(const Json &config, ModelConfig &out)
{
    const std::string top;

    // The newer form keeps theta and the scaling together in rope_parameters (transformers v5).
    const Json *parameters = ropeParameters(config, out);
    const bool newer = parameters != nullptr;
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
    } else if (const auto ropePart = whole(config, "qk_rope_head_dim", top, 2, maxDim)) {
        // MLA (DeepSeek-V2/V3): RoPE acts on the decoupled qk_rope_head_dim only.
        out.headDim = int(*ropePart);
        out.read.push_back("head_dim = qk_rope_head_dim = " + std::to_string(*ropePart) + " (the rotated part)");
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
    const auto scalingIt = newer ? Json::const_iterator() : config.find("rope_scaling");
    const Json *blockPointer = newer ? parameters : scalingIt == config.end() ? nullptr : &*scalingIt;
    const std::string where = newer ? "rope_parameters." : "rope_scaling.";
    if (!blockPointer || blockPointer->is_null())
        return nullptr;
    if (!blockPointer->is_object())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_scaling is %1 (allowed: an object or null)"),
                     shown(*blockPointer)));
    const Json &block = *blockPointer;
    const auto typeIt = block.contains("rope_type") ? block.find("rope_type") : block.find("type");
    if (typeIt == block.end()) {
        if (!newer)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: rope_scaling names no rope_type (nor type)")));
        return &block; // rope_parameters with theta only
    }
    // "default" (transformers' name of none) and "mrope" (Qwen2-VL's: RoPE's own frequencies, the sections read
    // by readModernKeys()) scale nothing.
    if (typeIt->is_string() && (*typeIt == "default" || *typeIt == "mrope")) {
        out.read.push_back(where + typeIt.key() + " = " + typeIt->get<std::string>() + ": no scaling");
        return &block;
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
        if (key == "type" || key == "rope_type" || key == "rope_theta" || key == "mrope_section" ||
            key == "mrope_interleaved" || key == "llama_4_scaling_beta" || uses(key.c_str()))
            continue;
        if (++unread <= listedIgnored)
            out.ignored.push_back(where + abbreviatedText(key) + ": not read by " + ropeScalingNames.name(*type));
    }
    if (unread > listedIgnored)
        out.ignored.push_back(where.substr(0, where.size() - 1) + ": and " + std::to_string(unread - listedIgnored) +
                              " more keys not read by " + ropeScalingNames.name(*type));
    if (auto problem = checkRopeScaling(s, out.rotaryDim))
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1"), problem->str()));
    return &block;
}

} // namespace

ModelConfig parseModelConfig(std::string_view textIn)
{
    const Json root = Json::parse(textIn.begin(), textIn.end(), nullptr, false);
    if (root.is_discarded())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json is not JSON text")));
    if (!root.is_object())
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json is %1, not a JSON object"), shown(root)));
    ModelConfig out;
    // A multimodal model (Llama 4, Gemma 3, Qwen3-VL) keeps its language model's settings in text_config.
    const auto textConfig = root.find("text_config");
    const bool nested = textConfig != root.end() && textConfig->is_object() && !root.contains("hidden_size") &&
                        !root.contains("head_dim") && !root.contains("rope_theta");
    const Json &config = nested ? *textConfig : root;
    if (nested)
        out.read.push_back("text_config: the language model's settings");
    for (const Json *holder : {&config, &root})
        if (const auto it = holder->find("model_type"); out.modelType.empty() && it != holder->end() && it->is_string())
            out.modelType = abbreviatedText(it->get<std::string>());
    const Json *ropeBlock = readRopeKeys(config, out);
    readModernKeys(config, ropeBlock, out);
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
