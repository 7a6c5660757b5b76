#pragma once
/// \file animationexport.h
/// \brief Writes an animation (AnimationPlan) of one figure as an animated GIF or as a folder of numbered
/// PNG frames, for File > Export Animation… and `posenc export --animate` alike.
///
/// Threads: each frame's session is set on a private ExplorerState on the GUI thread (the window's state
/// is not touched). Figures painted directly (FigureEntry::snapshot: clock, relative offset) take their
/// snapshot there and are painted by worker threads; QCustomPlot figures (heat maps and the other plots)
/// are widgets and render on the GUI thread, one frame per turn of the event loop. Workers then compress
/// a PNG frame, or hand a GIF frame to the one encoder thread, which remaps it to the shared palette and
/// writes it, in frame order. At most a few frames are in memory at once, whatever the frame
/// count: each counted twice (the image and its converted copy), ImageSize::maxPixels worth in all, at
/// least one. A GIF first renders up to 8 sample frames spread over the animation
/// for its palette (GifPalette).
///
/// Nothing is left behind on failure or cancel: the GIF is written through an AtomicFile, the PNG frames
/// into a PartialFolder (hidden, next to the target) that is renamed into place at the end; one that a
/// killed export left is removed by the next export to the same target (ui/files/).

#include "ui/export/animation.h"
#include "ui/export/figureexport.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

/// Where an animation goes.
enum class AnimationTarget { Gif, PngFolder };

/// The target \a path asks for: a name ending in ".gif" (any case) gives Gif, one ending in "/" gives
/// PngFolder (frame-0000.png, frame-0001.png, … inside it); anything else std::nullopt.
std::optional<AnimationTarget> animationTarget(const QString &path);

/// The file name of frame \a frame in a PNG folder: "frame-0007.png" (four digits: at most 1000 frames).
QString animationFrameName(int frame);

/// Why \a path cannot take the animation, before anything is drawn, or an empty string: a GIF as
/// saveTargetProblem(); a PNG folder must not be a file nor a folder with files in it (frames never mix
/// with, or replace, files already there).
QString animationTargetProblem(const QString &path, AnimationTarget target);

/// One export, started by start() (or run()) and reporting through progress() and finished().
class AnimationExport : public QObject
{
    Q_OBJECT
public:
    /// Draws \a figure for every frame of \a plan at \a size (checked by the caller: checkImageSize()) into
    /// \a path, a GIF file or a folder (with or without its trailing "/") as \a target says.
    AnimationExport(const AnimationPlan &plan, Figure figure, const ImageSize &size, const QString &path,
                    AnimationTarget target, QObject *parent = nullptr);
    /// Cancels what still runs and waits for its worker threads (at most the frames they paint).
    ~AnimationExport() override;

    /// Starts and returns at once; progress() and finished() come from this thread's event loop.
    void start();
    /// start(), then waits in a local event loop until finished(); returns its error (empty on success).
    QString run();
    /// No frame more is started; the workers end the frames they hold, then finished() comes with
    /// wasCancelled() true and nothing is left on disk. Does nothing once finished.
    void cancel();

    bool isRunning() const { return m_started && !m_finished; }
    bool wasCancelled() const { return m_cancelled; }
    /// The steps progress() counts: the GIF palette's sample frames, then every frame.
    int steps() const;
    /// The GIF's or the folder's path (the folder without a trailing "/").
    QString outputPath() const { return m_path; }
    /// Whether frames are painted by worker threads (figures with a snapshot) or on the GUI thread.
    bool paintsOnWorkers() const;
    /// The most frames in memory at once (painting, waiting or being encoded).
    int maxFramesInFlight() const { return m_maxInFlight; }

Q_SIGNALS:
    /// \a done of \a steps steps are finished (written, or counted for the palette).
    void progress(int done, int steps);
    /// The export ended: an empty \a error when the file or folder is in place, else the reason
    /// ("cannot write PATH: …", or "cancelled" after cancel()); either way nothing partial is left.
    void finished(const QString &error);

private:
    struct Work;
    /// Starts the next frames while fewer than maxFramesInFlight() are out (one GUI-rendered frame a turn).
    void schedule();
    /// A frame's painting and encoding ended, with \a error (empty: fine, else "cannot write PATH: reason").
    void stepDone(const QString &error);
    /// Everything ended: puts the file or folder in place, or discards it; emits finished().
    void finish();

    AnimationPlan m_plan;
    Figure m_figure;
    ImageSize m_size;
    QString m_path;
    AnimationTarget m_target;
    std::unique_ptr<Work> m_work;
    int m_maxInFlight = 2;
    int m_nextStep = 0;
    int m_inFlight = 0;
    int m_done = 0;
    bool m_started = false;
    bool m_stopped = false; ///< no frame more is started (cancel or error)
    bool m_cancelled = false;
    bool m_finished = false;
    QString m_error;
};
