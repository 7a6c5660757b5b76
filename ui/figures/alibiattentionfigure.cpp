#include "ui/figures/alibiattentionfigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/attention.h>
#include <posenc/analysis/scoredattention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/text/tokenizer.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AlibiAttentionFigure)
};

/// "1/2", "1/256", or the slope with 3 significant digits when it is not 1 over a whole number.
QString slopeText(double m)
{
    const double inverse = 1.0 / m;
    if (std::abs(inverse - std::round(inverse)) < 1e-9 * inverse)
        return QStringLiteral("1/%1").arg(std::llround(inverse));
    return QString::number(m, 'g', 3);
}
} // namespace

AlibiAttentionFigure::AlibiAttentionFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_panels = std::make_unique<WeightPanels>(plot, figureTitle(alibiFigures::attention), 3);
    setStyle(FigureStyle::screen());
}

AlibiAttentionFigure::~AlibiAttentionFigure() = default;

void AlibiAttentionFigure::styleFigure(const FigureStyle &style)
{
    m_panels->setStyle(style);
}

std::vector<Eigen::MatrixXd> AlibiAttentionFigure::weightsOf(const ExplorerState &state, QString *problem)
{
    // The tokens' queries and keys: the attention demonstration's, or, when it cannot run with the scheme's
    // slots (a learned table shorter than the sentence, fairseq's padding), the tokens' alone: no position
    // is added here.
    const auto &demo = state.attentionDemo();
    Eigen::MatrixXd queries, keys;
    if (demo) {
        queries = demo->tokenQueriesA;
        keys = demo->tokenKeysA;
    } else if (state.attentionBusy()) {
        return {};
    } else {
        try {
            const posenc::TokenProjections p =
                posenc::tokenProjections(posenc::tokenize(state.attentionText().toStdString()), state.dModel(),
                                         state.scaleEmbedding());
            queries = p.queries;
            keys = p.keys;
        } catch (const posenc::ParameterError &e) {
            if (problem)
                *problem = state.attentionTokens().isEmpty() ? Text::tr("the sentence has no words")
                                                             : coreMessage(e.message());
            return {};
        }
    }
    const Session &s = state.session();
    const std::vector<double> slopes = posenc::alibiSlopes(s.heads);
    std::vector<Eigen::MatrixXd> weights;
    const auto [shallowest, steepest] = std::minmax_element(slopes.begin(), slopes.end());
    for (const double m : {0.0, *steepest, *shallowest}) // slope 0: the mask alone
        weights.push_back(posenc::scoredAttentionWeights(queries, keys, posenc::AlibiHead{m, alibiOf(s).mask}));
    return weights;
}

void AlibiAttentionFigure::showData(const ExplorerState &state)
{
    m_panels->clear();
    const Session &s = state.session();
    const bool causal = alibiOf(s).mask == posenc::AlibiMask::Causal;
    m_panels->setTitle(figureTitle(alibiFigures::attention) +
                     Text::tr("   (one head, d_model = %1, %2 mask)")
                         .arg(state.dModel())
                         .arg(causal ? Text::tr("causal") : Text::tr("symmetric")));
    const auto showVerdict = [this](const QString &text) { m_panels->setNote(text, m_layoutSize.width()); };
    QString problem;
    m_weights = weightsOf(state, &problem);
    if (m_weights.empty()) {
        showVerdict(state.attentionBusy()                ? Text::tr("Computing the attention head…")
                    : state.attentionTokens().isEmpty() ? Text::tr("Type a sentence in the Attention tab's fields.")
                                                        : problem);
        return;
    }
    const std::vector<double> slopes = posenc::alibiSlopes(s.heads);
    const QStringList tokens = state.attentionTokens();
    const int n = static_cast<int>(m_weights.front().rows());
    const WeightPanels::Hidden hidden = WeightPanels::keysAfterTheQuery(n, causal);
    // Not always the first and last head: 12 heads end with 2^−3.5, after 2^−8 (alibiSlopes()).
    const auto [shallowest, steepest] = std::minmax_element(slopes.begin(), slopes.end());
    const QString titles[3] = {Text::tr("no bias"),
                               Text::tr("head %1: m = %2 (steepest)")
                                   .arg(steepest - slopes.begin())
                                   .arg(slopeText(*steepest)),
                               Text::tr("head %1: m = %2 (shallowest)")
                                   .arg(shallowest - slopes.begin())
                                   .arg(slopeText(*shallowest))};
    m_panels->setPanelWidth(m_layoutSize.width() / 3.0);
    for (int panel = 0; panel < 3; ++panel)
        m_panels->show(panel, m_weights[panel], tokens, titles[panel], hidden);
    const auto distance = [&](int panel) { return QString::number(posenc::meanAttendedDistance(m_weights[panel]), 'f', 2); };
    showVerdict(Text::tr("Mean distance to the keys attended, Σⱼ A_ij·|i − j| over the queries: no bias %1, steepest "
                         "head %2, shallowest head %3 positions. A steep head looks at the last few tokens; a "
                         "shallow one almost as if there were no bias.")
                    .arg(distance(0), distance(1), distance(2)));
}

QString AlibiAttentionFigure::verdict() const
{
    return m_panels->note();
}

FigureEntry alibiAttentionFigureEntry()
{
    FigureEntry e;
    e.id = alibiFigures::attention;
    e.title = QT_TRANSLATE_NOOP("Figure", "ALiBi: recency per head");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The Attention tab's head on its sentence (token embeddings only, as in BLOOM), with no bias, "
                  "with the steepest slope and with the shallowest: the steep head's weight piles up on the "
                  "query itself and its nearest neighbours (before it, under the causal mask), the shallow one "
                  "spreads almost as without a bias; the line under the maps measures it. Each head gets its own "
                  "window of recency; together they cover short and long range.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<AlibiAttentionFigure>(plot); };
    // The three n x n weight matrices one under the other: no bias, steepest head, shallowest head.
    e.table = [](const ExplorerState &state) {
        const std::vector<Eigen::MatrixXd> weights = AlibiAttentionFigure::weightsOf(state);
        if (weights.empty())
            return FigureTable{};
        const Eigen::Index n = weights.front().rows();
        Eigen::MatrixXd stacked(3 * n, n);
        stacked << weights[0], weights[1], weights[2];
        return FigureTable::fromMatrix(std::move(stacked));
    };
    e.unavailable = [](const ExplorerState &state) {
        QString problem;
        return AlibiAttentionFigure::weightsOf(state, &problem).empty() ? problem : QString();
    };
    e.dataSignals = stateSignals(&ExplorerState::attentionChanged, &ExplorerState::fieldChanged);
    // The head's inputs (the sentence, d_model, the embedding scale) and the slopes and mask; the rest of
    // the attention demonstration arrives with attentionChanged.
    e.dataFields = {commonKeys::attentionText, commonKeys::dModel, commonKeys::scaleEmbedding,
                    commonKeys::heads, alibiKeys::alibiMask};
    return e;
}
