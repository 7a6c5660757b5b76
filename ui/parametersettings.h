#pragma once
/// \file parametersettings.h
/// \brief The state's parameters and selections kept between sessions (QSettings group "parameters").

class ExplorerState;
class QSettings;

/// Writes every parameter and selection of \a state into \a settings' group "parameters".
void saveParameters(const ExplorerState &state, QSettings &settings);

/// Sets \a state from \a settings' group "parameters" when a previous session wrote it; values out of
/// range are clamped by the state's setters as typed ones would be. Needs only a QCoreApplication, so the
/// command line can be checked against the restored parameters before a window (and a display) exists.
void restoreParameters(ExplorerState &state, QSettings &settings);
