// The window's start as a restart runs it (startWindow(), what main() calls): a saved session or a
// scene of any size is what the window shows once it is ready, what it saves at quit even before then,
// and no step to undo.
#include "windowstart.h"

#include "ui/state/explorerstate.h"
#include "ui/state/parametersettings.h"
#include "ui/state/sessionhistory.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

class TestWindowStart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }
    void savedSessionOfAnySizeIsRestored_data();
    void savedSessionOfAnySizeIsRestored();
    void quitBeforeItIsReadyKeepsWhatWasSaved();
    void largeSceneGivenAtStartWithOptions();
    void unwritableSettingsAreSaid();
};

namespace {

constexpr int readyTimeoutMs = 120000;

Session sized(int length, int dModel)
{
    Session session = Session::defaults();
    session.length = length;
    session.scheme.layout.dModel = dModel;
    session.scheme.frequencies.base = 500;
    return session.clamped();
}

/// What the settings hold, read as a later start reads them (outside background mode: at once).
Session savedSession()
{
    ExplorerState state;
    QSettings settings;
    const auto problems = restoreParameters(state, settings);
    return problems.isEmpty() ? state.session() : Session();
}

void save(const Session &session)
{
    ExplorerState state;
    state.setSession(session);
    QSettings settings;
    saveParameters(state, settings);
}

} // namespace

void TestWindowStart::savedSessionOfAnySizeIsRestored_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("dModel");
    QTest::newRow("4096 x 1024 (2048 x 2048 cells: prepared at once)") << 4096 << 1024;
    QTest::newRow("4096 x 1026 (just above: on the worker)") << 4096 << 1026;
    QTest::newRow("4096 x 4096") << 4096 << 4096;
}

void TestWindowStart::savedSessionOfAnySizeIsRestored()
{
    QFETCH(int, length);
    QFETCH(int, dModel);
    const Session wanted = sized(length, dModel);
    save(wanted);
    QCOMPARE(savedSession(), wanted);

    ExplorerState state;
    MainWindow window(&state);
    QCOMPARE(startWindow(window, state, CommandLineOptions(), std::nullopt), std::nullopt);
    QCOMPARE(state.latest(), wanted);
    QTRY_VERIFY_WITH_TIMEOUT(!state.isBusy(), readyTimeoutMs);
    QCOMPARE(state.session(), wanted);
    QCOMPARE(SessionHistory::forState(&state)->stack()->count(), 0); // the start is no step to undo
    window.saveSettings(); // as at quit
    QCOMPARE(savedSession(), wanted);
}

void TestWindowStart::quitBeforeItIsReadyKeepsWhatWasSaved()
{
    const Session wanted = sized(4096, 4096);
    save(wanted);
    {
        ExplorerState state;
        MainWindow window(&state);
        QCOMPARE(startWindow(window, state, CommandLineOptions(), std::nullopt), std::nullopt);
        QVERIFY(state.isBusy());
        window.saveSettings(); // quit while the worker still prepares it
    }
    QCOMPARE(savedSession(), wanted);
}

void TestWindowStart::largeSceneGivenAtStartWithOptions()
{
    // `posenc big.posenc --base 100`: the scene, then the option on top of it.
    Scene scene;
    scene.session = sized(4096, 4096);
    CommandLineOptions options;
    options.scenePath = QStringLiteral("big.posenc");
    options.fields = {{QStringLiteral("base"), QStringLiteral("100")}};
    ExplorerState state;
    MainWindow window(&state);
    QCOMPARE(startWindow(window, state, options, scene), std::nullopt);
    QTRY_VERIFY_WITH_TIMEOUT(!state.isBusy(), readyTimeoutMs);
    Session wanted = scene.session;
    wanted.scheme.frequencies.base = 100;
    QCOMPARE(state.session(), wanted);
}

void TestWindowStart::unwritableSettingsAreSaid()
{
    // XDG_CONFIG_HOME a file (review N18): the settings file would be below a file.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("a-file"));
    QVERIFY(QFile(file).open(QIODevice::WriteOnly));
    QVERIFY(!settingsWritable(file + QStringLiteral("/PosEnc/posenc.conf")));
    QVERIFY(settingsWritable(dir.filePath(QStringLiteral("new/PosEnc/posenc.conf"))));
    QVERIFY(!settingsWritable(dir.path())); // a folder is no settings file

    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, file);
    const auto restore = qScopeGuard([] {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    });
    QVERIFY(!settingsWritable(QSettings().fileName()));
    ExplorerState state;
    MainWindow window(&state);
    QCOMPARE(startWindow(window, state, CommandLineOptions(), std::nullopt), std::nullopt);
    QTRY_VERIFY_WITH_TIMEOUT(!state.isBusy(), readyTimeoutMs);
    QCOMPARE(window.statusBar()->currentMessage(), settingsNotSavedMessage(QSettings().fileName()));
}

QTEST_MAIN(TestWindowStart)
#include "tst_windowstart.moc"
