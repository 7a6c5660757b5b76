#include "ui/window/windowhost.h"

#include "ui/state/language.h"
#include "ui/window/mainwindow.h"

#include <QSettings>
#include <QTimer>

namespace {
const QString languageKey = QStringLiteral("window/language");
}

WindowHost::WindowHost(ExplorerState *state, QObject *parent)
    : QObject(parent)
    , m_state(state)
    , m_window(new MainWindow(state))
{
    connectWindow();
}

WindowHost::~WindowHost()
{
    delete m_window;
}

QString WindowHost::savedLanguage()
{
    return language::parse(QSettings().value(languageKey).toString()).value_or(language::systemDefault());
}

void WindowHost::connectWindow()
{
    connect(m_window, &MainWindow::languageRequested, this, &WindowHost::setLanguage);
}

void WindowHost::setLanguage(const QString &code)
{
    const auto chosen = language::parse(code);
    if (!chosen)
        return;
    QSettings().setValue(languageKey, *chosen);
    if (*chosen == language::current())
        return;
    // Not now: the request comes from one of the old window's own menu actions.
    QTimer::singleShot(0, this, [this, language = *chosen] {
        if (language::install(language))
            rebuild();
    });
}

void WindowHost::rebuild()
{
    MainWindow *old = m_window;
    const bool presentation = old->isPresentation();
    old->setPresentation(false); // what is saved is the window outside presentation mode
    old->saveSettings();
    m_window = new MainWindow(m_state);
    m_window->restoreSettings();
    connectWindow();
    m_window->show();
    if (presentation)
        m_window->setPresentation(true);
    old->hide();
    old->deleteLater();
    Q_EMIT windowReplaced(m_window);
}
