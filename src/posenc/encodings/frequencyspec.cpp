#include <posenc/encodings/frequencyspec.h>

#include <cmath>

namespace posenc {

double FrequencySpec::angularFrequency(int pair, int dModel) const
{
    // w_i = base^(-2i/d_model); std::pow keeps it within an ulp or two of the exact value.
    return std::pow(base, -2.0 * pair / dModel);
}

} // namespace posenc
