#pragma once
/// \file gifwriter.h
/// \brief Animated GIF files: one palette for every frame, chosen by libimagequant's quantiser from
/// sample frames, and the frames written in order by giflib into any QIODevice (a QSaveFile, so that a
/// failure or a cancel leaves no partial file).
///
/// One shared palette instead of one per frame: a pixel that does not change between frames keeps its
/// colour, so the heat maps' cells and the clock's dials do not flicker, and the palette is written once
/// (the GIF's global colour table). Remapping is without dithering: heat-map cells stay flat colours.

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <unordered_map>
#include <vector>

class QIODevice;

/// The delay of frame \a frame (0-based) at \a fps frames per second, in the GIF's unit of 1/100 s.
/// GIF delays are whole centiseconds: the rounding error is carried to the next frame (frame f shows from
/// floor(100 f / fps) to floor(100 (f + 1) / fps) cs), so 16 fps gives 6, 6, 6, 7 cs and N frames last
/// floor(100 N / fps) cs, never drifting. \a fps must be at least 1.
int gifFrameDelay(int frame, int fps);

/// A palette of at most 256 colours for a whole animation (libimagequant, liq_histogram_quantize over the
/// sample frames). Add the samples, then build() once; GifWriter remaps every frame to it.
class GifPalette
{
public:
    GifPalette();
    ~GifPalette();
    GifPalette(const GifPalette &) = delete;
    GifPalette &operator=(const GifPalette &) = delete;

    /// Counts the colours of \a frame (any format, alpha ignored: frames are opaque). Not thread-safe: one
    /// call at a time. Returns an empty string or the reason (out of memory).
    QString addSample(const QImage &frame);
    /// Chooses the palette from the samples added (at least one). Returns an empty string or the reason.
    QString build();
    bool isBuilt() const;
    /// The colours chosen (0xffRRGGBB), 1 .. 256 of them; empty before build().
    std::vector<QRgb> colours() const;

private:
    friend class GifWriter;
    struct Liq;
    std::unique_ptr<Liq> m_liq;
};

/// Writes an animated GIF, frame by frame, in order, to a device already open for writing: header,
/// the palette as global colour table, a NETSCAPE2.0 extension that loops for ever, then per frame a
/// graphics control block (its delay) and the image remapped to the palette. One thread at a time (any
/// thread). Every giflib and libimagequant return code is checked; errors are returned as text.
class GifWriter
{
public:
    /// \a palette must be built and outlive the writer; \a size is every frame's size in pixels
    /// (1 .. 65535 a side).
    GifWriter(QIODevice &device, QSize size, GifPalette &palette);
    ~GifWriter();
    GifWriter(const GifWriter &) = delete;
    GifWriter &operator=(const GifWriter &) = delete;

    /// Writes the header, the palette and the loop extension. Returns an empty string or the reason.
    QString open();
    /// Remaps \a frame (size() pixels, any format) to the palette and writes it, shown for
    /// \a delayCentiseconds (0 .. 65535). Returns an empty string or the reason.
    QString addFrame(const QImage &frame, int delayCentiseconds);
    /// Writes the trailer and releases giflib's state. Returns an empty string or the reason. Without it
    /// (a cancel), the destructor releases the state and the device holds an unfinished file, which the
    /// caller discards (QSaveFile::cancelWriting()).
    QString finish();
    int framesWritten() const { return m_frames; }

private:
    QString giflibError(const char *what, int code) const;

    /// Fills m_indices with \a rgba's palette indices: each colour not met before is matched by
    /// libimagequant (all of a frame's new colours in one small image), the rest from m_nearest.
    QString remap(const QImage &rgba);

    QIODevice &m_device;
    QSize m_size;
    GifPalette &m_palette;
    struct Gif;
    std::unique_ptr<Gif> m_gif;
    std::vector<unsigned char> m_indices; ///< one frame's palette indices, reused
    /// The palette index of every colour met so far (RGBA as libimagequant reads it). Remapping each
    /// pixel through libimagequant took two thirds of an animation's time; frames share most colours.
    std::unordered_map<quint32, unsigned char> m_nearest;
    int m_frames = 0;
};
