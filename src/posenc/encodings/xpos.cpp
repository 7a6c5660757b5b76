#include <posenc/encodings/xpos.h>

#include <posenc/encodings/exactangle.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <cmath>
#include <iomanip>
#include <sstream>

namespace posenc {

namespace {

void checkScaleBase(double scaleBase)
{
    if (!(scaleBase >= limits::minXposScaleBase && scaleBase <= limits::maxXposScaleBase)) {
        std::ostringstream value;
        value << std::setprecision(15) << scaleBase;
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the xPos scale base = %1 is out of range "
                                                                     "(allowed %2 .. %3)"),
                                     value.str(), "1", "1000000"));
    }
}

} // namespace

std::vector<double> xposZeta(int headDim)
{
    if (auto problem = checkHeadDim(headDim))
        throw ParameterError(*problem);
    std::vector<double> zeta(std::size_t(headDim / 2));
    for (int i = 0; i < headDim / 2; ++i)
        zeta[std::size_t(i)] = (2.0 * i + 0.4 * headDim) / (1.4 * headDim);
    return zeta;
}

Eigen::VectorXd xposScales(int headDim, int p, int length, double scaleBase, bool key)
{
    checkScaleBase(scaleBase);
    const std::vector<double> zeta = xposZeta(headDim);
    // scale = self.scale ** (arange(min_pos, max_pos) / scale_base); downscale: 1 / scale
    const double exponent = double(p - xposCentre(length)) / scaleBase * (key ? -1.0 : 1.0);
    Eigen::VectorXd scales(headDim / 2);
    for (int i = 0; i < headDim / 2; ++i)
        scales(i) = std::pow(zeta[std::size_t(i)], exponent);
    return scales;
}

Eigen::VectorXd xposApply(const Eigen::VectorXd &x, int p, int length, double scaleBase, bool key)
{
    const int d = int(x.size());
    const Eigen::VectorXd scales = xposScales(d, p, length, scaleBase, key);
    Eigen::VectorXd out(d);
    for (int i = 0; i < d / 2; ++i) {
        // fixed_pos_embedding: inv_freq = 1 / 10000^(arange(0, dim) / dim) with dim = d / 2
        const SinCos a = exactAngle(double(p), std::pow(10000.0, -double(i) / (d / 2)));
        const double s = scales(i);
        out(2 * i) = s * (x(2 * i) * a.c - x(2 * i + 1) * a.s);
        out(2 * i + 1) = s * (x(2 * i + 1) * a.c + x(2 * i) * a.s);
    }
    return out;
}

Eigen::MatrixXd xposScores(const Eigen::VectorXd &q, const Eigen::VectorXd &k, int length, double scaleBase)
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    if (q.size() != k.size()) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "q has %1 values and k has %2 (allowed the same "
                                                                     "number)"),
                                     std::to_string(q.size()), std::to_string(k.size())));
    }
    Eigen::MatrixXd queries(length, q.size()), keys(length, k.size());
    for (int p = 0; p < length; ++p) {
        queries.row(p) = xposApply(q, p, length, scaleBase, false).transpose();
        keys.row(p) = xposApply(k, p, length, scaleBase, true).transpose();
    }
    return queries * keys.transpose();
}

} // namespace posenc
