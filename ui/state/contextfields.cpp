// The Session fields of context extension (issue 32): the model a preset or a config.json gave, and the RoPE
// tab's rope_scaling block, engine and number format. Declared here, listed by fieldtable.cpp's fields().
#include "ui/state/fieldkinds.h"

#include "ui/state/coremessage.h"

#include <posenc/io/fileerror.h>
#include <posenc/models/modelconfig.h>
#include <posenc/models/modelpresets.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace fieldtable {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

/// A model's RoPE applied to \a s: base, head_dim, rotary_dim, pairing and the rope_scaling block (L0 is
/// max_position_embeddings when the block names none); RoPE acts on the scores; s follows the new length.
void applyModel(Session &s, double base, int headDim, int rotaryDim, posenc::RopePairing pairing,
                posenc::RopeScaling scaling, int maxPositions)
{
    s.scheme.frequencies.base = base;
    s.headDim = headDim;
    s.rotaryDim = rotaryDim == headDim ? 0 : rotaryDim;
    s.ropePairing = pairing;
    scaling.maxPositions = maxPositions;
    if (scaling.originalMaxPositions <= 0)
        scaling.originalMaxPositions = maxPositions > 0 ? maxPositions : s.ropeScaling.originalMaxPositions;
    if (scaling.type == posenc::RopeScalingType::Default)
        scaling.factor = s.ropeScaling.factor; // unread; kept for a type chosen next
    s.ropeScaling = scaling;
    s.scores = posenc::ScoreEncoding::Rope;
    s.currentLength = int(std::clamp<long long>(s.targetLength(), 1, Session::maxContextLength));
    s = s.clamped();
}

QString lengthRange(long long low)
{
    return rangeText(low, Session::maxContextLength);
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
                        return n < low || n > Session::maxContextLength
                                   ? Text::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(n).arg(lengthRange(low))
                                   : QString();
                    },
                    [member](Session &t, int n) { member(t) = n; });
            }};
    field.range = Range{double(low), double(Session::maxContextLength)};
    return field;
}

/// A finite number within \a allowed, stored by \a member. The option's help text has %1 for the range and
/// %2 for the default (Session::defaults()'), both filled from here.
template <class Member> Field numberField(const char *key, const char *label, Option option, Range allowed, Member member)
{
    const QString range = rangeText(allowed);
    option.help = [help = std::move(option.help), range, member] {
        const Session defaults = Session::defaults();
        return help().arg(range, QString::number(member(defaults), 'g', 12));
    };
    Field field{key,
                label,
                true,
                std::move(option),
                [member](const Session &s) { return QVariant(member(s)); },
                [range](const QVariant &v) { return toFinite(v, range); },
                [allowed, member, key, range](Session &s, const QVariant &v) {
                    const double x = v.toDouble();
                    if (!(x >= allowed.low && x <= allowed.high))
                        return Text::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(x).arg(range);
                    member(s) = x;
                    return QString();
                }};
    field.range = allowed;
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
            [member](const Session &s) { return QVariant((s.ropeScaling.*member).value_or(0.0)); },
            [range](const QVariant &v) { return toFinite(v, range); },
            [member, key, range](Session &s, const QVariant &v) {
                const double x = v.toDouble();
                if (x != 0 && !(x >= 1e-4 && x <= 1000))
                    return Text::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(x).arg(range);
                s.ropeScaling.*member = x == 0 ? std::nullopt : std::optional<double>(x);
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
                for (const double x : s.ropeScaling.*member)
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
                s.ropeScaling.*member = values;
                return QString();
            }};
}

} // namespace

QList<Field> modelFields()
{
    return {
        withEdit({"model", QT_TRANSLATE_NOOP("Session", "the model preset"), true,
                  valueOption("model", QT_TRANSLATE_NOOP("CommandLine", "NAME"),
                              [] {
                                  return commandLine(QT_TRANSLATE_NOOP(
                                                         "CommandLine",
                                                         "RoPE of a real model: %1. Sets the base, head_dim, "
                                                         "rotary_dim, the pairing, max_position_embeddings and the "
                                                         "rope_scaling block (the options after it override them)."))
                                      .arg(QString::fromStdString(posenc::modelPresetNames()));
                              }),
                  [](const Session &s) { return QVariant(s.model); }, toText,
                  [](Session &s, const QVariant &v) {
                      const QString name = v.toString().trimmed();
                      if (!name.isEmpty() && !posenc::modelPreset(name.toStdString()))
                          return Text::tr("model cannot be '%1' (allowed %2)")
                              .arg(abbreviated(name), QString::fromStdString(posenc::modelPresetNames()));
                      s.model = name;
                      return QString();
                  }},
                 [](Session &s, const QVariant &v) {
                     Session next = s;
                     if (const QString problem = fieldOf(QStringLiteral("model"))->set(next, v); !problem.isEmpty())
                         return problem;
                     if (const posenc::ModelPreset *p = posenc::modelPreset(next.model.toStdString())) {
                         applyModel(next, p->base, p->headDim, p->rotaryDim, p->pairing, p->scaling, p->maxPositions);
                         next.modelConfig.clear();
                     }
                     s = next;
                     return QString();
                 }),
        withEdit({"modelConfig", QT_TRANSLATE_NOOP("Session", "the model's config.json"), false,
                  valueOption("model-config", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
                              help(QT_TRANSLATE_NOOP(
                                  "CommandLine",
                                  "RoPE of a model from its Hugging Face config.json: rope_theta, head_dim, the "
                                  "rotated part, max_position_embeddings and rope_scaling (or rope_parameters); "
                                  "prints what it read and ignored."))),
                  [](const Session &s) { return QVariant(s.modelConfig); }, toText,
                  [](Session &s, const QVariant &v) {
                      // With the whole session (a scene): the values read are its other fields.
                      s.modelConfig = v.toString();
                      return QString();
                  }},
                 [](Session &s, const QVariant &v) {
                     const QString path = v.toString();
                     if (path.isEmpty()) {
                         s.modelConfig.clear();
                         return QString();
                     }
                     try {
                         const posenc::ModelConfig c = posenc::readModelConfig(QFile::encodeName(path).toStdString());
                         Session next = s;
                         applyModel(next, c.base, c.headDim, c.rotaryDim, c.pairing, c.scaling, c.maxPositions);
                         next.modelConfig = path;
                         next.model.clear();
                         s = next;
                         return QString();
                     } catch (const posenc::FileError &e) {
                         return coreMessage(e.message());
                     }
                 }),
    };
}

QList<Field> contextExtensionFields()
{
    using posenc::RopeScaling;
    return {
        namedField<posenc::RopeScalingType>(
            "ropeScaling", QT_TRANSLATE_NOOP("Session", "RoPE scaling"),
            valueOption("rope-scaling", QT_TRANSLATE_NOOP("CommandLine", "TYPE"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP(
                                                   "CommandLine",
                                                   "Context extension of RoPE, rope_scaling's type: %1 (default none)."))
                                .arg(QString::fromStdString(posenc::ropeScalingNames.joined()));
                        }),
            posenc::ropeScalingNames,
            [](auto &s) -> auto & { return s.ropeScaling.type; }),
        numberField("scalingFactor", QT_TRANSLATE_NOOP("Session", "the scaling factor"),
                    valueOption("scaling-factor", QT_TRANSLATE_NOOP("CommandLine", "S"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "rope_scaling's factor, %1 (default %2)."))),
                    {posenc::limits::minScalingFactor, posenc::limits::maxScalingFactor},
                    [](auto &s) -> auto & { return s.ropeScaling.factor; }),
        lengthField("originalMax", QT_TRANSLATE_NOOP("Session", "the original length L0"),
                    valueOption("original-max", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "original_max_position_embeddings L0, the length the model was "
                                                       "trained on, %1 (default %2); without a model it "
                                                       "also stands for max_position_embeddings."))),
                    1, [](auto &s) -> auto & { return s.ropeScaling.originalMaxPositions; }),
        lengthField("maxPositions", QT_TRANSLATE_NOOP("Session", "max_position_embeddings"),
                    valueOption("max-positions", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "max_position_embeddings, %1: read by dynamic, "
                                                       "longrope and the engines (default %2: L0 stands for it; a model "
                                                       "or config.json sets it)."))),
                    0, [](auto &s) -> auto & { return s.ropeScaling.maxPositions; }),
        lengthField("currentLength", QT_TRANSLATE_NOOP("Session", "the current length s"),
                    valueOption("current-length", QT_TRANSLATE_NOOP("CommandLine", "N"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "The current sequence length s, %1: dynamic scales "
                                                       "by it, longrope switches factors past L0, the angles figure "
                                                       "looks at position s - 1 and the precision figure sweeps 0 .. "
                                                       "s - 1 (default %2)."))),
                    1, [](auto &s) -> auto & { return s.currentLength; }),
        numberField("betaFast", QT_TRANSLATE_NOOP("Session", "beta_fast"),
                    valueOption("beta-fast", QT_TRANSLATE_NOOP("CommandLine", "B"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "yarn: beta_fast, the turns within L0 above which a pair is "
                                                       "kept, %1 (default %2)."))),
                    {1e-3, 1e5}, [](auto &s) -> auto & { return s.ropeScaling.betaFast; }),
        numberField("betaSlow", QT_TRANSLATE_NOOP("Session", "beta_slow"),
                    valueOption("beta-slow", QT_TRANSLATE_NOOP("CommandLine", "B"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "yarn: beta_slow, the turns within L0 below which a pair is "
                                                       "interpolated, %1 (default %2)."))),
                    {1e-3, 1e5}, [](auto &s) -> auto & { return s.ropeScaling.betaSlow; }),
        optionalNumberField("mscale", QT_TRANSLATE_NOOP("Session", "mscale"),
                            valueOption("mscale", QT_TRANSLATE_NOOP("CommandLine", "M"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn: mscale, 0.0001 .. 1000, or 0 for none (default "
                                                               "none)."))),
                            &RopeScaling::mscale),
        optionalNumberField("mscaleAllDim", QT_TRANSLATE_NOOP("Session", "mscale_all_dim"),
                            valueOption("mscale-all-dim", QT_TRANSLATE_NOOP("CommandLine", "M"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn: mscale_all_dim, 0.0001 .. 1000, or 0 for none "
                                                               "(default none)."))),
                            &RopeScaling::mscaleAllDim),
        {"yarnTruncate", QT_TRANSLATE_NOOP("Session", "YaRN's truncate"), true,
         valueOption("yarn-truncate", QT_TRANSLATE_NOOP("CommandLine", "on|off"),
                     help(QT_TRANSLATE_NOOP("CommandLine",
                                            "yarn: truncate, floor and ceil the correction range (default on; gpt-oss: "
                                            "off)."))),
         [](const Session &s) { return QVariant(s.ropeScaling.truncate); },
         [](const QVariant &v) {
             const QString text = v.toString().trimmed().toLower();
             if (text == QLatin1String("on"))
                 return Converted{QVariant(true), {}};
             if (text == QLatin1String("off"))
                 return Converted{QVariant(false), {}};
             Converted flag = toFlag(v);
             if (!flag.problem.isEmpty())
                 flag.problem = Text::tr("'%1' is not on or off").arg(abbreviated(v.toString()));
             return flag;
         },
         [](Session &s, const QVariant &v) {
             s.ropeScaling.truncate = v.toBool();
             return QString();
         }},
        numberField("lowFreqFactor", QT_TRANSLATE_NOOP("Session", "low_freq_factor"),
                    valueOption("low-freq-factor", QT_TRANSLATE_NOOP("CommandLine", "F"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama3: low_freq_factor, %1, below "
                                                       "high_freq_factor (default %2)."))),
                    {1e-3, 1e3}, [](auto &s) -> auto & { return s.ropeScaling.lowFreqFactor; }),
        numberField("highFreqFactor", QT_TRANSLATE_NOOP("Session", "high_freq_factor"),
                    valueOption("high-freq-factor", QT_TRANSLATE_NOOP("CommandLine", "F"),
                                help(QT_TRANSLATE_NOOP("CommandLine",
                                                       "llama3: high_freq_factor, %1 (default %2)."))),
                    {1e-3, 1e3}, [](auto &s) -> auto & { return s.ropeScaling.highFreqFactor; }),
        factorListField("longFactor", QT_TRANSLATE_NOOP("Session", "long_factor"),
                        valueOption("long-factor", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                                    help(QT_TRANSLATE_NOOP("CommandLine",
                                                           "longrope: long_factor, one number per rotated pair (R/2), "
                                                           "separated by commas, used past L0."))),
                        &RopeScaling::longFactor),
        factorListField("shortFactor", QT_TRANSLATE_NOOP("Session", "short_factor"),
                        valueOption("short-factor", QT_TRANSLATE_NOOP("CommandLine", "V1,V2,..."),
                                    help(QT_TRANSLATE_NOOP("CommandLine",
                                                           "longrope: short_factor, one number per rotated pair, used "
                                                           "up to L0."))),
                        &RopeScaling::shortFactor),
        optionalNumberField("attentionFactor", QT_TRANSLATE_NOOP("Session", "attention_factor"),
                            valueOption("attention-factor", QT_TRANSLATE_NOOP("CommandLine", "A"),
                                        help(QT_TRANSLATE_NOOP("CommandLine",
                                                               "yarn, longrope: attention_factor, what cos and sin are "
                                                               "multiplied by, 0.0001 .. 1000, or 0 to compute it "
                                                               "(default 0)."))),
                            &RopeScaling::attentionFactor),
        namedField<posenc::RopeEngine>(
            "ropeEngine", QT_TRANSLATE_NOOP("Session", "the engine"),
            valueOption("engine", QT_TRANSLATE_NOOP("CommandLine", "NAME"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP(
                                                   "CommandLine",
                                                   "Whose reading of rope_scaling to show: %1 (default transformers, "
                                                   "the newest); the figures say what differs from it."))
                                .arg(QString::fromStdString(posenc::ropeEngineNames.joined()));
                        }),
            posenc::ropeEngineNames,
            [](auto &s) -> auto & { return s.ropeEngine; }),
        namedField<posenc::NumberFormat>(
            "dtype", QT_TRANSLATE_NOOP("Session", "the number format"),
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
            [](auto &s) -> auto & { return s.dtype; }),
    };
}

} // namespace fieldtable
