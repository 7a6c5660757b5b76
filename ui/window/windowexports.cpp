#include "ui/window/windowexports.h"

#include "ui/export/animationexport.h"
#include "ui/export/clipboardexport.h"
#include "ui/export/figureexport.h"
#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/theme.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace {

/// The window's words: the translations' context stays MainWindow's, where these sentences were first.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MainWindow)
};

} // namespace

namespace {

/// \a path itself when it is a folder, else its nearest existing parent folder (the last export may
/// have been a file, or its folder may be gone), else the home folder.
QString nearestFolder(const QString &path)
{
    QFileInfo folder(path);
    for (int depth = 0; depth < 64 && !folder.isDir() && !folder.isRoot(); ++depth)
        folder = QFileInfo(folder.absolutePath());
    return folder.isDir() ? folder.absoluteFilePath() : QDir::homePath();
}

/// Exports and copies show whole positions: Play's fraction (ExplorerState::positionFraction()) is put to
/// 0 while they are written and back afterwards (the next frame moves it on anyway).
class WholePosition
{
public:
    explicit WholePosition(ExplorerState *state) : m_state(state), m_fraction(state->positionFraction())
    {
        m_state->setPositionFraction(0);
    }
    ~WholePosition() { m_state->setPositionFraction(m_fraction); }
    WholePosition(const WholePosition &) = delete;
    WholePosition &operator=(const WholePosition &) = delete;

private:
    ExplorerState *m_state;
    double m_fraction;
};

} // namespace

WindowExports::WindowExports(QMainWindow *window, ExplorerState *state, std::function<Figure()> currentFigure)
    : QObject(window)
    , m_window(window)
    , m_state(state)
    , m_currentFigure(std::move(currentFigure))
{
    m_lastExport.path = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (m_lastExport.path.isEmpty())
        m_lastExport.path = QDir::homePath();
}

void WindowExports::restore(QSettings &settings)
{
    settings.beginGroup(QStringLiteral("export"));
    m_lastExport.path = settings.value(QStringLiteral("path"), m_lastExport.path).toString();
    m_lastExport.size.width = settings.value(QStringLiteral("width"), m_lastExport.size.width).toInt();
    m_lastExport.size.height = settings.value(QStringLiteral("height"), m_lastExport.size.height).toInt();
    m_lastExport.size.scale = settings.value(QStringLiteral("scale"), m_lastExport.size.scale).toDouble();
    m_lastExport.size.withCaption = settings.value(QStringLiteral("caption"), false).toBool();
    m_lastExport.size.fontScale = settings.value(QStringLiteral("fontScale"), 1.0).toDouble();
    m_lastExport.size.clean = settings.value(QStringLiteral("clean"), false).toBool();
    m_lastExport.size.transparent = settings.value(QStringLiteral("transparent"), false).toBool();
    if (checkImageSize(m_lastExport.size))
        m_lastExport.size = ImageSize();
    settings.endGroup();
}

void WindowExports::save(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("export"));
    settings.setValue(QStringLiteral("path"), m_lastExport.path);
    settings.setValue(QStringLiteral("width"), m_lastExport.size.width);
    settings.setValue(QStringLiteral("height"), m_lastExport.size.height);
    settings.setValue(QStringLiteral("scale"), m_lastExport.size.scale);
    settings.setValue(QStringLiteral("caption"), m_lastExport.size.withCaption);
    settings.setValue(QStringLiteral("fontScale"), m_lastExport.size.fontScale);
    settings.setValue(QStringLiteral("clean"), m_lastExport.size.clean);
    settings.setValue(QStringLiteral("transparent"), m_lastExport.size.transparent);
    settings.endGroup();
}

void WindowExports::copyFigure(Figure figure)
{
    const WholePosition whole(m_state); // not a frame of Play between two positions
    ImageSize size = m_lastExport.size;
    size.theme = theme::current();
    QString error;
    std::unique_ptr<QMimeData> data = figureMimeData(*m_state, figure, size, &error);
    if (!data) {
        m_window->statusBar()->showMessage(Text::tr("Could not copy %1: %2").arg(figureTitle(figure), error));
        return;
    }
    QGuiApplication::clipboard()->setMimeData(data.release());
    m_window->statusBar()->showMessage(Text::tr("Copied %1 to the clipboard (%2 × %3 pixels and SVG; File > Export Figure… sets "
                                "the size)")
                                 .arg(figureTitle(figure))
                                 .arg(size.pixelWidth())
                                 .arg(size.pixelHeight()),
                             6000);
}

void WindowExports::exportFigure(Figure figure, ExportFormat format)
{
    ExportRequest initial = m_lastExport;
    initial.figure = figure;
    initial.format = format; // the context menu's choice; the dialog offers the others
    initial.path = figureFilePath(nearestFolder(m_lastExport.path), figure, initial.format);
    initial.size.theme = theme::current(); // exports follow the window's theme unless the dialog says otherwise
    initial.figures = figuresApplyingTo(m_state->session());
    ExportDialog dialog(initial, m_window);
    // After a failed export the dialog comes back as the user left it.
    while (dialog.exec() == QDialog::Accepted && !runExport(dialog.request())) {
    }
}

void WindowExports::exportAllFigures()
{
    ExportRequest initial = m_lastExport;
    initial.figure.reset();
    initial.path = nearestFolder(initial.path);
    initial.size.theme = theme::current();
    initial.figures = figuresApplyingTo(m_state->session());
    ExportDialog dialog(initial, m_window);
    while (dialog.exec() == QDialog::Accepted && !runExport(dialog.request())) {
    }
}

void WindowExports::exportAnimation()
{
    AnimationRequest initial;
    if (m_lastAnimation) {
        initial = *m_lastAnimation; // its figure and choices
    } else {
        initial.figure = m_currentFigure();
        initial.size = m_lastExport.size;
        initial.size.width = 1280; // a GIF for a slide: smaller files than 1920 x 1080
        initial.size.height = 720;
    }
    initial.figures = figuresApplyingTo(m_state->session());
    initial.size.theme = theme::current();
    // The folder the last GIF or frames folder went into.
    const QString folder = m_lastAnimation ? nearestFolder(QFileInfo(m_lastAnimation->path).absolutePath())
                                           : nearestFolder(m_lastExport.path);
    initial.path = QDir(folder).filePath(figureName(initial.figure) + (initial.target == AnimationTarget::Gif
                                                                          ? QStringLiteral(".gif")
                                                                          : QStringLiteral("-frames")));
    AnimationDialog dialog(initial, m_state->session(), m_window);
    while (dialog.exec() == QDialog::Accepted && !writeAnimation(dialog.request())) {
    }
}

bool WindowExports::writeAnimation(const AnimationRequest &request)
{
    m_lastAnimation = request;
    const auto planned = planAnimation(request.spec, m_state->session(), request.figure);
    QString error;
    if (const auto *problem = std::get_if<AnimationProblem>(&planned))
        error = problem->message;
    else if (const auto sizeProblem = checkImageSize(request.size))
        error = *sizeProblem;
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, Text::tr("Export failed"), error);
        return false;
    }
    AnimationExport job(std::get<AnimationPlan>(planned), request.figure, request.size, request.path, request.target);
    QProgressDialog progress(Text::tr("Writing %1…").arg(QDir::toNativeSeparators(job.outputPath())), Text::tr("Cancel"), 0,
                             job.steps(), m_window);
    progress.setObjectName(QStringLiteral("animationProgress"));
    progress.setWindowTitle(Text::tr("Export Animation"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    // Queued: setValue() of a modal progress dialog processes events, which must not happen inside the
    // export's own slot.
    connect(&job, &AnimationExport::progress, &progress, &QProgressDialog::setValue, Qt::QueuedConnection);
    connect(&progress, &QProgressDialog::canceled, &job, &AnimationExport::cancel);
    progress.setValue(0);
    error = job.run(); // a local event loop: the window repaints, Cancel answers
    progress.hide();
    if (job.wasCancelled()) {
        m_window->statusBar()->showMessage(Text::tr("Animation export cancelled; nothing was written."), 10000);
        return true;
    }
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, Text::tr("Export failed"), error);
        return false;
    }
    m_window->statusBar()->showMessage(Text::tr("Wrote %1").arg(QDir::toNativeSeparators(job.outputPath())), 10000);
    return true;
}

bool WindowExports::runExport(const ExportRequest &request)
{
    const WholePosition whole(m_state); // not a frame of Play between two positions
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QStringList written;
    QStringList errors;
    if (request.figure) {
        const QString error = ::exportFigure(*m_state, *request.figure, request.format, request.path, request.size);
        if (error.isEmpty())
            written.append(request.path);
        else
            errors.append(error);
    } else {
        errors = ::exportAllFigures(*m_state, request.format, request.path, request.size, &written);
    }
    QApplication::restoreOverrideCursor();
    m_lastExport = request;
    if (!errors.isEmpty()) {
        QMessageBox::warning(m_window, Text::tr("Export failed"), errors.join(QLatin1Char('\n')));
        return false;
    }
    m_window->statusBar()->showMessage(Text::tr("Wrote %1").arg(QDir::toNativeSeparators(written.join(QStringLiteral(", ")))),
                             10000);
    return true;
}
