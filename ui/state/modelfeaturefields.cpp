// The fields of what current models add beside RoPE (modelfeatures.h; issue 56): the M-RoPE sequence, sections and
// layout, and the attention temperature's rule and settings. The figures of the Models tab read them; a preset or
// config.json that names them sets them (modelfields.cpp).
#include "ui/state/fieldkinds.h"

#include "ui/state/abbreviated.h"
#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>
#include <posenc/modern/mrope.h>

#include <QCoreApplication>

namespace fieldtable {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

/// A text the core parses: stored when \a parse accepts it, else the core's message.
Field parsedTextField(const char *key, const char *label, Option option, QString ModelFeatureSettings::*member,
                      std::function<void(const std::string &)> parse)
{
    return {key,
            label,
            false,
            std::move(option),
            [member](const Session &s) { return QVariant(s.features.*member); },
            toText,
            [member, parse](Session &s, const QVariant &v) {
                const QString text = v.toString().trimmed();
                try {
                    parse(text.toStdString());
                } catch (const posenc::ParameterError &e) {
                    return coreMessage(e.message());
                }
                s.features.*member = text;
                return QString();
            }};
}

} // namespace

QList<Field> modelFeatureFields()
{
    namespace lim = posenc::limits;
    return {
        parsedTextField(featureKeys::mropeSequence, QT_TRANSLATE_NOOP("Session", "the M-RoPE sequence"),
                        valueOption("mrope-sequence", QT_TRANSLATE_NOOP("CommandLine", "TEXT"),
                                    help(QT_TRANSLATE_NOOP(
                                        "CommandLine",
                                        "M-RoPE: the sequence whose (t, h, w) position ids are drawn, e.g. \"text 3, "
                                        "image 1x4x6, text 2\" (image and video grids as image_grid_thw, before the "
                                        "2 x 2 merge; video TxHxW@seconds per grid)."))),
                        &ModelFeatureSettings::mropeSequence,
                        [](const std::string &text) { posenc::parseMropeSequence(text); }),
        parsedTextField(featureKeys::mropeSection, QT_TRANSLATE_NOOP("Session", "mrope_section"),
                        valueOption("mrope-section", QT_TRANSLATE_NOOP("CommandLine", "T,H,W"),
                                    help(QT_TRANSLATE_NOOP(
                                        "CommandLine",
                                        "M-RoPE: mrope_section, the frequency slots of the t, h and w axes, summing "
                                        "to head_dim / 2 (Qwen2-VL 16,24,24; Qwen3-VL 24,20,20; default: Qwen2-VL's "
                                        "proportions of head_dim / 2)."))),
                        &ModelFeatureSettings::mropeSection,
                        [](const std::string &text) {
                            if (!text.empty()) // empty: Qwen2-VL's proportions of head_dim
                                posenc::parseMropeSection(text);
                        }),
        {featureKeys::mropeInterleaved, QT_TRANSLATE_NOOP("Session", "interleaved M-RoPE"), true,
         valueOption("mrope-interleaved", QT_TRANSLATE_NOOP("CommandLine", "on|off"),
                     help(QT_TRANSLATE_NOOP("CommandLine",
                                            "M-RoPE: on, the axes take turns slot by slot (Qwen3-VL); off, each axis "
                                            "a block of slots (Qwen2-VL, Qwen2.5-VL; default off)."))),
         [](const Session &s) { return QVariant(s.features.mropeInterleaved); }, toOnOff,
         [](Session &s, const QVariant &v) {
             s.features.mropeInterleaved = v.toBool();
             return QString();
         }},
        namedField<posenc::TemperatureRule>(
            featureKeys::temperatureRule, QT_TRANSLATE_NOOP("Session", "the temperature rule"),
            valueOption("temperature-rule", QT_TRANSLATE_NOOP("CommandLine", "RULE"),
                        help(QT_TRANSLATE_NOOP("CommandLine",
                                               "The query's temperature by position: llama4 (NoPE layers: 1 + "
                                               "attn_scale · ln(1 + floor((p + 1) / floor_scale))), mistral3 (the "
                                               "same with p, over original_max_position_embeddings), qwen-logn "
                                               "(ln(p + 1) / ln(seq_length) past seq_length; default llama4)."))),
            posenc::temperatureRuleNames, [](auto &s) -> auto & { return s.features.temperature.rule; }),
        numberField(featureKeys::floorScale, QT_TRANSLATE_NOOP("Session", "floor_scale"),
                    valueOption("floor-scale", QT_TRANSLATE_NOOP("CommandLine", "F"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama4: floor_scale; mistral3: original_max_position_"
                                                       "embeddings; %1 (default %2)."))),
                    {lim::minFloorScale, lim::maxFloorScale},
                    [](auto &s) -> auto & { return s.features.temperature.floorScale; }),
        numberField(featureKeys::attnScale, QT_TRANSLATE_NOOP("Session", "attn_scale"),
                    valueOption("attn-scale", QT_TRANSLATE_NOOP("CommandLine", "A"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama4: attn_scale; mistral3: llama_4_scaling_beta; %1 "
                                                       "(default %2)."))),
                    {0, lim::maxAttnScale}, [](auto &s) -> auto & { return s.features.temperature.attnScale; }),
        wholeField(featureKeys::lognSeqLength, QT_TRANSLATE_NOOP("Session", "seq_length"),
                   valueOption("logn-seq-length", QT_TRANSLATE_NOOP("CommandLine", "N"),
                               help(QT_TRANSLATE_NOOP("CommandLine",
                                                      "qwen-logn: seq_length, the training length past which the "
                                                      "query grows, %1 (default %2)."))),
                   {double(lim::minLognSeqLength), double(lim::maxLognSeqLength)}, 1,
                   [](const Session &s) { return s.features.temperature.lognSeqLength; },
                   [](const Session &, long long n) {
                       return n < lim::minLognSeqLength || n > lim::maxLognSeqLength
                                  ? Text::tr("seq_length = %1 is out of range (allowed %2)")
                                        .arg(n)
                                        .arg(rangeText(lim::minLognSeqLength, lim::maxLognSeqLength))
                                  : QString();
                   },
                   [](Session &s, int n) { s.features.temperature.lognSeqLength = n; }),
    };
}

} // namespace fieldtable
