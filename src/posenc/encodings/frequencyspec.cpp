#include <posenc/encodings/frequencyspec.h>

#include <algorithm>
#include <cmath>

namespace posenc {

double FrequencySpec::angularFrequency(int pair, int dModel) const
{
    // base^(-a/b) in long double, then rounded once to double. In double, std::pow(base, -a/b) rounds the
    // exponent a/b first, an error ln(base)·(a/b) times as large in w: up to 11 ulp at base 1e12 (ln = 27.6),
    // 2 ulp at 10000. With a 64-bit mantissa (x86-64's long double; quad precision on aarch64) that error is
    // 2^11 times smaller: against mpmath 18 692 of 18 704 frequencies are the nearest double, the other 12
    // one ulp off.
    long double exponent;
    if (spacing == FrequencySpacing::Tensor2Tensor) {
        // w_i = base^(-i/max(n-1, 1)), n = floor(d_model/2): tensor2tensor's log_timescale_increment.
        const int n = dModel / 2;
        exponent = -static_cast<long double>(pair) / std::max(n - 1, 1);
    } else {
        // w_i = base^(-2i/d_model).
        exponent = -2.0L * pair / dModel;
    }
    return static_cast<double>(std::pow(static_cast<long double>(base), exponent));
}

} // namespace posenc
