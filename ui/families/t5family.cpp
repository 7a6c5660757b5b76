// T5's buckets in the scores slot (posenc/encodings/t5buckets.h; Raffel et al. 2020): a learned scalar per
// bucket of j − i added to each head's scores. Its tab: num_buckets, max_distance, the direction, the heads
// and the head shown above the buckets and one head's bias.
#include "ui/families/scorefamily.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/fieldcombobox.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/window/familytabs.h"

#include <posenc/encodings/t5buckets.h>

#include <QCoreApplication>

#include <algorithm>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(T5Family)
};

/// Whether a T5 bias table read from a file fixes H and num_buckets (while the T5 slot is chosen).
bool t5TableLocks(const Session &s)
{
    return s.scores == posenc::ScoreEncoding::T5 && s.t5TableBuckets > 0;
}

QWidget *createT5Page(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *buckets = new FieldSpinBox(
        state, QStringLiteral("t5Buckets"),
        [](const Session &s) {
            return t5TableLocks(s) ? std::pair{s.t5TableBuckets, s.t5TableBuckets}
                                   : std::pair{posenc::limits::minT5Buckets, posenc::limits::maxT5Buckets};
        },
        2);
    auto *distance = new FieldSpinBox(state, QStringLiteral("t5MaxDistance"), [](const Session &s) {
        return std::pair{s.t5.numBuckets, posenc::limits::maxT5MaxDistance};
    });
    auto *direction = new FieldComboBox(
        state, QStringLiteral("t5Direction"), namedChoices(posenc::t5DirectionNames, [](bool bidirectional) {
            return bidirectional ? Text::tr("bidirectional") : Text::tr("causal");
        }));
    direction->setToolTip(Text::tr("bidirectional: T5's encoder, half the buckets for keys after the query; causal: its "
                                   "decoder, every key after the query in bucket 0"));
    QList<std::pair<QString, QWidget *>> controls{{Text::tr("num_&buckets:"), buckets},
                                                  {Text::tr("max_&distance:"), distance},
                                                  {Text::tr("Di&rection:"), direction}};
    controls += headControls(state);
    return figureTabs(state, requestExport, views, controlRow(controls), QStringLiteral("t5Tab"),
                      {{Figure::T5Buckets, Text::tr("B&uckets")}, {Figure::T5Bias, Text::tr("&Bias of one head")}});
}

} // namespace

ScoreFamilyEntry t5FamilyEntry()
{
    return {posenc::ScoreEncoding::T5,
            [] { return QStringLiteral("T5"); },
            [] { return Text::tr("T5 buckets (T5)"); },
            [](const Session &s) {
                const int h = std::clamp(s.head, 0, s.heads - 1);
                return posenc::ScoreHead(posenc::T5Head{s.t5, s.t5BiasTable().col(h)});
            },
            {{[] { return Text::tr("T&5 buckets"); }, createT5Page}}};
}
