#pragma once
/// \file scorefamily.h
/// \brief What a score family (posenc/encodings/scorefamilies.h) is in the program: its names, its head
/// with the session's parameters, its tabs. Each family writes its entry in its own file
/// (ui/families/alibifamily.cpp: alibiFamilyEntry()); scorefamilies.cpp lists them.

#include "ui/families/familypage.h"

#include <posenc/encodings/scorefamilies.h>

#include <QList>
#include <QString>

struct Session;

/// One family of the scores slot.
struct ScoreFamilyEntry
{
    posenc::ScoreEncoding id;
    /// Its short name in figures and messages, e.g. "ALiBi"; empty for none.
    QString (*shortName)();
    /// The panel's choice, with the models that use it, e.g. "ALiBi (BLOOM, MPT)" (translated).
    QString (*choiceLabel)();
    /// The head the figures and the attention demonstration show (the session's head shown, within its
    /// heads), with the session's parameters of the family.
    posenc::ScoreHead (*head)(const Session &session);
    /// Its tabs, in order, shown while it acts on the scores (none for a family without).
    QList<FamilyPage> pages;
};
