#include "ui/figures/textslide.h"
#include "ui/figures/scriptedtext.h"

#include "ui/figures/textwrap.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace {

/// The widths of the columns of the table rows (or code lines) from block \a first on, while they last.
QList<double> columnWidths(const QList<TextSlide::Block> &blocks, qsizetype first, const QFont &font,
                           const QFont &strong)
{
    QList<double> widths;
    for (qsizetype b = first; b < blocks.size() && blocks[b].kind == blocks[first].kind; ++b) {
        const QFontMetricsF metrics(blocks[b].strong ? strong : font);
        for (qsizetype c = 0; c < blocks[b].cells.size(); ++c) {
            if (widths.size() <= c)
                widths.append(0);
            widths[c] = std::max(widths[c], metrics.horizontalAdvance(blocks[b].cells[c]));
        }
    }
    return widths;
}

} // namespace

void TextSlide::paint(QPainter &painter, const QRectF &area, const FigureStyle &style) const
{
    // As large as the area allows, up to 1.5 times the style's text, never smaller: a short slide fills its
    // screen, a long one keeps the back row's size (height / 40).
    const double needed = draw(nullptr, area, style, 1.0);
    const double room = area.height();
    double scale = needed > 0 ? std::clamp(0.92 * room / needed, 1.0, 1.5) : 1.0;
    // Wrapping changes with the size: step down until it fits.
    while (scale > 1.0 && draw(nullptr, area, style, scale) > room)
        scale = std::max(1.0, scale - 0.1);
    draw(&painter, area, style, scale);
}

double TextSlide::draw(QPainter *target, const QRectF &area, const FigureStyle &base, double scale) const
{
    FigureStyle style = base;
    style.font.setPixelSize(std::max(1, qRound(base.font.pixelSize() * scale)));
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter measuring;
    if (!target)
        measuring.begin(&scratch);
    QPainter &painter = target ? *target : measuring;
    painter.save();
    painter.setClipRect(area);
    const QFont body = style.font;
    QFont strong = body;
    strong.setBold(true);
    QFont mono = body;
    mono.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("monospace")});
    mono.setStyleHint(QFont::Monospace);
    const double line = QFontMetricsF(body).lineSpacing();
    const double margin = line;
    const double width = area.width() - 2 * margin;
    double y = area.top() + margin * 0.5;

    const QFont titleFont = style.titleFont();
    painter.setPen(style.palette.ink);
    painter.setFont(titleFont);
    const QString titleText = wrappedToWidth(title, titleFont, width);
    const QRectF titleBox(area.left() + margin, y, width, area.bottom() - y);
    const QRectF used = painter.boundingRect(titleBox, Qt::AlignLeft | Qt::AlignTop, titleText);
    if (target)
        drawScripted(painter, titleBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, titleText);
    y = used.bottom() + line * 0.6;

    QList<double> widths;
    for (qsizetype b = 0; b < blocks.size() && (y < area.bottom() || !target); ++b) {
        const Block &block = blocks[b];
        painter.setPen(block.colour.isValid() ? block.colour : style.palette.ink);
        const QFont &font = block.kind == Kind::Code && !block.cells.isEmpty() ? mono : block.strong ? strong : body;
        painter.setFont(font);
        switch (block.kind) {
        case Kind::Prose:
        case Kind::Formula: {
            if (block.cells.isEmpty() || block.cells.first().isEmpty()) {
                y += line * 0.5;
                break;
            }
            const double indent = block.kind == Kind::Formula ? 1.5 * line : 0;
            QString text = wrappedToWidth(block.cells.first(), font, width - indent - (block.kind == Kind::Formula ? line : 0));
            const QStringList lines = text.split(QLatin1Char('\n'));
            for (qsizetype n = 0; n < lines.size(); ++n) {
                const double x = area.left() + margin + indent + (n > 0 && block.kind == Kind::Formula ? line : 0);
                if (target)
                    drawScripted(painter, QRectF(x, y, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, lines[n]);
                y += line;
            }
            break;
        }
        case Kind::Code: {
            // The code in the fixed-width font; what it gives on the line under it, indented, in the body font.
            if (!block.cells.isEmpty()) {
                painter.setFont(mono);
                for (const QString &text : block.cells.first().split(QLatin1Char('\n'))) {
                    if (target)
                        drawScripted(painter, QRectF(area.left() + margin, y, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, text);
                    y += line;
                }
            }
            painter.setFont(body);
            painter.setPen(style.palette.series);
            for (qsizetype c = 1; c < block.cells.size(); ++c) {
                const QStringList lines = wrappedToWidth(block.cells[c], body, width - 2 * line).split(QLatin1Char('\n'));
                for (const QString &text : lines) {
                    if (target)
                        drawScripted(painter, QRectF(area.left() + margin + 2 * line, y, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, text);
                    y += line;
                }
            }
            y += line * 0.25;
            break;
        }
        case Kind::Row: {
            if (b == 0 || blocks[b - 1].kind != block.kind)
                widths = columnWidths(blocks, b, body, strong);
            double x = area.left() + margin;
            const double gutter = line;
            for (qsizetype c = 0; c < block.cells.size(); ++c) {
                if (target)
                    drawScripted(painter, QRectF(x, y, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, block.cells[c]);
                x += widths.value(c) + gutter;
            }
            y += line * 1.15;
            break;
        }
        }
    }
    painter.restore();
    return y + margin * 0.5 - area.top();
}

QString TextSlide::plainText() const
{
    QStringList lines{title};
    for (const Block &block : blocks)
        lines.append(block.cells.join(QLatin1Char('\t')));
    return lines.join(QLatin1Char('\n'));
}

ScenePaint textSlidePaint(TextSlide slide)
{
    return [slide = std::move(slide)](QPainter &painter, const QRectF &area, const FigureStyle &style) {
        painter.fillRect(area, style.palette.background); // a scene fills its area (ScenePaint)
        slide.paint(painter, area, style);
    };
}
