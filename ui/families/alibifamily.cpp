// ALiBi in the scores slot (posenc/encodings/alibi.h; Press et al. 2022): −m_h (i − j) added to each head's
// scores. Its tab: the heads, the head shown and the mask above the slopes, one head's bias and the attention
// per head.
#include "ui/families/scorefamily.h"

#include "ui/state/explorerstate.h"
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
        state, QStringLiteral("alibiMask"), namedChoices(posenc::alibiMaskNames, [](posenc::AlibiMask mask) {
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
                      {{Figure::AlibiSlopes, Text::tr("S&lopes")},
                       {Figure::Alibi, Text::tr("&Bias of one head")},
                       {Figure::AlibiAttention, Text::tr("&Attention per head")}});
}

} // namespace

ScoreFamilyEntry alibiFamilyEntry()
{
    return {posenc::ScoreEncoding::Alibi,
            [] { return QStringLiteral("ALiBi"); },
            [] { return Text::tr("ALiBi (BLOOM, MPT)"); },
            [](const Session &s) {
                const int h = std::clamp(s.head, 0, s.heads - 1);
                return posenc::ScoreHead(posenc::AlibiHead{posenc::alibiSlopes(s.heads)[h], s.alibiMask});
            },
            {{[] { return Text::tr("AL&iBi"); }, createAlibiPage}}};
}
