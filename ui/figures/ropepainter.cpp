#include "ui/figures/ropepainter.h"
#include "ui/families/ropefigures.h"
#include "ui/figures/scriptedtext.h"

#include "ui/figures/clockpainter.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <optional>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopePainter)
};

constexpr double twoPi = 2 * std::numbers::pi;
/// Positions over which the pairing permutation is checked (each a rotation of q and of k).
constexpr int permutationPositions = 64;

bool draws(RopeLayer wanted, RopeLayer layer)
{
    return (static_cast<int>(wanted) & static_cast<int>(layer)) != 0;
}

QString number(double value, int digits = 4)
{
    return QString::number(value, 'f', digits);
}

QString precise(double value)
{
    return QString::number(value, 'g', 12);
}

/// A point of the (x_a, x_b) plane on screen: x_a to the right, x_b up, \a scale pixels per unit.
QPointF onScreen(const QPointF &centre, double scale, const Eigen::Vector2d &v)
{
    return centre + QPointF(scale * v.x(), -scale * v.y());
}

/// q and k before rotating: dashed and somewhat transparent, still visible on a projector in the dark
/// theme (alpha 110 and a thin line vanished there).
QColor faint(QColor colour)
{
    colour.setAlpha(190);
    return colour;
}

void drawDial(QPainter &painter, const QPointF &centre, double radius, const FigureStyle &style)
{
    painter.setPen(QPen(style.palette.dialRim, style.lineWidth));
    painter.setBrush(style.palette.dialFill);
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(style.palette.dialAxes, style.lineWidth));
    painter.drawLine(centre - QPointF(radius, 0), centre + QPointF(radius, 0));
    painter.drawLine(centre - QPointF(0, radius), centre + QPointF(0, radius));
    painter.setBrush(Qt::NoBrush);
}

void drawHand(QPainter &painter, const QPointF &from, const QPointF &to, const QColor &colour, double width,
              Qt::PenStyle pen = Qt::SolidLine)
{
    painter.setPen(QPen(colour, width, pen, Qt::RoundCap));
    painter.drawLine(from, to);
}

/// An arc of \a turn radians starting at the direction of \a from, counter-clockwise for turn > 0.
void drawTurn(QPainter &painter, const QPointF &centre, double radius, const Eigen::Vector2d &from, double turn,
              const QColor &colour, double width)
{
    const double start = std::atan2(from.y(), from.x());
    painter.setPen(QPen(colour, width));
    painter.drawArc(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                    qRound(start * 180 / std::numbers::pi * 16), qRound(std::fmod(turn, twoPi) * 180 / std::numbers::pi * 16));
}

/// Text in \a rect, made smaller if need be so that the one line fits its width.
void drawFitted(QPainter &painter, const QRectF &rect, Qt::Alignment alignment, const QString &text, const QFont &font)
{
    painter.setFont(fontToFit(font, text, rect.width()));
    drawScripted(painter, rect, alignment, text);
}

QString permutationText(const std::vector<int> &p)
{
    QStringList items;
    const size_t shown = std::min<size_t>(p.size(), 16);
    for (size_t r = 0; r < shown; ++r)
        items.append(QString::number(p[r]));
    if (shown < p.size())
        items.append(QStringLiteral("…"));
    return QStringLiteral("[") + items.join(QLatin1Char(' ')) + QStringLiteral("]");
}

QString invariance(const char *format, const RopeScene &s, bool translate)
{
    const QString text = translate ? Text::tr(format) : QString::fromUtf8(format);
    // Positions are whole numbers, printed in full (QString::arg(double) gives 6 digits: 1.00004e+06).
    const auto position = [](double p) { return QString::number(p, 'f', 0); };
    return text.arg(position(s.shift.m))
        .arg(position(s.shift.n))
        .arg(precise(s.shift.score))
        .arg(position(s.shift.m + s.shift.step))
        .arg(position(s.shift.n + s.shift.step))
        .arg(precise(s.shift.shifted))
        .arg(QString::number(s.shift.difference(), 'g', 2));
}

const char *const invarianceFormat = QT_TRANSLATE_NOOP(
    "RopePainter", "score(m, n) = <R(%1) q, R(%2) k> = %3 ; score(m + s, n + s) = <R(%4) q, R(%5) k> = %6 ; difference %7");
} // namespace

RopeScene RopeScene::fromState(const ExplorerState &state)
{
    const ExplorerState::RopeResults &r = state.rope();
    RopeScene s;
    s.spec = r.spec;
    s.thetas = r.thetas;
    s.q = r.q;
    s.k = r.k;
    s.seededQuery = r.seededQuery;
    s.seededKey = r.seededKey;
    s.m = state.position();
    s.n = state.comparePosition();
    s.step = state.offset();
    s.pair = std::clamp(state.selectedPair(), 0, s.spec.pairCount() - 1);
    s.mTurned = state.displayPosition();
    s.rq = posenc::rotate(s.spec, s.thetas, s.q, s.mTurned); // Play's fraction too: R(m) q turns smoothly
    s.rk = posenc::rotate(s.spec, s.thetas, s.k, s.n);
    s.shift = posenc::ropeShiftCheck(s.spec, s.q, s.k, s.m, s.n, s.step);
    s.permutation = posenc::interleavedToHalvesPermutation(s.spec);
    const int positions = std::min(state.length(), permutationPositions);
    s.permutationChecked = positions;
    s.answerWithheld = state.answerWithheld();
    s.permutationError = std::max(posenc::pairingPermutationError(s.spec, s.q, state.firstPosition(), positions),
                                  posenc::pairingPermutationError(s.spec, s.k, state.firstPosition(), positions));
    return s;
}

Eigen::Vector2d RopeScene::pairOf(const Eigen::VectorXd &x, int i) const
{
    const auto [a, b] = spec.dimensions(i);
    return {x(a), x(b)};
}

QString RopeScene::invarianceLine() const
{
    return invariance(invarianceFormat, *this, false);
}

QStringList RopeScene::numberLines() const
{
    QStringList lines;
    lines << Text::tr("|q| = %1 = |R(m) q|,  |k| = %2 = |R(n) k|: a rotation keeps the norm")
                 .arg(number(q.norm()), number(k.norm()));
    // A lecture's question page asks how the score changes when both move: left out until the reveal.
    if (!answerWithheld) {
        lines << invariance(invarianceFormat, *this, true);
        lines << Text::tr("Both moved by s = %1 (the offset k of the parameter panel): the score depends on m − n only.")
                     .arg(step);
    }
    lines << QString();
    lines << (spec.pairing == posenc::RopePairing::Interleaved
                  ? Text::tr("Pairing interleaved: pair i = dimensions (2i, 2i + 1), as RoFormer, Meta LLaMA, GPT-J.")
                  : Text::tr("Pairing halves: pair i = dimensions (i, i + R/2), as Hugging Face rotate_half, GPT-NeoX."));
    lines << Text::tr("Rows of W_q and W_k, interleaved → halves (Hugging Face's LLaMA conversion): P = %1")
                 .arg(permutationText(permutation));
    lines << Text::tr("R_halves(m) · P q = P · R_interleaved(m) q: largest difference %1 over %2 positions (exact).")
                 .arg(QString::number(permutationError, 'g', 2))
                 .arg(permutationChecked);
    lines << QString();
    const char *model = posenc::ropeBaseModel(spec.base);
    lines << Text::tr("Rotated: R = %1 of head_dim = %2 dimensions (%3 pairs); base %4%5")
                 .arg(spec.rotated())
                 .arg(spec.headDim)
                 .arg(spec.pairCount())
                 .arg(QString::number(spec.base, 'g', 10))
                 .arg(model ? QStringLiteral(" (%1)").arg(QString::fromUtf8(model)) : QString());
    if (spec.rotated() < spec.headDim)
        lines << Text::tr("Dimensions %1 .. %2 are not rotated (partial rotary: GPT-NeoX rotary_pct, GPT-J rotary_dim).")
                     .arg(spec.rotated())
                     .arg(spec.headDim - 1);
    lines << (seededQuery && seededKey ? Text::tr("q and k: seeded values (type your own on the tab).")
                                       : Text::tr("q: %1; k: %2.")
                                             .arg(seededQuery ? Text::tr("seeded") : Text::tr("typed"),
                                                  seededKey ? Text::tr("seeded") : Text::tr("typed")));
    return lines;
}

namespace {

/// "i = 36 (36, 100)": pair \a i and, \a withDimensions, its two dimensions under the pairing.
QString pairLabel(const RopeScene &s, int i, bool withDimensions)
{
    const auto [a, b] = s.spec.dimensions(i);
    return withDimensions ? Text::tr("i = %1 (%2, %3)").arg(i).arg(a).arg(b) : Text::tr("i = %1").arg(i);
}

/// One clock per pair: the hands of q and k before (faint) and after the rotation (\a withDimensions: its
/// label names the pair's two dimensions too).
void paintPairClock(QPainter &painter, const QRectF &cell, const RopeScene &s, int i, double unit, const FigureStyle &style,
                    bool withDimensions, RopeLayer layer)
{
    const QFontMetricsF metrics(style.font);
    const double line = metrics.height();
    const double radius = std::max(4.0, std::min(cell.width(), cell.height() - 2.4 * line) / 2 - 0.2 * line);
    const QPointF centre(cell.center().x(), cell.top() + 1.2 * line + radius);
    const double scale = radius * 0.95 / unit;
    const double w = style.lineWidth;
    const Eigen::Vector2d q0 = s.pairOf(s.q, i), k0 = s.pairOf(s.k, i);
    const Eigen::Vector2d q1 = s.pairOf(s.rq, i), k1 = s.pairOf(s.rk, i);
    if (draws(RopeLayer::Still, layer)) {
        drawDial(painter, centre, radius, style);
        drawHand(painter, centre, onScreen(centre, scale, q0), faint(style.palette.position), 1.6 * w, Qt::DashLine);
        drawHand(painter, centre, onScreen(centre, scale, k0), faint(style.palette.comparePosition), 1.6 * w,
                 Qt::DashLine);
        drawHand(painter, centre, onScreen(centre, scale, k1), style.palette.comparePosition, 2.6 * w);
        painter.setPen(style.palette.label);
        drawFitted(painter, QRectF(cell.left() + 0.3 * line, cell.top(), cell.width() - 0.6 * line, 1.1 * line),
                   Qt::AlignCenter, pairLabel(s, i, withDimensions), style.font);
        painter.setPen(style.palette.muted);
        drawFitted(painter, QRectF(cell.left(), centre.y() + radius + 0.1 * line, cell.width(), 1.1 * line),
                   Qt::AlignCenter, Text::tr("θ = %1").arg(QString::number(s.thetas(i), 'g', 3)), style.font);
    }
    // R(m) q last, on top: it turns while Play runs
    if (draws(RopeLayer::Moving, layer))
        drawHand(painter, centre, onScreen(centre, scale, q1), style.palette.position, 2.6 * w);
}

/// Adding PE(m) to x (left) against rotating x by R(m) (right), for one pair.
void paintAddVersusMultiply(QPainter &painter, const QRectF &rect, const RopeScene &s, const FigureStyle &style,
                            RopeLayer layer)
{
    const bool still = draws(RopeLayer::Still, layer), moving = draws(RopeLayer::Moving, layer);
    const QFontMetricsF metrics(style.font);
    const double line = metrics.height();
    const double w = style.lineWidth;
    const int i = s.pair;
    const double angle = s.mTurned * s.thetas(i);
    const Eigen::Vector2d x = s.pairOf(s.q, i);
    const Eigen::Vector2d pe(std::sin(angle), std::cos(angle)); // PE's (sin, cos) on the pair's two dimensions
    const Eigen::Vector2d sum = x + pe;
    const Eigen::Vector2d turned = s.pairOf(s.rq, i);
    painter.setPen(style.palette.ink);
    if (still)
        drawFitted(painter, QRectF(rect.left(), rect.top(), rect.width(), 1.2 * line), Qt::AlignCenter,
                   Text::tr("Add or multiply? Pair i = %1 of q at m = %2").arg(i).arg(s.m), style.titleFont());
    const double half = rect.width() / 2;
    const double radius = std::max(4.0, std::min(half - 1.5 * line, rect.height() - 5.2 * line) / 2);
    const double unit = std::max({x.norm(), sum.norm(), 1e-300});
    const double scale = radius * 0.95 / unit;
    for (int side = 0; side < 2; ++side) {
        const QPointF centre(rect.left() + half * side + half / 2, rect.top() + 1.6 * line + radius);
        if (still) {
            drawDial(painter, centre, radius, style);
            drawHand(painter, centre, onScreen(centre, scale, x), faint(style.palette.position), 1.6 * w, Qt::DashLine);
        }
        // The hands of PE(m), the sum and R(m) x and the lengths below them turn with Play: the moving layer.
        QString caption[2];
        if (side == 0) {
            if (moving) {
                // PE(m) drawn from the tip of x: the sum is the third side of the triangle.
                drawHand(painter, onScreen(centre, scale, x), onScreen(centre, scale, sum), style.palette.offset,
                         1.5 * w, Qt::DashLine);
                drawHand(painter, centre, onScreen(centre, scale, sum), style.palette.hand, 2.6 * w);
            }
            caption[0] = Text::tr("add: x + PE(m)");
            caption[1] = Text::tr("|x + PE(m)| = %1, |x| = %2").arg(number(sum.norm(), 3), number(x.norm(), 3));
        } else {
            if (moving) {
                drawTurn(painter, centre, radius * 0.4, x, angle, style.palette.offset, 1.5 * w);
                drawHand(painter, centre, onScreen(centre, scale, turned), style.palette.position, 2.6 * w);
            }
            caption[0] = Text::tr("multiply: R(m) x, turned by mθ");
            caption[1] = Text::tr("|R(m) x| = %1 = |x|").arg(number(turned.norm(), 3));
        }
        const QRectF below(rect.left() + half * side, centre.y() + radius + 0.2 * line, half, 1.1 * line);
        painter.setPen(style.palette.ink);
        if (still)
            drawFitted(painter, below, Qt::AlignCenter, caption[0], style.font);
        painter.setPen(style.palette.muted);
        if (moving)
            drawFitted(painter, below.translated(0, 1.1 * line), Qt::AlignCenter, caption[1], style.font);
    }
}

} // namespace

void paintRopeFigure(QPainter &painter, const QRectF &area, const RopeScene &s, const FigureStyle &style, RopeLayer layer)
{
    // One layout for both layers; the still one draws everything but what turns with Play.
    const bool still = draws(RopeLayer::Still, layer);
    painter.save();
    if (still)
        painter.fillRect(area, style.palette.background);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF metrics(style.font);
    const double line = metrics.height();
    const QRectF body = area.adjusted(line, 2.4 * line, -line, -0.5 * line);
    QRectF left(body.left(), body.top(), body.width() * 0.55, body.height());

    // As many clocks as fit with cells of at least 5 lines; an even sample otherwise.
    const int pairs = s.spec.pairCount();
    QRectF clockArea = left.adjusted(0, 1.4 * line, 0, 0);
    int shown = pairs;
    while (shown > 2 && ClockGrid::fit(clockArea, shown).cell < 5.5 * line)
        shown = std::max(2, shown * 3 / 4);
    const QList<int> sample = samplePairs(pairs, shown);
    // The clocks keep the width they use (at least the legend's); the numbers get the rest.
    const ClockGrid fitted = ClockGrid::fit(clockArea, int(sample.size()));
    left.setWidth(std::max(body.width() * 0.34, std::min(left.width(), fitted.columns * fitted.cell)));
    clockArea.setWidth(left.width());
    const ClockGrid grid = ClockGrid::fit(clockArea, int(sample.size()));
    const QRectF right(left.right() + line, body.top(), body.right() - left.right() - line, body.height());

    if (still) {
        painter.setPen(style.palette.ink);
        const QString title = sample.size() < pairs
                                  ? Text::tr("RoPE: R(m) q and R(n) k, m = pos = %1, n = pos′ = %2 (%3 of %4 pairs shown)")
                                        .arg(s.m)
                                        .arg(s.n)
                                        .arg(sample.size())
                                        .arg(pairs)
                                  : Text::tr("RoPE: R(m) q and R(n) k, pair by pair, m = pos = %1, n = pos′ = %2").arg(s.m).arg(s.n);
        drawFitted(painter, QRectF(area.left(), area.top() + 0.3 * line, area.width(), 1.5 * line), Qt::AlignCenter, title,
                   style.titleFont());

        // Legend above the clocks.
        const QString legend[3] = {Text::tr("R(m) q"), Text::tr("R(n) k"), Text::tr("dashed: q, k before rotating")};
        const QColor colours[3] = {style.palette.position, style.palette.comparePosition, style.palette.muted};
        double x = left.left();
        QFont small = fontToFit(style.font, legend[0] + legend[1] + legend[2] + QStringLiteral("MMMMMMMMMMMMM"), left.width());
        painter.setFont(small);
        for (int j = 0; j < 3; ++j) {
            const double swatch = 1.5 * line;
            drawHand(painter, QPointF(x, left.top() + 0.6 * line), QPointF(x + swatch, left.top() + 0.6 * line),
                     j < 2 ? colours[j] : faint(style.palette.muted), (j < 2 ? 2.6 : 1.6) * style.lineWidth,
                     j < 2 ? Qt::SolidLine : Qt::DashLine);
            const double start = x + swatch + 0.3 * line;
            const double width = QFontMetricsF(small).horizontalAdvance(legend[j]) + 0.5 * line;
            painter.setPen(colours[j]);
            painter.setFont(small);
            drawScripted(painter, QRectF(start, left.top(), width, 1.2 * line), Qt::AlignLeft | Qt::AlignVCenter, legend[j]);
            x = start + width + line;
        }
    }

    // One unit for every clock: the hands' lengths compare across pairs.
    double unit = 1e-300;
    for (int i = 0; i < pairs; ++i)
        unit = std::max({unit, s.pairOf(s.q, i).norm(), s.pairOf(s.k, i).norm()});
    // Every label names the dimensions where the widest (the last pair's) fits with a gap to the next
    // clock's ("… (36, 100)i = 40 …" ran together), else none does: the pairs alone, at full size.
    const double labelRoom = grid.cell - 0.6 * QFontMetricsF(style.font).height();
    const bool withDimensions = sample.isEmpty() ||
        QFontMetricsF(style.font).horizontalAdvance(pairLabel(s, sample.last(), true)) <= labelRoom;
    for (int c = 0; c < sample.size(); ++c)
        paintPairClock(painter, grid.cellRect(c), s, sample[c], unit, style, withDimensions, layer);

    const QRectF compare(right.left(), right.top(), right.width(), std::min(right.height() * 0.48, right.width() * 0.55));
    paintAddVersusMultiply(painter, compare, s, style, layer);
    if (!still) {
        painter.restore();
        return;
    }

    // The numbers: whole paragraphs are left out, last first, before the type gets smaller (a slide keeps
    // its text at height / 40); smaller type only when even the first does not fit, rather than cut.
    const QRectF text(right.left(), compare.bottom() + 0.5 * line, right.width(), right.bottom() - compare.bottom() - 0.5 * line);
    QList<QStringList> paragraphs{{}};
    for (const QString &l : s.numberLines()) {
        if (l.isEmpty())
            paragraphs.append(QStringList());
        else
            paragraphs.last().append(l);
    }
    const double gap = 1.15;
    // The kept lines wrapped to the width, or nothing when they are taller than the room.
    const auto wrappedIfFits = [&](int kept, const QFont &font) -> std::optional<QString> {
        QStringList wrapped;
        for (int p = 0; p < kept; ++p) {
            if (p > 0)
                wrapped << QString();
            for (const QString &l : paragraphs.at(p))
                wrapped << wrappedToWidth(l, font, text.width());
        }
        const QString all = wrapped.join(QLatin1Char('\n'));
        if (QFontMetricsF(font).height() * gap * (all.count(QLatin1Char('\n')) + 1) > text.height())
            return std::nullopt;
        return all;
    };
    QFont font = style.font;
    std::optional<QString> note;
    for (int kept = int(paragraphs.size()); kept >= 1 && !note; --kept)
        note = wrappedIfFits(kept, font);
    for (int attempt = 0; attempt < 8 && !note; ++attempt) {
        if (font.pixelSize() > 0)
            font.setPixelSize(std::max(6, int(font.pixelSize() * 0.9)));
        else
            font.setPointSizeF(std::max(5.0, font.pointSizeF() * 0.9));
        note = wrappedIfFits(1, font);
    }
    if (!note) // the first paragraph at the smallest type, cut at the bottom rather than gone
        note = wrappedToWidth(paragraphs.first().join(QLatin1Char('\n')), font, text.width());
    if (note) {
        painter.setFont(font);
        painter.setPen(style.palette.ink);
        double y = text.top();
        const double step = QFontMetricsF(font).height() * gap;
        for (const QString &l : note->split(QLatin1Char('\n'))) {
            drawScripted(painter, QRectF(text.left(), y, text.width(), step), Qt::AlignLeft | Qt::AlignVCenter, l);
            y += step;
        }
    }
    painter.restore();
}

FigureEntry ropeFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::rotation;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE: rotate q and k instead of adding PE");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure",
        "Rotary position embedding (RoFormer): each pair of dimensions of the query q is turned by m·θᵢ at "
        "its position m, each pair of the key k by n·θᵢ at n, θᵢ = base^{−2i/R}. A rotation keeps the length, "
        "where adding PE changes it. Moving m and n by the same step leaves the score <R(m) q, R(n) k> as "
        "it was: it depends on m − n only.");
    e.snapshot = [](const ExplorerState &state, std::optional<double>) -> ScenePaint {
        return [scene = RopeScene::fromState(state)](QPainter &painter, const QRectF &area, const FigureStyle &style) {
            paintRopeFigure(painter, area, scene, style);
        };
    };
    // The figure alone while Play runs: only R(m) q and the add-or-multiply hands are drawn on each frame.
    e.painter = [] {
        return layeredFigurePainter([](const ExplorerState &state) {
            auto scene = std::make_shared<const RopeScene>(RopeScene::fromState(state));
            const auto layer = [scene](RopeLayer layer) -> ScenePaint {
                return [scene, layer](QPainter &painter, const QRectF &area, const FigureStyle &style) {
                    paintRopeFigure(painter, area, *scene, style, layer);
                };
            };
            // The still layer shows the whole pos, pos', the offset and the pair.
            const QByteArray key = QByteArray::number(scene->m) + ' ' + QByteArray::number(scene->n) + ' ' +
                                   QByteArray::number(scene->step) + ' ' + QByteArray::number(scene->pair);
            return LayeredScene{layer(RopeLayer::Still), layer(RopeLayer::Moving), key};
        });
    };
    e.table = [](const ExplorerState &state) {
        // m, R(m) q, R(m) k: rotated one row at a time as the writer asks (rows come in order).
        const ExplorerState::RopeResults &r = state.rope();
        const int d = r.spec.headDim;
        struct Row
        {
            int row = -1;
            Eigen::VectorXd q, k;
        };
        auto last = std::make_shared<Row>();
        const int first = state.firstPosition();
        return FigureTable{state.length(), 1 + 2 * d, [&r, d, first, last](int row, int column) {
                               if (column == 0)
                                   return double(first + row);
                               if (last->row != row) {
                                   last->q = posenc::rotate(r.spec, r.thetas, r.q, first + row);
                                   last->k = posenc::rotate(r.spec, r.thetas, r.k, first + row);
                                   last->row = row;
                               }
                               return column <= d ? last->q(column - 1) : last->k(column - 1 - d);
                           }};
    };
    e.exportNote = [](const ExplorerState &state) {
        return QStringLiteral("RoPE ") + RopeScene::fromState(state).invarianceLine();
    };
    e.dataSignals = stateSignals(&ExplorerState::ropeChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::comparePositionChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::positionFractionChanged);
    return e;
}
