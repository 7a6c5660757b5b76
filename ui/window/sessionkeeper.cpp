#include "ui/window/sessionkeeper.h"

#include "ui/state/explorerstate.h"
#include "ui/window/mainwindow.h"

#include <posenc/io/truncationguard.h>

#include <QMessageBox>

SessionKeeper::SessionKeeper(MainWindow *window) : QObject(window), m_window(window)
{
    posenc::installTruncationGuard(posenc::TruncatedFileAnswer::ReadAsZero, {});
    m_truncatedSeen = posenc::truncatedFileCount();
    m_save.setSingleShot(true);
    m_save.setInterval(saveDelayMs);
    connect(&m_save, &QTimer::timeout, this, &SessionKeeper::saveNow);
    connect(window->state(), &ExplorerState::sessionChanged, &m_save, qOverload<>(&QTimer::start));
    m_watch.setInterval(watchIntervalMs);
    connect(&m_watch, &QTimer::timeout, this, &SessionKeeper::checkMappedFiles);
    m_watch.start();
}

void SessionKeeper::saveNow()
{
    m_window->saveSettings();
}

void SessionKeeper::checkMappedFiles()
{
    const int count = posenc::truncatedFileCount();
    if (count == m_truncatedSeen)
        return;
    m_truncatedSeen = count;
    saveNow(); // before anything else can go wrong
    const QString path = QString::fromStdString(posenc::lastTruncatedPath());
    QMessageBox::warning(m_window, tr("File cut short"),
                         tr("%1 was cut short by another program while it was open: what lay past its new end is "
                            "shown as zeros. Open the file again to see it as it is now.")
                             .arg(path));
}
