// Every enum <-> name table of the core (posenc/text/nametable.h): each value named once, names distinct, the
// lookup both ways consistent, aliases read but never written or listed.
#include <posenc/encodings/alibi.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/scorefamilies.h>
#include <posenc/encodings/rope.h>
#include <posenc/encodings/ropescaling.h>
#include <posenc/encodings/t5buckets.h>
#include <posenc/numbers/numberformat.h>
#include <posenc/text/nametable.h>

#include <QtTest>

#include <set>
#include <string>

namespace {

/// An empty string when \a table is sound, else what is wrong. For an enumeration numbered 0, 1, … (every
/// one here), its canonical values must be exactly 0 … n − 1: a value named twice or skipped shows as a gap.
template <class Value, std::size_t N> std::string problemsOf(const posenc::NameTable<Value, N> &table)
{
    std::set<std::string> names;
    std::set<long long> values;
    for (const posenc::NamedValue<Value> &entry : table) {
        const std::string name = entry.name ? entry.name : "";
        if (name.empty() || name.find_first_of(" \t,|") != std::string::npos)
            return "name '" + name + "' is empty or holds a separator";
        if (!names.insert(name).second)
            return "name '" + name + "' twice";
        if (table.value(name) != entry.value)
            return "value('" + name + "') is not its entry's value";
        if (entry.alias) {
            if (std::string(table.name(entry.value)) == name)
                return "alias '" + name + "' is written";
            continue;
        }
        if (std::string(table.name(entry.value)) != name)
            return "name(value of '" + name + "') is not '" + name + "'";
        if (!values.insert(static_cast<long long>(entry.value)).second)
            return "value of '" + name + "' named twice";
    }
    for (long long v = 0; v < static_cast<long long>(values.size()); ++v)
        if (!values.count(v))
            return "value " + std::to_string(v) + " has no name";
    if (table.value("") || table.value("no-such-name"))
        return "an unknown name was read";
    return {};
}

} // namespace

class TestNameTables : public QObject
{
    Q_OBJECT
private slots:
    void everyTableIsSound()
    {
        QCOMPARE(problemsOf(posenc::alibiMaskNames), std::string());
        QCOMPARE(problemsOf(posenc::t5DirectionNames), std::string());
        QCOMPARE(problemsOf(posenc::addedEncodingNames), std::string());
        QCOMPARE(problemsOf(posenc::scoreEncodingNames), std::string());
        QCOMPARE(problemsOf(posenc::conventionNames), std::string());
        QCOMPARE(problemsOf(posenc::pairOrderNames), std::string());
        QCOMPARE(problemsOf(posenc::spacingNames), std::string());
        QCOMPARE(problemsOf(posenc::ropeScalingNames), std::string());
        QCOMPARE(problemsOf(posenc::ropeEngineNames), std::string());
        QCOMPARE(problemsOf(posenc::numberFormatNames), std::string());
        QCOMPARE(problemsOf(posenc::ropePairingNames), std::string());
    }

    void theCheckFindsWhatIsWrong()
    {
        enum class E { A, B, C };
        QVERIFY(problemsOf(posenc::nameTable<E>({{E::A, "a"}, {E::B, "b"}, {E::C, "c"}})).empty());
        QCOMPARE(problemsOf(posenc::nameTable<E>({{E::A, "a"}, {E::C, "c"}})), std::string("value 1 has no name"));
        QCOMPARE(problemsOf(posenc::nameTable<E>({{E::A, "a"}, {E::B, "a"}})), std::string("name 'a' twice"));
        QCOMPARE(problemsOf(posenc::nameTable<E>({{E::A, "a"}, {E::A, "b"}})),
                 std::string("name(value of 'b') is not 'b'"));
        QCOMPARE(problemsOf(posenc::nameTable<E>({{E::A, "a b"}})), std::string("name 'a b' is empty or holds a separator"));
    }

    void aliasesAreReadNotWrittenNorListed()
    {
        using posenc::RopeScalingType;
        QCOMPARE(posenc::ropeScalingNames.value("su"), std::optional(RopeScalingType::LongRope));
        QCOMPARE(posenc::ropeScalingNames.value("default"), std::optional(RopeScalingType::Default));
        QCOMPARE(std::string(posenc::ropeScalingNames.name(RopeScalingType::Default)), std::string("none"));
        QCOMPARE(posenc::ropeScalingNames.joined(), std::string("none, linear, ntk, dynamic, yarn, longrope, llama3"));
        QCOMPARE(posenc::numberFormatNames.joined("|"), std::string("float64|float32|bfloat16|float16"));
        QVERIFY(!posenc::numberFormatNames.value("Float32")); // exact names only
    }
};

QTEST_APPLESS_MAIN(TestNameTables)
#include "tst_nametables.moc"
