// Sandwich in the scores slot (posenc/encodings/sandwich.h; Chi et al. 2023, NeMo's code): the sinusoids' dot
// product S(r) − d'/2 divided by 8h/H added to each head's scores. d' is the head's size, the head_dim RoPE's tab
// sets too. Its tab: the heads, the head shown and head_dim above the bias against the distance.
#include "ui/families/sandwichfigures.h"

#include "ui/families/distancecurves.h"
#include "ui/families/ropefamily.h"
#include "ui/families/scorefamily.h"
#include "ui/figures/sandwichfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/window/familytabs.h"

#include <QCoreApplication>

#include <algorithm>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SandwichFamily)
};

QWidget *createSandwichPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto controls = headControls(state);
    controls.append({Text::tr("he&ad_dim d':"), new FieldSpinBox(state, ropeKeys::headDim)});
    return figureTabs(state, requestExport, views, controlRow(controls), QStringLiteral("sandwichTab"),
                      {{sandwichFigures::bias, Text::tr("&Bias per head")}});
}

/// Sandwich on the Compare tab: the bias of the head shown, bold, every other head thin behind it.
DistanceCurves sandwichDistanceCurves(const Session &s, int length)
{
    const Eigen::MatrixXd table = sandwichTable(ropeOf(s).headDim, s.heads, length);
    const int head = std::clamp(s.head, 0, s.heads - 1);
    Eigen::MatrixXd others(length, s.heads - 1);
    for (int h = 0, column = 0; h < s.heads; ++h)
        if (h != head)
            others.col(column++) = table.col(2 + h);
    return {.colour = QColor(86, 180, 233), // Okabe and Ito's sky blue (T5 has the reddish purple)
            .curves = {{.values = table.col(2 + head),
                        .legend = Text::tr("Sandwich: (S(r) − d'/2) / (8h/H), head %1 ÷ %2").arg(head),
                        .width = 1.5}},
            .background = others,
            .sentence = Text::tr("Sandwich falls like the sinusoids' dot product and then oscillates (head %1: %2 at "
                                 "r = %3).")
                            .arg(head)
                            .arg(QString::number(table(length - 1, 2 + head), 'g', 4))
                            .arg(length - 1),
            .hover = Text::tr("Sandwich %1")};
}

} // namespace

FigureEntry sandwichFigureEntry();

ScoreFamilyEntry sandwichFamilyEntry()
{
    return {.id = posenc::ScoreEncoding::Sandwich,
            .shortName = [] { return QStringLiteral("Sandwich"); },
            .choiceLabel = [] { return Text::tr("Sandwich (Chi et al. 2023)"); },
            .optionHelp = [] { return Text::tr("the sinusoids' dot product as a bias per head (Chi et al. 2023)"); },
            .head =
                [](const Session &s) {
                    return posenc::ScoreHead(posenc::SandwichHead{ropeOf(s).headDim, std::clamp(s.head, 0, s.heads - 1),
                                                                  s.heads});
                },
            .pages = {{[] { return Text::tr("San&dwich"); }, createSandwichPage}},
            .figures = {sandwichFigureEntry},
            .distanceCurves = sandwichDistanceCurves};
}
