// ALiBi in the scores slot (posenc/encodings/alibi.h; Press et al. 2022): −m_h (i − j) added to each head's
// scores. Its tab: the heads, the head shown and the mask above the slopes, one head's bias and the attention
// per head.
#include "ui/families/alibifamily.h"
#include "ui/families/alibifigures.h"

#include "ui/families/distancecurves.h"
#include "ui/families/scorefamily.h"
#include "ui/state/explorerstate.h"
#include "ui/state/fieldkinds.h"
#include "ui/widgets/fieldcombobox.h"
#include "ui/widgets/statecontrols.h"
#include "ui/window/familytabs.h"

#include <posenc/encodings/alibi.h>

#include <QCoreApplication>
#include <QLineEdit>

#include <algorithm>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AlibiFamily)
};

QWidget *createAlibiPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *mask = new FieldComboBox(
        state, alibiKeys::alibiMask, namedChoices(posenc::alibiMaskNames, [](posenc::AlibiMask mask) {
            return mask == posenc::AlibiMask::Causal ? Text::tr("causal") : Text::tr("symmetric");
        }));
    mask->setToolTip(Text::tr("causal: keys after the query masked (a decoder: BLOOM, MPT); symmetric: −m|i − j| (an encoder)"));
    auto controls = headControls(state);
    controls.append({Text::tr("&Mask:"), mask});
    // The attention per head reads the Attention tab's sentence: one field, editable here too.
    auto *sentence = stateLineEdit(state->attentionText(), state, &ExplorerState::setAttentionText,
                                   &ExplorerState::attentionTextChanged, nullptr);
    sentence->setObjectName(QStringLiteral("alibiSentence"));
    sentence->setToolTip(Text::tr("The Attention tab's sentence, which the attention per head reads"));
    controls.append({Text::tr("Sen&tence:"), sentence});
    return figureTabs(state, requestExport, views, controlRow(controls), QStringLiteral("alibiTab"),
                      {{alibiFigures::slopes, Text::tr("S&lopes")},
                       {alibiFigures::bias, Text::tr("&Bias of one head")},
                       {alibiFigures::attention, Text::tr("&Attention per head")}});
}

/// ALiBi on the Compare tab: −m_h · r of the head shown, bold, every other head thin behind it (Press et al.
/// 2022, sec. 3), on the steepest head's divisor.
DistanceCurves alibiDistanceCurves(const Session &s, int length)
{
    const Eigen::MatrixXd lines = posenc::alibiByDistance(s.heads, length);
    const int head = std::clamp(s.head, 0, s.heads - 1);
    Eigen::MatrixXd others(length, s.heads - 1);
    for (int h = 0, column = 0; h < s.heads; ++h)
        if (h != head)
            others.col(column++) = lines.col(h);
    return {.colour = QColor(0, 158, 115),
            .curves = {{.values = lines.col(head),
                        .legend = Text::tr("ALiBi: −m·r, head %1 bold, every head thin ÷ %2").arg(head),
                        .width = 1.5}},
            .background = others,
            .sentence = Text::tr("ALiBi keeps falling in a straight line (head %1: %2 at r = %3).")
                            .arg(head)
                            .arg(QString::number(lines(length - 1, head), 'g', 4))
                            .arg(length - 1),
            .hover = Text::tr("ALiBi %1")};
}

/// ALiBi's one field: the mask.
QList<fieldtable::Field> alibiFields()
{
    using namespace fieldtable;
    return {
        namedField<posenc::AlibiMask>(
            alibiKeys::alibiMask, QT_TRANSLATE_NOOP("Session", "ALiBi's mask"),
            valueOption("alibi-mask", QT_TRANSLATE_NOOP("CommandLine", "causal|symmetric"),
                        help(QT_TRANSLATE_NOOP("CommandLine",
                                               "ALiBi tab: causal, keys after the query masked, bias -m (i - j) "
                                               "(a decoder: BLOOM, MPT), or symmetric, -m |i - j| (an encoder) "
                                               "(default causal)."))),
            posenc::alibiMaskNames,
            [](auto &s) -> auto & { return alibiOf(s).mask; }),
    };
}

} // namespace

// Its figures' entries, each in its figure's file.
FigureEntry alibiSlopesFigureEntry();
FigureEntry alibiFigureEntry();
FigureEntry alibiAttentionFigureEntry();

const AlibiSettings &alibiOf(const Session &s)
{
    return s.family<AlibiSettings>();
}

AlibiSettings &alibiOf(Session &s)
{
    return s.family<AlibiSettings>();
}

ScoreFamilyEntry alibiFamilyEntry()
{
    return {.id = posenc::ScoreEncoding::Alibi,
            .shortName = [] { return QStringLiteral("ALiBi"); },
            .choiceLabel = [] { return Text::tr("ALiBi (BLOOM, MPT)"); },
            .optionHelp = [] { return Text::tr("a linear bias per head (BLOOM, MPT)"); },
            .head =
                [](const Session &s) {
                    const int h = std::clamp(s.head, 0, s.heads - 1);
                    return posenc::ScoreHead(posenc::AlibiHead{posenc::alibiSlopes(s.heads)[h], alibiOf(s).mask});
                },
            .pages = {{[] { return Text::tr("AL&iBi"); }, createAlibiPage}},
            .figures = {alibiSlopesFigureEntry, alibiFigureEntry, alibiAttentionFigureEntry},
            .distanceCurves = alibiDistanceCurves,
            .fields = alibiFields};
}
