#include <posenc/encodings/pairlayout.h>

#include <posenc/encodings/parameters.h>

#include <string>

namespace posenc {

int PairLayout::pairCount() const
{
    return (dModel + 1) / 2;
}

int PairLayout::completePairCount() const
{
    return dModel / 2;
}

PairColumns PairLayout::columns(int pair) const
{
    // Interleaved: pair i = columns 2i (sin) and 2i + 1 (cos).
    const int sine = 2 * pair;
    return {sine, sine + 1 < dModel ? sine + 1 : -1};
}

ColumnRole PairLayout::role(int j) const
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    if (j < 0 || j >= dModel)
        throw ParameterError("dimension j = " + std::to_string(j) + " is out of range (allowed 0 .. " +
                             std::to_string(dModel - 1) + ")");
    ColumnRole role;
    role.pair = j / 2;
    role.isSine = (j % 2 == 0);
    role.isLoneSine = role.isSine && !isComplete(role.pair);
    return role;
}

} // namespace posenc
