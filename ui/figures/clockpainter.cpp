#include "ui/figures/clockpainter.h"
#include "ui/figures/scriptedtext.h"
#include "ui/figures/textwrap.h"

#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"

#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>
#include <QStaticText>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace {

constexpr double twoPi = 2.0 * std::numbers::pi;

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ClockPainter)
};

QString formatWavelength(double lambda)
{
    return lambda < 1000 ? QString::number(lambda, 'f', lambda < 100 ? 2 : 1)
                         : QString::number(qRound64(lambda));
}

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

/// Draws \a text in \a rect, aligned by \a alignment (AlignLeft/Right/HCenter, always vertically
/// centred), through a cache of laid-out texts: the clock grid repaints hundreds of the same labels on
/// every slider step, and laying them out again each time took most of its paint time.
void drawLabel(QPainter &painter, const QRectF &rect, Qt::Alignment alignment, const QString &text)
{
    // One cache per thread: an animation's frames are painted by worker threads too.
    thread_local QHash<QString, QStaticText> cache;
    // A font in points takes a size from the device's resolution: the key holds it too. The font's part
    // of the key is kept per font (QFont::key() spells the whole font out, for every label).
    struct FontKey
    {
        QFont font;
        int dpi;
        QString key;
    };
    thread_local std::vector<FontKey> fontKeys; // the few fonts of the clocks (bold names, plain values)
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 0;
    auto known = std::find_if(fontKeys.begin(), fontKeys.end(),
                              [&](const FontKey &k) { return k.dpi == dpi && k.font == painter.font(); });
    if (known == fontKeys.end()) {
        if (fontKeys.size() >= 8)
            fontKeys.clear();
        fontKeys.push_back({painter.font(), dpi, painter.font().key() + QLatin1Char('|') + QString::number(dpi) + QLatin1Char('|')});
        known = fontKeys.end() - 1;
    }
    const QString key = known->key + text;
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() > 4096)
            cache.clear();
        QStaticText laidOut(text);
        laidOut.setTextFormat(Qt::PlainText);
        laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
        laidOut.prepare(QTransform(), painter.font());
        it = cache.insert(key, laidOut);
    }
    const QSizeF size = it->size();
    double x = rect.left();
    if (alignment & Qt::AlignHCenter)
        x = rect.center().x() - size.width() / 2;
    else if (alignment & Qt::AlignRight)
        x = rect.right() - size.width();
    const QPointF topLeft(x, rect.center().y() - size.height() / 2);
    // A long label must not spill into the next cell: shortened with "…" where that helps, else cut to its
    // rectangle as QPainter::drawText() would.
    if (size.width() > rect.width()) {
        const QString elided = QFontMetricsF(painter.font(), painter.device())
                                   .elidedText(text, Qt::ElideRight, rect.width());
        if (!elided.isEmpty() && elided != text) {
            drawLabel(painter, rect, alignment, elided);
            return;
        }
    }
    if (size.width() > rect.width() || size.height() > rect.height()) {
        painter.save();
        painter.setClipRect(rect, Qt::IntersectClip);
        painter.drawStaticText(topLeft, *it);
        painter.restore();
        return;
    }
    painter.drawStaticText(topLeft, *it);
}

/// The dial: a light disc with its rim (dashed for a lone sine) and faint x (cos) and y (sin) axes,
/// centred on \a centre with radius \a radius (logical pixels).
void drawDial(QPainter &painter, const QPointF &centre, double radius, bool lone, double lineWidth,
              const FigurePalette &colours)
{
    painter.setBrush(colours.dialFill);
    painter.setPen(QPen(colours.dialRim, lineWidth, lone ? Qt::DashLine : Qt::SolidLine));
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(colours.dialAxes, lineWidth));
    painter.drawLine(centre - QPointF(radius, 0), centre + QPointF(radius, 0));
    painter.drawLine(centre - QPointF(0, radius), centre + QPointF(0, radius));
}

/// Draws the dial through a cache of pixmaps when painting on pixels: every clock of the grid has the
/// same dial, and stroking its rim and axes anew (Qt spreads large fills over its thread pool, and
/// waking it costs more than the fill) was most of a slider step. Vector output (PDF, SVG) draws it.
void drawCachedDial(QPainter &painter, QPointF centre, double radius, bool lone, double lineWidth,
                    const FigurePalette &colours)
{
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    // Only the window's small dials are worth keeping; a poster-sized export draws its few dials directly
    // rather than push them out of the cache.
    constexpr double largestCachedRadius = 256; // device pixels: a pixmap of at most about 1 MiB
    if (!painter.paintEngine() || painter.paintEngine()->type() != QPaintEngine::Raster
        || painter.transform().type() > QTransform::TxTranslate || ratio != std::round(ratio)
        || radius * ratio > largestCachedRadius) {
        drawDial(painter, centre, radius, lone, lineWidth, colours);
        return;
    }
    struct DialKey
    {
        double radius, lineWidth, ratio;
        bool lone;
        QRgb fill, rim, axes;
        bool operator==(const DialKey &) const = default;
    };
    const DialKey wanted{radius, lineWidth, ratio, lone, colours.dialFill.rgba(), colours.dialRim.rgba(), colours.dialAxes.rgba()};
    const int half = static_cast<int>(std::ceil(radius + lineWidth)) + 1;
    const auto paintDial = [&](QPaintDevice &device) {
        QPainter dialPainter(&device);
        dialPainter.setRenderHint(QPainter::Antialiasing, true);
        drawDial(dialPainter, QPointF(half, half), radius, lone, lineWidth, colours);
    };
    // QPixmap and its cache belong to the GUI thread. A worker (the clock grid's frames, an animation's
    // frames) keeps the one dial it draws in an image of its own.
    const QCoreApplication *application = QCoreApplication::instance();
    if (!application || QThread::currentThread() != application->thread()) {
        struct WorkerDial
        {
            DialKey key{};
            QImage image;
        };
        thread_local WorkerDial dial;
        if (dial.image.isNull() || !(dial.key == wanted)) {
            dial.key = wanted;
            dial.image = QImage(QSize(2 * half, 2 * half) * ratio, QImage::Format_ARGB32_Premultiplied);
            dial.image.setDevicePixelRatio(ratio);
            dial.image.fill(Qt::transparent);
            paintDial(dial.image);
        }
        painter.drawImage(centre - QPointF(half, half), dial.image);
        return;
    }
    // Qt's pixmap cache, bounded by memory, keeps them. Its key is spelled out once for the dial the
    // clocks before drew (all of a grid's dials are alike).
    static DialKey lastDial{}; // the GUI thread's only (checked above)
    static QString key;
    if (key.isEmpty() || !(wanted == lastDial)) {
        lastDial = wanted;
        key = QStringLiteral("posenc-dial|%1|%2|%3|%4|%5|%6|%7")
                  .arg(radius)
                  .arg(lone)
                  .arg(lineWidth)
                  .arg(ratio)
                  .arg(wanted.fill)
                  .arg(wanted.rim)
                  .arg(wanted.axes);
    }
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        pixmap = QPixmap(QSize(2 * half, 2 * half) * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        paintDial(pixmap);
        QPixmapCache::insert(key, pixmap);
    }
    painter.drawPixmap(centre - QPointF(half, half), pixmap);
}

/// Point at angle \a angle (radians, counter-clockwise from +x) on a circle; screen y grows downwards.
QPointF onCircle(const QPointF &centre, double radius, double angle)
{
    return centre + QPointF(radius * std::cos(angle), -radius * std::sin(angle));
}

} // namespace

ClockScene ClockScene::fromState(const ExplorerState &state)
{
    ClockScene scene;
    scene.omega = state.angularFrequencies();
    scene.wavelength = state.wavelengths();
    scene.layout = state.scheme().layout;
    scene.position = state.displayPosition(); // Play's fraction too: the hands turn smoothly
    scene.offset = state.offset();
    scene.selectedPair = state.selectedPair();
    scene.answerWithheld = state.answerWithheld();
    return scene;
}

bool ClockScene::operator==(const ClockScene &other) const
{
    // Eigen's == needs equal sizes.
    return omega.size() == other.omega.size() && wavelength.size() == other.wavelength.size() && omega == other.omega
        && wavelength == other.wavelength && layout == other.layout && position == other.position
        && offset == other.offset && selectedPair == other.selectedPair && answerWithheld == other.answerWithheld;
}

QRectF ClockGrid::cellRect(int index) const
{
    const int row = index / columns;
    const int column = index % columns;
    return {origin.x() + column * cell, origin.y() + row * cell, cell, cell};
}

ClockGrid ClockGrid::forWidth(double width, double minCell)
{
    ClockGrid grid;
    grid.columns = std::max(1, static_cast<int>(width / minCell));
    grid.cell = width / grid.columns;
    return grid;
}

ClockGrid ClockGrid::fit(const QRectF &area, int count)
{
    ClockGrid best;
    best.cell = 0;
    count = std::max(count, 1);
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double cell = std::min(area.width() / columns, area.height() / rows);
        if (cell > best.cell) {
            best.cell = cell;
            best.columns = columns;
        }
    }
    // Centre the grid horizontally.
    const int rows = (count + best.columns - 1) / best.columns;
    best.origin = QPointF(area.left() + (area.width() - best.columns * best.cell) / 2,
                          area.top() + (area.height() - rows * best.cell) / 2);
    return best;
}

ClockDial clockDial(const QRectF &cell, const FigureStyle &style)
{
    const double line = QFontMetricsF(style.font).height();
    const double margin = cell.width() * 0.05;
    const QRectF dial = cell.adjusted(margin, margin + line, -margin, -margin - line);
    ClockDial d;
    d.centre = dial.center();
    d.radius = std::max(2.0, std::min(dial.width(), dial.height()) / 2 - style.lineWidth);
    d.arcRadius = 0.45 * d.radius;
    return d;
}

void paintClock(QPainter &painter, const QRectF &cell, const ClockScene &scene, int pair, const FigureStyle &style)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(style.font);
    const QFontMetricsF metrics(style.font);
    const double lw = style.lineWidth;
    const double line = metrics.height();
    const double margin = cell.width() * 0.05;

    const QRectF inner = cell.adjusted(margin, margin, -margin, -margin);
    if (pair == scene.selectedPair && style.selectionMarks) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.palette.selectedCell);
        painter.drawRoundedRect(cell.adjusted(margin / 2, margin / 2, -margin / 2, -margin / 2), margin, margin);
    }
    const double w = scene.omega(pair);
    const bool lone = scene.isLoneSine(pair);

    // Labels: pair above, wavelength below.
    painter.setPen(style.palette.ink);
    QFont bold = style.font;
    bold.setBold(true);
    painter.setFont(bold);
    drawLabel(painter, QRectF(inner.left(), inner.top(), inner.width(), line), Qt::AlignHCenter,
                     lone ? Text::tr("i = %1, sin only").arg(pair) : Text::tr("i = %1").arg(pair));
    painter.setFont(style.font);
    painter.setPen(style.palette.label);
    const double theta = std::remainder(w * scene.position, twoPi); // the picture needs the angle mod 2*pi
    drawLabel(painter, QRectF(inner.left(), inner.bottom() - line, inner.width(), line), Qt::AlignHCenter,
                     lone ? Text::tr("sin = %1").arg(std::sin(theta), 0, 'g', 3)
                     : scene.answerWithheld ? Text::tr("λ = ?")
                                            : Text::tr("λ = %1").arg(formatWavelength(scene.wavelength(pair))));

    const ClockDial geometry = clockDial(cell, style);
    const double radius = geometry.radius;
    // On whole pixels, so the hands meet the centre of the cached dial exactly.
    const QPointF centre(std::round(geometry.centre.x()), std::round(geometry.centre.y()));

    // Dial: circle and faint axes (x = cos to the right, y = sin up).
    drawCachedDial(painter, centre, radius, lone, lw, style.palette);

    if (lone) {
        // No cosine partner: only the height sin(w pos) exists, drawn as a bar on the y axis.
        const QPointF tip = centre + QPointF(0, -radius * std::sin(theta));
        painter.setPen(QPen(style.palette.hand, 3 * lw, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre, tip);
        painter.restore();
        return;
    }

    if (scene.offset != 0) {
        const double turn = w * scene.offset; // the angle of M_k, radians
        // Whole turns leave the hand where it was: draw what remains and say how many turns there were.
        const double shown = std::fmod(turn, twoPi);
        const double arcRadius = geometry.arcRadius;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(style.palette.offset, 1.5 * lw));
        // QPainter arcs: 1/16 degree, counter-clockwise positive, from 3 o'clock (as our angles).
        painter.drawArc(QRectF(centre.x() - arcRadius, centre.y() - arcRadius, 2 * arcRadius, 2 * arcRadius),
                        qRound(degrees(theta) * 16), qRound(degrees(shown) * 16));
        // Thinner and shorter than the hand at pos, in the offset's text colour: at least 4.5:1 on the dial
        // in every theme, so that the back row sees it on a projector (it was the pale offset colour, 2:1).
        painter.setPen(QPen(style.palette.offsetText, 2 * lw, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre, onCircle(centre, radius * 0.8, theta + turn));
        const double turns = std::trunc(turn / twoPi);
        if (turns != 0) {
            painter.setPen(style.palette.offsetText);
            drawLabel(painter, QRectF(inner.left(), inner.top(), inner.width(), line), Qt::AlignRight,
                             turns > 0 ? QStringLiteral("+%1↺").arg(turns, 0, 'f', 0)    // counter-clockwise
                                       : QStringLiteral("−%1↻").arg(-turns, 0, 'f', 0)); // clockwise
        }
    }

    const QPointF tip = onCircle(centre, radius * 0.92, theta);
    painter.setPen(QPen(style.palette.hand, 3 * lw, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(centre, tip);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.palette.hand);
    painter.drawEllipse(tip, 2.5 * lw, 2.5 * lw);
    painter.drawEllipse(centre, 2 * lw, 2 * lw);
    painter.restore();
}

QList<int> samplePairs(int pairCount, int maxShown)
{
    QList<int> pairs;
    if (pairCount <= maxShown) {
        for (int i = 0; i < pairCount; ++i)
            pairs.append(i);
        return pairs;
    }
    maxShown = std::max(maxShown, 2);
    for (int k = 0; k < maxShown; ++k) {
        const int i = static_cast<int>(std::lround(double(k) * (pairCount - 1) / (maxShown - 1)));
        if (pairs.isEmpty() || pairs.last() != i)
            pairs.append(i);
    }
    return pairs;
}

void paintClockFigure(QPainter &painter, const QRectF &area, const ClockScene &scene, const FigureStyle &style)
{
    painter.save();
    painter.fillRect(area, style.palette.background);
    const QFontMetricsF metrics(style.font);
    const double line = metrics.height();
    // A clock needs room for two labels and a readable dial: about five lines of text.
    const double minCell = 5.5 * line;
    const double titleHeight = 2.6 * line;
    const QRectF gridArea = area.adjusted(line, titleHeight + line * 0.5, -line, -line * 0.5);

    const int n = scene.pairCount();
    int shown = n;
    while (shown > 2 && ClockGrid::fit(gridArea, shown).cell < minCell)
        shown = std::max(2, shown * 9 / 10);
    const QList<int> pairs = samplePairs(n, shown);

    // An animation's position between whole ones (a smooth turn) is given to two decimals; a whole one
    // keeps their width blank at the title's end (punctuation space + two figure spaces), so that the
    // centred title does not jump sideways at each whole step while Play runs.
    const bool whole = scene.position == std::round(scene.position);
    QString title = Text::tr("Clock hands at pos = %1: pair i points at angle ωᵢ · pos (x = cos, y = sin)")
                        .arg(QString::number(scene.position, 'f', whole ? 0 : 2));
    if (whole)
        title += QStringLiteral(u"\u2008\u2007\u2007");
    QString subtitle = pairs.size() == n ? Text::tr("all %1 pairs, fastest first").arg(n)
                                         : Text::tr("%1 of %2 pairs, evenly spaced in i, fastest first")
                                               .arg(pairs.size())
                                               .arg(n);
    if (scene.offset != 0)
        subtitle += Text::tr("; thin hand: pos + k with k = %1, arc = ωᵢ · k (n↺: n whole turns more)").arg(scene.offset);
    subtitle += Text::tr("; λ = wavelength 2π/ωᵢ in positions");
    painter.setPen(style.palette.ink);
    painter.setFont(fontToFit(style.titleFont(), title, area.width() - line));
    drawScripted(painter, QRectF(area.left(), area.top() + 0.3 * line, area.width(), 1.4 * line), Qt::AlignCenter, title);
    // The subtitle: somewhat smaller if need be, then shortened; its band has room for one line.
    QFont small = fontToFit(style.font, subtitle, area.width() - line);
    small.setPixelSize(std::max(small.pixelSize(), style.font.pixelSize() * 3 / 4));
    painter.setFont(small);
    drawScripted(painter, QRectF(area.left(), area.top() + 1.6 * line, area.width(), line), Qt::AlignCenter,
                     QFontMetricsF(small).elidedText(subtitle, Qt::ElideRight, area.width() - line));

    ClockGrid grid = ClockGrid::fit(gridArea, static_cast<int>(pairs.size()));
    // A few pairs should not give giant dials with hair-thin hands: at most half the height each.
    if (grid.cell > gridArea.height() / 2) {
        const double cell = gridArea.height() / 2;
        const int rows = (static_cast<int>(pairs.size()) + grid.columns - 1) / grid.columns;
        grid.origin = QPointF(gridArea.center().x() - grid.columns * cell / 2, gridArea.center().y() - rows * cell / 2);
        grid.cell = cell;
    }
    for (int k = 0; k < pairs.size(); ++k)
        paintClock(painter, grid.cellRect(k), scene, pairs[k], style);
    painter.restore();
}

FigureEntry clockFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Clock;
    e.title = QT_TRANSLATE_NOOP("Figure", "Clock hands, one per pair i");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Each (sin, cos) pair is a point on the unit circle, a clock hand at angle ωᵢ·pos "
                  "(x = cos, y = sin). Fast pairs are second hands, slow pairs hour hands: together they "
                  "tell every position apart, like the hands of a clock or the bits of a counter.");
    e.snapshot = [](const ExplorerState &state, std::optional<double> position) -> ScenePaint {
        ClockScene scene = ClockScene::fromState(state);
        if (position)
            scene.position = *position;
        return [scene](QPainter &painter, const QRectF &area, const FigureStyle &style) {
            paintClockFigure(painter, area, scene, style);
        };
    };
    e.realPosition = true;
    e.table = [](const ExplorerState &state) {
        return FigureTable::fromMatrix(posenc::clockTable(state.scheme(), state.position()));
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::positionFractionChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
