#include <posenc/modern/multiaxisrope.h>

namespace posenc {

Eigen::MatrixXd multiAxisAngles(const std::vector<AxisPosition> &ids, const std::vector<AxisSlot> &axisSlots)
{
    Eigen::MatrixXd angles(Eigen::Index(ids.size()), Eigen::Index(axisSlots.size()));
    for (std::size_t n = 0; n < ids.size(); ++n)
        for (std::size_t j = 0; j < axisSlots.size(); ++j)
            angles(Eigen::Index(n), Eigen::Index(j)) = ids[n][std::size_t(axisSlots[j].axis)] * axisSlots[j].frequency;
    return angles;
}

std::array<int, 3> slotsPerAxis(const std::vector<AxisSlot> &axisSlots)
{
    std::array<int, 3> counts{0, 0, 0};
    for (const AxisSlot &slot : axisSlots)
        ++counts[std::size_t(slot.axis)];
    return counts;
}

} // namespace posenc
