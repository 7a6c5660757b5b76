#pragma once
/// \file modelconfigmenu.h
/// \brief File > Open Model Config…: a Hugging Face config.json (posenc/models/modelconfig.h) sets RoPE's base,
/// head_dim, rotary part, max_position_embeddings and rope_scaling in one undo step, and a message lists what
/// was read and which keys were ignored and why. Also what a dropped .json file opens through.

#include <QObject>
#include <QString>

class ExplorerState;
class QMenu;
class QWidget;

class ModelConfigMenu : public QObject
{
    Q_OBJECT
public:
    /// Adds the action to \a file of \a window, which shows its messages; the session is \a state's.
    ModelConfigMenu(QWidget *window, QMenu *file, ExplorerState *state);

    /// Whether \a path names a config file by its extension (.json): drops go here.
    static bool isConfigFile(const QString &path);
    /// Reads \a path and applies it; shows what was read and ignored, or the one problem (nothing changed).
    bool open(const QString &path);
    /// The text of the last message shown, for tests.
    QString lastMessage() const { return m_lastMessage; }

private:
    void openDialog();

    QWidget *m_window;
    ExplorerState *m_state;
    QString m_folder;
    QString m_lastMessage;
};
