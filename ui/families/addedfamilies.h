#pragma once
/// \file addedfamilies.h
/// \brief The one UI list of the added slot's families (posenc/encodings/positionslots.h: what is added to the
/// token embedding): none, the sinusoidal PE, a learned table. Whatever depends on which one is added (the
/// readouts, the heat maps' notes and colour range, the formula strip, the panel's controls, the cache keys,
/// the learned table's rules) asks its entry, not the enum.

#include <posenc/encodings/positionslots.h>

#include <QList>
#include <QString>

/// One family of the added slot.
struct AddedFamilyEntry
{
    posenc::AddedEncoding id;
    /// Its short name in a scheme's name ("sinusoidal + RoPE"), translated (context "Families"); empty for none.
    QString (*shortName)();
    /// Whether it adds rows at all (not none).
    bool addsRows;
    /// Whether its columns are the scheme's sine/cosine pairs (Vaswani et al. 2017, sec. 3.5): the frequencies
    /// ω_i, the layout's pairs and lone sine, its formula and the pair-wise reduction of a heat map apply.
    bool sinusoidPairs;
    /// Whether its rows are a table's (posenc/learned/learnedtable.h: GPT-2's wpe, BERT's position_embeddings):
    /// no formula, values not bounded by ±1, the table's rows bound the positions and a file's width fixes
    /// d_model.
    bool fromTable;
};

/// Every family of the added slot, in posenc::AddedEncoding's order (none first).
const QList<AddedFamilyEntry> &addedFamilies();

/// The entry of \a family.
const AddedFamilyEntry &addedFamily(posenc::AddedEncoding family);
