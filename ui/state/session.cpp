#include "ui/state/session.h"

#include "ui/families/addedfamilies.h"
#include "ui/state/fieldtable.h"
#include "ui/state/learnedtables.h"
#include "ui/state/sessionrules.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/text/tokenizer.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>

namespace lim = posenc::limits;
using fieldtable::Converted;
using fieldtable::Field;
using fieldtable::fields;
using fieldtable::rangeText;

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace

int Session::lengthFollowing(const QString &text)
{
    return std::clamp(static_cast<int>(posenc::tokenize(text.toStdString()).size()), lim::minLength, lim::maxLength);
}

bool Session::otherTokens(const QString &a, const QString &b)
{
    return posenc::tokenize(a.toStdString()) != posenc::tokenize(b.toStdString());
}

QString Session::defaultText()
{
    return QStringLiteral("I love you and you love me so word order must be part of the input");
}

QString Session::defaultAttentionText()
{
    return QStringLiteral("I love you");
}

QString Session::defaultAttentionReorderedText()
{
    return QStringLiteral("you love I");
}

Session Session::defaults()
{
    Session s;
    s.text = defaultText();
    s.attentionText = defaultAttentionText();
    s.attentionReorderedText = defaultAttentionReorderedText();
    s.length = lengthFollowing(s.text); // 16 tokens, the seed's figures
    s.selection.position = s.scheme.firstPosition + std::min(Selection::defaultPositionRow, s.length - 1);
    s.selection.offset = std::min(Selection::defaultOffset, s.length);
    s.selection.comparePosition = s.scheme.firstPosition + s.length / 2;
    return s;
}

int Session::learnedRows() const
{
    return tableRows > 0 ? tableRows : seededTableRows;
}

Session Session::clamped() const
{
    Session s = *this;
    const auto clampBase = [](double base, double fallback) {
        return std::isfinite(base) ? std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase) : fallback;
    };
    s.scheme.layout.dModel = std::clamp(s.scheme.layout.dModel, lim::minDModel, lim::maxDModel);
    if (s.scheme.layout.order == posenc::PairOrder::HalvesZeroPadded)
        s.scheme.layout.dModel = std::max(2, s.scheme.layout.dModel); // a zero column and no pair otherwise
    s.scheme.frequencies.base = clampBase(s.scheme.frequencies.base, 10000.0);
    s.length = std::clamp(s.length, lim::minLength, lim::maxLength);
    s.scheme.firstPosition = std::clamp(s.scheme.firstPosition, lim::minFirstPosition, lim::maxFirstPosition);
    if (addedFamily(s.added).fromTable) {
        // A learned table (a file's, or the seeded one's 1 024 rows) has no row past its end (it cannot
        // extrapolate); a file's also fixes d_model.
        if (s.tableRows > 0)
            s.scheme.layout.dModel = s.tableDModel;
        s.scheme.firstPosition = std::min(s.scheme.firstPosition, s.learnedRows() - 1);
        s.length = std::min(s.length, s.learnedRows() - s.scheme.firstPosition);
    }
    // fairseq's positions follow the padding index: the first position sets it (0 leaves no room: none).
    if (s.scheme.paddingIdx >= 0)
        s.scheme.paddingIdx = s.scheme.firstPosition - 1;
    s.comparisonBase = clampBase(s.comparisonBase, 1000.0);
    const int first = s.scheme.firstPosition;
    const int last = first + s.length - 1;
    Selection &sel = s.selection;
    sel.position = std::clamp(sel.position, first, last);
    sel.offset = std::clamp(sel.offset, -s.length, s.length);
    sel.dimension = std::clamp(sel.dimension, 0, s.scheme.dModel() - 1);
    sel.comparePosition = std::clamp(sel.comparePosition, first, last);
    // The heads, the head shown within them, then each score family's own settings.
    s.heads = std::clamp(s.heads, posenc::limits::minHeads, posenc::limits::maxHeads);
    s.head = std::clamp(s.head, 0, s.heads - 1);
    for (const ScoreFamilyEntry &family : scoreFamilies())
        if (family.clamp)
            family.clamp(s);
    return s;
}

bool Session::slotsHoldPositions() const
{
    return addedFamily(added).addsRows || scoreFamily(scores).actsOnScores;
}

bool Session::attentionAddsEncoding() const
{
    return attentionWithPe && addedFamily(added).addsRows;
}

QJsonObject Session::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("version"), version);
    for (const Field &field : fields())
        json.insert(QLatin1String(field.key), QJsonValue::fromVariant(field.get(*this)));
    return json;
}

QVariantMap Session::toVariants() const
{
    QVariantMap values;
    for (const Field &field : fields())
        values.insert(QLatin1String(field.key), field.get(*this));
    return values;
}

Session::Read Session::fromVariants(const QVariantMap &values, const Session &base)
{
    Read read{base, {}};
    const auto versionValue = values.value(QStringLiteral("version"));
    if (versionValue.isValid()) {
        const Converted v = fieldtable::toWhole(versionValue, rangeText(1, version));
        if (!v.problem.isEmpty() || v.value.toLongLong() < 1 || v.value.toLongLong() > version) {
            read.problems.append({QStringLiteral("version"),
                                  v.problem.isEmpty()
                                      ? Text::tr("version %1 is not one this PosEnc reads (allowed %2)")
                                            .arg(v.value.toLongLong())
                                            .arg(rangeText(1, version))
                                      : v.problem});
            return read;
        }
    }
    for (const Field &field : fields()) {
        const QString key = QLatin1String(field.key);
        if (!values.contains(key))
            continue;
        const Converted converted = field.convert(values.value(key));
        QString problem = converted.problem;
        if (problem.isEmpty())
            problem = field.set(read.session, converted.value);
        if (!problem.isEmpty())
            read.problems.append({key, problem});
    }
    // Fields left at base's value may no longer fit the sizes read (say, a dimension past a smaller d_model).
    read.session = read.session.clamped();
    // The attention view's two sentences go together: a pair read that does not fit keeps base's pair.
    const bool attentionRead =
        values.contains(commonKeys::attentionText) || values.contains(commonKeys::attentionReorderedText);
    if (const auto problem = attentionRead ? sessionrules::attentionProblem(read.session) : std::nullopt) {
        read.problems.append(*problem);
        read.session.attentionText = base.attentionText;
        read.session.attentionReorderedText = base.attentionReorderedText;
    }
    return read;
}

Session::Read Session::fromJson(const QJsonObject &json, const Session &base)
{
    return fromVariants(json.toVariantMap(), base);
}

using fieldtable::fieldOf;

QString Session::fieldLabel(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? QCoreApplication::translate("Session", field->label) : QString();
}

QString Session::fieldLabelSource(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? QString::fromUtf8(field->label) : QString();
}

bool Session::fieldShowsValues(const QString &key)
{
    const Field *field = fieldOf(key);
    return field && field->showValues;
}

std::optional<Session::Range> Session::fieldRange(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? field->range : std::nullopt;
}

std::optional<Session::Range> Session::fieldRangeIn(const Session &session, const QString &key)
{
    const Field *field = fieldOf(key);
    if (field && field->rangeIn)
        return field->rangeIn(session);
    return field ? field->range : std::nullopt;
}

int Session::fieldStep(const QString &key)
{
    const Field *field = fieldOf(key);
    return field ? field->step : 1;
}

QStringList Session::fieldKeys()
{
    QStringList keys;
    for (const Field &field : fields())
        keys.append(QLatin1String(field.key));
    return keys;
}

QStringList Session::fileFieldKeys()
{
    QStringList keys;
    for (const Field &field : fields())
        if (field.namesFile)
            keys.append(QLatin1String(field.key));
    return keys;
}

QList<Session::Option> Session::options()
{
    QList<Option> list;
    for (const Field &field : fields()) {
        const fieldtable::Option &o = field.option;
        Option option{QLatin1String(field.key), QLatin1String(o.name),
                      o.valueName ? QCoreApplication::translate("CommandLine", o.valueName) : QString(), o.help(),
                      o.kind != fieldtable::OptionKind::Value, {}, {}, {}};
        if (field.needs) {
            option.needsKey = QLatin1String(field.needs->key);
            option.needsValue = QLatin1String(field.needs->value);
            option.needsWhy = QCoreApplication::translate("CommandLine", field.needs->why);
        }
        list.append(option);
    }
    return list;
}

namespace {
/// The option's text as its field takes it: a switch gives its value, else the text given.
QVariant optionValue(const fieldtable::Option &option, const QString &text)
{
    switch (option.kind) {
    case fieldtable::OptionKind::SwitchOn:
        return QVariant(true);
    case fieldtable::OptionKind::SwitchOff:
        return QVariant(false);
    case fieldtable::OptionKind::Value:
        break;
    }
    return QVariant(text);
}

Converted convertOption(const Field &field, const QString &text)
{
    const QVariant value = optionValue(field.option, text);
    return field.option.convert ? field.option.convert(value) : field.convert(value);
}
} // namespace

QString Session::optionTextProblem(const QString &key, const QString &text)
{
    const Field *field = fieldOf(key);
    return field ? convertOption(*field, text).problem : QString();
}

QString Session::applyOption(const QString &key, const QString &text)
{
    const Field *field = fieldOf(key);
    if (!field)
        return {};
    const Converted converted = convertOption(*field, text);
    if (!converted.problem.isEmpty())
        return converted.problem;
    if (field->option.apply)
        return field->option.apply(*this, converted.value);
    return fieldtable::editConverted(*field, *this, converted.value);
}

QString Session::edit(const QString &key, const QVariant &value)
{
    const Field *field = fieldOf(key);
    return field ? fieldtable::editField(*field, *this, value) : QString();
}

QVariant Session::value(const QString &key) const
{
    const Field *field = fieldOf(key);
    return field ? field->get(*this) : QVariant();
}
