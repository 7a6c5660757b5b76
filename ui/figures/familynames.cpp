#include "ui/figures/familynames.h"

#include "ui/families/addedfamilies.h"
#include "ui/families/scorefamilies.h"
#include "ui/state/learnedtables.h"
#include "ui/state/session.h"

#include <QFileInfo>

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Families)
};
} // namespace

QString addedFamilyName(posenc::AddedEncoding added)
{
    return addedFamily(added).shortName();
}

QString scoreFamilyName(posenc::ScoreEncoding scores)
{
    return scoreFamily(scores).shortName();
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

QString t5TableName(const Session &session)
{
    const auto table = t5BiasTableOf(session);
    if (!table)
        return Text::tr("the untrained table");
    const QString file = QFileInfo(t5Of(session).table).fileName();
    return table->tensor.empty() ? file : Text::tr("%1, %2").arg(file, QString::fromStdString(table->tensor));
}
