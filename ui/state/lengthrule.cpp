#include "ui/state/lengthrule.h"

#include "ui/state/explorerstate.h"

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LengthRule)
};
} // namespace

QString lengthRuleNote(const ExplorerState &state)
{
    const int tokens = static_cast<int>(state.tokens().size());
    const int length = state.length();
    const int first = state.firstPosition();
    if (tokens < length)
        return Text::tr("positions %1 .. %2 are padding (zero embedding, so sum = PE)")
            .arg(first + tokens)
            .arg(first + length - 1);
    if (tokens > length)
        return Text::tr("the last %n token(s) are past L and not shown", nullptr, tokens - length);
    return {};
}
