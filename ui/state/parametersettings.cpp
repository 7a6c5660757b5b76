#include "ui/state/parametersettings.h"

#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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

QString settingsNotSavedMessage(const QString &path)
{
    return QCoreApplication::translate("ParameterSettings",
                                       "Settings cannot be saved (%1 is not writable): this run's parameters, "
                                       "window and recent files will not be kept.")
        .arg(path);
}

bool settingsWritable(const QString &path)
{
    QFileInfo file(path);
    if (file.exists())
        return file.isFile() && file.isWritable();
    // The nearest folder that exists: QSettings makes the missing ones below it.
    QString folder = file.absolutePath();
    while (!QFileInfo::exists(folder)) {
        const QString parent = QFileInfo(folder).absolutePath();
        if (parent == folder)
            return false;
        folder = parent;
    }
    const QFileInfo existing(folder);
    return existing.isDir() && existing.isWritable();
}
