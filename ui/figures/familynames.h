#pragma once
/// \file familynames.h
/// \brief The short names the figures give the families of the two slots (positionslots.h): "sinusoidal",
/// "learned", a score family's own (ui/families/scorefamilies.h), and "NoPE" for a scheme with both slots empty.

#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/scorefamilies.h>

#include <QString>

struct Session;

/// "sinusoidal", "learned"; empty for AddedEncoding::None (translated).
QString addedFamilyName(posenc::AddedEncoding added);
/// The score family's short name (ScoreFamilyEntry::shortName, e.g. "RoPE"); empty for ScoreEncoding::None.
QString scoreFamilyName(posenc::ScoreEncoding scores);
/// Both slots: "sinusoidal + RoPE", "learned", a score family alone, or "NoPE" when neither holds anything.
QString schemeName(posenc::AddedEncoding added, posenc::ScoreEncoding scores);
/// The T5 bias table \a session's figures read (t5BiasTable(), ui/families/t5family.h): "the untrained table" or the file's
/// name and tensor, e.g. "t5-small.safetensors, encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight".
QString t5TableName(const Session &session);
