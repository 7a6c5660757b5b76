#pragma once
/// \file scorefamily.h
/// \brief What a score family (posenc/encodings/scorefamilies.h) is in the program: its names, its head
/// with the session's parameters, its tabs. Each family writes its entry in its own file
/// (ui/families/alibifamily.cpp: alibiFamilyEntry()); scorefamilies.cpp lists them.

#include "ui/families/familypage.h"

#include <posenc/encodings/scorefamilies.h>

#include <QList>
#include <QString>

#include <optional>

struct DistanceCurves; // ui/families/distancecurves.h
struct FigureEntry;    // ui/figures/figureregistry.h
struct Session;
namespace fieldtable {
struct Field;
}

/// The heads H a family's data fixes while it is chosen (T5's table read from a file), and what fixes them
/// ("the T5 bias table"), named in the refusal of another H.
struct FixedHeads
{
    int heads;
    QString holder;
};

/// One family of the scores slot.
struct ScoreFamilyEntry
{
    posenc::ScoreEncoding id;
    /// Its short name in figures and messages, e.g. "ALiBi"; empty for none.
    QString (*shortName)();
    /// The panel's choice, with the models that use it, e.g. "ALiBi (BLOOM, MPT)" (translated).
    QString (*choiceLabel)();
    /// What it does and who uses it in `--relative`'s help, after its name, e.g. "a linear bias per head
    /// (BLOOM, MPT)" (translated).
    QString (*optionHelp)();
    /// The head the figures and the attention demonstration show (the session's head shown, within its
    /// heads), with the session's parameters of the family.
    posenc::ScoreHead (*head)(const Session &session);
    /// Whether it acts on the scores at all (not none: the plain dot product).
    bool actsOnScores = true;
    /// Whether it reads the scheme's base (RoPE's θᵢ = base^(−2i/d)): the panel's base stays enabled while
    /// it is chosen, whatever is added.
    bool readsBase = false;
    /// Its tabs, in order, shown while it acts on the scores (none for a family without).
    QList<FamilyPage> pages = {};
    /// Its figures' registry entries, in the window's order (each written in its figure's file); the
    /// registry (figureRegistry()) lists them after the common figures, in the families' order, shown while
    /// the family is chosen unless an entry says otherwise.
    QList<FigureEntry (*)()> figures = {};
    /// Its curves on the Compare tab for \a session at distances 0 .. \a length − 1 (after the added
    /// encodings', before NoPE's line; the CSV's columns in the list's order); nullptr: none (nothing acts
    /// on the scores). \throws posenc::ParameterError when the session's parameters cannot be drawn.
    DistanceCurves (*distanceCurves)(const Session &session, int length) = nullptr;
    /// Its Session fields (ui/state/fieldtable.h), kept in its Settings (scorefamilies.h); nullptr: none. They
    /// come after the scheme's and before the shared heads H and head shown, which may be checked against them.
    QList<fieldtable::Field> (*fields)() = nullptr;
    /// Brings its settings into range as a slider would (Session::clamped(), after H and the head shown);
    /// nullptr: nothing to bring.
    void (*clamp)(Session &session) = nullptr;
    /// The heads its data fixes while it is chosen, or nullopt; nullptr: never.
    std::optional<FixedHeads> (*fixedHeads)(const Session &session) = nullptr;
};
