// MainWindow's zoom and screen fitting: never larger than the screen (fitToScreen() in mainwindow.h), the
// zoom the user chose kept apart from one lowered to fit.
#include "ui/window/mainwindow.h"

#include "ui/state/zoom.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/presentationbar.h"

#include <QDockWidget>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QWindow>

void MainWindow::setZoom(int percent)
{
    if (!isPresentation())
        m_zoomBeforeFit.reset(); // the user's own choice from now on; presentation mode's is put back on leaving
    applyZoom(percent);
    statusBar()->showMessage(tr("Zoom %1 %").arg(zoom::percent()), 3000);
}

void MainWindow::applyZoom(int percent)
{
    zoom::setPercent(percent);
    // The slim bar's own font (at least height / 40) follows a zoom above it; Qt sends the bar no
    // ApplicationFontChange through changeEvent().
    QTimer::singleShot(0, m_presentationBar, &PresentationBar::fitText);
    // The panel's width follows its font (the dock does not grow by itself), once the new font has
    // reached every widget (font change events are delivered later).
    QTimer::singleShot(0, this, [this] {
        if (auto *scroll = findChild<QScrollArea *>(QStringLiteral("parameterScroll"))) {
            m_panel->adjustSize();
            scroll->setMinimumWidth(m_panel->sizeHint().width() + 24);
        }
    });
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_fitConnected && windowHandle()) {
        m_fitConnected = true;
        connect(windowHandle(), &QWindow::screenChanged, this, &MainWindow::fitToCurrentScreen);
    }
    QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen); // once the layout has its sizes
}

void MainWindow::fitToCurrentScreen()
{
    // Presentation mode has the whole screen; the window its available part (without panels).
    if (const QScreen *screen = this->screen())
        fitToScreen(m_screenRoom.value_or(isPresentation() ? screen->geometry().size() : screen->availableGeometry().size()));
}

void MainWindow::fitToScreen(const QSize &room)
{
    if (room.isEmpty())
        return;
    const QSize needed = minimumSizeHint();
    if (needed.width() <= room.width() && needed.height() <= room.height()) {
        if (width() > room.width() || height() > room.height()) {
            resize(size().boundedTo(room));
            // The layout may not have taken its new minimum yet (its request is queued): once more.
            if ((width() > room.width() || height() > room.height()) && m_fitRetries++ < 4)
                QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
        }
        return;
    }
    const int smaller = zoom::nextStep(false);
    if (smaller >= zoom::percent()) {
        // 50 % and still too large (QT_SCALE_FACTOR 2 on 1024 x 768): the parameters float over the
        // views instead of beside them, hidden until F6.
        if (!isPresentation() && !m_dock->isFloating() && m_dock->isVisible()) {
            m_dock->setFloating(true);
            m_dock->hide();
            statusBar()->showMessage(tr("The parameters are hidden so that the window fits this screen: F6 shows them."));
            QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
        }
        return;
    }
    if (!m_zoomBeforeFit && !isPresentation()) // presentation mode's zoom is put back when it ends
        m_zoomBeforeFit = zoom::percent();
    applyZoom(smaller);
    statusBar()->showMessage(tr("Zoom %1 % so that the window fits this screen (Ctrl+0: 100 %)").arg(smaller));
    // Again once the new font has reached every widget and the layouts have their new minimums.
    QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
}
