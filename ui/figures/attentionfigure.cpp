#include "ui/figures/attentionfigure.h"

#include "ui/families/scorefamilies.h"
#include "ui/figures/weightpanels.h"

#include "ui/figures/textwrap.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"

#include "ui/figures/familynames.h"
#include "ui/figures/heatmapcells.h"
#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AttentionFigure)
};

} // namespace

AttentionFigure::AttentionFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_panels = std::make_unique<WeightPanels>(plot, figureTitle(Figure::Attention), 2);
    setStyle(FigureStyle::screen());
}

AttentionFigure::~AttentionFigure() = default;

void AttentionFigure::styleFigure(const FigureStyle &style)
{
    m_panels->setStyle(style);
}

namespace {
/// Whether the head of \a family with \a session's parameters has a bias that hides the key after the
/// query (−∞ above the diagonal): a causal mask. False for a family without a bias, and when its head
/// cannot be made (a session out of range).
bool masksKeysAfterTheQuery(const Session &session, posenc::ScoreEncoding family)
{
    try {
        return std::isinf(posenc::scoreBias(scoreHead(session, family), 2)(0, 1));
    } catch (const posenc::ParameterError &) {
        return false;
    }
}
} // namespace

void AttentionFigure::showData(const ExplorerState &state)
{
    m_panels->clear();
    const auto &demo = state.attentionDemo();
    const auto showHint = [this](const QString &text) { m_panels->setNote(text, m_layoutSize.width()); };
    const Session &session = state.session();
    const QString scheme = session.attentionUsesPositions()
                               ? schemeName(session.attentionAddsEncoding() ? session.added : posenc::AddedEncoding::None,
                                            session.attentionScores())
                               : Text::tr("no positions");
    // Each sentence sits at its own positions from 0 (fairseq: padding_idx + 1), as a model numbers a sentence:
    // the first position of the other figures (--start) does not move it, and the title says where it is.
    const int tokens = int(std::max(state.attentionTokens().size(), state.attentionReorderedTokens().size()));
    const int first = posenc::sentenceFirstPosition(state.scheme());
    const QString where = session.attentionUsesPositions() && tokens > 0
                              ? Text::tr(", positions %1 … %2").arg(first).arg(first + tokens - 1)
                              : QString();
    m_panels->setTitle(figureTitle(Figure::Attention)
                       + Text::tr("   (one head, d_model = %1, %2)").arg(state.dModel()).arg(scheme + where));
    if (!demo) {
        const bool typed = !state.attentionTokens().isEmpty() && !state.attentionReorderedTokens().isEmpty();
        showHint(state.attentionBusy() ? Text::tr("Computing the attention head…")
                        : typed               ? state.attentionError()
                                              : Text::tr("Type a sentence in both fields."));
        return;
    }
    m_panels->setPanelWidth(m_layoutSize.width() / 2.0);
    // A family's causal mask (ALiBi's): the keys after the query get no weight and no number.
    const bool causal = masksKeysAfterTheQuery(session, session.attentionScores());
    m_panels->show(0, demo->weightsA, state.attentionTokens(),
                   QStringLiteral("“%1”").arg(WeightPanels::elided(state.attentionText().simplified(), 48)),
                   WeightPanels::keysAfterTheQuery(static_cast<int>(demo->weightsA.rows()), causal));
    m_panels->show(1, demo->weightsB, state.attentionReorderedTokens(),
                   QStringLiteral("“%1”").arg(WeightPanels::elided(state.attentionReorderedText().simplified(), 48)),
                   WeightPanels::keysAfterTheQuery(static_cast<int>(demo->weightsB.rows()), causal));

    const QString difference = QString::number(demo->mismatch, 'g', 3);
    if (!demo->permutation) {
        showHint(Text::tr("The second sentence is not a reordering of the first: type the same words in "
                                 "another order to compare."));
        return;
    }
    QString verdict;
    if (!session.attentionUsesPositions())
        verdict = Text::tr("Without positions the right map holds the left map's numbers, rows and columns reordered "
                           "(largest difference after reordering: %1): attention cannot see the order.")
                      .arg(difference);
    else if (demo->mismatch < symmetryKept)
        verdict = Text::tr("With %1 the right map still holds the left map's numbers reordered (largest "
                           "difference %2): this scheme does not see the order here.")
                      .arg(scheme, difference);
    else
        verdict = Text::tr("With %1 the numbers change: after reordering they differ by up to %2, so the "
                           "order of the words now matters.")
                      .arg(scheme, difference);
    // A lecture's question page asks what each family does to the maps: measured on the reveal.
    const QString whole = verdict + QLatin1Char(' ') + familyLine(*demo);
    if (state.answerWithheld())
        m_panels->setNote(verdict, m_layoutSize.width(), whole);
    else
        showHint(whole);
}

QString AttentionFigure::familyLine(const posenc::PermutationDemo &demo)
{
    QStringList measured;
    for (const posenc::PermutationDemo::Family &family : demo.byFamily) {
        const QString value = std::isnan(family.mismatch) ? Text::tr("not measured")
                              : family.mismatch < symmetryKept
                                  ? Text::tr("%1 (symmetric)").arg(QString::number(family.mismatch, 'g', 2))
                                  : QString::number(family.mismatch, 'g', 2);
        measured << QStringLiteral("%1 %2").arg(schemeName(family.added, family.scores), value);
    }
    return Text::tr("Each family alone, largest difference after reordering: %1.").arg(measured.join(QStringLiteral(" · ")));
}

QString AttentionFigure::hint() const
{
    return m_panels->note();
}

FigureEntry attentionFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Attention;
    e.title = QT_TRANSLATE_NOOP("Figure", "Attention and word order");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Without positions self-attention cannot see word order (it is permutation "
                  "equivariant): reordering the words only reorders the rows and columns of the attention "
                  "weights, the numbers stay the same. Either slot of a scheme makes the weights depend on the "
                  "order: PE added to the embeddings, or RoPE, ALiBi or T5 acting on the scores; the line under "
                  "the maps measures each family alone on the same head.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<AttentionFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        const auto &demo = state.attentionDemo();
        return demo ? FigureTable::fromMatrix(posenc::attentionTable(*demo)) : FigureTable{};
    };
    e.unavailable = [](const ExplorerState &state) {
        return state.attentionDemo() ? QString() : state.attentionError();
    };
    e.dataSignals = stateSignals(&ExplorerState::attentionChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals();
    return e;
}
