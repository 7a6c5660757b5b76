#include <posenc/encodings/pairlayout.h>

#include <posenc/encodings/parameters.h>

#include <string>

namespace posenc {

int PairLayout::pairCount() const
{
    return order == PairOrder::HalvesZeroPadded ? dModel / 2 : (dModel + 1) / 2;
}

int PairLayout::completePairCount() const
{
    return dModel / 2;
}

PairColumns PairLayout::columns(int pair) const
{
    switch (order) {
    case PairOrder::Halves: // sines 0 .. ceil(d/2) - 1, then the cosines
        return {pair, pair < completePairCount() ? pairCount() + pair : -1};
    case PairOrder::HalvesZeroPadded: // sines 0 .. n - 1, cosines n .. 2n - 1
        return {pair, completePairCount() + pair};
    case PairOrder::Interleaved:
        break;
    }
    // Interleaved: pair i = columns 2i (sin) and 2i + 1 (cos).
    const int sine = 2 * pair;
    return {sine, sine + 1 < dModel ? sine + 1 : -1};
}

ColumnRole PairLayout::role(int j) const
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    if (j < 0 || j >= dModel)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "dimension j = %1 is out of range (allowed %2 .. %3)"),
                                     std::to_string(j), "0", std::to_string(dModel - 1)));
    ColumnRole role;
    const int sines = pairCount();
    switch (order) {
    case PairOrder::Interleaved:
        role.pair = j / 2;
        role.isSine = (j % 2 == 0);
        break;
    case PairOrder::Halves:
    case PairOrder::HalvesZeroPadded:
        if (j >= sines + completePairCount()) { // the zero column of an odd d_model
            role.pair = -1;
            role.isSine = false;
            role.isPadding = true;
            return role;
        }
        role.isSine = j < sines;
        role.pair = role.isSine ? j : j - sines;
        break;
    }
    role.isLoneSine = role.isSine && !isComplete(role.pair);
    return role;
}

} // namespace posenc
