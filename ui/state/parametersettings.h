#pragma once
/// \file parametersettings.h
/// \brief The session kept between runs (QSettings group "parameters", one key per Session field).

#include "ui/state/session.h"

#include <QList>
#include <QString>

class ExplorerState;
class QSettings;

/// Writes every field of \a state's session into \a settings' group "parameters".
void saveParameters(const ExplorerState &state, QSettings &settings);

/// Sets \a state to the session a previous run wrote into \a settings' group "parameters" (nothing when
/// none was written). A value that is unreadable or out of its range keeps the current value and is
/// returned as a problem (field and allowed range). Needs only a QCoreApplication, so the command line
/// can be checked against the restored session before a window (and a display) exists.
QList<Session::Problem> restoreParameters(ExplorerState &state, QSettings &settings);

/// Whether the settings file at \a path can be written: it is a writable file, or it does not exist and its
/// nearest existing folder is a writable folder (QSettings creates the ones between). A folder that is a
/// regular file (HOME below a file) or read-only is not. Checked on the path itself, because
/// QSettings::status() also reports AccessError for a file that is written fine.
bool settingsWritable(const QString &path);

/// The one line said when the settings file at \a path cannot be written (an unwritable home folder or
/// XDG_CONFIG_HOME): the window works, but nothing of this run is kept for the next.
QString settingsNotSavedMessage(const QString &path);
