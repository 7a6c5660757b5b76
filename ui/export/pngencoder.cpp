#include "ui/export/pngencoder.h"

#include <QCoreApplication>

#include <png.h>

#include <algorithm>
#include <new>
#include <vector>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PngEncoder)
};

/// What the write callbacks and the error handler share.
struct Sink
{
    QByteArray *bytes;
    char message[256] = {};
};

void appendBytes(png_structp png, png_bytep data, png_size_t length)
{
    // No C++ exception may unwind through libpng's C frames: out of memory becomes libpng's error.
    bool grown = true;
    try {
        static_cast<Sink *>(png_get_io_ptr(png))->bytes->append(reinterpret_cast<const char *>(data),
                                                                static_cast<qsizetype>(length));
    } catch (const std::bad_alloc &) {
        grown = false;
    }
    if (!grown)
        png_error(png, "out of memory for the PNG's bytes");
}

void flushNothing(png_structp) {}

[[noreturn]] void keepError(png_structp png, png_const_charp message)
{
    auto *sink = static_cast<Sink *>(png_get_error_ptr(png));
    qstrncpy(sink->message, message, sizeof sink->message);
    png_longjmp(png, 1);
}

void ignoreWarning(png_structp, png_const_charp) {}

/// The image's rows in the PNG's pixel format (RGB888, or RGBA8888 with alpha), converted a strip at a
/// time: a converted copy of the whole image was three quarters of its size again (201 MB at
/// 8192 x 8192, on top of the 268 MB image).
struct Rows
{
    static constexpr int stripRows = 64;
    const QImage &image;
    QImage::Format format;
    QImage strip; ///< rows first .. first + strip.height() - 1, converted
    int first = 0;
};

/// Row \a y of \a rows converted, or null when there was no memory for its strip.
const uchar *convertedRow(Rows &rows, int y)
{
    if (rows.strip.isNull() || y < rows.first || y >= rows.first + rows.strip.height()) {
        const int n = std::min(Rows::stripRows, rows.image.height() - y);
        // A view of the image's own rows (no copy), converted.
        QImage view(rows.image.constScanLine(y), rows.image.width(), n, rows.image.bytesPerLine(), rows.image.format());
        view.setColorTable(rows.image.colorTable());
        rows.strip = view.convertToFormat(rows.format);
        rows.first = y;
    }
    return rows.strip.isNull() ? nullptr : rows.strip.constScanLine(y - rows.first);
}

/// libpng's part, with no object that has a destructor between setjmp() and a longjmp() from libpng
/// (that would be undefined behaviour): \a rows lives in the caller, and convertedRow() returns before
/// libpng runs. \a alpha: RGBA, else RGB; \a chunks are \a chunkCount text chunks whose strings outlive
/// the call.
bool writePng(Rows &rows, bool alpha, png_text *chunks, int chunkCount, Sink &sink)
{
    const QImage &pixels = rows.image;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, keepError, ignoreWarning);
    if (!png)
        return false;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, nullptr);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, &sink, appendBytes, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(pixels.width()), static_cast<png_uint_32>(pixels.height()), 8,
                 alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (pixels.dotsPerMeterX() > 0 && pixels.dotsPerMeterY() > 0)
        png_set_pHYs(png, info, static_cast<png_uint_32>(pixels.dotsPerMeterX()),
                     static_cast<png_uint_32>(pixels.dotsPerMeterY()), PNG_RESOLUTION_METER);
    if (chunkCount > 0)
        png_set_text(png, info, chunks, chunkCount);
    // Figures are flat areas, and a heat map's rows repeat the row above: the Up filter on every row at
    // deflate level 2 compresses 16 figures as well as the adaptive choice among five filters (never more
    // than 5 % larger, 8 % smaller in all) in a third of the time. Unfiltered rows were as fast but a
    // small heat map's file grew to 3.4 times its size.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_compression_level(png, 2);
    png_write_info(png, info);
    for (int y = 0; y < pixels.height(); ++y) {
        const uchar *row = convertedRow(rows, y);
        if (!row)
            png_error(png, "out of memory for a strip of converted rows");
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return true;
}

} // namespace

std::optional<QByteArray> encodePng(const QImage &image, QString *error)
{
    if (image.isNull()) {
        if (error)
            *error = Text::tr("the image is empty");
        return std::nullopt;
    }
    const bool alpha = image.hasAlphaChannel();
    Rows rows{image, alpha ? QImage::Format_RGBA8888 : QImage::Format_RGB888, QImage()};
    // PNG keys are 1 .. 79 Latin-1 characters without leading, trailing or double spaces; a key with
    // nothing left is skipped, as Qt's writer did (libpng would refuse the whole file).
    std::vector<QByteArray> texts;
    for (const QString &key : image.textKeys()) {
        const QByteArray keyword = key.simplified().left(79).trimmed().toLatin1();
        if (!keyword.isEmpty())
            texts.insert(texts.end(), {keyword, image.text(key).toUtf8()});
    }
    std::vector<png_text> chunks(texts.size() / 2);
    for (std::size_t k = 0; k < chunks.size(); ++k) {
        chunks[k] = png_text{};
        chunks[k].compression = PNG_ITXT_COMPRESSION_NONE;
        chunks[k].key = const_cast<char *>(texts[2 * k].constData());
        chunks[k].text = const_cast<char *>(texts[2 * k + 1].constData());
        chunks[k].itxt_length = static_cast<png_size_t>(texts[2 * k + 1].size());
    }
    QByteArray bytes;
    bytes.reserve(static_cast<qsizetype>(image.sizeInBytes() / 10));
    Sink sink{&bytes};
    if (!writePng(rows, alpha, chunks.data(), static_cast<int>(chunks.size()), sink)) {
        if (error)
            *error = Text::tr("the PNG could not be written (%1)").arg(QString::fromLatin1(sink.message));
        return std::nullopt;
    }
    return bytes;
}
