#include <posenc/encodings/frequencyspec.h>

#include <algorithm>
#include <cmath>

namespace posenc {

double FrequencySpec::angularFrequency(int pair, int dModel) const
{
    if (spacing == FrequencySpacing::Tensor2Tensor) {
        // w_i = base^(-i/max(n-1, 1)), n = floor(d_model/2): tensor2tensor's log_timescale_increment.
        const int n = dModel / 2;
        return std::pow(base, -static_cast<double>(pair) / std::max(n - 1, 1));
    }
    // w_i = base^(-2i/d_model); std::pow keeps it within an ulp or two of the exact value.
    return std::pow(base, -2.0 * pair / dModel);
}

} // namespace posenc
