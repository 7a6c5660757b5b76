// MainWindow's presentation mode and the figure alone (F, Page Up / Down, Esc, the figure alone's text zoom):
// the members mainwindow.h documents under setPresentation(), toggleFocus() and closeInnermost().
#include "ui/window/mainwindow.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/zoom.h"
#include "ui/views/clockview.h"
#include "ui/views/focusview.h"
#include "ui/widgets/presentationbar.h"
#include "ui/window/applicableviews.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>

void MainWindow::setPresentation(bool on)
{
    if (on == isPresentation())
        return;
    if (on) {
        m_presentation = Before{zoom::percent(), m_dock->isVisible(), isMaximized(), isFullScreen(), geometry(), {}};
        for (QSplitter *splitter : findChildren<QSplitter *>())
            m_presentation->splitters.append({splitter, splitter->saveState()});
        m_dock->hide();
        m_focus->setUncovered(m_dock); // F6: every parameter beside the page, the figure in the rest
        menuBar()->hide();
        statusBar()->hide();
        showFullScreen();
        if (const QScreen *screen = this->screen())
            setGeometry(screen->geometry()); // without a window manager (a bare X server) too
        // Sized for the back row: the whole-tab view's (F) text as large as the figure alone's.
        applyZoom(std::max(zoom::percent(), presentationZoom()));
        // Not larger than the screen at that zoom either (150 % scaling on a 1280 x 720 projector).
        m_fitRetries = 0;
        QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen);
        // One figure at a time, filling the screen, its text the screen's height / 40; F shows its tab.
        showAlone(focusedFigure());
    } else {
        m_focus->close();
        m_focus->setUncovered(nullptr); // F outside presentation mode: the figure covers the window
        setCovered(false);
        const Before before = *std::exchange(m_presentation, std::nullopt);
        applyZoom(before.zoom);
        // The splitters as they were: one dragged for a large clock in the hall is put back too.
        for (const auto &[splitter, state] : before.splitters)
            if (splitter)
                splitter->restoreState(state);
        menuBar()->show();
        statusBar()->show();
        m_dock->setVisible(before.dockVisible);
        if (before.fullScreen)
            showFullScreen();
        else if (before.maximized)
            showMaximized();
        else {
            showNormal();
            setGeometry(before.geometry); // without a window manager showNormal() keeps the full screen
        }
        m_fitRetries = 0;
        QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen);
    }
    for (QAction *action : m_presentationOnly)
        action->setEnabled(on);
    m_presentationBar->setActive(on);
    if (on)
        m_presentationBar->reveal(); // so that the lecturer sees where the sliders went
    {
        const QSignalBlocker block(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    Q_EMIT presentationChanged(on);
}

void MainWindow::toggleFocus()
{
    if (const auto alone = m_focus->figure()) {
        m_focus->close();
        setCovered(false);
        // Its view takes the keyboard focus: F again shows the same figure alone, Ctrl+C copies it.
        if (QWidget *view = m_views.value(*alone))
            view->setFocus(Qt::OtherFocusReason);
        return;
    }
    showAlone(focusedFigure());
}

void MainWindow::showAlone(Figure figure)
{
    // Its tab (and a sub-tab of RoPE's) current, so that F or Esc goes back to it.
    if (QWidget *view = m_views.value(figure))
        for (QWidget *w = view; w && w != m_tabs; w = w->parentWidget())
            if (auto *stack = qobject_cast<QStackedWidget *>(w->parentWidget())) {
                if (auto *tabs = qobject_cast<QTabWidget *>(stack->parentWidget()))
                    tabs->setCurrentWidget(w); // its tab bar too
                else
                    stack->setCurrentWidget(w);
            }
    m_focus->setTextScale(m_figureTextPercent / 100.0);
    m_focus->showFigure(figure);
    setCovered(true);
    if (m_presentationBar->isVisible())
        m_presentationBar->raise(); // the slim bar stays over it while the mouse moves
}

void MainWindow::setCovered(bool covered)
{
    // The figure alone covers the tabs: their minimum size (the panel, thirty clocks, a font with taller
    // lines) must not keep the window larger than a small projector's screen meanwhile.
    const auto policy = covered ? QSizePolicy::Ignored : QSizePolicy::Preferred;
    centralWidget()->setSizePolicy(policy, policy);
    // Hidden under it, the views wait (each draws what changed when shown again): visible, the figure's own
    // view redrew every step under the figure alone too (a third of a step of why-exponent alone).
    m_tabs->setVisible(!covered);
}

QList<Figure> MainWindow::figuresAlone() const
{
    QList<Figure> order;
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        if (!m_tabs->isTabVisible(tab))
            continue;
        const QWidget *page = m_tabs->widget(tab);
        for (const Figure figure : allFigures())
            if (const QWidget *view = m_views.value(figure); view && page->isAncestorOf(view) && !order.contains(figure) &&
                figureApplies(figureEntry(figure), m_state->session()))
                order.append(figure);
    }
    return order;
}

void MainWindow::pageStep(int step)
{
    const auto shown = m_focus->figure();
    if (!shown) {
        m_tabs->setCurrentIndex(neighbouringShownTab(m_tabs, step));
        return;
    }
    const QList<Figure> order = figuresAlone();
    if (order.isEmpty())
        return;
    // A deck: Page Down on the last figure stays there (it wrapped to the first before, unmarked).
    const qsizetype at = order.indexOf(*shown);
    showAlone(order.at(at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, order.size() - 1)));
}

int MainWindow::presentationZoom() const
{
    const QScreen *screen = this->screen();
    const int lines = m_screenRoom ? m_screenRoom->height() : screen ? screen->geometry().height() : 1080;
    const double desktop = std::max(1.0, zoom::unzoomedPixelSize());
    return std::clamp(static_cast<int>(std::ceil(100.0 * (lines / 40) / desktop)), zoom::minPercent, zoom::maxPercent);
}

void MainWindow::zoomStep(int direction)
{
    if (!m_focus->figure()) {
        int next = direction == 0 ? zoom::defaultPercent : zoom::nextStep(direction > 0);
        // In presentation mode its own zoom is a step too: Ctrl++ then Ctrl+- comes back to it.
        if (const int own = presentationZoom(); isPresentation() && direction != 0
            && std::min(next, zoom::percent()) < own && own < std::max(next, zoom::percent()))
            next = own;
        setZoom(next);
        return;
    }
    setFigureTextPercent(direction == 0 ? zoom::defaultPercent : zoom::nextStepFrom(m_figureTextPercent, direction > 0));
    statusBar()->showMessage(tr("Text of the figure alone %1 % (Ctrl+0: the window height / 40)").arg(m_figureTextPercent), 3000);
}

void MainWindow::setFigureTextPercent(int percent)
{
    m_figureTextPercent = std::clamp(percent, zoom::minPercent, zoom::maxPercent);
    m_focus->setTextScale(m_figureTextPercent / 100.0);
}

bool MainWindow::closeInnermost()
{
    if (m_focus->putInkDown()) // a tool in hand: Esc puts it down first, as in PowerPoint
        return true;
    // Presentation mode shows a figure alone from its start: there Esc leaves the mode at once.
    if (m_focus->figure() && !isPresentation()) {
        toggleFocus();
        return true;
    }
    if (ClockView *clocks = clockView(); clocks && clocks->largeClocks() && clocks->isVisible() && !m_focus->figure()) {
        clocks->showAllClocks();
        return true;
    }
    if (isPresentation()) {
        setPresentation(false);
        return true;
    }
    return false;
}
