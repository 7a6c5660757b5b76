#include <posenc/analysis/wavesampling.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace posenc {

WaveSamples sampleWave(const std::function<double(double)> &f, double x0, double x1, int columns, double wavelength,
                       double amplitudePixels)
{
    WaveSamples out;
    columns = std::max(1, columns);
    if (!(x1 > x0)) {
        out.x = {x0};
        out.high = {f(x0)};
        return out;
    }
    const double columnWidth = (x1 - x0) / columns; // x per pixel column
    const bool periodic = wavelength > 0 && std::isfinite(wavelength);
    const double wavelengthColumns = periodic ? wavelength / columnWidth : std::numeric_limits<double>::infinity();
    // Chord error of one vertex per column: A·(2π/λ)²/8 pixels for a sine of A pixels, λ columns.
    const double turn = 2 * std::numbers::pi / wavelengthColumns;
    out.band = std::max(0.0, amplitudePixels) * turn * turn / 8 > 0.25;
    if (!out.band) {
        out.x.reserve(static_cast<std::size_t>(columns) + 2);
        out.x.push_back(x0);
        for (int c = 0; c < columns; ++c)
            out.x.push_back(x0 + (c + 0.5) * columnWidth);
        out.x.push_back(x1);
        out.high.reserve(out.x.size());
        for (const double x : out.x)
            out.high.push_back(f(x));
        return out;
    }
    // At least 16 samples a wavelength, and the column's two edges.
    const int perColumn = std::clamp(static_cast<int>(std::ceil(16.0 / wavelengthColumns)) + 1, 2, 64);
    out.x.resize(columns);
    out.high.resize(columns);
    out.low.resize(columns);
    for (int c = 0; c < columns; ++c) {
        double low = std::numeric_limits<double>::infinity();
        double high = -low;
        for (int s = 0; s < perColumn; ++s) {
            const double x = c + 1 == columns && s + 1 == perColumn ? x1 // the last column ends at x1 exactly
                                                                   : x0 + (c + double(s) / (perColumn - 1)) * columnWidth;
            const double y = f(x);
            low = std::min(low, y);
            high = std::max(high, y);
        }
        out.x[c] = x0 + (c + 0.5) * columnWidth;
        out.low[c] = low;
        out.high[c] = high;
    }
    return out;
}

void dashAlongX(WaveSamples &samples, double x0, double x1, int columns, double onColumns, double offColumns)
{
    if (onColumns <= 0 || offColumns <= 0 || !(x1 > x0))
        return;
    const double perColumn = std::max(1, columns) / (x1 - x0);
    const double period = onColumns + offColumns;
    constexpr double gap = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t k = 0; k < samples.x.size(); ++k) {
        if (std::fmod((samples.x[k] - x0) * perColumn, period) < onColumns)
            continue;
        samples.high[k] = gap;
        if (k < samples.low.size())
            samples.low[k] = gap;
    }
}

} // namespace posenc
