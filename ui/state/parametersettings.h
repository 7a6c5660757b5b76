#pragma once
/// \file parametersettings.h
/// \brief The session kept between runs (QSettings group "parameters", one key per Session field).

#include "ui/state/session.h"

#include <QList>

class ExplorerState;
class QSettings;

/// Writes every field of \a state's session into \a settings' group "parameters".
void saveParameters(const ExplorerState &state, QSettings &settings);

/// Sets \a state to the session a previous run wrote into \a settings' group "parameters" (nothing when
/// none was written). A value that is unreadable or out of its range keeps the current value and is
/// returned as a problem (field and allowed range). Needs only a QCoreApplication, so the command line
/// can be checked against the restored session before a window (and a display) exists.
QList<Session::Problem> restoreParameters(ExplorerState &state, QSettings &settings);
