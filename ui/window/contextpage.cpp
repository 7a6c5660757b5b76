#include "ui/window/contextpage.h"
#include "ui/families/ropefigures.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/fieldcombobox.h"
#include "ui/widgets/fielddoublespinbox.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/window/familytabs.h"

#include <posenc/encodings/ropescaling.h>
#include <posenc/models/modelpresets.h>
#include <posenc/numbers/numberformat.h>

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ContextPage)
};

/// Enables \a widgets while \a applies(session) holds: YaRN's betas only for yarn, llama3's factors for llama3.
void enableWhile(ExplorerState *state, const QList<QWidget *> &widgets, std::function<bool(const Session &)> applies)
{
    const auto update = [state, widgets, applies] {
        for (QWidget *w : widgets)
            w->setEnabled(applies(state->latest()));
    };
    update();
    QObject::connect(state, &ExplorerState::fieldChanged, widgets.first(), update);
}
} // namespace

QWidget *createContextPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    QList<QPair<QString, QString>> models = {{QString(), Text::tr("(none)")}};
    for (const posenc::ModelPreset &p : posenc::modelPresets())
        models.append({QString::fromLatin1(p.name), QString::fromUtf8(p.title)});
    auto *model = new FieldComboBox(state, commonKeys::model, models);
    model->setToolTip(Text::tr("A real model's RoPE: base, head_dim, rotary part and rope_scaling (File > Open Model "
                               "Config… reads a config.json)"));
    auto *type = new FieldComboBox(state, ropeKeys::ropeScaling,
                                   namedChoices(posenc::ropeScalingNames, [](posenc::RopeScalingType t) {
                                       return t == posenc::RopeScalingType::Default
                                                  ? Text::tr("none")
                                                  : QString::fromLatin1(posenc::ropeScalingNames.name(t));
                                   }));
    auto *factor = new FieldDoubleSpinBox(state, ropeKeys::scalingFactor, 2, 0.5);
    auto *original = new FieldSpinBox(state, ropeKeys::originalMax);
    auto *current = new FieldSpinBox(state, ropeKeys::currentLength);
    original->setToolTip(Text::tr("original_max_position_embeddings: the length the model was trained on"));
    current->setToolTip(Text::tr("The sequence length s: dynamic scales by it, longrope switches factors past L0, the "
                                 "angles are those of position s − 1, the precision figure sweeps 0 … s − 1"));
    auto *engine = new FieldComboBox(state, ropeKeys::ropeEngine, namedChoices(posenc::ropeEngineNames));
    engine->setToolTip(Text::tr("Whose reading of rope_scaling: the figures' notes say what differs from the newest transformers"));
    auto *dtype = new FieldComboBox(state, ropeKeys::dtype, namedChoices(posenc::numberFormatNames));
    auto *betaFast = new FieldDoubleSpinBox(state, ropeKeys::betaFast, 3, 1);
    auto *betaSlow = new FieldDoubleSpinBox(state, ropeKeys::betaSlow, 3, 0.5);
    auto *lowFreq = new FieldDoubleSpinBox(state, ropeKeys::lowFreqFactor, 3, 0.5);
    auto *highFreq = new FieldDoubleSpinBox(state, ropeKeys::highFreqFactor, 3, 0.5);
    enableWhile(state, {betaFast, betaSlow}, [](const Session &s) { return ropeOf(s).scaling.type == posenc::RopeScalingType::Yarn; });
    enableWhile(state, {lowFreq, highFreq}, [](const Session &s) { return ropeOf(s).scaling.type == posenc::RopeScalingType::Llama3; });
    enableWhile(state, {factor}, [](const Session &s) {
        return ropeOf(s).scaling.type != posenc::RopeScalingType::Default && ropeOf(s).scaling.type != posenc::RopeScalingType::LongRope;
    });
    // Narrow enough for a 1024-pixel screen at 200 %: lengths up to 10⁸ shown in 6 digits' room, the choices
    // in 8 characters (their lists show them whole).
    for (FieldSpinBox *box : {original, current})
        box->setCharactersShown(6);
    for (FieldDoubleSpinBox *box : {factor, betaFast, betaSlow, lowFreq, highFreq})
        box->setCharactersShown(5);
    for (FieldComboBox *box : {model, type, engine, dtype})
        box->setMinimumContentsLength(8);
    const QList<std::pair<QString, QWidget *>> controls = {
        {Text::tr("&Model:"), model},          {Text::tr("Scal&ing:"), type},        {Text::tr("Facto&r:"), factor},
        {Text::tr("L&0:"), original},          {Text::tr("&s:"), current},           {Text::tr("En&gine:"), engine},
        {Text::tr("dt&ype:"), dtype},          {Text::tr("beta_fas&t:"), betaFast},  {Text::tr("beta_slo&w:"), betaSlow},
        {Text::tr("lo&w_freq:"), lowFreq},     {Text::tr("high_fre&q:"), highFreq},
    };
    return figureTabs(state, requestExport, views, controlRow(controls, 3, true), QStringLiteral("contextTab"),
                      {{ropeFigures::scaling, Text::tr("&θ before and after")},
                       {ropeFigures::scalingAngles, Text::tr("&Angles never seen")},
                       {ropeFigures::scalingScore, Text::tr("S&core and decay")},
                       {ropeFigures::precision, Text::tr("&Precision")}});
}
