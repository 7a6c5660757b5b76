#pragma once
/// \file scalingtext.h
/// \brief What the context-extension figures say of a session's scaling: its short name for titles, the
/// frequencies or why they cannot be computed, and what the chosen engine computes differently from the newest
/// transformers.

#include "ui/state/session.h"

#include <QString>

#include <optional>

/// "llama3 × 8, L0 8192 → 131072 (Llama 3.1 8B)", "no scaling, L0 4096", for titles.
QString scalingSummary(const Session &session);

/// scaledFrequencies(session) (ropefamily.h), or nullopt with \a problem set to the translated reason (naming the value and the
/// allowed range).
std::optional<posenc::ScaledFrequencies> scaledFrequenciesOf(const Session &session, QString *problem = nullptr);

/// Why the context-extension figures cannot be drawn for \a session, or "" (FigureEntry::unavailable).
QString scalingUnavailable(const Session &session);

/// One sentence on the engine: "transformers (newest)." for the reference, else what differs from it and by how
/// much: θ′'s largest relative difference and its pair, the attention factor, the softmax scale (DeepSeek), the
/// factor lists (vLLM), or that these settings give the same numbers.
QString engineDifference(const Session &session);

/// The number of a position or length in full, thousands apart by a thin space (131 072).
QString wholeNumber(long long n);
