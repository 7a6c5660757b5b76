#include <posenc/numbers/numberformat.h>

#include <cmath>
#include <limits>

namespace posenc {

namespace {

struct Format
{
    NumberFormat format;
    int bits;  ///< significand bits, the leading one included
    int emin;  ///< exponent of the smallest normal
    int emax;  ///< exponent of the largest finite
};
constexpr Format formats[] = {
    {NumberFormat::Float64, 53, -1022, 1023},
    {NumberFormat::Float32, 24, -126, 127},
    {NumberFormat::BFloat16, 8, -126, 127},
    {NumberFormat::Float16, 11, -14, 15},
};

const Format &formatOf(NumberFormat f)
{
    for (const Format &x : formats)
        if (x.format == f)
            return x;
    return formats[0];
}

} // namespace

double roundTo(double x, NumberFormat format)
{
    if (format == NumberFormat::Float64 || x == 0 || !std::isfinite(x))
        return x;
    // IEEE 754's conversion to binary32 is this rounding (nearest, ties to even, overflow to infinity,
    // subnormals), in one instruction: the figures round hundreds of thousands of angles a frame.
    if (format == NumberFormat::Float32)
        return static_cast<double>(static_cast<float>(x));
    const Format &f = formatOf(format);
    // The quantum (unit in the last place) of x's binade, or of the subnormals below the smallest normal;
    // x / quantum and the product back are exact (powers of two), nearbyint rounds half to even.
    const int e = std::max(std::ilogb(x), f.emin);
    const double quantum = std::ldexp(1.0, e - f.bits + 1);
    const double r = std::nearbyint(x / quantum) * quantum;
    const double largest = std::ldexp(2.0 - std::ldexp(1.0, 1 - f.bits), f.emax);
    if (std::abs(r) > largest)
        return std::copysign(std::numeric_limits<double>::infinity(), x);
    return r;
}

double ropeAngleIn(double position, double theta, NumberFormat format)
{
    return roundTo(roundTo(position, format) * roundTo(theta, format), format);
}

double firstCollidingPosition(NumberFormat format)
{
    // Integers are exact up to 2^bits; 2^bits + 1 is the first to round to its neighbour (a tie, to even).
    return std::ldexp(1.0, formatOf(format).bits) + 1;
}

double cosIn(double angle, NumberFormat format)
{
    if (format == NumberFormat::Float64)
        return std::cos(angle);
    return roundTo(roundTo(std::cos(angle), NumberFormat::Float32), format);
}

double sinIn(double angle, NumberFormat format)
{
    if (format == NumberFormat::Float64)
        return std::sin(angle);
    return roundTo(roundTo(std::sin(angle), NumberFormat::Float32), format);
}

} // namespace posenc
