// The model fields: the preset or config.json a model's RoPE came from (first in fieldtable.cpp's fields(), so that
// the options after them override what they set).
#include "ui/families/ropefamily.h"
#include "ui/state/fieldkinds.h"

#include "ui/state/abbreviated.h"
#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>
#include <posenc/models/modelconfig.h>
#include <posenc/models/modelpresets.h>

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

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
    RopeSettings &rope = ropeOf(s);
    rope.headDim = headDim;
    rope.rotaryDim = rotaryDim == headDim ? 0 : rotaryDim;
    rope.pairing = pairing;
    scaling.maxPositions = maxPositions;
    if (scaling.originalMaxPositions <= 0)
        scaling.originalMaxPositions = maxPositions > 0 ? maxPositions : rope.scaling.originalMaxPositions;
    if (scaling.type == posenc::RopeScalingType::Default)
        scaling.factor = rope.scaling.factor; // unread; kept for a type chosen next
    rope.scaling = scaling;
    s.scores = posenc::ScoreEncoding::Rope;
    rope.currentLength = int(std::clamp<long long>(targetLength(s), 1, posenc::limits::maxContextLength));
    s = s.clamped();
}

/// What a model adds beside its RoPE: its M-RoPE sections (when it has them) and its attention temperature (when
/// it has one); the rest of the Models tab's settings stay.
void applyFeatures(Session &s, const std::array<int, 3> &mropeSection, bool interleaved,
                   const std::optional<posenc::AttentionTemperature> &temperature)
{
    if (mropeSection != std::array<int, 3>{0, 0, 0}) {
        s.features.mropeSection =
            QStringLiteral("%1,%2,%3").arg(mropeSection[0]).arg(mropeSection[1]).arg(mropeSection[2]);
        s.features.mropeInterleaved = interleaved;
    }
    if (temperature)
        s.features.temperature = *temperature;
}

} // namespace

QList<Field> modelFields()
{
    return {
        withEdit({commonKeys::model, QT_TRANSLATE_NOOP("Session", "the model preset"), true,
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
                     if (const QString problem = fieldOf(commonKeys::model)->set(next, v); !problem.isEmpty())
                         return problem;
                     if (const posenc::ModelPreset *p = posenc::modelPreset(next.model.toStdString())) {
                         applyModel(next, p->base, p->headDim, p->rotaryDim, p->pairing, p->scaling, p->maxPositions);
                         applyFeatures(next, p->mropeSection, p->mropeInterleaved, p->temperature);
                         next.modelConfig.clear();
                     }
                     s = next;
                     return QString();
                 }),
        namingAFile(withEdit({commonKeys::modelConfig, QT_TRANSLATE_NOOP("Session", "the model's config.json"), false,
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
                         applyFeatures(next, c.mropeSection, c.mropeInterleaved, c.temperature);
                         next.modelConfig = path;
                         next.model.clear();
                         s = next;
                         return QString();
                     } catch (const posenc::FileError &e) {
                         return coreMessage(e.message());
                     }
                 })),
    };
}

} // namespace fieldtable
