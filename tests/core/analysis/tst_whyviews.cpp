// Why sin AND cos in pairs, and why 2i/d_model: the measurements the two "why" figures print.
#include <posenc/analysis/whyexponent.h>
#include <posenc/analysis/whypairs.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/encodings/parameters.h>

#include <QTest>

#include <cmath>
#include <numbers>

using namespace posenc;

class TestWhyViews : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sineAloneCannotBeShiftedThePairCan();
    void sineScaleIsTheLeastSquaresOne();
    void fewPositionsFallBackToTheRotation();
    void sampledPositionsAreEveryStepTh();
    void differentSpeedsInOnePairHaveNoMap();
    void everyDModelLiesOnOneCurve();
    void rulesMeasured();
    void badSizesAreRefused();
};

void TestWhyViews::sineAloneCannotBeShiftedThePairCan()
{
    // d_model 60, base 10000, pair 0 (ω = 1), L 16 from pos 0, k 2: the notes' own sizes.
    const ShiftFit fast = fitShift(1.0, 0, 16, 2);
    QVERIFY2(fast.sineResidual > 0.5, qPrintable(QString::number(fast.sineResidual)));
    QVERIFY2(fast.pairResidual < 1e-14, qPrintable(QString::number(fast.pairResidual)));
    QVERIFY2(fast.pairMapError < 1e-13, qPrintable(QString::number(fast.pairMapError)));
    // The fitted pair map is M_k itself.
    const Eigen::Matrix2d rotation = offsetRotation(1.0, 2);
    QVERIFY((fast.pairMap - rotation).cwiseAbs().maxCoeff() < 1e-13);
    // A slow pair: its sine barely moves in k = 2, so the sine alone nearly works; still not rounding.
    const double slow = FrequencySpec{10000, FrequencySpacing::Paper}.angularFrequency(29, 60);
    const ShiftFit s = fitShift(slow, 0, 16, 2);
    QVERIFY(s.sineResidual < 1e-3 && s.sineResidual > 1e-6);
    QVERIFY(s.pairResidual < 1e-15);
    // Far from 0 too (the angle taken as if exact, as the PE holds it).
    QVERIFY(fitShift(1.0, 1000000, 64, -5).pairResidual < 1e-13);
}

void TestWhyViews::sineScaleIsTheLeastSquaresOne()
{
    // a = Σ x y / Σ x², independently in long double; the residual the largest misfit.
    const double omega = 0.4;
    long double xy = 0, xx = 0;
    for (int p = 3; p < 3 + 20; ++p) {
        const long double x = std::sin(0.4L * p), y = std::sin(0.4L * (p + 5));
        xy += x * y;
        xx += x * x;
    }
    const double a = double(xy / xx);
    const ShiftFit fit = fitShift(omega, 3, 20, 5);
    QVERIFY(std::abs(fit.sineScale - a) < 1e-14);
    double worst = 0;
    for (int p = 3; p < 23; ++p)
        worst = std::max(worst, std::abs(a * std::sin(0.4 * p) - std::sin(0.4 * (p + 5))));
    QVERIFY(std::abs(fit.sineResidual - worst) < 1e-13);
}

void TestWhyViews::fewPositionsFallBackToTheRotation()
{
    const ShiftFit one = fitShift(0.7, 4, 1, 3);
    QCOMPARE(one.pairMapError, 0.0);
    QVERIFY(one.pairResidual < 1e-15);
    const ShiftFit none = fitShift(0.7, 0, 0, 3);
    QCOMPARE(none.sineResidual, 0.0);
    QCOMPARE(none.pairResidual, 0.0);
}

void TestWhyViews::sampledPositionsAreEveryStepTh()
{
    QCOMPARE(sampleStep(16, 256), 1);
    QCOMPARE(sampleStep(4096, 256), 16);
    QCOMPARE(sampleStep(257, 256), 2);
    // Step 16 over 4096 positions: the fit over 0, 16, …, 4080, exactly as if those 256 were given one by one.
    const ShiftFit sampled = fitShift(0.3, 0, 4096, 2, 16);
    long double xy = 0, xx = 0;
    for (int p = 0; p < 4096; p += 16) {
        const long double x = std::sin(0.3L * p), y = std::sin(0.3L * (p + 2));
        xy += x * y;
        xx += x * x;
    }
    QVERIFY(std::abs(sampled.sineScale - double(xy / xx)) < 1e-12);
    QVERIFY(sampled.pairResidual < 1e-13);
    QVERIFY(pairMapResidual(0.3, 0.3, 0, 4096, 2, 16) < 1e-13);
    QVERIFY(pairMapResidual(0.3, 0.31, 0, 4096, 2, 16) > 1e-3);
}

void TestWhyViews::differentSpeedsInOnePairHaveNoMap()
{
    QVERIFY(pairMapResidual(0.5, 0.5, 0, 32, 3) < 1e-14);
    const double sine = columnFrequency(0, 60, 10000), cosine = columnFrequency(1, 60, 10000);
    QCOMPARE(sine, 1.0);
    QVERIFY(std::abs(cosine - std::pow(10000.0L, -1.0L / 60)) < 1e-16);
    QVERIFY2(pairMapResidual(sine, cosine, 0, 16, 2) > 1e-2,
             qPrintable(QString::number(pairMapResidual(sine, cosine, 0, 16, 2))));
}

void TestWhyViews::everyDModelLiesOnOneCurve()
{
    // Pair i of d_model 16 and pair 32 i of d_model 512 have the same exponent 2i/16 = 64i/512, and so the same
    // wavelength: one curve λ = 2π·base^x, sampled more densely by a larger d_model.
    const auto d16 = wavelengthCurve(16, 10000), d512 = wavelengthCurve(512, 10000), d60 = wavelengthCurve(60, 10000);
    QCOMPARE(int(d16.size()), 8);
    QCOMPARE(int(d512.size()), 256);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(d16[i].exponent, d512[32 * i].exponent);
        QVERIFY(std::abs(d16[i].wavelength / d512[32 * i].wavelength - 1) < 1e-15);
    }
    // Every point on 2π·base^x.
    for (const auto *curve : {&d16, &d512, &d60})
        for (const ExponentPoint &point : *curve) {
            const long double expected = 2 * std::numbers::pi_v<long double> * std::pow(10000.0L, point.exponent);
            QVERIFY(std::abs(point.wavelength / double(expected) - 1) < 1e-15); // ω rounded once, then 2π/ω
        }
    // The band ends at 2π·base^(1 − 2/d), not at the seeds' 2π·base = 62 831.9: 46 221.8 at d_model 60
    // (73.6 %), 60 611.5 at 512 (96.5 %).
    QVERIFY(std::abs(d60.back().wavelength - 46221.76) < 0.01);
    QVERIFY(std::abs(d512.back().wavelength - 60611.48) < 0.01);
    QCOMPARE(d60.front().wavelength, 2 * std::numbers::pi);
}

void TestWhyViews::rulesMeasured()
{
    const ExponentMeasure paper = measureExponentRule(ExponentRule::Paper, 60, 10000, 16, 2);
    const ExponentMeasure half = measureExponentRule(ExponentRule::HalfRange, 60, 10000, 16, 2);
    const ExponentMeasure none = measureExponentRule(ExponentRule::NoDivision, 60, 10000, 16, 2);
    const ExponentMeasure column = measureExponentRule(ExponentRule::PerColumn, 60, 10000, 16, 2);
    QVERIFY(std::abs(paper.longestWavelength - 46221.76) < 0.01);
    // i/d: the band stops at 2π·10000^(29/60) = 538.9, as base 100 would make it.
    QVERIFY(std::abs(half.longestWavelength - 2 * std::numbers::pi * std::pow(10000.0, 29.0 / 60)) < 1e-9);
    QVERIFY(std::abs(half.longestWavelength - 538.9) < 0.1);
    // 2i: every pair but pair 0 is frozen over the sequence; the paper's slow pairs only over 16 positions.
    QCOMPARE(none.frozenPairs, 29);
    QCOMPARE(paper.frozenPairs, 6); // ω₂₄·15 = 0.0095 < 0.01, ω₂₃·15 = 0.0127
    QVERIFY(pairFrequency(ExponentRule::NoDivision, 1, 60, 10000) == 1e-8);
    // One frequency per column: no 2 × 2 map takes a pair from p to p + k; the paper's pairs: rounding.
    QVERIFY(paper.pairResidual < 1e-14);
    QVERIFY(half.pairResidual < 1e-14);
    QVERIFY(column.pairResidual > 1e-2);
}

void TestWhyViews::badSizesAreRefused()
{
    QVERIFY_THROWS_EXCEPTION(ParameterError, wavelengthCurve(0, 10000));
    QVERIFY_THROWS_EXCEPTION(ParameterError, wavelengthCurve(60, 1.0));
    QVERIFY_THROWS_EXCEPTION(ParameterError, measureExponentRule(ExponentRule::Paper, 5000, 10000, 16, 2));
}

QTEST_APPLESS_MAIN(TestWhyViews)
#include "tst_whyviews.moc"
