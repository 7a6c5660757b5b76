#include "ui/export/animation.h"
#include "ui/state/coremessage.h"

#include "ui/figures/figureregistry.h"

#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/text/nametable.h>

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <numbers>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Animation)
};

/// The command line's names (--animate; "d-model" read as "d_model" by animatedParameterFromName()).
constexpr auto parameterNames = posenc::nameTable<AnimatedParameter>({{AnimatedParameter::Position, "position"},
                                                                     {AnimatedParameter::Offset, "offset"},
                                                                     {AnimatedParameter::Base, "base"},
                                                                     {AnimatedParameter::DModel, "d_model"}});

/// The translated title of \a parameter for sentences ("位置" in Chinese; the command line keeps its names).
QString parameterTitle(AnimatedParameter parameter)
{
    switch (parameter) {
    case AnimatedParameter::Position:
        return Text::tr("position");
    case AnimatedParameter::Offset:
        return Text::tr("offset");
    case AnimatedParameter::Base:
        return Text::tr("base");
    case AnimatedParameter::DModel:
        break;
    }
    return Text::tr("d_model");
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

std::optional<QString> checkCount(const char *name, long long value, long long low, long long high)
{
    if (value >= low && value <= high)
        return std::nullopt;
    return Text::tr("%1 = %2 is out of range (allowed %3 .. %4)")
        .arg(QString::fromLatin1(name))
        .arg(value)
        .arg(low)
        .arg(high);
}

/// The check of one end, \a value, of the animated \a parameter in \a session: nullopt or the message
/// (worded as the core's checks, parameters.h, with the value as given).
std::optional<QString> checkEnd(AnimatedParameter parameter, double value, const Session &session, bool realValues)
{
    const auto inRange = [value](const char *name, double low, double high, bool whole) -> std::optional<QString> {
        if (whole && !(std::isfinite(value) && value == std::round(value)))
            return Text::tr("%1 = %2 is not a whole number").arg(QString::fromLatin1(name), number(value));
        if (value >= low && value <= high)
            return std::nullopt;
        return Text::tr("%1 = %2 is out of range (allowed %3 .. %4)")
            .arg(QString::fromLatin1(name), number(value), number(low), number(high));
    };
    const double first = session.scheme.firstPosition;
    const double length = session.length;
    switch (parameter) {
    case AnimatedParameter::Position:
        return inRange("position pos", first, first + length - 1, !realValues);
    case AnimatedParameter::Offset:
        return inRange("offset k", -length, length, true);
    case AnimatedParameter::Base:
        if (const auto message = posenc::checkBase(value))
            return coreMessage(*message);
        return std::nullopt;
    case AnimatedParameter::DModel: {
        if (const auto message = inRange("d_model", posenc::limits::minDModel, posenc::limits::maxDModel, true))
            return message;
        // The layout's and the convention's own lower ends, as --d-model checks them: halves-padded
        // needs 2, fairseq 4. The other frames lie between the two ends checked.
        posenc::SinusoidalScheme scheme = session.scheme;
        scheme.layout.dModel = static_cast<int>(value);
        if (const auto convention = posenc::conventionOf(scheme))
            if (const auto message = posenc::checkConvention(*convention, scheme.dModel()))
                return coreMessage(*message);
        for (const posenc::Message &message : posenc::validate(scheme))
            return coreMessage(message);
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace

QString animatedParameterName(AnimatedParameter parameter)
{
    return QString::fromLatin1(parameterNames.name(parameter));
}

std::optional<AnimatedParameter> animatedParameterFromName(const QString &name)
{
    QString key = name.trimmed().toLower();
    key.replace(QLatin1Char('-'), QLatin1Char('_'));
    return parameterNames.value(key.toStdString());
}

QString animatedParameterNames()
{
    return QString::fromStdString(parameterNames.joined("|"));
}

std::optional<QString> checkFrames(long long frames)
{
    return checkCount("frames", frames, AnimationSpec::minFrames, AnimationSpec::maxFrames);
}

std::optional<QString> checkFps(long long fps)
{
    return checkCount("fps", fps, AnimationSpec::minFps, AnimationSpec::maxFps);
}

double AnimationPlan::rawValue(int frame) const
{
    const double steps = seamless ? frames : std::max(1, frames - 1);
    const double t = frame / steps;
    if (parameter == AnimatedParameter::Base)
        return from * std::pow(to / from, t); // geometric, as the base slider
    // Exact at both ends (from + t (to − from) can miss to by a rounding).
    if (!seamless && frame == frames - 1)
        return to;
    return from + t * (to - from);
}

double AnimationPlan::value(int frame) const
{
    const double raw = rawValue(frame);
    if (realValues || parameter == AnimatedParameter::Base)
        return raw;
    if (evenValues)
        return 2.0 * std::round(raw / 2.0);
    return std::round(raw);
}

Session AnimationPlan::frameSession(int frame) const
{
    Session next = session;
    const double v = value(frame);
    switch (parameter) {
    case AnimatedParameter::Position:
        // A real position is drawn by the figure (framePosition()); the session keeps a whole one.
        next.selection.position = static_cast<int>(std::round(std::clamp(v, -1e9, 1e9)));
        break;
    case AnimatedParameter::Offset:
        next.selection.offset = static_cast<int>(v);
        break;
    case AnimatedParameter::Base:
        next.scheme.frequencies.base = v;
        break;
    case AnimatedParameter::DModel:
        next.scheme.layout.dModel = static_cast<int>(v);
        break;
    }
    return next.clamped();
}

std::optional<double> AnimationPlan::framePosition(int frame) const
{
    if (parameter != AnimatedParameter::Position || !realValues)
        return std::nullopt;
    return value(frame);
}

QString AnimationPlan::description() const
{
    QString range = QStringLiteral("%1 %2 .. %3").arg(parameterTitle(parameter), number(from), number(to));
    if (turningPair >= 0)
        range += Text::tr(" (one turn of pair %1, a seamless loop)").arg(turningPair);
    else if (parameter == AnimatedParameter::Base)
        range += Text::tr(" (geometric)");
    return Text::tr("%1, %2 frames at %3 fps").arg(range).arg(frames).arg(fps);
}

std::variant<AnimationPlan, AnimationProblem> planAnimation(const AnimationSpec &spec, const Session &session,
                                                            Figure figure)
{
    using Field = AnimationProblem::Field;
    if (const auto problem = checkFrames(spec.frames))
        return AnimationProblem{Field::Spec, *problem};
    if (const auto problem = checkFps(spec.fps))
        return AnimationProblem{Field::Spec, *problem};
    if (spec.from.has_value() != spec.to.has_value())
        return AnimationProblem{spec.from ? Field::To : Field::From,
                                Text::tr("give both ends of the range (from and to), or neither for the default")};

    AnimationPlan plan;
    plan.parameter = spec.parameter;
    plan.frames = spec.frames;
    plan.fps = spec.fps;
    plan.session = session.clamped();
    const Session &s = plan.session;
    const bool realPositions = figureEntry(figure).realPosition;
    plan.realValues = spec.parameter == AnimatedParameter::Position && realPositions;

    if (spec.from) {
        if (const auto problem = checkEnd(spec.parameter, *spec.from, s, plan.realValues))
            return AnimationProblem{Field::From, *problem};
        if (const auto problem = checkEnd(spec.parameter, *spec.to, s, plan.realValues))
            return AnimationProblem{Field::To, *problem};
        plan.from = *spec.from;
        plan.to = *spec.to;
    } else {
        switch (spec.parameter) {
        case AnimatedParameter::Position:
            if (realPositions) {
                // One turn of the selected pair: λᵢ = 2π/ωᵢ positions, the last frame one step short of it.
                const int pair = s.scheme.layout.pairOf(s.selection.dimension);
                const double omega = posenc::angularFrequencies(s.scheme)(pair);
                plan.from = s.selection.position;
                plan.to = s.selection.position + 2.0 * std::numbers::pi / omega;
                plan.seamless = true;
                plan.turningPair = pair;
            } else {
                plan.from = s.scheme.firstPosition;
                plan.to = s.scheme.firstPosition + s.length - 1;
            }
            break;
        case AnimatedParameter::Offset:
            plan.from = 0;
            plan.to = s.length - 1;
            break;
        case AnimatedParameter::Base:
            plan.from = 10;
            plan.to = 1e6;
            break;
        case AnimatedParameter::DModel:
            // From the smallest even d_model the layout and convention allow (2; fairseq 4).
            plan.from = 2;
            while (plan.from < posenc::limits::maxDModel && checkEnd(spec.parameter, plan.from, s, false))
                plan.from += 2;
            plan.to = std::max(plan.from + 2, double(s.scheme.dModel() + s.scheme.dModel() % 2));
            break;
        }
    }
    plan.evenValues = spec.parameter == AnimatedParameter::DModel && std::fmod(plan.from, 2.0) == 0
                      && std::fmod(plan.to, 2.0) == 0;
    return plan;
}
