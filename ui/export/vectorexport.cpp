#include "ui/export/vectorexport.h"
#include "ui/figures/scriptedtext.h"

#include "ui/figures/figure.h"
#include "ui/figures/figurepainter.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/figurestyle.h"
#include "ui/ink/inkpaint.h"
#include "ui/state/explorerstate.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QXmlStreamReader>
#include <qcustomplot.h>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

/// Paints the figure (and its caption) on \a painter in layout pixels, as renderFigure() lays it out.
void paintDocument(QCPPainter &painter, const ExplorerState &state, Figure figure, const ImageSize &size,
                   const QList<InkStroke> &ink)
{
    const ForegroundWork now(state);
    const FigureStyle style = exportStyle(size);
    // Vector devices: no pixel caches, lines as lines.
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    if (style.palette.background.alpha() > 0)
        painter.fillRect(QRectF(0, 0, size.width, size.height), style.palette.background);
    double bodyHeight = size.height;
    QString caption;
    const QFontMetricsF metrics(style.font);
    const double margin = metrics.height();
    if (size.withCaption) {
        caption = figureCaption(figure, state.session());
        const QRectF textArea(margin, 0, size.width - 2 * margin, size.height);
        const double captionHeight =
            scriptedBoundingRect(style.font, textArea, Qt::TextWordWrap | Qt::AlignLeft, caption).height() + margin;
        bodyHeight = std::max<double>(ImageSize::minSide, std::round(size.height - captionHeight));
    }
    painter.save();
    const QRectF body(0, 0, size.width, bodyHeight);
    painter.setClipRect(body);
    const std::unique_ptr<FigurePainter> figurePainter = figureEntry(figure).painter();
    figurePainter->paint(painter, body, state, style, 1.0);
    painter.restore();
    paintInk(painter, ink, InkPlace{figurePainter->dataFrames(), body, static_cast<double>(size.height), figureName(figure)});
    if (!caption.isEmpty()) {
        painter.setFont(style.font);
        painter.setPen(style.palette.caption);
        drawScripted(painter, QRectF(margin, bodyHeight + margin * 0.25, size.width - 2 * margin, size.height - bodyHeight),
                         Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
    }
}

/// \a svg with every character XML 1.0 forbids (§2.2 Char: C0 controls but tab, line feed and carriage
/// return; U+FFFE, U+FFFF) replaced by U+FFFD: QSvgGenerator writes a sentence's text raw, and a BEL in it
/// made the file no XML. Works on the UTF-8 bytes: a byte below 0x20 is never part of a longer sequence.
QByteArray withXmlCharactersOnly(const QByteArray &svg)
{
    static const QByteArray replacement = QStringLiteral("\uFFFD").toUtf8();
    QByteArray out;
    out.reserve(svg.size());
    for (qsizetype i = 0; i < svg.size(); ++i) {
        const auto byte = static_cast<unsigned char>(svg[i]);
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r') {
            out.append(replacement);
        } else if (byte == 0xEF && i + 2 < svg.size() && static_cast<unsigned char>(svg[i + 1]) == 0xBF &&
                   (static_cast<unsigned char>(svg[i + 2]) & 0xFE) == 0xBE) { // EF BF BE/BF: U+FFFE/F
            out.append(replacement);
            i += 2;
        } else {
            out.append(svg[i]);
        }
    }
    return out;
}

/// The first XML error in \a document ("line 3: …"), or an empty string when it parses.
QString xmlProblem(const QByteArray &document)
{
    QXmlStreamReader xml(document);
    while (!xml.atEnd())
        xml.readNext();
    return xml.hasError() ? QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()) : QString();
}

} // namespace

std::optional<QByteArray> vectorFigureBytes(const ExplorerState &state, Figure figure, ExportFormat format,
                                            const ImageSize &size, QString *error, const QList<InkStroke> &ink)
{
    ImageSize layout = size;
    layout.scale = 1.0; // no pixels to count
    if (const auto problem = checkImageSize(layout)) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == ExportFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(size.width, size.height));
        svg.setViewBox(QRect(0, 0, size.width, size.height));
        svg.setResolution(96);
        // Qt 6.4's QSvgGenerator writes both unescaped: a "<R(m) q, R(n) k>" in a title broke the file.
        svg.setTitle(figureTitle(figure).toHtmlEscaped());
        svg.setDescription(plainScripts(figureCaption(figure, state.session())).toHtmlEscaped());
        {
            QCPPainter painter(&svg);
            paintDocument(painter, state, figure, size, ink);
        }
        buffer.close();
        bytes = withXmlCharactersOnly(bytes);
        // A file that does not parse never replaces a good one: the export fails instead.
        if (const QString problem = xmlProblem(bytes); !problem.isEmpty()) {
            if (error)
                *error = Text::tr("the SVG written is not well-formed XML (%1)").arg(problem);
            return std::nullopt;
        }
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96); // one layout pixel = 1/96 in, as on a screen
        pdf.setPageLayout(QPageLayout(QPageSize(QSizeF(size.width * 72.0 / 96.0, size.height * 72.0 / 96.0), QPageSize::Point),
                                      QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        pdf.setTitle(figureTitle(figure));
        pdf.setCreator(QStringLiteral("PosEnc"));
        QCPPainter painter(&pdf);
        paintDocument(painter, state, figure, size, ink);
    }
    return bytes;
}
