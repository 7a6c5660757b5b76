#pragma once
/// \file animation.h
/// \brief What an exported animation shows: one parameter (position, offset, base or d_model) moving
/// from A to B over N frames at R frames per second, and the session each frame is drawn from.
///
/// Frame f of N shows
/// - from + f (to − from) / (N − 1): the first frame shows A, the last B (position, offset, d_model;
///   whole numbers rounded, d_model to even numbers when A and B are even);
/// - from · (to / from)^(f / (N − 1)) for the base: geometric, as the base slider is logarithmic;
/// - for the clock's position without A and B, one turn of the selected pair i, seamless:
///   pos₀ + f λᵢ / N with λᵢ = 2π/ωᵢ, so that frame N would be frame 0 again and the loop has no repeated
///   frame. The clock draws a position between whole ones at its true angle ωᵢ·pos.

#include "ui/figures/figure.h"
#include "ui/state/session.h"

#include <QString>

#include <optional>
#include <variant>

/// The parameter an animation moves.
enum class AnimatedParameter { Position, Offset, Base, DModel };

/// `--animate` name: "position", "offset", "base", "d_model".
QString animatedParameterName(AnimatedParameter parameter);
/// The parameter named \a name ("d-model" is read as "d_model"), or std::nullopt.
std::optional<AnimatedParameter> animatedParameterFromName(const QString &name);
/// "position|offset|base|d_model", for messages and help.
QString animatedParameterNames();

/// What the user asked for (command line or dialog); from and to are both given or both defaulted.
struct AnimationSpec
{
    AnimatedParameter parameter = AnimatedParameter::Position;
    std::optional<double> from; ///< A; with to, or both std::nullopt for the default range
    std::optional<double> to;   ///< B
    int frames = defaultFrames;
    int fps = defaultFps;

    static constexpr int minFrames = 2;
    static constexpr int maxFrames = 1000;
    static constexpr int defaultFrames = 64;
    /// GIF delays are whole 1/100 s, and viewers show delays under 2/100 s as 1/10 s: at most 50 fps.
    static constexpr int minFps = 1;
    static constexpr int maxFps = 50;
    static constexpr int defaultFps = 25;
};

/// nullopt when \a frames (resp. \a fps) is allowed, else "frames = 1 is out of range (allowed 2 .. 1000)".
std::optional<QString> checkFrames(long long frames);
std::optional<QString> checkFps(long long fps);

/// An animation resolved against a session and a figure: every frame's value and session.
struct AnimationPlan
{
    AnimatedParameter parameter = AnimatedParameter::Position;
    double from = 0;
    double to = 0;
    int frames = AnimationSpec::defaultFrames;
    int fps = AnimationSpec::defaultFps;
    /// A loop: frame f at from + f (to − from) / N (frame N would equal frame 0), else at
    /// from + f (to − from) / (N − 1) (the last frame shows to).
    bool seamless = false;
    /// Whether values are used as they are (the clock's position between whole ones) or rounded.
    bool realValues = false;
    /// d_model's values are rounded to even numbers (both ends even).
    bool evenValues = false;
    /// For the seamless turn: the pair whose turn it is, else -1.
    int turningPair = -1;
    Session session; ///< every frame's session but for the parameter

    /// The value of frame \a frame, 0 .. frames − 1, before rounding.
    double rawValue(int frame) const;
    /// The value frame \a frame shows: rawValue() rounded as the parameter needs (see realValues,
    /// evenValues).
    double value(int frame) const;
    /// The session frame \a frame is drawn from: session with the parameter set to value() (whole) and
    /// everything brought into range (Session::clamped()).
    Session frameSession(int frame) const;
    /// The position to draw instead of the session's whole one, for figures that show real positions
    /// (FigureEntry::realPosition): value() when the position moves with realValues, else nullopt.
    std::optional<double> framePosition(int frame) const;
    /// One line saying what moves, e.g. "position 1 .. 7.28 (one turn of pair 0, a seamless loop),
    /// 64 frames at 25 fps".
    QString description() const;
};

/// Why a plan cannot be made: which end (or the spec as a whole) and the message, which names the value
/// and the allowed range.
struct AnimationProblem
{
    enum class Field { From, To, Spec } field;
    QString message;
};

/// Resolves \a spec for \a figure shown from \a session. Without from and to:
/// - position: for a figure that shows real positions (the clock), one seamless turn of the selected
///   pair from the session's pos; else the sequence, first position .. last;
/// - offset: 0 .. L − 1; base: 10 .. 1e6 (geometric); d_model: 2 (fairseq: 4) .. the session's d_model
///   (at least 2 more), even values.
/// Given from and to are checked against the session: position within first .. last position (whole
/// numbers unless the figure shows real positions), offset −L .. L, base finite > 1 and ≤ 1e12 (the
/// core's ranges), d_model 1 .. 4096 (halves-padded from 2, fairseq from 4, as --d-model); offset and
/// d_model whole numbers.
std::variant<AnimationPlan, AnimationProblem> planAnimation(const AnimationSpec &spec, const Session &session,
                                                            Figure figure);
