// Peak resident memory of the window at a large size with every view shown once (the memory
// benchmark of bench_posenc runs this in a process of its own and reads its one line of output).
//   memory_probe L D
#include "ui/state/explorerstate.h"
#include "ui/window/mainwindow.h"

#include <posenc/memory/heapretention.h>

#include <QApplication>
#include <QTabWidget>
#include <QTextStream>

#include <sys/resource.h>

int main(int argc, char **argv)
{
    posenc::retainFreedHeapMemory(); // as posenc's main() does
    // Offscreen, on a 3840 x 2160 screen: the window keeps its zoom (on the platform's own 800 x 600 it
    // would zoom itself down to fit).
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" POSENC_SOURCE_DIR "/tests/data/offscreen-screen-4k.json");
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    const int length = args.size() > 1 ? args[1].toInt() : 4096;
    const int dModel = args.size() > 2 ? args[2].toInt() : 4096;
    ExplorerState state;
    MainWindow window(&state);
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    state.setDModel(dModel);
    state.setLength(length);
    state.setPosition(length / 2);
    state.setOffset(3);
    while (state.isBusy()) // the worker prepares a large session
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    const bool verbose = qEnvironmentVariableIsSet("POSENC_MEMORY_VERBOSE");
    for (int tab = 0; tab < window.tabs()->count(); ++tab) {
        window.tabs()->setCurrentIndex(tab);
        for (int k = 0; k < 3; ++k)
            QApplication::processEvents();
        window.repaint();
        if (verbose) {
            rusage now{};
            getrusage(RUSAGE_SELF, &now);
            QTextStream(stderr) << "after tab " << tab << ": peak " << now.ru_maxrss / 1024 << " MiB" << Qt::endl;
        }
    }
    // One more change at that size: the worker prepares the new encoding while the old one is shown.
    state.setDModel(dModel - 2);
    while (state.isBusy())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    for (int k = 0; k < 3; ++k)
        QApplication::processEvents();
    window.repaint();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    QTextStream(stdout) << "peak_rss_kb " << usage.ru_maxrss << Qt::endl;
    return 0;
}
