#include "ui/state/parametersettings.h"

#include "ui/state/explorerstate.h"

#include <QSettings>

void saveParameters(const ExplorerState &state, QSettings &settings)
{
    settings.beginGroup(QStringLiteral("parameters"));
    const QVariantMap values = state.latest().toVariants(); // a large session still being prepared too
    for (auto it = values.begin(); it != values.end(); ++it)
        settings.setValue(it.key(), it.value());
    settings.endGroup();
}

QList<Session::Problem> restoreParameters(ExplorerState &state, QSettings &settings)
{
    settings.beginGroup(QStringLiteral("parameters"));
    QVariantMap values;
    for (const QString &key : Session::fieldKeys())
        if (settings.contains(key))
            values.insert(key, settings.value(key));
    settings.endGroup();
    if (values.isEmpty())
        return {};
    const Session::Read read = Session::fromVariants(values, state.latest());
    state.setSession(read.session);
    return read.problems;
}
