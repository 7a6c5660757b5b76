#include "sinusoidal.h"

#include <cmath>
#include <numbers>
#include <string>

namespace posenc {

namespace {

void requireDModel(int dModel)
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
}

void requireBase(double base)
{
    if (auto message = checkBase(base))
        throw ParameterError(*message);
}

/// w_i = base^(-2i/d_model); std::pow keeps it within an ulp or two of the exact value.
double omega(int pair, int dModel, double base)
{
    return std::pow(base, -2.0 * pair / dModel);
}

} // namespace

int pairCount(int dModel)
{
    requireDModel(dModel);
    return (dModel + 1) / 2;
}

Eigen::VectorXd angularFrequencies(int dModel, double base)
{
    requireBase(base);
    const int pairs = pairCount(dModel);
    Eigen::VectorXd w(pairs);
    for (int i = 0; i < pairs; ++i)
        w(i) = omega(i, dModel, base);
    return w;
}

Eigen::VectorXd wavelengths(int dModel, double base)
{
    // lambda_i = 2*pi / w_i
    return (2.0 * std::numbers::pi) * angularFrequencies(dModel, base).cwiseInverse();
}

Eigen::MatrixXd sinusoidalEncoding(const EncodingParameters &parameters)
{
    requireValid(parameters);
    const int rows = parameters.length;
    const int dModel = parameters.dModel;
    const Eigen::VectorXd w = angularFrequencies(dModel, parameters.base);
    const Eigen::ArrayXd pos =
        Eigen::ArrayXd::LinSpaced(rows, parameters.firstPosition, parameters.firstPosition + rows - 1.0);

    Eigen::MatrixXd pe(rows, dModel);
    for (int i = 0; i < w.size(); ++i) {
        const Eigen::ArrayXd angle = pos * w(i); // radians
        pe.col(2 * i) = angle.sin().matrix();    // PE[pos, 2i]   = sin(pos * w_i)
        if (2 * i + 1 < dModel)
            pe.col(2 * i + 1) = angle.cos().matrix(); // PE[pos, 2i+1] = cos(pos * w_i)
    }
    return pe;
}

Dimension describeDimension(int j, int dModel)
{
    requireDModel(dModel);
    if (j < 0 || j >= dModel)
        throw ParameterError("dimension j = " + std::to_string(j) + " is out of range (allowed 0 .. " +
                             std::to_string(dModel - 1) + ")");
    Dimension d;
    d.pair = j / 2;
    d.isSine = (j % 2 == 0);
    d.isLoneSine = d.isSine && j == dModel - 1;
    return d;
}

double encodingValue(double pos, int j, int dModel, double base)
{
    requireBase(base);
    const Dimension d = describeDimension(j, dModel);
    const double angle = pos * omega(d.pair, dModel, base);
    return d.isSine ? std::sin(angle) : std::cos(angle);
}

Eigen::Matrix2d offsetRotation(double omega, double offset)
{
    const double c = std::cos(omega * offset);
    const double s = std::sin(omega * offset);
    Eigen::Matrix2d m;
    m << c, s, //
        -s, c;
    return m;
}

} // namespace posenc
