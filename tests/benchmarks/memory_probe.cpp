// Peak resident memory of the window at a large size with every view shown once (the memory
// benchmark of bench_posenc runs this in a process of its own and reads its one line of output).
//   memory_probe L D [W]
// With W, the window first shows L = d_model = W and its d_model is stepped 40 times (a lecturer's way
// up to the large size): what the heap keeps of those steps counts too (heapretention.h).
#include "ui/state/explorerstate.h"
#include "ui/window/mainwindow.h"

#include <posenc/memory/heapretention.h>

#include <QApplication>
#include <QFile>
#include <QTabWidget>
#include <QTextStream>

namespace {

void settle(const ExplorerState &state)
{
    while (state.isBusy()) // the worker prepares a large session
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    for (int k = 0; k < 3; ++k)
        QApplication::processEvents();
}

/// This process's peak resident memory in KiB: VmHWM of /proc/self/status. Not getrusage()'s ru_maxrss,
/// which keeps the peak of the process this one was forked from (bench_posenc, after its own sweeps).
long peakResidentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    posenc::retainFreedHeapMemory(); // as posenc's main() does
    // Offscreen, on a 3840 x 2160 screen: the window keeps its zoom (on the platform's own 800 x 600 it
    // would zoom itself down to fit).
    qputenv("QT_QPA_PLATFORM",
            "offscreen:configfile=" POSENC_SOURCE_DIR "/tests/data/offscreen-screen-4k.json");
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    const int length = args.size() > 1 ? args[1].toInt() : 4096;
    const int dModel = args.size() > 2 ? args[2].toInt() : 4096;
    const int wayUp = args.size() > 3 ? args[3].toInt() : 0;
    ExplorerState state;
    MainWindow window(&state);
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    if (wayUp > 0) {
        state.setDModel(wayUp);
        state.setLength(wayUp);
        settle(state);
        for (int k = 1; k <= 40; ++k) { // down 20 steps of 2, then up again
            state.setDModel(wayUp - 2 * (k <= 20 ? k : 40 - k));
            settle(state);
            window.repaint();
        }
    }
    state.setDModel(dModel);
    state.setLength(length);
    state.setPosition(length / 2);
    state.setOffset(3);
    settle(state);
    const bool verbose = qEnvironmentVariableIsSet("POSENC_MEMORY_VERBOSE");
    for (int tab = 0; tab < window.tabs()->count(); ++tab) {
        window.tabs()->setCurrentIndex(tab);
        settle(state);
        window.repaint();
        if (verbose)
            QTextStream(stderr) << "after tab " << tab << ": peak " << peakResidentKiB() / 1024 << " MiB"
                                << Qt::endl;
    }
    // One more change at that size: the worker prepares the new encoding while the old one is shown.
    state.setDModel(dModel - 2);
    settle(state);
    window.repaint();
    QTextStream(stdout) << "peak_rss_kb " << peakResidentKiB() << Qt::endl;
    return 0;
}
