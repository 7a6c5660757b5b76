#include "ui/export/clipboardexport.h"

#include "ui/export/vectorexport.h"

#include <QMimeData>

std::unique_ptr<QMimeData> figureMimeData(const ExplorerState &state, Figure figure, const ImageSize &size,
                                          QString *error)
{
    if (const auto problem = checkImageSize(size)) {
        if (error)
            *error = *problem;
        return nullptr;
    }
    const QImage image = renderFigure(state, figure, size);
    const auto svg = vectorFigureBytes(state, figure, ExportFormat::Svg, size, error);
    if (image.isNull() || !svg) {
        if (error && error->isEmpty())
            *error = QStringLiteral("the image of %1 × %2 pixels could not be rendered").arg(size.pixelWidth()).arg(size.pixelHeight());
        return nullptr;
    }
    auto data = std::make_unique<QMimeData>();
    data->setImageData(image);
    data->setData(QStringLiteral("image/svg+xml"), *svg);
    return data;
}
