#include "similarity.h"

#include "parameters.h"
#include "sinusoidal.h"

#include <algorithm>
#include <cmath>

namespace posenc {

Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd &encoding, bool cosine)
{
    Eigen::MatrixXd s = encoding * encoding.transpose();
    if (cosine) {
        const Eigen::VectorXd norms = encoding.rowwise().norm();
        for (Eigen::Index r = 0; r < s.rows(); ++r)
            for (Eigen::Index c = 0; c < s.cols(); ++c)
                s(r, c) = (norms(r) > 0 && norms(c) > 0) ? s(r, c) / (norms(r) * norms(c)) : 0.0;
    }
    return s;
}

Eigen::VectorXd dotByOffset(int dModel, double base, int maxOffset)
{
    if (maxOffset < 0)
        throw ParameterError("largest offset k = " + std::to_string(maxOffset) + " is out of range (allowed >= 0)");
    const Eigen::VectorXd w = angularFrequencies(dModel, base);
    const int completePairs = dModel / 2;
    Eigen::VectorXd dots(maxOffset + 1);
    for (int k = 0; k <= maxOffset; ++k) {
        double sum = 0;
        for (int i = 0; i < completePairs; ++i)
            sum += std::cos(k * w(i)); // sin(a)sin(b) + cos(a)cos(b) = cos(a - b)
        dots(k) = sum;
    }
    return dots;
}

double largestDiagonalSpread(const Eigen::MatrixXd &s)
{
    const Eigen::Index n = std::min(s.rows(), s.cols());
    double spread = 0;
    for (Eigen::Index k = -(n - 1); k <= n - 1; ++k) {
        const Eigen::VectorXd d = s.diagonal(k);
        if (d.size() > 1)
            spread = std::max(spread, d.maxCoeff() - d.minCoeff());
    }
    return spread;
}

} // namespace posenc
