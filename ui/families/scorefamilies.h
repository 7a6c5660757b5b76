#pragma once
/// \file scorefamilies.h
/// \brief The one UI list of the score families: everything that offers, names or measures "each family"
/// (the panel's choice, the figures' names, the attention demonstration's lines, the window's tabs) walks
/// it. Adding a family: its file with its entry (ui/families/…family.cpp) and one line in scorefamilies.cpp;
/// with settings of its own, their type in ScoreFamilySettings here.

#include "ui/families/alibifamily.h"
#include "ui/families/ropefamily.h"
#include "ui/families/scorefamily.h"
#include "ui/families/t5family.h"

#include <tuple>
#include <vector>

/// What the Session holds of each family with settings of its own (Session::family<T>()), by type.
using ScoreFamilySettings = std::tuple<RopeSettings, AlibiSettings, T5Settings>;

/// Every family, in posenc::ScoreEncoding's order (none first).
const QList<ScoreFamilyEntry> &scoreFamilies();

/// The entry of \a family.
const ScoreFamilyEntry &scoreFamily(posenc::ScoreEncoding family);

/// The head of \a family with \a session's parameters (ScoreFamilyEntry::head).
posenc::ScoreHead scoreHead(const Session &session, posenc::ScoreEncoding family);

/// `--relative`'s value name, every family's name in the core list's order (posenc::scoreEncodingNames, the
/// UI list's order too): "none|rope|alibi|t5".
const char *scoreFamilyValueName();

/// `--relative`'s help, translated: each family's name and what it does (ScoreFamilyEntry::optionHelp).
QString scoreFamilyOptionHelp();

/// Every family's Session fields, in the list's order (ScoreFamilyEntry::fields).
QList<fieldtable::Field> scoreFamilyFields();

/// The heads H the chosen scores family of \a session fixes (ScoreFamilyEntry::fixedHeads), or nullopt.
std::optional<FixedHeads> fixedHeads(const Session &session);

/// The head of every family but none with \a session's parameters, in the list's order: the families the
/// attention demonstration measures beside the chosen scheme.
std::vector<posenc::ScoreHead> everyScoreHead(const Session &session);
