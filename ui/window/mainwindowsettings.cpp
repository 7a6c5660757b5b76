// MainWindow's settings: what restoreSettings() and saveSettings() keep across restarts (geometry, zoom, theme,
// the session, the open figure, the exports' choices), the start guard, and Ctrl+Z in a text field.
#include "ui/window/mainwindow.h"
#include "ui/window/sessionkeeper.h"
#include "ui/window/windowexports.h"

#include "ui/state/explorerstate.h"
#include "ui/state/parametersettings.h"
#include "ui/state/zoom.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

#include <cstdio>

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QLineEdit *>(watched)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QKeyCombination combination = key->keyCombination();
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
            || combination == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)
            || combination == QKeyCombination(Qt::ControlModifier, Qt::Key_Y))
            return true; // not the field's: the window's Edit > Undo / Redo take the key
    }
    if (m_startGuarded && watched == m_tabs && event->type() == QEvent::Paint) {
        m_startGuarded = false;
        m_tabs->removeEventFilter(this);
        QSettings().setValue(QStringLiteral("startup/unpainted"), false);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    setPresentation(false); // what is saved is the window as it is outside presentation mode
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // A zoom that is not one (a hand-edited file) is left at 100 %.
    if (const auto percent = zoom::parse(settings.value(QStringLiteral("window/zoom")).toString()))
        applyZoom(*percent);
    setTheme(theme::parse(settings.value(QStringLiteral("window/theme")).toString()).value_or(Theme::Light));

    const QString guard = QStringLiteral("startup/unpainted");
    const bool interrupted = settings.value(guard, false).toBool();
    settings.setValue(guard, true); // cleared at the first paint (eventFilter())
    settings.sync();
    m_startGuarded = true;
    m_tabs->installEventFilter(this);
    if (interrupted) {
        statusBar()->showMessage(tr("The last start did not reach its window: started with the default parameters."));
    } else if (const QList<Session::Problem> problems = restoreParameters(*m_state, settings); !problems.isEmpty()) {
        QStringList fields;
        for (const Session::Problem &problem : problems)
            fields.append(problem.message);
        statusBar()->showMessage(
            tr("Saved settings not used, their defaults kept: %1").arg(fields.join(QStringLiteral("; "))));
    }
    if (!settingsWritable(settings.fileName())) {
        // An unwritable home (or XDG_CONFIG_HOME): the window works, and says once what will not be kept.
        m_settingsUnwritable = true;
        const QString line = settingsNotSavedMessage(settings.fileName());
        std::fprintf(stderr, "posenc: %s\n", qUtf8Printable(line));
        statusBar()->showMessage(line);
    }
    // After the parameters: their slots decide which tabs show (a hidden tab cannot be the current one).
    // The figure by name (a tab's position moves when a tab is added).
    if (const auto figure = figureFromName(settings.value(QStringLiteral("window/figure")).toString()))
        showFigure(*figure);

    m_exports->restore(settings);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/figure"), figureName(currentFigure()));
    settings.setValue(QStringLiteral("window/zoom"), m_zoomBeforeFit.value_or(zoom::percent()));
    settings.setValue(QStringLiteral("window/theme"), theme::name(theme::current()));
    saveParameters(*m_state, settings);
    m_exports->save(settings);
    settings.sync();
    if (!m_settingsUnwritable && !settingsWritable(settings.fileName()))
        std::fprintf(stderr, "posenc: %s\n", qUtf8Printable(settingsNotSavedMessage(settings.fileName())));
}
