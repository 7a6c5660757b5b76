#pragma once
/// \file figureexport.h
/// \brief Renders figures to images and writes PNG or CSV files, for the Export dialog and for
/// `posenc export` alike (no dialog, no window needed).

#include "ui/export/pngencoder.h"
#include "ui/files/atomicsave.h"
#include "ui/figures/figure.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/figurestyle.h"
#include "ui/state/theme.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QCPPainter;
class QIODevice;
class QRectF;
struct FigureStyle;

class ExplorerState;

/// Size and look of an exported image: the figure is laid out on width x height logical pixels and the
/// image has round(width * scale) x round(height * scale) pixels, whatever the screen's scale factor
/// (so --scale 2 is the same picture at twice the pixels). Its smallest text is height / 40 times
/// fontScale (FigureStyle::forImage()).
struct ImageSize
{
    int width = 1920;
    int height = 1080;
    double scale = 1.0;
    bool withCaption = false; ///< write the figure's caption (figureCaption()) under it, inside the size
    double fontScale = 1.0;   ///< text size relative to the default (height / 40), 0.5 .. 4
    Theme theme = Theme::Light; ///< colours; light unless asked (the window's export dialog offers its own)
    bool clean = false;       ///< without the selection marks (FigureStyle::selectionMarks), `--clean`
    bool transparent = false; ///< no background (PNG with alpha, SVG/PDF without a backdrop), `--transparent`

    static constexpr int minSide = 64;
    static constexpr int maxSide = 16384;
    static constexpr double minScale = 0.25;
    static constexpr double maxScale = 8.0;
    static constexpr double minFontScale = 0.5;
    static constexpr double maxFontScale = 4.0;
    static constexpr int maxPixelsSide = 32768; ///< limit on width * scale and height * scale
    /// Memory budget of one image: 32 megapixels (128 MiB at 4 bytes a pixel), e.g. 8192 x 4096 or 8K UHD
    /// 7680 x 4320. With the largest encoding (4096 x 4096 doubles, 128 MiB) and the figure's reduced
    /// matrices beside it, a command stays within 512 MiB; 8192 x 8192 (256 MiB) took 553 MiB for the
    /// Layouts figure alone (issue 27 item 4).
    static constexpr long long maxPixels = 32LL * 1024 * 1024;

    int pixelWidth() const;
    int pixelHeight() const;
};

/// Why an image size is not allowed: which field, or Pixels when each is allowed but together they make
/// too many pixels, and the message.
struct ImageSizeProblem
{
    enum class Field { Width, Height, Scale, FontScale, Pixels } field;
    QString message; ///< names the value and the allowed range
};
std::optional<ImageSizeProblem> imageSizeProblem(const ImageSize &size);

/// nullopt when \a size is allowed, otherwise a message naming the value and the allowed range.
std::optional<QString> checkImageSize(const ImageSize &size);

/// PNG image, CSV numbers, SVG or PDF document (vector: text stays text; vectorexport.h), or an animated
/// GIF (animations only: animationexport.h).
enum class ExportFormat { Png, Csv, Svg, Pdf, Gif };

/// File name extension without dot: "png", "csv", "svg", "pdf" or "gif".
QString formatExtension(ExportFormat format);
/// The format named \a name ("png", "csv", "svg", "pdf", "gif"; any case), or std::nullopt.
std::optional<ExportFormat> formatFromName(const QString &name);
/// Every format's name, for messages: "png, svg, pdf, csv, gif".
QString formatNames();

/// The file a figure is written to inside \a folder: "<folder>/<figure name>.<extension>", e.g. ".../pe.png".
QString figureFilePath(const QString &folder, Figure figure, ExportFormat format);

/// The style an exported figure of \a size is drawn in: FigureStyle::forImage() of its size, theme and
/// text size, without the selection marks when size.clean, on a transparent background when
/// size.transparent.
FigureStyle exportStyle(const ImageSize &size);

/// The figure as an image of size.pixelWidth() x size.pixelHeight(), on size.theme's background (RGB32), or
/// on none (ARGB32, premultiplied) when size.transparent. Requires a QApplication (QCustomPlot is a
/// widget); works with the offscreen platform.
QImage renderFigure(const ExplorerState &state, Figure figure, const ImageSize &size);

/// Paints a figure's body (without caption) into \a area of \a painter, whose logical pixels are
/// \a deviceScale device pixels each, in \a style: FigurePainter::paint() for a state, or a ScenePaint.
using BodyPaint = std::function<void(QCPPainter &painter, const QRectF &area, const FigureStyle &style, double deviceScale)>;

/// renderFigure()'s image with \a body as its body: the same size and style, and \a caption (figureCaption())
/// under it when size.withCaption. Runs on any thread when \a body does (a ScenePaint's); a null image when it
/// cannot be allocated.
QImage renderImage(const BodyPaint &body, const QString &caption, const ImageSize &size);

/// The table figureCsv() writes (see there). Keeps a reference to \a state's data: use it at once.
FigureTable figureTable(const ExplorerState &state, Figure figure);

/// CSV text of a figure: numbers only, 17 significant digits, comma-separated, no header.
/// - embedding, pe, sum: the L x d_model matrix, one line per position (first position first);
/// - clock: one line per pair: i, w_i (rad/position), wavelength (positions), angle w_i * pos (rad),
///   sin(w_i * pos), cos(w_i * pos);
/// - wavelength: one line per pair: i, w_i, wavelength;
/// - relative: one line per complete pair: i, w_i, the M_k entries m00, m01, m10, m11 (row by row),
///   |PE(pos + k) - M_k PE(pos)| and the same at pos';
/// - similarity: the L x L matrix (dot or cosine, as shown);
/// - naive: one line per row r: pos = first position + r, r/(L-1) (the picture's pos/(L-1), counted from
///   the first row), then the bits of pos, bit 0 first;
/// - attention: the weights of the sentence (n lines of n numbers) followed by those of its reordering
///   (m lines); when m differs from n (the window lets one type any two sentences) the narrower rows
///   are padded with nan to the wider width, which no weight can be mistaken for.
QByteArray figureCsv(const ExplorerState &state, Figure figure);

/// Writes figureCsv() to \a device a few hundred rows at a time (the whole text never sits in memory).
/// Returns an empty string or the device's reason.
QString writeFigureCsv(const ExplorerState &state, Figure figure, QIODevice &device);

/// The contents of a figure's file: PNG (rendered at \a size, which is checked first) or CSV.
/// std::nullopt with \a error set when the size is not allowed or the image cannot be rendered.
std::optional<QByteArray> figureBytes(const ExplorerState &state, Figure figure, ExportFormat format,
                                      const ImageSize &size, QString *error = nullptr);

/// Renders (PNG) or tabulates (CSV) one figure into \a path. Returns an empty string or the error.
QString exportFigure(const ExplorerState &state, Figure figure, ExportFormat format, const QString &path,
                     const ImageSize &size);

/// Exports \a figures, in their order, into the folder \a folder (created when missing) as <name>.<extension>.
/// \a written receives the paths written. Returns the error messages (empty on success); a failure of
/// one figure does not stop the others. PNGs are compressed and written on workers while the next renders.
QStringList exportFigures(const ExplorerState &state, const QList<Figure> &figures, ExportFormat format,
                          const QString &folder, const ImageSize &size, QStringList *written = nullptr);
/// exportFigures() of every figure (allFigures()).
QStringList exportAllFigures(const ExplorerState &state, ExportFormat format, const QString &folder,
                             const ImageSize &size, QStringList *written = nullptr);
