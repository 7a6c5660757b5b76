#include <posenc/embedding/seededrandom.h>

#include <cmath>
#include <numbers>

namespace posenc {

namespace {

/// Uniform in the open interval (0, 1) from the top 53 bits.
double uniformOpen(std::uint64_t bits)
{
    return (static_cast<double>(bits >> 11) + 0.5) * 0x1.0p-53;
}

} // namespace

std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

double seededNormal(std::uint64_t stream, std::uint64_t n)
{
    const std::uint64_t key = splitMix64(stream ^ splitMix64(n));
    const double u1 = uniformOpen(splitMix64(key));
    const double u2 = uniformOpen(splitMix64(key + 1));
    // Box-Muller: z = sqrt(-2 ln u1) cos(2 pi u2) is standard normal.
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}


} // namespace posenc
