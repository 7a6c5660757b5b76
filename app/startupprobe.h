#pragma once
/// \file startupprobe.h
/// \brief For the start-up benchmark: with POSENC_STARTUP_PROBE set, `posenc` prints how long after the
/// start of main() its window first painted, on stderr, and quits.

#include <QElapsedTimer>
#include <QObject>

class StartupProbe : public QObject
{
    Q_OBJECT
public:
    /// \a clock was started at the beginning of main(). Watches the paint events of \a watched.
    StartupProbe(const QElapsedTimer &clock, QObject *watched);

    /// True when the environment asks for the probe.
    static bool requested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QElapsedTimer m_clock;
    bool m_done = false;
};
