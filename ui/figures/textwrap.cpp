#include "ui/figures/textwrap.h"

#include <QFontMetricsF>
#include <QStringList>
#include <qcustomplot.h>

#include <algorithm>
#include <QTextLayout>

QString wrappedToWidth(const QString &text, const QFont &font, double width)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        // A hyphen inside a name (GPT-J, GPT-NeoX, RoPE-scaled) is no break: laid out with non-breaking
        // hyphens, the same length, and cut from the text as it is ("GPT-" / "J." on two lines before).
        QString unbroken = paragraph;
        for (qsizetype c = 1; c + 1 < unbroken.size(); ++c)
            if (unbroken.at(c) == QLatin1Char('-') && unbroken.at(c - 1).isLetterOrNumber() && unbroken.at(c + 1).isLetterOrNumber())
                unbroken[c] = QChar(0x2011);
        // A typeset group (scriptedtext.h: base^{1 − 2/d_model}) is one word: cut inside, neither line could
        // be typeset and the raw ^{ showed. Laid out as letters of its length (about its width at 0.8 size).
        for (qsizetype c = 0; c + 1 < unbroken.size(); ++c)
            if ((unbroken.at(c) == QLatin1Char('^') || unbroken.at(c) == QLatin1Char('_')) && unbroken.at(c + 1) == QLatin1Char('{')) {
                const qsizetype close = unbroken.indexOf(QLatin1Char('}'), c + 2);
                if (close < 0)
                    break;
                for (qsizetype k = c; k <= close; ++k)
                    unbroken[k] = QLatin1Char('x');
                c = close;
            }
        QTextLayout layout(unbroken, font);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1.0, width));
            lines << paragraph.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
        if (paragraph.isEmpty())
            lines << QString();
    }
    return lines.join(QLatin1Char('\n'));
}

namespace {

double widestLine(const QString &text, const QFontMetricsF &metrics)
{
    double widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

void layOut(QCustomPlot *plot, const QSize &canvas)
{
    const QRect saved = plot->viewport();
    plot->setViewport(QRect(QPoint(0, 0), canvas));
    for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        plot->plotLayout()->update(phase);
    plot->setViewport(saved);
}

} // namespace

void fitTextElements(QCustomPlot *plot, const QSize &canvas)
{
    QList<QCPTextElement *> elements;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
        if (auto *text = qobject_cast<QCPTextElement *>(element); text && !text->text().isEmpty())
            elements.append(text);
    if (elements.isEmpty() || canvas.isEmpty())
        return;
    // Cheap and usual: laid out on this canvas already and every text fits the room it had (a slider
    // step changes a number in a title). A layout pass costs as much as a third of a heat map's update.
    const bool laidOut = plot->viewport().size() == canvas;
    const bool allFit = std::all_of(elements.begin(), elements.end(), [](QCPTextElement *element) {
        return element->rect().width() > 4 &&
               widestLine(element->text(), QFontMetricsF(element->font())) <= element->rect().width() - 4;
    });
    // Axis labels (of plots and colour scales) run along their axis: at most its length (a large font
    // made "attention weight (row sums to 1)" longer than its bar, cut at both ends).
    QList<QCPAxis *> axes;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *rect = qobject_cast<QCPAxisRect *>(element))
            axes += rect->axes();
        else if (auto *scale = qobject_cast<QCPColorScale *>(element))
            axes.append(scale->axis());
    }
    axes.removeIf([](QCPAxis *axis) { return axis->label().isEmpty() || !axis->visible(); });
    for (QCPAxis *axis : std::as_const(axes))
        // Labels are mostly set once, at construction: start from the text before an earlier wrap.
        if (axis->label() == axis->property("wrappedLabel").toString())
            axis->setLabel(axis->property("unwrappedLabel").toString());
    const auto axisLength = [](QCPAxis *axis) {
        return axis->orientation() == Qt::Vertical ? axis->axisRect()->height() : axis->axisRect()->width();
    };
    const auto labelFits = [&](QCPAxis *axis) {
        return axisLength(axis) > 4 && widestLine(axis->label(), QFontMetricsF(axis->labelFont())) <= axisLength(axis) - 4;
    };
    const bool labelsFit = std::all_of(axes.begin(), axes.end(), labelFits);
    if (laidOut && allFit && labelsFit)
        return;
    QList<QString> texts;
    for (QCPTextElement *element : std::as_const(elements)) {
        texts.append(element->text());
        element->setText(QStringLiteral(" ")); // keeps its row, gives up its width
    }
    layOut(plot, canvas);
    for (qsizetype k = 0; k < elements.size(); ++k) {
        QCPTextElement *element = elements[k];
        QString text = texts[k];
        const QFontMetricsF metrics(element->font());
        const double room = element->rect().width() - 4;
        if (room > 0 && widestLine(text, metrics) > room) {
            QStringList lines = wrappedToWidth(text, element->font(), room).split(QLatin1Char('\n'));
            for (QString &line : lines)
                if (metrics.horizontalAdvance(line) > room)
                    line = metrics.elidedText(line, Qt::ElideRight, room);
            text = lines.join(QLatin1Char('\n'));
        }
        element->setText(text);
    }
    // The axes' lengths with the texts in their lines: while they gave up their width, a note of five lines
    // was one, and the axes were measured taller than they are drawn.
    if (!axes.isEmpty())
        layOut(plot, canvas);
    for (QCPAxis *axis : std::as_const(axes)) {
        if (labelFits(axis))
            continue;
        const QString label = axis->label();
        const QString wrapped = wrappedToWidth(label, axis->labelFont(), std::max(1.0, axisLength(axis) - 4.0));
        axis->setProperty("unwrappedLabel", label);
        axis->setProperty("wrappedLabel", wrapped);
        axis->setLabel(wrapped);
    }
}

QFont fontToFit(const QFont &font, const QString &text, double width)
{
    QFont fitted = font;
    const double advance = QFontMetricsF(font).horizontalAdvance(text);
    if (advance <= width || width <= 0 || font.pixelSize() <= 0)
        return fitted;
    fitted.setPixelSize(std::max(9, static_cast<int>(font.pixelSize() * width / advance)));
    return fitted;
}

QString paddedToLines(const QString &shown, const QString &whole)
{
    const qsizetype lines = whole.count(QLatin1Char('\n')) + 1;
    QString padded = shown;
    // A line of one no-break space: QCPTextElement keeps a line's height only when it holds a character.
    for (qsizetype have = shown.isEmpty() ? 0 : shown.count(QLatin1Char('\n')) + 1; have < lines; ++have)
        padded += (padded.isEmpty() && have == 0 ? QString() : QStringLiteral("\n")) + QChar(0x00A0);
    return padded;
}
