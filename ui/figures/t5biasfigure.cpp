#include "ui/figures/t5biasfigure.h"

#include "ui/figures/familynames.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"
#include "ui/state/learnedtables.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/t5buckets.h>

#include <QCoreApplication>
#include <qcustomplot.h>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(T5BiasFigure)
};
} // namespace

Eigen::MatrixXd t5BiasOf(const Session &s)
{
    const Eigen::MatrixXd table = t5BiasTable(s);
    const Eigen::MatrixXi buckets = posenc::t5BucketMatrix(s.length, t5Of(s).spec);
    const int head = std::clamp(s.head, 0, s.heads - 1);
    Eigen::MatrixXd bias(s.length, s.length);
    for (int i = 0; i < s.length; ++i)
        for (int j = 0; j < s.length; ++j)
            bias(i, j) = table(buckets(i, j), head);
    return bias;
}

T5BiasFigure::T5BiasFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(t5Figures::bias), Text::tr("key position j"),
                                        Text::tr("query position i"));
    QCPAxis *bucket = m_layout.curveRect->axis(QCPAxis::atBottom);
    QCPAxis *value = m_layout.curveRect->axis(QCPAxis::atLeft);
    bucket->setLabel(Text::tr("bucket"));
    value->setLabel(Text::tr("the head's bias for the bucket"));
    m_layout.scale->axis()->setLabel(Text::tr("bias added to the score, 0 white"));
    m_layout.cell->setVisible(false);
    m_layout.legend->setVisible(false);
    m_bars = new QCPBars(bucket, value);
    m_bars->removeFromLegend(m_layout.legend);
    setStyle(FigureStyle::screen());
}

void T5BiasFigure::styleFigure(const FigureStyle &style)
{
    m_palette = style.palette;
    m_layout.applyStyle(style);
    m_layout.scale->setGradient(divergingGradient(style.palette));
    m_bars->setPen(QPen(style.palette.series, style.lineWidth));
    m_bars->setBrush(style.palette.seriesBand);
}

void T5BiasFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    const int n = s.length;
    const Eigen::MatrixXd table = t5BiasTable(s);
    const int head = std::clamp(s.head, 0, s.heads - 1);
    // The head's bias of each distance once (2L − 1), the map from it at the pixels' resolution.
    m_byDistance.resize(2 * n - 1);
    for (int r = -(n - 1); r <= n - 1; ++r)
        m_byDistance(r + n - 1) = table(posenc::t5Bucket(r, t5Of(s).spec), head);
    m_size = n;
    const QSize pixels = pixelsOf(m_layout.matrixRect);
    const int shown = std::min({n, pixels.width(), pixels.height(), maxColourMapCells});
    Eigen::MatrixXd image(shown, shown);
    for (int r = 0; r < shown; ++r)
        for (int c = 0; c < shown; ++c)
            image(r, c) = m_byDistance(posenc::blockStart(c, n, shown) - posenc::blockStart(r, n, shown) + n - 1);
    const double extreme = std::max(table.col(head).cwiseAbs().maxCoeff(), 1e-12);
    m_layout.map->setDataRange(QCPRange(-extreme, extreme));
    m_layout.map->setMatrix(image, n, n);
    m_layout.matrixRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    m_layout.matrixRect->axis(QCPAxis::atLeft)->setTicker(wholeNumberTicker());

    QVector<double> b, v;
    for (int k = 0; k < t5Of(s).spec.numBuckets; ++k) {
        b.append(k);
        v.append(table(k, head));
    }
    m_bars->setData(b, v, true);
    m_bars->setWidth(0.8);
    m_layout.curveRect->axis(QCPAxis::atBottom)->setRange(-0.7, t5Of(s).spec.numBuckets - 0.3);
    m_layout.curveRect->axis(QCPAxis::atLeft)->setRange(-extreme * 1.1, extreme * 1.1);
    m_layout.title->setText(figureTitle(t5Figures::bias) + Text::tr("   (head %1 of %2, num_buckets %3, L = %4)")
                                                              .arg(head)
                                                              .arg(s.heads)
                                                              .arg(t5Of(s).spec.numBuckets)
                                                              .arg(n));
    const QString verdict =
        usesT5TableFile(s) && t5BiasTableOf(s)
            ? Text::tr("The trained table of %1: every diagonal of the matrix is one bucket's number, so the bias "
                       "depends on j − i alone; the distant diagonals share the last bucket's colour.")
                  .arg(t5TableName(s))
            : Text::tr("The untrained table (N(0, 1/512), as T5's initialisation): every diagonal of the matrix is "
                       "one bucket's number, so the bias depends on j − i alone; the distant diagonals share the "
                       "last bucket's colour. Training makes these numbers meaningful (File > Open T5 Bias Table reads a "
                       "checkpoint's).");
    m_layout.verdict->setText(wrappedToWidth(verdict,
        m_layout.verdict->font(), m_layoutSize.width() - 24.0));
}

QString T5BiasFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = m_layout.cellAt(pixel, m_size);
    if (!cell)
        return {};
    const int i = cell->y(), j = cell->x();
    return Text::tr("query %1, key %2: bucket %3, bias %4")
        .arg(i)
        .arg(j)
        .arg(posenc::t5Bucket(j - i, t5Of(state.session()).spec))
        .arg(QString::number(m_byDistance(j - i + m_size - 1), 'g', 6));
}

FigureEntry t5BiasFigureEntry()
{
    FigureEntry e;
    e.id = t5Figures::bias;
    e.title = QT_TRANSLATE_NOOP("Figure", "T5: the bias of one head");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Each T5 head has one learned number per bucket; the score of query i and key j gets the number "
                  "of the bucket of j − i. Left: what one head adds to its L × L scores; right: its numbers, one "
                  "per bucket (the untrained table, or a checkpoint's read with File > Open T5 Bias Table).");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<T5BiasFigure>(plot); };
    e.table = [](const ExplorerState &state) { return FigureTable::fromMatrix(t5BiasOf(state.session())); };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged, &ExplorerState::lengthChanged);
    // The head's column of the bias table (read from its file or seeded for the heads and buckets) over the
    // buckets of L.
    e.dataFields = {commonKeys::heads,     commonKeys::head,          t5Keys::t5Buckets,
                    t5Keys::t5MaxDistance, t5Keys::t5Direction, t5Keys::t5Table,
                    t5Keys::t5TableTensor, commonKeys::length};
    return e;
}
