#include "posenc/encodings/positionslots.h"

#include "posenc/encodings/parameters.h"
#include "posenc/encodings/sinusoidal.h"
#include "posenc/learned/learnedtable.h"

#include <cstddef>

namespace posenc {

namespace {
constexpr AddedEncoding addedChoices[] = {AddedEncoding::None, AddedEncoding::Sinusoidal, AddedEncoding::Learned};
constexpr ScoreEncoding scoreChoices[] = {ScoreEncoding::None, ScoreEncoding::Rope, ScoreEncoding::Alibi,
                                          ScoreEncoding::T5};

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
    switch (added) {
    case AddedEncoding::Sinusoidal:
        return "sinusoidal";
    case AddedEncoding::Learned:
        return "learned";
    case AddedEncoding::None:
        break;
    }
    return "none";
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
    switch (scores) {
    case ScoreEncoding::Rope:
        return "rope";
    case ScoreEncoding::Alibi:
        return "alibi";
    case ScoreEncoding::T5:
        return "t5";
    case ScoreEncoding::None:
        break;
    }
    return "none";
}

std::optional<ScoreEncoding> scoreEncodingFromName(const std::string &name)
{
    return named(scoreChoices, &scoreEncodingName, name);
}

std::string scoreEncodingNames()
{
    return allNames(scoreChoices, &scoreEncodingName);
}

void fillAddedEncoding(AddedEncoding added, const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe,
                       const LearnedTable *table)
{
    if (added == AddedEncoding::Sinusoidal) {
        fillSinusoidalEncoding(scheme, length, pe);
        return;
    }
    requireValid(scheme, length); // the same refusals whichever slot: the size is the session's
    if (added == AddedEncoding::Learned) {
        pe.resize(length, scheme.dModel());
        if (!table) {
            LearnedTable::fillSeededRows(scheme.firstPosition, pe);
            return;
        }
        if (table->dModel() != scheme.dModel())
            throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "d_model = %1 is not the learned table's %2"),
                                         std::to_string(scheme.dModel()), std::to_string(table->dModel())));
        table->fillRows(scheme.firstPosition, pe);
        return;
    }
    pe.setZero(length, scheme.dModel());
}

} // namespace posenc
