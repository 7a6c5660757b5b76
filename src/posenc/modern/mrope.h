#pragma once
/// \file mrope.h
/// \brief Multimodal RoPE (M-RoPE) of Qwen2-VL, Qwen2.5-VL and Qwen3-VL: every token has a position id on three
/// axes (t, h, w) — a text token the same number on all three, an image or video patch its grid indices plus an
/// offset — and each frequency slot of the head is driven by one axis. Qwen2-VL and Qwen2.5-VL give the axes
/// contiguous sections of axisSlots (mrope_section [16, 24, 24]: t the fastest 16, h the next 24, w the slowest 24);
/// Qwen3-VL interleaves them (t h w t h w … then t) so every axis spans the whole band.
///
/// Sources: transformers models/qwen2_vl/modeling_qwen2_vl.py (`get_rope_index`, `apply_multimodal_rotary_pos_emb`,
/// commit 00b676f), models/qwen2_5_vl/modeling_qwen2_5_vl.py (4.49, commit efa7189) and modular_qwen2_5_vl.py (5.x,
/// commit 00d0108, `get_vision_position_ids`), models/qwen3_vl/modular_qwen3_vl.py (`apply_interleaved_mrope`,
/// commit 00709b8); tests/data/golden/current/README.md sec. 1 quotes the lines.

#include <posenc/modern/multiaxisrope.h>

#include <string>
#include <string_view>
#include <vector>

namespace posenc {

/// One stretch of the sequence: text tokens, or an image or a video as `image_grid_thw` / `video_grid_thw`
/// gives it (patches before the spatial merge).
struct MropeSegment
{
    enum class Kind
    {
        Text,
        Image,
        Video,
    };
    Kind kind = Kind::Text;
    int tokens = 1;             ///< text: the number of tokens
    int t = 1, h = 2, w = 2;    ///< image or video: the patch grid (t frames × h × w)
    double secondsPerGrid = 1;  ///< video: `second_per_grid_ts` (temporal_patch_size / fps)
    bool operator==(const MropeSegment &) const = default;
};

/// Which version of transformers' id code: they agree on text and images and differ for videos and for the text
/// after a video (golden README sec. 1).
enum class MropeIdsCode
{
    /// 4.x: a video's t = long(k · second_per_grid · tokens_per_second); text after any segment starts at
    /// (largest id so far) + 1.
    Transformers4,
    /// 5.x: t = k · tokens_per_second · int(second_per_grid); after an image or video the next id is
    /// start + max(h, w) / spatial_merge_size (text after a video can overlap its temporal ids).
    Transformers5,
};

/// How a model numbers its vision tokens.
struct MropeIdRules
{
    int spatialMerge = 2;        ///< spatial_merge_size: h × w patches become (h/2) × (w/2) tokens
    bool absoluteTime = false;   ///< Qwen2.5-VL: a video's t counts seconds (tokens_per_second), not frames
    double tokensPerSecond = 2;  ///< vision_config.tokens_per_second of the released Qwen2.5-VL configs
    MropeIdsCode code = MropeIdsCode::Transformers4;
};

/// Reads "text 3, image 1x4x6, video 3x4x4@0.5, text 2": comma-separated items, each `text N`, `image TxHxW` or
/// `video TxHxW` with an optional `@seconds` per grid (default 1). \throws ParameterError naming the item that
/// is not understood, a count outside 1 .. limits::maxLength, seconds not within (0, 3600].
std::vector<MropeSegment> parseMropeSequence(std::string_view text);

/// The sequence written back in parseMropeSequence()'s form.
std::string mropeSequenceText(const std::vector<MropeSegment> &segments);

/// A token of the sequence with its (t, h, w) position id.
struct MropeToken
{
    MropeSegment::Kind kind;
    AxisPosition id;
};

/// The position id of every token, as `get_rope_index` (text: the same id on all three axes; vision: (t, h, w)
/// grid indices, t-major then h then w, of the merged grid plus the segment's start).
/// \throws ParameterError when an image's or video's h or w is not a multiple of spatialMerge or the sequence
/// has more than limits::maxLength tokens.
std::vector<MropeToken> mropePositionIds(const std::vector<MropeSegment> &segments, const MropeIdRules &rules);

/// The axisSlots of a head: J = head_dim / 2 axisSlots, ω_j = base^(−2j / head_dim). Sectioned (Qwen2-VL): slot j takes
/// t for j < s0, h for s0 <= j < s0 + s1, w after. Interleaved (Qwen3-VL): h where j % 3 = 1 and j < 3 s1, w where
/// j % 3 = 2 and j < 3 s2, t elsewhere. Dimensions j and j + head_dim/2 share slot j (rotate_half).
/// \throws ParameterError when head_dim is not even within 2 .. 4096, base fails checkBase(), a section is
/// negative or the three do not sum to head_dim / 2.
std::vector<AxisSlot> mropeSlots(int headDim, const std::array<int, 3> &section, bool interleaved, double base);

/// "16,24,24" → {16, 24, 24}. \throws ParameterError unless three whole numbers 0 .. 2048.
std::array<int, 3> parseMropeSection(std::string_view text);

} // namespace posenc
