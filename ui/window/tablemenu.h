#pragma once
/// \file tablemenu.h
/// \brief File > Open Table…: a learned position table from a checkpoint's .npy or .safetensors file
/// (posenc/learned/learnedtable.h) becomes what is added to the token embedding, or T5's relative attention
/// bias (posenc/learned/t5biastable.h) what acts on the scores; File > Open T5 Bias Table… reads any 2-D
/// tensor as the latter. Also what a table file dropped on the window opens through.

#include <QObject>
#include <QString>

class ExplorerState;
class QMenu;
class QWidget;

/// Adds "Open Table…" to a File menu and opens tables: a file holding several tensors lists them (position
/// tables first, the known one chosen), the chosen one is opened, and the session changes in one undo step
/// (the slot learned, d_model the table's). A file that is no table shows its one message and changes
/// nothing.
class TableMenu : public QObject
{
    Q_OBJECT
public:
    /// Adds the action to \a file of \a window, which shows its messages; the session is \a state's.
    TableMenu(QWidget *window, QMenu *file, ExplorerState *state);

    /// Whether \a path names a table file by its extension (.npy, .safetensors): drops go here.
    static bool isTableFile(const QString &path);
    /// Opens \a path: asks for the tensor when it holds several (unless \a tensor is given), then applies
    /// it: a tensor named as T5's bias (…relative_attention_bias.weight), or a file whose only tables are
    /// those, as openT5(); else as the learned table. False after a message when it cannot be read.
    bool open(const QString &path, const QString &tensor = {});
    /// Opens \a path as T5's bias table (num_buckets x heads; tensor \a tensor, else the file's choice for the
    /// session's direction); the score slot becomes T5 in one undo step. False after a message.
    bool openT5(const QString &path, const QString &tensor = {});
    /// The text of the last message shown ("" when the last open succeeded), for tests.
    QString lastProblem() const { return m_lastProblem; }

private:
    void openDialog();
    void openT5Dialog();
    QString chooseFile(const QString &title);
    void showProblem(const QString &problem);

    QWidget *m_window;
    ExplorerState *m_state;
    QString m_folder;
    QString m_lastProblem;
};
