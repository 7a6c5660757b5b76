#include "posenc/encodings/positionslots.h"

#include "posenc/encodings/sinusoidal.h"

#include <cstddef>

namespace posenc {

namespace {
constexpr AddedEncoding addedChoices[] = {AddedEncoding::None, AddedEncoding::Sinusoidal};
constexpr ScoreEncoding scoreChoices[] = {ScoreEncoding::None, ScoreEncoding::Rope};

/// The choice of \a choices whose name is \a name.
template <class Choice, std::size_t N>
std::optional<Choice> named(const Choice (&choices)[N], const char *(*nameOf)(Choice), const std::string &name)
{
    for (const Choice choice : choices)
        if (name == nameOf(choice))
            return choice;
    return std::nullopt;
}

template <class Choice, std::size_t N> std::string allNames(const Choice (&choices)[N], const char *(*nameOf)(Choice))
{
    std::string names;
    for (const Choice choice : choices)
        names += (names.empty() ? "" : ", ") + std::string(nameOf(choice));
    return names;
}
} // namespace

const char *addedEncodingName(AddedEncoding added)
{
    return added == AddedEncoding::Sinusoidal ? "sinusoidal" : "none";
}

std::optional<AddedEncoding> addedEncodingFromName(const std::string &name)
{
    return named(addedChoices, &addedEncodingName, name);
}

std::string addedEncodingNames()
{
    return allNames(addedChoices, &addedEncodingName);
}

const char *scoreEncodingName(ScoreEncoding scores)
{
    return scores == ScoreEncoding::Rope ? "rope" : "none";
}

std::optional<ScoreEncoding> scoreEncodingFromName(const std::string &name)
{
    return named(scoreChoices, &scoreEncodingName, name);
}

std::string scoreEncodingNames()
{
    return allNames(scoreChoices, &scoreEncodingName);
}

void fillAddedEncoding(AddedEncoding added, const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe)
{
    if (added == AddedEncoding::Sinusoidal) {
        fillSinusoidalEncoding(scheme, length, pe);
        return;
    }
    requireValid(scheme, length); // the same refusals whichever slot: the size is the session's
    pe.setZero(length, scheme.dModel());
}

} // namespace posenc
