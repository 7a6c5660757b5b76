// RoPE's Session fields (its entry's fields, ropefamily.cpp): head_dim, rotary_dim, the pairing, q and k, and
// context extension's rope_scaling block, current length, engine and number format (issue 32).
#include "ui/families/ropefamily.h"
#include "ui/state/fieldkinds.h"

#include "ui/state/abbreviated.h"
#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>

#include <QCoreApplication>

#include <cmath>

using namespace fieldtable;
namespace lim = posenc::limits;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

/// A RoPE vector (q or k) of exactly head_dim numbers, or none (seeded).
Field ropeVectorField(const char *key, const char *label, Option option, const char *name,
                      QList<double> RopeSettings::*member)
{
    return {key,
            label,
            false,
            std::move(option),
            [member](const Session &s) { return numberList(ropeOf(s).*member); },
            toNumbers,
            [member, name](Session &s, const QVariant &v) {
                const QVariantList list = v.toList();
                QList<double> values;
                for (const QVariant &item : list) {
                    if (const auto problem = posenc::checkRopeVectorValue(item.toDouble()))
                        return coreMessage(*problem);
                    values.append(item.toDouble());
                }
                if (!list.isEmpty() && list.size() != ropeOf(s).headDim)
                    return Text::tr(
                               "%1 has %2 values (allowed exactly head_dim = %3, or none for seeded values)")
                        .arg(QLatin1String(name))
                        .arg(list.size())
                        .arg(ropeOf(s).headDim);
                ropeOf(s).*member = values;
                return QString();
            }};
}

QString lengthRange(long long low)
{
    return rangeText(low, lim::maxContextLength);
}

/// A whole number of positions in \a low .. maxContextLength, stored by \a member. The option's help text has
/// %1 for the range and %2 for the default (Session::defaults()'), both filled from here.
template <class Member> Field lengthField(const char *key, const char *label, Option option, long long low, Member member)
{
    option.help = [help = std::move(option.help), low, member] {
        const Session defaults = Session::defaults();
        return help().arg(lengthRange(low), QString::number(member(defaults)));
    };
    Field field{key,
            label,
            true,
            std::move(option),
            [member](const Session &s) { return QVariant(member(s)); },
            [low](const QVariant &v) { return toWhole(v, lengthRange(low)); },
            [low, member, key](Session &s, const QVariant &v) {
                return setWhole(
                    s, v,
                    [low, key](const Session &, long long n) {
                        return n < low || n > lim::maxContextLength
                                   ? Text::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(n).arg(lengthRange(low))
                                   : QString();
                    },
                    [member](Session &t, int n) { member(t) = n; });
            }};
    field.range = Range{double(low), double(lim::maxContextLength)};
    return field;
}

/// An optional number of the block, 0 when absent (mscale, mscale_all_dim, attention_factor).
Field optionalNumberField(const char *key, const char *label, Option option, std::optional<double> posenc::RopeScaling::*member)
{
    const QString range = Text::tr("0.0001 .. 1000, or 0 for none");
    return {key,
            label,
            true,
            std::move(option),
            [member](const Session &s) { return QVariant((ropeOf(s).scaling.*member).value_or(0.0)); },
            [range](const QVariant &v) { return toFinite(v, range); },
            [member, key, range](Session &s, const QVariant &v) {
                const double x = v.toDouble();
                if (x != 0 && !(x >= 1e-4 && x <= 1000))
                    return Text::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(x).arg(range);
                ropeOf(s).scaling.*member = x == 0 ? std::nullopt : std::optional<double>(x);
                return QString();
            }};
}

/// LongRoPE's factor list: empty, or numbers within 1e-6 .. 1e6 (one per pair, checked with the block).
Field factorListField(const char *key, const char *label, Option option, std::vector<double> posenc::RopeScaling::*member)
{
    return {key,
            label,
            false,
            std::move(option),
            [member](const Session &s) {
                QVariantList list;
                for (const double x : ropeOf(s).scaling.*member)
                    list.append(x);
                return QVariant(list);
            },
            toNumbers,
            [member, key](Session &s, const QVariant &v) {
                std::vector<double> values;
                for (const QVariant &item : v.toList()) {
                    const double x = item.toDouble();
                    if (!(x >= 1e-6 && x <= 1e6))
                        return Text::tr("%1: %2 is out of range (allowed 1e-06 .. 1000000 each, one per rotated pair)")
                            .arg(QLatin1String(key))
                            .arg(x);
                    values.push_back(x);
                }
                ropeOf(s).scaling.*member = values;
                return QString();
            }};
}

} // namespace

QList<Field> ropeFields()
{
    using posenc::RopeScaling;
    return {
        // RoPE tab: head_dim before what is checked against it.
        wholeField(ropeKeys::headDim, QT_TRANSLATE_NOOP("Session", "head_dim"),
                   valueOption("head-dim", QT_TRANSLATE_NOOP("CommandLine", "N"),
                               help(QT_TRANSLATE_NOOP("CommandLine",
                                                      "RoPE tab: head_dim, the dimensions of q and k, %1 (default %2)."))),
                   {lim::minHeadDim, lim::maxHeadDim}, 2, [](const Session &s) { return ropeOf(s).headDim; },
                   [](const Session &, long long d) { return coreMessage(posenc::checkHeadDim(d)); },
                   [](Session &t, int d) { ropeOf(t).headDim = d; }),
        // 0 (all of head_dim) or 2, 4 .. head_dim: one range in steps of 2.
        wholeFieldIn(ropeKeys::rotaryDim, QT_TRANSLATE_NOOP("Session", "rotary_dim"),
                     valueOption("rotary-dim", QT_TRANSLATE_NOOP("CommandLine", "R"),
                                 withDefault(ropeKeys::rotaryDim,
                                             QT_TRANSLATE_NOOP("CommandLine",
                                                               "RoPE tab: rotary_dim R, the first R dimensions rotate "
                                                               "(GPT-NeoX rotary_pct, GPT-J rotary_dim), even 2 .. "
                                                               "head_dim, or 0 for all (default %1)."))),
                     QStringLiteral("0 or even 2 .. head_dim"), 2,
                     [](const Session &s) { return Range{0, double(ropeOf(s).headDim)}; },
                     [](const Session &s) { return ropeOf(s).rotaryDim; },
                     [](const Session &t, long long r) { return coreMessage(posenc::checkRotaryDim(r, ropeOf(t).headDim)); },
                     [](Session &t, int r) { ropeOf(t).rotaryDim = r; }),
        namedField<posenc::RopePairing>(
            ropeKeys::ropePairing, QT_TRANSLATE_NOOP("Session", "RoPE pairing"),
            valueOption("rope-pairing", QT_TRANSLATE_NOOP("CommandLine", "P"),
                        help(QT_TRANSLATE_NOOP(
                            "CommandLine", "RoPE tab: which dimensions pair up, interleaved (2i, 2i+1: RoFormer, Meta "
                                           "LLaMA, GPT-J) or halves (i, i+R/2: Hugging Face rotate_half, GPT-NeoX) "
                                           "(default interleaved)."))),
            posenc::ropePairingNames, [](auto &s) -> auto & { return ropeOf(s).pairing; }),
        ropeVectorField(
            ropeKeys::query, QT_TRANSLATE_NOOP("Session", "RoPE's q"),
            valueOption("query", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                        help(QT_TRANSLATE_NOOP("CommandLine",
                                               "RoPE tab: the query q, exactly head_dim numbers separated by "
                                               "commas (default: seeded values)."))),
            "q", &RopeSettings::query),
        ropeVectorField(
            ropeKeys::key, QT_TRANSLATE_NOOP("Session", "RoPE's k"),
            valueOption("key", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                        help(QT_TRANSLATE_NOOP("CommandLine",
                                               "RoPE tab: the key k, exactly head_dim numbers separated by "
                                               "commas (default: seeded values)."))),
            "k", &RopeSettings::key),
        // Context extension (issue 32).
        namedField<posenc::RopeScalingType>(
            ropeKeys::ropeScaling, QT_TRANSLATE_NOOP("Session", "RoPE scaling"),
            valueOption("rope-scaling", QT_TRANSLATE_NOOP("CommandLine", "TYPE"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP(
                                                   "CommandLine",
                                                   "Context extension of RoPE, rope_scaling's type: %1 (default none)."))
                                .arg(QString::fromStdString(posenc::ropeScalingNames.joined()));
                        }),
            posenc::ropeScalingNames,
            [](auto &s) -> auto & { return ropeOf(s).scaling.type; }),
        numberField(ropeKeys::scalingFactor, QT_TRANSLATE_NOOP("Session", "the scaling factor"),
                    valueOption("scaling-factor", QT_TRANSLATE_NOOP("CommandLine", "S"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "rope_scaling's factor, %1 (default %2)."))),
                    {posenc::limits::minScalingFactor, posenc::limits::maxScalingFactor},
                    [](auto &s) -> auto & { return ropeOf(s).scaling.factor; }),
        lengthField(ropeKeys::originalMax, QT_TRANSLATE_NOOP("Session", "the original length L0"),
                    valueOption("original-max", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "original_max_position_embeddings L0, the length the model was "
                                                       "trained on, %1 (default %2); without a model it "
                                                       "also stands for max_position_embeddings."))),
                    1, [](auto &s) -> auto & { return ropeOf(s).scaling.originalMaxPositions; }),
        lengthField(ropeKeys::maxPositions, QT_TRANSLATE_NOOP("Session", "max_position_embeddings"),
                    valueOption("max-positions", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "max_position_embeddings, %1: read by dynamic, "
                                                       "longrope and the engines (default %2: L0 stands for it; a model "
                                                       "or config.json sets it)."))),
                    0, [](auto &s) -> auto & { return ropeOf(s).scaling.maxPositions; }),
        lengthField(ropeKeys::currentLength, QT_TRANSLATE_NOOP("Session", "the current length s"),
                    valueOption("current-length", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "The current sequence length s, %1: dynamic scales "
                                                       "by it, longrope switches factors past L0, the angles figure "
                                                       "looks at position s - 1 and the precision figure sweeps 0 .. "
                                                       "s - 1 (default %2)."))),
                    1, [](auto &s) -> auto & { return ropeOf(s).currentLength; }),
        numberField(ropeKeys::betaFast, QT_TRANSLATE_NOOP("Session", "beta_fast"),
                    valueOption("beta-fast", QT_TRANSLATE_NOOP("CommandLine", "B"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "yarn: beta_fast, the turns within L0 above which a pair is "
                                                       "kept, %1 (default %2)."))),
                    {1e-3, 1e5}, [](auto &s) -> auto & { return ropeOf(s).scaling.betaFast; }),
        numberField(ropeKeys::betaSlow, QT_TRANSLATE_NOOP("Session", "beta_slow"),
                    valueOption("beta-slow", QT_TRANSLATE_NOOP("CommandLine", "B"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "yarn: beta_slow, the turns within L0 below which a pair is "
                                                       "interpolated, %1 (default %2)."))),
                    {1e-3, 1e5}, [](auto &s) -> auto & { return ropeOf(s).scaling.betaSlow; }),
        optionalNumberField(ropeKeys::mscale, QT_TRANSLATE_NOOP("Session", "mscale"),
                            valueOption("mscale", QT_TRANSLATE_NOOP("CommandLine", "M"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn: mscale, 0.0001 .. 1000, or 0 for none (default "
                                                               "none)."))),
                            &RopeScaling::mscale),
        optionalNumberField(ropeKeys::mscaleAllDim, QT_TRANSLATE_NOOP("Session", "mscale_all_dim"),
                            valueOption("mscale-all-dim", QT_TRANSLATE_NOOP("CommandLine", "M"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn: mscale_all_dim, 0.0001 .. 1000, or 0 for none "
                                                               "(default none)."))),
                            &RopeScaling::mscaleAllDim),
        {ropeKeys::yarnTruncate, QT_TRANSLATE_NOOP("Session", "YaRN's truncate"), true,
         valueOption("yarn-truncate", QT_TRANSLATE_NOOP("CommandLine", "on|off"),
                     help(QT_TRANSLATE_NOOP("CommandLine",
                                            "yarn: truncate, floor and ceil the correction range (default on; gpt-oss: "
                                            "off)."))),
         [](const Session &s) { return QVariant(ropeOf(s).scaling.truncate); },
         toOnOff,
         [](Session &s, const QVariant &v) {
             ropeOf(s).scaling.truncate = v.toBool();
             return QString();
         }},
        numberField(ropeKeys::lowFreqFactor, QT_TRANSLATE_NOOP("Session", "low_freq_factor"),
                    valueOption("low-freq-factor", QT_TRANSLATE_NOOP("CommandLine", "F"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama3: low_freq_factor, %1, at most "
                                                       "high_freq_factor (default %2)."))),
                    {1e-3, 1e3}, [](auto &s) -> auto & { return ropeOf(s).scaling.lowFreqFactor; }),
        numberField(ropeKeys::highFreqFactor, QT_TRANSLATE_NOOP("Session", "high_freq_factor"),
                    valueOption("high-freq-factor", QT_TRANSLATE_NOOP("CommandLine", "F"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama3: high_freq_factor, %1 (default %2)."))),
                    {1e-3, 1e3}, [](auto &s) -> auto & { return ropeOf(s).scaling.highFreqFactor; }),
        factorListField(ropeKeys::longFactor, QT_TRANSLATE_NOOP("Session", "long_factor"),
                        valueOption("long-factor", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                                    help(QT_TRANSLATE_NOOP("CommandLine",
                                                           "longrope: long_factor, one number per rotated pair (R/2), "
                                                           "separated by commas, used past L0."))),
                        &RopeScaling::longFactor),
        factorListField(ropeKeys::shortFactor, QT_TRANSLATE_NOOP("Session", "short_factor"),
                        valueOption("short-factor", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                                    help(QT_TRANSLATE_NOOP("CommandLine",
                                                           "longrope: short_factor, one number per rotated pair, used "
                                                           "up to L0."))),
                        &RopeScaling::shortFactor),
        optionalNumberField(ropeKeys::attentionFactor, QT_TRANSLATE_NOOP("Session", "attention_factor"),
                            valueOption("attention-factor", QT_TRANSLATE_NOOP("CommandLine", "A"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn, longrope: attention_factor, what cos and sin are "
                                                               "multiplied by, 0.0001 .. 1000, or 0 to compute it "
                                                               "(default 0)."))),
                            &RopeScaling::attentionFactor),
        namedField<posenc::RopeEngine>(
            ropeKeys::ropeEngine, QT_TRANSLATE_NOOP("Session", "the engine"),
            valueOption("engine", QT_TRANSLATE_NOOP("CommandLine", "NAME"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP(
                                                   "CommandLine",
                                                   "Whose reading of rope_scaling to show: %1 (default transformers, "
                                                   "the newest); the figures say what differs from it."))
                                .arg(QString::fromStdString(posenc::ropeEngineNames.joined()));
                        }),
            posenc::ropeEngineNames,
            [](auto &s) -> auto & { return ropeOf(s).engine; }),
        namedField<posenc::NumberFormat>(
            ropeKeys::dtype, QT_TRANSLATE_NOOP("Session", "the number format"),
            valueOption("dtype", QT_TRANSLATE_NOOP("CommandLine", "TYPE"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP(
                                                   "CommandLine",
                                                   "The format RoPE's angles are computed in: %1: the position, θ "
                                                   "and their product each rounded to it, then cos and sin (default "
                                                   "float32, what transformers does today)."))
                                .arg(QString::fromStdString(posenc::numberFormatNames.joined()));
                        }),
            posenc::numberFormatNames,
            [](auto &s) -> auto & { return ropeOf(s).dtype; }),
    };
}

