#include "ui/figures/pytorchfigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PytorchFigure)
};

/// The first entries of a list as the code would print them, then "…".
QString listOf(const QList<double> &values, int decimals, int total)
{
    QStringList text;
    for (const double v : values)
        text << QString::number(v, 'f', decimals).replace(QLatin1Char('-'), QChar(0x2212));
    return QLatin1Char('[') + text.join(QStringLiteral(", ")) + (total > values.size() ? QStringLiteral(", …]") : QStringLiteral("]"));
}

constexpr int shownPairs = 4;

} // namespace

double divTerm(int pair, int dModel, double base, bool float32)
{
    if (float32) {
        const float factor = -std::log(float(base)) / float(dModel); // math.log in double, then a float32 tensor op
        return double(std::exp(float(2 * pair) * factor));
    }
    return std::exp(double(2 * pair) * (-std::log(base) / dModel));
}

TextSlide pytorchSlide(const ExplorerState &state)
{
    TextSlide slide;
    const int d = state.dModel(), L = state.length(), pos = state.position();
    const double base = state.base();
    const int pairs = (d + 1) / 2;
    slide.title = Text::tr("The notes' PyTorch code, line by line (L = %1, d_model = %2, pos = %3)").arg(L).arg(d).arg(pos);
    QList<double> positions, div, sines, cosines;
    double largestDouble = 0, largestFloat = 0;
    for (int i = 0; i < pairs; ++i) {
        const double omega = posenc::FrequencySpec{base, posenc::FrequencySpacing::Paper}.angularFrequency(i, d);
        largestDouble = std::max(largestDouble, std::abs(divTerm(i, d, base, false) / omega - 1));
        largestFloat = std::max(largestFloat, std::abs(divTerm(i, d, base, true) / omega - 1));
        if (i < shownPairs) {
            div << divTerm(i, d, base, false);
            sines << std::sin(pos * div.last());
            cosines << std::cos(pos * div.last());
        }
    }
    for (int p = state.firstPosition(); p < state.firstPosition() + std::min(L, shownPairs); ++p)
        positions << p;
    const QString baseText = QString::number(base, 'g', 12);
    slide.code({QStringLiteral("position = torch.arange(0, seq_len).unsqueeze(1)"), QStringLiteral("→ ") + listOf(positions, 0, L)});
    slide.code({QStringLiteral("div_term = torch.exp(torch.arange(0, d_model, 2)\n"
                               "                     * (-math.log(%1) / d_model))").arg(baseText),
                QStringLiteral("→ ") + listOf(div, 4, pairs) + QStringLiteral("   ") + Text::tr("= ωᵢ = %1^{−2i/%2}").arg(baseText).arg(d)});
    slide.code({QStringLiteral("pe[:, 0::2] = torch.sin(position * div_term)"), Text::tr("→ row pos = %1: %2").arg(pos).arg(listOf(sines, 4, pairs))});
    slide.code({QStringLiteral("pe[:, 1::2] = torch.cos(position * div_term)"), Text::tr("→ row pos = %1: %2").arg(pos).arg(listOf(cosines, 4, d / 2))});
    slide.gap();
    slide.prose(Text::tr("div_term is ωᵢ itself, exp(2i · (−ln %1 / d_model)) = %1^{−2i/d_model}: the reciprocal of the "
                         "denominator 10000^{2i/d} that the notes' comment names. Against PosEnc's ωᵢ its entries differ by at "
                         "most %2 (relative) in double, %3 in PyTorch's float32.")
                    .arg(baseText)
                    .arg(QString::number(largestDouble, 'g', 2), QString::number(largestFloat, 'g', 2)));
    slide.prose(Text::tr("0::2 takes the even columns 0, 2, 4, … (the sines), 1::2 the odd ones (the cosines): the paper's "
                         "interleaved layout. The code needs an even d_model: with an odd one, pe[:, 1::2] has one column "
                         "fewer than div_term and the assignment fails."));
    if (state.scheme().frequencies.spacing != posenc::FrequencySpacing::Paper || state.scheme().layout.order != posenc::PairOrder::Interleaved)
        slide.prose(Text::tr("The convention shown now is not the paper's: this code computes the paper's PE, not the one on the "
                             "other tabs."));
    return slide;
}

FigureEntry pytorchFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Pytorch;
    e.title = QT_TRANSLATE_NOOP("Figure", "The PyTorch code");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The notes' positional_encoding() in PyTorch, each line beside the values it produces, computed by PosEnc "
                  "for the current L, d_model, base and pos. div_term holds the angular frequencies ωᵢ; pe[:, 0::2] and "
                  "pe[:, 1::2] are the sine and cosine columns of the interleaved layout.");
    e.snapshot = [](const ExplorerState &state, std::optional<double>) { return textSlidePaint(pytorchSlide(state)); };
    // One line per pair i: i, 2i, div_term in double, div_term in float32 (as PyTorch), PosEnc's ωᵢ, and at the
    // selected pos sin(pos · div_term), cos(pos · div_term) (double).
    e.table = [](const ExplorerState &state) {
        const int d = state.dModel(), pairs = (d + 1) / 2;
        const double base = state.base(), pos = state.position();
        Eigen::MatrixXd m(pairs, 7);
        for (int i = 0; i < pairs; ++i) {
            const double div = divTerm(i, d, base, false);
            m.row(i) << i, 2 * i, div, divTerm(i, d, base, true),
                posenc::FrequencySpec{base, posenc::FrequencySpacing::Paper}.angularFrequency(i, d), std::sin(pos * div),
                std::cos(pos * div);
        }
        return FigureTable::fromMatrix(std::move(m));
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::lengthChanged,
                                 &ExplorerState::firstPositionChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
