// RoPE in the scores slot (posenc/encodings/rope.h; Su et al. 2021): q and k rotated by their positions.
// Its tabs: RoPE (ui/window/ropepage.h) and Long context (ui/window/contextpage.h).
#include "ui/families/scorefamily.h"

#include "ui/state/session.h"
#include "ui/window/contextpage.h"
#include "ui/window/ropepage.h"

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ScoreFamilies)
};
} // namespace

ScoreFamilyEntry ropeFamilyEntry()
{
    return {.id = posenc::ScoreEncoding::Rope,
            .shortName = [] { return QStringLiteral("RoPE"); },
            .choiceLabel = [] { return Text::tr("RoPE (RoFormer, Llama)"); },
            .head = [](const Session &s) { return posenc::ScoreHead(posenc::RopeHead{s.scheme.base(), s.ropePairing}); },
            .pages = {{[] { return Text::tr("R&oPE"); }, createRopePage},
                      {[] { return Text::tr("&Long context"); }, createContextPage}}};
}
