#include "ui/state/fieldtable.h"
#include "ui/families/addedfamilies.h"
#include "ui/state/fieldkinds.h"
#include "ui/state/coremessage.h"

#include "ui/state/abbreviated.h"
#include "ui/state/learnedtables.h"
#include "ui/state/sessionrules.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace lim = posenc::limits;

namespace fieldtable {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace


Converted toWhole(const QVariant &v, const QString &range)
{
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number != std::trunc(number) || std::abs(number) > 9e15)
        return {{},
                Text::tr("'%1' is not a whole number (allowed %2)").arg(abbreviated(v.toString()), range)};
    return {QVariant(static_cast<qlonglong>(number)), {}};
}

QString rangeText(long long low, long long high)
{
    return QStringLiteral("%1 .. %2").arg(low).arg(high);
}

QString rangeText(const Range &range)
{
    // 'g' with 12 digits: 1000000 and 0.001 in full, not 1e+06.
    return QStringLiteral("%1 .. %2").arg(QString::number(range.low, 'g', 12), QString::number(range.high, 'g', 12));
}

const QList<Field> &fields()
{
    static const QList<Field> list = modelFields() + QList<Field>{
        // The learned table first (the slot, d_model and L read after it are checked against it): its
        // tensor and offset before the file, whose rule opens all three together.
        withEdit(textField(commonKeys::tableTensor, QT_TRANSLATE_NOOP("Session", "the table's tensor"),
                           valueOption("tensor", QT_TRANSLATE_NOOP("CommandLine", "NAME"),
                                       help(QT_TRANSLATE_NOOP(
                                           "CommandLine",
                                           "The tensor of a .safetensors file to read as the learned table, e.g. "
                                           "wpe.weight (default: the file's only one, or its one known position "
                                           "table)."))),
                           &Session::tableTensor),
                 [](Session &s, const QVariant &v) {
                     if (s.table.isEmpty()) {
                         s.tableTensor = v.toString();
                         return QString();
                     }
                     return sessionrules::withLearnedTable(s, s.table, v.toString(), s.tableOffset);
                 }),
        withEdit({commonKeys::tableOffset, QT_TRANSLATE_NOOP("Session", "the table's offset"), true,
                  valueOption("table-offset", QT_TRANSLATE_NOOP("CommandLine", "N"),
                              [] {
                                  return commandLine(
                                             QT_TRANSLATE_NOOP(
                                                 "CommandLine",
                                                 "Stored row of position 0 in the learned table, %1 (default: "
                                                 "the known name's, 2 for OPT, BART and RoBERTa, else 0)."))
                                      .arg(rangeText(0, lim::maxFirstPosition));
                              }),
                  [](const Session &s) { return QVariant(s.tableOffset); },
                  [](const QVariant &v) { return toWhole(v, rangeText(-1, lim::maxFirstPosition)); },
                  [](Session &s, const QVariant &v) {
                      return setWhole(
                          s, v,
                          [](const Session &, long long n) {
                              return n < -1 || n > lim::maxFirstPosition
                                         ? Text::tr("table offset %1 is out of range (allowed %2, or -1 for the "
                                                    "name's own)")
                                               .arg(n)
                                               .arg(rangeText(0, lim::maxFirstPosition))
                                         : QString();
                          },
                          [](Session &t, int n) { t.tableOffset = n; });
                  }},
                 [](Session &s, const QVariant &v) {
                     if (const QString problem = fieldOf(commonKeys::tableOffset)->set(s, v); !problem.isEmpty())
                         return problem;
                     return s.table.isEmpty() ? QString()
                                              : sessionrules::withLearnedTable(s, s.table, s.tableTensor, s.tableOffset);
                 }),
        namingAFile(withNeeds(
        {commonKeys::table, QT_TRANSLATE_NOOP("Session", "the learned table"), false,
         valueOption("table", QT_TRANSLATE_NOOP("CommandLine", "FILE"),
                     help(QT_TRANSLATE_NOOP("CommandLine",
                                            "A learned position table to add: a .npy or .safetensors file (GPT-2's "
                                            "wpe.weight, BERT's position_embeddings …), memory-mapped; sets "
                                            "--absolute learned and d_model to the table's."))),
         [](const Session &s) { return QVariant(s.table); },
         toText,
         [](Session &s, const QVariant &v) {
             // Read with the whole session (a scene, settings): the file must still be a table; the fields
             // read after it (added, d_model, L) are checked against it, none is changed here.
             const QString path = v.toString();
             s.tableRows = s.tableDModel = 0;
             if (!path.isEmpty()) {
                 QString problem;
                 const auto table = openLearnedTable(path, s.tableTensor, s.tableOffset, &problem);
                 if (!table)
                     return problem;
                 s.tableRows = table->rows();
                 s.tableDModel = table->dModel();
             }
             s.table = path;
             return QString();
         },
         [](Session &s, const QVariant &v) {
             return sessionrules::withLearnedTable(s, v.toString(), s.tableTensor, s.tableOffset);
         }},
        //: The %2 of "--%1: %2 only with --%3 %4 (given --%3 %5)": what happens only with that value.
        {commonKeys::added, "learned", QT_TRANSLATE_NOOP("CommandLine", "a table is added")})),
        withEdit(namedField<posenc::AddedEncoding>(
                     commonKeys::added, QT_TRANSLATE_NOOP("Session", "what is added to the embedding"),
                     valueOption("absolute", QT_TRANSLATE_NOOP("CommandLine", "none|sinusoidal|learned"),
                                 help(QT_TRANSLATE_NOOP(
                                     "CommandLine",
                                     "What is added to the token embedding (the absolute slot): sinusoidal PE "
                                     "(Vaswani et al. 2017), learned, a table (GPT-2, BERT; --table, else the "
                                     "seeded untrained one), or none (Llama, T5) (default sinusoidal)."))),
                     posenc::addedEncodingNames,
                     [](auto &s) -> auto & { return s.added; }),
                 [](Session &s, const QVariant &v) {
                     const posenc::AddedEncoding before = s.added;
                     if (const QString problem = fieldOf(commonKeys::added)->set(s, v); !problem.isEmpty())
                         return problem;
                     if (s.added != before)
                         s = s.clamped(); // a learned table's d_model and rows
                     return QString();
                 }),
        withEdit(namedField<posenc::ScoreEncoding>(
            commonKeys::scores, QT_TRANSLATE_NOOP("Session", "what acts on the scores"),
            valueOption("relative", scoreFamilyValueName(), scoreFamilyOptionHelp), // from the families' list
            posenc::scoreEncodingNames,
            [](auto &s) -> auto & { return s.scores; }),
                 [](Session &s, const QVariant &v) {
                     const posenc::ScoreEncoding before = s.scores;
                     if (const QString problem = fieldOf(commonKeys::scores)->set(s, v); !problem.isEmpty())
                         return problem;
                     if (s.scores != before)
                         s = s.clamped(); // a T5 bias table's num_buckets and heads
                     return QString();
                 }),
        withEdit(textField(commonKeys::text, QT_TRANSLATE_NOOP("Session", "the sentence"),
                           valueOption(
                               "text", QT_TRANSLATE_NOOP("CommandLine", "TEXT"),
                               help(QT_TRANSLATE_NOOP(
                                   "CommandLine", "Sentence; split on spaces, Chinese/Japanese characters "
                                                  "one token each (default: a 16-token English sentence)."))),
                           &Session::text),
                 [](Session &s, const QVariant &v) {
                     s = sessionrules::withText(s, v.toString()); // L follows the text
                     return QString();
                 }),
        wholeField(
            commonKeys::dModel, QT_TRANSLATE_NOOP("Session", "d_model"),
            valueOption("d-model", QT_TRANSLATE_NOOP("CommandLine", "N"),
                        help(QT_TRANSLATE_NOOP("CommandLine", "Embedding width d_model, %1 (default %2)."))),
            {lim::minDModel, lim::maxDModel}, 1, [](const Session &s) { return s.scheme.dModel(); },
            [](const Session &t, long long d) {
                if (addedFamily(t.added).fromTable && t.tableRows > 0 && d != t.tableDModel)
                    return Text::tr("d_model = %1: the learned table's d_model is %2 (allowed only %2 while "
                                    "it is added)")
                        .arg(d)
                        .arg(t.tableDModel);
                return coreMessage(posenc::checkDModel(d));
            },
            [](Session &t, int d) { t.scheme.layout.dModel = d; }),
        {commonKeys::base, QT_TRANSLATE_NOOP("Session", "base"), true,
         valueOption("base", QT_TRANSLATE_NOOP("CommandLine", "B"),
                     [] {
                         return commandLine(QT_TRANSLATE_NOOP(
                                                "CommandLine",
                                                "Base of w_i = base^(-2i/d_model): %1 (default 10000)."))
                             .arg(baseRange());
                     }),
         [](const Session &s) { return QVariant(s.scheme.base()); },
         [](const QVariant &v) { return toFinite(v, baseRange()); },
         [](Session &s, const QVariant &v) {
             if (const auto problem = posenc::checkBase(v.toDouble()))
                 return coreMessage(*problem);
             s.scheme.frequencies.base = v.toDouble();
             return QString();
         }},
        withEdit(
            namedField<posenc::PairOrder>(
                commonKeys::layout, QT_TRANSLATE_NOOP("Session", "layout"),
                valueOption(
                    "layout", QT_TRANSLATE_NOOP("CommandLine", "LAYOUT"),
                    [] {
                        return commandLine(
                                   QT_TRANSLATE_NOOP(
                                       "CommandLine",
                                       "Columns of the encoding: %1 (interleaved: sin, cos, sin, cos ...; "
                                       "halves: [sin ... | cos ...], an odd d_model's lone sine ends the "
                                       "sine "
                                       "half; halves-padded: the same, an odd d_model's last column is "
                                       "zero). "
                                       "Overrides --convention's."))
                            .arg(QString::fromStdString(posenc::pairOrderNames.joined()));
                    }),
                posenc::pairOrderNames,
                [](auto &s) -> auto & { return s.scheme.layout.order; }),
            [](Session &s, const QVariant &v) {
                // The selected pair stays selected in the new layout.
                const auto order = posenc::pairOrderNames.value(v.toString().trimmed().toStdString());
                if (!order)
                    return fieldOf(commonKeys::layout)->set(s, v); // its message
                posenc::SinusoidalScheme scheme = s.scheme;
                scheme.layout.order = *order;
                s = sessionrules::withScheme(s, scheme);
                return QString();
            }),
        namedField<posenc::FrequencySpacing>(
            commonKeys::spacing, QT_TRANSLATE_NOOP("Session", "spacing"),
            valueOption("spacing", QT_TRANSLATE_NOOP("CommandLine", "paper|t2t"),
                        help(QT_TRANSLATE_NOOP(
                            "CommandLine",
                            "Frequencies: paper w_i = base^(-2i/d_model), or t2t w_i = "
                            "base^(-i/max(n-1, 1)), n = floor(d_model/2). Overrides --convention's."))),
            posenc::spacingNames,
            [](auto &s) -> auto & { return s.scheme.frequencies.spacing; }),
        // Its default follows the sentence: said in words, no %2.
        wholeField(
            commonKeys::length, QT_TRANSLATE_NOOP("Session", "L"),
            valueOption("length", QT_TRANSLATE_NOOP("CommandLine", "L"),
                        help(QT_TRANSLATE_NOOP("CommandLine",
                                               "Sequence length L, %1 (default: the number of tokens)."))),
            {lim::minLength, lim::maxLength}, 1, [](const Session &s) { return s.length; },
            [](const Session &t, long long l) {
                if (const QString problem = sessionrules::learnedLengthProblem(t, l); !problem.isEmpty())
                    return problem;
                return coreMessage(posenc::checkLength(l));
            },
            [](Session &t, int l) { t.length = l; }),
        // padding_idx before the first position, which follows it (fairseq's make_positions: padding_idx +
        // 1).
        withEdit({commonKeys::paddingIdx, QT_TRANSLATE_NOOP("Session", "padding_idx"), true,
                  valueOption(
                      "padding-idx", QT_TRANSLATE_NOOP("CommandLine", "P"),
                      [] {
                          return commandLine(
                                     QT_TRANSLATE_NOOP(
                                         "CommandLine",
                                         "fairseq's padding_idx, %1 (default 1 with --convention fairseq): "
                                         "the first position is padding_idx + 1."))
                              .arg(rangeText(lim::minPaddingIdx, lim::maxPaddingIdx));
                      }),
                  [](const Session &s) { return QVariant(s.scheme.paddingIdx); },
                  [](const QVariant &v) { return toWhole(v, rangeText(-1, lim::maxPaddingIdx)); },
                  [](Session &s, const QVariant &v) {
                      return setWhole(
                          s, v,
                          [](const Session &, long long p) {
                              if (p == -1)
                                  return QString();
                              if (const auto problem = posenc::checkPaddingIdx(p))
                                  return Text::tr("%1, or -1 for none").arg(coreMessage(*problem));
                              return QString();
                          },
                          [](Session &t, int p) {
                              t.scheme.paddingIdx = p;
                              if (p >= 0)
                                  t.scheme.firstPosition = p + 1;
                          });
                  }},
                 [](Session &s, const QVariant &v) {
                     Session checked = s;
                     if (const QString problem = fieldOf(commonKeys::paddingIdx)->set(checked, v);
                         !problem.isEmpty())
                         return problem;
                     s = sessionrules::withPaddingIdx(s, checked.scheme.paddingIdx); // the selected rows kept
                     return QString();
                 }),
        withEdit(wholeField(
                     commonKeys::firstPosition, QT_TRANSLATE_NOOP("Session", "first position"),
                     valueOption("start", QT_TRANSLATE_NOOP("CommandLine", "P"),
                                 help(QT_TRANSLATE_NOOP("CommandLine",
                                                        "First position, pos of row 0, %1 (default %2)."))),
                     {lim::minFirstPosition, lim::maxFirstPosition}, 1,
                     [](const Session &s) { return s.scheme.firstPosition; },
                     [](const Session &t, long long p) {
                         if (const auto problem = posenc::checkFirstPosition(p))
                             return coreMessage(*problem);
                         Session moved = t; // a learned table (the seeded one too) has no row past its end
                         moved.scheme.firstPosition = int(p);
                         if (const auto problem = sessionrules::learnedRowsProblem(moved);
                             problem && problem->field == commonKeys::firstPosition)
                             return problem->message;
                         if (t.scheme.paddingIdx >= 0 && p != t.scheme.paddingIdx + 1)
                             return Text::tr("with padding_idx = %1 the first position is %2, not %3 (set "
                                             "padding_idx instead)")
                                 .arg(t.scheme.paddingIdx)
                                 .arg(t.scheme.paddingIdx + 1)
                                 .arg(p);
                         return QString();
                     },
                     [](Session &t, int p) { t.scheme.firstPosition = p; }),
                 [](Session &s, const QVariant &v) {
                     Session checked = s;
                     if (const QString problem = fieldOf(commonKeys::firstPosition)->set(checked, v);
                         !problem.isEmpty())
                         return problem;
                     s = sessionrules::withScheme(s, checked.scheme); // the selected rows kept
                     return QString();
                 }),
        positionField(commonKeys::position, QT_TRANSLATE_NOOP("Session", "pos"),
                      valueOption("position", QT_TRANSLATE_NOOP("CommandLine", "P"),
                                  [] {
                                      return commandLine(QT_TRANSLATE_NOOP(
                                                             "CommandLine",
                                                             "Selected position pos, start .. start+L-1 "
                                                             "(default start+%1, at most the last)."))
                                          .arg(Selection::defaultPositionRow);
                                  }),
                      &Selection::position),
        {commonKeys::offset, QT_TRANSLATE_NOOP("Session", "k"), true,
         valueOption("offset", QT_TRANSLATE_NOOP("CommandLine", "K"),
                     [] {
                         return commandLine(QT_TRANSLATE_NOOP("CommandLine",
                                                              "Offset k, -L .. L (default %1, at most L)."))
                             .arg(Selection::defaultOffset);
                     }),
         [](const Session &s) { return QVariant(s.selection.offset); },
         [](const QVariant &v) { return toWhole(v, QStringLiteral("-L .. L")); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long k) { return coreMessage(posenc::checkOffset(k, t.length)); },
                 [](Session &t, int k) { t.selection.offset = k; });
         }},
        flagField(
            commonKeys::scaleEmbedding, QT_TRANSLATE_NOOP("Session", "the embedding scale"),
            {"no-embedding-scale", OptionKind::SwitchOff, nullptr,
             help(QT_TRANSLATE_NOOP(
                 "CommandLine", "Do not multiply the token embedding by sqrt(d_model) (paper sec. 3.4): its values "
                                "are then N(0, 1/d_model) and shrink as d_model grows."))},
            &Session::scaleEmbedding),
        {commonKeys::dimension,
         QT_TRANSLATE_NOOP("Session", "dimension j"),
         true,
         // The option gives the pair i; the field is its column j in the layout.
         {"pair", OptionKind::Value, QT_TRANSLATE_NOOP("CommandLine", "I"),
          help(QT_TRANSLATE_NOOP("CommandLine", "Selected pair i, 0 .. ceil(d_model/2)-1 (default 0): "
                                                "wavelength and relative views.")),
          [](const QVariant &v) { return toWhole(v, QStringLiteral("0 .. ceil(d_model/2)-1")); },
          [](Session &s, const QVariant &v) {
              const long long pair = v.toLongLong();
              const int pairs = s.scheme.layout.pairCount();
              if (pair < 0 || pair >= pairs)
                  return Text::tr("pair i = %1 is out of range (allowed %2)")
                      .arg(pair)
                      .arg(rangeText(0, pairs - 1));
              s.selection.dimension = s.scheme.layout.selectionColumn(static_cast<int>(pair));
              return QString();
          }},
         [](const Session &s) { return QVariant(s.selection.dimension); },
         [](const QVariant &v) { return toWhole(v, QStringLiteral("0 .. d_model - 1")); },
         [](Session &s, const QVariant &v) {
             return setWhole(
                 s, v,
                 [](const Session &t, long long j) {
                     if (j >= 0 && j < t.scheme.dModel())
                         return QString();
                     return Text::tr("dimension j = %1 is out of range (allowed %2)")
                         .arg(j)
                         .arg(rangeText(0, t.scheme.dModel() - 1));
                 },
                 [](Session &t, int j) { t.selection.dimension = j; });
         }},
        {commonKeys::comparisonBase, QT_TRANSLATE_NOOP("Session", "comparison base"), true,
         valueOption("comparison-base", QT_TRANSLATE_NOOP("CommandLine", "B"),
                     [] {
                         return commandLine(QT_TRANSLATE_NOOP(
                                                "CommandLine",
                                                "Comparison base of the wavelength view: %1 (default 1000)."))
                             .arg(baseRange());
                     }),
         [](const Session &s) { return QVariant(s.comparisonBase); },
         [](const QVariant &v) { return toFinite(v, baseRange()); },
         [](Session &s, const QVariant &v) {
             if (const auto problem = posenc::checkBase(v.toDouble()))
                 return Text::tr("comparison %1").arg(coreMessage(*problem));
             s.comparisonBase = v.toDouble();
             return QString();
         }},
        positionField(
            commonKeys::comparePosition, QT_TRANSLATE_NOOP("Session", "pos′"),
            valueOption("compare-position", QT_TRANSLATE_NOOP("CommandLine", "P"),
                        help(QT_TRANSLATE_NOOP(
                            "CommandLine", "Second position pos' of the relative view, start .. start+L-1 "
                                           "(default start + L/2)."))),
            &Selection::comparePosition),
        flagField(commonKeys::cosineSimilarity, QT_TRANSLATE_NOOP("Session", "cosine similarity"),
                  {"cosine", OptionKind::SwitchOn, nullptr,
                   help(QT_TRANSLATE_NOOP("CommandLine",
                                          "Similarity view: cosine similarity instead of the dot product."))},
                  &Session::cosineSimilarity),
        {commonKeys::waveColumns, QT_TRANSLATE_NOOP("Session", "the waves' columns"), false,
         valueOption("columns", QT_TRANSLATE_NOOP("CommandLine", "J1,J2,..."),
                     [] {
                         return commandLine(QT_TRANSLATE_NOOP(
                                                "CommandLine",
                                                "Waves view: the columns j of PE drawn against pos, 1 .. %1 "
                                                "distinct whole numbers separated by commas; columns past "
                                                "d_model - 1 are left out (default 4,5,6,7)."))
                             .arg(Session::maxWaveColumns);
                     }),
         [](const Session &s) {
             QVariantList list;
             for (const int j : s.waveColumns)
                 list.append(j);
             return QVariant(list);
         },
         toNumbers,
         [](Session &s, const QVariant &v) {
             const QVariantList list = v.toList();
             if (list.isEmpty() || list.size() > Session::maxWaveColumns)
                 return Text::tr("%1 columns (allowed 1 .. %2)").arg(list.size()).arg(Session::maxWaveColumns);
             QList<int> columns;
             for (const QVariant &item : list) {
                 const double j = item.toDouble();
                 if (j != std::trunc(j) || j < 0 || j > lim::maxDModel - 1)
                     return Text::tr("column j = %1 is out of range (allowed whole numbers 0 .. %2)")
                         .arg(item.toString())
                         .arg(lim::maxDModel - 1);
                 if (columns.contains(int(j)))
                     return Text::tr("column j = %1 is named twice").arg(int(j));
                 columns.append(int(j));
             }
             s.waveColumns = columns;
             return QString();
         }},
        {commonKeys::clockHands, QT_TRANSLATE_NOOP("Session", "the second, minute and hour hands"), false,
         valueOption("hands", QT_TRANSLATE_NOOP("CommandLine", "I1,I2,I3"),
                     [] {
                         return commandLine(QT_TRANSLATE_NOOP(
                                                "CommandLine",
                                                "Second, minute and hour hands (clock-hands): three pairs i "
                                                "0 .. %1 separated by commas, each drawn as at most the last pair "
                                                "(default: the fastest, the middle and the slowest)."))
                             .arg(lim::maxDModel / 2 - 1);
                     }),
         [](const Session &s) {
             QVariantList list;
             for (const int i : s.clockHands)
                 list.append(i);
             return QVariant(list);
         },
         toNumbers,
         [](Session &s, const QVariant &v) {
             const QVariantList list = v.toList();
             if (!list.isEmpty() && list.size() != 3)
                 return Text::tr("%1 hands (allowed 3, or none for the fastest, middle and slowest pair)")
                     .arg(list.size());
             QList<int> pairs;
             for (const QVariant &item : list) {
                 const double i = item.toDouble();
                 if (i != std::trunc(i) || i < 0 || i > lim::maxDModel / 2 - 1)
                     return Text::tr("pair i = %1 is out of range (allowed whole numbers 0 .. %2)")
                         .arg(item.toString())
                         .arg(lim::maxDModel / 2 - 1);
                 pairs.append(int(i));
             }
             s.clockHands = pairs;
             return QString();
         }},
        withEdit(textField(commonKeys::attentionText, QT_TRANSLATE_NOOP("Session", "the attention sentence"),
                           valueOption("attention-text", QT_TRANSLATE_NOOP("CommandLine", "TEXT"),
                                       [] {
                                           return commandLine(QT_TRANSLATE_NOOP(
                                                                  "CommandLine",
                                                                  "Attention view: the sentence, %1 .. %2 "
                                                                  "tokens (default \"I love you\")."))
                                               .arg(lim::minAttentionTokens)
                                               .arg(lim::maxAttentionTokens);
                                       }),
                           &Session::attentionText),
                 [](Session &s, const QVariant &v) {
                     // A new sentence comes with its words reversed as the reordering, unless that is given
                     // too.
                     s.attentionText = v.toString();
                     s.attentionReorderedText = sessionrules::reversedWords(s.attentionText);
                     return QString();
                 }),
        textField(commonKeys::attentionReorderedText, QT_TRANSLATE_NOOP("Session", "the reordered sentence"),
                  valueOption(
                      "attention-reordered", QT_TRANSLATE_NOOP("CommandLine", "TEXT"),
                      help(QT_TRANSLATE_NOOP("CommandLine",
                                             "Attention view: the same words in another order (default: the "
                                             "words of --attention-text reversed, \"you love I\")."))),
                  &Session::attentionReorderedText),
        flagField(commonKeys::attentionWithPe, QT_TRANSLATE_NOOP("Session", "attention with positions"),
                  {"attention-pe", OptionKind::SwitchOn, nullptr,
                   help(QT_TRANSLATE_NOOP("CommandLine", "Attention view: use the positions, what --absolute adds to "
                                                         "the embeddings and what --relative does to the scores."))},
                  &Session::attentionWithPe),
    } + scoreFamilyFields() + QList<Field>{
        // The heads shared by the families with a value per head, after their fields (a family's table may
        // fix H), the heads before the head.
        withRangeIn(
            wholeField(commonKeys::heads, QT_TRANSLATE_NOOP("Session", "the number of heads"),
                       valueOption("heads", QT_TRANSLATE_NOOP("CommandLine", "H"),
                                   help(QT_TRANSLATE_NOOP("CommandLine",
                                                          "Families with a value per head (their tabs and Compare): "
                                                          "the number of heads H, %1 (default %2)."))),
                       {posenc::limits::minHeads, posenc::limits::maxHeads}, 1, [](const Session &s) { return s.heads; },
                       [](const Session &t, long long h) {
                           // The chosen family's data may fix H (T5's table read from a file).
                           if (const auto fixed = fixedHeads(t); fixed && h != fixed->heads)
                               return Text::tr("H = %1: %3 has %2 heads (allowed only %2 while it is read)")
                                   .arg(h)
                                   .arg(fixed->heads)
                                   .arg(fixed->holder);
                           return coreMessage(posenc::checkHeads(h));
                       },
                       [](Session &t, int h) {
                           t.heads = h;
                           t.head = std::min(t.head, h - 1); // the head shown stays one of them
                       }),
            [](const Session &s) {
                const auto fixed = fixedHeads(s);
                return fixed ? Range{double(fixed->heads), double(fixed->heads)}
                             : Range{posenc::limits::minHeads, posenc::limits::maxHeads};
            }),
        wholeFieldIn(commonKeys::head, QT_TRANSLATE_NOOP("Session", "the head shown"),
                     valueOption("head", QT_TRANSLATE_NOOP("CommandLine", "h"),
                                 withDefault(commonKeys::head, QT_TRANSLATE_NOOP("CommandLine",
                                                                       "Families with a value per head: the head "
                                                                       "shown, 0 .. H - 1 (default %1)."))),
                     QStringLiteral("0 .. H - 1"), 1, [](const Session &s) { return Range{0, double(s.heads - 1)}; },
                     [](const Session &s) { return s.head; },
                     [](const Session &t, long long h) { return coreMessage(posenc::checkHead(h, t.heads)); },
                     [](Session &t, int h) { t.head = h; }),
    } + modelFeatureFields();
    return list;
}

const Field *fieldOf(const QString &key)
{
    for (const Field &field : fields())
        if (key == QLatin1String(field.key))
            return &field;
    return nullptr;
}

QString editField(const Field &field, Session &s, const QVariant &v)
{
    const Converted converted = field.convert(v);
    if (!converted.problem.isEmpty())
        return converted.problem;
    return editConverted(field, s, converted.value);
}

QString editConverted(const Field &field, Session &s, const QVariant &value)
{
    return field.edit ? field.edit(s, value) : field.set(s, value);
}

} // namespace fieldtable
