#pragma once
/// \file fieldkeys.h
/// \brief The keys of the fields every family shares (the slots, the scheme, the sentence, L, the selection, the
/// views' options, the model, the heads): typed constants, declared once (fieldkey.h). Each entry of fieldtable.cpp
/// is declared with its key from here; a family's keys are in its own header.

#include "ui/state/fieldkey.h"

/// The common fields' keys, as in JSON ("dModel") and ExplorerState's properties.
namespace commonKeys {
inline constexpr FieldKey added{"added"};
inline constexpr FieldKey attentionReorderedText{"attentionReorderedText"};
inline constexpr FieldKey attentionText{"attentionText"};
inline constexpr FieldKey attentionWithPe{"attentionWithPe"};
inline constexpr FieldKey base{"base"};
inline constexpr FieldKey clockHands{"clockHands"};
inline constexpr FieldKey comparePosition{"comparePosition"};
inline constexpr FieldKey comparisonBase{"comparisonBase"};
inline constexpr FieldKey cosineSimilarity{"cosineSimilarity"};
inline constexpr FieldKey dModel{"dModel"};
inline constexpr FieldKey dimension{"dimension"};
inline constexpr FieldKey firstPosition{"firstPosition"};
inline constexpr FieldKey head{"head"};
inline constexpr FieldKey heads{"heads"};
inline constexpr FieldKey layout{"layout"};
inline constexpr FieldKey length{"length"};
inline constexpr FieldKey model{"model"};
inline constexpr FieldKey modelConfig{"modelConfig"};
inline constexpr FieldKey offset{"offset"};
inline constexpr FieldKey paddingIdx{"paddingIdx"};
inline constexpr FieldKey position{"position"};
inline constexpr FieldKey scaleEmbedding{"scaleEmbedding"};
inline constexpr FieldKey scores{"scores"};
inline constexpr FieldKey spacing{"spacing"};
inline constexpr FieldKey table{"table"};
inline constexpr FieldKey tableOffset{"tableOffset"};
inline constexpr FieldKey tableTensor{"tableTensor"};
inline constexpr FieldKey text{"text"};
inline constexpr FieldKey waveColumns{"waveColumns"};
} // namespace commonKeys
