#pragma once
/// \file lectureeditor.h
/// \brief File > Edit Lecture…: a lecture's steps as a list (add the current view as a step, reorder, delete)
/// and the selected step's texts in English and Chinese; opened from and saved to a `.posenc-lecture` file.

#include "ui/lecture/lecture.h"

#include <QDialog>

class MainWindow;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

/// A window beside the main window (not modal: the lecturer sets up a view, then adds it). A step added from
/// the view takes the window's session and figure, not its theme, zoom or language (the lecture keeps the
/// hall's); a step read from a file keeps its scene and reveal as the file wrote them.
class LectureEditor : public QDialog
{
    Q_OBJECT
public:
    explicit LectureEditor(MainWindow *window);

    const Lecture &lecture() const { return m_lecture; }
    /// Replaces the lecture being edited (a file opened), selecting its first step.
    void setLecture(const Lecture &lecture, const QString &path = {});
    /// Inserts the window's current view as a new step after the selected one and selects it: the session and
    /// the figure shown alone, else the one whose view has the keyboard focus, else the open tab's; its title
    /// is the figure's.
    void addCurrentView();
    /// Moves the selected step up (-1) or down (+1).
    void moveSelected(int by);
    void deleteSelected();
    /// The selected step (index into lecture().steps), or -1.
    int selected() const;
    void select(int step);
    /// Sets text \a field ("title", "text", "question", "answer", "notes") of the selected step in \a language
    /// ("en", "zh_CN"), as typing in its box does.
    void setText(const QString &field, const QString &language, const QString &text);
    /// Writes the lecture to \a path. An empty string, or the problem shown (a step without a title, a question
    /// without an answer: named by step; or "cannot write …").
    QString save(const QString &path);
    /// The problem of the lecture as it stands (what save() refuses), or an empty string.
    QString problem() const;

private:
    void showSelected();
    void refreshList();
    LectureText *textOf(LectureStep &step, const QString &field);
    void saveAs();
    void openFile();

    MainWindow *m_window;
    Lecture m_lecture;
    QString m_path;
    QListWidget *m_list;
    struct Row
    {
        QString field;
        QWidget *en;
        QWidget *zh;
    };
    QList<Row> m_rows;
    bool m_showing = false; ///< filling the boxes: their changes are not edits
};
