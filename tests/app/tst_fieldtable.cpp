// Issue 28: every field of the session is declared once (ui/state/fieldtable.cpp), and everything that
// stores, restores, sets or undoes a field does it through that one entry. This test walks the table:
// for every field it changes the value and round-trips it through JSON, QSettings, the command line and
// undo / redo, and it fails when a field lacks an option, a help text or an undo label in either language.

#include <commandline.h>
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/parametersettings.h"
#include "ui/state/session.h"
#include "ui/state/sessionhistory.h"

#include <QDirIterator>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

class TestFieldTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFieldHasAnOptionAHelpAndAnUndoLabel();
    void everyFieldRoundTrips_data();
    void everyFieldRoundTrips();
    void helpListsEveryFieldOption();
    void everyFieldIsNamedByItsTypedKey();
    void theFieldsThatNameAFileSayIt();
};

namespace {

QString numberText(const QVariant &v)
{
    return v.typeId() == QMetaType::Double ? QString::number(v.toDouble(), 'g', 17) : v.toString();
}

/// Session::defaults() with field \a key changed as a control would change it (Session::edit()), to the
/// first of a few candidates that the field takes and that changes it; nullopt if none does.
std::optional<Session> changedField(const QString &key)
{
    const Session defaults = Session::defaults();
    const QVariant value = defaults.value(key);
    QVariantList candidates;
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
        // +2 first: a column j + 2 is the next pair's, which --pair names back (interleaved).
        candidates = {value.toLongLong() + 2, value.toLongLong() + 1, value.toLongLong() - 1};
        break;
    case QMetaType::Double:
        candidates = {value.toDouble() * 2, 1.5}; // 1.5: a number that is 0 for "none" (mscale)
        break;
    case QMetaType::Bool:
        candidates = {!value.toBool()};
        break;
    case QMetaType::QString:
        // A reordering of "I love you" (the reordered sentence; any words for the other sentences), then
        // names of choices (layout, spacing, pairing).
        candidates = {QStringLiteral("love I you"), QStringLiteral("halves"), QStringLiteral("symmetric"), QStringLiteral("causal"), QStringLiteral("t2t"),
                      QStringLiteral("none"), QStringLiteral("rope"), QStringLiteral("linear"), QStringLiteral("vllm"),
                      QStringLiteral("bfloat16"), QStringLiteral("llama-3.1-8b"), // a scaling, an engine, a dtype, a model
                      QStringLiteral(POSENC_GOLDEN_DIR "/learned/T_f8_v1.npy"),   // a learned table
                      QStringLiteral(POSENC_CONFIG_FIXTURES "/qwen2.5-7b-yarn.json"), // a config.json
                      QStringLiteral("text 2, image 1x2x2"), QStringLiteral("2,3,3"), // M-RoPE's sequence and sections
                      QStringLiteral("qwen-logn")}; // a temperature rule
        break;
    case QMetaType::QVariantList: {
        QVariantList numbers;
        for (int d = 0; d < ropeOf(defaults).headDim; ++d)
            numbers.append(0.5 * d - 3);
        // q and k; the waves' columns; factors; the three clock hands
        candidates = {numbers, QVariantList{0, 1}, QVariantList{1.5, 2}, QVariantList{0, 3, 9}};
        break;
    }
    default:
        break;
    }
    for (const QVariant &candidate : std::as_const(candidates)) {
        Session s = defaults;
        if (s.edit(key, candidate).isEmpty() && s.clamped().value(key) != value)
            return s.clamped(); // as a control leaves it (a shorter text: the selection within the new L)
    }
    return std::nullopt;
}

/// The command line that sets field \a key to its value in \a s: the option, and its text unless a switch.
QStringList optionArguments(const QString &key, const Session &s)
{
    for (const Session::Option &option : Session::options()) {
        if (option.key != key)
            continue;
        const QString name = QStringLiteral("--") + option.name;
        if (option.isSwitch)
            return {name};
        const QVariant v = s.value(key);
        if (key == QLatin1String("dimension")) // the one option that is not its field's value: --pair i
            return {name, QString::number(s.scheme.layout.pairOf(v.toInt()))};
        if (v.typeId() == QMetaType::QVariantList) {
            QStringList items;
            for (const QVariant &item : v.toList())
                items.append(numberText(item));
            return {name, items.join(QLatin1Char(','))};
        }
        return {name, numberText(v)};
    }
    return {};
}

} // namespace

void TestFieldTable::everyFieldHasAnOptionAHelpAndAnUndoLabel()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral(":/i18n/posenc_zh_CN.qm")));
    const QList<Session::Option> options = Session::options();
    QCOMPARE(options.size(), Session::fieldKeys().size());
    QStringList names;
    for (const QString &key : Session::fieldKeys()) {
        const auto option = std::find_if(options.begin(), options.end(), [&](const auto &o) { return o.key == key; });
        QVERIFY2(option != options.end(), qPrintable(key + QStringLiteral(" has no command-line option")));
        QVERIFY2(!option->name.isEmpty() && !names.contains(option->name), qPrintable(key));
        names.append(option->name);
        QVERIFY2(option->help.size() > 20, qPrintable(key + QStringLiteral(" has no help text")));
        QVERIFY2(option->isSwitch || !option->valueName.isEmpty(), qPrintable(key));
        const QString label = Session::fieldLabelSource(key);
        QVERIFY2(!label.isEmpty(), qPrintable(key + QStringLiteral(" has no undo label")));
        QVERIFY2(!chinese.translate("Session", label.toUtf8().constData()).isEmpty(),
                 qPrintable(key + QStringLiteral(": no zh_CN undo label for ") + label));
    }
    // In Chinese, every help text is Chinese (translated with its field's range filled in).
    language::install(QStringLiteral("zh_CN"));
    const QList<Session::Option> chineseOptions = Session::options();
    for (qsizetype k = 0; k < options.size(); ++k) {
        QVERIFY2(chineseOptions[k].help != options[k].help, qPrintable(options[k].key + QStringLiteral(": help not translated")));
        QCOMPARE(Session::fieldLabel(options[k].key),
                 chinese.translate("Session", Session::fieldLabelSource(options[k].key).toUtf8().constData()));
    }
    language::install(QStringLiteral("en"));
}

void TestFieldTable::everyFieldRoundTrips_data()
{
    QTest::addColumn<QString>("key");
    for (const QString &key : Session::fieldKeys())
        QTest::newRow(qPrintable(key)) << key;
}

void TestFieldTable::everyFieldRoundTrips()
{
    QFETCH(QString, key);
    const std::optional<Session> changed = changedField(key);
    QVERIFY2(changed, qPrintable(key + QStringLiteral(": no changed value found (add a candidate in this test)")));
    const QVariant wanted = changed->value(key);

    // JSON (scene files).
    const Session::Read json = Session::fromJson(changed->toJson(), Session::defaults());
    QVERIFY(json.problems.isEmpty());
    QCOMPARE(json.session, *changed);

    // QSettings (the next start), through a real INI file.
    QTemporaryDir folder;
    {
        ExplorerState state;
        state.setSession(*changed);
        QSettings settings(folder.filePath(QStringLiteral("posenc.ini")), QSettings::IniFormat);
        saveParameters(state, settings);
    }
    {
        ExplorerState restored;
        QSettings settings(folder.filePath(QStringLiteral("posenc.ini")), QSettings::IniFormat);
        QVERIFY(restoreParameters(restored, settings).isEmpty());
        QCOMPARE(restored.session(), *changed);
    }

    // The command line: the field's own option gives the field the value.
    const QStringList arguments = optionArguments(key, *changed);
    QVERIFY(!arguments.isEmpty());
    const ParsedCommandLine parsed = parseCommandLine(QStringList{QStringLiteral("posenc")} + arguments);
    QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
    ExplorerState fromOptions;
    const auto error = applyParameters(parsed.options, fromOptions);
    QVERIFY2(!error, qPrintable(error.value_or(QString())));
    QCOMPARE(fromOptions.session().value(key), wanted);

    // Undo and redo, named by the field's label.
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    state.setSession(*changed);
    QCOMPARE(stack->count(), 1);
    QVERIFY2(stack->undoText().startsWith(Session::fieldLabel(key)), qPrintable(stack->undoText()));
    stack->undo();
    QCOMPARE(state.session(), Session::defaults());
    stack->redo();
    QCOMPARE(state.session().value(key), wanted);
}

void TestFieldTable::helpListsEveryFieldOption()
{
    const ParsedCommandLine help = parseCommandLine({QStringLiteral("posenc"), QStringLiteral("--help")});
    QCOMPARE(help.action, ParsedCommandLine::Action::ShowHelp);
    for (const Session::Option &option : Session::options())
        QVERIFY2(help.text.contains(QStringLiteral("--") + option.name), qPrintable(option.name));
}

// Issue 55: a field's key is written once, as a typed constant (ui/state/fieldkeys.h, a family's header), and the
// entries and the code name the field through it: a misspelt constant does not compile, and this fails on a key
// written as a string in app/ or ui/ (as the 125 places before the constants were).
void TestFieldTable::everyFieldIsNamedByItsTypedKey()
{
    QMap<QString, QString> sources; // path → text
    for (const char *folder : {"app", "ui"}) {
        QDirIterator it(QString::fromUtf8(POSENC_SOURCE_DIR) + QLatin1Char('/') + QLatin1String(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String("/lectureeditor.cpp"))) // its "text" is a lecture step's, not the session's
                continue;
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            sources.insert(path, QString::fromUtf8(file.readAll()));
        }
    }
    QVERIFY2(sources.size() > 100, "the sources were not found");
    for (const QString &key : Session::fieldKeys()) {
        int declarations = 0;
        for (auto it = sources.cbegin(); it != sources.cend(); ++it) {
            declarations += it.value().count(QStringLiteral("inline constexpr FieldKey %1{\"%1\"};").arg(key));
            for (const QString &written : {QStringLiteral("QStringLiteral(\"%1\")"), QStringLiteral("QLatin1String(\"%1\")"),
                                           QStringLiteral("QString::fromLatin1(\"%1\")"),
                                           QStringLiteral("\"%1\", QT_TRANSLATE_NOOP(\"Session\"")})
                QVERIFY2(!it.value().contains(written.arg(key)),
                         qPrintable(QStringLiteral("%1 writes %2").arg(it.key(), written.arg(key))));
        }
        QVERIFY2(declarations == 1, qPrintable(QStringLiteral("%1 is declared %2 times").arg(key).arg(declarations)));
    }
}

// The fields a scene stores relative to its folder and Edit > Undo names alone: those whose entry says it names a
// file, and only they.
void TestFieldTable::theFieldsThatNameAFileSayIt()
{
    QStringList keys = Session::fileFieldKeys();
    keys.sort();
    QCOMPARE(keys, (QStringList{QStringLiteral("modelConfig"), QStringLiteral("t5Table"), QStringLiteral("table")}));
}

QTEST_MAIN(TestFieldTable)
#include "tst_fieldtable.moc"
