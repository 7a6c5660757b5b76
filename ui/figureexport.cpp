#include "figureexport.h"

#include "clockpainter.h"
#include "explorerstate.h"
#include "heatmapfigure.h"

#include <csv.h>

#include <QCoreApplication>
#include <QDir>
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

std::optional<QString> checkImageSize(const ImageSize &size)
{
    if (size.width < ImageSize::minSide || size.width > ImageSize::maxSide)
        return Text::tr("width = %1 is out of range (allowed %2 .. %3)")
            .arg(size.width)
            .arg(ImageSize::minSide)
            .arg(ImageSize::maxSide);
    if (size.height < ImageSize::minSide || size.height > ImageSize::maxSide)
        return Text::tr("height = %1 is out of range (allowed %2 .. %3)")
            .arg(size.height)
            .arg(ImageSize::minSide)
            .arg(ImageSize::maxSide);
    if (!(size.scale >= ImageSize::minScale && size.scale <= ImageSize::maxScale))
        return Text::tr("scale = %1 is out of range (allowed %2 .. %3)")
            .arg(size.scale)
            .arg(ImageSize::minScale)
            .arg(ImageSize::maxScale);
    if (size.pixelWidth() > ImageSize::maxPixelsSide || size.pixelHeight() > ImageSize::maxPixelsSide)
        return Text::tr("width × scale and height × scale = %1 × %2 pixels is too large (allowed at most %3 per side)")
            .arg(size.pixelWidth())
            .arg(size.pixelHeight())
            .arg(ImageSize::maxPixelsSide);
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return cannotWrite(path, file.errorString());
    if (const QString reason = write(file); !reason.isEmpty()) {
        file.cancelWriting();
        return cannotWrite(path, reason);
    }
    if (!file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

QString savePng(const QImage &image, const QString &path)
{
    if (image.isNull())
        return cannotWrite(path, Text::tr("the image could not be rendered"));
    return saveAtomically(path, [&image](QIODevice &device) {
        QImageWriter writer(&device, "png");
        return writer.write(image) ? QString() : writer.errorString();
    });
}

QString saveBytes(const QByteArray &bytes, const QString &path)
{
    return saveAtomically(path, [&bytes](QIODevice &device) {
        return device.write(bytes) == bytes.size() ? QString() : device.errorString();
    });
}

QString exportFigure(const ExplorerState &state, Figure figure, ExportFormat format, const QString &path,
                     const ImageSize &size)
{
    if (format == ExportFormat::Csv)
        return saveBytes(figureCsv(state, figure), path);
    if (const auto problem = checkImageSize(size))
        return *problem;
    return savePng(renderFigure(state, figure, size), path);
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
