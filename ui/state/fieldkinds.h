#pragma once
/// \file fieldkinds.h
/// \brief The kinds of Session field the field list is made of (fieldtable.cpp, the families' fields): whole
/// numbers, finite numbers, switches, texts, lists of numbers, names of a choice, with their conversions of a
/// stored value and their command-line options.

#include "ui/state/abbreviated.h"
#include "ui/state/fieldtable.h"

#include <posenc/text/nametable.h>

#include <QCoreApplication>

#include <optional>
#include <string>

namespace fieldtable {

struct FieldText
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

/// A help or value text of the command line, in its translation context (the strings are marked with
/// QT_TRANSLATE_NOOP("CommandLine", ...) where they are declared).
QString commandLine(const char *source);
/// A finite number; else the problem naming \a range.
Converted toFinite(const QVariant &v, const QString &range);
/// true / false (also 1 / 0).
Converted toFlag(const QVariant &v);
/// "on" or "off" (the command line's words; also true / false, 1 / 0).
Converted toOnOff(const QVariant &v);
/// A text (QSettings' list of texts joined by ", ").
Converted toText(const QVariant &v);
/// A list of finite numbers: a JSON array, QSettings' list, or a text separated by commas or spaces.
Converted toNumbers(const QVariant &v);
QVariant numberList(const QList<double> &values);
QString baseRange();
/// A selected position (pos or pos'), within the rows first position .. first position + L - 1.
Field positionField(const char *key, const char *label, Option option, int Selection::*member);
/// A switch: true or false, set on the command line by its option alone.
Field flagField(const char *key, const char *label, Option option, bool Session::*member);
/// A sentence: any text.
Field textField(const char *key, const char *label, Option option, QString Session::*member);
/// A text kept where \a text(session) says (a family's settings): any text.
Field textField(const char *key, const char *label, Option option, std::function<QString &(Session &)> text);
/// A --help text without arguments: \a source (marked QT_TRANSLATE_NOOP("CommandLine", ...)) translated.
std::function<QString()> help(const char *source);
/// Option of a field that takes a value.
Option valueOption(const char *name, const char *valueName, std::function<QString()> help);
/// \a field, which means something only with field \a key at \a value (Field::needs).
Field withNeeds(Field field, Field::Needs needs);
/// \a field, whose value is a file's path (Field::namesFile).
Field namingAFile(Field field);

/// A whole-number field within \a allowed (in steps of \a step from its low end), read by \a get, stored by \a store after
/// \a check (the core's check, which says the same range in its message, and any rule with other fields).
/// The option's help text has %1 for the range ("even 2 .. 4096" with step 2) and %2 for the default
/// (Session::defaults()'; a help without %2 says it in words), both filled from here; the range is the
/// entry's (Field::range).
Field wholeField(const char *key, const char *label, Option option, Range allowed, int step,
                 std::function<int(const Session &)> get, std::function<QString(const Session &, long long)> check,
                 std::function<void(Session &, int)> store);
/// A whole-number field whose allowed values depend on other fields: \a rangeIn for a session (in steps of
/// \a step from its low end), said in words by \a rangeWords ("0 .. H - 1") in the message of a value that is
/// not a whole number; read by \a get, stored by \a store after \a check (the core's check of the same range).
/// The option's help says its range in words and its default with withDefault().
Field wholeFieldIn(const char *key, const char *label, Option option, QString rangeWords, int step,
                   std::function<Range(const Session &)> rangeIn, std::function<int(const Session &)> get,
                   std::function<QString(const Session &, long long)> check, std::function<void(Session &, int)> store);
/// "LOW .. HIGH", or "even LOW .. HIGH" for step 2: a whole-number range as help texts and messages say it.
QString wholeRangeText(const Range &range, int step);
/// A --help text whose %1 is the field \a key's default (Session::defaults()'): \a source marked
/// QT_TRANSLATE_NOOP("CommandLine", ...).
std::function<QString()> withDefault(const char *key, const char *source);
/// \a field whose allowed values depend on other fields: \a rangeIn for a session, in steps of \a step.
Field withRangeIn(Field field, std::function<Range(const Session &)> rangeIn, int step = 1);
/// \a field with the rule \a edit applied when only it changes.
Field withEdit(Field field, std::function<QString(Session &, const QVariant &)> edit);

/// Checks a whole number with \a check and stores it with \a store when allowed.
template <class Check, class Store> QString setWhole(Session &s, const QVariant &v, Check check, Store store)
{
    const long long value = v.toLongLong();
    if (const QString problem = check(s, value); !problem.isEmpty())
        return problem;
    store(s, static_cast<int>(value));
    return {};
}

/// A field stored by name, e.g. the layout "halves": \a names is the value's posenc::NameTable (a global).
template <class Value, std::size_t N, class Member>
Field namedField(const char *key, const char *label, Option option, const posenc::NameTable<Value, N> &names,
                 Member member)
{
    const posenc::NameTable<Value, N> *table = &names;
    return {key,
            label,
            true,
            std::move(option),
            [table, member](const Session &s) { return QVariant(QString::fromLatin1(table->name(member(s)))); },
            toText,
            [table, member, key](Session &s, const QVariant &v) {
                const auto value = table->value(v.toString().trimmed().toStdString());
                if (!value)
                    return FieldText::tr("%2 cannot be '%1' (allowed %3)")
                        .arg(abbreviated(v.toString()), QLatin1String(key), QString::fromStdString(table->joined()));
                member(s) = *value;
                return QString();
            }};
}

/// A finite number within \a allowed, stored by \a member. The option's help text has %1 for the range and
/// %2 for the default (Session::defaults()'), both filled from here.
template <class Member> Field numberField(const char *key, const char *label, Option option, Range allowed, Member member)
{
    const QString range = rangeText(allowed);
    option.help = [help = std::move(option.help), range, member] {
        const Session defaults = Session::defaults();
        return help().arg(range, QString::number(member(defaults), 'g', 12));
    };
    Field field{key,
                label,
                true,
                std::move(option),
                [member](const Session &s) { return QVariant(member(s)); },
                [range](const QVariant &v) { return toFinite(v, range); },
                [allowed, member, key, range](Session &s, const QVariant &v) {
                    const double x = v.toDouble();
                    if (!(x >= allowed.low && x <= allowed.high))
                        return FieldText::tr("%1 = %2 is out of range (allowed %3)").arg(QLatin1String(key)).arg(x).arg(range);
                    member(s) = x;
                    return QString();
                }};
    field.range = allowed;
    return field;
}

} // namespace fieldtable
