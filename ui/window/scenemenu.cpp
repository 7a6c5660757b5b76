#include "ui/window/scenemenu.h"

#include "ui/scene/presets.h"
#include "ui/scene/recentscenes.h"
#include "ui/scene/scene.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace {
QString fileFilter()
{
    return SceneMenu::tr("PosEnc scenes (*.posenc)");
}
} // namespace

SceneMenu::SceneMenu(MainWindow *window, QMenu *file)
    : QObject(window), m_window(window)
{
    QAction *open = file->addAction(tr("&Open Scene…"), this, &SceneMenu::openDialog);
    open->setShortcut(QKeySequence::Open);
    m_recent = file->addMenu(tr("Open &Recent"));
    m_recent->setObjectName(QStringLiteral("recentScenes"));
    connect(m_recent, &QMenu::aboutToShow, this, &SceneMenu::fillRecent);
    fillRecent(); // so that it is enabled or not from the start
    m_presets = file->addMenu(tr("&Presets"));
    m_presets->setObjectName(QStringLiteral("presets"));
    fillPresets();
    QAction *saveAction = file->addAction(tr("&Save Scene"), this, [this] {
        if (m_path.isEmpty())
            saveDialog();
        else
            save(m_path);
    });
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAs = file->addAction(tr("Sa&ve Scene As…"), this, &SceneMenu::saveDialog);
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)); // QKeySequence::SaveAs is empty on some desktops
}

bool SceneMenu::open(const QString &path)
{
    const Scene::Read read = Scene::readFile(path);
    if (!read.scene) {
        if (!QFileInfo::exists(path))
            recentScenes::remove(path);
        showProblem(tr("Scene not opened"), read.problem + QLatin1Char('\n') + tr("Nothing of it was applied."));
        return false;
    }
    adopt(*read.scene, path);
    return true;
}

void SceneMenu::adopt(const Scene &scene, const QString &path)
{
    m_window->applyScene(scene, MainWindow::SceneParts::Everything,
                         tr("opening %1").arg(QFileInfo(path).fileName()));
    setPath(path);
    m_lastProblem.clear();
    m_window->statusBar()->showMessage(tr("Opened the scene %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool SceneMenu::save(const QString &path)
{
    if (const QString error = m_window->currentScene().writeFile(path); !error.isEmpty()) {
        showProblem(tr("Scene not saved"), error);
        return false;
    }
    setPath(path);
    m_lastProblem.clear();
    m_window->statusBar()->showMessage(tr("Saved the scene %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void SceneMenu::openDialog()
{
    const QString folder = m_path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                            : QFileInfo(m_path).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Scene"), folder, fileFilter());
    if (!path.isEmpty())
        open(path);
}

void SceneMenu::saveDialog()
{
    QString path = m_path;
    if (path.isEmpty())
        path = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                   .filePath(tr("lecture") + QLatin1Char('.') + Scene::suffix);
    path = QFileDialog::getSaveFileName(m_window, tr("Save Scene"), path, fileFilter());
    if (path.isEmpty())
        return;
    if (!Scene::isSceneFile(path))
        path += QLatin1Char('.') + Scene::suffix;
    save(path);
}

void SceneMenu::fillRecent()
{
    m_recent->clear();
    const QStringList paths = recentScenes::list();
    for (int k = 0; k < paths.size(); ++k) {
        // &1 … &8: a key for each, as editors number them.
        const QString text = QStringLiteral("&%1 %2").arg(k + 1).arg(QFileInfo(paths[k]).fileName());
        QAction *action = m_recent->addAction(text, this, [this, path = paths[k]] { open(path); });
        action->setToolTip(QDir::toNativeSeparators(paths[k]));
        action->setStatusTip(QDir::toNativeSeparators(paths[k]));
    }
    if (!paths.isEmpty()) {
        m_recent->addSeparator();
        m_recent->addAction(tr("&Clear the List"), this, [] { recentScenes::clear(); });
    }
    m_recent->setEnabled(!paths.isEmpty());
}

void SceneMenu::fillPresets()
{
    for (const Preset &preset : presets()) {
        QAction *action = m_presets->addAction(preset.title, this, [this, preset] {
            const Scene::Read read = readPreset(preset);
            if (!read.scene) { // a resource of the program: a build without it is a bug, said plainly
                showProblem(tr("Preset not opened"), read.problem);
                return;
            }
            m_window->applyScene(*read.scene, MainWindow::SceneParts::ParametersAndTab, tr("preset “%1”").arg(preset.title));
            m_window->statusBar()->showMessage(tr("Preset: %1").arg(preset.title), 5000);
        });
        action->setObjectName(QFileInfo(preset.file).completeBaseName());
    }
}

void SceneMenu::setPath(const QString &path)
{
    m_path = QFileInfo(path).absoluteFilePath();
    recentScenes::add(m_path);
    fillRecent();
    m_window->setWindowTitle(tr("%1 — Positional encoding explorer").arg(QFileInfo(m_path).fileName()));
}

void SceneMenu::showProblem(const QString &title, const QString &problem)
{
    m_lastProblem = problem;
    auto *box = new QMessageBox(QMessageBox::Warning, title, problem, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("sceneProblem"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, without a nested event loop
}
