// Scene files: what is written reads back as the same scene; anything wrong gives no scene and a
// problem naming the field and its range; the presets read and show what their titles say.
#include "ui/scene/presets.h"
#include "ui/scene/recentscenes.h"
#include "ui/scene/scene.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

class TestScene : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void absentFieldsTakeDefaults();
    void theTabBringsItsSlots();
    void badScenesGiveNothing_data();
    void badScenesGiveNothing();
    void readFileNamesTheFile();
    void failedWriteKeepsTheOldFile();
    void presetsReadAndMatchTheirTitles();
    void recentListNewestFirst();
};

namespace {
Scene sample()
{
    Scene scene;
    scene.session.text = QStringLiteral("我是一条狗");
    scene.session.length = 5;
    scene.session.scheme.layout.dModel = 31;
    scene.session.scheme.frequencies.base = 123.5;
    scene.session.selection.position = 3;
    scene.session.selection.offset = -2;
    scene.session.selection.dimension = 7;
    scene.session.selection.comparePosition = 2;
    scene.session.cosineSimilarity = true;
    scene.session.comparisonBase = 1e6;
    scene.tab = Figure::Similarity;
    scene.theme = Theme::Projector;
    scene.zoomPercent = 175;
    scene.language = QStringLiteral("zh_CN");
    return scene.session == scene.session.clamped() ? scene : Scene();
}

QByteArray withField(const QString &path, const QJsonValue &value)
{
    QJsonObject json = sample().toJson();
    if (path.startsWith(QLatin1String("session."))) {
        QJsonObject session = json.value(QStringLiteral("session")).toObject();
        session.insert(path.mid(8), value);
        json.insert(QStringLiteral("session"), session);
    } else {
        json.insert(path, value);
    }
    return QJsonDocument(json).toJson();
}
} // namespace

void TestScene::roundTrip()
{
    const Scene scene = sample();
    QVERIFY(!(scene == Scene())); // the sample differs from the defaults in every part
    const Scene::Read read = Scene::fromBytes(scene.toBytes());
    QVERIFY2(read.scene, qPrintable(read.problem));
    QCOMPARE(read.scene->session.text, scene.session.text);
    QCOMPARE(read.scene->session.scheme.base(), 123.5);
    QCOMPARE(read.scene->tab, Figure::Similarity);
    QCOMPARE(read.scene->theme, Theme::Projector);
    QCOMPARE(read.scene->zoomPercent, 175);
    QCOMPARE(read.scene->language, QStringLiteral("zh_CN"));
    QVERIFY(*read.scene == scene);
}

void TestScene::absentFieldsTakeDefaults()
{
    const Scene::Read read = Scene::fromBytes(R"({"format": "posenc-scene", "version": 1, "session": {"dModel": 8}})");
    QVERIFY2(read.scene, qPrintable(read.problem));
    Session expected = Session::defaults();
    expected.scheme.layout.dModel = 8;
    QVERIFY(read.scene->session == expected);
    QCOMPARE(read.scene->tab, Figure::Encoding);
    QCOMPARE(read.scene->theme, Theme::Light);
    QCOMPARE(read.scene->zoomPercent, 100);
}

void TestScene::theTabBringsItsSlots()
{
    // A scene written before the two slots existed names RoPE by its tab only: RoPE acts on the scores.
    const Scene::Read rope = Scene::fromBytes(R"({"format": "posenc-scene", "version": 1, "tab": "rope-score"})");
    QVERIFY2(rope.scene, qPrintable(rope.problem));
    QCOMPARE(rope.scene->session.scores, posenc::ScoreEncoding::Rope);
    QCOMPARE(rope.scene->session.added, posenc::AddedEncoding::Sinusoidal); // the default, kept
    // Llama's slots, written by the window on its Encoding tab (whose figure is then the embedding).
    const Scene::Read llama = Scene::fromBytes(R"({"format": "posenc-scene", "version": 1, "tab": "embedding",
        "session": {"added": "none", "scores": "rope"}})");
    QVERIFY2(llama.scene, qPrintable(llama.problem));
    QCOMPARE(llama.scene->session.added, posenc::AddedEncoding::None);
    QCOMPARE(llama.scene->session.scores, posenc::ScoreEncoding::Rope);
    // A tab that needs PE turns it on again.
    const Scene::Read pe = Scene::fromBytes(R"({"format": "posenc-scene", "version": 1, "tab": "pe",
        "session": {"added": "none"}})");
    QVERIFY2(pe.scene, qPrintable(pe.problem));
    QCOMPARE(pe.scene->session.added, posenc::AddedEncoding::Sinusoidal);
    // A slot that is not one is refused, naming the choices.
    const Scene::Read bad = Scene::fromBytes(R"({"format": "posenc-scene", "version": 1, "session": {"scores": "xpos"}})");
    QVERIFY(!bad.scene);
    QVERIFY2(bad.problem.contains(QStringLiteral("scores cannot be 'xpos' (allowed none, rope, alibi, t5, sandwich)")), qPrintable(bad.problem));
}

void TestScene::badScenesGiveNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("named"); // what the problem must name
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("not JSON");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("not an object");
    QTest::newRow("other format") << withField("format", "svg") << QStringLiteral("format: \"svg\"");
    QTest::newRow("newer version") << withField("version", 2) << QStringLiteral("version 2");
    QTest::newRow("version text") << withField("version", "1") << QStringLiteral("version: version \"1\"");
    QTest::newRow("unknown field") << withField("colour", "red") << QStringLiteral("colour: unknown field");
    QTest::newRow("unknown parameter") << withField("session.dmodel", 8) << QStringLiteral("session.dmodel");
    QTest::newRow("d_model 0") << withField("session.dModel", 0) << QStringLiteral("allowed 1 .. 4096");
    QTest::newRow("head_dim odd") << withField("session.headDim", 7)
                                  << QStringLiteral("session.headDim: head_dim = 7 is out of range (allowed even 2 .. 4096)");
    QTest::newRow("q near the largest double") // q . k overflowed to inf (issue 27 item 10)
        << withField("session.query", QJsonArray{1e308, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
        << QStringLiteral("session.query: 1e+308 is out of range (allowed finite numbers within -1000000 .. 1000000)");
    QTest::newRow("q of another length") << withField("session.query", QJsonArray{1, 2, 3})
                                         << QStringLiteral("session.query: q has 3 values (allowed exactly head_dim = 16");
    QTest::newRow("q as a text") << withField("session.query", "1, 2")
                                 << QStringLiteral("session.query: \"1, 2\" is not a list of numbers");
    QTest::newRow("pairing") << withField("session.ropePairing", "zigzag") << QStringLiteral("session.ropePairing: ropePairing cannot be 'zigzag' (allowed interleaved, halves)");
    QTest::newRow("base 1") << withField("session.base", 1) << QStringLiteral("session.base");
    QTest::newRow("position past L") << withField("session.position", 99) << QStringLiteral("session.position");
    QTest::newRow("d_model text") << withField("session.dModel", "many") << QStringLiteral("\"many\" is not a number");
    QTest::newRow("session not object") << withField("session", 5) << QStringLiteral("session: 5");
    QTest::newRow("tab") << withField("tab", "spiral") << QStringLiteral("tab: \"spiral\" is not a figure");
    QTest::newRow("theme") << withField("theme", "pink") << QStringLiteral("allowed light, dark, projector");
    QTest::newRow("zoom") << withField("zoom", 20) << QStringLiteral("allowed 50 .. 300 percent");
    QTest::newRow("zoom fraction") << withField("zoom", 100.5) << QStringLiteral("zoom: 100.5");
    QTest::newRow("language") << withField("language", "fr") << QStringLiteral("allowed en, zh_CN");
    QTest::newRow("no version") << QByteArray(R"({"format": "posenc-scene"})") << QStringLiteral("version: missing");
    QTest::newRow("number as text") << withField("session.dModel", "16") << QStringLiteral("session.dModel: \"16\" is not a number");
    QTest::newRow("flag as number") << withField("session.cosineSimilarity", 1) << QStringLiteral("is not true or false");
    QTest::newRow("attention too long") << withField("session.attentionText", QString(QStringLiteral("w ")).repeated(40))
                                        << QStringLiteral("session.attentionText: ");
    QTest::newRow("not a reordering") << withField("session.attentionReorderedText", "foo bar baz")
                                      << QStringLiteral("session.attentionReorderedText: \"foo bar baz\" is not a reordering");
    // A 900 KB value is quoted by its ends and its length (issue 27 item 7): one short line.
    const QString huge = QStringLiteral("x").repeated(450000) + QStringLiteral("9").repeated(450000);
    QTest::newRow("huge tab") << withField("tab", huge) << QStringLiteral("x … 9999999999999999 (900000 characters)\" is not a figure");
    QTest::newRow("huge d_model") << withField("session.dModel", huge) << QStringLiteral("(900000 characters)");
    QTest::newRow("huge pairing") << withField("session.ropePairing", huge) << QStringLiteral("(900000 characters)");
    QTest::newRow("huge reordering")
        << withField("session.attentionReorderedText", QStringLiteral("w").repeated(900000))
        << QStringLiteral("w … wwwwwwwwwwwwwwww (900000 characters)\" is not a reordering");
    QTest::newRow("huge unknown key") << withField(QStringLiteral("k").repeated(3000), 1)
                                      << QStringLiteral(": (3001 characters) unknown field"); // the key and its colon
    QTest::newRow("huge q") << withField("session.query", QJsonArray{huge}) << QStringLiteral("(900000 characters)");
}

void TestScene::badScenesGiveNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, named);
    const Scene::Read read = Scene::fromBytes(bytes);
    QVERIFY(!read.scene);
    QVERIFY2(read.problem.contains(named), qPrintable(read.problem));
    QVERIFY(!read.problem.contains(QLatin1Char('\n')));
    // One line of at most a thousand characters (an unknown field lists every field's name).
    QVERIFY2(read.problem.size() < 1000, qPrintable(QString::number(read.problem.size())));
}

void TestScene::readFileNamesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lecture.posenc"));
    QVERIFY(sample().writeFile(path).isEmpty());
    const Scene::Read good = Scene::readFile(path);
    QVERIFY(good.scene && *good.scene == sample());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(withField("session.dModel", 5000));
    file.close();
    const Scene::Read bad = Scene::readFile(path);
    QVERIFY(!bad.scene);
    QVERIFY2(bad.problem.startsWith(path + QStringLiteral(": session.dModel: ")), qPrintable(bad.problem));
    const Scene::Read missing = Scene::readFile(dir.filePath(QStringLiteral("gone.posenc")));
    QVERIFY(!missing.scene);
    QVERIFY(missing.problem.startsWith(dir.filePath(QStringLiteral("gone.posenc: cannot open"))));
    // A device has no end: refused before reading (it took gigabytes), as is a folder.
    const Scene::Read device = Scene::readFile(QStringLiteral("/dev/zero"));
    QVERIFY(!device.scene);
    QVERIFY2(device.problem.contains(QStringLiteral("not a regular file")), qPrintable(device.problem));
    QVERIFY(!Scene::readFile(dir.path()).scene);
    // More than a megabyte: refused, with no more than that read.
    QFile big(dir.filePath(QStringLiteral("big.posenc")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(QByteArray(2 << 20, ' '));
    big.close();
    QVERIFY(Scene::readFile(big.fileName()).problem.contains(QStringLiteral("too large")));
}

void TestScene::failedWriteKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString error = sample().writeFile(blocker + QStringLiteral("/x.posenc"));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
    // An existing scene stays as it was when the new one cannot be written over it (read-only folder).
    const QString path = dir.filePath(QStringLiteral("keep.posenc"));
    QVERIFY(Scene().writeFile(path).isEmpty());
    const QByteArray before = Scene().toBytes();
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const QString denied = sample().writeFile(path);
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (denied.isEmpty())
        QSKIP("running as root: a read-only folder is writable");
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), before);
}

void TestScene::presetsReadAndMatchTheirTitles()
{
    const QList<Preset> list = presets();
    QVERIFY(list.size() >= 7);
    for (const Preset &preset : list) {
        const Scene::Read read = readPreset(preset);
        QVERIFY2(read.scene, qPrintable(preset.file + QStringLiteral(": ") + read.problem));
    }
    const auto scene = [&](const QString &name) {
        for (const Preset &preset : list)
            if (preset.file.endsWith(QLatin1Char('/') + name + QStringLiteral(".posenc")))
                return *readPreset(preset).scene;
        return Scene();
    };
    QVERIFY(scene(QStringLiteral("seed")).session == Session::defaults());

    // The D = 3 toy: "我是一条狗", 5 tokens, position 0 encodes as [0, 1, 0] (the seed's example).
    ExplorerState toy;
    toy.setSession(scene(QStringLiteral("d3-toy")).session);
    QCOMPARE(toy.length(), 5);
    QCOMPARE(toy.dModel(), 3);
    const Eigen::MatrixXd &pe = toy.encoding();
    QCOMPARE(pe(0, 0), 0.0);
    QCOMPARE(pe(0, 1), 1.0);
    QCOMPARE(pe(0, 2), 0.0);

    ExplorerState love;
    love.setSession(scene(QStringLiteral("i-love-you-512")).session);
    QCOMPARE(love.length(), 3);
    QCOMPARE(love.dModel(), 512);
    QCOMPARE(love.position(), 1); // "love"

    for (const double base : {100.0, 10000.0, 1000000.0}) {
        const Scene b = scene(QStringLiteral("base-%1").arg(base, 0, 'f', 0));
        QCOMPARE(b.session.scheme.base(), base);
        QVERIFY(b.session.comparisonBase != base);
        QCOMPARE(b.tab, Figure::Wavelength);
    }
}

void TestScene::recentListNewestFirst()
{
    recentScenes::clear();
    for (int k = 0; k < recentScenes::maxCount + 3; ++k)
        recentScenes::add(QStringLiteral("/tmp/s%1.posenc").arg(k));
    recentScenes::add(QStringLiteral("/tmp/s5.posenc")); // again: moves to the top, not twice
    const QStringList list = recentScenes::list();
    QCOMPARE(list.size(), recentScenes::maxCount);
    QCOMPARE(list.first(), QStringLiteral("/tmp/s5.posenc"));
    QCOMPARE(list.count(QStringLiteral("/tmp/s5.posenc")), 1);
    QCOMPARE(list.at(1), QStringLiteral("/tmp/s10.posenc"));
    recentScenes::remove(QStringLiteral("/tmp/s5.posenc"));
    QVERIFY(!recentScenes::list().contains(QStringLiteral("/tmp/s5.posenc")));
    recentScenes::clear();
    QVERIFY(recentScenes::list().isEmpty());
}

QTEST_GUILESS_MAIN(TestScene)
#include "tst_scene.moc"
