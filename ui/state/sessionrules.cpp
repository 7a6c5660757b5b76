#include "ui/state/sessionrules.h"

#include "ui/families/addedfamilies.h"
#include "ui/state/learnedtables.h"
#include "ui/state/coremessage.h"

#include "ui/state/abbreviated.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/text/tokenizer.h>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace

namespace sessionrules {

Session withText(Session s, const QString &text)
{
    if (Session::otherTokens(text, s.text))
        s.length = Session::lengthFollowing(text);
    s.text = text;
    return s;
}

Session withScheme(Session s, const posenc::SinusoidalScheme &scheme)
{
    const int pair = s.scheme.layout.pairOf(s.selection.dimension);
    const int shift = scheme.firstPosition - s.scheme.firstPosition;
    s.selection.position += shift;
    s.selection.comparePosition += shift;
    s.scheme = scheme;
    s.selection.dimension = s.scheme.layout.selectionColumn(std::clamp(pair, 0, s.scheme.layout.pairCount() - 1));
    return s;
}

posenc::SinusoidalScheme conventionScheme(posenc::SinusoidalScheme scheme, posenc::Convention convention)
{
    const posenc::ConventionInfo &info = posenc::conventionInfo(convention);
    scheme.layout.order = info.order;
    scheme.frequencies.spacing = info.spacing;
    if (info.firstPositionAfterPadding) {
        scheme.paddingIdx = scheme.paddingIdx >= 0 ? scheme.paddingIdx : posenc::defaultPaddingIdx;
        scheme.firstPosition = scheme.paddingIdx + 1;
    } else if (scheme.paddingIdx >= 0) {
        scheme.paddingIdx = -1;
        scheme.firstPosition = 0; // the padding had moved it; the others start at 0
    }
    return scheme;
}

Session withPaddingIdx(Session s, int paddingIdx)
{
    posenc::SinusoidalScheme scheme = s.scheme;
    scheme.paddingIdx = paddingIdx < 0 ? -1 : std::min(paddingIdx, posenc::limits::maxPaddingIdx);
    if (scheme.paddingIdx >= 0)
        scheme.firstPosition = scheme.paddingIdx + 1;
    return withScheme(std::move(s), scheme);
}

QString withLearnedTable(Session &s, const QString &path, const QString &tensor, int offset)
{
    Session next = s;
    next.table = path;
    next.tableTensor = tensor;
    next.tableOffset = offset;
    next.tableRows = next.tableDModel = 0;
    next.added = posenc::AddedEncoding::Learned;
    if (!path.isEmpty()) {
        QString problem;
        const auto table = openLearnedTable(path, tensor, offset, &problem);
        if (!table)
            return problem;
        next.tableRows = table->rows();
        next.tableDModel = table->dModel();
    }
    s = next.clamped(); // d_model the table's, the rows within it
    return {};
}

QString withT5Table(Session &s, const QString &path, const QString &tensor)
{
    Session next = s;
    next.scores = posenc::ScoreEncoding::T5;
    if (const QString problem = withT5TableRead(next, path, tensor); !problem.isEmpty())
        return problem;
    s = next;
    return {};
}

QString withT5TableRead(Session &s, const QString &path, const QString &tensor)
{
    Session next = s;
    t5Of(next).table = path;
    t5Of(next).tableTensor = tensor;
    t5Of(next).tableBuckets = t5Of(next).tableHeads = 0;
    if (!path.isEmpty()) {
        QString problem;
        const auto table = openT5BiasTable(path, tensor, t5Of(next).spec.bidirectional, &problem);
        if (!table)
            return problem;
        t5Of(next).tableBuckets = int(table->biases.rows());
        t5Of(next).tableHeads = int(table->biases.cols());
    }
    s = next.clamped(); // num_buckets and H the table's while T5 is the slot
    return {};
}

QString reversedWords(const QString &text)
{
    std::vector<std::string> tokens = posenc::tokenize(text.toStdString());
    std::reverse(tokens.begin(), tokens.end());
    QStringList words;
    for (const std::string &token : tokens)
        words.append(QString::fromStdString(token));
    return words.join(QLatin1Char(' '));
}

QString reorderingOf(const QString &text, const QString &reordered)
{
    return posenc::permutationBetween(posenc::tokenize(text.toStdString()), posenc::tokenize(reordered.toStdString()))
               ? reordered
               : reversedWords(text);
}

QString learnedLengthProblem(const Session &s, long long length)
{
    const int rows = s.learnedRows() - s.scheme.firstPosition;
    if (!addedFamily(s.added).fromTable || length <= rows || length > posenc::limits::maxLength)
        return {};
    return Text::tr("L = %1 is past the learned table's end (allowed 1 .. %2 from first position %3: a learned table "
                    "has no row past its %4 positions)")
        .arg(length)
        .arg(rows)
        .arg(s.scheme.firstPosition)
        .arg(s.learnedRows());
}

std::optional<Session::Problem> learnedRowsProblem(const Session &s)
{
    if (!addedFamily(s.added).fromTable)
        return std::nullopt;
    if (s.scheme.firstPosition > s.learnedRows() - 1)
        return Session::Problem{commonKeys::firstPosition,
                                Text::tr("first position %1 is past the learned table's end (allowed 0 .. %2: a "
                                         "learned table has no row past its %3 positions)")
                                    .arg(s.scheme.firstPosition)
                                    .arg(s.learnedRows() - 1)
                                    .arg(s.learnedRows())};
    if (const QString problem = learnedLengthProblem(s, s.length); !problem.isEmpty())
        return Session::Problem{commonKeys::length, problem};
    return std::nullopt;
}

std::optional<Session::Problem> attentionProblem(const Session &s)
{
    const auto sentence = posenc::tokenize(s.attentionText.toStdString());
    const auto reordered = posenc::tokenize(s.attentionReorderedText.toStdString());
    for (const auto &[key, tokens] : {std::pair{commonKeys::attentionText, &sentence},
                                      std::pair{commonKeys::attentionReorderedText, &reordered}}) {
        if (tokens->empty())
            return Session::Problem{key, Text::tr("the sentence has no words (allowed %1 .. %2 tokens)")
                                             .arg(posenc::limits::minAttentionTokens)
                                             .arg(posenc::limits::maxAttentionTokens)};
        if (const auto problem = posenc::checkAttentionTokens(static_cast<long long>(tokens->size())))
            return Session::Problem{key, coreMessage(*problem)};
    }
    if (!posenc::permutationBetween(sentence, reordered))
        return Session::Problem{commonKeys::attentionReorderedText,
                                Text::tr("\"%1\" is not a reordering of the words of \"%2\" (allowed: the same words "
                                         "in another order)")
                                    .arg(abbreviated(s.attentionReorderedText), abbreviated(s.attentionText))};
    return std::nullopt;
}

} // namespace sessionrules
