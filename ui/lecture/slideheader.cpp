#include "ui/lecture/slideheader.h"

#include "ui/figures/scriptedtext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <algorithm>

QString numbersKeptWhole(const QString &text)
{
    static const QRegularExpression groupSpace(QStringLiteral("(?<=\\d) (?=\\d{3}(?!\\d))"));
    QString kept = text;
    return kept.replace(groupSpace, QString(QChar(0x00A0)));
}

namespace {

QFont scaled(const QFont &font, double factor, bool bold = false)
{
    QFont out = font;
    if (out.pixelSize() > 0)
        out.setPixelSize(std::max(1, qRound(out.pixelSize() * factor)));
    else
        out.setPointSizeF(out.pointSizeF() * factor);
    out.setBold(bold);
    return out;
}

double lineHeight(const FigureStyle &style)
{
    return QFontMetricsF(style.font).height();
}

/// One block of the heading: a font, a colour and its text (wrapped to the width).
struct Block
{
    QFont font;
    QColor colour;
    QString text;
};

struct Layout
{
    QList<Block> blocks;
    QList<double> heights;
    double margin = 0;
    double total = 0; ///< with the margins and the rule under it
};

Layout layOut(const QRectF &area, const FigureStyle &style, const SlideHeader &header, double factor)
{
    Layout layout;
    layout.margin = lineHeight(style) * 0.5;
    const double width = area.width() - 2 * layout.margin;
    const QFont body = scaled(style.font, 1.1 * factor);
    // The title leaves room on its right for the counter.
    layout.blocks.append({scaled(style.font, 1.5 * factor, true), style.palette.ink, numbersKeptWhole(header.title)});
    if (!header.text.isEmpty())
        layout.blocks.append({body, style.palette.ink, numbersKeptWhole(header.text)});
    // The question bold on both pages (its colour tells them apart), so that it wraps the same way on both.
    if (!header.question.isEmpty())
        layout.blocks.append({scaled(style.font, 1.1 * factor, true),
                              header.answer.isEmpty() ? style.palette.hand : style.palette.muted,
                              QStringLiteral("? ") + numbersKeptWhole(header.question)});
    if (!header.answer.isEmpty())
        layout.blocks.append({scaled(style.font, 1.1 * factor, true), style.palette.offsetText,
                              QStringLiteral("→ ") + numbersKeptWhole(header.answer)});
    else if (!header.answerToCome.isEmpty()) // its room, blank
        layout.blocks.append({scaled(style.font, 1.1 * factor, true), QColor(Qt::transparent),
                              QStringLiteral("→ ") + numbersKeptWhole(header.answerToCome)});
    const double counterWidth =
        header.counter.isEmpty() ? 0 : QFontMetricsF(style.font).horizontalAdvance(header.counter) + layout.margin;
    layout.total = layout.margin;
    for (int index = 0; index < layout.blocks.size(); ++index) {
        const double blockWidth = std::max(1.0, width - (index == 0 ? counterWidth : 0));
        const QRectF bounds = scriptedBoundingRect(layout.blocks.at(index).font, QRectF(0, 0, blockWidth, 1e6),
                                                   Qt::TextWordWrap, layout.blocks.at(index).text);
        layout.heights.append(bounds.height());
        layout.total += bounds.height() + (index == 0 ? layout.margin * 0.4 : layout.margin * 0.2);
    }
    layout.total += layout.margin;
    return layout;
}

Layout fitted(const QRectF &area, const FigureStyle &style, const SlideHeader &header)
{
    Layout layout = layOut(area, style, header, 1.0);
    for (double factor = 0.95; layout.total > area.height() * 0.45 && factor >= 0.85; factor -= 0.05)
        layout = layOut(area, style, header, factor);
    return layout;
}

} // namespace



double slideHeaderHeight(const QRectF &area, const FigureStyle &style, const SlideHeader &header)
{
    return header.isEmpty() ? 0.0 : std::min(fitted(area, style, header).total, area.height() * 0.6);
}

QRectF paintSlideHeader(QPainter &painter, const QRectF &area, const FigureStyle &style, const SlideHeader &header)
{
    if (header.isEmpty())
        return area;
    const Layout layout = fitted(area, style, header);
    const double height = std::min(layout.total, area.height() * 0.6);
    painter.save();
    painter.setClipRect(QRectF(area.topLeft(), QSizeF(area.width(), height)));
    const double left = area.left() + layout.margin;
    const double width = area.width() - 2 * layout.margin;
    double y = area.top() + layout.margin;
    if (!header.counter.isEmpty()) {
        painter.setFont(style.font);
        painter.setPen(style.palette.muted);
        painter.drawText(QRectF(left, y, width, layout.heights.first()), Qt::AlignRight | Qt::AlignVCenter, header.counter);
    }
    const double counterWidth =
        header.counter.isEmpty() ? 0 : QFontMetricsF(style.font).horizontalAdvance(header.counter) + layout.margin;
    for (int index = 0; index < layout.blocks.size(); ++index) {
        const Block &block = layout.blocks.at(index);
        painter.setFont(block.font);
        painter.setPen(block.colour);
        const double blockWidth = std::max(1.0, width - (index == 0 ? counterWidth : 0));
        // The answer to come only takes its room: not drawn (in a PDF an invisible text could still be read).
        if (block.colour.alpha() > 0)
            drawScripted(painter, QRectF(left, y, blockWidth, layout.heights.at(index)), Qt::TextWordWrap | Qt::AlignLeft,
                         block.text);
        y += layout.heights.at(index) + (index == 0 ? layout.margin * 0.4 : layout.margin * 0.2);
    }
    painter.restore();
    // A rule between the heading and the figure.
    painter.save();
    painter.setPen(QPen(style.palette.dialRim, std::max(1.0, style.lineWidth)));
    painter.drawLine(QPointF(left, area.top() + height - 1), QPointF(left + width, area.top() + height - 1));
    painter.restore();
    return area.adjusted(0, height, 0, 0);
}

QRectF paintSlideNotes(QPainter &painter, const QRectF &area, const FigureStyle &style, const QString &notes)
{
    if (notes.isEmpty())
        return area;
    const double margin = lineHeight(style) * 0.5;
    const QFont font = style.font; // the smallest a back row reads (height / 40)
    const QString kept = numbersKeptWhole(notes);
    const QRectF bounds = scriptedBoundingRect(font, QRectF(0, 0, area.width() - 2 * margin, 1e6), Qt::TextWordWrap, kept);
    const double height = std::min(bounds.height() + 2 * margin, area.height() * 0.35);
    const QRectF band(area.left(), area.bottom() - height, area.width(), height);
    painter.save();
    painter.fillRect(band, style.palette.dialFill);
    painter.setPen(QPen(style.palette.dialRim, std::max(1.0, style.lineWidth)));
    painter.drawLine(band.topLeft(), band.topRight());
    painter.setClipRect(band);
    painter.setFont(font);
    painter.setPen(style.palette.caption);
    drawScripted(painter, band.adjusted(margin, margin, -margin, -margin), Qt::TextWordWrap | Qt::AlignLeft, kept);
    painter.restore();
    return area.adjusted(0, 0, 0, -height);
}
