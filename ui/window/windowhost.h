#pragma once
/// \file windowhost.h
/// \brief Owns the main window and builds it anew when the interface language changes.

#include <QObject>
#include <QPointer>

class ExplorerState;
class MainWindow;

/// Qt widgets take their texts when they are built, so View > Language builds a new MainWindow in
/// the new language around the same ExplorerState (parameters, selection), with the old one's
/// geometry, tab, zoom and presentation mode, and closes the old one. The choice is saved
/// (QSettings "window/language"); until one is made the window follows the system locale.
class WindowHost : public QObject
{
    Q_OBJECT
public:
    /// Builds the first window around \a state (not owned; it must outlive the host), in the
    /// language installed now (ui/state/language.h).
    explicit WindowHost(ExplorerState *state, QObject *parent = nullptr);
    ~WindowHost() override;
    /// The window shown now (a new one after each language change).
    MainWindow *window() const { return m_window; }
    /// Installs \a code ("en", "zh_CN") and rebuilds the window in it at the next turn of the event
    /// loop; a code that is none, or the current one, changes nothing.
    void setLanguage(const QString &code);
    /// The language the saved choice asks for, or the system's when none was made.
    static QString savedLanguage();

Q_SIGNALS:
    /// A new window replaced the previous one (after setLanguage()).
    void windowReplaced(MainWindow *window);

private:
    void connectWindow();
    void rebuild();

    ExplorerState *m_state;
    QPointer<MainWindow> m_window;
};
