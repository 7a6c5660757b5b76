// Animation export: GIFs and PNG folders of painted (worker-thread) and QCustomPlot (GUI-thread)
// figures read back with their frames, a frame matches the figure rendered alone, cancel and failure
// leave nothing, the dialog collects what it shows, and the window's progress dialog cancels.
#include "ui/export/animationdialog.h"
#include "ui/export/animationexport.h"
#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <qcustomplot.h>

namespace {

AnimationPlan planOf(AnimatedParameter parameter, Figure figure, int frames, std::optional<double> from = {},
                     std::optional<double> to = {}, const Session &session = Session::defaults())
{
    AnimationSpec spec;
    spec.parameter = parameter;
    spec.frames = frames;
    spec.from = from;
    spec.to = to;
    const auto planned = planAnimation(spec, session, figure);
    if (!std::holds_alternative<AnimationPlan>(planned))
        qFatal("no plan: %s", qPrintable(std::get<AnimationProblem>(planned).message));
    return std::get<AnimationPlan>(planned);
}

ImageSize smallSize(int width = 320, int height = 180)
{
    ImageSize size;
    size.width = width;
    size.height = height;
    return size;
}

/// The decoded frames of a GIF.
QList<QImage> gifFrames(const QString &path, QList<int> *delays = nullptr)
{
    QImageReader reader(path, "gif");
    QList<QImage> frames;
    for (QImage image = reader.read(); !image.isNull(); image = reader.read()) {
        frames.append(image.convertToFormat(QImage::Format_RGB32));
        if (delays)
            delays->append(reader.nextImageDelay());
    }
    return frames;
}

/// Mean absolute difference of the colour channels, 0 .. 255.
double meanDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size())
        return 255;
    double sum = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int column = 0; column < x.width(); ++column) {
            const QRgb p = x.pixel(column, row);
            const QRgb q = y.pixel(column, row);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
        }
    return sum / (3.0 * x.width() * x.height());
}

/// Every entry of \a folder, hidden ones too.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

} // namespace

class TestAnimationExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void targets();
    void clockGifIsPaintedOnWorkers();
    void heatMapGifRendersOnTheGuiThread();
    void pngFolderOfNumberedFrames();
    void pngFolderMustBeNewOrEmpty();
    void cancelLeavesNothing_data();
    void cancelLeavesNothing();
    void cancelKeepsAnExistingFile();
    void failureLeavesNothing();
    void framesInMemoryAreBounded();
    void dialogCollectsTheRequest();
    void windowCancelsFromTheProgressDialog();
    void windowWritesTheAnimation();

private:
    QTemporaryDir m_dir;
};

void TestAnimationExport::targets()
{
    QCOMPARE(animationTarget(QStringLiteral("a/b.gif")), std::optional(AnimationTarget::Gif));
    QCOMPARE(animationTarget(QStringLiteral("b.GIF")), std::optional(AnimationTarget::Gif));
    QCOMPARE(animationTarget(QStringLiteral("frames/")), std::optional(AnimationTarget::PngFolder));
    QVERIFY(!animationTarget(QStringLiteral("b.png")));
    QVERIFY(!animationTarget(QStringLiteral("frames")));
    QCOMPARE(animationFrameName(7), QStringLiteral("frame-0007.png"));
    QCOMPARE(animationFrameName(999), QStringLiteral("frame-0999.png"));
}

void TestAnimationExport::clockGifIsPaintedOnWorkers()
{
    const QString path = m_dir.filePath(QStringLiteral("clock.gif"));
    const AnimationPlan plan = planOf(AnimatedParameter::Position, Figure::Clock, 12);
    AnimationExport job(plan, Figure::Clock, smallSize(), path, AnimationTarget::Gif);
    QVERIFY(job.paintsOnWorkers());
    QCOMPARE(job.steps(), 8 + 12); // palette samples, then the frames
    QList<int> done;
    connect(&job, &AnimationExport::progress, this, [&done](int d, int) { done.append(d); });
    QCOMPARE(job.run(), QString());
    QCOMPARE(done.last(), job.steps());
    QList<int> delays;
    const QList<QImage> frames = gifFrames(path, &delays);
    QCOMPARE(frames.size(), 12);
    QCOMPARE(frames.first().size(), QSize(320, 180));
    QCOMPARE(delays.first(), 40); // 25 fps
    // The hands move: neighbouring frames differ, and frame 1 is the figure drawn at its real position.
    QVERIFY(frames[0] != frames[1]);
    ExplorerState state;
    state.setSession(plan.frameSession(1));
    const ScenePaint scene = figureEntry(Figure::Clock).snapshot(state, plan.framePosition(1));
    const QImage alone = renderImage([&scene](QCPPainter &painter, const QRectF &area, const FigureStyle &style,
                                              double) { scene(painter, area, style); },
                                     figureCaption(Figure::Clock, state.session()), smallSize());
    QVERIFY2(meanDifference(frames[1], alone) < 2.0, qPrintable(QString::number(meanDifference(frames[1], alone))));
    QVERIFY(meanDifference(frames[0], alone) > meanDifference(frames[1], alone));
}

void TestAnimationExport::heatMapGifRendersOnTheGuiThread()
{
    const QString path = m_dir.filePath(QStringLiteral("pe.gif"));
    const AnimationPlan plan = planOf(AnimatedParameter::Position, Figure::Encoding, 4);
    AnimationExport job(plan, Figure::Encoding, smallSize(480, 270), path, AnimationTarget::Gif);
    QVERIFY(!job.paintsOnWorkers());
    QCOMPARE(job.run(), QString());
    const QList<QImage> frames = gifFrames(path);
    QCOMPARE(frames.size(), 4);
    ExplorerState state;
    state.setSession(plan.frameSession(3));
    const QImage alone = renderFigure(state, Figure::Encoding, smallSize(480, 270));
    QVERIFY2(meanDifference(frames[3], alone) < 3.0, qPrintable(QString::number(meanDifference(frames[3], alone))));
    QVERIFY(frames[0] != frames[3]); // the selected row moved
}

void TestAnimationExport::pngFolderOfNumberedFrames()
{
    QTemporaryDir parent;
    const QString folder = parent.filePath(QStringLiteral("frames"));
    AnimationExport job(planOf(AnimatedParameter::Offset, Figure::Relative, 5), Figure::Relative, smallSize(), folder + QLatin1Char('/'),
                        AnimationTarget::PngFolder);
    QCOMPARE(job.steps(), 5); // no palette for PNG
    QCOMPARE(job.run(), QString());
    QCOMPARE(job.outputPath(), folder);
    QCOMPARE(entries(parent.path()), QStringList{QStringLiteral("frames")}); // no temporary folder left
    QCOMPARE(entries(folder), (QStringList{"frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png",
                                           "frame-0004.png"}));
    const QImage first(QDir(folder).filePath(QStringLiteral("frame-0000.png")));
    const QImage last(QDir(folder).filePath(QStringLiteral("frame-0004.png")));
    QCOMPARE(first.size(), QSize(320, 180));
    QVERIFY(first != last);
    // An existing empty folder is used.
    const QString empty = parent.filePath(QStringLiteral("empty"));
    QVERIFY(QDir().mkpath(empty));
    AnimationExport again(planOf(AnimatedParameter::Offset, Figure::Relative, 2), Figure::Relative, smallSize(), empty,
                          AnimationTarget::PngFolder);
    QCOMPARE(again.run(), QString());
    QCOMPARE(entries(empty).size(), 2);
}

void TestAnimationExport::pngFolderMustBeNewOrEmpty()
{
    QTemporaryDir parent;
    const QString folder = parent.filePath(QStringLiteral("mine"));
    QVERIFY(QDir().mkpath(folder));
    QFile mine(QDir(folder).filePath(QStringLiteral("notes.txt")));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write("keep me");
    mine.close();
    AnimationExport job(planOf(AnimatedParameter::Offset, Figure::Clock, 3), Figure::Clock, smallSize(), folder + QLatin1Char('/'),
                        AnimationTarget::PngFolder);
    const QString error = job.run();
    QVERIFY2(error.contains(QStringLiteral("the folder is not empty")), qPrintable(error));
    QCOMPARE(entries(folder), QStringList{QStringLiteral("notes.txt")});
    QCOMPARE(entries(parent.path()), QStringList{QStringLiteral("mine")});
}

void TestAnimationExport::cancelLeavesNothing_data()
{
    QTest::addColumn<Figure>("figure");
    QTest::addColumn<int>("target");
    QTest::newRow("clock gif") << Figure::Clock << int(AnimationTarget::Gif);
    QTest::newRow("clock png folder") << Figure::Clock << int(AnimationTarget::PngFolder);
    QTest::newRow("pe gif") << Figure::Encoding << int(AnimationTarget::Gif);
}

void TestAnimationExport::cancelLeavesNothing()
{
    QFETCH(Figure, figure);
    QFETCH(int, target);
    QTemporaryDir parent;
    const QString path = parent.filePath(target == int(AnimationTarget::Gif) ? QStringLiteral("a.gif") : QStringLiteral("a/"));
    AnimationExport job(planOf(AnimatedParameter::Position, figure, 200), figure, smallSize(),
                        path, AnimationTarget(target));
    int cancelledAt = -1;
    connect(&job, &AnimationExport::progress, &job, [&](int done, int) {
        if (done >= 10 && cancelledAt < 0) {
            cancelledAt = done;
            job.cancel();
        }
    });
    const QString error = job.run();
    QCOMPARE(error, QStringLiteral("cancelled"));
    QVERIFY(job.wasCancelled());
    QVERIFY(cancelledAt >= 10 && cancelledAt < job.steps());
    QCOMPARE(entries(parent.path()), QStringList()); // no GIF, no folder, no temporary file
}

void TestAnimationExport::cancelKeepsAnExistingFile()
{
    const QString path = m_dir.filePath(QStringLiteral("kept.gif"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the old file");
    old.close();
    AnimationExport job(planOf(AnimatedParameter::Position, Figure::Clock, 100), Figure::Clock, smallSize(), path,
                        AnimationTarget::Gif);
    connect(&job, &AnimationExport::progress, &job, &AnimationExport::cancel);
    QCOMPARE(job.run(), QStringLiteral("cancelled"));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the old file"));
}

void TestAnimationExport::failureLeavesNothing()
{
    QTemporaryDir parent;
    const QString missing = parent.filePath(QStringLiteral("no/such/folder/a.gif"));
    AnimationExport job(planOf(AnimatedParameter::Position, Figure::Clock, 4), Figure::Clock, smallSize(), missing,
                        AnimationTarget::Gif);
    const QString error = job.run();
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ")) && error.contains(QStringLiteral("a.gif")), qPrintable(error));
    QVERIFY(!job.wasCancelled());
    QCOMPARE(entries(parent.path()), QStringList());
    // A device is never replaced.
    AnimationExport device(planOf(AnimatedParameter::Position, Figure::Clock, 2), Figure::Clock, smallSize(),
                           QStringLiteral("/dev/null"), AnimationTarget::Gif);
    QVERIFY(device.run().contains(QStringLiteral("not a regular file")));
    // A file where the frames' folder should be.
    const QString file = parent.filePath(QStringLiteral("a-file"));
    QFile blocker(file);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    AnimationExport folder(planOf(AnimatedParameter::Position, Figure::Clock, 2), Figure::Clock, smallSize(),
                           file + QLatin1Char('/'), AnimationTarget::PngFolder);
    QVERIFY(folder.run().contains(QStringLiteral("it is a file")));
}

void TestAnimationExport::framesInMemoryAreBounded()
{
    const AnimationPlan plan = planOf(AnimatedParameter::Position, Figure::Clock, 1000);
    AnimationExport small(plan, Figure::Clock, smallSize(), m_dir.filePath(QStringLiteral("x.gif")), AnimationTarget::Gif);
    QVERIFY(small.maxFramesInFlight() >= 2 && small.maxFramesInFlight() <= 2 * QThread::idealThreadCount() + 2);
    // Each frame counts twice (image and copy): 4096 x 4096, half an image budget, two frames at once (one
    // painted while one is encoded), not 1000; 8192 x 4096, a whole budget, one at a time.
    AnimationExport large(plan, Figure::Clock, smallSize(4096, 4096), m_dir.filePath(QStringLiteral("y.gif")),
                          AnimationTarget::Gif);
    QCOMPARE(large.maxFramesInFlight(), 2);
    AnimationExport largest(plan, Figure::Clock, smallSize(8192, 4096), m_dir.filePath(QStringLiteral("z.gif")),
                            AnimationTarget::Gif);
    QCOMPARE(largest.maxFramesInFlight(), 1);
}

void TestAnimationExport::dialogCollectsTheRequest()
{
    AnimationRequest initial;
    initial.figure = Figure::Clock;
    initial.size = smallSize(640, 360);
    initial.path = m_dir.filePath(QStringLiteral("clock.gif"));
    const Session session = Session::defaults();
    AnimationDialog dialog(initial, session);
    auto *defaultRange = dialog.findChild<QCheckBox *>(QStringLiteral("defaultRange"));
    const QList<QDoubleSpinBox *> spins{dialog.findChild<QDoubleSpinBox *>(QStringLiteral("from")),
                                        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("to"))};
    QVERIFY(defaultRange && spins[0] && spins[1]);
    QVERIFY(defaultRange->isChecked());
    QVERIFY(!spins[0]->isEnabled());
    // The clock's default: one seamless turn of the selected pair from pos, shown in the boxes and said.
    const AnimationPlan turn = planOf(AnimatedParameter::Position, Figure::Clock, 64);
    QCOMPARE(spins[0]->value(), turn.from);
    QCOMPARE(spins[1]->value(), std::round(turn.to * 100) / 100);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("seamless")) && summary.contains(QStringLiteral("2.56 s")), qPrintable(summary));
    AnimationRequest r = dialog.request();
    QCOMPARE(r.figure, Figure::Clock);
    QVERIFY(!r.spec.from && !r.spec.to);
    QCOMPARE(r.size.width, 640);
    QCOMPARE(r.target, AnimationTarget::Gif);

    // Base: its default range, then a range of one's own.
    auto *parameter = dialog.findChild<QComboBox *>(QStringLiteral("parameter"));
    parameter->setCurrentIndex(parameter->findData(int(AnimatedParameter::Base)));
    QCOMPARE(spins[0]->value(), 10.0);
    QCOMPARE(spins[1]->value(), 1e6);
    defaultRange->setChecked(false);
    QVERIFY(spins[0]->isEnabled());
    spins[0]->setValue(100);
    spins[1]->setValue(5000);
    r = dialog.request();
    QCOMPARE(r.spec.parameter, AnimatedParameter::Base);
    QCOMPARE(r.spec.from, std::optional<double>(100));
    QCOMPARE(r.spec.to, std::optional<double>(5000));
    QVERIFY(std::holds_alternative<AnimationPlan>(dialog.plan()));

    // PNG frames: the path becomes a folder named after the figure.
    auto *target = dialog.findChild<QComboBox *>(QStringLiteral("target"));
    target->setCurrentIndex(target->findData(int(AnimationTarget::PngFolder)));
    r = dialog.request();
    QCOMPARE(r.target, AnimationTarget::PngFolder);
    QVERIFY2(r.path.endsWith(QStringLiteral("/clock-frames")), qPrintable(r.path));
}

void TestAnimationExport::windowCancelsFromTheProgressDialog()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    AnimationRequest request;
    request.figure = Figure::Clock;
    request.spec.frames = 300;
    request.size = smallSize();
    request.path = m_dir.filePath(QStringLiteral("window-cancelled.gif"));
    // Cancel as a user would, once the progress dialog shows some frames done.
    bool cancelled = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &window, [&] {
        auto *progress = window.findChild<QProgressDialog *>(QStringLiteral("animationProgress"));
        if (progress && progress->isVisible() && progress->value() >= 5 && !cancelled) {
            cancelled = true;
            progress->findChild<QPushButton *>()->click(); // its Cancel button
        }
    });
    poll.start(5);
    QVERIFY(window.writeAnimation(request));
    QVERIFY(cancelled);
    QVERIFY(!QFile::exists(request.path));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
    QVERIFY(!entries(m_dir.path()).contains(QStringLiteral("window-cancelled.gif")));
    for (const QString &entry : entries(m_dir.path()))
        QVERIFY2(!entry.startsWith(QStringLiteral("window-cancelled")), qPrintable(entry)); // no temporary file
}

void TestAnimationExport::windowWritesTheAnimation()
{
    ExplorerState state;
    MainWindow window(&state);
    AnimationRequest request;
    request.figure = Figure::Encoding;
    request.spec.parameter = AnimatedParameter::DModel;
    request.spec.frames = 3;
    request.size = smallSize();
    request.path = m_dir.filePath(QStringLiteral("window.gif"));
    QVERIFY(window.writeAnimation(request));
    QCOMPARE(gifFrames(request.path).size(), 3);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("window.gif")));
    // The window's own state is not touched by the frames' sessions.
    QCOMPARE(state.dModel(), Session::defaults().scheme.dModel());
}

QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
