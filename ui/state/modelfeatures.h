#pragma once
/// \file modelfeatures.h
/// \brief What current models add beside their RoPE, as the Models tab's figures read it (issue 56): the M-RoPE
/// sequence and sections (posenc/modern/mrope.h) and the query's temperature by position
/// (posenc/modern/attentiontemperature.h). A preset or config.json that names them sets them
/// (ui/state/modelfields.cpp); their fields are in modelfeaturefields.cpp.

#include "ui/state/fieldkey.h"

#include <posenc/modern/attentiontemperature.h>

#include <QString>

/// The settings (defaults: Qwen2-VL's sections on the golden files' sequence; Llama 4's temperature).
struct ModelFeatureSettings
{
    QString mropeSequence = QStringLiteral("text 3, image 1x4x6, text 2"); ///< parseMropeSequence()'s form
    /// mrope_section t,h,w; empty: Qwen2-VL's proportions 16 : 24 : 24 of head_dim / 2 (mropeSectionOf()).
    QString mropeSection;
    bool mropeInterleaved = false;                                         ///< Qwen3-VL's layout
    posenc::AttentionTemperature temperature;                              ///< rule, floor_scale, attn_scale, seq_length
    bool operator==(const ModelFeatureSettings &) const = default;
};

/// Their fields' keys (JSON, settings, ExplorerState).
namespace featureKeys {
inline constexpr FieldKey mropeSequence{"mropeSequence"};
inline constexpr FieldKey mropeSection{"mropeSection"};
inline constexpr FieldKey mropeInterleaved{"mropeInterleaved"};
inline constexpr FieldKey temperatureRule{"temperatureRule"};
inline constexpr FieldKey floorScale{"floorScale"};
inline constexpr FieldKey attnScale{"attnScale"};
inline constexpr FieldKey lognSeqLength{"lognSeqLength"};
} // namespace featureKeys
