#include "ui/window/lecturemenu.h"

#include "ui/lecture/lectureplayer.h"
#include "ui/state/language.h"
#include "ui/window/lectureeditor.h"
#include "ui/window/lecturerunner.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>

LectureMenu::LectureMenu(MainWindow *window, QMenu *file)
    : QObject(window), m_window(window)
{
    QAction *open = file->addAction(tr("Open &Lecture…"), this, &LectureMenu::openDialog);
    open->setObjectName(QStringLiteral("openLecture"));
    open->setStatusTip(tr("Run a lecture file (.posenc-lecture) in presentation mode, step by step"));
    QAction *builtin = file->addAction(tr("Give the Built-&in Lecture"), this, [this] { this->open(QStringLiteral("builtin")); });
    builtin->setObjectName(QStringLiteral("builtinLecture"));
    builtin->setStatusTip(tr("The course notes' argument in 14 steps with questions for 45 minutes, then an appendix up to context extension"));
    QAction *edit = file->addAction(tr("E&dit Lecture…"), this, [this] {
        // Nothing edited yet: a copy of the lecture running, else of the built-in one, to adapt and save as.
        if (editor()->lecture().steps.isEmpty()) {
            const LecturePlayer *running = m_window->lectureRunner()->player();
            editor()->setLecture(running ? running->lecture() : Lecture::builtin());
        }
        editor()->show();
        editor()->raise();
    });
    edit->setObjectName(QStringLiteral("editLecture"));
    edit->setStatusTip(tr("Adapt a copy of the built-in lecture (or the one running), or make one of views: add the current view as a step, order the steps, write their texts"));
    QAction *add = file->addAction(tr("Add Current Vie&w as Step"), this, [this] {
        editor()->addCurrentView();
        editor()->show();
        editor()->raise();
    });
    add->setObjectName(QStringLiteral("addViewAsStep"));
    add->setStatusTip(tr("The parameters and the figure shown now become the next step of the lecture being edited"));
    QAction *console = file->addAction(tr("Prese&nter Console"), this, [window] { window->lectureRunner()->setConsoleShown(true); });
    console->setObjectName(QStringLiteral("presenterConsole"));
    console->setStatusTip(tr("The lecturer's window: the step's notes, its answer before it is shown, the next step and the time"));
    QAction *saveInk = file->addAction(tr("Save Lecture with In&k…"), this, &LectureMenu::saveInkDialog);
    saveInk->setObjectName(QStringLiteral("saveLectureInk"));
    saveInk->setStatusTip(tr("Write the running lecture, with the ink drawn on each step, to a lecture file: it shows again when the file is run, and goes into its deck and handout"));
    saveInk->setEnabled(false);
    // Leaving presentation mode only pauses a lecture (F5 comes back to its page): this ends it.
    QAction *end = file->addAction(tr("End Lect&ure"), this, [this, window] {
        if (window->lectureRunner()->inkUnsaved() && !askToKeepInk())
            return;
        window->lectureRunner()->stop();
    });
    end->setObjectName(QStringLiteral("endLecture"));
    end->setStatusTip(tr("End the lecture running or paused: its heading and step counter go, the figure stays"));
    end->setEnabled(false);
    connect(window->lectureRunner(), &LectureRunner::pageChanged, end, [end, saveInk, window] {
        end->setEnabled(window->lectureRunner()->player() != nullptr);
        saveInk->setEnabled(window->lectureRunner()->player() != nullptr);
    });
}

QString LectureMenu::saveInk(const QString &path)
{
    const std::optional<Lecture> lecture = m_window->lectureRunner()->lectureWithInk();
    if (!lecture)
        return tr("no lecture is running");
    const QString problem = lecture->writeFile(path);
    if (problem.isEmpty()) {
        m_window->lectureRunner()->setInkSaved();
        m_path = path;
    }
    return problem;
}

bool LectureMenu::saveInkDialog()
{
    const std::optional<Lecture> lecture = m_window->lectureRunner()->lectureWithInk();
    if (!lecture)
        return false;
    // The built-in lecture is in the program: its copy with ink goes to the documents folder.
    const QString proposed = !m_path.isEmpty() ? m_path
                                               : QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                                     .filePath(tr("lecture-with-ink") + QLatin1Char('.') + Lecture::suffix);
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Lecture with Ink"), proposed,
                                                      tr("PosEnc lectures (*.%1)").arg(Lecture::suffix));
    if (path.isEmpty())
        return false;
    if (const QString problem = saveInk(path); !problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Save Lecture with Ink"), problem);
        return false;
    }
    return true;
}

bool LectureMenu::askToKeepInk()
{
    const auto answer = QMessageBox::question(
        m_window, tr("End Lecture"), tr("The ink drawn in this lecture is not saved. Save it into a lecture file?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveInkDialog();
    return answer == QMessageBox::Discard;
}

LectureEditor *LectureMenu::editor()
{
    if (!m_editor)
        m_editor = new LectureEditor(m_window);
    return m_editor;
}

void LectureMenu::openDialog()
{
    const QString folder =
        m_folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : m_folder;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Lecture"), folder,
                                                      tr("PosEnc lectures (*.%1)").arg(Lecture::suffix));
    if (!path.isEmpty())
        open(path);
}

bool LectureMenu::open(const QString &path)
{
    const bool builtin = path == QLatin1String("builtin");
    if (!builtin)
        m_folder = QFileInfo(path).absolutePath();
    m_path = builtin ? QString() : QFileInfo(path).absoluteFilePath();
    Lecture::Read read = Lecture::readFile(path);
    if (read.lecture)
        if (const QString problem = undrawablePage(*read.lecture); !problem.isEmpty())
            read = {std::nullopt, QStringLiteral("%1: %2").arg(path, problem)};
    if (!read.lecture) {
        m_lastProblem = read.problem;
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Open Lecture"),
                                    tr("%1 cannot be read as a lecture.").arg(QFileInfo(path).fileName()),
                                    QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->setInformativeText(read.problem);
        box->open();
        return false;
    }
    m_lastProblem.clear();
    const QString name = builtin ? read.lecture->title.in(language::current()) : QFileInfo(path).fileName();
    m_window->lectureRunner()->start(*read.lecture, name);
    return true;
}
