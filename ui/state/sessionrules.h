#pragma once
/// \file sessionrules.h
/// \brief The rules between fields of a Session, once each, as plain functions: L follows the text, the
/// selected rows and pair kept across a change of scheme, a convention's parts, the attention view's two
/// sentences. The window (ExplorerState's setters), the command line, scene files and restored settings
/// all use these.

#include "ui/state/session.h"

#include <posenc/encodings/conventions.h>

#include <optional>

namespace sessionrules {

/// \a s with the sentence \a text; L follows it (Session::lengthFollowing()) when its tokens differ from
/// the sentence before (adding a space keeps L as the user set it).
Session withText(Session s, const QString &text);

/// \a s with \a scheme (layout, spacing, padding and first position) instead of its own: the selected
/// rows stay selected (pos and pos' move with the first position) and the selected pair i stays selected
/// in the new layout (its column j is the new layout's column of pair i, pair i clamped into the new
/// number of pairs). Not clamped: halves-padded at d_model 1 (posenc::validate() refuses it) stays for the
/// caller to refuse (the command line) or clamp (Session::clamped(), the window).
Session withScheme(Session s, const posenc::SinusoidalScheme &scheme);

/// \a scheme as \a convention computes it: its layout and spacing; fairseq's padding_idx (the one set, else
/// posenc::defaultPaddingIdx = 1) with the first position padding_idx + 1; leaving fairseq puts the first
/// position back to 0; other conventions keep the first position. Source: posenc/encodings/conventions.h.
posenc::SinusoidalScheme conventionScheme(posenc::SinusoidalScheme scheme, posenc::Convention convention);

/// \a s with fairseq's padding_idx \a paddingIdx (-1: none): the first position becomes padding_idx + 1
/// (fairseq make_positions), the selected rows kept. A value past 1 000 000 - 1 is taken as that.
Session withPaddingIdx(Session s, int paddingIdx);

/// Makes \a s add the learned table in \a path (empty: the seeded untrained table), tensor \a tensor
/// (empty: the file's choice) with position 0 at stored row \a offset (-1: the known name's): the
/// absolute slot becomes learned, d_model the table's, L and the first position shrink to its rows.
/// Returns the problem (one line naming the file and what is wrong) and leaves \a s unchanged when the
/// file is no table.
QString withLearnedTable(Session &s, const QString &path, const QString &tensor, int offset);

/// Makes \a s read T5's biases from the table in \a path (empty: the seeded untrained table), tensor \a tensor
/// (empty: the file's choice for s's direction, posenc::readT5BiasTable()): the score slot becomes T5,
/// num_buckets and H the table's (the head shown kept among them). Returns the problem (one line naming the
/// file and what is wrong) and leaves \a s unchanged when the file holds no such table.
QString withT5Table(Session &s, const QString &path, const QString &tensor);
/// The same without choosing the slot: \a s reads its T5 biases from \a path and \a tensor (for its
/// direction) from now on; num_buckets and H become the table's only while T5 is the scores slot.
QString withT5TableRead(Session &s, const QString &path, const QString &tensor);

/// The words of \a text in reverse order, joined by spaces: the reordering the attention view starts
/// from when only its sentence is given ("I love you" gives "you love I", the default pair).
QString reversedWords(const QString &text);
/// \a reordered when its words reorder those of \a text, else reversedWords(\a text): the second attention
/// sentence that follows a retyped first one (a hand-chosen reordering stays while it still fits).
QString reorderingOf(const QString &text, const QString &reordered);

/// What is wrong with the attention view's two sentences, or nullopt: each 1 .. 32 tokens
/// (posenc::checkAttentionTokens), the second a reordering of the first (posenc::permutationBetween).
/// The problem names the field (attentionText or attentionReorderedText).
std::optional<Session::Problem> attentionProblem(const Session &s);

/// With the learned slot, why its table (a file's, or the seeded one's 1 024 rows: Session::learnedRows()) has
/// no row for L = \a length from the session's first position, or "" when it has (or without the slot).
QString learnedLengthProblem(const Session &s, long long length);
/// With the learned slot, the first of the session's first position (past the table's last row) and L (past its
/// end, learnedLengthProblem()) that the table cannot take, naming its field (firstPosition or length);
/// nullopt when both fit or without the slot. clamped() would cut them silently.
std::optional<Session::Problem> learnedRowsProblem(const Session &s);

} // namespace sessionrules
