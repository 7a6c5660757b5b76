#include "ui/figures/familynames.h"

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Families)
};
} // namespace

QString addedFamilyName(posenc::AddedEncoding added)
{
    switch (added) {
    case posenc::AddedEncoding::Sinusoidal:
        return Text::tr("sinusoidal");
    case posenc::AddedEncoding::Learned:
        return Text::tr("learned");
    case posenc::AddedEncoding::None:
        break;
    }
    return {};
}

QString scoreFamilyName(posenc::ScoreEncoding scores)
{
    switch (scores) {
    case posenc::ScoreEncoding::Rope:
        return QStringLiteral("RoPE");
    case posenc::ScoreEncoding::Alibi:
        return QStringLiteral("ALiBi");
    case posenc::ScoreEncoding::T5:
        return QStringLiteral("T5");
    case posenc::ScoreEncoding::None:
        break;
    }
    return {};
}

QString schemeName(posenc::AddedEncoding added, posenc::ScoreEncoding scores)
{
    const QString first = addedFamilyName(added), second = scoreFamilyName(scores);
    if (first.isEmpty() && second.isEmpty())
        return QStringLiteral("NoPE");
    if (first.isEmpty() || second.isEmpty())
        return first + second;
    return first + QStringLiteral(" + ") + second;
}
