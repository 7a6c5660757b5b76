#pragma once
/// \file sessionkeeper.h
/// \brief Keeps the window's session on disk while it runs, not only when it closes: saved shortly after
/// each change, so a crash or a killed session loses a second at most; and a table file cut short by
/// another program while it is open is answered with zeros and a message instead of SIGBUS (see
/// posenc/io/truncationguard.h).

#include <QObject>
#include <QTimer>

class MainWindow;

/// A child of its window; installs the ReadAsZero truncation guard when made.
class SessionKeeper : public QObject
{
    Q_OBJECT
public:
    /// How long after the last change the session is written (QSettings), in milliseconds.
    static constexpr int saveDelayMs = 1000;
    /// How often the truncation guard's count is looked at, in milliseconds.
    static constexpr int watchIntervalMs = 500;

    explicit SessionKeeper(MainWindow *window);

private:
    void saveNow();
    void checkMappedFiles();

    MainWindow *m_window;
    QTimer m_save;
    QTimer m_watch;
    int m_truncatedSeen = 0;
};
