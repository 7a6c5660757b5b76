#include "ui/export/animationexport.h"

#include "ui/export/gifwriter.h"
#include "ui/files/atomicsave.h"
#include "ui/files/partialfolder.h"
#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFuture>
#include <QPointer>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <atomic>
#include <exception>
#include <new>
#include <vector>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AnimationExport)
};

/// At most this many sample frames choose a GIF's palette.
constexpr int maxPaletteSamples = 8;

/// A frame on its way from the painter to the file.
struct FrameData
{
    QImage image;   ///< GIF: RGBA8888, as the quantiser reads it
    QByteArray png; ///< PNG folder: the compressed file
    QString error;
};

QString withoutTrailingSlashes(QString path)
{
    while (path.size() > 1 && (path.endsWith(QLatin1Char('/')) || path.endsWith(QDir::separator())))
        path.chop(1);
    return path;
}

/// Runs \a body; an exception (out of memory on a worker) becomes an error text instead of ending the
/// program, as nothing may cross a QtConcurrent task's edge.
template <class Body> QString guardedText(Body body)
{
    try {
        return body();
    } catch (const std::bad_alloc &) {
        return Text::tr("out of memory");
    } catch (const std::exception &error) {
        return QString::fromLocal8Bit(error.what());
    }
}

} // namespace

std::optional<AnimationTarget> animationTarget(const QString &path)
{
    if (path.endsWith(QLatin1Char('/')) || path.endsWith(QDir::separator()))
        return AnimationTarget::PngFolder;
    if (path.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive))
        return AnimationTarget::Gif;
    return std::nullopt;
}

QString animationFrameName(int frame)
{
    return QStringLiteral("frame-%1.png").arg(frame, 4, 10, QLatin1Char('0'));
}

QString animationTargetProblem(const QString &path, AnimationTarget target)
{
    if (target == AnimationTarget::Gif)
        return saveTargetProblem(path);
    const QString folder = withoutTrailingSlashes(path);
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return cannotWriteMessage(folder, Text::tr("it is a file, not a folder"));
    if (info.isDir() && !QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return cannotWriteMessage(folder, Text::tr("the folder is not empty (the frames go into a new or empty folder)"));
    return {};
}

/// What the workers share with the GUI thread. The GUI thread touches the encoder's part only while no
/// step is in flight (before the first, after the last).
struct AnimationExport::Work
{
    ExplorerState frames;   ///< each frame's session, on the GUI thread
    QThreadPool painters;   ///< paint (snapshot figures) and compress frames
    QThreadPool encoder;    ///< one thread: consumes frames in order
    std::atomic<bool> stop{false};
    std::vector<int> samples; ///< GIF: the frames whose colours choose the palette
    GifPalette palette;
    std::unique_ptr<AtomicFile> file;
    std::unique_ptr<GifWriter> writer;
    std::unique_ptr<PartialFolder> folder;
    bool opened = false; ///< the GIF's header is written (encoder thread)

    ~Work()
    {
        stop = true;
        painters.waitForDone(); // painters first: encoder tasks wait for their frames
        encoder.waitForDone();
    }
};

AnimationExport::AnimationExport(const AnimationPlan &plan, Figure figure, const ImageSize &size,
                                 const QString &path, AnimationTarget target, QObject *parent)
    : QObject(parent)
    , m_plan(plan)
    , m_figure(figure)
    , m_size(size)
    , m_path(target == AnimationTarget::PngFolder ? withoutTrailingSlashes(path) : path)
    , m_target(target)
    , m_work(std::make_unique<Work>())
{
    // A GIF has one fully transparent colour at most, no partial alpha (anti-aliased edges would fringe):
    // its frames keep the theme's background; PNG frames may be transparent.
    if (m_target == AnimationTarget::Gif)
        m_size.transparent = false;
    m_work->encoder.setMaxThreadCount(1); // one thread, first in first out: frames reach the file in order
    m_work->painters.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
    if (m_target == AnimationTarget::Gif) {
        const int samples = std::min(maxPaletteSamples, m_plan.frames);
        for (int s = 0; s < samples; ++s)
            m_work->samples.push_back(samples == 1 ? 0 : static_cast<int>(std::lround(double(s) * (m_plan.frames - 1) / (samples - 1))));
    }
    // Frames in memory: those painting, waiting for the encoder and being encoded. Each counts twice (the
    // painted image and its RGBA copy or PNG beside it while a worker converts); two image budgets of
    // them, so two frames of up to half a budget (one painted while the other is encoded), one of a whole
    // budget (painting and encoding take turns); more than two per painter gains nothing.
    const long long pixels = std::max(1LL, static_cast<long long>(m_size.pixelWidth()) * m_size.pixelHeight());
    m_maxInFlight = static_cast<int>(std::clamp<long long>(ImageSize::maxPixels / pixels, 1,
                                                           2 * m_work->painters.maxThreadCount() + 2));
}

AnimationExport::~AnimationExport()
{
    m_work.reset(); // stops and waits for the workers, then discards the file or folder
}

int AnimationExport::steps() const
{
    return static_cast<int>(m_work->samples.size()) + m_plan.frames;
}

bool AnimationExport::paintsOnWorkers() const
{
    return static_cast<bool>(figureEntry(m_figure).snapshot);
}

void AnimationExport::start()
{
    if (m_started)
        return;
    m_started = true;
    QString problem = animationTargetProblem(m_path, m_target);
    if (problem.isEmpty()) {
        if (m_target == AnimationTarget::Gif) {
            m_work->file = std::make_unique<AtomicFile>(m_path);
            problem = m_work->file->open();
            if (problem.isEmpty())
                m_work->writer = std::make_unique<GifWriter>(m_work->file->device(),
                                                             QSize(m_size.pixelWidth(), m_size.pixelHeight()), m_work->palette);
        } else {
            m_work->folder = std::make_unique<PartialFolder>(m_path);
            problem = m_work->folder->create();
        }
    }
    if (!problem.isEmpty()) {
        m_error = problem;
        m_stopped = true;
    }
    // From the event loop, so that run() and a caller connecting after start() see every signal.
    QTimer::singleShot(0, this, [this] {
        if (m_stopped && m_inFlight == 0)
            finish();
        else
            schedule();
    });
}

QString AnimationExport::run()
{
    QEventLoop loop;
    connect(this, &AnimationExport::finished, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
    return m_error;
}

void AnimationExport::cancel()
{
    if (!m_started || m_finished || m_cancelled)
        return;
    m_cancelled = true;
    m_stopped = true;
    m_work->stop = true;
    if (m_error.isEmpty())
        m_error = Text::tr("cancelled");
    if (m_inFlight == 0)
        QTimer::singleShot(0, this, [this] {
            if (!m_finished && m_inFlight == 0)
                finish();
        });
}

void AnimationExport::schedule()
{
    Work &work = *m_work;
    const int sampleCount = static_cast<int>(work.samples.size());
    const bool onWorkers = paintsOnWorkers();
    while (!m_stopped && m_nextStep < steps() && m_inFlight < m_maxInFlight) {
        const int step = m_nextStep++;
        const bool sample = step < sampleCount;
        const int frame = sample ? work.samples[step] : step - sampleCount;

        // On the GUI thread: the frame's session, and the snapshot or (QCustomPlot) the whole image.
        std::function<QImage()> paint;
        QString error = guardedText([&] {
            work.frames.setSession(m_plan.frameSession(frame));
            const FigureEntry &entry = figureEntry(m_figure);
            if (entry.snapshot) {
                ScenePaint scene;
                {
                    const ForegroundWork now(work.frames);
                    scene = entry.snapshot(work.frames, m_plan.framePosition(frame));
                }
                paint = [scene, caption = figureCaption(m_figure, work.frames.session()), size = m_size] {
                    return renderImage([&scene](QCPPainter &painter, const QRectF &area, const FigureStyle &style,
                                                double) { scene(painter, area, style); },
                                       caption, size);
                };
            } else {
                // Handed on, not shared: the worker converts the only reference in place.
                paint = [image = renderFigure(work.frames, m_figure, m_size)]() mutable { return std::move(image); };
            }
            return QString();
        });
        if (!error.isEmpty()) {
            ++m_inFlight;
            stepDone(cannotWriteMessage(m_path, error));
            return;
        }

        ++m_inFlight;
        const bool gif = m_target == AnimationTarget::Gif;
        const QSize pixels(m_size.pixelWidth(), m_size.pixelHeight());
        // A worker paints (snapshot figures) and prepares the frame for its file.
        QFuture<FrameData> painted = QtConcurrent::run(&work.painters, [&work, paint = std::move(paint), gif, pixels]() mutable {
            FrameData data;
            if (work.stop)
                return data;
            data.error = guardedText([&] {
                QImage image = paint();
                if (image.isNull())
                    return Text::tr("the image of %1 × %2 pixels could not be rendered (not enough memory?)")
                        .arg(pixels.width())
                        .arg(pixels.height());
                if (gif) {
                    // In place (same depth, one reference): no second copy of a 128 MiB frame.
                    data.image = std::move(image).convertToFormat(QImage::Format_RGBA8888);
                    return data.image.isNull() ? Text::tr("out of memory") : QString();
                }
                QString reason;
                const auto png = encodePng(image, &reason);
                if (png)
                    data.png = *png;
                return reason;
            });
            return data;
        });
        // The encoder takes the frames in step order (one thread, first in first out) and tells this
        // object, on its own thread, when each is done.
        QPointer<AnimationExport> self(this);
        // Not waited for: the task reports through stepDone(); ~Work() waits for the pool.
        static_cast<void>(QtConcurrent::run(&work.encoder, [this, self, &work, painted, sample, frame, gif, fps = m_plan.fps,
                                                               path = m_path]() mutable {
            FrameData data = painted.result();
            QString error = data.error;
            bool message = false; // error is a whole message already, naming the folder
            if (error.isEmpty() && !work.stop) {
                error = guardedText([&] {
                    if (sample)
                        return work.palette.addSample(data.image);
                    if (gif) {
                        if (!work.opened) {
                            if (QString reason = work.palette.build(); !reason.isEmpty())
                                return reason;
                            if (QString reason = work.writer->open(); !reason.isEmpty())
                                return work.file->reasonFor(reason);
                            work.opened = true;
                        }
                        return work.file->reasonFor(work.writer->addFrame(data.image, gifFrameDelay(frame, fps)));
                    }
                    // Into the partial folder, which is discarded whole on failure.
                    message = true;
                    return work.folder->save(animationFrameName(frame), data.png);
                });
            }
            if (!error.isEmpty() && !message)
                error = cannotWriteMessage(path, error);
            data = {}; // the frame leaves memory before the next is taken
            painted = {};
            QMetaObject::invokeMethod(
                this, [self, error] {
                    if (self)
                        self->stepDone(error);
                },
                Qt::QueuedConnection);
        }));
        if (!onWorkers) {
            // A QCustomPlot frame took this turn of the event loop; the next comes in the next turn, so
            // that the window repaints and its Cancel button answers in between.
            QTimer::singleShot(0, this, &AnimationExport::schedule);
            return;
        }
    }
}

void AnimationExport::stepDone(const QString &error)
{
    --m_inFlight;
    ++m_done;
    if (!error.isEmpty() && m_error.isEmpty()) {
        m_error = error;
        m_stopped = true;
        m_work->stop = true;
    }
    if (!m_cancelled)
        emit progress(std::min(m_done, steps()), steps());
    if (m_inFlight == 0 && (m_stopped || m_nextStep >= steps()))
        finish();
    else if (!m_stopped)
        schedule();
}

void AnimationExport::finish()
{
    if (m_finished)
        return;
    Work &work = *m_work;
    if (!m_stopped) {
        // Every step is done: no worker holds the writer, the file or the folder any more.
        if (m_target == AnimationTarget::Gif) {
            const QString reason = work.writer->finish();
            work.writer.reset();
            m_error = reason.isEmpty() ? work.file->commit() : work.file->fail(reason);
        } else {
            // An empty folder at the target (checked at the start) makes way; then the frames move in.
            if (const QString problem = animationTargetProblem(m_path, m_target); !problem.isEmpty())
                m_error = problem;
            else
                m_error = work.folder->putInPlace();
        }
    }
    if (!m_error.isEmpty()) {
        work.writer.reset(); // releases giflib's state
        work.file.reset(); // discards the GIF's temporary file
        work.folder.reset(); // removes the temporary folder and the frames in it
    }
    m_finished = true;
    emit finished(m_error);
}
