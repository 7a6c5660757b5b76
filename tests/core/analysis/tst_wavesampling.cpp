// Wave sampling: one sample per pixel column, a column's whole range where the wave turns within it (no
// aliased false wave), dashes along x as gaps.
#include <posenc/analysis/wavesampling.h>

#include <QTest>

#include <cmath>
#include <numbers>

namespace {
constexpr double pi = std::numbers::pi;

/// The lowest and highest of f over [a, b], from 10 000 samples.
std::pair<double, double> rangeOver(const std::function<double(double)> &f, double a, double b)
{
    double low = INFINITY, high = -INFINITY;
    for (int s = 0; s <= 10000; ++s) {
        const double y = f(a + (b - a) * s / 10000.0);
        low = std::min(low, y);
        high = std::max(high, y);
    }
    return {low, high};
}
} // namespace

class TestWaveSampling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void smoothWaveIsALineOnePointPerColumn();
    void fastWaveIsEachColumnsRange();
    void oneSamplePerColumnWouldAlias();
    void thresholdFollowsTheChordError();
    void dashesAreGapsAlongX();
    void degenerateRanges();
};

void TestWaveSampling::smoothWaveIsALineOnePointPerColumn()
{
    // PE's pair 0 at L 16 on 1700 columns: wavelength 2π positions = 667 columns.
    const auto f = [](double pos) { return std::sin(pos); };
    const posenc::WaveSamples s = posenc::sampleWave(f, 0, 15, 1700, 2 * pi, 400);
    QVERIFY(!s.band);
    QCOMPARE(s.x.size(), std::size_t(1702)); // both ends and every column's centre
    QCOMPARE(s.x.front(), 0.0);
    QCOMPARE(s.x.back(), 15.0);
    QVERIFY(s.low.empty());
    for (std::size_t k = 0; k < s.x.size(); ++k) {
        QCOMPARE(s.high[k], f(s.x[k]));
        if (k > 0)
            QVERIFY(s.x[k] > s.x[k - 1]);
    }
}

void TestWaveSampling::fastWaveIsEachColumnsRange()
{
    // Pair 2 of d_model 512 at L 2048 on 1780 columns: 6.75 positions = 5.9 columns a wavelength.
    const double omega = std::pow(10000.0, -4.0 / 512);
    const auto f = [omega](double pos) { return std::sin(omega * pos); };
    const int columns = 1780;
    const posenc::WaveSamples s = posenc::sampleWave(f, 0, 2047, columns, 2 * pi / omega, 390);
    QVERIFY(s.band);
    QCOMPARE(s.x.size(), std::size_t(columns)); // one per column
    QCOMPARE(s.low.size(), std::size_t(columns));
    const double width = 2047.0 / columns;
    double worst = 0;
    for (int c = 0; c < columns; ++c) {
        const auto [low, high] = rangeOver(f, c * width, (c + 1) * width);
        // Every sample lies on the curve's range in its column, and covers it to within 16 samples a wavelength.
        QVERIFY(s.low[c] >= low - 1e-12 && s.high[c] <= high + 1e-12);
        worst = std::max({worst, s.low[c] - low, high - s.high[c]});
        QCOMPARE(s.x[c], (c + 0.5) * width);
    }
    QVERIFY2(worst < 1 - std::cos(pi / 16) + 1e-9, qPrintable(QString::number(worst)));
}

void TestWaveSampling::oneSamplePerColumnWouldAlias()
{
    // A wave of exactly one column's wavelength: one sample per column sees a constant (a false flat line);
    // the band sees every column sweep -1 .. 1.
    const auto f = [](double x) { return std::sin(2 * pi * x + 0.3); };
    const posenc::WaveSamples s = posenc::sampleWave(f, 0, 100, 100, 1.0, 100);
    QVERIFY(s.band);
    for (std::size_t c = 0; c < s.x.size(); ++c) {
        QVERIFY2(s.high[c] > 0.99 && s.low[c] < -0.99, qPrintable(QString("column %1").arg(c)));
    }
}

void TestWaveSampling::thresholdFollowsTheChordError()
{
    // A·(2π/λ)²/8 ≤ 1/4 pixel: λ = 2π·sqrt(A/2) columns is the boundary.
    const auto f = [](double x) { return std::sin(x); };
    const double amplitude = 200;
    const double boundary = 2 * pi * std::sqrt(amplitude / 2); // columns
    // One column = one unit of x: the wavelength in columns is the wavelength.
    QVERIFY(!posenc::sampleWave(f, 0, 1000, 1000, boundary * 1.01, amplitude).band);
    QVERIFY(posenc::sampleWave(f, 0, 1000, 1000, boundary * 0.99, amplitude).band);
    // Not periodic: a line.
    QVERIFY(!posenc::sampleWave(f, 0, 1000, 1000, 0, amplitude).band);
}

void TestWaveSampling::dashesAreGapsAlongX()
{
    const auto f = [](double x) { return std::cos(x); };
    posenc::WaveSamples s = posenc::sampleWave(f, 0, 300, 300, 1.0, 100); // a band, one sample per column
    posenc::dashAlongX(s, 0, 300, 300, 8, 4);
    int gaps = 0;
    for (std::size_t c = 0; c < s.x.size(); ++c) {
        const double phase = std::fmod(s.x[c], 12.0); // column c's centre, c + 0.5
        QCOMPARE(std::isnan(s.high[c]), phase >= 8);
        QCOMPARE(std::isnan(s.low[c]), phase >= 8);
        gaps += std::isnan(s.high[c]);
    }
    QCOMPARE(gaps, 100); // 4 of every 12 columns
    posenc::WaveSamples untouched = posenc::sampleWave(f, 0, 300, 300, 1.0, 100);
    posenc::dashAlongX(untouched, 0, 300, 300, 0, 4);
    QCOMPARE(std::count_if(untouched.high.begin(), untouched.high.end(), [](double y) { return std::isnan(y); }), 0);
}

void TestWaveSampling::degenerateRanges()
{
    const auto f = [](double x) { return 2 * x; };
    const posenc::WaveSamples one = posenc::sampleWave(f, 3, 3, 500, 1.0, 100);
    QCOMPARE(one.x, std::vector<double>{3.0});
    QCOMPARE(one.high, std::vector<double>{6.0});
    QVERIFY(!one.band);
    const posenc::WaveSamples noColumns = posenc::sampleWave(f, 0, 1, 0, 0, 100); // counts as one column
    QCOMPARE(noColumns.x, (std::vector<double>{0.0, 0.5, 1.0}));
}

QTEST_APPLESS_MAIN(TestWaveSampling)
#include "tst_wavesampling.moc"
