// config.json files as real models ship them (tests/data/configs, shaped on their published configs): what is
// read for RoPE (base, head_dim, the rotated part, the scaling block in either form) and what is ignored,
// and one message naming the key for each malformed one.
#include <posenc/io/fileerror.h>
#include <posenc/models/modelconfig.h>

#include <QTest>

#include <cerrno>
#include <cstring>

using namespace posenc;

namespace {

ModelConfig fixture(const char *name)
{
    return readModelConfig(std::string(POSENC_CONFIG_FIXTURES "/") + name);
}

QString parseError(const std::string &text)
{
    try {
        parseModelConfig(text);
    } catch (const FileError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

bool mentions(const std::vector<std::string> &lines, const std::string &part)
{
    return std::any_of(lines.begin(), lines.end(), [&](const std::string &l) { return l.find(part) != std::string::npos; });
}

} // namespace

class TestModelConfig : public QObject
{
    Q_OBJECT
private slots:
    void llama31()
    {
        const ModelConfig c = fixture("llama-3.1-8b.json");
        QCOMPARE(c.base, 500000.0);
        QCOMPARE(c.headDim, 128);
        QCOMPARE(c.rotaryDim, 128);
        QCOMPARE(c.maxPositions, 131072);
        QCOMPARE(c.scaling.type, RopeScalingType::Llama3);
        QCOMPARE(c.scaling.factor, 8.0);
        QCOMPARE(c.scaling.originalMaxPositions, 8192);
        QCOMPARE(c.scaling.highFreqFactor, 4.0);
        QVERIFY(mentions(c.read, "head_dim = hidden_size / num_attention_heads = 4096 / 32 = 128"));
        QVERIFY(c.ignored.empty());
    }

    void qwenYarnIgnoresWhatYarnDoesNotRead()
    {
        const ModelConfig c = fixture("qwen2.5-7b-yarn.json");
        QCOMPARE(c.scaling.type, RopeScalingType::Yarn); // the older key "type"
        QCOMPARE(c.scaling.factor, 4.0);
        QCOMPARE(c.scaling.originalMaxPositions, 32768);
        QCOMPARE(c.ignored, std::vector<std::string>{"rope_scaling.low_freq_factor: not read by yarn"});
        // And its frequencies are the golden ones' (tst_ropescaling): low 23, high 40.
        const ScaledFrequencies f = scaledFrequencies(c.scaling, c.rotaryDim, c.base, 131072);
        QCOMPARE(f.low, 23.0);
        QCOMPARE(f.high, 40.0);
    }

    void partialRotary()
    {
        const ModelConfig neox = fixture("gpt-neox-20b.json");
        QCOMPARE(neox.headDim, 96);
        QCOMPARE(neox.rotaryDim, 24); // rotary_pct 0.25
        QCOMPARE(neox.base, 10000.0);
        QVERIFY(mentions(neox.read, "rotary_emb_base"));
        QCOMPARE(neox.scaling.type, RopeScalingType::Default); // rope_scaling null
        const ModelConfig gptj = fixture("gpt-j-6b.json");
        QCOMPARE(gptj.headDim, 256);
        QCOMPARE(gptj.rotaryDim, 64);
        QCOMPARE(gptj.maxPositions, 2048); // n_positions
        QVERIFY(mentions(gptj.read, "rope_theta absent"));
    }

    void newerRopeParameters()
    {
        const ModelConfig c = fixture("deepseek-v3-newer.json");
        QCOMPARE(c.base, 10000.0);
        QCOMPARE(c.headDim, 64);
        QCOMPARE(c.scaling.type, RopeScalingType::Yarn);
        QCOMPARE(c.scaling.factor, 40.0);
        QCOMPARE(c.scaling.mscale, std::optional(1.0));
        QCOMPARE(scaledFrequencies(c.scaling, c.rotaryDim, c.base, 163840).attentionFactor, 1.0);
    }

    void phi3LongRopeReadsTheTopLevelOriginal()
    {
        const ModelConfig c = fixture("phi-3-longrope.json");
        QCOMPARE(c.scaling.type, RopeScalingType::LongRope); // "su"
        QCOMPARE(c.scaling.originalMaxPositions, 4096);
        QCOMPARE(c.scaling.longFactor.size(), std::size_t(4));
        QVERIFY(scaledFrequencies(c.scaling, c.rotaryDim, c.base, 8192).longFactors);
    }

    void badFilesNameTheKey_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << "{\"rope_theta\": 1e4," << "config.json is not JSON text";
        QTest::newRow("not an object") << "[1, 2]" << "config.json is [1,2], not a JSON object";
        QTest::newRow("theta <= 1") << R"({"rope_theta": 1, "head_dim": 64})" << "rope_theta = 1 is out of range";
        QTest::newRow("theta text") << R"({"rope_theta": "1e4", "head_dim": 64})" << "rope_theta is \"1e4\" (allowed: a number)";
        QTest::newRow("no head_dim") << R"({"rope_theta": 10000})" << "config.json names no head_dim";
        QTest::newRow("odd head_dim") << R"({"head_dim": 63})" << "head_dim = 63 is out of range";
        QTest::newRow("hidden not a multiple") << R"({"hidden_size": 100, "num_attention_heads": 3})"
                                               << "hidden_size = 100 is not a multiple of num_attention_heads = 3";
        QTest::newRow("rotary_pct") << R"({"head_dim": 64, "rotary_pct": 1.5})" << "rotary_pct = 1.5 is out of range";
        QTest::newRow("odd R") << R"({"head_dim": 64, "partial_rotary_factor": 0.05})" << "R = 3 must be even"; // int(3.2)
        QTest::newRow("unknown type") << R"({"head_dim": 64, "rope_scaling": {"rope_type": "xpos"}})"
                                      << "rope_scaling.rope_type is \"xpos\" (allowed default, linear";
        QTest::newRow("no type") << R"({"head_dim": 64, "rope_scaling": {"factor": 2}})" << "rope_scaling names no rope_type";
        QTest::newRow("yarn without factor") << R"({"head_dim": 64, "rope_scaling": {"rope_type": "yarn"}})"
                                             << "config.json: rope_scaling.factor is missing (yarn needs one";
        QTest::newRow("factor below 1") << R"({"head_dim": 64, "rope_scaling": {"rope_type": "linear", "factor": 0.5}})"
                                        << "config.json: factor = 0.5 is out of range";
        QTest::newRow("yarn truncate") << R"({"head_dim": 64, "max_position_embeddings": 4096, "rope_scaling": {"rope_type": "yarn", "factor": 4, "truncate": 1}})"
                                       << "rope_scaling.truncate is 1 (allowed true or false)";
        QTest::newRow("longrope list") << R"({"head_dim": 8, "max_position_embeddings": 8192, "original_max_position_embeddings": 4096, "rope_scaling": {"rope_type": "longrope", "short_factor": [1, "a"], "long_factor": [1]}})"
                                       << "rope_scaling.short_factor holds \"a\"";
    }

    void badFilesNameTheKey()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QString error = parseError(json.toStdString());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void deepValuesAreQuotedInOneShortLine()
    {
        // 100 000 levels: the value quoted in the message is written to 60 characters, never walked whole
        // (nlohmann's dump() recursed over every level and overflowed the stack).
        const int depth = 100000;
        const std::string array = std::string(depth, '[') + std::string(depth, ']');
        std::string object;
        for (int k = 0; k < depth; ++k)
            object += "{\"a\":";
        object += "1" + std::string(depth, '}');
        const QString bare = parseError(array);
        QVERIFY2(bare.startsWith(QStringLiteral("config.json is [[[[")) && bare.endsWith(QStringLiteral("..., not a JSON object")),
                 qPrintable(bare));
        QVERIFY2(bare.size() < 100, qPrintable(bare));
        for (const std::string &deep : {array, object}) {
            const QString error = parseError("{\"rope_theta\": " + deep + ", \"head_dim\": 128}");
            QVERIFY2(error.startsWith(QStringLiteral("config.json: rope_theta is ")) && error.size() < 120, qPrintable(error));
        }
        const QString inScaling = parseError(R"({"head_dim": 128, "rope_scaling": )" + object + "}");
        QVERIFY2(inScaling.startsWith(QStringLiteral("config.json: rope_scaling names no rope_type")), qPrintable(inScaling));
    }

    void quotedValuesAreCutBetweenCharacters()
    {
        std::string wide = "\"";
        for (int k = 0; k < 40; ++k)
            wide += "\u4f4d"; // 位, three bytes in UTF-8
        wide += "\"";
        const std::string error = [&] {
            try {
                parseModelConfig(R"({"head_dim": 128, "rope_theta": )" + wide + "}");
            } catch (const FileError &e) {
                return std::string(e.what());
            }
            return std::string();
        }();
        const QString text = QString::fromUtf8(error.data(), qsizetype(error.size()));
        QVERIFY2(text.contains(QStringLiteral("rope_theta is \"位位位")) && text.contains(QStringLiteral("位...")), error.c_str());
        QVERIFY2(!text.contains(QChar(0xfffd)), error.c_str()); // no byte of a cut character
    }

    void missingAndHugeFiles()
    {
        QVERIFY_THROWS_EXCEPTION(FileError, readModelConfig("/nonexistent/config.json"));
        // Why it cannot be opened, as the table readers say it.
        try {
            readModelConfig("/nonexistent/config.json");
        } catch (const FileError &e) {
            // The system's reason in the process's locale (the noisy CI run is German).
            QCOMPARE(std::string(e.what()), std::string("cannot open /nonexistent/config.json: ") + std::strerror(ENOENT));
        }
        try {
            readModelConfig("/");
            QFAIL("a folder read as a config.json");
        } catch (const FileError &e) {
            QCOMPARE(std::string(e.what()), std::string("/ is not a regular file"));
        }
    }

    // What the core refuses is refused by the reader, with the range (rope_theta 2e12 was read and the
    // figure drew 1e12; --base refuses it).
    void valuesPastTheCoresRangesAreRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rope_theta 2e12") << R"({"rope_theta": 2e12, "head_dim": 128})"
                                         << "config.json: rope_theta = 2e+12 is out of range (allowed: finite, greater than 1, at most 1e+12)";
        QTest::newRow("rope_theta largest double") << R"({"rope_theta": 1.7976931348623157e308, "head_dim": 128})"
                                                   << "rope_theta = 1.7976931348623157e+308 is out of range (allowed: finite, greater than 1, at most 1e+12)";
        QTest::newRow("rope_parameters theta") << R"({"head_dim": 128, "rope_parameters": {"rope_theta": 5e12}})"
                                               << "rope_parameters.rope_theta = 5e+12 is out of range";
        QTest::newRow("rotary_emb_base") << R"({"rotary_emb_base": 1e13, "head_dim": 128})"
                                         << "rotary_emb_base = 1e+13 is out of range (allowed: finite, greater than 1, at most 1e+12)";
        QTest::newRow("max_position_embeddings") << R"({"head_dim": 128, "max_position_embeddings": 2147483648})"
                                                 << "max_position_embeddings = 2147483648 is out of range (allowed whole numbers 1 .. 100000000)";
        QTest::newRow("original_max_position_embeddings")
            << R"({"head_dim": 128, "rope_scaling": {"rope_type": "llama3", "factor": 8, "original_max_position_embeddings": 100000001}})"
            << "rope_scaling.original_max_position_embeddings = 100000001 is out of range (allowed whole numbers 1 .. 100000000)";
        QTest::newRow("factor") << R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear", "factor": 2e6}})"
                                << "factor = 2e+06 is out of range (allowed 1 .. 1000000)";
    }

    void valuesPastTheCoresRangesAreRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QString error = parseError(json.toStdString());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // A million keys the block's type does not read: eight named, each at most 80 characters, and a count.
    void ignoredKeysAreListedBounded()
    {
        std::string json = R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear", "factor": 2)";
        for (int k = 0; k < 1000000; ++k)
            json += ", \"k" + std::to_string(1000000 + k) + "\": 0";
        json += "}}";
        const ModelConfig many = parseModelConfig(json);
        QCOMPARE(many.ignored.size(), std::size_t(9));
        QCOMPARE(many.ignored.front(), std::string("rope_scaling.k1000000: not read by linear"));
        QCOMPARE(many.ignored.back(), std::string("rope_scaling: and 999992 more keys not read by linear"));
        const ModelConfig longKey = parseModelConfig(R"({"head_dim": 128, "rope_scaling": {"rope_type": "linear", "factor": 2, ")" +
                                                     std::string(10000000, 'x') + R"(": 0}})");
        QCOMPARE(longKey.ignored.size(), std::size_t(1));
        QCOMPARE(longKey.ignored.front(), "rope_scaling." + std::string(48, 'x') + " … " + std::string(16, 'x') +
                                              " (10000000 characters): not read by linear");
    }
};

QTEST_GUILESS_MAIN(TestModelConfig)
#include "tst_modelconfig.moc"
