#pragma once
/// \file wavesampling.h
/// \brief The samples that draw a wave y = f(x) on a panel of a given number of pixel columns: one per
/// pixel column, and never a false wave.
///
/// A column j of PE at L = 2048 had up to 24 samples per position (49 000 points a curve); stroking them
/// with a dashed antialiased pen took 11 s for four curves. A pixel column can show one value where the wave
/// is smooth there, or the range it sweeps where it turns within a pixel or two; taking one sample of a
/// fast wave per column would instead draw a slow false wave (aliasing).

#include <functional>
#include <vector>

namespace posenc {

/// A wave sampled for a panel: one entry per pixel column (and the two ends for a line).
struct WaveSamples
{
    /// false: a line through (x, high); true: a band, each column's lowest .. highest value.
    bool band = false;
    std::vector<double> x;    ///< in the curve's own units (positions), increasing
    std::vector<double> high; ///< the value (line) or the column's highest (band); NaN: a gap
    std::vector<double> low;  ///< band only: the column's lowest (NaN with high)
};

/// Samples of y = \a f(x) for x in [\a x0, \a x1] on \a columns pixel columns, for a wave of
/// wavelength \a wavelength (units of x; 0 or infinite: not periodic) whose amplitude spans
/// \a amplitudePixels pixels:
/// - a line, where a polyline through one point per column (its centre, and both ends) stays within a
///   quarter pixel of the wave: chord error A·(2π/λ)²/8 ≤ 1/4 for A pixels of amplitude and λ columns of
///   wavelength; at most columns + 2 samples;
/// - a band otherwise: per column its lowest and highest of samples at least 16 per wavelength (2 to 64 a
///   column, the column's edges included), what the full curve covers in that column (the min/max envelope).
/// x0 == x1 gives the one sample (x0, f(x0)) as a line. columns < 1 counts as 1.
WaveSamples sampleWave(const std::function<double(double)> &f, double x0, double x1, int columns, double wavelength,
                       double amplitudePixels);

/// \a samples (of sampleWave(), on \a columns columns over [\a x0, \a x1]) broken into dashes along x:
/// samples within \a onColumns columns kept, then \a offColumns set to NaN (a gap), the pattern starting at
/// x0. A solid pen or a fill then draws the dashes: a dashed antialiased pen along a curve that turns
/// many times costs seconds, and its dashes, measured along the curve, vanish where it is steep.
/// onColumns or offColumns <= 0 leaves \a samples unchanged.
void dashAlongX(WaveSamples &samples, double x0, double x1, int columns, double onColumns, double offColumns);

} // namespace posenc
