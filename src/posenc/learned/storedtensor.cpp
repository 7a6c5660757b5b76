#include <posenc/learned/storedtensor.h>

#include <posenc/text/abbreviated.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace posenc {

std::size_t storedTypeSize(StoredType type)
{
    switch (type) {
    case StoredType::F16:
    case StoredType::BF16:
        return 2;
    case StoredType::F32:
        return 4;
    case StoredType::F64:
        return 8;
    }
    return 0;
}

const char *storedTypeName(StoredType type)
{
    switch (type) {
    case StoredType::F16:
        return "F16";
    case StoredType::BF16:
        return "BF16";
    case StoredType::F32:
        return "F32";
    case StoredType::F64:
        return "F64";
    }
    return "?";
}

namespace {

std::uint64_t unsignedAt(const unsigned char *bytes, std::size_t size, bool bigEndian)
{
    std::uint64_t v = 0;
    for (std::size_t b = 0; b < size; ++b) {
        const std::size_t k = bigEndian ? b : size - 1 - b; // most significant byte first
        v = (v << 8) | bytes[k];
    }
    return v;
}

/// IEEE 754 binary16 -> double: sign, 5 exponent bits (bias 15), 10 fraction bits; subnormals, inf, NaN.
double halfToDouble(std::uint16_t h)
{
    const int sign = (h >> 15) & 1;
    const int exponent = (h >> 10) & 0x1f;
    const int fraction = h & 0x3ff;
    double value;
    if (exponent == 0)
        value = std::ldexp(fraction, -24); // subnormal: fraction · 2^-24
    else if (exponent == 31)
        value = fraction == 0 ? std::numeric_limits<double>::infinity() : std::numeric_limits<double>::quiet_NaN();
    else
        value = std::ldexp(1024 + fraction, exponent - 25); // (1 + f/1024) · 2^(e-15)
    return sign ? -value : value;
}

} // namespace

double readStoredElement(const unsigned char *bytes, StoredType type, bool bigEndian)
{
    switch (type) {
    case StoredType::F16:
        return halfToDouble(static_cast<std::uint16_t>(unsignedAt(bytes, 2, bigEndian)));
    case StoredType::BF16: {
        const std::uint32_t bits = static_cast<std::uint32_t>(unsignedAt(bytes, 2, bigEndian)) << 16;
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    }
    case StoredType::F32: {
        const std::uint32_t bits = static_cast<std::uint32_t>(unsignedAt(bytes, 4, bigEndian));
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    }
    case StoredType::F64: {
        const std::uint64_t bits = unsignedAt(bytes, 8, bigEndian);
        double d;
        std::memcpy(&d, &bits, 8);
        return d;
    }
    }
    return 0;
}

std::string StoredTensor::describe() const
{
    constexpr std::size_t listed = 8; // a message is one line: a shape of 64 dimensions is not spelled out
    std::string s = "[";
    for (std::size_t k = 0; k < shape.size() && k < listed; ++k)
        s += (k ? ", " : "") + std::to_string(shape[k]);
    if (shape.size() > listed)
        s += ", … (" + std::to_string(shape.size()) + " dimensions)";
    return s + "] " + (unreadableType.empty() ? std::string(storedTypeName(type)) : abbreviatedText(unreadableType));
}

std::uint64_t shapeBytes(const std::vector<std::uint64_t> &shape, std::size_t elementSize, bool &overflow)
{
    overflow = false;
    // An empty array holds no bytes whatever its other dimensions: (2^62, 0) is empty, not too large.
    if (std::find(shape.begin(), shape.end(), std::uint64_t(0)) != shape.end())
        return 0;
    std::uint64_t bytes = elementSize;
    const std::uint64_t limit = std::uint64_t(1) << 62;
    for (const std::uint64_t n : shape) {
        if (n != 0 && bytes > limit / n) {
            overflow = true;
            return 0;
        }
        bytes *= n;
    }
    return bytes;
}

} // namespace posenc
