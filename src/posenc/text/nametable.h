#pragma once
/// \file nametable.h
/// \brief One table per enumeration between its values and their names: the names of the command line,
/// scene files, settings and lecture files ("halves", "yarn", "bfloat16"). The table is the one place a
/// value's name is written; the lookup both ways, the "allowed …" list of a message and the combo boxes
/// (ui/widgets/choicecombo.h) read it. After LabPlot's enum + name table side by side.
///
///     inline constexpr auto alibiMaskNames = nameTable<AlibiMask>({{AlibiMask::Causal, "causal"}, …});
///     alibiMaskNames.name(AlibiMask::Causal)   // "causal"
///     alibiMaskNames.value("symmetric")        // AlibiMask::Symmetric; nullopt for an unknown name
///     alibiMaskNames.joined()                  // "causal, symmetric"
///
/// tests/core/tst_nametables.cpp checks every table: each enumerator once, names distinct and non-empty.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace posenc {

/// One value of an enumeration (or of bool) and its name (ASCII, no spaces). An alias is a second name
/// read for the value (config.json's "default" for none) but never written, listed or offered.
template <class Value> struct NamedValue
{
    Value value;
    const char *name;
    bool alias = false;
};

/// The values of an enumeration in the order users see them (help texts, combo boxes), with their names.
template <class Value, std::size_t N> struct NameTable
{
    std::array<NamedValue<Value>, N> entries;

    /// The name of \a value (of the first entry if \a value is not in the table).
    constexpr const char *name(Value value) const
    {
        for (const NamedValue<Value> &entry : entries)
            if (entry.value == value && !entry.alias)
                return entry.name;
        return entries.front().name;
    }

    /// The value named exactly \a name (or an alias of it), or nullopt.
    constexpr std::optional<Value> value(std::string_view name) const
    {
        for (const NamedValue<Value> &entry : entries)
            if (name == entry.name)
                return entry.value;
        return std::nullopt;
    }

    /// Every name in order (no aliases), joined by \a separator: a message's "allowed …" part.
    std::string joined(std::string_view separator = ", ") const
    {
        std::string names;
        for (const NamedValue<Value> &entry : entries)
            if (!entry.alias)
                names += (names.empty() ? "" : std::string(separator)) + entry.name;
        return names;
    }

    constexpr auto begin() const { return entries.begin(); }
    constexpr auto end() const { return entries.end(); }
    static constexpr std::size_t size() { return N; }
};

/// The table of \a entries, its size deduced: nameTable<PairOrder>({{PairOrder::Interleaved, "interleaved"}, …}).
template <class Value, std::size_t N> constexpr NameTable<Value, N> nameTable(const NamedValue<Value> (&entries)[N])
{
    NameTable<Value, N> table{};
    for (std::size_t i = 0; i < N; ++i)
        table.entries[i] = entries[i];
    return table;
}

} // namespace posenc
