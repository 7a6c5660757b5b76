#include "startupprobe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTextStream>
#include <QTimer>

StartupProbe::StartupProbe(const QElapsedTimer &clock, QObject *watched)
    : QObject(watched)
    , m_clock(clock)
{
    watched->installEventFilter(this);
}

bool StartupProbe::requested()
{
    return qEnvironmentVariableIsSet("POSENC_STARTUP_PROBE");
}

bool StartupProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_done) {
        m_done = true;
        // Report once this paint has finished: the next turn of the event loop.
        QTimer::singleShot(0, this, [this] {
            QTextStream(stderr) << "posenc: first paint after " << m_clock.elapsed() << " ms" << Qt::endl;
            QCoreApplication::quit();
        });
    }
    return QObject::eventFilter(watched, event);
}
