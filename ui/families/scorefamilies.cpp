#include "ui/families/scorefamilies.h"

#include "ui/state/fieldtable.h"
#include "ui/state/session.h"

#include <QCoreApplication>

#include <string>

// Each entry lives in its family's file.
ScoreFamilyEntry noScoresFamilyEntry();
ScoreFamilyEntry ropeFamilyEntry();
ScoreFamilyEntry alibiFamilyEntry();
ScoreFamilyEntry t5FamilyEntry();
ScoreFamilyEntry sandwichFamilyEntry();

const QList<ScoreFamilyEntry> &scoreFamilies()
{
    static const QList<ScoreFamilyEntry> entries = {
        noScoresFamilyEntry(),
        ropeFamilyEntry(),
        alibiFamilyEntry(),
        t5FamilyEntry(),
        sandwichFamilyEntry(),
    };
    return entries;
}

const ScoreFamilyEntry &scoreFamily(posenc::ScoreEncoding family)
{
    for (const ScoreFamilyEntry &entry : scoreFamilies())
        if (entry.id == family)
            return entry;
    qFatal("scoreFamily: family %d has no entry (scorefamilies.cpp)", static_cast<int>(family));
}

posenc::ScoreHead scoreHead(const Session &session, posenc::ScoreEncoding family)
{
    return scoreFamily(family).head(session);
}

std::vector<posenc::ScoreHead> everyScoreHead(const Session &session)
{
    std::vector<posenc::ScoreHead> heads;
    for (const ScoreFamilyEntry &entry : scoreFamilies())
        if (entry.actsOnScores)
            heads.push_back(entry.head(session));
    return heads;
}

const char *scoreFamilyValueName()
{
    static const std::string names = posenc::scoreEncodingNames.joined("|");
    return names.c_str();
}

QString scoreFamilyOptionHelp()
{
    QStringList families;
    for (const ScoreFamilyEntry &entry : scoreFamilies())
        families << QCoreApplication::translate("CommandLine", "%1: %2")
                        .arg(QString::fromLatin1(posenc::scoreEncodingNames.name(entry.id)), entry.optionHelp());
    return QCoreApplication::translate("CommandLine", "What acts on the attention scores, the relative slot; %1 "
                                                      "(default none; a figure named with --figure turns its family "
                                                      "on).")
        .arg(families.join(QCoreApplication::translate("CommandLine", "; ")));
}

QList<fieldtable::Field> scoreFamilyFields()
{
    QList<fieldtable::Field> fields;
    for (const ScoreFamilyEntry &entry : scoreFamilies())
        if (entry.fields)
            fields += entry.fields();
    return fields;
}

std::optional<FixedHeads> fixedHeads(const Session &session)
{
    const ScoreFamilyEntry &chosen = scoreFamily(session.scores);
    return chosen.fixedHeads ? chosen.fixedHeads(session) : std::nullopt;
}
