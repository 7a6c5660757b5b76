#include <posenc/modern/mrope.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace posenc {

namespace {

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char separator)
{
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = s.find(separator, start);
        parts.push_back(trimmed(s.substr(start, end == std::string_view::npos ? end : end - start)));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

bool wholeNumber(std::string_view s, int low, int high, int &value)
{
    s = trimmed(s);
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    return error == std::errc() && end == s.data() + s.size() && value >= low && value <= high;
}

[[noreturn]] void refuseItem(std::string_view item)
{
    throw ParameterError(message(
        POSENC_TRANSLATE_NOOP("posenc", "the sequence item \"%1\" is not understood (allowed: text N, image TxHxW, "
                                        "video TxHxW or TxHxW@seconds, N and T, H, W within 1 .. %2)"),
        std::string(item), std::to_string(limits::maxLength)));
}

MropeSegment parseItem(std::string_view item)
{
    const std::size_t space = item.find(' ');
    if (space == std::string_view::npos)
        refuseItem(item);
    const std::string_view word = item.substr(0, space);
    std::string_view rest = trimmed(item.substr(space + 1));
    MropeSegment segment;
    if (word == "text") {
        if (!wholeNumber(rest, 1, limits::maxLength, segment.tokens))
            refuseItem(item);
        return segment;
    }
    if (word != "image" && word != "video")
        refuseItem(item);
    segment.kind = word == "image" ? MropeSegment::Kind::Image : MropeSegment::Kind::Video;
    if (const std::size_t at = rest.find('@'); at != std::string_view::npos) {
        if (segment.kind == MropeSegment::Kind::Image)
            refuseItem(item);
        const std::string seconds(trimmed(rest.substr(at + 1)));
        std::istringstream in(seconds);
        in.imbue(std::locale::classic());
        if (!(in >> segment.secondsPerGrid) || !in.eof() || !(segment.secondsPerGrid > 0)
            || segment.secondsPerGrid > 3600)
            refuseItem(item);
        rest = trimmed(rest.substr(0, at));
    }
    const std::vector<std::string_view> grid = split(rest, 'x');
    if (grid.size() != 3 || !wholeNumber(grid[0], 1, limits::maxLength, segment.t)
        || !wholeNumber(grid[1], 1, limits::maxLength, segment.h)
        || !wholeNumber(grid[2], 1, limits::maxLength, segment.w))
        refuseItem(item);
    return segment;
}

[[noreturn]] void refuseTokenCount(long long tokens)
{
    throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the sequence has %1 tokens (allowed 1 .. %2)"),
                                 std::to_string(tokens), std::to_string(limits::maxLength)));
}

} // namespace

std::vector<MropeSegment> parseMropeSequence(std::string_view text)
{
    std::vector<MropeSegment> segments;
    for (const std::string_view item : split(text, ','))
        segments.push_back(parseItem(item));
    return segments;
}

std::string mropeSequenceText(const std::vector<MropeSegment> &segments)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const MropeSegment &s = segments[i];
        out << (i ? ", " : "");
        if (s.kind == MropeSegment::Kind::Text) {
            out << "text " << s.tokens;
            continue;
        }
        out << (s.kind == MropeSegment::Kind::Image ? "image " : "video ") << s.t << 'x' << s.h << 'x' << s.w;
        if (s.kind == MropeSegment::Kind::Video && s.secondsPerGrid != 1)
            out << '@' << s.secondsPerGrid;
    }
    return out.str();
}

std::vector<MropeToken> mropePositionIds(const std::vector<MropeSegment> &segments, const MropeIdRules &rules)
{
    long long total = 0;
    for (const MropeSegment &s : segments) {
        if (s.kind != MropeSegment::Kind::Text && (s.h % rules.spatialMerge != 0 || s.w % rules.spatialMerge != 0)) {
            throw ParameterError(message(
                POSENC_TRANSLATE_NOOP("posenc", "the grid %1 x %2 x %3 has a height or width that is not a multiple "
                                                "of spatial_merge_size = %4"),
                std::to_string(s.t), std::to_string(s.h), std::to_string(s.w), std::to_string(rules.spatialMerge)));
        }
        total += s.kind == MropeSegment::Kind::Text
                     ? s.tokens
                     : (long long)s.t * (s.h / rules.spatialMerge) * (s.w / rules.spatialMerge);
    }
    if (total < 1 || total > limits::maxLength)
        refuseTokenCount(total);

    std::vector<MropeToken> tokens;
    tokens.reserve(static_cast<std::size_t>(total));
    double next = 0;   // the id the next segment starts at
    double largest = -1;
    for (const MropeSegment &s : segments) {
        if (s.kind == MropeSegment::Kind::Text) {
            // llm_pos_ids_list.append(torch.arange(text_len).view(1, -1).expand(3, -1) + st_idx)
            for (int k = 0; k < s.tokens; ++k)
                tokens.push_back({s.kind, {next + k, next + k, next + k}});
            largest = next + s.tokens - 1;
            next += s.tokens;
            continue;
        }
        const int gridH = s.h / rules.spatialMerge;
        const int gridW = s.w / rules.spatialMerge;
        for (int frame = 0; frame < s.t; ++frame) {
            double t = frame;
            if (s.kind == MropeSegment::Kind::Video && rules.absoluteTime) {
                t = rules.code == MropeIdsCode::Transformers4
                        // time_tensor = expanded_range * second_per_grid_t * tokens_per_second; .long()
                        ? std::floor(frame * s.secondsPerGrid * rules.tokensPerSecond)
                        // time_interval = tokens_per_second * int(second_per_grid_ts)
                        : frame * (rules.tokensPerSecond * std::trunc(s.secondsPerGrid));
            }
            for (int row = 0; row < gridH; ++row)
                for (int column = 0; column < gridW; ++column) {
                    tokens.push_back({s.kind, {next + t, next + row, next + column}});
                    largest = std::max({largest, next + t, next + row, next + column});
                }
        }
        // 5.x: current_pos += max(grid_thw[1], grid_thw[2]) // spatial_merge_size; 4.x: largest id + 1.
        next = rules.code == MropeIdsCode::Transformers5 ? next + std::max(gridH, gridW) : largest + 1;
    }
    return tokens;
}

std::vector<AxisSlot> mropeSlots(int headDim, const std::array<int, 3> &section, bool interleaved, double base)
{
    if (auto problem = checkHeadDim(headDim))
        throw ParameterError(*problem);
    if (auto problem = checkBase(base))
        throw ParameterError(*problem);
    const int slotCount = headDim / 2;
    if (section[0] < 0 || section[1] < 0 || section[2] < 0 || section[0] + section[1] + section[2] != slotCount) {
        throw ParameterError(message(
            POSENC_TRANSLATE_NOOP("posenc", "mrope_section = %1,%2,%3 does not sum to head_dim / 2 = %4"),
            std::to_string(section[0]), std::to_string(section[1]), std::to_string(section[2]),
            std::to_string(slotCount)));
    }
    std::vector<AxisSlot> result(static_cast<std::size_t>(slotCount));
    for (int j = 0; j < slotCount; ++j) {
        int axis = 0;
        if (interleaved) {
            // freqs_t[..., slice(offset, mrope_section[dim] * 3, 3)] = freqs[dim, ..., idx], offsets 1 (h), 2 (w)
            if (j % 3 == 1 && j < 3 * section[1])
                axis = 1;
            else if (j % 3 == 2 && j < 3 * section[2])
                axis = 2;
        } else {
            axis = j < section[0] ? 0 : j < section[0] + section[1] ? 1 : 2;
        }
        // inv_freq = 1 / base^(arange(0, dim, 2) / dim)
        result[std::size_t(j)] = {axis, std::pow(base, -2.0 * j / headDim)};
    }
    return result;
}

std::array<int, 3> parseMropeSection(std::string_view text)
{
    const std::vector<std::string_view> parts = split(text, ',');
    std::array<int, 3> section{};
    if (parts.size() != 3 || !wholeNumber(parts[0], 0, limits::maxHeadDim / 2, section[0])
        || !wholeNumber(parts[1], 0, limits::maxHeadDim / 2, section[1])
        || !wholeNumber(parts[2], 0, limits::maxHeadDim / 2, section[2])) {
        throw ParameterError(message(
            POSENC_TRANSLATE_NOOP("posenc", "mrope_section = %1 is not understood (allowed three whole numbers "
                                            "0 .. %2 separated by commas, e.g. 16,24,24)"),
            std::string(text), std::to_string(limits::maxHeadDim / 2)));
    }
    return section;
}

} // namespace posenc
