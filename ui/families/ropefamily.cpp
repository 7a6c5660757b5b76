// RoPE in the scores slot (posenc/encodings/rope.h; Su et al. 2021): q and k rotated by their positions.
// Its tabs: RoPE (ui/window/ropepage.h) and Long context (ui/window/contextpage.h).
#include "ui/families/distancecurves.h"
#include "ui/families/ropefamily.h"
#include "ui/families/scorefamily.h"

#include "ui/state/session.h"
#include "ui/window/contextpage.h"
#include "ui/window/ropepage.h"

#include <posenc/analysis/ropeanalysis.h>

#include <QCoreApplication>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ScoreFamilies)
};

/// RoPE on the Compare tab: the score <R(m) q, R(m − r) k> = <R(r) q, k> (RoFormer eq. 16) of the session's q
/// and k, and RoFormer sec. 3.4.3's relative bound, dashed (another unit: only its shape compares).
DistanceCurves ropeDistanceCurves(const Session &s, int length)
{
    const posenc::RopeSpec spec = ropeSpec(s);
    // entry d + L − 1 holds d = m − n = r
    const Eigen::VectorXd score = posenc::ropeScoreByDistance(spec, ropeQueryVector(s), ropeKeyVector(s), length).tail(length);
    return {.colour = QColor(213, 94, 0),
            .curves = {{.values = score, .legend = Text::tr("RoPE: ⟨R(r) q, k⟩ ÷ %1"), .ending = Text::tr("RoPE score %1")},
                       {.values = posenc::ropeDecayBound(spec, length),
                        .legend = Text::tr("RoPE: decay bound (RoFormer 3.4.3) ÷ %1"),
                        .ending = Text::tr("RoPE bound %1"),
                        .style = Qt::DashLine}},
            .hover = Text::tr("RoPE %1 (bound %2)")};
}
} // namespace

// Its fields (ropefields.cpp) and its figures' entries, each in its figure's file.
QList<fieldtable::Field> ropeFields();
FigureEntry ropeFigureEntry();
FigureEntry ropeScoreFigureEntry();
FigureEntry ropeDecayFigureEntry();
FigureEntry ropeScalingFigureEntry();
FigureEntry ropeScalingAnglesFigureEntry();
FigureEntry ropeScalingScoreFigureEntry();
FigureEntry precisionFigureEntry();

ScoreFamilyEntry ropeFamilyEntry()
{
    return {.id = posenc::ScoreEncoding::Rope,
            .shortName = [] { return QStringLiteral("RoPE"); },
            .choiceLabel = [] { return Text::tr("RoPE (RoFormer, Llama)"); },
            .optionHelp = [] { return Text::tr("q and k rotated (RoFormer, Llama)"); },
            .head = [](const Session &s) { return posenc::ScoreHead(posenc::RopeHead{s.scheme.base(), ropeOf(s).pairing}); },
            .readsBase = true,
            .pages = {{[] { return Text::tr("R&oPE"); }, createRopePage},
                      {[] { return Text::tr("&Long context"); }, createContextPage}},
            .figures = {ropeFigureEntry, ropeScoreFigureEntry, ropeDecayFigureEntry, ropeScalingFigureEntry,
                        ropeScalingAnglesFigureEntry, ropeScalingScoreFigureEntry, precisionFigureEntry},
            .distanceCurves = ropeDistanceCurves,
            .fields = ropeFields,
            .clamp = clampRope};
}
