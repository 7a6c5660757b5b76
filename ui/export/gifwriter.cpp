#include "ui/export/gifwriter.h"

#include "ui/files/atomicsave.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QIODevice>

#include <gif_lib.h>
#include <libimagequant.h>

#include <algorithm>
#include <array>
#include <cerrno>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(GifWriter)
};

QString liqError(const char *what, liq_error code)
{
    QString reason;
    switch (code) {
    case LIQ_OUT_OF_MEMORY:
        reason = Text::tr("out of memory");
        break;
    case LIQ_QUALITY_TOO_LOW:
        reason = Text::tr("the palette's quality is too low");
        break;
    case LIQ_VALUE_OUT_OF_RANGE:
        reason = Text::tr("a value is out of range");
        break;
    case LIQ_ABORTED:
        reason = Text::tr("aborted");
        break;
    default:
        reason = Text::tr("error %1").arg(int(code));
        break;
    }
    return Text::tr("colour quantiser (libimagequant): %1 failed: %2").arg(QString::fromLatin1(what), reason);
}

/// An image as libimagequant reads it: 8-bit R, G, B, A in memory order, rows as Qt lays them out.
struct RgbaRows
{
    QImage image;
    std::vector<void *> rows;

    explicit RgbaRows(const QImage &frame) : image(frame.convertToFormat(QImage::Format_RGBA8888))
    {
        rows.resize(std::max(0, image.height()));
        for (int y = 0; y < image.height(); ++y)
            rows[y] = image.scanLine(y);
    }
};

/// The errno of the last failed write on this thread (a GIF is written on one thread): a failed write
/// of buffered bytes leaves the device only "Unknown error" to say.
thread_local int lastWriteError = 0;

/// giflib's output function: appends to the QIODevice kept in UserData; a short count tells giflib
/// the write failed (it then reports E_GIF_ERR_WRITE_FAILED, and the device knows why).
int writeToDevice(GifFileType *gif, const GifByteType *data, int length)
{
    auto *device = static_cast<QIODevice *>(gif->UserData);
    const auto *file = qobject_cast<const QFileDevice *>(device);
    qint64 done = 0;
    while (done < length) {
        const bool failedBefore = file && file->error() != QFileDevice::NoError;
        errno = 0;
        const qint64 n = device->write(reinterpret_cast<const char *>(data) + done, length - done);
        // The call that failed first knows why: a buffered write may still report success.
        if (!failedBefore && file && file->error() != QFileDevice::NoError)
            lastWriteError = errno;
        if (n <= 0)
            break;
        done += n;
    }
    return static_cast<int>(done);
}

/// GIF colour tables hold a power of two of entries, 2 .. 256: the palette padded with black.
ColorMapObject *colourMap(const liq_palette &palette)
{
    int size = 2;
    while (size < static_cast<int>(palette.count))
        size *= 2;
    std::array<GifColorType, 256> colours{};
    for (unsigned i = 0; i < palette.count && i < 256; ++i)
        colours[i] = {palette.entries[i].r, palette.entries[i].g, palette.entries[i].b};
    return GifMakeMapObject(size, colours.data());
}

bool samePalette(const liq_palette &a, const liq_palette &b)
{
    if (a.count != b.count)
        return false;
    for (unsigned i = 0; i < a.count; ++i) {
        const liq_color &x = a.entries[i];
        const liq_color &y = b.entries[i];
        if (x.r != y.r || x.g != y.g || x.b != y.b)
            return false;
    }
    return true;
}

} // namespace

int gifFrameDelay(int frame, int fps)
{
    fps = std::max(1, fps);
    const long long start = 100LL * frame / fps;
    const long long end = 100LL * (frame + 1) / fps;
    return static_cast<int>(end - start);
}

struct GifPalette::Liq
{
    liq_attr *attributes = nullptr;
    liq_histogram *histogram = nullptr;
    liq_result *result = nullptr;
    liq_palette palette{}; ///< as built: the global colour table
    int samples = 0;

    ~Liq()
    {
        if (result)
            liq_result_destroy(result);
        if (histogram)
            liq_histogram_destroy(histogram);
        if (attributes)
            liq_attr_destroy(attributes);
    }
};

GifPalette::GifPalette() : m_liq(std::make_unique<Liq>())
{
    m_liq->attributes = liq_attr_create();
    if (m_liq->attributes) {
        liq_set_max_colors(m_liq->attributes, 256);
        m_liq->histogram = liq_histogram_create(m_liq->attributes);
    }
}

GifPalette::~GifPalette() = default;

QString GifPalette::addSample(const QImage &frame)
{
    if (!m_liq->histogram)
        return liqError("liq_histogram_create", LIQ_OUT_OF_MEMORY);
    if (m_liq->result)
        return Text::tr("the palette is built already; samples come first");
    if (frame.isNull())
        return Text::tr("the frame is empty");
    RgbaRows rgba(frame);
    if (rgba.image.isNull())
        return liqError("RGBA conversion", LIQ_OUT_OF_MEMORY);
    liq_image *image = liq_image_create_rgba_rows(m_liq->attributes, rgba.rows.data(), rgba.image.width(),
                                                  rgba.image.height(), 0);
    if (!image)
        return liqError("liq_image_create_rgba_rows", LIQ_OUT_OF_MEMORY);
    const liq_error added = liq_histogram_add_image(m_liq->histogram, m_liq->attributes, image);
    liq_image_destroy(image);
    if (added != LIQ_OK)
        return liqError("liq_histogram_add_image", added);
    ++m_liq->samples;
    return {};
}

QString GifPalette::build()
{
    if (m_liq->result)
        return {};
    if (m_liq->samples == 0)
        return Text::tr("the palette has no sample frame");
    const liq_error quantized = liq_histogram_quantize(m_liq->histogram, m_liq->attributes, &m_liq->result);
    if (quantized != LIQ_OK || !m_liq->result) {
        m_liq->result = nullptr;
        return liqError("liq_histogram_quantize", quantized);
    }
    // No dithering: flat heat-map cells stay flat, and an unchanged pixel keeps its index frame to frame.
    if (const liq_error dither = liq_set_dithering_level(m_liq->result, 0.0f); dither != LIQ_OK)
        return liqError("liq_set_dithering_level", dither);
    const liq_palette *palette = liq_get_palette(m_liq->result);
    if (!palette || palette->count == 0)
        return liqError("liq_get_palette", LIQ_INVALID_POINTER);
    m_liq->palette = *palette;
    return {};
}

bool GifPalette::isBuilt() const
{
    return m_liq->result != nullptr;
}

std::vector<QRgb> GifPalette::colours() const
{
    std::vector<QRgb> colours;
    if (!m_liq->result)
        return colours;
    for (unsigned i = 0; i < m_liq->palette.count; ++i) {
        const liq_color &c = m_liq->palette.entries[i];
        colours.push_back(qRgb(c.r, c.g, c.b));
    }
    return colours;
}

struct GifWriter::Gif
{
    GifFileType *file = nullptr;
    ~Gif()
    {
        if (file) {
            int error = 0;
            EGifCloseFile(file, &error); // frees; an unfinished file is discarded by the caller
        }
    }
};

GifWriter::GifWriter(QIODevice &device, QSize size, GifPalette &palette)
    : m_device(device), m_size(size), m_palette(palette), m_gif(std::make_unique<Gif>())
{
}

GifWriter::~GifWriter() = default;

QString GifWriter::giflibError(const char *what, int code) const
{
    // A failed write: the device's reason ("No space left on device") says more than giflib's.
    const auto *file = qobject_cast<const QFileDevice *>(&m_device);
    if ((code == E_GIF_ERR_WRITE_FAILED || code == E_GIF_ERR_DISK_IS_FULL) && file && file->error() != QFileDevice::NoError) {
        const QString reason = fileErrorReason(*file, lastWriteError);
        if (!isQtUnknownError(reason))
            return reason;
    }
    const char *reason = GifErrorString(code);
    return Text::tr("GIF encoder (giflib): %1 failed: %2")
        .arg(QString::fromLatin1(what), reason ? QString::fromLatin1(reason) : Text::tr("error %1").arg(code));
}

QString GifWriter::open()
{
    if (m_gif->file)
        return Text::tr("the GIF is open already");
    if (!m_palette.isBuilt())
        return Text::tr("the palette is not built");
    if (m_size.width() < 1 || m_size.height() < 1 || m_size.width() > 65535 || m_size.height() > 65535)
        return Text::tr("a GIF frame of %1 × %2 pixels is not possible (allowed 1 .. 65535 a side)")
            .arg(m_size.width())
            .arg(m_size.height());
    m_indices.resize(static_cast<size_t>(m_size.width()) * m_size.height());
    int error = 0;
    m_gif->file = EGifOpen(&m_device, writeToDevice, &error);
    if (!m_gif->file)
        return giflibError("EGifOpen", error);
    GifFileType *gif = m_gif->file;
    EGifSetGifVersion(gif, true); // GIF89a: delays and the loop extension
    ColorMapObject *map = colourMap(m_palette.m_liq->palette);
    if (!map)
        return giflibError("GifMakeMapObject", E_GIF_ERR_NOT_ENOUGH_MEM);
    const int described = EGifPutScreenDesc(gif, m_size.width(), m_size.height(), 8, 0, map);
    GifFreeMapObject(map); // EGifPutScreenDesc keeps a copy
    if (described == GIF_ERROR)
        return giflibError("EGifPutScreenDesc", gif->Error);
    // NETSCAPE2.0: sub-block 1, loop count 0 = for ever (little-endian 16 bits).
    static const char application[] = "NETSCAPE2.0";
    const unsigned char loop[3] = {1, 0, 0};
    if (EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(gif, 11, application) == GIF_ERROR
        || EGifPutExtensionBlock(gif, 3, loop) == GIF_ERROR || EGifPutExtensionTrailer(gif) == GIF_ERROR)
        return giflibError("the loop extension", gif->Error);
    return {};
}

QString GifWriter::addFrame(const QImage &frame, int delayCentiseconds)
{
    GifFileType *gif = m_gif->file;
    if (!gif)
        return Text::tr("the GIF is not open");
    if (frame.size() != m_size)
        return Text::tr("frame %1 has %2 × %3 pixels, not %4 × %5")
            .arg(m_frames)
            .arg(frame.width())
            .arg(frame.height())
            .arg(m_size.width())
            .arg(m_size.height());
    GifPalette::Liq &liq = *m_palette.m_liq;
    const QImage rgba = frame.convertToFormat(QImage::Format_RGBA8888);
    if (rgba.isNull())
        return liqError("RGBA conversion", LIQ_OUT_OF_MEMORY);
    if (QString error = remap(rgba); !error.isEmpty())
        return error;
    // Without dithering each remapping uses the palette as built; should libimagequant ever hand out a
    // changed one, this frame carries it as its own (local) colour table.
    ColorMapObject *local = nullptr;
    if (const liq_palette *used = liq_get_palette(liq.result); used && !samePalette(*used, liq.palette)) {
        local = colourMap(*used);
        if (!local)
            return giflibError("GifMakeMapObject", E_GIF_ERR_NOT_ENOUGH_MEM);
    }

    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT; // every frame covers the whole screen
    control.UserInputFlag = false;
    control.DelayTime = std::clamp(delayCentiseconds, 0, 65535);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t length = EGifGCBToExtension(&control, extension);
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension) == GIF_ERROR) {
        if (local)
            GifFreeMapObject(local);
        return giflibError("EGifPutExtension", gif->Error);
    }
    const int described = EGifPutImageDesc(gif, 0, 0, m_size.width(), m_size.height(), false, local);
    if (local)
        GifFreeMapObject(local); // EGifPutImageDesc keeps a copy
    if (described == GIF_ERROR)
        return giflibError("EGifPutImageDesc", gif->Error);
    // One call for the whole frame: giflib compresses it as one run of pixels.
    if (EGifPutLine(gif, m_indices.data(), static_cast<int>(m_indices.size())) == GIF_ERROR)
        return giflibError("EGifPutLine", gif->Error);
    ++m_frames;
    return {};
}

QString GifWriter::remap(const QImage &rgba)
{
    GifPalette::Liq &liq = *m_palette.m_liq;
    const int width = rgba.width();
    const auto row = [&rgba](int y) { return reinterpret_cast<const quint32 *>(rgba.constScanLine(y)); };
    // The colours not met before, once each (runs of one colour, most of a figure, are looked up once).
    if (m_nearest.size() > (1u << 20))
        m_nearest.clear(); // a bound on memory: a million colours is past any figure's
    std::vector<quint32> fresh;
    for (int y = 0; y < rgba.height(); ++y) {
        const quint32 *line = row(y);
        quint32 last = 0;
        bool known = false;
        for (int x = 0; x < width; ++x) {
            const quint32 colour = line[x];
            if (known && colour == last)
                continue;
            last = colour;
            known = true;
            if (m_nearest.emplace(colour, 0).second)
                fresh.push_back(colour);
        }
    }
    // libimagequant matches them to the palette as it would the whole frame (no dithering: each pixel's
    // index depends on its colour alone), as one row of an image.
    if (!fresh.empty()) {
        void *rows[1] = {fresh.data()};
        liq_image *image = liq_image_create_rgba_rows(liq.attributes, rows, static_cast<int>(fresh.size()), 1, 0);
        if (!image) {
            for (const quint32 colour : fresh)
                m_nearest.erase(colour);
            return liqError("liq_image_create_rgba_rows", LIQ_OUT_OF_MEMORY);
        }
        std::vector<unsigned char> indices(fresh.size());
        const liq_error remapped = liq_write_remapped_image(liq.result, image, indices.data(), indices.size());
        liq_image_destroy(image);
        if (remapped != LIQ_OK) {
            for (const quint32 colour : fresh)
                m_nearest.erase(colour);
            return liqError("liq_write_remapped_image", remapped);
        }
        for (size_t i = 0; i < fresh.size(); ++i)
            m_nearest[fresh[i]] = indices[i];
    }
    unsigned char *out = m_indices.data();
    for (int y = 0; y < rgba.height(); ++y) {
        const quint32 *line = row(y);
        quint32 last = 0;
        unsigned char index = 0;
        bool known = false;
        for (int x = 0; x < width; ++x, ++out) {
            const quint32 colour = line[x];
            if (!known || colour != last) {
                last = colour;
                index = m_nearest.find(colour)->second;
                known = true;
            }
            *out = index;
        }
    }
    return {};
}

QString GifWriter::finish()
{
    if (!m_gif->file)
        return Text::tr("the GIF is not open");
    int error = 0;
    const int closed = EGifCloseFile(m_gif->file, &error); // writes the trailer and frees, even on failure
    m_gif->file = nullptr;
    if (closed == GIF_ERROR)
        return giflibError("EGifCloseFile", error);
    return {};
}
