#include "ui/figures/scalingtext.h"

#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>
#include <posenc/models/modelpresets.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ScalingText)
};

QString number(double x)
{
    return QString::number(x, 'g', 6);
}
} // namespace

QString wholeNumber(long long n)
{
    QString digits = QString::number(std::llabs(n));
    for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
        digits.insert(at, QChar(0x2009));
    return n < 0 ? QStringLiteral("−") + digits : digits;
}

QString scalingSummary(const Session &s)
{
    const posenc::RopeScaling &r = ropeOf(s).scaling;
    QString text;
    const QString original = wholeNumber(r.originalMaxPositions);
    switch (r.type) {
    case posenc::RopeScalingType::Default:
        text = Text::tr("no scaling, L0 %1").arg(original);
        break;
    case posenc::RopeScalingType::LongRope:
        text = Text::tr("longrope, L0 %1 → %2").arg(original, wholeNumber(targetLength(s)));
        break;
    default:
        text = Text::tr("%1 × %2, L0 %3 → %4")
                   .arg(QString::fromLatin1(posenc::ropeScalingNames.name(r.type)), number(r.factor), original,
                        wholeNumber(targetLength(s)));
    }
    if (const posenc::ModelPreset *p = posenc::modelPreset(s.model.toStdString()))
        text += QStringLiteral(", ") + QString::fromUtf8(p->title);
    else if (!s.modelConfig.isEmpty())
        text += QStringLiteral(", ") + QFileInfo(s.modelConfig).fileName();
    return text;
}

std::optional<posenc::ScaledFrequencies> scaledFrequenciesOf(const Session &s, QString *problem)
{
    try {
        return scaledFrequencies(s);
    } catch (const posenc::ParameterError &e) {
        if (problem)
            *problem = coreMessage(e.message());
        return std::nullopt;
    }
}

QString scalingUnavailable(const Session &s)
{
    QString problem;
    if (scaledFrequenciesOf(s, &problem))
        return {};
    // The block's message names its field (config.json's word); the option that sets it, for the command line.
    const std::pair<const char *, const char *> options[] = {
        {"beta_fast", "beta-fast"},          {"beta_slow", "beta-slow"},           {"short_factor", "short-factor"},
        {"long_factor", "long-factor"},      {"low_freq_factor", "low-freq-factor"}, {"high_freq_factor", "high-freq-factor"},
        {"mscale_all_dim", "mscale-all-dim"}, {"mscale", "mscale"},                {"attention_factor", "attention-factor"},
        {"original_max_position_embeddings", "original-max"}, {"max_position_embeddings", "max-positions"},
        {"factor", "scaling-factor"},        {"head_dim", "head-dim"},             {"rotary", "rotary-dim"}};
    for (const auto &[field, option] : options)
        if (problem.contains(QLatin1String(field)))
            return problem + Text::tr(" (option --%1)").arg(QLatin1String(option));
    return problem;
}

QString engineDifference(const Session &s)
{
    const QString engine = QString::fromLatin1(posenc::ropeEngineNames.name(ropeOf(s).engine));
    if (ropeOf(s).engine == posenc::RopeEngine::Transformers)
        return Text::tr("Engine: transformers, the newest.");
    const auto mine = scaledFrequenciesOf(s);
    posenc::ScaledFrequencies reference;
    try {
        reference = referenceFrequencies(s);
    } catch (const posenc::ParameterError &) {
        return Text::tr("Engine: %1.").arg(engine);
    }
    if (!mine)
        return Text::tr("Engine: %1.").arg(engine);
    QStringList differences;
    Eigen::Index worst = 0;
    const Eigen::ArrayXd relative = ((mine->scaled - reference.scaled).array() / reference.scaled.array()).abs();
    const double largest = relative.maxCoeff(&worst);
    if (largest > 1e-15)
        differences << Text::tr("θ′ up to %1 % apart (pair %2: %3 against %4 rad/position)")
                           .arg(QString::number(100 * largest, 'g', 3))
                           .arg(worst)
                           .arg(number(mine->scaled(worst)), number(reference.scaled(worst)));
    if (std::abs(mine->attentionFactor - reference.attentionFactor) > 1e-15)
        differences << Text::tr("attention factor %1 against %2").arg(number(mine->attentionFactor), number(reference.attentionFactor));
    if (std::abs(mine->softmaxScaleFactor - reference.softmaxScaleFactor) > 1e-15)
        differences << Text::tr("the softmax scale × %1 against × %2").arg(number(mine->softmaxScaleFactor), number(reference.softmaxScaleFactor));
    if (mine->longFactors != reference.longFactors)
        differences << (mine->longFactors ? Text::tr("the long factors already at s = %1").arg(wholeNumber(ropeOf(s).currentLength))
                                          : Text::tr("the short factors at s = %1").arg(wholeNumber(ropeOf(s).currentLength)));
    if (differences.isEmpty())
        return Text::tr("Engine: %1, the same numbers as the newest transformers for these settings.").arg(engine);
    return Text::tr("Engine: %1, against the newest transformers: %2.").arg(engine, differences.join(QStringLiteral("; ")));
}
