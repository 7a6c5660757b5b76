// T5's buckets in the scores slot (posenc/encodings/t5buckets.h; Raffel et al. 2020): a learned scalar per
// bucket of j − i added to each head's scores. Its tab: num_buckets, max_distance, the direction, the heads
// and the head shown above the buckets and one head's bias.
#include "ui/families/t5family.h"
#include "ui/families/t5figures.h"

#include "ui/families/distancecurves.h"
#include "ui/families/scorefamily.h"
#include "ui/state/abbreviated.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
#include "ui/state/fieldkinds.h"
#include "ui/state/learnedtables.h"
#include "ui/state/sessionrules.h"
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
    return s.scores == posenc::ScoreEncoding::T5 && t5Of(s).tableBuckets > 0;
}

/// T5's fields: the direction (which may choose the encoder's or the decoder's table), the table's tensor and
/// file (num_buckets, read after it, is checked against it), num_buckets before max_distance.
QList<fieldtable::Field> t5Fields()
{
    using namespace fieldtable;
    return {
        withEdit(
        {t5Keys::t5Direction, QT_TRANSLATE_NOOP("Session", "T5's direction"), true,
             valueOption("t5-direction", QT_TRANSLATE_NOOP("CommandLine", "bidirectional|causal"),
                         help(QT_TRANSLATE_NOOP("CommandLine",
                                                "T5 tab: bidirectional, half the buckets for keys after the query "
                                                "(the encoder), or causal, every key after it in bucket 0 (the "
                                                "decoder) (default bidirectional)."))),
             [](const Session &s) { return QVariant(QString::fromLatin1(posenc::t5DirectionNames.name(t5Of(s).spec.bidirectional))); },
             toText,
             [](Session &s, const QVariant &v) {
                 const auto bidirectional = posenc::t5DirectionNames.value(v.toString().trimmed().toStdString());
                 if (!bidirectional)
                     return Text::tr("t5Direction cannot be '%1' (allowed %2)")
                         .arg(abbreviated(v.toString()), QString::fromStdString(posenc::t5DirectionNames.joined()));
                 t5Of(s).spec.bidirectional = *bidirectional;
                 return QString();
             }},
            [](Session &s, const QVariant &v) {
                Session next = s;
                if (const QString problem = fieldOf(t5Keys::t5Direction)->set(next, v); !problem.isEmpty())
                    return problem;
                // The file's choice of table may follow the direction (the encoder's or the decoder's).
                if (!t5Of(next).table.isEmpty())
                    if (const QString problem = sessionrules::withT5TableRead(next, t5Of(next).table, t5Of(next).tableTensor);
                        !problem.isEmpty())
                        return problem;
                s = next;
                return QString();
            }),
        // T5's bias table from a file, after the direction (which may choose the encoder's or the decoder's
        // table) and before the heads and num_buckets (checked against it): the tensor before the file.
        withEdit(textField(t5Keys::t5TableTensor, QT_TRANSLATE_NOOP("Session", "the T5 table's tensor"),
                           valueOption("t5-table-tensor", QT_TRANSLATE_NOOP("CommandLine", "NAME"),
                                       help(QT_TRANSLATE_NOOP(
                                           "CommandLine",
                                           "The tensor of a .safetensors file to read as T5's bias table (default: "
                                           "the file's only one, or its relative_attention_bias.weight, the "
                                           "encoder's for bidirectional buckets, the decoder's for causal ones)."))),
                           [](Session &s) -> QString & { return t5Of(s).tableTensor; }),
                 [](Session &s, const QVariant &v) {
                     if (t5Of(s).table.isEmpty()) {
                         t5Of(s).tableTensor = v.toString();
                         return QString();
                     }
                     return sessionrules::withT5TableRead(s, t5Of(s).table, v.toString()); // the slot as chosen
                 }),
        namingAFile(withNeeds(
        {t5Keys::t5Table, QT_TRANSLATE_NOOP("Session", "the T5 bias table"), false,
         valueOption("t5-table", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
                     help(QT_TRANSLATE_NOOP("CommandLine",
                                            "T5's learned bias table, num_buckets x heads, from a .npy or "
                                            ".safetensors file (a T5 checkpoint's relative_attention_bias.weight); "
                                            "sets --relative t5, --t5-buckets and --heads to the table's."))),
         [](const Session &s) { return QVariant(t5Of(s).table); },
         toText,
         [](Session &s, const QVariant &v) {
             // Read with the whole session (a scene, settings): the file must still hold the table; H and
             // num_buckets, read after it, are checked against it.
             const QString path = v.toString();
             int buckets = 0, heads = 0;
             if (!path.isEmpty()) {
                 QString problem;
                 const auto table = openT5BiasTable(path, t5Of(s).tableTensor, t5Of(s).spec.bidirectional, &problem);
                 if (!table)
                     return problem; // s unchanged
                 buckets = int(table->biases.rows());
                 heads = int(table->biases.cols());
             }
             t5Of(s).table = path;
             t5Of(s).tableBuckets = buckets;
             t5Of(s).tableHeads = heads;
             return QString();
         },
         [](Session &s, const QVariant &v) { return sessionrules::withT5Table(s, v.toString(), t5Of(s).tableTensor); }},
        //: The %2 of "--%1: %2 only with --%3 %4 (given --%3 %5)": what happens only with that value.
        {commonKeys::scores, "t5", QT_TRANSLATE_NOOP("CommandLine", "T5's bias table acts on the scores")})),
        withRangeIn(
            wholeField(
                t5Keys::t5Buckets, QT_TRANSLATE_NOOP("Session", "T5's num_buckets"),
                valueOption("t5-buckets", QT_TRANSLATE_NOOP("CommandLine", "N"),
                            help(QT_TRANSLATE_NOOP("CommandLine", "T5 tab: num_buckets, %1 (default %2, T5's)."))),
                {posenc::limits::minT5Buckets, posenc::limits::maxT5Buckets}, 2,
                [](const Session &s) { return t5Of(s).spec.numBuckets; },
                [](const Session &t, long long n) {
                    if (t5TableLocks(t) && n != t5Of(t).tableBuckets)
                        return Text::tr("num_buckets = %1: the T5 bias table has %2 rows (allowed only %2 while it "
                                        "is read)")
                            .arg(n)
                            .arg(t5Of(t).tableBuckets);
                    posenc::T5BucketSpec spec = t5Of(t).spec;
                    spec.numBuckets = int(std::clamp<long long>(n, -1, 1 << 30));
                    spec.maxDistance = std::max(spec.maxDistance, spec.numBuckets); // checked by its own field
                    return coreMessage(posenc::checkT5Buckets(spec));
                },
                [](Session &t, int n) {
                    t5Of(t).spec.numBuckets = n;
                    t5Of(t).spec.maxDistance = std::max(t5Of(t).spec.maxDistance, n);
                }),
            [](const Session &s) {
                return t5TableLocks(s) ? Range{double(t5Of(s).tableBuckets), double(t5Of(s).tableBuckets)}
                                       : Range{posenc::limits::minT5Buckets, posenc::limits::maxT5Buckets};
            }),
        wholeFieldIn(
            t5Keys::t5MaxDistance, QT_TRANSLATE_NOOP("Session", "T5's max_distance"),
            valueOption("t5-max-distance", QT_TRANSLATE_NOOP("CommandLine", "D"),
                        [] {
                            return commandLine(QT_TRANSLATE_NOOP("CommandLine",
                                                                 "T5 tab: max_distance, where the log-spaced buckets "
                                                                 "end, num_buckets .. %1 (default %2, T5's)."))
                                .arg(posenc::limits::maxT5MaxDistance)
                                .arg(t5Of(Session::defaults()).spec.maxDistance);
                        }),
            QStringLiteral("num_buckets .. %1").arg(posenc::limits::maxT5MaxDistance), 1,
            [](const Session &s) {
                return Range{double(t5Of(s).spec.numBuckets), double(posenc::limits::maxT5MaxDistance)};
            },
            [](const Session &s) { return t5Of(s).spec.maxDistance; },
            [](const Session &t, long long d) {
                posenc::T5BucketSpec spec = t5Of(t).spec;
                spec.maxDistance = int(std::clamp<long long>(d, -1, 1 << 30));
                return coreMessage(posenc::checkT5Buckets(spec));
            },
            [](Session &t, int d) { t5Of(t).spec.maxDistance = d; }),
    };
}

/// num_buckets even within its range and max_distance at least num_buckets; while T5 is chosen a table read
/// from a file fixes num_buckets and the heads.
void clampT5(Session &s)
{
    posenc::T5BucketSpec &spec = t5Of(s).spec;
    spec.numBuckets = std::clamp(spec.numBuckets, posenc::limits::minT5Buckets, posenc::limits::maxT5Buckets) / 2 * 2;
    if (t5TableLocks(s)) {
        spec.numBuckets = t5Of(s).tableBuckets;
        s.heads = t5Of(s).tableHeads;
        s.head = std::clamp(s.head, 0, s.heads - 1);
    }
    spec.maxDistance = std::clamp(spec.maxDistance, spec.numBuckets, posenc::limits::maxT5MaxDistance);
}

std::optional<FixedHeads> t5FixedHeads(const Session &s)
{
    if (t5Of(s).tableHeads <= 0)
        return std::nullopt;
    return FixedHeads{t5Of(s).tableHeads, Text::tr("the T5 bias table")};
}

QWidget *createT5Page(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *buckets = new FieldSpinBox(state, t5Keys::t5Buckets);
    auto *distance = new FieldSpinBox(state, t5Keys::t5MaxDistance);
    auto *direction = new FieldComboBox(
        state, t5Keys::t5Direction, namedChoices(posenc::t5DirectionNames, [](bool bidirectional) {
            return bidirectional ? Text::tr("bidirectional") : Text::tr("causal");
        }));
    direction->setToolTip(Text::tr("bidirectional: T5's encoder, half the buckets for keys after the query; causal: its "
                                   "decoder, every key after the query in bucket 0"));
    QList<std::pair<QString, QWidget *>> controls{{Text::tr("num_&buckets:"), buckets},
                                                  {Text::tr("max_&distance:"), distance},
                                                  {Text::tr("Di&rection:"), direction}};
    controls += headControls(state);
    return figureTabs(state, requestExport, views, controlRow(controls), QStringLiteral("t5Tab"),
                      {{t5Figures::buckets, Text::tr("B&uckets")}, {t5Figures::bias, Text::tr("&Bias of one head")}});
}

} // namespace

const T5Settings &t5Of(const Session &s)
{
    return s.family<T5Settings>();
}

T5Settings &t5Of(Session &s)
{
    return s.family<T5Settings>();
}

Eigen::MatrixXd t5BiasTable(const Session &s)
{
    if (const auto table = t5BiasTableOf(s))
        return table->biases;
    return posenc::seededT5BiasTable(t5Of(s).spec.numBuckets, s.heads);
}

bool usesT5TableFile(const Session &s)
{
    const T5Settings &t5 = t5Of(s);
    return t5.tableBuckets > 0 && t5.tableBuckets == t5.spec.numBuckets && t5.tableHeads == s.heads;
}

namespace {
/// T5 on the Compare tab: b[bucket(−r)] of the head shown (Raffel et al. 2020, sec. 2.1), and where it stops
/// changing: the first r in the bucket of max_distance.
DistanceCurves t5DistanceCurves(const Session &s, int length)
{
    const int head = std::clamp(s.head, 0, s.heads - 1);
    const posenc::T5BucketSpec &spec = t5Of(s).spec;
    const posenc::T5Head t5{spec, t5BiasTable(s).col(head)};
    const QString table = usesT5TableFile(s) && t5BiasTableOf(s) ? Text::tr("trained table") : Text::tr("untrained");
    // T5's last bucket for keys before the query: the first r whose bucket is that of max_distance.
    const int lastBucket = posenc::t5Bucket(-static_cast<long long>(spec.maxDistance), spec);
    long long lastFrom = spec.maxDistance;
    while (lastFrom > 0 && posenc::t5Bucket(-(lastFrom - 1), spec) == lastBucket)
        --lastFrom;
    return {.colour = QColor(204, 121, 167),
            .curves = {{.values = t5.byDistance(length),
                        .legend = Text::tr("T5: b[bucket(−r)], head %1, %2 ÷ %3").arg(head).arg(table)}},
            .sentence = lastFrom <= length - 1 ? Text::tr("T5 is one number from r = %1 on (its last bucket).").arg(lastFrom)
                                               : Text::tr("T5's last bucket starts at r = %1, beyond L.").arg(lastFrom),
            .hover = Text::tr("T5 %1")};
}
} // namespace

// Its figures' entries, each in its figure's file.
FigureEntry t5BucketsFigureEntry();
FigureEntry t5BiasFigureEntry();

ScoreFamilyEntry t5FamilyEntry()
{
    return {.id = posenc::ScoreEncoding::T5,
            .shortName = [] { return QStringLiteral("T5"); },
            .choiceLabel = [] { return Text::tr("T5 buckets (T5)"); },
            .optionHelp = [] { return Text::tr("a bias per bucket of the distance (T5)"); },
            .head =
                [](const Session &s) {
                    const int h = std::clamp(s.head, 0, s.heads - 1);
                    return posenc::ScoreHead(posenc::T5Head{t5Of(s).spec, t5BiasTable(s).col(h)});
                },
            .pages = {{[] { return Text::tr("T&5 buckets"); }, createT5Page}},
            .figures = {t5BucketsFigureEntry, t5BiasFigureEntry},
            .distanceCurves = t5DistanceCurves,
            .fields = t5Fields,
            .clamp = clampT5,
            .fixedHeads = t5FixedHeads};
}
