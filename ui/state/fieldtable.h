#pragma once
/// \file fieldtable.h
/// \brief The one list of Session's fields (inside ui/state; the rest of the program reads it through
/// Session's functions). Each entry declares everything about one field: its key (JSON and QSettings),
/// its undo label, its command-line option with help text, how a stored value is converted and checked,
/// and the rule applied when only it changes.

#include "ui/state/session.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <functional>
#include <optional>

namespace fieldtable {

/// A value converted to the field's type, or the reason it cannot be.
struct Converted
{
    QVariant value;
    QString problem; ///< names the value and the allowed range; empty when converted
};

/// What the command-line option of a field takes.
enum class OptionKind {
    Value,     ///< --name VALUE
    SwitchOn,  ///< --name sets the field (a flag) to true
    SwitchOff, ///< --name sets it to false
};

/// One field's command-line option (app/commandline.cpp adds one QCommandLineOption per field from this).
struct Option
{
    const char *name;      ///< "d-model"
    OptionKind kind;
    const char *valueName; ///< "N" (translated in context "CommandLine" when marked); nullptr for a switch
    /// The --help text, translated (context "CommandLine"), with the allowed range filled in.
    std::function<QString()> help;
    /// Converts the option's text when it is not the field's own value (--pair gives pair i, the field is
    /// column j); empty: the field's convert.
    std::function<Converted(const QVariant &)> convert = {};
    /// Applies the converted value when it is not the field's own; empty: the field's edit.
    std::function<QString(Session &, const QVariant &)> apply = {};
};

using Range = Session::Range;

/// One field of Session. The list's order is the order changes are announced and stored values are read
/// in; every field comes after those its range depends on.
struct Field
{
    const char *key;   ///< JSON and QSettings key, e.g. "dModel"; ExplorerState's property of that name
    const char *label; ///< the name in Edit > Undo ("d_model 60 → 64"), marked for translation in "Session"
    bool showValues;   ///< whether Edit > Undo shows the values (numbers and choices; not texts and switches)
    Option option;
    std::function<QVariant(const Session &)> get;
    std::function<Converted(const QVariant &)> convert; ///< a stored value (JSON, QSettings) to the field's type
    /// Stores a converted value read with the whole session (scene, settings), checked against the fields read
    /// before it; returns the problem otherwise (the session unchanged).
    std::function<QString(Session &, const QVariant &)> set;
    /// Changes only this field, as a control or an option does: set() and the field's rule with the others
    /// (sessionrules.h), e.g. L follows a new text. Empty: set().
    std::function<QString(Session &, const QVariant &)> edit = {};
    /// The allowed values of a number field as far as they depend on no other field (nullopt when they all do):
    /// set() refuses what is outside, and the controls bound to the field, its --help text ("(allowed …,
    /// default …)", the default being Session::defaults()') and Session::clamped() read it. Other fields may
    /// narrow it (rangeIn; a learned table's rows and width narrow L, the first position and d_model).
    std::optional<Range> range = {};
    /// A whole-number field's step from its low end: 2 for one that takes even values only (head_dim,
    /// num_buckets); its spin box steps by it and takes a typed value up to the next allowed one.
    int step = 1;
    /// The allowed values in a given session when they depend on other fields (the head shown 0 .. H − 1,
    /// rotary_dim 0 .. head_dim); empty: range. Its spin box follows it.
    std::function<Range(const Session &)> rangeIn = {};
    /// The value of another field this one means something only with (a table is what the learned slot
    /// adds): the command line refuses the two options given with any other value, and a figure of another
    /// score family with it (Session::Option::needsKey / needsValue).
    struct Needs
    {
        const char *key;   ///< the other field, e.g. "added"
        const char *value; ///< its value by name, e.g. "learned"
        const char *why;   ///< "a table is added", marked QT_TRANSLATE_NOOP("CommandLine", ...)
    };
    std::optional<Needs> needs = {};
    /// Whether its value is a file's path (a table, a config.json): relative to a scene's folder in the scene,
    /// named alone in Edit > Undo (what the file brings with it is not listed).
    bool namesFile = false;
};

/// The model a preset or a config.json gave (modelfields.cpp): first, so that the options after it override
/// what it sets.
QList<Field> modelFields();
/// What current models add beside RoPE (modelfeaturefields.cpp): M-RoPE's sequence and sections, the attention
/// temperature.
QList<Field> modelFeatureFields();

/// Every field, in order.
const QList<Field> &fields();
/// The field of \a key, or nullptr.
const Field *fieldOf(const QString &key);
/// Converts \a v with \a field's convert and stores it with its edit (or set); the problem otherwise.
QString editField(const Field &field, Session &s, const QVariant &v);
/// Stores an already converted \a value with \a field's edit (or set); the problem otherwise.
QString editConverted(const Field &field, Session &s, const QVariant &value);

/// "LOW .. HIGH" with the numbers in full (1000000, 0.001), as the range reads in help texts and messages.
QString rangeText(const Range &range);

/// Conversions shared with Session's version check.
Converted toWhole(const QVariant &v, const QString &range);
QString rangeText(long long low, long long high);

} // namespace fieldtable
