// T5 bias tables from files (tests/data/t5, written by make_fixtures.py with values exact in every type):
// the encoder's or the decoder's table chosen by the buckets' direction, the values read exactly, every
// malformed table refused with one message naming what is wrong.
#include <posenc/io/fileerror.h>
#include <posenc/learned/t5biastable.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace posenc;

namespace {

std::string fixture(const char *name)
{
    return std::string(POSENC_T5_FIXTURES "/") + name;
}

const std::string encoderName = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight";
const std::string decoderName = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight";

QString readError(const std::string &path, const std::string &tensor = {})
{
    try {
        readT5BiasTable(path, tensor, true);
    } catch (const FileError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestT5BiasTable : public QObject
{
    Q_OBJECT
private slots:
    void namesOfACheckpoint()
    {
        QVERIFY(isT5BiasTensorName(encoderName));
        QVERIFY(isT5BiasTensorName("relative_attention_bias.weight"));
        QVERIFY(!isT5BiasTensorName("shared.weight"));
        QVERIFY(!isT5BiasTensorName("relative_attention_bias.weight.extra"));
    }

    void directionChoosesEncoderOrDecoder()
    {
        for (const bool bidirectional : {true, false}) {
            const T5BiasTable table = readT5BiasTable(fixture("t5_small_like.safetensors"), {}, bidirectional);
            QCOMPARE(table.tensor, bidirectional ? encoderName : decoderName);
            QCOMPARE(table.biases.rows(), 32);
            QCOMPARE(table.biases.cols(), 8);
            const double sign = bidirectional ? 1.0 : -1.0;
            for (int b = 0; b < 32; ++b)
                for (int h = 0; h < 8; ++h)
                    QCOMPARE(table.biases(b, h), sign * ((b - 16) / 8.0 + h / 64.0));
        }
        // Named, the direction does not matter.
        QCOMPARE(readT5BiasTable(fixture("t5_small_like.safetensors"), decoderName, true).biases(0, 0), 2.0);
    }

    void npyHalfPrecisionIsWidenedExactly()
    {
        const T5BiasTable table = readT5BiasTable(fixture("t5_bias_f16.npy"), {}, false);
        QVERIFY(table.tensor.empty());
        QCOMPARE(table.biases.rows(), 16);
        QCOMPARE(table.biases.cols(), 12);
        for (int b = 0; b < 16; ++b)
            for (int h = 0; h < 12; ++h)
                QCOMPARE(table.biases(b, h), (b - 8) / 4.0 + h / 32.0);
    }

    void badTablesSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("tensor");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not 2-D") << "t5_bias_3d.npy" << "" << "has shape [2, 4, 4] F32: a T5 bias table is 2-D";
        QTest::newRow("not finite") << "t5_bias_nan.npy" << "" << "the bias of bucket 3, head 1 is nan";
        QTest::newRow("no such tensor") << "t5_small_like.safetensors" << "wpe.weight" << "no tensor wpe.weight in";
        QTest::newRow("not a bias table's rows") << "t5_small_like.safetensors" << "shared.weight"
                                                 << "has 5 rows: a T5 bias table has a row per bucket (allowed even "
                                                    "4 .. 256)";
        QTest::newRow("missing file") << "none.safetensors" << "" << "none.safetensors";
    }

    void badTablesSayWhatIsWrong()
    {
        QFETCH(QString, file);
        QFETCH(QString, tensor);
        QFETCH(QString, expected);
        const QString error = readError(fixture(file.toUtf8().constData()), tensor.toStdString());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // A header of no tensors, or a table of no numbers: said to be empty.
    void emptyFilesAndTablesAreSaidToBeEmpty()
    {
        QTemporaryDir dir;
        const auto written = [&](const char *name, const QByteArray &json) {
            QFile file(dir.filePath(QString::fromLatin1(name)));
            QByteArray bytes;
            for (int k = 0; k < 8; ++k)
                bytes.append(char((json.size() >> (8 * k)) & 0xff));
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes + json) != bytes.size() + json.size())
                qFatal("cannot write %s", name);
            return QFile::encodeName(file.fileName()).toStdString();
        };
        const QString none = readError(written("none.safetensors", "{}"));
        QVERIFY2(none.endsWith(QStringLiteral("none.safetensors holds no tensors")), qPrintable(none));
        const QString empty =
            readError(written("empty.safetensors", R"({"t": {"dtype": "F32", "shape": [32, 0], "data_offsets": [0, 0]}})"));
        QVERIFY2(empty.contains(QStringLiteral("tensor t has shape [32, 0] F32: it is empty")), qPrintable(empty));
    }
};

QTEST_GUILESS_MAIN(TestT5BiasTable)
#include "tst_t5biastable.moc"
