#include "ui/figures/t5bucketsfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/t5buckets.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(T5BucketsFigure)
};
} // namespace

T5BucketsFigure::T5BucketsFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(t5Figures::buckets), Text::tr("key position j"),
                                        Text::tr("query position i"));
    QCPAxis *r = m_layout.curveRect->axis(QCPAxis::atBottom);
    QCPAxis *bucket = m_layout.curveRect->axis(QCPAxis::atLeft);
    r->setLabel(Text::tr("relative position r = key − query"));
    bucket->setLabel(Text::tr("bucket"));
    m_layout.scale->axis()->setLabel(Text::tr("bucket of j − i"));
    m_layout.cell->setVisible(false);
    m_steps = addStrokedGraph(plot, r, bucket);
    m_steps->setLineStyle(QCPGraph::lsStepCenter);
    m_steps->removeFromLegend(m_layout.legend);
    m_layout.legend->setVisible(false);
    for (int k = 0; k < 4; ++k) {
        auto *line = new QCPItemStraightLine(plot);
        line->setClipAxisRect(m_layout.curveRect);
        line->point1->setAxes(r, bucket);
        line->point2->setAxes(r, bucket);
        m_marks.append(line);
    }
    setStyle(FigureStyle::screen());
}

void T5BucketsFigure::styleFigure(const FigureStyle &style)
{
    m_layout.applyStyle(style);
    m_layout.scale->setGradient(weightGradient(style.palette));
    m_steps->setPen(QPen(style.palette.series, 2 * style.lineWidth));
    for (int k = 0; k < m_marks.size(); ++k)
        m_marks[k]->setPen(QPen(k < 2 ? style.palette.offset : style.palette.position, 1.5 * style.lineWidth, Qt::DashLine));
}

void T5BucketsFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    const posenc::T5BucketSpec &spec = t5Of(s).spec;
    m_size = s.length;
    const int n = m_size;
    // The bucket of each distance once (2L − 1 of them), the map from it at the pixels' resolution.
    std::vector<int> byDistance(2 * n - 1);
    for (int r = -(n - 1); r <= n - 1; ++r)
        byDistance[r + n - 1] = posenc::t5Bucket(r, spec);
    const QSize pixels = pixelsOf(m_layout.matrixRect);
    const int shown = std::min({n, pixels.width(), pixels.height(), maxColourMapCells});
    Eigen::MatrixXd image(shown, shown);
    for (int r = 0; r < shown; ++r)
        for (int c = 0; c < shown; ++c)
            image(r, c) = byDistance[posenc::blockStart(c, n, shown) - posenc::blockStart(r, n, shown) + n - 1];
    m_layout.map->setDataRange(QCPRange(0, spec.numBuckets - 1));
    m_layout.map->setMatrix(image, n, n);
    m_layout.matrixRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    m_layout.matrixRect->axis(QCPAxis::atLeft)->setTicker(wholeNumberTicker());

    // The step plot over ±R, with the float32 and double buckets compared on every r shown.
    const int reach = std::max(n - 1, int(std::ceil(1.25 * spec.maxDistance)));
    QVector<double> rs, bs;
    m_differences = 0;
    // Where they differ, how far the value truncated lies from the nearest whole number (a boundary).
    double farthest = 0, spacing = 0;
    for (int r = -reach; r <= reach; ++r) {
        const int b = posenc::t5Bucket(r, spec);
        if (b != posenc::t5Bucket(r, spec, false)) {
            ++m_differences;
            const double value = posenc::t5LogBucketValue(std::abs(r), spec);
            const double off = std::abs(value - std::round(value));
            if (off >= farthest) {
                farthest = off;
                spacing = std::ldexp(1.0, std::ilogb(std::max(1.0, std::round(value))) - 23); // float32's, at the boundary
            }
        }
        rs.append(r);
        bs.append(b);
    }
    m_steps->setData(rs, bs, true);
    const int e = posenc::t5ExactBuckets(spec);
    const double marks[] = {double(-e), double(e), double(-spec.maxDistance), double(spec.maxDistance)};
    for (int k = 0; k < 4; ++k) {
        m_marks[k]->point1->setCoords(marks[k], 0);
        m_marks[k]->point2->setCoords(marks[k], 1);
        // Causal: keys after the query (r > 0) are all bucket 0; its boundaries lie at negative r only.
        m_marks[k]->setVisible(spec.bidirectional || marks[k] < 0);
    }
    m_layout.curveRect->axis(QCPAxis::atBottom)->setRange(-reach, reach);
    m_layout.curveRect->axis(QCPAxis::atLeft)->setRange(-0.5, spec.numBuckets - 0.5);

    m_layout.title->setText(figureTitle(t5Figures::buckets) + Text::tr("   (num_buckets %1, max_distance %2, %3, L = %4)")
                                                                 .arg(spec.numBuckets)
                                                                 .arg(spec.maxDistance)
                                                                 .arg(spec.bidirectional ? Text::tr("bidirectional") : Text::tr("causal"))
                                                                 .arg(n));
    const int half = spec.bidirectional ? spec.numBuckets / 2 : spec.numBuckets;
    // The first distance in the last bucket of keys before the query (T5's 32/128: 91, before 128).
    int firstInLast = e;
    while (firstInLast < posenc::limits::maxT5MaxDistance && posenc::t5Bucket(-firstInLast, spec) < half - 1)
        ++firstInLast;
    const QString sides = spec.bidirectional ? Text::tr("Keys before the query use buckets 0 … %1, keys after it %2 … %3.")
                                                   .arg(half - 1)
                                                   .arg(half)
                                                   .arg(spec.numBuckets - 1)
                                             : Text::tr("Causal: every key after the query is bucket 0.");
    QString text = Text::tr("Distances below %1 get a bucket each (orange lines); from %1 the buckets widen "
                            "logarithmically, reaching the last bucket at distance %3 (max_distance = %2, red, is where "
                            "the log scale would end); every distance further shares it.")
                       .arg(e)
                       .arg(spec.maxDistance)
                       .arg(firstInLast);
    // A difference needs float32's rounding to carry the value across a whole number: the value lies within
    // a few float32 spacings of one. Exactly on it (up to double's rounding, 1e-12 at these sizes) for 37 of
    // the 39 differences of tst_t5buckets; 1.8e-6 off it for causal 46/164 at 107 (17.9999982).
    QString differences;
    if (m_differences == 0)
        differences = Text::tr("Hugging Face's float32 logarithm gives the same buckets as double here.");
    else if (farthest < 1e-12)
        differences = Text::tr("Hugging Face's float32 logarithm puts %n distance(s) shown in another bucket than "
                               "double would, each on a bucket boundary: the value truncated, log(a/e) / "
                               "log(max_distance/e) · (n − e), is a whole number (up to double's rounding) that "
                               "float32 and double round to either side.",
                               nullptr, m_differences);
    else
        differences = Text::tr("Hugging Face's float32 logarithm puts %n distance(s) shown in another bucket than "
                               "double would, each within float32's rounding of a bucket boundary: the value "
                               "truncated, log(a/e) / log(max_distance/e) · (n − e), lies up to %1 from a whole "
                               "number (float32's spacing there: %2).",
                               nullptr, m_differences)
                          .arg(QString::number(farthest, 'g', 2), QString::number(spacing, 'g', 2));
    text += QLatin1Char(' ') + differences;
    const double width = m_layoutSize.width() - 24.0;
    //: Two sentences in a row; Chinese puts no space between them.
    const QString whole = wrappedToWidth(Text::tr("%1 %2").arg(sides, text), m_layout.verdict->font(), width);
    // A lecture's question page asks which distances share a bucket: said on the reveal.
    m_layout.verdict->setText(state.answerWithheld() ? paddedToLines(wrappedToWidth(sides, m_layout.verdict->font(), width), whole)
                                                     : whole);
}

QString T5BucketsFigure::verdict() const
{
    return m_layout.verdict->text();
}

QString T5BucketsFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = m_layout.cellAt(pixel, m_size);
    if (!cell)
        return {};
    const int i = cell->y(), j = cell->x();
    return Text::tr("query %1, key %2: r = %3, bucket %4").arg(i).arg(j).arg(j - i).arg(posenc::t5Bucket(j - i, t5Of(state.session()).spec));
}

FigureEntry t5BucketsFigureEntry()
{
    FigureEntry e;
    e.id = t5Figures::buckets;
    e.title = QT_TRANSLATE_NOOP("Figure", "T5: the bucket of every distance");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "T5 adds to each score a learned number that depends only on the bucket of the relative "
                  "position r = key − query: one bucket per distance nearby, wider and wider buckets further "
                  "away, one shared bucket past max_distance. Nothing is added to the embedding (Raffel et al. "
                  "2020).");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<T5BucketsFigure>(plot); };
    // L x L integers: the bucket of j − i, row = query i, column = key j.
    e.table = [](const ExplorerState &state) {
        return FigureTable::fromMatrix(posenc::t5BucketMatrix(state.session().length, t5Of(state.session()).spec).cast<double>());
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged, &ExplorerState::lengthChanged,
                                 &ExplorerState::answerWithheldChanged);
    e.dataFields = {t5Keys::t5Buckets, t5Keys::t5MaxDistance, t5Keys::t5Direction,
                    commonKeys::length};
    return e;
}
