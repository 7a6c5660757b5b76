#pragma once
/// \file statecontrols.h
/// \brief A check box and a line edit bound to one ExplorerState property: they write it when the user
/// changes them and follow it when it changes elsewhere (undo, a scene, another tab's control).

#include "ui/state/explorerstate.h"

class QCheckBox;
class QLineEdit;
class QWidget;

/// A check box that writes \a setter and follows \a changed of the state.
QCheckBox *stateCheckBox(const QString &text, ExplorerState *state, bool value, void (ExplorerState::*setter)(bool),
                         void (ExplorerState::*changed)(bool), QWidget *parent);

/// A line edit (with a clear button) that writes \a setter while typing and follows \a changed of the state.
QLineEdit *stateLineEdit(const QString &text, ExplorerState *state, void (ExplorerState::*setter)(const QString &),
                         void (ExplorerState::*changed)(const QString &), QWidget *parent);
