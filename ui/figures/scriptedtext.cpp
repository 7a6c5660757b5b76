#include "ui/figures/scriptedtext.h"
#include "ui/figures/largeglyphs.h"

#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

/// Unicode's superscript and subscript characters and what they stand for, \a scripts[k] for \a plain[k].
QHash<QChar, QChar> scriptMap(const QString &scripts, const QString &plain)
{
    QHash<QChar, QChar> map;
    for (qsizetype k = 0; k < scripts.size(); ++k)
        map.insert(scripts[k], plain[k]);
    return map;
}

const QHash<QChar, QChar> &superscripts()
{
    static const QHash<QChar, QChar> map =
        scriptMap(QStringLiteral(u"⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿʲᵏᵈᵐᵒᵉˡʳᵗᵃᵇᶜᵖˢᵘᵛʷˣʸᶻᵍʰᶠᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁᵂ"),
                  QStringLiteral(u"0123456789+−=()injkdmoelrtabcpsuvwxyzghfABDEGHIJKLMNOPRTUW"));
    return map;
}

const QHash<QChar, QChar> &subscripts()
{
    static const QHash<QChar, QChar> map = scriptMap(QStringLiteral(u"₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ"),
                                                     QStringLiteral(u"0123456789+−=()aeoxhklmnpstijruv"));
    return map;
}

enum class Level { Base, Super, Sub };

struct Run
{
    QString text;
    Level level = Level::Base;
};

/// \a source cut into runs of plain text, superscripts and subscripts.
QList<Run> runsOf(const QString &source)
{
    QList<Run> runs;
    const auto append = [&runs](Level level, const QString &text) {
        if (text.isEmpty())
            return;
        if (!runs.isEmpty() && runs.last().level == level)
            runs.last().text += text;
        else
            runs.append({text, level});
    };
    for (qsizetype k = 0; k < source.size();) {
        const QChar c = source[k];
        if ((c == QLatin1Char('^') || c == QLatin1Char('_')) && k + 1 < source.size() && source[k + 1] == QLatin1Char('{')) {
            // A group: up to its matching brace.
            int depth = 0;
            qsizetype end = k + 1;
            for (; end < source.size(); ++end) {
                if (source[end] == QLatin1Char('{'))
                    ++depth;
                else if (source[end] == QLatin1Char('}') && --depth == 0)
                    break;
            }
            if (end < source.size()) {
                append(c == QLatin1Char('^') ? Level::Super : Level::Sub, source.mid(k + 2, end - k - 2));
                k = end + 1;
                continue;
            }
        }
        if (const auto up = superscripts().constFind(c); up != superscripts().cend())
            append(Level::Super, QString(*up));
        else if (const auto down = subscripts().constFind(c); down != subscripts().cend())
            append(Level::Sub, QString(*down));
        else
            append(Level::Base, QString(c));
        ++k;
    }
    return runs;
}

QFont scriptFont(const QFont &font)
{
    QFont small = font;
    if (font.pixelSize() > 0)
        small.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * scriptScale))));
    else
        small.setPointSizeF(font.pointSizeF() * scriptScale);
    return small;
}

/// One paragraph laid out in \a width (unbounded when <= 0), its lines placed from y = 0.
struct Paragraph
{
    std::unique_ptr<QTextLayout> layout;
    double height = 0;
    double width = 0; ///< the widest line's natural width
};

Paragraph layOut(const QString &source, const QFont &font, double width, int flags, const QPaintDevice *device)
{
    const ScriptedText scripted = scriptedText(source, font);
    Paragraph p;
    p.layout = device ? std::make_unique<QTextLayout>(scripted.text, font, const_cast<QPaintDevice *>(device))
                      : std::make_unique<QTextLayout>(scripted.text, font);
    QTextOption option;
    option.setWrapMode((flags & Qt::TextWordWrap) && width > 0 ? QTextOption::WrapAtWordBoundaryOrAnywhere
                                                               : QTextOption::NoWrap);
    // Unbounded lines are aligned by blockOf() once the widest is known.
    option.setAlignment(width > 0 ? Qt::Alignment(flags & Qt::AlignHorizontal_Mask) : Qt::AlignLeft);
    p.layout->setTextOption(option);
    p.layout->setFormats(scripted.formats);
    // A raised script reaches above the line's ascent, a lowered one below its descent: room for them on
    // every line of a paragraph that has any.
    const QFontMetricsF metrics(font);
    const double raise = scripted.hasScripts() ? 0.15 * metrics.height() : 0.0;
    double y = 0;
    p.layout->beginLayout();
    for (QTextLine line = p.layout->createLine(); line.isValid(); line = p.layout->createLine()) {
        line.setLineWidth(width > 0 ? width : 1e6);
        line.setPosition(QPointF(0, y + raise));
        y += std::max(line.height(), metrics.lineSpacing()) + 1.5 * raise;
        p.width = std::max(p.width, line.naturalTextWidth());
    }
    p.layout->endLayout();
    p.height = y;
    return p;
}

/// The paragraphs of a text laid out in a width, placed from (0, 0): what depends on the text, the font,
/// the width, the flags and the device, not on where it is drawn.
struct LaidOut
{
    std::vector<Paragraph> paragraphs;
    double width = 0;  ///< the widest line's natural width
    double height = 0;
};

/// \a text laid out for \a available pixels (unbounded when <= 0), from a cache of the last 512 layouts
/// of this thread (the export workers paint too). A figure's titles and notes are measured several times
/// in each layout pass of QCustomPlot and drawn once: shaping them anew each time was a third of a
/// whole repaint (HarfBuzz, 38 % of a step of the wavelength figure alone).
std::shared_ptr<const LaidOut> laidOut(const QFont &font, double available, int flags, const QString &text,
                                       const QPaintDevice *device)
{
    thread_local QHash<QString, std::shared_ptr<const LaidOut>> cache;
    const QString key = font.key() + QLatin1Char('|') + QString::number(available, 'g', 10) + QLatin1Char('|') +
                        QString::number(flags) + QLatin1Char('|') +
                        (device ? QString::number(device->logicalDpiX()) + QLatin1Char('x') + QString::number(device->logicalDpiY())
                                : QString()) +
                        QLatin1Char('|') + text;
    if (const auto hit = cache.constFind(key); hit != cache.constEnd())
        return *hit;
    auto made = std::make_shared<LaidOut>();
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        made->paragraphs.push_back(layOut(line, font, available, flags, device));
        made->height += made->paragraphs.back().height;
        made->width = std::max(made->width, made->paragraphs.back().width);
    }
    // Unbounded lines were laid out left-aligned: placed within the text's own width now.
    const double share = (flags & Qt::AlignRight) ? 1.0 : (flags & Qt::AlignHCenter) ? 0.5 : 0.0;
    if (available <= 0 && share > 0)
        for (Paragraph &p : made->paragraphs)
            for (int k = 0; k < p.layout->lineCount(); ++k) {
                QTextLine line = p.layout->lineAt(k);
                line.setPosition(QPointF(share * (made->width - line.naturalTextWidth()), line.position().y()));
            }
    if (cache.size() >= 512)
        cache.clear(); // a new set of texts (another figure, size or language): start again
    cache.insert(key, made);
    return made;
}

/// A laid-out text and its place in \a rect.
struct Block
{
    std::shared_ptr<const LaidOut> text;
    QRectF bounds;
};

Block blockOf(const QFont &font, const QRectF &rect, int flags, const QString &text, const QPaintDevice *device)
{
    Block b;
    const double available = rect.width() > 0 ? rect.width() : 0;
    b.text = laidOut(font, available, flags, text, device);
    const double width = b.text->width;
    const double height = b.text->height;
    double top = rect.top();
    if (flags & Qt::AlignBottom)
        top = rect.bottom() - height;
    else if (flags & Qt::AlignVCenter)
        top = rect.top() + (rect.height() - height) / 2;
    double left = rect.left();
    if (available > 0) {
        if (flags & Qt::AlignRight)
            left = rect.right() - width;
        else if (flags & Qt::AlignHCenter)
            left = rect.left() + (rect.width() - width) / 2;
    } else if (flags & Qt::AlignRight) {
        left = rect.left() - width;
    } else if (flags & Qt::AlignHCenter) {
        left = rect.left() - width / 2;
    }
    b.bounds = QRectF(left, top, width, height);
    return b;
}

} // namespace

ScriptedText scriptedText(const QString &source, const QFont &font)
{
    ScriptedText result;
    const QFont small = scriptFont(font);
    for (const Run &run : runsOf(source)) {
        if (run.level != Level::Base) {
            QTextCharFormat format;
            format.setFont(small);
            // Percent of the script's own height: a superscript's middle near the text's cap height, a
            // subscript's baseline below the text's.
            format.setBaselineOffset(run.level == Level::Super ? 45 : -22);
            result.formats.append({static_cast<int>(result.text.size()), static_cast<int>(run.text.size()), format});
        }
        result.text += run.text;
    }
    return result;
}

void drawScripted(QPainter &painter, const QRectF &rect, int flags, const QString &text, QRectF *bounding)
{
    const QFont font = painter.font();
    const Block block = blockOf(font, rect, flags, text, painter.device());
    if (bounding)
        *bounding = block.bounds;
    const bool clip = !(flags & Qt::TextDontClip) && rect.width() > 0 && rect.height() > 0;
    if (clip) {
        painter.save();
        painter.setClipRect(rect, Qt::IntersectClip);
    }
    // The layout draws in the pen's colour (QTextLayout::draw uses the painter's pen for unformatted text).
    // Text past Qt's glyph cache (a 4K slide's) glyph by glyph from images made once.
    const bool large = drawsLargeGlyphs(painter);
    double y = block.bounds.top();
    const double x = rect.width() > 0 ? rect.left() : block.bounds.left();
    for (const Paragraph &p : block.text->paragraphs) {
        if (large)
            drawLargeGlyphs(painter, *p.layout, QPointF(x, y));
        else
            p.layout->draw(&painter, QPointF(x, y));
        y += p.height;
    }
    if (clip)
        painter.restore();
}

QRectF scriptedBoundingRect(const QFont &font, const QRectF &rect, int flags, const QString &text)
{
    return blockOf(font, rect, flags, text, nullptr).bounds;
}

QString plainScripts(const QString &source)
{
    QString out;
    for (const Run &run : runsOf(source)) {
        if (run.level == Level::Base) {
            out += run.text;
            continue;
        }
        const QHash<QChar, QChar> &map = run.level == Level::Super ? superscripts() : subscripts();
        QString unicode;
        for (const QChar c : run.text) {
            const QChar script = map.key(c);
            if (script.isNull()) {
                unicode.clear();
                break;
            }
            unicode += script;
        }
        const QString mark = run.level == Level::Super ? QStringLiteral("^") : QStringLiteral("_");
        out += !unicode.isEmpty()     ? unicode
               : run.text.size() == 1 ? mark + run.text // W_Q
                                      : mark + QLatin1Char('(') + run.text + QLatin1Char(')');
    }
    return out;
}

QString htmlScripts(const QString &source)
{
    QString out;
    for (const Run &run : runsOf(source)) {
        const QString text = run.text.toHtmlEscaped();
        out += run.level == Level::Base    ? text
               : run.level == Level::Super ? QStringLiteral("<sup>%1</sup>").arg(text)
                                           : QStringLiteral("<sub>%1</sub>").arg(text);
    }
    return out;
}
