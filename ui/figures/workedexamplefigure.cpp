#include "ui/figures/workedexamplefigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapdata.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/frequencyspec.h>

#include <QCoreApplication>

#include <algorithm>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WorkedExampleFigure)
};

QString signedNumber(double x, int decimals)
{
    QString s = QString::number(x, 'f', decimals);
    if (s.startsWith(QLatin1Char('-')))
        s.replace(0, 1, QChar(0x2212));
    return s;
}

QString plainNumber(double x)
{
    return QString::number(x, 'g', 6);
}

/// "pos / base^(2i/d)" as the scheme's spacing writes ωᵢ, with the numbers in.
QString angleFormula(const posenc::SinusoidalScheme &scheme, int pos, int pair)
{
    const int d = scheme.dModel();
    if (scheme.frequencies.spacing == posenc::FrequencySpacing::Tensor2Tensor)
        return QStringLiteral("%1 / %2^(%3/%4)").arg(pos).arg(plainNumber(scheme.frequencies.base)).arg(pair).arg(std::max(d / 2 - 1, 1));
    return QStringLiteral("%1 / %2^(%3/%4)").arg(pos).arg(plainNumber(scheme.frequencies.base)).arg(2 * pair).arg(d);
}

} // namespace

int workedColumns(const ExplorerState &state)
{
    return std::min(8, state.dModel());
}

TextSlide workedExampleSlide(const ExplorerState &state)
{
    TextSlide slide;
    const posenc::SinusoidalScheme &scheme = state.scheme();
    const int pos = state.position();
    const int row = pos - state.firstPosition();
    const QString token = state.tokenAt(row);
    slide.title = token.isEmpty()
                      ? Text::tr("Worked example: pos = %1 (padding), d_model = %2").arg(pos).arg(state.dModel())
                      : Text::tr("Worked example: \"%1\" at pos = %2, d_model = %3").arg(token).arg(pos).arg(state.dModel());
    // A lecture's question page asks for these values: the formulas stay, the numbers wait for the reveal.
    const bool withheld = state.answerWithheld();
    slide.row({Text::tr("j"), Text::tr("pair i"), Text::tr("formula"), QStringLiteral("PE"), Text::tr("embedding + PE = sum")}, true);
    for (int j = 0; j < workedColumns(state); ++j) {
        const posenc::ColumnRole role = scheme.layout.role(j);
        const double pe = heatmapValue(state, Figure::Encoding, row, j);
        const double embedding = heatmapValue(state, Figure::Embedding, row, j);
        const double sum = heatmapValue(state, Figure::Sum, row, j);
        QString formula;
        if (role.isPadding) {
            formula = Text::tr("zero padding");
        } else {
            const double angle = pos * scheme.frequencies.angularFrequency(role.pair, scheme.dModel());
            formula = QStringLiteral("%1(%2) = %1(%3)")
                          .arg(role.isSine ? QStringLiteral("sin") : QStringLiteral("cos"),
                               angleFormula(scheme, pos, role.pair), plainNumber(angle));
        }
        slide.row({QString::number(j), role.isPadding ? QStringLiteral("–") : QString::number(role.pair), formula,
                   withheld ? QStringLiteral("?") : signedNumber(pe, 4),
                   withheld ? QStringLiteral("%1 + ? = ?").arg(signedNumber(embedding, 2))
                            : QStringLiteral("%1 + %2 = %3").arg(signedNumber(embedding, 2), signedNumber(pe, 2), signedNumber(sum, 2))});
    }
    slide.gap();
    if (!withheld)
        slide.prose(Text::tr("Column j belongs to pair i = ⌊j/2⌋ in the paper's layout: column 1 is cos(%1 / %2^(0/%3)) = cos(%1), "
                             "not cos(%1 / %2^(2/%3)); i runs from 0 to d_model/2 − 1, and pos starts at 0.")
                        .arg(pos)
                        .arg(plainNumber(scheme.frequencies.base))
                        .arg(scheme.dModel()));
    if (state.scaleEmbedding())
        slide.prose(Text::tr("The embedding is multiplied by √d_model before PE is added (paper sec. 3.4)."));
    return slide;
}

FigureEntry workedExampleFigureEntry()
{
    FigureEntry e;
    e.id = Figure::WorkedExample;
    e.title = QT_TRANSLATE_NOOP("Figure", "Worked example");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The selected position's first columns computed by hand: each column's formula with pos, the base and "
                  "d_model filled in, its value, and the sum the model receives, embedding + PE. The preset \"I love you\" "
                  "(d_model 512, pos 1) is the notes' own example.");
    e.snapshot = [](const ExplorerState &state, std::optional<double>) { return textSlidePaint(workedExampleSlide(state)); };
    // One line per column shown: j, pair i (−1 for zero padding), 1 for a cosine (0 sine), ωᵢ, PE, embedding, sum.
    e.table = [](const ExplorerState &state) {
        const posenc::SinusoidalScheme &scheme = state.scheme();
        const int row = state.position() - state.firstPosition();
        Eigen::MatrixXd m(workedColumns(state), 7);
        for (int j = 0; j < m.rows(); ++j) {
            const posenc::ColumnRole role = scheme.layout.role(j);
            m.row(j) << j, role.isPadding ? -1 : role.pair, role.isSine ? 0 : 1,
                role.isPadding ? 0.0 : scheme.frequencies.angularFrequency(role.pair, scheme.dModel()),
                heatmapValue(state, Figure::Encoding, row, j), heatmapValue(state, Figure::Embedding, row, j),
                heatmapValue(state, Figure::Sum, row, j);
        }
        return FigureTable::fromMatrix(std::move(m));
    };
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::embeddingChanged,
                                 &ExplorerState::tokensChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
