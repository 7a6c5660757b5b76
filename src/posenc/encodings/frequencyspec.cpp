#include <posenc/encodings/frequencyspec.h>

#include <algorithm>
#include <cmath>

namespace posenc {

double geometricFrequency(double base, long double numerator, long double denominator)
{
    return static_cast<double>(std::pow(static_cast<long double>(base), -numerator / denominator));
}

double FrequencySpec::angularFrequency(int pair, int dModel) const
{
    if (spacing == FrequencySpacing::Tensor2Tensor) {
        // w_i = base^(-i/max(n-1, 1)), n = floor(d_model/2): tensor2tensor's log_timescale_increment.
        const int n = dModel / 2;
        return geometricFrequency(base, pair, std::max(n - 1, 1));
    }
    return geometricFrequency(base, 2.0L * pair, dModel); // w_i = base^(-2i/d_model)
}

} // namespace posenc
