#pragma once
/// \file parameters.h
/// \brief The parameters of a sinusoidal positional encoding, their allowed ranges and their validation.
///
/// Every range the app, the command line and the core accept is defined here, once, so that a message
/// about a bad value always names the same range.

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace posenc {

/// Allowed ranges (inclusive) of the encoding parameters.
namespace limits {
inline constexpr int minDModel = 1;
inline constexpr int maxDModel = 4096;
inline constexpr int minLength = 1;
inline constexpr int maxLength = 4096;
inline constexpr int minFirstPosition = 0;
inline constexpr int maxFirstPosition = 1'000'000;
/// base must be > 1 (so that the frequencies fall with i) and finite; this is the largest accepted.
inline constexpr double maxBase = 1e12;
} // namespace limits

/// Thrown by the core when it is handed a parameter outside its allowed range.
/// what() names the parameter, the value and the allowed range.
class ParameterError : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

/// The parameters of the sinusoidal encoding of Vaswani et al. 2017, sec. 3.5.
struct EncodingParameters
{
    int dModel = 60;       ///< embedding width D: columns of the L x D matrix
    int length = 16;       ///< sequence length L: rows of the L x D matrix
    double base = 10000.0; ///< the 10000 in w_i = base^(-2i/d_model)
    int firstPosition = 0; ///< pos of row 0 (0 in the paper; fairseq starts at padding_idx + 1)
};

/// Each returns std::nullopt when the value is allowed, otherwise a one-line message such as
/// "d_model = 0 is out of range (allowed 1 .. 4096)".
std::optional<std::string> checkDModel(long long dModel);
std::optional<std::string> checkLength(long long length);
std::optional<std::string> checkBase(double base);
std::optional<std::string> checkFirstPosition(long long firstPosition);
/// Checks a selected position against the rows [firstPosition, firstPosition + length - 1].
std::optional<std::string> checkPosition(long long position, int firstPosition, int length);
/// Checks an offset k against [-length, length].
std::optional<std::string> checkOffset(long long offset, int length);

/// All messages for \a parameters, in the order d_model, length, base, first position; empty when valid.
std::vector<std::string> validate(const EncodingParameters &parameters);

/// Throws ParameterError with the first message of validate() when \a parameters are not valid.
void requireValid(const EncodingParameters &parameters);

} // namespace posenc
