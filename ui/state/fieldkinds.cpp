#include "ui/state/fieldkinds.h"

#include "ui/state/abbreviated.h"
#include "ui/state/coremessage.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/parameters.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace fieldtable {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};
} // namespace

/// A help or value text of the command line, in its translation context (the strings are marked with
/// QT_TRANSLATE_NOOP("CommandLine", ...) where they are declared).
QString commandLine(const char *source)
{
    return QCoreApplication::translate("CommandLine", source);
}

Converted toFinite(const QVariant &v, const QString &range)
{
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return {{},
                Text::tr("'%1' is not a finite number (allowed %2)").arg(abbreviated(v.toString()), range)};
    return {QVariant(number), {}};
}

Converted toFlag(const QVariant &v)
{
    if (v.typeId() == QMetaType::Bool)
        return {v, {}};
    const QString text = v.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return {QVariant(true), {}};
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return {QVariant(false), {}};
    return {{}, Text::tr("'%1' is not true or false").arg(abbreviated(v.toString()))};
}

Converted toOnOff(const QVariant &v)
{
    const QString text = v.toString().trimmed().toLower();
    if (text == QLatin1String("on"))
        return Converted{QVariant(true), {}};
    if (text == QLatin1String("off"))
        return Converted{QVariant(false), {}};
    Converted flag = toFlag(v);
    if (!flag.problem.isEmpty())
        flag.problem = Text::tr("'%1' is not on or off").arg(abbreviated(v.toString()));
    return flag;
}

Converted toText(const QVariant &v)
{
    // QSettings reads "a, b, c" back as a list of three strings.
    if (v.typeId() == QMetaType::QStringList)
        return {QVariant(v.toStringList().join(QStringLiteral(", "))), {}};
    if (v.typeId() == QMetaType::QString)
        return {v, {}};
    return {{}, Text::tr("not a text")};
}

/// A list of numbers: a JSON array, the list QSettings reads back (items as text), or a text of numbers
/// separated by commas or spaces (also --query 1,2,3). Empty is allowed (the RoPE tab then uses seeded
/// values), and so is no value at all: QSettings writes an empty list as "@Invalid()" and reads it back as
/// an invalid QVariant.
Converted toNumbers(const QVariant &v)
{
    if (!v.isValid())
        return {QVariant(QVariantList()), {}};
    QStringList items;
    if (v.typeId() == QMetaType::QVariantList || v.typeId() == QMetaType::QStringList) {
        for (const QVariant &item : v.toList())
            items.append(item.toString());
    } else if (v.typeId() == QMetaType::QString) {
        // "1,,2" or a trailing comma is a number left out, not a separator twice.
        if (QRegularExpression(QStringLiteral("(^|,)\\s*(,|$)")).match(v.toString().trimmed()).hasMatch() &&
            !v.toString().trimmed().isEmpty())
            return {{}, Text::tr("'%1' has an empty item between commas (allowed a list of finite numbers)")
                            .arg(abbreviated(v.toString()))};
        items = v.toString().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    } else {
        return {{}, Text::tr("not a list of numbers")};
    }
    QVariantList numbers;
    for (const QString &item : std::as_const(items)) {
        bool ok = false;
        const double number = item.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(number))
            return {{},
                    Text::tr("'%1' is not a finite number (allowed a list of finite numbers)")
                        .arg(abbreviated(item))};
        numbers.append(number);
    }
    return {QVariant(numbers), {}};
}

QVariant numberList(const QList<double> &values)
{
    QVariantList list;
    for (const double v : values)
        list.append(v);
    return QVariant(list);
}

QString baseRange()
{
    return coreMessage(posenc::describeBaseRange());
}

/// A selected position (pos or pos'), within the rows first position .. first position + L - 1.
Field positionField(const char *key, const char *label, Option option, int Selection::*member)
{
    return {key,
            label,
            true,
            std::move(option),
            [member](const Session &s) { return QVariant(s.selection.*member); },
            [](const QVariant &v) {
                return toWhole(v, QStringLiteral("first position .. first position + L - 1"));
            },
            [member](Session &s, const QVariant &v) {
                return setWhole(
                    s, v,
                    [](const Session &t, long long p) {
                        return coreMessage(posenc::checkPosition(p, t.scheme.firstPosition, t.length));
                    },
                    [member](Session &t, int p) { t.selection.*member = p; });
            }};
}

/// A switch: true or false, set on the command line by its option alone.
Field flagField(const char *key, const char *label, Option option, bool Session::*member)
{
    return {key,
            label,
            false,
            std::move(option),
            [member](const Session &s) { return QVariant(s.*member); },
            toFlag,
            [member](Session &s, const QVariant &v) {
                s.*member = v.toBool();
                return QString();
            }};
}

/// A sentence: any text (the attention view's are checked together, sessionrules::attentionProblem()).
Field textField(const char *key, const char *label, Option option, QString Session::*member)
{
    return textField(key, label, std::move(option), [member](Session &s) -> QString & { return s.*member; });
}

Field textField(const char *key, const char *label, Option option, std::function<QString &(Session &)> text)
{
    return {key,
            label,
            false,
            std::move(option),
            // The text read, not changed: the session is not written through the reference.
            [text](const Session &s) { return QVariant(text(const_cast<Session &>(s))); },
            toText,
            [text](Session &s, const QVariant &v) {
                text(s) = v.toString();
                return QString();
            }};
}

/// A --help text without arguments: \a source (marked QT_TRANSLATE_NOOP("CommandLine", ...)) translated.
std::function<QString()> help(const char *source)
{
    return [source] { return commandLine(source); };
}

/// Option of a field that takes a value.
Option valueOption(const char *name, const char *valueName, std::function<QString()> help)
{
    return {name, OptionKind::Value, valueName, std::move(help)};
}

QString wholeRangeText(const Range &range, int step)
{
    const QString text = rangeText(static_cast<long long>(range.low), static_cast<long long>(range.high));
    return step == 2 ? Text::tr("even %1").arg(text) : text;
}

Field wholeField(const char *key, const char *label, Option option, Range allowed, int step,
                 std::function<int(const Session &)> get, std::function<QString(const Session &, long long)> check,
                 std::function<void(Session &, int)> store)
{
    option.help = [help = std::move(option.help), allowed, step, key] {
        // A help without %2 says its default in words (L: the number of tokens).
        const QString text = help();
        const QString range = wholeRangeText(allowed, step);
        return text.contains(QLatin1String("%2"))
                   ? text.arg(range, Session::defaults().value(QLatin1String(key)).toString())
                   : text.arg(range);
    };
    Field field{key,
                label,
                true,
                std::move(option),
                [get = std::move(get)](const Session &s) { return QVariant(get(s)); },
                [allowed, step](const QVariant &v) { return toWhole(v, wholeRangeText(allowed, step)); },
                [check = std::move(check), store = std::move(store)](Session &s, const QVariant &v) {
                    return setWhole(s, v, check, store);
                }};
    field.range = allowed;
    field.step = step;
    return field;
}

Field wholeFieldIn(const char *key, const char *label, Option option, QString rangeWords, int step,
                   std::function<Range(const Session &)> rangeIn, std::function<int(const Session &)> get,
                   std::function<QString(const Session &, long long)> check, std::function<void(Session &, int)> store)
{
    Field field{key,
                label,
                true,
                std::move(option),
                [get = std::move(get)](const Session &s) { return QVariant(get(s)); },
                [rangeWords = std::move(rangeWords)](const QVariant &v) { return toWhole(v, rangeWords); },
                [check = std::move(check), store = std::move(store)](Session &s, const QVariant &v) {
                    return setWhole(s, v, check, store);
                }};
    return withRangeIn(std::move(field), std::move(rangeIn), step);
}

std::function<QString()> withDefault(const char *key, const char *source)
{
    return [key, source] { return commandLine(source).arg(Session::defaults().value(QLatin1String(key)).toString()); };
}

Field withRangeIn(Field field, std::function<Range(const Session &)> rangeIn, int step)
{
    field.rangeIn = std::move(rangeIn);
    field.step = std::max(field.step, step);
    return field;
}

Field withNeeds(Field field, Field::Needs needs)
{
    field.needs = needs;
    return field;
}

Field namingAFile(Field field)
{
    field.namesFile = true;
    return field;
}

/// \a field with the rule \a edit applied when only it changes.
Field withEdit(Field field, std::function<QString(Session &, const QVariant &)> edit)
{
    field.edit = std::move(edit);
    return field;
}


} // namespace fieldtable
