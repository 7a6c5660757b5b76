// The Session value: every field round-trips through JSON and through a restart (QSettings); bad
// values are reported by field and allowed range and leave the rest applied.
#include "ui/state/explorerstate.h"
#include "ui/state/parametersettings.h"
#include "ui/families/scorefamilies.h"
#include "ui/state/session.h"

#include <QMetaProperty>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFieldDiffersInTheSample();
    void jsonRoundTripsEveryField();
    void restartRoundTripsEveryField();
    void badValuesAreReportedByField_data();
    void badValuesAreReportedByField();
    void newerVersionIsRefused();
    void settingsTextIsReadBack();
    void emptyValuesRoundTripARestart();
    void lengthFollowsTheText();
    void clampedBringsTheSelectionIntoRange();
    void stateAppliesASessionAtOnce();
    void t5TableFixesBucketsAndHeads();
};

namespace {

/// A session in which every field differs from the defaults.
Session sample()
{
    Session s = Session::defaults();
    s.text = QStringLiteral("我是一条狗 and a cat");
    s.scheme.layout.dModel = 33;
    s.scheme.frequencies.base = 512.5;
    s.length = 21;
    s.added = posenc::AddedEncoding::None;
    s.scores = posenc::ScoreEncoding::Rope;
    s.scheme.firstPosition = 4;
    s.scheme.layout.order = posenc::PairOrder::HalvesZeroPadded; // fairseq, padding_idx 3
    s.scheme.frequencies.spacing = posenc::FrequencySpacing::Tensor2Tensor;
    s.scheme.paddingIdx = 3;
    s.selection.position = 17;
    s.selection.offset = -5;
    s.scaleEmbedding = false;
    s.selection.dimension = 31;
    s.comparisonBase = 77.25;
    s.selection.comparePosition = 9;
    s.cosineSimilarity = true;
    s.waveColumns = {0, 1, 30};
    s.clockHands = {1, 5, 12};
    s.attentionText = QStringLiteral("a, b, c");
    s.attentionReorderedText = QStringLiteral("b, a, c"); // the same tokens "a," "b," "c" in another order
    s.attentionWithPe = true;
    ropeOf(s).headDim = 8;
    ropeOf(s).rotaryDim = 4;
    ropeOf(s).pairing = posenc::RopePairing::Halves;
    ropeOf(s).query = {1, 2, 3, 4, -1, 0.5, 2, -3};
    ropeOf(s).key = {0.5, -1, 2, 0.25, 1, 1, -2, 0.75};
    // A learned table chosen earlier (the slot now adds nothing): 10 rows, position 0 at row 2, d_model 6.
    s.table = QStringLiteral(POSENC_GOLDEN_DIR "/learned/two_tensors.safetensors");
    s.tableTensor = QStringLiteral("wpe.weight");
    s.tableOffset = 2;
    s.tableRows = 8;
    s.tableDModel = 6;
    s.heads = 16;
    s.head = 5;
    alibiOf(s).mask = posenc::AlibiMask::Symmetric;
    t5Of(s).spec = posenc::T5BucketSpec{64, 256, false};
    // A T5 bias table chosen earlier (the slot now RoPE): the decoder's, 32 buckets x 8 heads.
    t5Of(s).table = QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors");
    t5Of(s).tableTensor = QStringLiteral("decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight");
    t5Of(s).tableBuckets = 32;
    t5Of(s).tableHeads = 8;
    // Context extension: a preset's name and a config.json's path as last applied, and a block changed since.
    s.model = QStringLiteral("qwen2.5-7b-yarn");
    s.modelConfig = QStringLiteral(POSENC_CONFIG_FIXTURES "/llama-3.1-8b.json");
    ropeOf(s).scaling.type = posenc::RopeScalingType::Yarn;
    ropeOf(s).scaling.factor = 40;
    ropeOf(s).scaling.originalMaxPositions = 2048;
    ropeOf(s).scaling.maxPositions = 65536;
    ropeOf(s).scaling.betaFast = 16;
    ropeOf(s).scaling.betaSlow = 2;
    ropeOf(s).scaling.mscale = 0.707;
    ropeOf(s).scaling.mscaleAllDim = 1.0;
    ropeOf(s).scaling.truncate = false;
    ropeOf(s).scaling.lowFreqFactor = 2;
    ropeOf(s).scaling.highFreqFactor = 8;
    ropeOf(s).scaling.longFactor = {1, 2};
    ropeOf(s).scaling.shortFactor = {1.5, 1.25};
    ropeOf(s).scaling.attentionFactor = 1.25;
    ropeOf(s).currentLength = 100000;
    ropeOf(s).engine = posenc::RopeEngine::LlamaCpp;
    ropeOf(s).dtype = posenc::NumberFormat::Float16;
    s.features.mropeSequence = QStringLiteral("text 2, video 2x4x4@0.5");
    s.features.mropeSection = QStringLiteral("4,2,2");
    s.features.mropeInterleaved = true;
    s.features.temperature.rule = posenc::TemperatureRule::QwenLogn;
    s.features.temperature.floorScale = 4096;
    s.features.temperature.attnScale = 0.25;
    s.features.temperature.lognSeqLength = 2048;
    return s;
}

} // namespace

void TestSession::everyFieldDiffersInTheSample()
{
    // A new field that the sample (and so the round trips below) does not cover fails here.
    const QVariantMap defaults = Session::defaults().toVariants();
    const QVariantMap changed = sample().toVariants();
    QCOMPARE(defaults.keys(), changed.keys());
    QCOMPARE(QStringList(changed.keys()).size(), Session::fieldKeys().size());
    for (const QString &key : Session::fieldKeys())
        QVERIFY2(defaults.value(key) != changed.value(key),
                 qPrintable(key + QStringLiteral(" is not covered")));
    QCOMPARE(sample().clamped(), sample()); // the sample is a valid session
}

void TestSession::jsonRoundTripsEveryField()
{
    const QJsonObject json = sample().toJson();
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), Session::version);
    const Session::Read read = Session::fromJson(json, Session::defaults());
    QVERIFY(read.problems.isEmpty());
    QCOMPARE(read.session, sample());
    // A field absent keeps the base's value.
    QJsonObject partial = json;
    partial.remove(QStringLiteral("base"));
    QCOMPARE(Session::fromJson(partial, Session::defaults()).session.scheme.base(), 10000.0);
}

void TestSession::restartRoundTripsEveryField()
{
    QTemporaryDir folder;
    const QString file = folder.filePath(QStringLiteral("posenc.ini"));
    {
        ExplorerState state;
        state.setSession(sample());
        QCOMPARE(state.session(), sample());
        QSettings settings(file, QSettings::IniFormat);
        saveParameters(state, settings);
    }
    ExplorerState restored;
    QSettings settings(file, QSettings::IniFormat);
    QVERIFY(restoreParameters(restored, settings).isEmpty());
    QCOMPARE(restored.session(), sample());
    for (const QString &key : Session::fieldKeys())
        QCOMPARE(restored.session().value(key), sample().toVariants().value(key));
}

void TestSession::badValuesAreReportedByField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("d_model 1e9") << "dModel" << QVariant(1e9)
                                 << "d_model = 1000000000 is out of range (allowed 1 .. 4096)";
    QTest::newRow("d_model text") << "dModel" << QVariant(QStringLiteral("sixty"))
                                  << "'sixty' is not a whole number";
    QTest::newRow("d_model 2.5") << "dModel" << QVariant(2.5) << "'2.5' is not a whole number";
    QTest::newRow("base 0") << "base" << QVariant(0.0)
                            << "base = 0 is out of range (allowed: finite, greater than 1";
    QTest::newRow("length 0") << "length" << QVariant(0)
                              << "length L = 0 is out of range (allowed 1 .. 4096)";
    QTest::newRow("position past L") << "position" << QVariant(16)
                                     << "position pos = 16 is out of range (allowed 0 .. 15)";
    QTest::newRow("offset") << "offset" << QVariant(-17)
                            << "offset k = -17 is out of range (allowed -16 .. 16)";
    QTest::newRow("dimension") << "dimension" << QVariant(60)
                               << "dimension j = 60 is out of range (allowed 0 .. 59)";
    QTest::newRow("comparison base") << "comparisonBase" << QVariant(1.0)
                                     << "comparison base = 1 is out of range";
    QTest::newRow("flag") << "cosineSimilarity" << QVariant(QStringLiteral("maybe"))
                          << "'maybe' is not true or false";
    QTest::newRow("layout") << "layout" << QVariant(QStringLiteral("Halves"))
                            << "layout cannot be 'Halves' (allowed interleaved, halves, halves-padded)";
    QTest::newRow("spacing") << "spacing" << QVariant(QStringLiteral("tensor2tensor")) << "spacing cannot be 'tensor2tensor' (allowed paper, t2t)";
    // padding_idx comes first and sets the first position (padding_idx + 1); another one read after it is wrong.
    QTest::newRow("first position against padding_idx") << "firstPosition" << QVariant(5)
                                                        << "with padding_idx = 1 the first position is 2, not 5";
    QTest::newRow("attention sentences") << "attentionReorderedText" << QVariant(QStringLiteral("a b c"))
                                         << "\"a b c\" is not a reordering of the words of \"a, b, c\"";
    QTest::newRow("padding_idx -2") << "paddingIdx" << QVariant(-2)
                                    << "padding_idx = -2 is out of range (allowed 0 .. 999999), or -1 for none";
}

void TestSession::badValuesAreReportedByField()
{
    QFETCH(QString, field);
    QFETCH(QVariant, value);
    QFETCH(QString, message);
    QVariantMap values = sample().toVariants();
    values.insert(QStringLiteral("dModel"), 60); // the ranges of the rows above
    values.insert(QStringLiteral("length"), 16);
    values.insert(QStringLiteral("firstPosition"), 0);
    values.insert(QStringLiteral("paddingIdx"), field == QLatin1String("firstPosition") ? 1 : -1); // -1: no padding
    values.insert(QStringLiteral("dimension"), 3);
    values.insert(QStringLiteral("position"), 3);
    values.insert(QStringLiteral("comparePosition"), 3);
    values.insert(QStringLiteral("offset"), 2);
    values.insert(field, value);
    const Session::Read read = Session::fromVariants(values, Session::defaults());
    QCOMPARE(read.problems.size(), 1);
    QCOMPARE(read.problems.first().field, field);
    QVERIFY2(read.problems.first().message.startsWith(message), qPrintable(read.problems.first().message));
    // The bad field keeps the base's value (the first position: padding_idx 1's, read before it; the
    // attention sentences: base's pair); every other field is read.
    const QVariant kept = field == QLatin1String("firstPosition") ? QVariant(2) : Session::defaults().toVariants().value(field);
    QCOMPARE(read.session.toVariants().value(field), kept);
    if (field != QLatin1String("attentionReorderedText"))
        QCOMPARE(read.session.attentionText, sample().attentionText);
}

void TestSession::newerVersionIsRefused()
{
    QJsonObject json = sample().toJson();
    json.insert(QStringLiteral("version"), Session::version + 1);
    const Session::Read read = Session::fromJson(json, Session::defaults());
    QCOMPARE(read.problems.size(), 1);
    QCOMPARE(read.problems.first().field, QStringLiteral("version"));
    QCOMPARE(read.session, Session::defaults()); // nothing applied
}

void TestSession::settingsTextIsReadBack()
{
    // QSettings gives numbers back as text and "a, b, c" as a list of three.
    QVariantMap values;
    values.insert(QStringLiteral("dModel"), QStringLiteral("128"));
    values.insert(QStringLiteral("scaleEmbedding"), QStringLiteral("false"));
    values.insert(QStringLiteral("attentionText"),
                  QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    values.insert(QStringLiteral("attentionReorderedText"), QStringLiteral("b, a, c")); // tokens "a," "b," "c" too
    const Session::Read read = Session::fromVariants(values, Session::defaults());
    QVERIFY(read.problems.isEmpty());
    QCOMPARE(read.session.scheme.dModel(), 128);
    QVERIFY(!read.session.scaleEmbedding);
    QCOMPARE(read.session.attentionText, QStringLiteral("a, b, c"));
}

void TestSession::emptyValuesRoundTripARestart()
{
    // The defaults' q and k are empty (seeded): QSettings writes an empty list as @Invalid(), and every
    // ordinary restart said "not a list of numbers" twice (issue 27 item 8).
    Session empty = Session::defaults();
    QVERIFY(ropeOf(empty).query.isEmpty() && ropeOf(empty).key.isEmpty());
    QTemporaryDir folder;
    const QString file = folder.filePath(QStringLiteral("posenc.ini"));
    {
        ExplorerState state;
        state.setSession(empty);
        QSettings settings(file, QSettings::IniFormat);
        saveParameters(state, settings);
    }
    ExplorerState restored;
    restored.setSession(sample()); // every field differs: each must be restored, none kept
    QSettings settings(file, QSettings::IniFormat);
    const QList<Session::Problem> problems = restoreParameters(restored, settings);
    for (const Session::Problem &problem : problems)
        qWarning() << problem.field << problem.message;
    QVERIFY(problems.isEmpty());
    QCOMPARE(restored.session(), empty);
}

void TestSession::lengthFollowsTheText()
{
    // The one rule that typing, --text, scenes and the defaults use.
    QCOMPARE(Session::lengthFollowing(QStringLiteral("I love you")), 3);
    QCOMPARE(Session::lengthFollowing(QString()), 1);                               // at least one row
    QCOMPARE(Session::lengthFollowing(QStringLiteral("w ").repeated(5000)), 4096);  // at most the limit
    QCOMPARE(Session::defaults().length, Session::lengthFollowing(Session::defaultText()));
    QVERIFY(!Session::otherTokens(QStringLiteral("I love you"), QStringLiteral(" I  love you ")));
    QVERIFY(Session::otherTokens(QStringLiteral("I love you"), QStringLiteral("you love I")));
}

void TestSession::clampedBringsTheSelectionIntoRange()
{
    Session s = Session::defaults();
    s.length = 4;
    s.scheme.layout.dModel = 2;
    s.selection.position = 99;
    s.selection.offset = -99;
    s.selection.dimension = 7;
    s.selection.comparePosition = -3;
    s.scheme.frequencies.base = 0.5;
    const Session c = s.clamped();
    QCOMPARE(c.selection.position, 3);
    QCOMPARE(c.selection.offset, -4);
    QCOMPARE(c.selection.dimension, 1);
    QCOMPARE(c.selection.comparePosition, 0);
    QVERIFY(c.scheme.base() > 1.0);
}

void TestSession::stateAppliesASessionAtOnce()
{
    // Every field is announced exactly once when a whole session is applied: fieldChanged(key, value) for
    // each, and its property's own signal where the field has a property (a field needs none).
    ExplorerState state;
    QSignalSpy fieldChanges(&state, &ExplorerState::fieldChanged);
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    for (const QString &key : Session::fieldKeys()) {
        const QMetaObject *meta = state.metaObject();
        const QMetaProperty property = meta->property(meta->indexOfProperty(key.toLatin1().constData()));
        if (property.isValid())
            spies.push_back(std::make_unique<QSignalSpy>(&state, property.notifySignal()));
    }
    const auto announced = [&fieldChanges] {
        QStringList keys;
        for (const QList<QVariant> &arguments : std::as_const(fieldChanges))
            keys.append(arguments.at(0).toString());
        return keys;
    };
    state.setSession(sample());
    QCOMPARE(announced(), Session::fieldKeys()); // every field, once, in field order
    QCOMPARE(fieldChanges.at(0).at(1), sample().value(Session::fieldKeys().at(0))); // with its value
    for (const auto &spy : spies)
        QCOMPARE(spy->count(), 1);
    QCOMPARE(state.encoding().cols(), Eigen::Index(33));
    fieldChanges.clear();
    state.resetToDefaults();
    QCOMPARE(state.session(), Session::defaults());
    QCOMPARE(announced(), Session::fieldKeys());
    for (const auto &spy : spies)
        QCOMPARE(spy->count(), 2);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"

void TestSession::t5TableFixesBucketsAndHeads()
{
    const QString file = QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors");
    Session s = Session::defaults();
    s.heads = 12;
    s.head = 11;
    t5Of(s).spec = posenc::T5BucketSpec{64, 256, true};
    QCOMPARE(s.applyOption(QStringLiteral("t5Table"), file), QString());
    // The slot becomes T5, num_buckets and H the table's, the head shown kept among them.
    QCOMPARE(s.scores, posenc::ScoreEncoding::T5);
    QCOMPARE(t5Of(s).spec.numBuckets, 32);
    QCOMPARE(s.heads, 8);
    QCOMPARE(s.head, 7);
    QVERIFY(usesT5TableFile(s));
    // Bidirectional buckets read the encoder's table: (b − 16)/8 + h/64.
    QCOMPARE(t5BiasTable(s)(0, 1), -2.0 + 1.0 / 64);
    QCOMPARE(std::get<posenc::T5Head>(scoreHead(s, posenc::ScoreEncoding::T5)).biases(3), (3 - 16) / 8.0 + 7.0 / 64);
    // While it is read, H and num_buckets are the table's.
    const Session before = s;
    QCOMPARE(s.edit(QStringLiteral("heads"), 12),
             QStringLiteral("H = 12: the T5 bias table has 8 heads (allowed only 8 while it is read)"));
    QVERIFY(s.edit(QStringLiteral("t5Buckets"), 64).startsWith(QStringLiteral("num_buckets = 64: the T5 bias table")));
    QCOMPARE(s, before);
    // Causal buckets read the decoder's table, the negated values.
    QCOMPARE(s.applyOption(QStringLiteral("t5Direction"), QStringLiteral("causal")), QString());
    QCOMPARE(t5BiasTable(s)(0, 1), 2.0 - 1.0 / 64);
    // Another slot frees H (ALiBi's slopes), and T5 then reads the seeded table of that shape.
    QCOMPARE(s.edit(QStringLiteral("scores"), QStringLiteral("alibi")), QString());
    QCOMPARE(s.edit(QStringLiteral("heads"), 12), QString());
    QVERIFY(!usesT5TableFile(s));
    QCOMPARE(t5BiasTable(s), posenc::seededT5BiasTable(32, 12));
    // Its direction or tensor changed meanwhile: the slot and H stay as chosen.
    QCOMPARE(s.applyOption(QStringLiteral("t5Direction"), QStringLiteral("bidirectional")), QString());
    QCOMPARE(s.applyOption(QStringLiteral("t5TableTensor"),
                           QStringLiteral("decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight")),
             QString());
    QCOMPARE(s.scores, posenc::ScoreEncoding::Alibi);
    QCOMPARE(s.heads, 12);
    QCOMPARE(t5Of(s).tableHeads, 8);
    // Back on T5, the table's shape returns (the decoder's, named).
    QCOMPARE(s.edit(QStringLiteral("scores"), QStringLiteral("t5")), QString());
    QCOMPARE(s.heads, 8);
    QVERIFY(usesT5TableFile(s));
    QCOMPARE(t5BiasTable(s)(0, 1), 2.0 - 1.0 / 64);
    // A file that holds no such table changes nothing and says why.
    QCOMPARE(s.applyOption(QStringLiteral("t5TableTensor"), QString()), QString()); // the file's own choice again
    const Session kept = s;
    const QString problem = s.applyOption(QStringLiteral("t5Table"), QStringLiteral(POSENC_T5_FIXTURES "/t5_bias_3d.npy"));
    QVERIFY2(problem.contains(QStringLiteral("a T5 bias table is 2-D (num_buckets x heads)")), qPrintable(problem));
    QCOMPARE(s, kept);
    // Back to the seeded table.
    QCOMPARE(s.applyOption(QStringLiteral("t5Table"), QString()), QString());
    QVERIFY(!usesT5TableFile(s));
    QCOMPARE(s.edit(QStringLiteral("heads"), 12), QString());
}
