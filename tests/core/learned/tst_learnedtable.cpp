// Learned position tables from files: every good fixture of tests/data/golden/learned gives its values
// exactly (numpy and safetensors, each dtype, byte order and layout), every bad one its one message;
// files written here cover the rest of the formats' rules; a 1 GiB table is mapped, not read.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>
#include <posenc/learned/learnedtable.h>
#include <posenc/learned/npyformat.h>
#include <posenc/learned/safetensorsformat.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <sys/stat.h>
#include <cstring>

using namespace posenc;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(POSENC_GOLDEN_DIR "/learned/") + name;
}

Eigen::MatrixXd tableMatrix(const LearnedTable &t)
{
    Eigen::MatrixXd m(t.rows(), t.dModel());
    t.fillRows(0, m);
    return m;
}

/// The FileError message of opening \a path (empty when it opens).
QString openError(const QString &path, const std::string &tensor = {}, std::optional<int> offset = {})
{
    try {
        LearnedTable::open(path.toStdString(), tensor, offset);
    } catch (const FileError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

QByteArray littleEndian(std::uint64_t v, int bytes)
{
    QByteArray b;
    for (int k = 0; k < bytes; ++k)
        b.append(char((v >> (8 * k)) & 0xff));
    return b;
}

/// A .npy file: version \a major, header dict \a dict (padded to 64 as format.py does), then \a data.
QByteArray npy(int major, const QByteArray &dict, const QByteArray &data)
{
    const int lengthBytes = major == 1 ? 2 : 4;
    QByteArray header = dict;
    while ((8 + lengthBytes + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    return QByteArray("\x93NUMPY", 6) + char(major) + char(0) + littleEndian(header.size(), lengthBytes) + header + data;
}

/// A safetensors file of \a json and \a buffer.
QByteArray safetensors(const QByteArray &json, const QByteArray &buffer)
{
    return littleEndian(json.size(), 8) + json + buffer;
}

QByteArray floats(std::initializer_list<float> values)
{
    QByteArray b;
    for (const float v : values)
        b.append(reinterpret_cast<const char *>(&v), 4);
    return b;
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

} // namespace

class TestLearnedTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goodFixturesGiveTheirValues_data();
    void goodFixturesGiveTheirValues();
    void badFixturesSayWhatIsWrong_data();
    void badFixturesSayWhatIsWrong();
    void severalTensorsAreListedAndChosen();
    void knownNamesApplyTheirOffsets();
    void writtenFilesFollowTheFormats_data();
    void writtenFilesFollowTheFormats();
    void rowsPastTheEndAreNone();
    void fifoIsRefusedWithoutWaiting();
    void largeTableIsMappedNotRead();
    void seededTableIsTheSameEverywhere();
    void seededRowsThroughTheGrowingCache();
    void manyTensorsAreReadInOnePass();
    void headersNestNoDeeperThanTheFormat();
    void lengthPastTheFileIsNotEchoed();
    void longShapesAreAbbreviated();
    void badJsonSaysWhereAndWhy_data();
    void badJsonSaysWhereAndWhy();
    void emptyArraysAndFilesAreSaidToBeEmpty();
};

void TestLearnedTable::goodFixturesGiveTheirValues_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tensor");
    QTest::addColumn<QString>("expected");
    QTest::newRow("npy 1.0 <f8") << "T_f8_v1.npy" << "" << "learned_T.csv";
    QTest::newRow("npy 1.0 <f4") << "T_f4_v1.npy" << "" << "learned_T_f32.csv";
    QTest::newRow("npy >f4 big-endian") << "T_f4_bigendian.npy" << "" << "learned_T_f32.csv";
    QTest::newRow("npy fortran order") << "T_f8_fortran.npy" << "" << "learned_T.csv";
    QTest::newRow("npy 2.0 <f2") << "T_f2_v2.npy" << "" << "learned_T_f16.csv";
    QTest::newRow("safetensors F32 wpe") << "two_tensors.safetensors" << "wpe.weight" << "learned_T_f32.csv";
    QTest::newRow("safetensors F32 wte") << "two_tensors.safetensors" << "wte.weight" << "learned_W_f32.csv";
    QTest::newRow("safetensors BF16") << "T_bf16.safetensors" << "" << "learned_T_bf16.csv";
    QTest::newRow("safetensors F16") << "T_f16.safetensors" << "" << "learned_T_f16.csv";
}

void TestLearnedTable::goodFixturesGiveTheirValues()
{
    QFETCH(QString, file);
    QFETCH(QString, tensor);
    QFETCH(QString, expected);
    const LearnedTable table = LearnedTable::open(fixture(file).toStdString(), tensor.toStdString());
    const Eigen::MatrixXd values = tableMatrix(table);
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("learned/") + expected);
    QCOMPARE(values.rows(), golden.rows());
    QCOMPARE(values.cols(), golden.cols());
    QCOMPARE(maxAbsDifference(values, golden), 0.0); // every stored value widens to double exactly
}

void TestLearnedTable::badFixturesSayWhatIsWrong_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("header length") << "bad_header_len.safetensors"
                                   << "not a .safetensors file: its first 8 bytes are not a header length that fits in its 320 bytes";
    QTest::newRow("offsets") << "bad_offsets.safetensors" << "data_offsets [240, 480] of wpe.weight outside the buffer (240 bytes)";
    QTest::newRow("dtype") << "bad_dtype.safetensors" << "unknown dtype F7 of tensor wpe.weight";
    QTest::newRow("truncated") << "truncated.npy" << "file truncated (expected 480 data bytes, found 200)";
    QTest::newRow("pickle") << "npy_object.npy" << "object arrays (pickle) are not supported: dtype |O";
}

void TestLearnedTable::badFixturesSayWhatIsWrong()
{
    QFETCH(QString, file);
    QFETCH(QString, says);
    const QString error = openError(fixture(file));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), "one line");
}

void TestLearnedTable::severalTensorsAreListedAndChosen()
{
    const std::vector<StoredTensor> tensors = tensorsInFile(fixture(QStringLiteral("two_tensors.safetensors")).toStdString());
    QCOMPARE(tensors.size(), std::size_t(2));
    QCOMPARE(tensors[0].name, std::string("wpe.weight"));
    QCOMPARE(tensors[0].describe(), std::string("[10, 6] F32"));
    QCOMPARE(tensors[1].name, std::string("wte.weight"));
    QCOMPARE(tensors[1].describe(), std::string("[20, 6] F32"));
    QFile file(fixture(QStringLiteral("two_tensors.safetensors")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const SafetensorsContents contents =
        readSafetensorsHeader(reinterpret_cast<const unsigned char *>(bytes.constData()), std::size_t(bytes.size()));
    QCOMPARE(contents.metadata.at("format"), std::string("pt"));
    // No name given: the one with a known name (GPT-2's position table, not its token table).
    const LearnedTable chosen = LearnedTable::open(fixture(QStringLiteral("two_tensors.safetensors")).toStdString());
    QCOMPARE(chosen.tensor().name, std::string("wpe.weight"));
    QVERIFY(chosen.known());
    QCOMPARE(std::string(chosen.known()->model), std::string("GPT-2"));
    const QString missing = openError(fixture(QStringLiteral("two_tensors.safetensors")), "wpe");
    QVERIFY2(missing.contains(QStringLiteral("no tensor wpe in")) && missing.contains(QStringLiteral("wte.weight [20, 6] F32")),
             qPrintable(missing));
}

void TestLearnedTable::knownNamesApplyTheirOffsets()
{
    const LearnedTable bert = LearnedTable::open(fixture(QStringLiteral("T_bf16.safetensors")).toStdString());
    QCOMPARE(std::string(bert.known()->model), std::string("BERT"));
    QCOMPARE(bert.rowOffset(), 0);
    QCOMPARE(bert.rows(), 10);
    // --table-offset 2 (as OPT, BART and RoBERTa store theirs): position 0 is stored row 2.
    const LearnedTable shifted = LearnedTable::open(fixture(QStringLiteral("T_bf16.safetensors")).toStdString(), {}, 2);
    QCOMPARE(shifted.rows(), 8);
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("learned/learned_T_bf16.csv"));
    for (int j = 0; j < 6; ++j)
        QCOMPARE(shifted.value(0, j), golden(2, j));
    QVERIFY(openError(fixture(QStringLiteral("T_bf16.safetensors")), {}, 10)
                .contains(QStringLiteral("table offset 10 leaves no rows of the 10 of embeddings.position_embeddings.weight (allowed 0 .. 9)")));
    struct Case
    {
        const char *name;
        const char *model;
        int offset;
    };
    for (const Case &c : {Case{"transformer.wpe.weight", "GPT-2", 0}, Case{"bert.embeddings.position_embeddings.weight", "BERT", 0},
                          Case{"roberta.embeddings.position_embeddings.weight", "RoBERTa", 2},
                          Case{"model.decoder.embed_positions.weight", "OPT / BART", 2},
                          Case{"model.encoder.embed_positions.weight", "BART", 2}}) {
        const KnownTable *known = knownTableFor(c.name);
        QVERIFY2(known, c.name);
        QCOMPARE(std::string(known->model), std::string(c.model));
        QCOMPARE(known->rowOffset, c.offset);
    }
    QVERIFY(!knownTableFor("wte.weight"));
}

void TestLearnedTable::writtenFilesFollowTheFormats_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says"); // empty: opens, with 2 x 2 values 1, 2, 3, 4
    const QByteArray four = floats({1, 2, 3, 4});
    QTest::newRow("npy 3.0") << npy(3, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }", four) << "";
    QTest::newRow("npy native order, keys in any order")
        << npy(1, "{'shape': (2, 2), 'fortran_order': False, 'descr': '=f4'}", four) << "";
    QTest::newRow("npy 1-D") << npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", four)
                             << "has shape [4] F32: a position table is 2-D (positions x d_model)";
    QTest::newRow("npy int") << npy(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 2), }", four)
                             << "unsupported dtype <i4 (allowed float16, float32, float64";
    QTest::newRow("npy version 4") << [&] { QByteArray b = npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }", four); b[6] = 4; return b; }()
                                   << "unsupported .npy version 4.0 (allowed 1.0, 2.0, 3.0)";
    QTest::newRow("npy magic") << QByteArray("\x93NUMPX\x01\x00", 8) << "not a .npy file";
    QTest::newRow("npy not a dict") << npy(1, "__import__('os')", four) << "the .npy header is not the dict literal";
    QTest::newRow("npy extra key") << npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), 'x': 1}", four)
                                   << "the .npy header is not the dict literal";
    QTest::newRow("npy structured") << npy(1, "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2, 2), }", four)
                                    << "a structured dtype";
    QTest::newRow("npy header length past the end") << QByteArray("\x93NUMPY\x01\x00\xff\x00{", 11)
                                                    << "header length 255 larger than the file (1 bytes after the length field)";
    QTest::newRow("npy huge shape")
        << npy(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (4611686018427387904, 4), }", four) << "is too large";
    const QByteArray entry = R"("t": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]})";
    QTest::newRow("safetensors") << safetensors("{" + entry + "}   ", four) << "";
    QTest::newRow("safetensors with an I64 beside")
        << safetensors(R"({"t": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}, "ids": {"dtype": "I64", "shape": [1], "data_offsets": [16, 24]}})",
                       four + littleEndian(7, 8))
        << "";
    QTest::newRow("safetensors I64 only") << safetensors(R"({"ids": {"dtype": "I64", "shape": [2, 1], "data_offsets": [0, 16]}})", four)
                                          << "tensor ids is I64: a table is F64, F32, F16 or BF16";
    QTest::newRow("safetensors not JSON") << safetensors("{\"t\": ", four) << "the safetensors header is not valid JSON";
    QTest::newRow("safetensors no brace") << safetensors("[1]", four) << "does not start with '{'";
    QTest::newRow("safetensors size") << safetensors(R"({"t": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 16]}})", four)
                                      << "tensor t: [2, 3] F32 needs 24 bytes but data_offsets [0, 16] hold a different number";
    QTest::newRow("safetensors gap")
        << safetensors(R"({"t": {"dtype": "F32", "shape": [1, 2], "data_offsets": [8, 16]}})", four)
        << "not contiguous: t starts at byte 8 of the buffer, not 0";
    QTest::newRow("safetensors trailing bytes")
        << safetensors(R"({"t": {"dtype": "F32", "shape": [1, 2], "data_offsets": [0, 8]}})", four)
        << "ends at byte 8 of the buffer, which has 16 bytes";
    QTest::newRow("safetensors short") << QByteArray("\x01\x00", 2) << "file too short for a safetensors header length";
    QTest::newRow("safetensors metadata") << safetensors("{\"__metadata__\": {\"a\": 1}, " + entry + "}", four)
                                          << "__metadata__ is not an object of strings";
    QTest::newRow("safetensors two tables")
        << safetensors(R"({"a": {"dtype": "F32", "shape": [1, 2], "data_offsets": [0, 8]}, "b": {"dtype": "F32", "shape": [1, 2], "data_offsets": [8, 16]}})",
                       four)
        << "holds 2 tensors; name the table (position tables among them: —; all: a [1, 2] F32, b [1, 2] F32)";
    QByteArray many = "{", manyData;
    for (int t = 0; t < 20; ++t) {
        many += (t ? ", " : "") + QByteArray("\"t") + QByteArray::number(t) + "\": {\"dtype\": \"F32\", \"shape\": [1, 1], "
                "\"data_offsets\": [" + QByteArray::number(4 * t) + ", " + QByteArray::number(4 * t + 4) + "]}";
        manyData += floats({float(t)});
    }
    QTest::newRow("safetensors many tables: the message lists 8")
        << safetensors(many + "}", manyData) << "t7 [1, 1] F32 … and 12 more)";
    QTest::newRow("empty file") << QByteArray() << "file too short for a safetensors header length (0 of 8 bytes)";
    // Found by a helper breaking the reader (session of 2026-12-05).
    QTest::newRow("safetensors NUL then garbage") << safetensors("{" + entry + QByteArray("}\0 garbage ]]]", 14), four)
                                                  << "holds a NUL byte at byte";
    QTest::newRow("safetensors dtype twice")
        << safetensors(R"({"t": {"dtype": "F64", "dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}})", four)
        << "names \"dtype\" twice in one object";
    QTest::newRow("npy shape as a list") << npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': [2, 2], }", four)
                                         << "a list where a string or a tuple belongs";
    QTest::newRow("npy leading zero") << npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (02, 2), }", four)
                                      << "a leading zero";
}

void TestLearnedTable::writtenFilesFollowTheFormats()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const bool npyRow = QByteArray(QTest::currentDataTag()).startsWith("npy");
    const QString path = write(dir, npyRow ? QStringLiteral("t.npy") : QStringLiteral("t.safetensors"), bytes);
    if (!says.isEmpty()) {
        const QString error = openError(path, says.contains(QStringLiteral("ids is I64")) ? "ids" : "");
        QVERIFY2(error.contains(says), qPrintable(error));
        return;
    }
    const LearnedTable table = LearnedTable::open(path.toStdString(), bytes.contains("\"ids\"") ? "t" : "");
    QCOMPARE(table.rows(), 2);
    QCOMPARE(table.dModel(), 2);
    QCOMPARE(table.value(0, 0), 1.0);
    QCOMPARE(table.value(0, 1), 2.0);
    QCOMPARE(table.value(1, 0), 3.0);
    QCOMPARE(table.value(1, 1), 4.0);
}

void TestLearnedTable::rowsPastTheEndAreNone()
{
    const LearnedTable table = LearnedTable::open(fixture(QStringLiteral("T_f8_v1.npy")).toStdString());
    Eigen::MatrixXd rows(4, 6);
    table.fillRows(8, rows); // positions 8, 9 exist; 10, 11 do not
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("learned/learned_T.csv"));
    QCOMPARE(rows(1, 5), golden(9, 5));
    QVERIFY(std::isnan(rows(2, 0)) && std::isnan(rows(3, 5)));
}

// A FIFO named like a table: refused at once (opening it for reading would wait for a writer forever).
void TestLearnedTable::fifoIsRefusedWithoutWaiting()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fifo.npy"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const QString error = openError(path);
    QVERIFY2(error.contains(QStringLiteral("is not a regular file")), qPrintable(error));
}

// 131 072 x 4 096 BF16 (1 GiB, GPT-style long table): opening it and reading the 128 rows a view shows
// must touch those rows' pages only.
void TestLearnedTable::largeTableIsMappedNotRead()
{
    QTemporaryDir dir;
    const std::uint64_t rows = 131072, columns = 4096, bytes = rows * columns * 2;
    const QByteArray json = QByteArrayLiteral(R"({"wpe.weight": {"dtype": "BF16", "shape": [131072, 4096], "data_offsets": [0, )") +
                            QByteArray::number(qulonglong(bytes)) + "]}}";
    QFile file(dir.filePath(QStringLiteral("large.safetensors")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(littleEndian(json.size(), 8) + json) > 0);
    QVERIFY(file.resize(qint64(8 + json.size() + bytes))); // sparse: no disk used, zeros read back
    file.close();
    const LearnedTable table = LearnedTable::open(file.fileName().toStdString());
    QCOMPARE(table.rows(), 131072);
    QCOMPARE(table.dModel(), 4096);
    Eigen::MatrixXd shown(128, 4096);
    table.fillRows(65536, shown);
    QCOMPARE(shown(127, 4095), 0.0);
    const std::size_t resident = table.file()->residentBytes();
    qInfo("1 GiB table: %.1f MB resident after reading 128 rows (1 MB of them)", resident / 1e6);
    QVERIFY2(resident < 32'000'000, qPrintable(QString::number(resident)));
    // The same size in Fortran order (.npy, float16): a row is one element of each column, 4096 pages apart;
    // read-ahead around each of them pulled in about 1 GB before MADV_RANDOM.
    QFile npyFile(dir.filePath(QStringLiteral("large.npy")));
    QVERIFY(npyFile.open(QIODevice::WriteOnly));
    const QByteArray header = npy(1, "{'descr': '<f2', 'fortran_order': True, 'shape': (131072, 4096), }", {});
    QVERIFY(npyFile.write(header) == header.size());
    QVERIFY(npyFile.resize(qint64(header.size() + bytes)));
    npyFile.close();
    const LearnedTable fortran = LearnedTable::open(npyFile.fileName().toStdString());
    Eigen::MatrixXd row(1, 4096);
    fortran.fillRows(65536, row);
    const std::size_t fortranResident = fortran.file()->residentBytes();
    qInfo("1 GiB Fortran-order table: %.1f MB resident after reading 1 row", fortranResident / 1e6);
    QVERIFY2(fortranResident < 32'000'000, qPrintable(QString::number(fortranResident)));
    // The whole-table view samples a row per pixel row (1 080 of 131 072): in Fortran order that is every
    // page of the file, and they all stayed in memory (1.08 GiB; issue 54, N6). Read column by column, each
    // column's pages let go after it.
    std::vector<int> positions;
    for (int r = 0; r < 1080; ++r)
        positions.push_back(int(std::int64_t(r) * 131072 / 1080));
    // The process's own pages of the file (RssFile), not the page cache (mincore counts those): what the
    // window's 400 MB budget is about.
    const auto rssFileBytes = [] {
        QFile status(QStringLiteral("/proc/self/status"));
        if (!status.open(QIODevice::ReadOnly))
            return -1.0;
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("RssFile:"))
                return line.mid(8).trimmed().split(' ').first().toDouble() * 1024;
        return -1.0;
    };
    const double before = rssFileBytes();
    QVERIFY(before >= 0);
    Eigen::MatrixXd sampled(1080, 4096);
    fortran.fillSampledRows(positions, sampled);
    QCOMPARE(sampled(1079, 4095), 0.0);
    const double grown = rssFileBytes() - before;
    qInfo("1 GiB Fortran-order table: the process holds %.1f MB more of it after sampling 1080 rows", grown / 1e6);
    QVERIFY2(grown < 32e6, qPrintable(QString::number(grown)));
}

void TestLearnedTable::seededTableIsTheSameEverywhere()
{
    const LearnedTable a = LearnedTable::seeded(128, 512), b = LearnedTable::seeded(128, 512);
    QVERIFY(a.isSeeded());
    QCOMPARE(tableMatrix(a), tableMatrix(b));
    // A smaller table is the corner of the larger one: the entries do not depend on the size.
    QCOMPARE(tableMatrix(LearnedTable::seeded(16, 60)), tableMatrix(a).topLeftCorner(16, 60));
    const Eigen::MatrixXd m = tableMatrix(a);
    const double mean = m.mean();
    const double sd = std::sqrt((m.array() - mean).square().mean());
    QVERIFY2(std::abs(mean) < 0.001 && std::abs(sd - 0.02) < 0.0005, qPrintable(QStringLiteral("mean %1 sd %2").arg(mean).arg(sd)));
    QVERIFY_THROWS_EXCEPTION(ParameterError, LearnedTable::seeded(0, 512));
}

void TestLearnedTable::seededRowsThroughTheGrowingCache()
{
    // fillSeededRows() keeps a block from position 0 and grows it (wider, longer), keeping what it held: every
    // request, from 0 or past it, inside the block or past it, gives seededValue() entry by entry.
    const struct
    {
        long long first;
        int rows, columns;
    } requests[] = {{0, 64, 510}, {0, 64, 512}, {0, 64, 514}, {0, 100, 300}, {10, 50, 700}, {0, 130, 641},
                    {0, 20, 20},  {5, 200, 40}, {0, 3000, 3000}, {0, 64, 514}};
    for (const auto &q : requests) {
        Eigen::MatrixXd out(q.rows, q.columns);
        LearnedTable::fillSeededRows(q.first, out);
        for (int j = 0; j < q.columns; ++j)
            for (int r = 0; r < q.rows; ++r)
                if (out(r, j) != LearnedTable::seededValue(q.first + r, j))
                    QFAIL(qPrintable(QStringLiteral("request %1 + %2 x %3: entry (%4, %5)").arg(q.first).arg(q.rows).arg(q.columns).arg(r).arg(j)));
    }
}

// 200 000 empty tensors: read in one pass over the header (with nlohmann's parse callback each closed
// object rescanned its parent: 40 000 took 45 s, 200 000 ran past ctest's timeout).
void TestLearnedTable::manyTensorsAreReadInOnePass()
{
    constexpr int count = 200000;
    QByteArray json = "{";
    for (int t = 0; t < count; ++t)
        json += (t ? ",\"t" : "\"t") + QByteArray::number(t) + R"(":{"dtype":"F32","shape":[0],"data_offsets":[0,0]})";
    json += "}";
    const QByteArray bytes = safetensors(json, {});
    const SafetensorsContents contents =
        readSafetensorsHeader(reinterpret_cast<const unsigned char *>(bytes.constData()), std::size_t(bytes.size()));
    QCOMPARE(contents.tensors.size(), std::size_t(count));
    QTemporaryDir dir;
    const QString error = openError(write(dir, QStringLiteral("many.safetensors"), bytes));
    QVERIFY2(error.contains(QStringLiteral("holds 200000 tensors; name the table")) && error.size() < 600, qPrintable(error));
}

namespace {

/// The FileError message of readSafetensorsHeader() on \a bytes (empty when it reads).
QString headerError(const QByteArray &bytes)
{
    try {
        readSafetensorsHeader(reinterpret_cast<const unsigned char *>(bytes.constData()), std::size_t(bytes.size()));
    } catch (const FileError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

// The format nests three levels (the header, a tensor's entry, its shape or data_offsets) and __metadata__
// holds strings: a header nesting deeper is refused as it is parsed, before it costs memory.
void TestLearnedTable::headersNestNoDeeperThanTheFormat()
{
    const int depth = 100000;
    const QByteArray deep = QByteArray(depth, '[') + QByteArray(depth, ']');
    const QByteArray entry = R"("t": {"dtype": "F32", "shape": [1, 1], "data_offsets": [0, 4]})";
    const QByteArray four = floats({1});
    const QString inMetadata = headerError(safetensors("{\"__metadata__\": {\"a\": " + deep + "}, " + entry + "}", four));
    QVERIFY2(inMetadata.contains(QStringLiteral("__metadata__ is not an object of strings")) && inMetadata.size() < 300,
             qPrintable(inMetadata));
    const QString underUnknownKey =
        headerError(safetensors(R"({"t": {"dtype": "F32", "shape": [1, 1], "data_offsets": [0, 4], "x": )" + deep + "}}", four));
    QVERIFY2(underUnknownKey.contains(QStringLiteral("nests deeper than safetensors needs")) &&
                 underUnknownKey.contains(QStringLiteral("(allowed 3 levels")),
             qPrintable(underUnknownKey));
    QVERIFY2(underUnknownKey.size() < 300, qPrintable(underUnknownKey));
    const QString inShape = headerError(safetensors(R"({"t": {"dtype": "F32", "shape": )" + deep + R"(, "data_offsets": [0, 4]}})", four));
    QVERIFY2(inShape.contains(QStringLiteral("nests deeper than safetensors needs")), qPrintable(inShape));
    // A long list under a key the format does not have is skipped, not kept; the entry still reads.
    QByteArray numbers = "[0";
    for (int k = 1; k < 100000; ++k)
        numbers += ",0";
    numbers += "]";
    QCOMPARE(headerError(safetensors(R"({"t": {"dtype": "F32", "shape": [1, 1], "data_offsets": [0, 4], "x": )" + numbers + "}}", four)),
             QString());
}

// A file that is not a .safetensors file, named as one: its first 8 bytes are no length, and are not
// echoed as one ("hf_S3cr3" would print as 3707134515372582504).
void TestLearnedTable::lengthPastTheFileIsNotEchoed()
{
    const QByteArray secret = "hf_S3cr3tT0k3nThatIsNotATable\n";
    const QString error = headerError(secret);
    QVERIFY2(!error.contains(QStringLiteral("3707134515372582504")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("not a .safetensors file: its first 8 bytes are not a header length that fits in its 30 bytes")),
             qPrintable(error));
}

// A shape of a million dimensions is refused without echoing them; shapes in messages show their first
// dimensions and their count.
void TestLearnedTable::longShapesAreAbbreviated()
{
    QByteArray tuple = "(1";
    QByteArray list = "[1";
    for (int k = 1; k < 1000000; ++k) {
        tuple += ", 1";
        list += ", 1";
    }
    QTemporaryDir dir;
    const QString npyError = openError(write(dir, QStringLiteral("long.npy"),
                                             npy(2, "{'descr': '<f4', 'fortran_order': False, 'shape': " + tuple + "), }", floats({1}))));
    QVERIFY2(npyError.size() < 300, qPrintable(npyError.left(300)));
    QVERIFY2(npyError.contains(QStringLiteral("1000000 dimensions")) && npyError.contains(QStringLiteral("(allowed at most 64)")),
             qPrintable(npyError.left(300)));
    const QString safetensorsError = openError(write(
        dir, QStringLiteral("long.safetensors"),
        safetensors(R"({"t": {"dtype": "F32", "shape": )" + list + R"(], "data_offsets": [0, 4]}})", floats({1}))));
    QVERIFY2(safetensorsError.size() < 300, qPrintable(safetensorsError.left(300)));
    QVERIFY2(safetensorsError.contains(QStringLiteral("more than 64 dimensions")), qPrintable(safetensorsError.left(300)));
    StoredTensor t;
    t.shape.assign(40, 2);
    QCOMPARE(t.describe(), std::string("[2, 2, 2, 2, 2, 2, 2, 2, … (40 dimensions)] F32"));
}

void TestLearnedTable::badJsonSaysWhereAndWhy_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    QTest::newRow("invalid UTF-8") << QByteArray("{\"t\xff\": 1}") << "the safetensors header is not valid JSON: at byte 3, syntax error while parsing object key - invalid string: ill-formed UTF-8 byte";
    QTest::newRow("NaN") << QByteArray(R"({"t": {"dtype": "F32", "shape": [NaN], "data_offsets": [0, 4]}})")
                         << "the safetensors header is not valid JSON: at byte 33, syntax error while parsing value - invalid literal";
    QTest::newRow("1e400") << QByteArray(R"({"t": {"dtype": "F32", "shape": [1e400], "data_offsets": [0, 4]}})")
                           << "the safetensors header is not valid JSON: at byte 37, number overflow parsing '1e400'";
    QTest::newRow("cut short") << QByteArray("{\"t\": ") << "the safetensors header is not valid JSON: at byte 6,";
}

void TestLearnedTable::badJsonSaysWhereAndWhy()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const QString error = headerError(safetensors(json, floats({1})));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY2(error.size() < 300, qPrintable(error));
}

void TestLearnedTable::emptyArraysAndFilesAreSaidToBeEmpty()
{
    QTemporaryDir dir;
    // (2^62, 0) holds no number: empty, not too large.
    const QString npyError = openError(write(
        dir, QStringLiteral("empty.npy"), npy(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4611686018427387904, 0), }", {})));
    QVERIFY2(npyError.contains(QStringLiteral("has shape [4611686018427387904, 0] F32: it is empty")), qPrintable(npyError));
    const QString safetensorsError = openError(write(
        dir, QStringLiteral("empty.safetensors"),
        safetensors(R"({"t": {"dtype": "F32", "shape": [4611686018427387904, 0], "data_offsets": [0, 0]}})", {})));
    QVERIFY2(safetensorsError.contains(QStringLiteral("has shape [4611686018427387904, 0] F32: it is empty")),
             qPrintable(safetensorsError));
    const QString noTensors = openError(write(dir, QStringLiteral("none.safetensors"), safetensors("{}", {})));
    QVERIFY2(noTensors.endsWith(QStringLiteral("none.safetensors holds no tensors")), qPrintable(noTensors));
    const QString onlyMetadata =
        openError(write(dir, QStringLiteral("metadata.safetensors"), safetensors(R"({"__metadata__": {"format": "pt"}})", {})));
    QVERIFY2(onlyMetadata.endsWith(QStringLiteral("metadata.safetensors holds no tensors")), qPrintable(onlyMetadata));
}

QTEST_MAIN(TestLearnedTable)
#include "tst_learnedtable.moc"
