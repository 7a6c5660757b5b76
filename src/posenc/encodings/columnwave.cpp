#include "posenc/encodings/columnwave.h"

#include "posenc/encodings/exactangle.h"

namespace posenc {

ColumnWave::ColumnWave(const SinusoidalScheme &scheme, int j)
{
    // encodingValue() checks the scheme and j, and throws as documented.
    static_cast<void>(encodingValue(scheme, 0.0, j));
    const ColumnRole role = scheme.layout.role(j);
    m_isPadding = role.isPadding;
    m_isSine = role.isSine;
    if (!m_isPadding)
        m_omega = scheme.angularFrequency(role.pair);
}

double ColumnWave::operator()(double pos) const
{
    if (m_isPadding)
        return 0.0;
    // As encodingValue(): the angle pos · ω_i taken as if exact.
    const SinCos angle = exactAngle(pos, m_omega);
    return m_isSine ? angle.s : angle.c;
}

} // namespace posenc
