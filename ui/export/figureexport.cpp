#include "ui/export/figureexport.h"
#include "ui/export/largeimage.h"
#include "ui/figures/scriptedtext.h"
#include "ui/export/vectorexport.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <posenc/io/csv.h>
#include <posenc/text/nametable.h>

#include <QCoreApplication>
#include <qcustomplot.h>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QThread>

#include <cmath>
#include <deque>
#include <future>
#include <system_error>
#include <limits>
#include <vector>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

} // namespace

int ImageSize::pixelWidth() const
{
    return static_cast<int>(std::lround(width * scale));
}

int ImageSize::pixelHeight() const
{
    return static_cast<int>(std::lround(height * scale));
}

std::optional<ImageSizeProblem> imageSizeProblem(const ImageSize &size)
{
    using Field = ImageSizeProblem::Field;
    const QString range = Text::tr("%1 = %2 is out of range (allowed %3 .. %4)");
    if (size.width < ImageSize::minSide || size.width > ImageSize::maxSide)
        return ImageSizeProblem{Field::Width, range.arg(QStringLiteral("width")).arg(size.width).arg(ImageSize::minSide).arg(ImageSize::maxSide)};
    if (size.height < ImageSize::minSide || size.height > ImageSize::maxSide)
        return ImageSizeProblem{Field::Height, range.arg(QStringLiteral("height")).arg(size.height).arg(ImageSize::minSide).arg(ImageSize::maxSide)};
    if (!(size.scale >= ImageSize::minScale && size.scale <= ImageSize::maxScale))
        return ImageSizeProblem{Field::Scale, range.arg(QStringLiteral("scale")).arg(size.scale).arg(ImageSize::minScale).arg(ImageSize::maxScale)};
    if (!(size.fontScale >= ImageSize::minFontScale && size.fontScale <= ImageSize::maxFontScale))
        return ImageSizeProblem{Field::FontScale, range.arg(QStringLiteral("font-scale")).arg(size.fontScale).arg(ImageSize::minFontScale).arg(ImageSize::maxFontScale)};
    if (static_cast<long long>(size.pixelWidth()) * size.pixelHeight() > ImageSize::maxPixels)
        return ImageSizeProblem{Field::Pixels,
                                Text::tr("width × height × scale² = %1 × %2 pixels is past the memory budget of %3 "
                                         "megapixels (128 MiB) per image, e.g. 8192 × 4096")
                                    .arg(size.pixelWidth())
                                    .arg(size.pixelHeight())
                                    .arg(ImageSize::maxPixels / (1024 * 1024))};
    if (size.pixelWidth() > ImageSize::maxPixelsSide || size.pixelHeight() > ImageSize::maxPixelsSide)
        return ImageSizeProblem{Field::Pixels,
                                Text::tr("scale = %1 gives %2 × %3 pixels, too large (allowed at most %4 per side)")
                                    .arg(size.scale)
                                    .arg(size.pixelWidth())
                                    .arg(size.pixelHeight())
                                    .arg(ImageSize::maxPixelsSide)};
    return std::nullopt;
}

std::optional<QString> checkImageSize(const ImageSize &size)
{
    if (const auto problem = imageSizeProblem(size))
        return problem->message;
    return std::nullopt;
}

namespace {
/// The names of --format and the file name extensions, in the order messages list them.
constexpr auto formatTable = posenc::nameTable<ExportFormat>({{ExportFormat::Png, "png"},
                                                             {ExportFormat::Svg, "svg"},
                                                             {ExportFormat::Pdf, "pdf"},
                                                             {ExportFormat::Csv, "csv"},
                                                             {ExportFormat::Gif, "gif"}});
} // namespace

QString formatExtension(ExportFormat format)
{
    return QString::fromLatin1(formatTable.name(format));
}

std::optional<ExportFormat> formatFromName(const QString &name)
{
    return formatTable.value(name.toLower().toStdString());
}

QString formatNames()
{
    return QString::fromStdString(formatTable.joined());
}

QString figureFilePath(const QString &folder, Figure figure, ExportFormat format)
{
    return QDir(folder).filePath(figureName(figure) + QLatin1Char('.') + formatExtension(format));
}

namespace {

/// The image format of an export: opaque unless its background is transparent.
QImage::Format imageFormat(const FigureStyle &style)
{
    return style.palette.background.alpha() == 255 ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied;
}

/// Draws the figure itself, without caption, on an image of round(width * scale) x round(height * scale)
/// pixels, through \a body, in \a style.
QImage renderBody(const BodyPaint &body, int width, int height, double scale, const FigureStyle &style)
{
    QImage image = largeImage(qRound(width * scale), qRound(height * scale), imageFormat(style));
    if (image.isNull())
        return image;
    image.fill(style.palette.background);
    QCPPainter painter(&image);
    if (!qFuzzyCompare(scale, 1.0))
        painter.scale(scale, scale);
    body(painter, QRectF(0, 0, width, height), style, scale);
    return image;
}

} // namespace

FigureStyle exportStyle(const ImageSize &size)
{
    FigureStyle style = FigureStyle::forImage(size.width, size.height, size.theme, size.fontScale);
    style.selectionMarks = !size.clean;
    if (size.transparent)
        style.palette.background = Qt::transparent;
    return style;
}

QImage renderFigure(const ExplorerState &state, Figure figure, const ImageSize &size)
{
    const auto body = [&state, figure](QCPPainter &painter, const QRectF &area, const FigureStyle &style, double scale) {
        const ForegroundWork now(state); // the window computes some figures on a worker; an export cannot wait
        figureEntry(figure).painter()->paint(painter, area, state, style, scale);
    };
    return renderImage(body, figureCaption(figure, state.session()), size);
}

QImage renderImage(const BodyPaint &body, const QString &caption, const ImageSize &size)
{
    // The text size of the whole image, caption or not: the smallest text stays height / 40.
    const FigureStyle style = exportStyle(size);
    if (!size.withCaption)
        return renderBody(body, size.width, size.height, size.scale, style);
    // The caption takes the lines it needs under the figure, inside the same size.
    const QFontMetricsF metrics(style.font);
    const double margin = metrics.height();
    const QRectF textArea(margin, 0, size.width - 2 * margin, size.height);
    const double captionHeight =
        scriptedBoundingRect(style.font, textArea, Qt::TextWordWrap | Qt::AlignLeft, caption).height() + margin;
    const int bodyHeight = std::max(ImageSize::minSide, qRound(size.height - captionHeight));
    const QImage bodyImage = renderBody(body, size.width, bodyHeight, size.scale, style);
    QImage image = largeImage(size.pixelWidth(), size.pixelHeight(), imageFormat(style));
    if (bodyImage.isNull() || image.isNull())
        return {};
    image.fill(style.palette.background);
    QPainter painter(&image);
    painter.drawImage(0, 0, bodyImage);
    painter.scale(size.scale, size.scale);
    painter.setFont(style.font);
    painter.setPen(style.palette.caption);
    drawScripted(painter, QRectF(margin, bodyHeight + margin * 0.25, size.width - 2 * margin, size.height - bodyHeight),
                     Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
    return image;
}

FigureTable figureTable(const ExplorerState &state, Figure figure)
{
    const ForegroundWork now(state);
    return figureEntry(figure).table(state);
}

namespace {

/// Rows first .. first + count - 1 of \a table as CSV text.
QByteArray csvRows(const FigureTable &table, int first, int count)
{
    return QByteArray::fromStdString(posenc::formatCsv(first, count, table.columns, table.value));
}

} // namespace

QByteArray figureCsv(const ExplorerState &state, Figure figure)
{
    const FigureTable table = figureTable(state, figure);
    return csvRows(table, 0, table.rows);
}

QString writeFigureCsv(const ExplorerState &state, Figure figure, QIODevice &device)
{
    // Written 256 rows at a time: 4096 x 4096 numbers never sit in memory as text.
    const FigureTable table = figureTable(state, figure);
    constexpr int chunk = 256;
    for (int first = 0; first < table.rows; first += chunk) {
        const QString reason = writeBytes(device, csvRows(table, first, std::min(chunk, table.rows - first)));
        if (!reason.isEmpty())
            return reason;
    }
    return {};
}

std::optional<QByteArray> figureBytes(const ExplorerState &state, Figure figure, ExportFormat format,
                                      const ImageSize &size, QString *error)
{
    if (format == ExportFormat::Csv)
        return figureCsv(state, figure);
    if (format == ExportFormat::Svg || format == ExportFormat::Pdf)
        return vectorFigureBytes(state, figure, format, size, error);
    if (format == ExportFormat::Gif) {
        if (error)
            *error = Text::tr("a GIF is an animation: export it with --animate or File > Export Animation…");
        return std::nullopt;
    }
    if (const auto problem = checkImageSize(size)) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    const QImage image = renderFigure(state, figure, size);
    if (image.isNull()) {
        if (error)
            *error = Text::tr("the image of %1 × %2 pixels could not be rendered (not enough memory?)")
                         .arg(size.pixelWidth())
                         .arg(size.pixelHeight());
        return std::nullopt;
    }
    return encodePng(image, error);
}

QString exportFigure(const ExplorerState &state, Figure figure, ExportFormat format, const QString &path,
                     const ImageSize &size)
{
    if (format == ExportFormat::Csv) {
        // A figure these settings leave nothing to draw writes no empty file (the window's Save as CSV).
        const FigureEntry &entry = figureEntry(figure);
        const ForegroundWork now(state);
        if (const QString why = entry.unavailable ? entry.unavailable(state) : QString(); !why.isEmpty())
            return cannotWriteMessage(path, why);
        return saveAtomically(path, [&](QIODevice &device) { return writeFigureCsv(state, figure, device); });
    }
    QString error;
    const auto bytes = figureBytes(state, figure, format, size, &error);
    if (!bytes)
        return format == ExportFormat::Png && !checkImageSize(size) ? cannotWriteMessage(path, error) : error;
    return saveBytes(*bytes, path);
}

QStringList exportAllFigures(const ExplorerState &state, ExportFormat format, const QString &folder,
                             const ImageSize &size, QStringList *written)
{
    return exportFigures(state, figuresApplyingTo(state.session()), format, folder, size, written);
}

QStringList exportFigures(const ExplorerState &state, const QList<Figure> &figures, ExportFormat format,
                          const QString &folder, const ImageSize &size, QStringList *written)
{
    if (!QDir().mkpath(folder))
        return {cannotWriteMessage(folder, Text::tr("the folder cannot be created"))};
    QStringList errors;
    const auto finish = [&](const QString &path, const QString &error) {
        if (!error.isEmpty())
            errors.append(error);
        else if (written)
            written->append(path);
    };
    // Rendering needs this (the GUI) thread; encoding and writing a PNG do not: while figures are
    // compressed and written by workers (one per core), the next is rendered. At most one image per worker
    // waits, and at most one image budget (ImageSize::maxPixels pixels) of them: past either, the next
    // render waits for the oldest encode. Few images alive means their memory is reused: with every
    // figure's image pending at once, each new one was fresh memory, and its page faults took a third of
    // `--figure all` (45 000 faults, 0.3 s of 0.9 s at L = d_model = 512; now 15 000).
    struct Pending
    {
        QString path;
        std::future<QString> result;
        long long pixels;
    };
    std::deque<Pending> pending;
    long long pendingPixels = 0;
    const auto waitOldest = [&] {
        Pending oldest = std::move(pending.front());
        pending.pop_front();
        pendingPixels -= oldest.pixels;
        finish(oldest.path, oldest.result.get());
    };
    const long long pixels = static_cast<long long>(size.pixelWidth()) * size.pixelHeight();
    const int encoders = std::max(1, QThread::idealThreadCount());
    for (const Figure figure : figures) {
        const QString path = figureFilePath(folder, figure, format);
        if (format != ExportFormat::Png || checkImageSize(size)) {
            finish(path, exportFigure(state, figure, format, path, size));
            continue;
        }
        while (!pending.empty() && (int(pending.size()) >= encoders || pendingPixels + pixels > ImageSize::maxPixels))
            waitOldest();
        const QImage image = renderFigure(state, figure, size);
        auto encode = [image, path, size] {
            QString error;
            if (image.isNull())
                return cannotWriteMessage(path, Text::tr("the image of %1 × %2 pixels could not be rendered (not enough memory?)")
                                             .arg(size.pixelWidth())
                                             .arg(size.pixelHeight()));
            const auto bytes = encodePng(image, &error);
            return bytes ? saveBytes(*bytes, path) : cannotWriteMessage(path, error);
        };
        try {
            pending.push_back({path, std::async(std::launch::async, encode), pixels});
            pendingPixels += pixels;
        } catch (const std::system_error &) {
            finish(path, encode()); // no thread to be had: encode here
        }
    }
    while (!pending.empty())
        waitOldest();
    return errors;
}
