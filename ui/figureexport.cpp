#include "figureexport.h"

#include "clockpainter.h"
#include "explorerstate.h"
#include "heatmapfigure.h"

#include <csv.h>

#include <QCoreApplication>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <qcustomplot.h>

#include <cmath>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

QString cannotWrite(const QString &path, const QString &reason)
{
    return Text::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

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
    if (size.pixelWidth() > ImageSize::maxPixelsSide || size.pixelHeight() > ImageSize::maxPixelsSide)
        return ImageSizeProblem{Field::Scale,
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

QString formatExtension(ExportFormat format)
{
    return format == ExportFormat::Png ? QStringLiteral("png") : QStringLiteral("csv");
}

QString figureFilePath(const QString &folder, Figure figure, ExportFormat format)
{
    return QDir(folder).filePath(figureName(figure) + QLatin1Char('.') + formatExtension(format));
}

QImage renderFigure(const ExplorerState &state, Figure figure, const ImageSize &size)
{
    const FigureStyle style = FigureStyle::forImage(size.width, size.height);
    if (figure == Figure::Clock) {
        QImage image(size.pixelWidth(), size.pixelHeight(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(size.scale, size.scale);
        paintClockFigure(painter, QRectF(0, 0, size.width, size.height), ClockScene::fromState(state), style);
        return image;
    }
    QCustomPlot plot;
    HeatmapFigure heatmap(&plot, figure);
    heatmap.setStyle(style);
    heatmap.showData(state);
    return plot.toPixmap(size.width, size.height, size.scale).toImage();
}

QByteArray figureCsv(const ExplorerState &state, Figure figure)
{
    if (isMatrixFigure(figure))
        return QByteArray::fromStdString(posenc::formatCsv(state.matrix(figure)));
    const Eigen::VectorXd &w = state.angularFrequencies();
    const Eigen::VectorXd &lambda = state.wavelengths();
    Eigen::MatrixXd table(w.size(), 6);
    for (Eigen::Index i = 0; i < w.size(); ++i) {
        const double angle = w(i) * state.position();
        table.row(i) << double(i), w(i), lambda(i), angle, std::sin(angle), std::cos(angle);
    }
    return QByteArray::fromStdString(posenc::formatCsv(table));
}

QString saveAtomically(const QString &path, const std::function<QString(QIODevice &)> &write)
{
    // QSaveFile renames its temporary over the target: that would replace a device such as /dev/null.
    const QFileInfo target(path);
    if (target.exists() && target.isDir())
        return cannotWrite(path, Text::tr("it is a folder"));
    if (target.exists() && !target.isFile())
        return cannotWrite(path, Text::tr("it is not a regular file"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    QString reason = write(file);
    // Data still in the buffer can fail to reach the disk (full disk); commit() alone does not say so.
    if (reason.isEmpty() && !file.flush())
        reason = file.errorString();
    if (!reason.isEmpty()) {
        if (file.error() != QFileDevice::NoError)
            reason = file.errorString(); // the device's reason ("No space left on device") says more
        file.cancelWriting();
        return cannotWrite(path, reason);
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString saveBytes(const QByteArray &bytes, const QString &path)
{
    return saveAtomically(path, [&bytes](QIODevice &device) {
        return device.write(bytes) == bytes.size() ? QString() : device.errorString();
    });
}

std::optional<QByteArray> encodePng(const QImage &image, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (image.isNull() || !writer.write(image)) {
        if (error)
            *error = image.isNull() ? Text::tr("the image is empty") : writer.errorString();
        return std::nullopt;
    }
    return bytes;
}

std::optional<QByteArray> figureBytes(const ExplorerState &state, Figure figure, ExportFormat format,
                                      const ImageSize &size, QString *error)
{
    if (format == ExportFormat::Csv)
        return figureCsv(state, figure);
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
    QString error;
    const auto bytes = figureBytes(state, figure, format, size, &error);
    if (!bytes)
        return format == ExportFormat::Png && !checkImageSize(size) ? cannotWrite(path, error) : error;
    return saveBytes(*bytes, path);
}

QStringList exportAllFigures(const ExplorerState &state, ExportFormat format, const QString &folder,
                             const ImageSize &size, QStringList *written)
{
    if (!QDir().mkpath(folder))
        return {cannotWrite(folder, Text::tr("the folder cannot be created"))};
    QStringList errors;
    for (const Figure figure : allFigures()) {
        const QString path = figureFilePath(folder, figure, format);
        const QString error = exportFigure(state, figure, format, path, size);
        if (!error.isEmpty())
            errors.append(error);
        else if (written)
            written->append(path);
    }
    return errors;
}
