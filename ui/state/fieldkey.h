#pragma once
/// \file fieldkey.h
/// \brief A Session field's key as a typed constant (issue 55): the field's entry is declared with it and the code
/// that names the field (its controls, a figure's dataFields, the rules between fields) uses it, so a misspelt
/// key does not compile. The common fields' keys are in fieldkeys.h; a family's are in its own header
/// (ui/families/ropefamily.h: ropeKeys).

#include <QLatin1String>
#include <QString>

/// One field's key, e.g. "dModel": its name in JSON and QSettings, ExplorerState's property, the fieldChanged()
/// signal's argument.
struct FieldKey
{
    const char *name;
    /// As a field entry (fieldtable::Field::key) stores it.
    constexpr operator const char *() const { return name; }
    /// As Session's functions and the fieldChanged() signal take it.
    operator QString() const { return QString::fromLatin1(name); }
};

/// Whether \a text is the key \a key (a key received from fieldChanged(), a JSON object's).
inline bool operator==(const QString &text, FieldKey key)
{
    return text == QLatin1String(key.name);
}
