// What an animation's frames show: linear and geometric interpolation, rounding, the clock's seamless
// turn, the default ranges, and the checks of frames, fps, from and to (naming the value and the range).
#include "ui/export/animation.h"

#include <posenc/encodings/conventions.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <cmath>
#include <numbers>

namespace {

AnimationPlan planOf(const AnimationSpec &spec, const Session &session, Figure figure)
{
    const auto planned = planAnimation(spec, session, figure);
    if (const auto *problem = std::get_if<AnimationProblem>(&planned))
        qFatal("no plan: %s", qPrintable(problem->message));
    return std::get<AnimationPlan>(planned);
}

AnimationProblem problemOf(const AnimationSpec &spec, const Session &session, Figure figure)
{
    const auto planned = planAnimation(spec, session, figure);
    if (!std::holds_alternative<AnimationProblem>(planned))
        qFatal("a plan where a problem was expected");
    return std::get<AnimationProblem>(planned);
}

AnimationSpec spec(AnimatedParameter parameter, std::optional<double> from = {}, std::optional<double> to = {},
                   int frames = 64)
{
    AnimationSpec s;
    s.parameter = parameter;
    s.from = from;
    s.to = to;
    s.frames = frames;
    return s;
}

} // namespace

class TestAnimation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parameterNames();
    void clockPositionTurnsOnceSeamlessly();
    void heatMapPositionRunsOverTheSequence();
    void givenRangeIsInterpolatedLinearly();
    void baseIsGeometric();
    void dModelTakesEvenValues();
    void offsetDefault();
    void badRanges_data();
    void badRanges();
    void dModelEndsFollowTheLayoutAndConvention();
    void framesAndFpsRanges();
};

void TestAnimation::parameterNames()
{
    QCOMPARE(animatedParameterNames(), QStringLiteral("position|offset|base|d_model"));
    QCOMPARE(animatedParameterFromName(QStringLiteral("d_model")), std::optional(AnimatedParameter::DModel));
    QCOMPARE(animatedParameterFromName(QStringLiteral("d-model")), std::optional(AnimatedParameter::DModel));
    QCOMPARE(animatedParameterFromName(QStringLiteral("Base")), std::optional(AnimatedParameter::Base));
    QVERIFY(!animatedParameterFromName(QStringLiteral("speed")));
    for (const auto parameter : {AnimatedParameter::Position, AnimatedParameter::Offset, AnimatedParameter::Base,
                                 AnimatedParameter::DModel})
        QCOMPARE(animatedParameterFromName(animatedParameterName(parameter)), std::optional(parameter));
}

void TestAnimation::clockPositionTurnsOnceSeamlessly()
{
    Session session = Session::defaults();
    session.selection.position = 3;
    for (const int pair : {0, 1, 5}) {
        session.selection.dimension = session.scheme.layout.selectionColumn(pair);
        const int frames = 48;
        const AnimationPlan plan = planOf(spec(AnimatedParameter::Position, {}, {}, frames), session, Figure::Clock);
        QVERIFY(plan.seamless);
        QVERIFY(plan.realValues);
        QCOMPARE(plan.turningPair, pair);
        const double omega = posenc::angularFrequencies(session.scheme)(pair);
        QCOMPARE(plan.from, 3.0);
        QCOMPARE(plan.to, 3.0 + 2 * std::numbers::pi / omega);
        // The first frame's angle; the last frame one step short of a whole turn, so that the next step is
        // the first frame again: ω (last + step) − ω first = 2π.
        const double step = plan.value(1) - plan.value(0);
        QVERIFY(std::abs(omega * (plan.value(frames - 1) + step) - omega * plan.value(0) - 2 * std::numbers::pi) < 1e-9);
        QVERIFY(plan.value(frames - 1) < plan.to);
        QCOMPARE(plan.framePosition(0), std::optional<double>(3.0));
        // Real positions for the clock; the session keeps a whole one.
        QVERIFY(plan.value(1) != std::round(plan.value(1)));
        QCOMPARE(plan.frameSession(1).selection.position, int(std::round(std::min(plan.value(1), 15.0))));
    }
    QVERIFY(planOf(spec(AnimatedParameter::Position), session, Figure::Clock).description().contains(QStringLiteral("seamless")));
}

void TestAnimation::heatMapPositionRunsOverTheSequence()
{
    Session session = Session::defaults();
    session.scheme.firstPosition = 10;
    session.selection.position = 12;
    const AnimationPlan plan = planOf(spec(AnimatedParameter::Position, {}, {}, 7), session, Figure::Encoding);
    QVERIFY(!plan.seamless && !plan.realValues);
    QCOMPARE(plan.from, 10.0);
    QCOMPARE(plan.to, 10.0 + session.length - 1);
    QCOMPARE(plan.value(0), 10.0);
    QCOMPARE(plan.value(6), 25.0);
    for (int f = 0; f < 7; ++f) {
        QCOMPARE(plan.value(f), std::round(plan.value(f))); // whole positions
        QCOMPARE(plan.frameSession(f).selection.position, int(plan.value(f)));
        QVERIFY(!plan.framePosition(f));
    }
    QCOMPARE(plan.value(3), 18.0); // 10 + 3 · 15/6 = 17.5, rounded away from 0
}

void TestAnimation::givenRangeIsInterpolatedLinearly()
{
    const Session session = Session::defaults();
    const AnimationPlan clock = planOf(spec(AnimatedParameter::Position, 2, 6, 5), session, Figure::Clock);
    QCOMPARE((QList<double>{clock.value(0), clock.value(1), clock.value(2), clock.value(3), clock.value(4)}),
             (QList<double>{2, 3, 4, 5, 6}));
    const AnimationPlan real = planOf(spec(AnimatedParameter::Position, 0, 1.5, 4), session, Figure::Clock);
    QCOMPARE(real.value(1), 0.5); // the clock takes positions between whole ones
    QVERIFY(!real.seamless);
    const AnimationPlan offset = planOf(spec(AnimatedParameter::Offset, -4, 4, 3), session, Figure::Relative);
    QCOMPARE(offset.frameSession(0).selection.offset, -4);
    QCOMPARE(offset.frameSession(1).selection.offset, 0);
    QCOMPARE(offset.frameSession(2).selection.offset, 4);
}

void TestAnimation::baseIsGeometric()
{
    const Session session = Session::defaults();
    const AnimationPlan plan = planOf(spec(AnimatedParameter::Base, {}, {}, 5), session, Figure::Wavelength);
    QCOMPARE(plan.from, 10.0);
    QCOMPARE(plan.to, 1e6);
    QCOMPARE(plan.value(0), 10.0);
    QCOMPARE(plan.value(4), 1e6);
    QVERIFY(std::abs(plan.value(2) - 1e3 * std::sqrt(10.0)) < 1e-9); // the middle on a log scale: 10^3.5
    QVERIFY(std::abs(plan.value(1) / plan.value(0) - plan.value(3) / plan.value(2)) < 1e-12); // equal ratios
    QCOMPARE(plan.frameSession(2).scheme.frequencies.base, plan.value(2));
}

void TestAnimation::dModelTakesEvenValues()
{
    Session session = Session::defaults(); // d_model 60
    const AnimationPlan plan = planOf(spec(AnimatedParameter::DModel, {}, {}, 10), session, Figure::Encoding);
    QCOMPARE(plan.from, 2.0);
    QCOMPARE(plan.to, 60.0);
    QVERIFY(plan.evenValues);
    for (int f = 0; f < 10; ++f) {
        QCOMPARE(std::fmod(plan.value(f), 2.0), 0.0);
        QCOMPARE(plan.frameSession(f).scheme.dModel(), int(plan.value(f)));
    }
    QCOMPARE(plan.value(9), 60.0);
    const AnimationPlan odd = planOf(spec(AnimatedParameter::DModel, 3, 9, 4), session, Figure::Encoding);
    QVERIFY(!odd.evenValues);
    QCOMPARE(odd.value(1), 5.0);
    // The selected dimension stays inside the smaller widths.
    session.selection.dimension = 59;
    QVERIFY(planOf(spec(AnimatedParameter::DModel), session, Figure::Encoding).frameSession(0).selection.dimension < 2);
}

void TestAnimation::offsetDefault()
{
    const Session session = Session::defaults();
    const AnimationPlan plan = planOf(spec(AnimatedParameter::Offset, {}, {}, 16), session, Figure::Relative);
    QCOMPARE(plan.from, 0.0);
    QCOMPARE(plan.to, double(session.length - 1));
    QCOMPARE(plan.frameSession(15).selection.offset, session.length - 1);
}

void TestAnimation::badRanges_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<Figure>("figure");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("message");
    using P = AnimatedParameter;
    using F = AnimationProblem::Field;
    QTest::newRow("position past L") << int(P::Position) << Figure::Encoding << 0.0 << 99.0 << int(F::To)
                                     << "position pos = 99 is out of range (allowed 0 .. 15)";
    QTest::newRow("position before start") << int(P::Position) << Figure::Clock << -1.0 << 3.0 << int(F::From)
                                           << "position pos = -1 is out of range (allowed 0 .. 15)";
    QTest::newRow("heat map position between rows") << int(P::Position) << Figure::Encoding << 0.5 << 3.0
                                                    << int(F::From) << "position pos = 0.5 is not a whole number";
    QTest::newRow("offset past L") << int(P::Offset) << Figure::Relative << -17.0 << 0.0 << int(F::From)
                                   << "offset k = -17 is out of range (allowed -16 .. 16)";
    QTest::newRow("offset fraction") << int(P::Offset) << Figure::Relative << 0.0 << 2.5 << int(F::To)
                                     << "offset k = 2.5 is not a whole number";
    QTest::newRow("base 1") << int(P::Base) << Figure::Wavelength << 1.0 << 100.0 << int(F::From)
                            << "base = 1 is out of range (allowed: finite, greater than 1, at most 1e+12)";
    QTest::newRow("d_model 5000") << int(P::DModel) << Figure::Encoding << 2.0 << 5000.0 << int(F::To)
                                  << "d_model = 5000 is out of range (allowed 1 .. 4096)";
    QTest::newRow("d_model huge") << int(P::DModel) << Figure::Encoding << 2.0 << 1e300 << int(F::To)
                                  << "d_model = 1e+300 is out of range (allowed 1 .. 4096)";
}

void TestAnimation::badRanges()
{
    QFETCH(int, parameter);
    QFETCH(Figure, figure);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, field);
    QFETCH(QString, message);
    const AnimationProblem problem =
        problemOf(spec(AnimatedParameter(parameter), from, to), Session::defaults(), figure);
    QCOMPARE(int(problem.field), field);
    QVERIFY2(problem.message.startsWith(message), qPrintable(problem.message));
}

void TestAnimation::dModelEndsFollowTheLayoutAndConvention()
{
    // `--animate d_model --from 1` drew frames for values --d-model refuses (issue 27 item 10).
    Session padded = Session::defaults();
    padded.scheme.layout.order = posenc::PairOrder::HalvesZeroPadded;
    AnimationProblem problem = problemOf(spec(AnimatedParameter::DModel, 1.0, 8.0), padded, Figure::Encoding);
    QCOMPARE(int(problem.field), int(AnimationProblem::Field::From));
    QVERIFY2(problem.message.startsWith(QStringLiteral("d_model = 1 is out of range for the halves-padded layout")),
             qPrintable(problem.message));
    QVERIFY(std::holds_alternative<AnimationPlan>(planAnimation(spec(AnimatedParameter::DModel, 2.0, 8.0), padded,
                                                                Figure::Encoding)));

    Session fairseq = Session::defaults();
    fairseq.scheme = posenc::conventionScheme(posenc::Convention::Fairseq, 60);
    problem = problemOf(spec(AnimatedParameter::DModel, 2.0, 8.0), fairseq, Figure::Encoding);
    QCOMPARE(int(problem.field), int(AnimationProblem::Field::From));
    QVERIFY2(problem.message.startsWith(QStringLiteral("d_model = 2 is out of range for fairseq (allowed 4 .. 4096")),
             qPrintable(problem.message));
    problem = problemOf(spec(AnimatedParameter::DModel, 8.0, 3.0), fairseq, Figure::Encoding);
    QCOMPARE(int(problem.field), int(AnimationProblem::Field::To));
    QVERIFY(std::holds_alternative<AnimationPlan>(planAnimation(spec(AnimatedParameter::DModel, 4.0, 8.0), fairseq,
                                                                Figure::Encoding)));
    // The default range starts where fairseq can: 4.
    const auto planned = planAnimation(spec(AnimatedParameter::DModel), fairseq, Figure::Encoding);
    QVERIFY(std::holds_alternative<AnimationPlan>(planned));
    QCOMPARE(std::get<AnimationPlan>(planned).from, 4.0);
    QCOMPARE(std::get<AnimationPlan>(planned).to, 60.0);
}

void TestAnimation::framesAndFpsRanges()
{
    QCOMPARE(checkFrames(1), std::optional<QString>(QStringLiteral("frames = 1 is out of range (allowed 2 .. 1000)")));
    QCOMPARE(checkFrames(1001), std::optional<QString>(QStringLiteral("frames = 1001 is out of range (allowed 2 .. 1000)")));
    QVERIFY(!checkFrames(2) && !checkFrames(1000));
    QCOMPARE(checkFps(0), std::optional<QString>(QStringLiteral("fps = 0 is out of range (allowed 1 .. 50)")));
    QCOMPARE(checkFps(60), std::optional<QString>(QStringLiteral("fps = 60 is out of range (allowed 1 .. 50)")));
    QVERIFY(!checkFps(1) && !checkFps(50));
    AnimationSpec s = spec(AnimatedParameter::Position);
    s.frames = 0;
    QCOMPARE(problemOf(s, Session::defaults(), Figure::Clock).field, AnimationProblem::Field::Spec);
    s = spec(AnimatedParameter::Position, 1.0, {});
    QCOMPARE(problemOf(s, Session::defaults(), Figure::Clock).field, AnimationProblem::Field::To);
}

QTEST_GUILESS_MAIN(TestAnimation)
#include "tst_animation.moc"
