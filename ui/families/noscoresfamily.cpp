// Nothing in the scores slot: the plain dot product (the 2017 Transformer, GPT-2).
#include "ui/families/scorefamily.h"

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ScoreFamilies)
};
} // namespace

ScoreFamilyEntry noScoresFamilyEntry()
{
    return {.id = posenc::ScoreEncoding::None,
            .shortName = [] { return QString(); },
            .choiceLabel = [] { return Text::tr("Nothing (2017, GPT-2)"); },
            .optionHelp = [] { return Text::tr("the plain dot product (the 2017 Transformer, GPT-2)"); },
            .head = [](const Session &) { return posenc::ScoreHead(posenc::NoScoreHead{}); },
            .actsOnScores = false};
}
