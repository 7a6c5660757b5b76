#include "ui/figures/relativepainter.h"
#include "ui/figures/scriptedtext.h"
#include "ui/figures/textwrap.h"

#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"

#include "ui/state/explorerstate.h"

#include <posenc/analysis/relativeoffset.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RelativePainter)
};

constexpr double twoPi = 2 * std::numbers::pi;

QString number(double value, int digits = 4)
{
    return QString::number(value, 'f', digits);
}

QString vectorText(const Eigen::Vector2d &v)
{
    return QStringLiteral("(%1, %2)").arg(number(v.x()), number(v.y()));
}

/// The hand of a (sin, cos) vector: x = cos, y = sin, screen y downwards.
QPointF hand(const QPointF &centre, double radius, const Eigen::Vector2d &sinCos)
{
    return centre + QPointF(radius * sinCos.y(), -radius * sinCos.x());
}

double handAngle(const Eigen::Vector2d &sinCos)
{
    return std::atan2(sinCos.x(), sinCos.y());
}
} // namespace

double RelativeScene::measuredTurnAsDrawn(int k) const
{
    // The arc runs from the hand at p over fmod(w k, 2 pi), counter-clockwise for k > 0: give the
    // measured angle (in (-pi, pi]) in that same range, so the text and the arc agree.
    double turn = measuredTurn[k];
    if (offset > 0 && turn < 0)
        turn += twoPi;
    else if (offset < 0 && turn > 0)
        turn -= twoPi;
    return turn;
}

RelativeScene RelativeScene::fromState(const ExplorerState &state)
{
    RelativeScene s;
    const posenc::PairLayout &layout = state.scheme().layout;
    s.pair = state.selectedPair();
    s.columns[0] = layout.columns(s.pair).sine;
    s.columns[1] = layout.columns(s.pair).cosine;
    s.loneSine = !layout.isComplete(s.pair);
    s.pairCount = layout.completePairCount();
    s.omega = state.angularFrequencies()(s.pair);
    s.offset = state.offset();
    s.positions[0] = state.position();
    s.positions[1] = state.comparePosition();
    s.answerWithheld = state.answerWithheld();
    s.rotation = posenc::offsetRotation(s.omega, s.offset);
    for (int k = 0; k < 2; ++k) {
        const double p = s.positions[k];
        s.vectors[k][0] = posenc::pairVector(s.omega, p);
        s.vectors[k][1] = posenc::pairVector(s.omega, p + s.offset);
        s.mapped[k] = s.rotation * s.vectors[k][0];
        s.measuredTurn[k] = posenc::rotationAngleOfHand(s.vectors[k][0], s.vectors[k][1]);
        s.residual[k] = posenc::offsetResidual(state.scheme(), p, s.offset);
    }
    return s;
}

namespace {

/// The figure's numbers, one line each: the pair, M_k, the vectors and the residuals.
QStringList numberLines(const RelativeScene &s)
{
    const double c = s.rotation(0, 0);
    const double sn = s.rotation(0, 1);
    const double angle = s.omega * s.offset;
    QStringList lines;
    // ω_<index> with the pair's own number: a subscript "ᵢ" read like "₁" in a monospace font.
    lines << Text::tr("Pair i = %1 (dimensions %2, %3): ω_%1 = %4 rad/position; offset k = %5")
                 .arg(s.pair)
                 .arg(s.columns[0])
                 .arg(s.columns[1])
                 .arg(QString::number(s.omega, 'g', 6))
                 .arg(s.offset);
    lines << QString();
    lines << Text::tr("Mₖ = [  cos ωk   sin ωk ]  =  [ %1   %2 ]").arg(number(c), number(sn));
    lines << Text::tr("        [ −sin ωk   cos ωk ]       [ %1   %2 ]").arg(number(-sn), number(c));
    lines << Text::tr("ωk = %1 rad: it holds k, not pos.").arg(QString::number(angle, 'g', 6));
    lines << QString();
    // On a question page only pos: that M_k turns pos′ by the same angle is what the question asks.
    for (int k = 0; k < (s.answerWithheld ? 1 : 2); ++k) {
        const int p = s.positions[k];
        lines << Text::tr("PE(%1) = (sin, cos) = %2").arg(p).arg(vectorText(s.vectors[k][0]));
        lines << Text::tr("    Mₖ · PE(%1) = %2 = PE(%3) = %4")
                     .arg(p)
                     .arg(vectorText(s.mapped[k]))
                     .arg(p + s.offset)
                     .arg(vectorText(s.vectors[k][1]));
        lines << Text::tr("    the hand turns by %1 rad (measured from the two vectors)")
                     .arg(QString::number(s.measuredTurnAsDrawn(k), 'g', 6));
    }
    if (s.answerWithheld)
        return lines;
    lines << QString();
    lines << (s.offset == 0 ? Text::tr("k = 0: Mₖ is the identity. Choose an offset k ≠ 0 in the parameter panel.")
                            : Text::tr("Same Mₖ at pos and pos′: the turn is ωk less whole turns, %1 rad.")
                                  .arg(QString::number(std::fmod(angle, twoPi), 'g', 6)));
    lines << Text::tr("Residual max |PE(p + k) − Mₖ · PE(p)| over all %1 pairs:").arg(s.pairCount);
    lines << Text::tr("    %1 at pos = %2,  %3 at pos′ = %4 (rounding only)")
                 .arg(QString::number(s.residual[0], 'g', 2))
                 .arg(s.positions[0])
                 .arg(QString::number(s.residual[1], 'g', 2))
                 .arg(s.positions[1]);

    return lines;
}

} // namespace

void paintRelativeFigure(QPainter &painter, const QRectF &area, const RelativeScene &s, const FigureStyle &style)
{
    // [pos or pos'][before, after the offset k]
    const QColor colours[2][2] = {{style.palette.hand, style.palette.handLight},
                                  {style.palette.comparePosition, style.palette.comparePositionLight}};
    painter.save();
    painter.fillRect(area, style.palette.background);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF metrics(style.font);
    const double line = metrics.height();
    const double lw = style.lineWidth;

    painter.setPen(style.palette.ink);
    const QString title =
        Text::tr("Relative offset: PE(pos + k) = Mₖ · PE(pos) for pair i = %1, k = %2").arg(s.pair).arg(s.offset);
    painter.setFont(fontToFit(style.titleFont(), title, area.width() - line));
    drawScripted(painter, QRectF(area.left(), area.top() + 0.3 * line, area.width(), 1.5 * line), Qt::AlignCenter, title);

    const QRectF body = area.adjusted(line, 2.4 * line, -line, -line);
    // The numbers at full size if the dial keeps 30 % of the width: only then are they made smaller.
    QFont mono = style.font;
    mono.setFamily(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    const QStringList lines = s.loneSine ? QStringList() : numberLines(s);
    double widest = 0;
    for (const QString &l : lines)
        widest = std::max(widest, QFontMetricsF(mono).horizontalAdvance(l));
    // The dial takes 36 to 50 % of the width (more when the numbers need less: they keep their full size,
    // height / 40 on a slide, down to 36 %); the hands' labels sit outside the tips, inside that part.
    const double dialWidth = std::min(body.width() * 0.5, std::max(body.width() * 0.36, body.width() - widest - line));
    const QString names[2][2] = {{Text::tr("pos = %1").arg(s.positions[0]), Text::tr("pos + k = %1").arg(s.positions[0] + s.offset)},
                                 {Text::tr("pos′ = %1").arg(s.positions[1]), Text::tr("pos′ + k = %1").arg(s.positions[1] + s.offset)}};
    // The hands are named in a key of two lines under the dial (at the tips, labels of hands pointing alike
    // ran into each other and into the numbers: pair 16, pos 1 and pos' 8). Its type shrinks to the dial's width.
    const double keyHeight = 2.4 * line;
    // Fitted to the wider row: its two names and, in em, the two swatches and gaps (2 × 1.6 + 1 + 0.5 lines).
    const QString keyLine = std::max(names[0][0] + names[0][1], names[1][0] + names[1][1],
                                     [&metrics](const QString &a, const QString &b) {
                                         return metrics.horizontalAdvance(a) < metrics.horizontalAdvance(b);
                                     });
    const QFont keyFont = fontToFit(style.font, keyLine, std::max(line, dialWidth - 5.2 * line));
    const double radius = std::max(line, std::min((body.height() - keyHeight) / 2 - 1.2 * line, dialWidth / 2 - 1.5 * line));
    const QPointF centre(body.left() + dialWidth / 2, body.top() + (body.height() - keyHeight) / 2);
    const QRectF text(body.left() + dialWidth + line, body.top(), body.width() - dialWidth - line, body.height());

    // The unit circle, x = cos to the right, y = sin up, as the clocks.
    painter.setFont(style.font);
    painter.setPen(QPen(style.palette.dialRim, lw));
    painter.setBrush(style.palette.dialFill);
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(style.palette.dialAxes, lw));
    painter.drawLine(centre - QPointF(radius, 0), centre + QPointF(radius, 0));
    painter.drawLine(centre - QPointF(0, radius), centre + QPointF(0, radius));
    painter.setPen(style.palette.muted);
    // Beside the axes' ends, not on them: a hand at angle 0 (pos = 0) or a quarter turn has its label
    // right at the end of its axis.
    drawScripted(painter, QRectF(centre.x() + radius - 4 * line, centre.y() + 0.15 * line, 4 * line, line),
                     Qt::AlignRight | Qt::AlignTop, Text::tr("cos"));
    drawScripted(painter, QRectF(centre.x() - 4.2 * line, centre.y() - radius - 1.1 * line, 4 * line, line),
                     Qt::AlignRight | Qt::AlignBottom, Text::tr("sin"));

    if (s.loneSine) {
        painter.setPen(style.palette.ink);
        drawScripted(painter, text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                         s.pairCount > 0 ? Text::tr("Pair %1 is the lone sine of an odd d_model: it has no cosine "
                                                    "partner, so there is no rotation. Choose a pair below %1.")
                                               .arg(s.pair)
                                         : Text::tr("d_model = 1 has no complete (sin, cos) pair: there is no "
                                                    "rotation to show. Choose d_model ≥ 2."));
        painter.restore();
        return;
    }

    for (int k = 0; k < 2; ++k) {
        // The arc of w k from the hand at p (whole turns leave the hand in place).
        const double start = handAngle(s.vectors[k][0]);
        const double turn = std::fmod(s.omega * s.offset, twoPi);
        const double arcRadius = radius * (k == 0 ? 0.35 : 0.5);
        painter.setPen(QPen(colours[k][1], 1.5 * lw));
        painter.setBrush(Qt::NoBrush);
        painter.drawArc(QRectF(centre.x() - arcRadius, centre.y() - arcRadius, 2 * arcRadius, 2 * arcRadius),
                        qRound(start * 180 / std::numbers::pi * 16), qRound(turn * 180 / std::numbers::pi * 16));
        for (int which = 0; which < 2; ++which) {
            painter.setPen(QPen(colours[k][which], (which == 0 ? 3 : 2.2) * lw, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(centre, hand(centre, radius, s.vectors[k][which]));
        }
    }

    // The key: each hand's colour and stroke, then its name in ink (the light hands' colours are too pale
    // for text).
    painter.setFont(keyFont);
    const QFontMetricsF keyMetrics(keyFont);
    const double keyLineHeight = keyMetrics.height();
    double keyY = centre.y() + radius + 0.8 * line;
    for (int k = 0; k < 2; ++k) {
        double x = centre.x() - dialWidth / 2 + 0.5 * line;
        for (int which = 0; which < 2; ++which) {
            painter.setPen(QPen(colours[k][which], (which == 0 ? 3 : 2.2) * lw, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(x, keyY + keyLineHeight / 2), QPointF(x + 1.2 * keyLineHeight, keyY + keyLineHeight / 2));
            x += 1.6 * keyLineHeight;
            painter.setPen(style.palette.ink);
            const double width = keyMetrics.horizontalAdvance(names[k][which]);
            drawScripted(painter, QRectF(x, keyY, width + 2, keyLineHeight), Qt::AlignLeft | Qt::AlignVCenter, names[k][which]);
            x += width + keyLineHeight;
        }
        keyY += 1.15 * keyLineHeight;
    }

    // Smaller type rather than numbers cut at the right (or lines at the bottom) of a narrow figure.
    const double tall = QFontMetricsF(mono).height() * 1.25 * lines.size();
    const double shrink = std::min({1.0, text.width() / std::max(1.0, widest), text.height() / std::max(1.0, tall)});
    if (shrink < 1.0) {
        if (mono.pixelSize() > 0)
            mono.setPixelSize(std::max(1, static_cast<int>(mono.pixelSize() * shrink)));
        else
            mono.setPointSizeF(std::max(1.0, mono.pointSizeF() * shrink * 0.98));
    }
    painter.setFont(mono);
    const double step = QFontMetricsF(mono).height() * 1.25;
    double y = text.top() + std::max(0.0, (text.height() - lines.size() * step) / 2);
    for (const QString &l : std::as_const(lines)) {
        painter.setPen(style.palette.ink);
        drawScripted(painter, QRectF(text.left(), y, text.width(), step), Qt::AlignLeft | Qt::AlignVCenter, l);
        y += step;
    }
    painter.restore();
}

FigureEntry relativeFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Relative;
    e.title = QT_TRANSLATE_NOOP("Figure", "Relative offset: PE(pos + k) = Mₖ · PE(pos)");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure",
        "For any offset k, every pair of PE(pos + k) is Mₖ · PE(pos), with Mₖ = [[cos ωk, sin ωk], "
        "[−sin ωk, cos ωk]]: a rotation by ωᵢ·k with no pos in it. Two positions pos and pos′ "
        "turn by the same angle, and the residual over all pairs is rounding only. The paper's "
        "hypothesis: a linear map could then learn to attend by relative position.");
    e.snapshot = [](const ExplorerState &state, std::optional<double>) -> ScenePaint {
        return [scene = RelativeScene::fromState(state)](QPainter &painter, const QRectF &area, const FigureStyle &style) {
            paintRelativeFigure(painter, area, scene, style);
        };
    };
    e.table = [](const ExplorerState &state) {
        return FigureTable::fromMatrix(
            posenc::relativeTable(state.scheme(), state.position(), state.comparePosition(), state.offset()));
    };
    e.unavailable = [](const ExplorerState &state) {
        return state.scheme().layout.completePairCount() > 0
                   ? QString()
                   : Text::tr("d_model = %1 has no (sin, cos) pair for Mₖ to rotate: the relative offset needs "
                              "d_model ≥ 2 (allowed 2 .. 4096)")
                         .arg(state.dModel());
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::answerWithheldChanged,
                                 &ExplorerState::comparePositionChanged, &ExplorerState::lengthChanged,
                                 &ExplorerState::firstPositionChanged, &ExplorerState::dModelChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
