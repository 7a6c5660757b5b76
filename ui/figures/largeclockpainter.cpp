#include "ui/figures/largeclockpainter.h"
#include "ui/figures/scriptedtext.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/io/tables.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <functional>
#include <cmath>
#include <numbers>

namespace {

/// Translation context of this file.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LargeClockPainter)
};

/// \a title (translated, its %1 pos) with pos as a title shows it: two decimals between whole positions (smooth
/// Play); a whole one keeps their width blank at the title's end (punctuation space + two figure spaces), so
/// that a centred title does not jump sideways at each whole step.
QString positionTitle(const QString &title, double position)
{
    const bool whole = position == std::round(position);
    QString text = title.arg(QString::number(position, 'f', whole ? 0 : 2));
    if (whole)
        text += QStringLiteral(u"\u2008\u2007\u2007");
    return text;
}

QStringList handNames()
{
    return {Text::tr("second hand"), Text::tr("minute hand"), Text::tr("hour hand")};
}

/// The rows of posenc::clockTable() for \a pairs, in their order.
FigureTable rowsOf(const ExplorerState &state, const QList<int> &pairs)
{
    const Eigen::MatrixXd all = posenc::clockTable(state.scheme(), state.position());
    Eigen::MatrixXd rows(pairs.size(), all.cols());
    for (int k = 0; k < pairs.size(); ++k)
        rows.row(k) = all.row(pairs[k]);
    return FigureTable::fromMatrix(std::move(rows));
}

/// The pairs a large-clock figure shows for the state (within its pairCount pairs).
using PairsOf = std::function<QList<int>(const ExplorerState &state, int pairCount)>;
/// Its title for the state: translated, its last %N pos (positionTitle() fills it).
using TitleOf = std::function<QString(const ExplorerState &state)>;

/// A large-clock figure: what both share with the clock grid (a real pos, so Play turns them smoothly; the
/// signals they follow; the sinusoid they need), and their snapshot and table from \a pairsOf.
FigureEntry largeClockEntry(Figure id, PairsOf pairsOf, TitleOf titleOf, QStringList (*names)())
{
    FigureEntry e;
    e.id = id;
    e.realPosition = true;
    e.snapshot = [pairsOf, titleOf, names](const ExplorerState &state, std::optional<double> position) -> ScenePaint {
        ClockScene scene = ClockScene::fromState(state);
        if (position)
            scene.position = *position;
        scene.selectedPair = -1; // every clock shown is one chosen: no highlight
        const QList<int> pairs = pairsOf(state, scene.pairCount());
        const QString title = positionTitle(titleOf(state), scene.position);
        const QStringList labels = names ? names() : QStringList();
        return [scene, pairs, title, labels](QPainter &painter, const QRectF &area, const FigureStyle &style) {
            paintLargeClocks(painter, area, scene, pairs, labels, title, style);
        };
    };
    e.table = [pairsOf](const ExplorerState &state) { return rowsOf(state, pairsOf(state, state.scheme().layout.pairCount())); };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::answerWithheldChanged, &ExplorerState::fieldChanged);
    // The scheme and k come with their own signals; of the fields, the hands chosen and the selected column
    // (its pair: the clock-pair figure).
    e.dataFields = {commonKeys::clockHands, commonKeys::dimension};
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::positionFractionChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}

} // namespace

QList<int> handPairs(const QList<int> &chosen, int pairCount)
{
    const int last = std::max(0, pairCount - 1);
    if (chosen.isEmpty())
        return {0, last / 2, last};
    QList<int> pairs;
    for (const int pair : chosen)
        pairs.append(std::clamp(pair, 0, last));
    return pairs;
}

void paintLargeClocks(QPainter &painter, const QRectF &area, const ClockScene &scene, const QList<int> &pairs,
                      const QStringList &names, const QString &title, const FigureStyle &style)
{
    painter.save();
    painter.fillRect(area, style.palette.background);
    if (pairs.isEmpty() || scene.pairCount() == 0) {
        painter.restore();
        return;
    }
    const double line = QFontMetricsF(style.font).height();
    double top = area.top();
    if (!title.isEmpty()) {
        painter.setPen(style.palette.ink);
        painter.setFont(fontToFit(style.titleFont(), title, area.width() - line));
        drawScripted(painter, QRectF(area.left(), top + 0.3 * line, area.width(), 1.4 * line), Qt::AlignCenter, title);
        top += 2 * line;
    }
    const int count = static_cast<int>(pairs.size());
    const double nameHeight = names.isEmpty() ? 0.0 : 1.6 * line;
    const double numbersHeight = 3.6 * line; // two lines, a third when one breaks
    const double height = area.bottom() - top;
    const double side = std::max(40.0, std::min(area.width() / count, height - nameHeight - numbersHeight));
    // Hands and rims in proportion to the dial: a clock four times the grid's (5.5 lines) gets lines twice as thick.
    FigureStyle large = style;
    large.lineWidth *= std::clamp(std::sqrt(side / (5.5 * line)), 1.0, 4.0);
    const double y = top + (height - nameHeight - side - numbersHeight) / 2;
    for (int k = 0; k < count; ++k) {
        const int pair = pairs[k];
        const double left = area.left() + area.width() * (k + 0.5) / count - side / 2;
        if (!names.isEmpty()) {
            painter.setFont(style.titleFont());
            painter.setPen(style.palette.ink);
            drawScripted(painter, QRectF(left - side / 2, y, 2 * side, nameHeight), Qt::AlignCenter, names.value(k));
        }
        paintClock(painter, QRectF(left, y + nameHeight, side, side), scene, pair, large);
        const double omega = scene.omega(pair);
        const double angle = omega * scene.position;
        const double shown = std::remainder(angle, 2 * std::numbers::pi);
        painter.setFont(style.font);
        painter.setPen(style.palette.label);
        // Its share of the width, broken into lines rather than cut (three clocks side by side).
        const QRectF share(area.left() + area.width() * double(k) / count + 4, y + nameHeight + side,
                           area.width() / count - 8, area.bottom() - (y + nameHeight + side));
        drawScripted(painter, share, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         // The whole angle, and where the hand points after its whole turns.
                         Text::tr("ωᵢ = %2 rad/position (i = %1)\nangle ωᵢ·pos = %3 rad = %4°, on the dial %5°")
                             .arg(pair)
                             .arg(QString::number(omega, 'g', 4))
                             .arg(QString::number(angle, 'g', 5))
                             .arg(QString::number(angle * 180 / std::numbers::pi, 'f', 1))
                             .arg(QString::number(shown * 180 / std::numbers::pi, 'f', 1)));
    }
    painter.restore();
}

FigureEntry clockPairFigureEntry()
{
    FigureEntry e = largeClockEntry(
        Figure::ClockPair, [](const ExplorerState &state, int) { return QList<int>{std::max(0, state.selectedPair())}; },
        [](const ExplorerState &state) { return Text::tr("Pair i = %1 at pos = %2").arg(std::max(0, state.selectedPair())); },
        nullptr);
    e.title = QT_TRANSLATE_NOOP("Figure", "One clock hand, as large as the page");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The selected pair i as one large clock: its hand points at angle ωᵢ·pos (x = cos, y = sin) and "
                  "turns once every λ = 2π/ωᵢ positions; with an offset k the thin hand shows pos + k, the arc "
                  "ωᵢ·k between them is the same at every pos.");
    return e;
}

FigureEntry clockHandsFigureEntry()
{
    FigureEntry e = largeClockEntry(
        Figure::ClockHands,
        [](const ExplorerState &state, int pairCount) { return handPairs(state.session().clockHands, pairCount); },
        [](const ExplorerState &) { return Text::tr("Second, minute and hour hands at pos = %1"); }, &handNames);
    e.title = QT_TRANSLATE_NOOP("Figure", "Second, minute and hour hands");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Three pairs side by side, as the seed draws them: the fastest pair turns like a second hand, a "
                  "middle one like a minute hand, the slowest like an hour hand. The fast hand tells near positions "
                  "apart, the slow ones far positions; together they tell every position apart.");
    return e;
}
