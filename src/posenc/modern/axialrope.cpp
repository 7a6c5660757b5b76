#include <posenc/modern/axialrope.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <cmath>

namespace posenc {

namespace {

void checkTokens(long long tokens)
{
    if (tokens < 1 || tokens > limits::maxLength) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the sequence has %1 tokens (allowed 1 .. %2)"),
                                     std::to_string(tokens), std::to_string(limits::maxLength)));
    }
}

void checkTheta(double theta)
{
    if (auto problem = checkBase(theta))
        throw ParameterError(*problem);
}

} // namespace

std::vector<AxisSlot> fluxSlots(const std::vector<int> &axesDims, double theta)
{
    checkTheta(theta);
    long long head = 0;
    for (const int dim : axesDims) {
        if (auto problem = checkHeadDim(dim))
            throw ParameterError(*problem);
        head += dim;
    }
    if (auto problem = checkHeadDim(head))
        throw ParameterError(*problem);
    std::vector<AxisSlot> axisSlots;
    for (std::size_t axis = 0; axis < axesDims.size() && axis < 3; ++axis)
        for (int k = 0; k < axesDims[axis] / 2; ++k) // omega = 1 / theta^(arange(0, dim, 2) / dim)
            axisSlots.push_back({int(axis), std::pow(theta, -2.0 * k / axesDims[axis])});
    return axisSlots;
}

std::vector<AxisPosition> fluxIds(int textTokens, int rows, int columns)
{
    checkTokens((long long)textTokens + (long long)rows * columns);
    if (textTokens < 0 || rows < 1 || columns < 1)
        checkTokens(0);
    std::vector<AxisPosition> ids(std::size_t(textTokens), AxisPosition{0, 0, 0});
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            ids.push_back({0, double(row), double(column)});
    return ids;
}

std::vector<AxisSlot> ropeVitAxialSlots(int dim, double theta)
{
    checkTheta(theta);
    if (dim < 4 || dim > limits::maxHeadDim || dim % 4 != 0) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "dim = %1 is out of range (allowed multiples "
                                                                     "of 4 within 4 .. %2)"),
                                     std::to_string(dim), std::to_string(limits::maxHeadDim)));
    }
    std::vector<AxisSlot> axisSlots;
    for (int axis = 0; axis < 2; ++axis)
        for (int k = 0; k < dim / 4; ++k) // freqs = 1 / theta^(arange(0, dim, 4)[: dim // 4] / dim)
            axisSlots.push_back({axis, std::pow(theta, -4.0 * k / dim)});
    return axisSlots;
}

std::vector<AxisPosition> ropeVitAxialIds(int columns, int rows)
{
    if (rows < 1 || columns < 1)
        checkTokens(0);
    checkTokens((long long)rows * columns);
    std::vector<AxisPosition> ids;
    for (int t = 0; t < rows * columns; ++t) // t_x = t % end_x, t_y = t // end_x
        ids.push_back({double(t % columns), double(t / columns), 0});
    return ids;
}

Eigen::MatrixXd gridSimilarity(const std::vector<AxisSlot> &axisSlots, int rows, int columns, int row, int column,
                               int rowAxis, int columnAxis)
{
    if (rows < 1 || columns < 1)
        checkTokens(0);
    checkTokens((long long)rows * columns);
    if (row < 0 || row >= rows || column < 0 || column >= columns) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the patch (%1, %2) is outside the %3 x %4 grid"),
                                     std::to_string(row), std::to_string(column), std::to_string(rows),
                                     std::to_string(columns)));
    }
    Eigen::MatrixXd similarity = Eigen::MatrixXd::Zero(rows, columns);
    if (axisSlots.empty())
        return similarity.setOnes();
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            double sum = 0;
            for (const AxisSlot &slot : axisSlots) {
                const double offset = slot.axis == rowAxis ? r - row : slot.axis == columnAxis ? c - column : 0;
                sum += std::cos(offset * slot.frequency);
            }
            similarity(r, c) = sum / double(axisSlots.size());
        }
    return similarity;
}

} // namespace posenc
