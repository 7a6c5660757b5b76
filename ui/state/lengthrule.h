#pragma once
/// \file lengthrule.h
/// \brief Words for the rule between the sentence and the sequence length L ("L follows the text"),
/// shared by the parameter panel and `posenc export`.

#include <QString>

class ExplorerState;

/// What the rows past the text, or the tokens past L, are, in positions as the figures label them:
/// "positions 3 .. 7 are padding (zero embedding, so sum = PE)" or "the last 2 tokens are past L and
/// not shown". Empty when every row holds a token and every token has a row.
QString lengthRuleNote(const ExplorerState &state);
