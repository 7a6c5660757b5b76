// The posenc binary as a user runs it, without a display: CSV equals the golden files, PNGs have the
// asked size, bad arguments exit 2 with one line on stderr, I/O failures exit 1.
#include "golden.h"
#include "npyfile.h"
#include "svgtext.h"

#include <posenc/encodings/t5buckets.h>

#include "ui/lecture/lectureplayer.h"

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cmath>
#include <functional>
#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs posenc with \a arguments; \a inChild runs in the child before it starts posenc (resource limits).
Run runPosenc(const QStringList &arguments, const QStringList &setEnvironment = {},
              const std::function<void()> &inChild = {})
{
    QProcess process;
    if (inChild)
        process.setChildProcessModifier(inChild);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // As on a headless machine: no display, no platform chosen, no runtime folder.
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        environment.remove(QString::fromLatin1(name));
    for (const QString &assignment : setEnvironment)
        environment.insert(assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(POSENC_BINARY), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // posenc in English gives the C library's reasons in English (language::install), whatever the
    // machine's LC_MESSAGES: so does this test's own strerror().
    void initTestCase() { std::setlocale(LC_MESSAGES, "C"); }
    void csvEqualsGolden_data();
    void csvEqualsGolden();
    void ropeCsvEqualsGolden_data();
    void ropeCsvEqualsGolden();
    void ropeInvarianceIsPrinted();
    void positionsOfAMillionArePrintedInFull();
    void contextExtensionNotesAndPrecision();
    void namesFromOutsideAreEscapedOnStandardOutput();
    void learnedTableCsvIsTheFilesRows_data();
    void learnedTableCsvIsTheFilesRows();
    void unreadableTableExits1();
    void t5TableCsvIsTheFilesBiases();
    void figureThatCannotBeDrawnExits2();
    void pngHasTheAskedSize();
    void allFiguresIntoAFolder();
    void badArgumentsExit2WithOneLine_data();
    void badArgumentsExit2WithOneLine();
    void coreErrorsInTheLanguageAsked_data();
    void coreErrorsInTheLanguageAsked();
    void unwritablePathExits1();
    void everyFormatRefusesWhatIsNotARegularFile();
    void fullDiskKeepsTheOldSceneAndExits1();
    void resourceLimitsExit1WithOneLine();
    void helpAndVersion();
    void lengthRuleIsStated();
    void oddDModelIsStated();
    void oddLearnedTableHasNoLoneSine();
    void standardOutput();
    void closedPipeExits1();
    void exportWhateverThePlatform();
    void windowWithoutDisplayExits1();
    void unwritableSettingsAreSaidInOneLine();
    void defaultPositionIsTheDocumentedOne();
    void sceneWrittenAndExportedFrom();
    void badScenesExit2AndWriteNothing();
    void cleanAndTransparentForSlides();
    void animatedGifAndPngFrames();
    void badAnimationExits2AndWritesNothing_data();
    void badAnimationExits2AndWritesNothing();
    void lectureDeckAsPdfAndPngs();
    void badLectureDeckExits2AndWritesNothing();
    void deckOnANearlyFullDiskKeepsTheOldDeck();
    void fileNameThatIsNotUtf8IsRefused();
    void unknownFigureNamesEveryFigure();
    void titleAt4KIsDrawn();
    void sceneFindsItsFilesNextToItselfAndReadsItsConfig();

private:
    QTemporaryDir m_dir;
};

void TestCli::csvEqualsGolden_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("golden");
    QTest::newRow("seed figure") << QStringList{"--d-model", "60", "--length", "16"} << "pe_d60_L16_base10000.csv";
    QTest::newRow("seed toy, 5 tokens") << QStringList{"--d-model", "3", "--text", "我是一条狗"}
                                        << "pe_d3_L5_base10000.csv";
    QTest::newRow("odd d_model") << QStringList{"--d-model", "5", "--length", "3"} << "pe_d5_L3_base10000.csv";
    QTest::newRow("d 4") << QStringList{"--d-model", "4", "--length", "8"} << "pe_d4_L8_base10000.csv";
    QTest::newRow("base 100") << QStringList{"--d-model", "16", "--length", "8", "--base", "100"}
                              << "pe_d16_L8_base100.csv";
    // The conventions of real code, by name and by their parts (mpmath versions of each reference function).
    QTest::newRow("tensor2tensor 8") << QStringList{"--convention", "tensor2tensor", "--d-model", "8", "--length", "6"}
                                     << "pe_t2t_d8_L6.csv";
    QTest::newRow("tensor2tensor 7, zero column")
        << QStringList{"--convention", "tensor2tensor", "--d-model", "7", "--length", "5"} << "pe_t2t_d7_L5.csv";
    QTest::newRow("t2t parts, d_model 2 (no NaN)")
        << QStringList{"--layout", "halves-padded", "--spacing", "t2t", "--d-model", "2", "--length", "4"} << "pe_t2t_d2_L4.csv";
    QTest::newRow("fairseq 8, from padding_idx + 1")
        << QStringList{"--convention", "fairseq", "--d-model", "8", "--length", "6"} << "pe_fairseq_d8_L6.csv";
    QTest::newRow("fairseq parts and --padding-idx 1")
        << QStringList{"--layout", "halves-padded", "--spacing", "t2t", "--padding-idx", "1", "--d-model", "7", "--length", "5"}
        << "pe_fairseq_d7_L5.csv";
    QTest::newRow("marian 8") << QStringList{"--convention", "marian", "--d-model", "8", "--length", "6"} << "pe_marian_d8_L6.csv";
    QTest::newRow("marian parts 7, lone sine mid-row")
        << QStringList{"--layout", "halves", "--d-model", "7", "--length", "5"} << "pe_marian_d7_L5.csv";
}

void TestCli::csvEqualsGolden()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, golden);
    const QString path = m_dir.filePath(golden);
    const Run run = runPosenc(QStringList{"export", "--figure", "pe", "--format", "csv", "--out", path} + arguments);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto matrix = posenc::parseCsv(text.toStdString());
    QVERIFY(matrix.has_value());
    const Eigen::MatrixXd expected = loadGolden(golden);
    QVERIFY2(maxAbsDifference(*matrix, expected) <= 1e-12, qPrintable(QString::number(maxAbsDifference(*matrix, expected))));
    // One line per position, no header, 17 significant digits where needed.
    QCOMPARE(text.count('\n'), expected.rows());
    if (!arguments.contains(QStringLiteral("--layout")) && !arguments.contains(QStringLiteral("--convention")))
        QVERIFY(text.startsWith("0,1,")); // the paper's row 0: sin 0, cos 0
}

void TestCli::ropeCsvEqualsGolden_data()
{
    // The q and k of tests/data/golden/generate.py (ROPE_Q, ROPE_K), positions 0 .. 5.
    const QStringList qk{"--head-dim", "8", "--query", "1,2,3,4,-1,0.5,2,-3", "--key", "0.5,-1,2,0.25,1,1,-2,0.75",
                         "--length", "6"};
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("golden");
    QTest::newRow("rope interleaved") << (QStringList{"--figure", "rope"} + qk) << "rope_interleaved_d8_L6_base10000.csv";
    QTest::newRow("rope halves") << (QStringList{"--figure", "rope", "--rope-pairing", "halves"} + qk)
                                 << "rope_halves_d8_L6_base10000.csv";
    QTest::newRow("rope halves, rotary 4, LLaMA 3")
        << (QStringList{"--figure", "rope", "--rope-pairing", "halves", "--rotary-dim", "4", "--base", "500000"} + qk)
        << "rope_halves_d8_rot4_L6_base500000.csv";
    QTest::newRow("rope interleaved, rotary 4, Qwen2")
        << (QStringList{"--figure", "rope", "--rotary-dim", "4", "--base", "1000000"} + qk)
        << "rope_interleaved_d8_rot4_L6_base1000000.csv";
    QTest::newRow("score interleaved") << (QStringList{"--figure", "rope-score"} + qk)
                                       << "rope_scores_interleaved_d8_L6_base10000.csv";
    QTest::newRow("score halves") << (QStringList{"--figure", "rope-score", "--rope-pairing", "halves"} + qk)
                                  << "rope_scores_halves_d8_L6_base10000.csv";
    QTest::newRow("score halves, rotary 4")
        << (QStringList{"--figure", "rope-score", "--rope-pairing", "halves", "--rotary-dim", "4", "--base", "500000"} + qk)
        << "rope_scores_halves_d8_rot4_L6_base500000.csv";
    QTest::newRow("decay d 128") << QStringList{"--figure", "rope-decay", "--head-dim", "128", "--length", "64"}
                                 << "rope_decay_d128_base10000.csv";
    // Context extension (issue 32): θ before and after, i,theta_original,theta_scaled, from a model preset or the
    // options alone.
    const QStringList scaling{"--figure", "rope-scaling", "--format", "csv"};
    QTest::newRow("llama3, Llama 3.1") << (scaling + QStringList{"--model", "llama-3.1-8b"})
                                       << "rope_llama3_dim128_base500000_f8_lo1_hi4_orig8192.csv";
    QTest::newRow("llama3, Llama 3.2") << (scaling + QStringList{"--model", "llama-3.2-1b"})
                                       << "rope_llama3_dim64_base500000_f32_lo1_hi4_orig8192.csv";
    QTest::newRow("yarn, Qwen2.5 recipe") << (scaling + QStringList{"--model", "qwen2.5-7b-yarn"})
                                          << "rope_yarn_dim128_base1e6_f4_orig32768.csv";
    QTest::newRow("yarn, DeepSeek-V3") << (scaling + QStringList{"--model", "deepseek-v3"})
                                       << "rope_yarn_dim64_base10000_f40_orig4096_mscale1_1.csv";
    QTest::newRow("yarn, gpt-oss, options") << (scaling + QStringList{"--relative", "rope", "--head-dim", "64", "--base", "150000",
                                                                      "--rope-scaling", "yarn", "--scaling-factor", "32",
                                                                      "--original-max", "4096", "--yarn-truncate", "off"})
                                            << "rope_yarn_dim64_base150000_f32_orig4096_notrunc.csv";
    const QStringList head128{"--relative", "rope", "--head-dim", "128", "--base", "10000", "--scaling-factor"};
    QTest::newRow("linear") << (scaling + head128 + QStringList{"4", "--rope-scaling", "linear"})
                            << "rope_linear_dim128_base10000_f4.csv";
    QTest::newRow("ntk") << (scaling + head128 + QStringList{"4", "--rope-scaling", "ntk"}) << "rope_ntk_dim128_base10000_f4.csv";
    QTest::newRow("dynamic at s 16384")
        << (scaling + head128 + QStringList{"2", "--rope-scaling", "dynamic", "--original-max", "4096", "--current-length", "16384"})
        << "rope_dynamic_dim128_base10000_f2_max4096_seq16384.csv";
}

void TestCli::ropeCsvEqualsGolden()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, golden);
    const QString path = m_dir.filePath(QStringLiteral("x-") + golden);
    const Run run = runPosenc(QStringList{"export", "--out", path} + arguments);
    QCOMPARE(run.exitCode, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto matrix = posenc::parseCsv(text.toStdString());
    QVERIFY(matrix.has_value());
    const Eigen::MatrixXd expected = loadGolden(golden);
    QVERIFY2(maxAbsDifference(*matrix, expected) <= 1e-12, qPrintable(QString::number(maxAbsDifference(*matrix, expected))));
    QCOMPARE(text.count('\n'), expected.rows()); // no header
}

void TestCli::contextExtensionNotesAndPrecision()
{
    // The attention factor as a note, against the golden (Qwen2.5's recipe: 0.1 ln 4 + 1); an engine's
    // difference stated with the number (transformers before #40320 scaled nothing for that recipe).
    const QString csv = m_dir.filePath(QStringLiteral("scaling.csv"));
    Run run = runPosenc({"export", "--figure", "rope-scaling", "--model", "qwen2.5-7b-yarn", "--out", csv});
    QCOMPARE(run.exitCode, 0);
    const double factor = loadGolden(QStringLiteral("rope_yarn_dim128_base1e6_f4_orig32768_factor.csv"))(0, 0);
    static const QRegularExpression note(QStringLiteral("note: attention factor (\\S+) "));
    const QRegularExpressionMatch match = note.match(run.out);
    QVERIFY2(match.hasMatch(), qPrintable(run.out));
    QVERIFY(std::abs(match.captured(1).toDouble() - factor) < 1e-12);
    run = runPosenc({"export", "--figure", "rope-scaling", "--model", "qwen2.5-7b-yarn", "--engine", "transformers-4.50", "--out", csv});
    QVERIFY2(run.out.contains(QStringLiteral("attention factor 1 against 1.13863")), qPrintable(run.out));
    // --model-config: what it read and ignored, as notes; a missing file is exit 1 and writes nothing.
    run = runPosenc({"export", "--figure", "rope-scaling", "--model-config",
                     QStringLiteral(POSENC_CONFIG_FIXTURES "/qwen2.5-7b-yarn.json"), "--out", csv});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("qwen2.5-7b-yarn.json read: rope_theta = 1e+06")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("qwen2.5-7b-yarn.json ignored: rope_scaling.low_freq_factor")), qPrintable(run.out));
    run = runPosenc({"export", "--figure", "rope-scaling", "--model-config", m_dir.filePath(QStringLiteral("none.json")),
                     "--out", m_dir.filePath(QStringLiteral("never.csv"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: --model-config: ")), qPrintable(run.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.csv"))));
    // Precision: one line per position 0 … s − 1, pair 0's angle error in float32, bfloat16, float16; bfloat16
    // rounds 4095 to 4096 (the golden), float16 has no 65 520.
    const QString precision = m_dir.filePath(QStringLiteral("precision.csv"));
    run = runPosenc({"export", "--figure", "precision", "--current-length", "65521", "--head-dim", "128", "--out", precision});
    QCOMPARE(run.exitCode, 0);
    QFile file(precision);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 65522); // and the empty one after the last newline
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("rope_angle_error_bf16_dim128_base10000.csv"));
    QCOMPARE(golden(4, 0), 4095.0);
    QCOMPARE(lines[4095].split(',').at(2).toDouble(), golden(4, 3));
    QCOMPARE(lines[4095].split(',').at(1).toDouble(), 0.0); // float32 holds 4095
    QCOMPARE(lines[2049].split(',').at(3).toDouble(), -1.0); // float16: 2049 -> 2048
    QCOMPARE(lines[65520], QByteArray("65520,0,16,inf"));
}

// A config key, a config file's name and an output name carry what their author put there: printed as one
// line with ESC, BEL and newlines escaped, as the error lines are (a key "\e]0;PWNED\a\e[2J" retitled and
// cleared the terminal).
void TestCli::namesFromOutsideAreEscapedOnStandardOutput()
{
    const QString config = m_dir.filePath(QStringLiteral("c\x1b[2J.json"));
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"head_dim\":128,\"rope_scaling\":{\"rope_type\":\"linear\",\"factor\":2,"
               "\"\\u001b]0;PWNED\\u0007\\u001b[2J\\nx\":0}}");
    file.close();
    const QString csv = m_dir.filePath(QStringLiteral("\x1b[2J\x1b]0;T\x07.csv"));
    const Run run = runPosenc({"export", "--figure", "rope-scaling", "--model-config", config, "--out", csv});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFile::exists(csv));
    for (const QChar c : {QChar(0x1b), QChar(0x07)})
        QVERIFY2(!run.out.contains(c), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("c\\e[2J.json ignored: rope_scaling.\\e]0;PWNED\\x07\\e[2J\\nx: not read by linear\n")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("c\\e[2J.json read: rope_theta absent")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("wrote %1/\\e[2J\\e]0;T\\x07.csv\n").arg(m_dir.path())), qPrintable(run.out));
}

void TestCli::ropeInvarianceIsPrinted()
{
    // "measured and printed": the score at (m, n) and at (m + s, n + s), s = the offset.
    const Run run = runPosenc({"export", "--figure", "rope", "--format", "csv", "--out", m_dir.filePath(QStringLiteral("r.csv")),
                               "--position", "2", "--compare-position", "7", "--offset", "5", "--length", "16"});
    QCOMPARE(run.exitCode, 0);
    static const QRegularExpression line(QStringLiteral(
        "note: RoPE score\\(m, n\\) = <R\\(2\\) q, R\\(7\\) k> = (\\S+) ; score\\(m \\+ s, n \\+ s\\) = "
        "<R\\(7\\) q, R\\(12\\) k> = (\\S+) ; difference (\\S+)\n"));
    const QRegularExpressionMatch match = line.match(run.out);
    QVERIFY2(match.hasMatch(), qPrintable(run.out));
    QVERIFY(std::abs(match.captured(1).toDouble() - match.captured(2).toDouble()) < 1e-9);
    QVERIFY(match.captured(3).toDouble() < 1e-12);
    QVERIFY(std::abs(match.captured(1).toDouble()) > 1e-6); // a real score, not 0 = 0
}

void TestCli::positionsOfAMillionArePrintedInFull()
{
    // Issue 34 item 2: a position of 1 000 000 and more is a whole number in full, not 1.00004e+06.
    const Run run = runPosenc({"export", "--figure", "rope", "--start", "1000000", "--length", "64", "--position", "1000039",
                               "--compare-position", "1000000", "--offset", "1", "--format", "csv", "--out",
                               m_dir.filePath(QStringLiteral("million.csv"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("score(m, n) = <R(1000039) q, R(1000000) k>")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("score(m + s, n + s) = <R(1000040) q, R(1000001) k>")), qPrintable(run.out));
    QVERIFY2(!run.out.contains(QStringLiteral("e+0")), qPrintable(run.out));
}

void TestCli::learnedTableCsvIsTheFilesRows_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("golden");
    QTest::addColumn<int>("firstRow"); // golden row of position 0
    const QString dir = QStringLiteral(POSENC_GOLDEN_DIR "/learned/");
    QTest::newRow("npy") << QStringList{"--table", dir + "T_f8_fortran.npy"} << "learned/learned_T.csv" << 0;
    QTest::newRow("safetensors, a tensor named") << QStringList{"--table", dir + "two_tensors.safetensors", "--tensor", "wte.weight"}
                                                 << "learned/learned_W_f32.csv" << 0;
    QTest::newRow("offset") << QStringList{"--table-offset", "3", "--table", dir + "T_bf16.safetensors"} << "learned/learned_T_bf16.csv"
                            << 3;
}

// `--table` adds the file's rows: the pe CSV is the table from position 0 (its offset applied), as many
// rows as L (the sentence's 10 tokens), 17 significant digits.
void TestCli::learnedTableCsvIsTheFilesRows()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, golden);
    QFETCH(int, firstRow);
    const QString path = m_dir.filePath(QStringLiteral("learned.csv"));
    const Run run = runPosenc(QStringList{"export", "--figure", "pe", "--format", "csv", "--text", "a b c d e f g h i j",
                                          "--out", path} +
                              arguments);
    QCOMPARE(run.exitCode, 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto matrix = posenc::parseCsv(file.readAll().toStdString());
    QVERIFY(matrix.has_value());
    const Eigen::MatrixXd expected = loadGolden(golden);
    const int rows = std::min<int>(10, int(expected.rows()) - firstRow);
    QCOMPARE(matrix->rows(), rows);
    QCOMPARE(maxAbsDifference(*matrix, expected.middleRows(firstRow, rows)), 0.0);
}

void TestCli::unreadableTableExits1()
{
    const QString dir = QStringLiteral(POSENC_GOLDEN_DIR "/learned/");
    const QString out = m_dir.filePath(QStringLiteral("never.csv"));
    for (const QString &bad : {dir + "truncated.npy", dir + "npy_object.npy", dir + "bad_offsets.safetensors", m_dir.filePath("missing.npy")}) {
        const Run run = runPosenc({"export", "--figure", "pe", "--format", "csv", "--table", bad, "--out", out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("posenc: --table: ")) && run.err.count(QLatin1Char('\n')) == 1, qPrintable(run.err));
        QVERIFY(!QFile::exists(out));
    }
    // A readable file with a tensor it does not hold: a bad option.
    const Run run = runPosenc({"export", "--figure", "pe", "--format", "csv", "--table", dir + "two_tensors.safetensors", "--tensor",
                               "wpe", "--out", out});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("no tensor wpe in")), qPrintable(run.err));
}

void TestCli::t5TableCsvIsTheFilesBiases()
{
    // t5-bias of head 3 over L 40 reads the encoder's table, (b − 16)/8 + h/64, at the bucket of j − i.
    const QString table = QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors");
    const Run run = runPosenc({"export", "--figure", "t5-bias", "--format", "csv", "--out", "-", "--length", "40",
                               "--head", "3", "--t5-table", table});
    QCOMPARE(run.exitCode, 0);
    const auto matrix = posenc::parseCsv(run.out.toStdString());
    QVERIFY(matrix.has_value());
    QCOMPARE(matrix->rows(), 40);
    const posenc::T5BucketSpec spec; // 32 buckets, 128, bidirectional: the table's 32 rows
    for (int i = 0; i < 40; ++i)
        for (int j = 0; j < 40; ++j)
            QCOMPARE((*matrix)(i, j), (posenc::t5Bucket(j - i, spec) - 16) / 8.0 + 3.0 / 64);
    // Its 8 heads are the session's: head 8 does not exist.
    const Run past = runPosenc({"export", "--figure", "t5-bias", "--format", "csv", "--out", "-", "--head", "8",
                                "--t5-table", table});
    QCOMPARE(past.exitCode, 2);
    QVERIFY2(past.err.contains(QStringLiteral("--head")), qPrintable(past.err));
    // A file that cannot be read: exit 1, one line; one that holds no such table: exit 2.
    const Run missing = runPosenc({"export", "--figure", "t5-bias", "--format", "csv", "--out", "-", "--t5-table",
                                   m_dir.filePath(QStringLiteral("missing.safetensors"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.startsWith(QStringLiteral("posenc: --t5-table: ")) && missing.err.count(QLatin1Char('\n')) == 1,
             qPrintable(missing.err));
    const Run threeD = runPosenc({"export", "--figure", "t5-bias", "--format", "csv", "--out", "-", "--t5-table",
                                  QStringLiteral(POSENC_T5_FIXTURES "/t5_bias_3d.npy")});
    QCOMPARE(threeD.exitCode, 2);
    QVERIFY2(threeD.err.contains(QStringLiteral("a T5 bias table is 2-D")), qPrintable(threeD.err));
    const Run other = runPosenc({"export", "--figure", "t5-bias", "--format", "csv", "--out", "-", "--t5-table", table,
                                 "--relative", "alibi"});
    QCOMPARE(other.exitCode, 2);
}

void TestCli::figureThatCannotBeDrawnExits2()
{
    // Under fairseq the attention head's sentence takes fairseq's own positions (padding_idx + 1 …): it draws.
    const Run fairseq = runPosenc({"export", "--figure", "attention", "--attention-pe", "--convention", "fairseq",
                                   "--d-model", "8", "--format", "csv", "--out", "-"});
    QCOMPARE(fairseq.exitCode, 0);
    QVERIFY(posenc::parseCsv(fairseq.out.toStdString()).has_value());
    // A learned table of 10 positions cannot add a row to an 11th word: one line, exit 2, nothing written.
    const QStringList eleven{"--attention-text", "a b c d e f g h i j k", "--attention-reordered", "k j i h g f e d c b a"};
    const QString table = QStringLiteral(POSENC_GOLDEN_DIR "/learned/two_tensors.safetensors");
    const QString out = m_dir.filePath(QStringLiteral("attention-never.csv"));
    const Run run = runPosenc(QStringList{"export", "--figure", "attention", "--attention-pe", "--table", table, "--tensor",
                                          "wpe.weight", "--format", "csv", "--out", out} +
                              eleven);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: --figure attention cannot be drawn with these settings: ")) &&
                 run.err.count(QLatin1Char('\n')) == 1,
             qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
    // Issue 34 item 7: d_model 1 has no pair for M_k: the relative figure says so (exit 2, no file), it used to
    // write an empty CSV and exit 0.
    const QString relative = m_dir.filePath(QStringLiteral("relative-d1.csv"));
    const Run one = runPosenc({"export", "--figure", "relative", "--d-model", "1", "--format", "csv", "--out", relative});
    QCOMPARE(one.exitCode, 2);
    QVERIFY2(one.err.contains(QStringLiteral("d_model = 1 has no (sin, cos) pair")) && one.err.count(QLatin1Char('\n')) == 1,
             qPrintable(one.err));
    QVERIFY(!QFile::exists(relative));
    // ALiBi's attention per head adds no position to the embeddings: it draws whatever the first slot.
    const Run alibi = runPosenc(QStringList{"export", "--figure", "alibi-attention", "--attention-pe", "--table", table,
                                            "--tensor", "wpe.weight", "--format", "csv", "--out", "-"} +
                                eleven);
    QCOMPARE(alibi.exitCode, 0);
    const auto matrix = posenc::parseCsv(alibi.out.toStdString());
    QVERIFY(matrix.has_value());
    QCOMPARE(matrix->rows(), Eigen::Index(33));
    QCOMPARE(matrix->cols(), Eigen::Index(11));
    // --figure all leaves the one figure out, says so, and writes the others.
    const QString folder = m_dir.filePath(QStringLiteral("all-but-attention"));
    const Run all = runPosenc(QStringList{"export", "--figure", "all", "--attention-pe", "--table", table, "--tensor",
                                          "wpe.weight", "--format", "csv", "--out", folder} +
                              eleven);
    QCOMPARE(all.exitCode, 0);
    QVERIFY2(all.out.contains(QStringLiteral("note: attention not written: ")), qPrintable(all.out));
    QVERIFY(!QFile::exists(QDir(folder).filePath(QStringLiteral("attention.csv"))));
    QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("pe.csv"))));
    // T5's table with a figure of another score family: refused, not silently unused.
    const Run t5 = runPosenc({"export", "--figure", "alibi-slopes", "--format", "csv", "--out", "-", "--t5-table",
                              QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors")});
    QCOMPARE(t5.exitCode, 2);
    QVERIFY2(t5.err.contains(QStringLiteral("--t5-table: T5's bias table acts on the scores only with T5 there")),
             qPrintable(t5.err));
}

void TestCli::pngHasTheAskedSize()
{
    const QString path = m_dir.filePath(QStringLiteral("sum.png"));
    const Run run = runPosenc({"export", "--figure", "sum", "--out", path, "--width", "800", "--height", "600",
                               "--scale", "1.5"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QVERIFY(run.out.contains(QStringLiteral("wrote ")));
    QCOMPARE(QImageReader(path).size(), QSize(1200, 900));
}

void TestCli::allFiguresIntoAFolder()
{
    // A scene whose selected column lies past a smaller --d-model: the pair is kept where it can be, no abort.
    const QString scene = m_dir.filePath(QStringLiteral("pair25.posenc"));
    QCOMPARE(runPosenc({"export", "--figure", "scene", "--out", scene, "--pair", "25"}).exitCode, 0);
    const Run smaller = runPosenc({"export", "--scene", scene, "--d-model", "8", "--figure", "pe", "--out",
                                   m_dir.filePath(QStringLiteral("pe8.png"))});
    QVERIFY2(smaller.exitCode == 0, qPrintable(smaller.err));

    const QString folder = m_dir.filePath(QStringLiteral("all"));
    const Run run = runPosenc({"export", "--figure", "all", "--out", folder, "--width", "640", "--height", "360",
                               "--offset", "2", "--position", "3"});
    QCOMPARE(run.exitCode, 0);
    for (const char *name : {"embedding", "pe", "sum", "clock", "wavelength", "relative", "similarity", "naive",
                             "attention"})
        QCOMPARE(QImageReader(QDir(folder).filePath(QString::fromLatin1(name) + ".png")).size(), QSize(640, 360));
    const Run csv = runPosenc({"export", "--figure", "all", "--out", folder, "--format", "csv"});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("clock.csv"))));
    // --figure all writes the figures of the two slots: RoPE's with --relative rope, PE's not with --absolute none.
    const auto csvFiles = [this](const QString &name, const QStringList &slotOptions) {
        const QString into = m_dir.filePath(name);
        const Run run = runPosenc(QStringList{"export", "--figure", "all", "--format", "csv", "--out", into} + slotOptions);
        return run.exitCode == 0 ? QDir(into).entryList(QDir::Files, QDir::Name).join(QLatin1Char(' ')) : run.err;
    };
    QCOMPARE(csvFiles(QStringLiteral("paper"), {}),
             QStringLiteral("attention.csv clock-hands.csv clock-pair.csv clock.csv compare.csv derivation.csv embedding.csv layouts.csv mrope.csv naive.csv pe.csv "
                            "pytorch.csv relative.csv similarity.csv sum.csv temperature.csv wavelength.csv waves.csv why-exponent.csv "
                            "why-pairs.csv worked-example.csv")); // the layer map: no model, left out with a note
    QCOMPARE(csvFiles(QStringLiteral("llama"), {"--absolute", "none", "--relative", "rope"}),
             QStringLiteral("attention.csv compare.csv embedding.csv mrope.csv naive.csv precision.csv rope-decay.csv "
                            "rope-scaling-angles.csv rope-scaling-score.csv rope-scaling.csv rope-score.csv rope.csv temperature.csv"));
    QCOMPARE(csvFiles(QStringLiteral("both"), {"--relative", "rope"}).count(QStringLiteral(".csv")), 28);
    QVERIFY(csvFiles(QStringLiteral("bad"), {"--relative", "xpos"})
                .contains(QStringLiteral("--relative: scores cannot be 'xpos' (allowed none, rope, alibi, t5, sandwich)")));
    // A comma list: those figures only, in one process, with the same pixels as one at a time.
    const QString three = m_dir.filePath(QStringLiteral("three"));
    const Run list = runPosenc({"export", "--figure", "embedding,pe,sum", "--out", three, "--width", "640", "--height",
                                "360", "--d-model", "32", "--length", "20"});
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(QDir(three).entryList(QDir::Files), (QStringList{"embedding.png", "pe.png", "sum.png"}));
    const QString single = m_dir.filePath(QStringLiteral("pe-alone.png"));
    QCOMPARE(runPosenc({"export", "--figure", "pe", "--out", single, "--width", "640", "--height", "360", "--d-model", "32",
                        "--length", "20"})
                 .exitCode,
             0);
    QCOMPARE(QImage(QDir(three).filePath(QStringLiteral("pe.png"))), QImage(single));
}

void TestCli::badArgumentsExit2WithOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList e{"export", "--figure", "pe", "--out", "x.png"};
    QTest::newRow("d_model 0") << (e + QStringList{"--d-model", "0"}) << "--d-model: d_model = 0 is out of range (allowed 1 .. 4096)";
    // A 3 000-character value is quoted by its ends and length (issue 27 item 7), whatever the option.
    const QString huge = QStringLiteral("7").repeated(3000);
    QTest::newRow("huge d_model") << (e + QStringList{"--d-model", huge})
                                  << "--d-model: '777777777777777777777777777777777777777777777777 … "
                                     "7777777777777777 (3000 characters)' is not a whole number"; // the value abbreviated
    QTest::newRow("huge figure") << QStringList{"export", "--figure", huge, "--out", "x.png"} << "--figure: '7777";
    QTest::newRow("huge unknown option") << QStringList{QStringLiteral("--") + huge} << "Unknown option '7777";
    QTest::newRow("base 0.5") << (e + QStringList{"--base", "0.5"}) << "--base: base = 0.5 is out of range";
    QTest::newRow("position") << (e + QStringList{"--position", "99"})
                              << "--position: position pos = 99 is out of range (allowed 0 .. 15)";
    QTest::newRow("width") << (e + QStringList{"--width", "1"}) << "--width: width = 1 is out of range (allowed 64 .. 16384)";
    QTest::newRow("too many pixels") << (e + QStringList{"--width", "16384", "--height", "16384"})
                                     << "--width, --height: width × height × scale² = 16384 × 16384 pixels is past the memory budget";
    // The window's parameters are checked before it needs a display (the test has none).
    QTest::newRow("window position") << QStringList{"--position", "99999"} << "--position: position pos = 99999 is out of range";
    QTest::newRow("unknown") << QStringList{"--frobnicate"} << "Unknown option 'frobnicate'.";
    // Context extension: each option names itself and its range.
    const QStringList s{"export", "--figure", "rope-scaling", "--out", "x.png"};
    QTest::newRow("scaling type") << (s + QStringList{"--rope-scaling", "xpos"})
                                  << "--rope-scaling: ropeScaling cannot be 'xpos' (allowed none, linear, ntk, dynamic, yarn, longrope, llama3)";
    QTest::newRow("factor 0.5") << (s + QStringList{"--scaling-factor", "0.5"})
                                << "--scaling-factor: scalingFactor = 0.5 is out of range (allowed 1 .. 1000000)";
    QTest::newRow("current length 0") << (s + QStringList{"--current-length", "0"})
                                      << "--current-length: currentLength = 0 is out of range (allowed 1 .. 100000000)";
    QTest::newRow("truncate maybe") << (s + QStringList{"--yarn-truncate", "maybe"}) << "--yarn-truncate: 'maybe' is not on or off";
    QTest::newRow("engine") << (s + QStringList{"--engine", "tensorflow"}) << "--engine: ropeEngine cannot be 'tensorflow' (allowed transformers, transformers-4.50";
    QTest::newRow("dtype") << (s + QStringList{"--dtype", "int8"}) << "--dtype: dtype cannot be 'int8' (allowed float64, float32, bfloat16, float16)";
    QTest::newRow("model") << (s + QStringList{"--model", "gpt-5"}) << "--model: model cannot be 'gpt-5' (allowed llama-2-7b, codellama-7b";
    QTest::newRow("long factor") << (s + QStringList{"--long-factor", "1,-2"}) << "--long-factor: longFactor: -2 is out of range";
    QTest::newRow("empty item") << (s + QStringList{"--short-factor", "1,,2"}) << "--short-factor: '1,,2' has an empty item";
    QTest::newRow("beta_fast below beta_slow")
        << (s + QStringList{"--rope-scaling", "yarn", "--beta-fast", "1", "--beta-slow", "32"})
        << "--figure rope-scaling cannot be drawn with these settings: beta_fast = 1 is out of range (allowed finite numbers > beta_slow) (option --beta-fast)";
    // A block these sizes cannot take: the figure cannot be drawn, with the block's own message.
    QTest::newRow("ntk at R 2") << (s + QStringList{"--rope-scaling", "ntk", "--head-dim", "2"}) << "--figure rope-scaling cannot be drawn";
    QTest::newRow("longrope without lists") << (s + QStringList{"--rope-scaling", "longrope"}) << "--figure rope-scaling cannot be drawn";
    QTest::newRow("figure") << QStringList{"export", "--figure", "x", "--out", "y"} << "--figure: 'x' is not a figure";
    // Waves with no column left within d_model (audit item 8: a CSV of positions only, exit 0).
    const QString noWave = QStringLiteral("--figure waves cannot be drawn with these settings: columns j = %1 are all out of "
                                          "range (allowed 0 .. 59 at d_model = 60) (option --columns)");
    QTest::newRow("waves, no column left") << QStringList{"export", "--figure", "waves", "--columns", "60", "--d-model", "60",
                                                          "--out", "x.png"}
                                           << noWave.arg(QStringLiteral("60"));
    QTest::newRow("waves, no column left, csv")
        << QStringList{"export", "--figure", "waves", "--columns", "60,4095", "--d-model", "60", "--format", "csv", "--out", "x.csv"}
        << noWave.arg(QStringLiteral("60, 4095"));
    // The seeded learned table a figure brings ends at 1 024 rows, as a file's does (audit item 4: lecture step
    // 15 says a table of 1 024 rows has no position 1 024; --figure learned --length 1025 cut L to 1 024, exit 0).
    const QString pastTheEnd = QStringLiteral("--length: L = 1025 is past the learned table's end (allowed 1 .. 1024 from first "
                                              "position 0: a learned table has no row past its 1024 positions)");
    QTest::newRow("seeded table past its end") << QStringList{"export", "--figure", "learned", "--length", "1025", "--out", "x.png"}
                                               << pastTheEnd;
    QTest::newRow("seeded table past its end, similarity")
        << QStringList{"export", "--figure", "learned-similarity", "--length", "1025", "--out", "x.png"} << pastTheEnd;
    QTest::newRow("seeded table named past its end")
        << QStringList{"export", "--figure", "learned", "--absolute", "learned", "--length", "1025", "--out", "x.png"} << pastTheEnd;
    QTest::newRow("seeded table, start past its end")
        << QStringList{"export", "--figure", "learned", "--start", "1030", "--length", "4", "--out", "x.png"}
        << "--start: first position 1030 is past the learned table's end (allowed 0 .. 1023: a learned table has no row past "
           "its 1024 positions)";
    QTest::newRow("seeded table, start and length past its end")
        << QStringList{"export", "--figure", "learned", "--start", "1020", "--length", "10", "--out", "x.png"}
        << "--length: L = 10 is past the learned table's end (allowed 1 .. 4 from first position 1020";
    const QStringList a{"export", "--figure", "attention", "--out", "x.png"};
    QTest::newRow("empty attention text") << (a + QStringList{"--attention-text", " "})
                                          << "--attention-text: the sentence has no words (allowed 1 .. 32 tokens)";
    QTest::newRow("attention text too long")
        << (a + QStringList{"--attention-text", QStringLiteral("w ").repeated(33)})
        << "--attention-text: the sentence has 33 tokens, out of range (allowed 1 .. 32 for the attention view)";
    QTest::newRow("value with a newline and an escape") << (e + QStringList{"--d-model", "5\n6\x1b[31m"})
                                                        << "--d-model: '5\\n6\\e[31m' is not a whole number";
    QTest::newRow("unknown option with a newline") << QStringList{"--a\nb"} << "Unknown option 'a\\nb'.";
    QTest::newRow("convention") << (e + QStringList{"--convention", "Paper"})
                                << "--convention: 'Paper' is not a convention (allowed paper, tensor2tensor, fairseq, marian)";
    QTest::newRow("layout") << (e + QStringList{"--layout", "halfs"})
                            << "--layout: layout cannot be 'halfs' (allowed interleaved, halves, halves-padded)";
    QTest::newRow("spacing") << (e + QStringList{"--spacing", "tensor2tensor"})
                             << "--spacing: spacing cannot be 'tensor2tensor' (allowed paper, t2t)";
    QTest::newRow("padding_idx") << (e + QStringList{"--padding-idx", "-3"})
                                 << "--padding-idx: padding_idx = -3 is out of range (allowed 0 .. 999999)";
    QTest::newRow("fairseq d_model 3") << (e + QStringList{"--convention", "fairseq", "--d-model", "3"})
                                       << "--convention: d_model = 3 is out of range for fairseq (allowed 4 .. 4096";
    QTest::newRow("fairseq and another start") << (e + QStringList{"--convention", "fairseq", "--start", "5"})
                                               << "--start: with padding_idx = 1 the first position is 2, not 5";
    QTest::newRow("halves-padded d_model 1") << (e + QStringList{"--layout", "halves-padded", "--d-model", "1"})
                                             << "--layout: d_model = 1 is out of range for the halves-padded layout";
    QTest::newRow("not a reordering") << (a + QStringList{"--attention-text", "a b c d", "--attention-reordered", "d c"})
                                      << "--attention-reordered: \"d c\" is not a reordering of the words of \"a b c d\"";
    const QStringList r{"export", "--figure", "rope", "--out", "x.png"};
    QTest::newRow("head_dim odd") << (r + QStringList{"--head-dim", "7"})
                                  << "--head-dim: head_dim = 7 is out of range (allowed even 2 .. 4096)";
    QTest::newRow("head_dim too large") << (r + QStringList{"--head-dim", "8192"})
                                        << "--head-dim: head_dim = 8192 is out of range (allowed even 2 .. 4096)";
    QTest::newRow("rotary_dim past head_dim") << (r + QStringList{"--head-dim", "8", "--rotary-dim", "10"})
                                              << "--rotary-dim: rotary_dim = 10 is out of range (allowed even 2 .. head_dim = 8)";
    QTest::newRow("rotary_dim odd") << (r + QStringList{"--rotary-dim", "3"})
                                    << "--rotary-dim: rotary_dim = 3 is out of range (allowed even 2 .. head_dim = 16)";
    QTest::newRow("pairing") << (r + QStringList{"--rope-pairing", "zigzag"})
                             << "--rope-pairing: ropePairing cannot be 'zigzag' (allowed interleaved, halves)";
    QTest::newRow("query count") << (r + QStringList{"--head-dim", "4", "--query", "1,2,3"})
                                 << "--query: q has 3 values (allowed exactly head_dim = 4, or none for seeded values)";
    QTest::newRow("key not a number") << (r + QStringList{"--key", "1,x,3"})
                                      << "--key: 'x' is not a finite number (allowed a list of finite numbers)";
    QTest::newRow("query infinite") << (r + QStringList{"--head-dim", "2", "--query", "1,inf"})
                                    << "--query: 'inf' is not a finite number";
}

void TestCli::badArgumentsExit2WithOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runPosenc(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: ") + message), qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFile::exists(QStringLiteral("x.png")));
    QVERIFY2(run.err.size() < 600, qPrintable(QString::number(run.err.size()))); // long values abbreviated
}

void TestCli::coreErrorsInTheLanguageAsked_data()
{
    // Messages of the core (posenc/text/message.h), the field table and the rules, each in Chinese with
    // --language zh_CN (issue 28: they were English inside Chinese output).
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("d_model") << QStringList{"--d-model", "0"} << "--d-model: d_model = 0 超出范围（应为 1 .. 4096）";
    QTest::newRow("length") << QStringList{"--length", "5000"} << "--length: 序列长度 L = 5000 超出范围";
    QTest::newRow("base") << QStringList{"--base", "1"} << "--base: base = 1 超出范围（应为：有限、大于 1、至多 1e+12）";
    QTest::newRow("head_dim") << QStringList{"--head-dim", "7"} << "--head-dim: head_dim = 7 超出范围";
    QTest::newRow("rotary_dim") << QStringList{"--rotary-dim", "3"} << "--rotary-dim: rotary_dim = 3 超出范围";
    QTest::newRow("q value") << QStringList{"--query", "1e9"} << "--query: 1000000000 超出范围";
    QTest::newRow("fairseq") << QStringList{"--convention", "fairseq", "--d-model", "3"} << "--convention: 对于 fairseq，d_model = 3 超出范围";
    QTest::newRow("halves-padded") << QStringList{"--layout", "halves-padded", "--d-model", "1"}
                                   << "--layout: 对于 halves-padded 布局，d_model = 1 超出范围";
    QTest::newRow("position") << QStringList{"--position", "99"} << "--position: 位置 pos = 99 超出范围（应为 0 .. 15）";
    QTest::newRow("offset") << QStringList{"--offset", "-99"} << "--offset: 偏移 k = -99 超出范围";
    QTest::newRow("pair") << QStringList{"--pair", "99"} << "--pair: 维度对 i = 99 超出范围";
    QTest::newRow("attention") << QStringList{"--attention-text", "a b", "--attention-reordered", "a c"}
                               << "--attention-reordered: “a c”不是“a b”的词重新排列";
}

void TestCli::coreErrorsInTheLanguageAsked()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runPosenc(QStringList{"export", "--language", "zh_CN", "--figure", "pe", "--out", m_dir.filePath(QStringLiteral("zh.png"))} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: ") + message), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("out of range")), qPrintable(run.err));
}

void TestCli::unwritablePathExits1()
{
    const QString blocker = m_dir.filePath(QStringLiteral("a-file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const Run run = runPosenc({"export", "--figure", "pe", "--out", blocker + QStringLiteral("/pe.png")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: cannot write ")), qPrintable(run.err));
    const Run all = runPosenc({"export", "--figure", "all", "--format", "csv", "--out", blocker + QStringLiteral("/d")});
    QCOMPARE(all.exitCode, 1);
}

void TestCli::everyFormatRefusesWhatIsNotARegularFile()
{
    QTemporaryDir dir;
    // Each format onto a FIFO and onto a symbolic link to one, each named with the format's extension.
    const QList<QStringList> exports = {
        {"png", "--figure", "pe"},
        {"svg", "--figure", "pe"},
        {"pdf", "--figure", "pe"},
        {"csv", "--figure", "pe"},
        {"posenc", "--figure", "scene"},
        {"gif", "--figure", "clock", "--animate", "position", "--frames", "2", "--width", "160", "--height", "90"},
    };
    QStringList made;
    for (const QStringList &options : exports) {
        const QString fifo = QStringLiteral("fifo.") + options.first();
        const QString link = QStringLiteral("link.") + options.first();
        QVERIFY(mkfifo(QFile::encodeName(dir.filePath(fifo)).constData(), 0600) == 0);
        QVERIFY(QFile::link(dir.filePath(fifo), dir.filePath(link)));
        made << fifo << link;
        for (const QString &target : {dir.filePath(fifo), dir.filePath(link)}) {
            const Run run = runPosenc(QStringList{"export", "--d-model", "8", "--length", "4", "--out", target}
                                      + options.mid(1));
            const QString what = target + QStringLiteral(": ") + run.err;
            QVERIFY2(run.exitCode == 1, qPrintable(what));
            QVERIFY2(run.err == QStringLiteral("posenc: cannot write %1: it is not a regular file\n")
                                    .arg(QDir::toNativeSeparators(target)),
                     qPrintable(what));
            struct stat status{};
            QVERIFY(stat(QFile::encodeName(target).constData(), &status) == 0 && S_ISFIFO(status.st_mode));
        }
        QVERIFY(QFileInfo(dir.filePath(link)).isSymLink());
    }
    made.sort();
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                                        QDir::Name),
             made);
}

void TestCli::fullDiskKeepsTheOldSceneAndExits1()
{
    // A file-size limit of 0 bytes fails the first write that reaches the disk, as a full disk does: for a
    // scene of 1 KB that is the flush of QSaveFile's buffer, after every write() succeeded.
    QTemporaryDir dir;
    const auto noRoom = [] {
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = 0;
        setrlimit(RLIMIT_FSIZE, &limit);
    };
    const QList<QStringList> exports = {
        {"lecture.posenc", "--figure", "scene"},
        {"pe.csv", "--figure", "pe"},
        {"pe.png", "--figure", "pe"},
    };
    for (const QStringList &options : exports) {
        const QString path = dir.filePath(options.first());
        const QStringList arguments = QStringList{"export", "--d-model", "32", "--out", path} + options.mid(1);
        QCOMPARE(runPosenc(arguments).exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        QVERIFY(before.size() > 100);
        const Run run = runPosenc(arguments + QStringList{"--base", "100"}, {}, noRoom);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QCOMPARE(run.err, QStringLiteral("posenc: cannot write %1: %2\n")
                              .arg(QDir::toNativeSeparators(path), QString::fromLocal8Bit(std::strerror(EFBIG))));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
             (QStringList{"lecture.posenc", "pe.csv", "pe.png"}));
    // Several figures onto a full disk: one line (the first reason and how many more), not thirteen.
    const Run all = runPosenc({"export", "--figure", "all", "--width", "640", "--height", "360", "--out",
                               dir.filePath(QStringLiteral("all/"))},
                              {}, noRoom);
    QCOMPARE(all.exitCode, 1);
    QCOMPARE(all.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(all.err.startsWith(QStringLiteral("posenc: cannot write ")) &&
                 all.err.contains(QStringLiteral("more figure(s) not written")),
             qPrintable(all.err));
    QVERIFY2(!all.out.contains(QStringLiteral("wrote")), qPrintable(all.out));
}

void TestCli::helpAndVersion()
{
    const Run help = runPosenc({"--help"});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("export")));
    QVERIFY(help.out.contains(QStringLiteral("--figure")));
    QCOMPARE(help.err, QString());
    const Run version = runPosenc({"--version"});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(QStringLiteral("posenc 1.")));
    // Help in the language asked for, core ranges included.
    const Run chinese = runPosenc({"--language", "zh_CN", "--help"});
    QCOMPARE(chinese.exitCode, 0);
    QVERIFY2(chinese.out.contains(QStringLiteral("嵌入维度 d_model，1 .. 4096")), qPrintable(chinese.out.left(800)));
    QVERIFY2(chinese.out.contains(QStringLiteral("有限、大于 1、至多")), qPrintable(chinese.out.left(800)));
}

void TestCli::lengthRuleIsStated()
{
    const Run run = runPosenc({"export", "--figure", "sum", "--format", "csv", "--text", "I love you", "--length", "5",
                               "--out", m_dir.filePath(QStringLiteral("padded.csv"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("the text has 3 tokens and L = 5: positions 3 .. 4 are padding")), qPrintable(run.out));
}

void TestCli::oddDModelIsStated()
{
    const Run run = runPosenc({"export", "--figure", "pe", "--d-model", "5", "--out",
                               m_dir.filePath(QStringLiteral("odd.csv"))});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("d_model = 5 is odd: column 4 is a lone sine")), qPrintable(run.out));
}

// A learned table of odd width has no sines (audit item 2): no "lone sine" note, nor in the figure.
void TestCli::oddLearnedTableHasNoLoneSine()
{
    QTemporaryDir dir;
    const QString table = writeNpy(dir, QStringLiteral("odd.npy"), Eigen::MatrixXd::Constant(7, 5, 0.25));
    const QString svg = m_dir.filePath(QStringLiteral("odd-table.svg"));
    const Run run = runPosenc({"export", "--figure", "pe", "--table", table, "--caption", "--out", svg});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains(QStringLiteral("lone sine")), qPrintable(run.out));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = svgText(file.readAll());
    QVERIFY2(text.contains(QStringLiteral("Learned position table")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("lone sine")), qPrintable(text));
}

void TestCli::standardOutput()
{
    const Run run = runPosenc({"export", "--figure", "pe", "--format", "csv", "--d-model", "4", "--length", "8",
                               "--out", "-"});
    QCOMPARE(run.exitCode, 0);
    const auto matrix = posenc::parseCsv(run.out.toStdString());
    QVERIFY(matrix.has_value());
    QVERIFY(maxAbsDifference(*matrix, loadGolden(QStringLiteral("pe_d4_L8_base10000.csv"))) <= 1e-12);
    QVERIFY(run.err.contains(QStringLiteral("note: "))); // notes go to stderr, the data alone to stdout
}

void TestCli::closedPipeExits1()
{
    // `posenc export ... --out - | head -c 1`: the reader goes away; posenc says so and exits 1.
    const QString errors = m_dir.filePath(QStringLiteral("pipe-errors.txt"));
    QProcess shell;
    shell.start(QStringLiteral("bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("\"$0\" export --figure pe --format csv --d-model 1024 --length 2048 --out - 2>\"$1\" "
                                "| head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\""),
                 QStringLiteral(POSENC_BINARY), errors});
    QVERIFY(shell.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()).trimmed(), QStringLiteral("1")); // not 141 (SIGPIPE)
    QFile file(errors);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString err = QString::fromUtf8(file.readAll());
    QVERIFY2(err.contains(QStringLiteral("posenc: cannot write to standard output: Broken pipe")), qPrintable(err));
}

void TestCli::exportWhateverThePlatform()
{
    // A platform that needs a display, and none: export needs none and still works.
    const QString path = m_dir.filePath(QStringLiteral("xcb.png"));
    const Run run = runPosenc({"export", "--figure", "pe", "--out", path}, {QStringLiteral("QT_QPA_PLATFORM=xcb")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QImage(path).width() == 1920);
}

void TestCli::resourceLimitsExit1WithOneLine()
{
    // Under `ulimit -v` of 150-250 MB exports hung, aborted in ~QPainter or crashed in fontconfig; under
    // `ulimit -u` 1-5 they waited for ever for a thread (issue 27 item 5). Now: exit 1, one line, nothing
    // written, before Qt starts.
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::Permissions(0x7777)));
    const auto smallAddressSpace = [] {
        rlimit limit{250000 * 1024, 250000 * 1024};
        setrlimit(RLIMIT_AS, &limit);
    };
    for (const QStringList &arguments :
         {QStringList{"export", "--figure", "all", "--format", "pdf", "--out", dir.filePath(QStringLiteral("pdf/"))},
          QStringList{"export", "--figure", "clock", "--animate", "position", "--out", dir.filePath(QStringLiteral("c.gif"))},
          QStringList{}}) {
        const Run run = runPosenc(arguments, {QStringLiteral("QT_QPA_PLATFORM=offscreen")}, smallAddressSpace);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("posenc: the address-space limit (ulimit -v) is 250000 KiB (allowed at least "
                                         "1048576 KiB, or unlimited)\n"));
    }
    // RLIMIT_NPROC binds no root process: the child becomes nobody (65534) first when run as root.
    const auto asNobody = [] {
        if (geteuid() == 0) {
            setgroups(0, nullptr);
            if (setgid(65534) != 0 || setuid(65534) != 0)
                _exit(99);
        }
    };
    if (runPosenc({"--version"}, {}, asNobody).exitCode != 0)
        QSKIP("the build cannot be run as user nobody here (a folder on the way is not readable by others)");
    const auto fewProcesses = [asNobody] {
        rlimit limit{3, 3};
        setrlimit(RLIMIT_NPROC, &limit);
        asNobody();
    };
    for (const QStringList &arguments :
         {QStringList{"export", "--figure", "all", "--out", dir.filePath(QStringLiteral("all/"))},
          QStringList{"export", "--figure", "clock", "--animate", "position", "--out", dir.filePath(QStringLiteral("c.gif"))}}) {
        const Run run = runPosenc(arguments, {}, fewProcesses);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("posenc: cannot start ")) &&
                     run.err.endsWith(QStringLiteral("ulimit -u is 3)\n")),
                 qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestCli::windowWithoutDisplayExits1()
{
    const Run run = runPosenc({});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: no display to open the window on")), qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    const Run xcb = runPosenc({}, {QStringLiteral("QT_QPA_PLATFORM=xcb")});
    QCOMPARE(xcb.exitCode, 1);
    // A display that does not answer: one line naming it (was three: Qt's warning, its plugin's, its fatal).
    const Run silent = runPosenc({}, {QStringLiteral("DISPLAY=:77"), QStringLiteral("QT_QPA_PLATFORM=xcb")});
    QCOMPARE(silent.exitCode, 1);
    QCOMPARE(silent.err, QStringLiteral("posenc: cannot open the window: could not connect to display :77\n"));
}

void TestCli::unwritableSettingsAreSaidInOneLine()
{
    // A home whose settings cannot be written (XDG_CONFIG_HOME below a regular file: not even root can create
    // it): the window starts, works and says so in one line; exports are not concerned.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("not-a-folder"));
    QFile blocker(file);
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString config = file + QStringLiteral("/config");
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    environment.insert(QStringLiteral("HOME"), file + QStringLiteral("/home"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(POSENC_BINARY), {});
    QVERIFY(process.waitForStarted());
    QByteArray err;
    for (int waited = 0; waited < 60000 && !err.contains('\n') && process.state() == QProcess::Running; waited += 50) {
        process.waitForReadyRead(50);
        err += process.readAllStandardError();
    }
    QVERIFY2(process.state() == QProcess::Running, err.constData()); // it did not end, let alone crash
    process.kill();
    process.waitForFinished();
    err += process.readAllStandardError();
    // Its own words are one line (the offscreen platform adds warnings of its own, which xcb does not).
    const QString text = QString::fromUtf8(err);
    QStringList own = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    own.removeAll(QStringLiteral("This plugin does not support propagateSizeHints()"));
    QCOMPARE(own.size(), 1);
    QVERIFY2(own.first().startsWith(QStringLiteral("posenc: Settings cannot be saved (")) && own.first().contains(config),
             qPrintable(text));
    const Run export_ = runPosenc({QStringLiteral("export"), QStringLiteral("--figure"), QStringLiteral("wavelength"),
                                   QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"),
                                   QStringLiteral("-")},
                                  {QStringLiteral("XDG_CONFIG_HOME=") + config, QStringLiteral("HOME=") + file});
    QCOMPARE(export_.exitCode, 0);
    QCOMPARE(export_.err, QString());
}

void TestCli::defaultPositionIsTheDocumentedOne()
{
    const Run help = runPosenc({"--help"});
    const QRegularExpression documented(QStringLiteral("\\(default start\\+(\\d+)"));
    const QRegularExpressionMatch match = documented.match(help.out);
    QVERIFY2(match.hasMatch(), qPrintable(help.out));
    // The clock CSV's fourth column is the angle w_i * pos; pair 0 has w_0 = 1, so it is pos itself.
    const Run run = runPosenc({"export", "--figure", "clock", "--format", "csv", "--start", "50", "--out", "-"});
    QCOMPARE(run.exitCode, 0);
    const QStringList first = run.out.section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(','));
    QVERIFY(first.size() > 3);
    QCOMPARE(first.at(3).toDouble(), 50.0 + match.captured(1).toInt());
}

void TestCli::sceneWrittenAndExportedFrom()
{
    QTemporaryDir dir;
    const QString scene = dir.filePath(QStringLiteral("lecture.posenc"));
    const Run write = runPosenc({"export", "--figure", "scene", "--out", scene, "--d-model", "8", "--base", "100",
                                 "--text", "a b c d e", "--theme", "dark", "--zoom", "150"});
    QCOMPARE(write.exitCode, 0);
    QVERIFY2(write.out.contains(QStringLiteral("wrote ")), qPrintable(write.out));
    QFile file(scene);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("posenc-scene"));
    QCOMPARE(json.value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
    QCOMPARE(json.value(QStringLiteral("zoom")).toInt(), 150);
    QCOMPARE(json.value(QStringLiteral("session")).toObject().value(QStringLiteral("dModel")).toInt(), 8);
    QCOMPARE(json.value(QStringLiteral("session")).toObject().value(QStringLiteral("length")).toInt(), 5);

    // Exported from the scene: its d_model, base and L; an option given overrides it (--length 3).
    const Run csv = runPosenc({"export", "--scene", scene, "--figure", "pe", "--format", "csv", "--out", "-", "--length", "3"});
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(1).split(QLatin1Char(',')).size(), 8);
    QCOMPARE(lines.at(1).split(QLatin1Char(',')).at(2).toDouble(), std::sin(1.0 / std::pow(100.0, 2.0 / 8)));

    // The scene's theme unless --theme says otherwise: a dark and a light corner.
    const QString dark = dir.filePath(QStringLiteral("dark.png"));
    const QString light = dir.filePath(QStringLiteral("light.png"));
    QCOMPARE(runPosenc({"export", "--scene", scene, "--figure", "pe", "--out", dark, "--width", "320", "--height", "180"}).exitCode, 0);
    QCOMPARE(runPosenc({"export", "--scene", scene, "--figure", "pe", "--out", light, "--width", "320", "--height", "180",
                        "--theme", "light"})
                 .exitCode,
             0);
    QVERIFY(qGray(QImage(dark).pixel(2, 2)) < 80);
    QVERIFY(qGray(QImage(light).pixel(2, 2)) > 200);
}

void TestCli::badScenesExit2AndWriteNothing()
{
    QTemporaryDir dir;
    const auto sceneFile = [&](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return file.fileName();
    };
    const QString newer = sceneFile(QStringLiteral("newer.posenc"), R"({"format": "posenc-scene", "version": 7})");
    const QString range = sceneFile(QStringLiteral("range.posenc"),
                                    R"({"format": "posenc-scene", "version": 1, "session": {"length": 0}})");
    const QString broken = sceneFile(QStringLiteral("broken.posenc"), R"({"format": "posenc-scene", )");
    const QString out = dir.filePath(QStringLiteral("x.png"));
    const QList<QPair<QStringList, QString>> cases = {
        {{"export", "--scene", newer, "--figure", "pe", "--out", out}, newer + ": version: version 7"},
        {{"export", "--scene", range, "--figure", "pe", "--out", out},
         range + ": session.length: length L = 0 is out of range (allowed 1 .. "},
        {{"export", "--scene", broken, "--figure", "pe", "--out", out}, broken + ": not JSON"},
        {{"export", "--scene", dir.filePath("none.posenc"), "--figure", "pe", "--out", out}, dir.filePath("none.posenc: cannot open")},
        {{"export", "--scene", "/dev/zero", "--figure", "pe", "--out", out}, "/dev/zero: not a regular file"},
        // Without a display the window cannot show the problem: said on stderr, exit 2.
        {{range}, range + ": session.length"},
        {{"export", "--figure", "scene", "--out", dir.filePath("x.json")}, "--out: '"},
        {{"export", "--figure", "scene", "--out", dir.filePath("x.posenc"), "--format", "png"}, "--format: not with --figure scene"},
        {{newer, range}, "unknown command '"},
    };
    for (const auto &[arguments, message] : cases) {
        const Run run = runPosenc(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("posenc: ") + message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }
    QVERIFY(!QFile::exists(out));
    QVERIFY(!QFile::exists(dir.filePath("x.json")));
    QVERIFY(!QFile::exists(dir.filePath("x.posenc")));
}

void TestCli::cleanAndTransparentForSlides()
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain.png"));
    const QString slide = dir.filePath(QStringLiteral("slide.png"));
    const QStringList common{"export", "--figure", "pe", "--width", "480", "--height", "270"};
    QCOMPARE(runPosenc(common + QStringList{"--out", plain}).exitCode, 0);
    QCOMPARE(runPosenc(common + QStringList{"--out", slide, "--clean", "--transparent"}).exitCode, 0);
    const QImage a(plain);
    const QImage b(slide);
    QVERIFY(!a.hasAlphaChannel());
    QVERIFY(b.hasAlphaChannel());
    QCOMPARE(qAlpha(b.pixel(1, 1)), 0);
    // A GIF keeps its background (no partial alpha in GIF: the edges would fringe).
    const QString gif = dir.filePath(QStringLiteral("turn.gif"));
    QCOMPARE(runPosenc({"export", "--figure", "clock", "--animate", "position", "--frames", "2", "--width", "160",
                        "--height", "90", "--transparent", "--out", gif})
                 .exitCode,
             0);
    const QImage frame = QImageReader(gif).read();
    QCOMPARE(qAlpha(frame.pixel(1, 1)), 255);
    QVERIFY(qGray(frame.pixel(1, 1)) > 200);
    const Run window = runPosenc({"--clean"});
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.startsWith(QStringLiteral("posenc: --clean: only with the export command")), qPrintable(window.err));
}

void TestCli::animatedGifAndPngFrames()
{
    const QString gif = m_dir.filePath(QStringLiteral("clock.gif"));
    const Run run = runPosenc({"export", "--figure", "clock", "--animate", "position", "--frames", "10", "--fps", "20",
                               "--width", "320", "--height", "180", "--out", gif});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QVERIFY2(run.out.contains(QStringLiteral("note: position 1 .. 7.28319 (one turn of pair 0, a seamless loop), 10 "
                                             "frames at 20 fps")),
             qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("wrote ") + QDir::toNativeSeparators(gif)));
    QImageReader reader(gif);
    QCOMPARE(reader.imageCount(), 10);
    QCOMPARE(reader.size(), QSize(320, 180));
    QCOMPARE(reader.loopCount(), -1);
    reader.read();
    QCOMPARE(reader.nextImageDelay(), 50);

    const QString folder = m_dir.filePath(QStringLiteral("frames"));
    const Run png = runPosenc({"export", "--figure", "pe", "--animate", "base", "--from", "100", "--to", "10000",
                               "--frames", "3", "--width", "320", "--height", "180", "--scale", "2", "--out",
                               folder + QLatin1Char('/')});
    QCOMPARE(png.exitCode, 0);
    QCOMPARE(QDir(folder).entryList(QDir::Files), (QStringList{"frame-0000.png", "frame-0001.png", "frame-0002.png"}));
    QCOMPARE(QImageReader(QDir(folder).filePath(QStringLiteral("frame-0001.png"))).size(), QSize(640, 360));
}

void TestCli::badAnimationExits2AndWritesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList a{"export", "--figure", "clock", "--animate", "position"};
    QTest::newRow("frames") << (a + QStringList{"--frames", "0"}) << "--frames: frames = 0 is out of range (allowed 2 .. 1000)";
    QTest::newRow("fps") << (a + QStringList{"--fps", "100"}) << "--fps: fps = 100 is out of range (allowed 1 .. 50)";
    QTest::newRow("parameter") << QStringList{"export", "--figure", "clock", "--animate", "time"}
                               << "--animate: 'time' is not a parameter (allowed position|offset|base|d_model)";
    // --convention fairseq holds for every frame, also under a --layout of its own (the helper's review).
    QTest::newRow("fairseq d_model 1 under --layout")
        << QStringList{"export", "--figure", "pe", "--convention", "fairseq", "--layout", "halves", "--animate",
                       "d_model", "--from", "1", "--to", "4"}
        << "--from: d_model = 1 is out of range for fairseq (allowed 4 .. 4096";
    // Checked against the session once it is known: the default L is 16.
    QTest::newRow("position past L") << (a + QStringList{"--from", "0", "--to", "99"})
                                     << "--to: position pos = 99 is out of range (allowed 0 .. 15)";
    QTest::newRow("offset fraction") << QStringList{"export", "--figure", "relative", "--animate", "offset", "--from",
                                                    "0.5", "--to", "3"}
                                     << "--from: offset k = 0.5 is not a whole number";
    QTest::newRow("base") << QStringList{"export", "--figure", "wavelength", "--animate", "base", "--from", "0.5", "--to", "3"}
                          << "--from: base = 0.5 is out of range (allowed: finite, greater than 1, at most 1e+12)";
}

void TestCli::badAnimationExits2AndWritesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("bad.gif"));
    const Run run = runPosenc(arguments + QStringList{"--out", gif});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("posenc: ") + message), qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    // The same into a folder of frames.
    const Run frames = runPosenc(arguments + QStringList{"--out", dir.filePath(QStringLiteral("f/"))});
    QCOMPARE(frames.exitCode, 2);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TestCli::lectureDeckAsPdfAndPngs()
{
    QTemporaryDir dir;
    const Lecture lecture = Lecture::builtin();
    const qsizetype pages = lecturePages(lecture).size();
    // One PDF, a page per question and per reveal, 16:9.
    const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
    const Run written = runPosenc({"export", "--lecture", "builtin", "--out", pdf});
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QCOMPARE(written.out.trimmed(), QStringLiteral("wrote %1 (%2 pages)").arg(pdf).arg(pages));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(bytes.count("/Type /Page\n"), pages);
    QCOMPARE(bytes.count("/MediaBox [0 0 1440.000000 810.000000]"), pages); // 1920 x 1080 layout pixels at 96 per inch
    // A deck to mail: its heat maps as rectangles, not as images 3 x the page (10.4 MB for 45 pages before).
    QVERIFY2(bytes.size() < 5 * 1024 * 1024, qPrintable(QStringLiteral("%1 bytes").arg(bytes.size())));

    // Numbered PNGs in a new folder, in Chinese, with the notes: each the asked size.
    const QString folder = dir.filePath(QStringLiteral("pages"));
    const Run png = runPosenc({"export", "--lecture", "builtin", "--format", "png", "--out", folder, "--width", "640",
                               "--height", "360", "--notes", "--language", "zh_CN"});
    QVERIFY2(png.exitCode == 0, qPrintable(png.err));
    const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files.size(), pages);
    QCOMPARE(files.first(), QStringLiteral("page-01.png"));
    QCOMPARE(files.last(), QStringLiteral("page-%1.png").arg(pages));
    const QImage first(QDir(folder).filePath(files.first()));
    QCOMPARE(first.size(), QSize(640, 360));
    // A question page and its reveal differ (the answer shows).
    QVERIFY(QImage(QDir(folder).filePath(files.at(0))) != QImage(QDir(folder).filePath(files.at(1))));

    // Reveals only: a deck to read after the class, one page per step, each as revealed.
    const QString reveals = dir.filePath(QStringLiteral("reveals"));
    const Run only = runPosenc({"export", "--lecture", "builtin", "--format", "png", "--out", reveals, "--width", "640",
                                "--height", "360", "--reveals-only"});
    QVERIFY2(only.exitCode == 0, qPrintable(only.err));
    QCOMPARE(only.out.trimmed(), QStringLiteral("wrote %1 (%2 pages)").arg(reveals).arg(lecture.steps.size()));
    const QStringList revealed = QDir(reveals).entryList(QDir::Files, QDir::Name);
    QCOMPARE(revealed.size(), lecture.steps.size());
    // Each is the full deck's reveal page of its step.
    const QString all = dir.filePath(QStringLiteral("all"));
    QCOMPARE(runPosenc({"export", "--lecture", "builtin", "--format", "png", "--out", all, "--width", "640", "--height", "360"}).exitCode, 0);
    const QStringList every = QDir(all).entryList(QDir::Files, QDir::Name);
    const QList<LecturePage> allPages = lecturePages(lecture);
    int step = 0;
    for (int index = 0; index < allPages.size() && step < 3; ++index)
        if (allPages.at(index).revealed) {
            QCOMPARE(QImage(QDir(reveals).filePath(revealed.at(step))), QImage(QDir(all).filePath(every.at(index))));
            ++step;
        }
}

void TestCli::badLectureDeckExits2AndWritesNothing()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.posenc-lecture"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "posenc-lecture", "version": 1, "steps": [{"title": "t", "scene": {"tab": "slides"}}]})");
    file.close();
    const QString yarn = dir.filePath(QStringLiteral("yarn.posenc-lecture"));
    QFile yarnFile(yarn);
    QVERIFY(yarnFile.open(QIODevice::WriteOnly));
    yarnFile.write(R"({"format": "posenc-lecture", "version": 1, "steps": [{"title": "t", "scene": {"tab": "rope-scaling",
                   "session": {"ropeScaling": "yarn", "betaFast": 0.5, "betaSlow": 1}}}]})");
    yarnFile.close();
    const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
    const QList<QPair<QStringList, QString>> cases = {
        // Read, but its figure cannot be drawn: a bad file too, before anything is written.
        {{"export", "--lecture", yarn, "--out", pdf}, "--lecture: " + yarn + ": step 1: rope-scaling cannot be drawn: "},
        {{"export", "--lecture", bad, "--out", pdf}, "--lecture: " + bad + ": step 1: scene: tab: \"slides\" is not a figure"},
        {{"export", "--lecture", dir.filePath("none.posenc-lecture"), "--out", pdf}, "--lecture: " + dir.filePath("none.posenc-lecture") + ": cannot open"},
        {{"export", "--lecture", "builtin", "--out", pdf, "--format", "svg"}, "--format: a lecture's deck is pdf, png or html, not 'svg'"},
        {{"export", "--lecture", "builtin", "--out", dir.filePath("deck.png"), "--format", "pdf"}, "--out: '"},
        {{"export", "--lecture", "builtin", "--out", pdf, "--d-model", "8"}, "--d-model: not with --lecture"},
        {{"export", "--lecture", "builtin", "--out", pdf, "--figure", "pe"}, "--figure: not with --lecture"},
        {{"export", "--lecture", "builtin"}, "--out: required with export --lecture"},
        {{"export", "--figure", "pe", "--out", dir.filePath("x.png"), "--notes"}, "--notes: only with export --lecture"},
        {{"export", "--figure", "pe", "--out", dir.filePath("x.png"), "--reveals-only"}, "--reveals-only: only with export --lecture"},
        {{"export", "--lecture", "builtin", "--out", pdf, "--notes", "--student-notes"},
         "--student-notes: not with --notes (a deck is the lecturer's or the students')"},
        {{"export", "--figure", "pe", "--out", dir.filePath("x.png"), "--student-notes"}, "--student-notes: only with export --lecture"},
        {{"--lecture", bad}, "--lecture: " + bad + ": step 1: scene: tab:"},
        {{"export", "--lecture", "builtin", "--out", pdf, "--frames", "8"}, "--frames: not with --lecture"},
        {{"export", "--lecture", "builtin", "--lecture", bad, "--out", pdf}, "--lecture: one lecture at a time"},
    };
    for (const auto &[arguments, message] : cases) {
        const Run run = runPosenc(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(QStringLiteral("posenc: ") + message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }
    QVERIFY(!QFile::exists(pdf));
    // A folder that cannot be made: exit 1, nothing left beside it.
    const Run unwritable = runPosenc({"export", "--lecture", "builtin", "--format", "png", "--out", "/proc/posenc-deck"});
    QCOMPARE(unwritable.exitCode, 1);
    QVERIFY2(unwritable.err.startsWith(QStringLiteral("posenc: cannot write /proc/posenc-deck")), qPrintable(unwritable.err));
}

void TestCli::deckOnANearlyFullDiskKeepsTheOldDeck()
{
    // A disk with room for part of the deck (here a file-size limit of 256 KiB): a write() takes part of its
    // bytes without an error and the next fails. The deck must say so, exit 1 and keep the old deck; before,
    // QPdfWriter's stream dropped every later write silently and a truncated PDF replaced it (N1).
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
    QCOMPARE(runPosenc({"export", "--lecture", "builtin", "--out", pdf}).exitCode, 0);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    QVERIFY(before.size() > 1024 * 1024);
    const auto partRoom = [] {
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = 256 * 1024;
        setrlimit(RLIMIT_FSIZE, &limit);
    };
    const Run run = runPosenc({"export", "--lecture", "builtin", "--notes", "--out", pdf}, {}, partRoom);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("posenc: cannot write %1: %2\n")
                          .arg(QDir::toNativeSeparators(pdf), QString::fromLocal8Bit(std::strerror(EFBIG))));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll() == before);
    file.close();
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"deck.pdf"});
}


void TestCli::sceneFindsItsFilesNextToItselfAndReadsItsConfig()
{
    // N11: a scene resolved its relative table path against the current folder (a scene double-clicked in a
    // file manager runs in the home folder); lectures resolved theirs against their own folder. Both now do.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("lesson/tables")) && QDir(dir.path()).mkpath(QStringLiteral("elsewhere")));
    QVERIFY(QFile::copy(QStringLiteral(POSENC_GOLDEN_DIR "/learned/T_f8_fortran.npy"), dir.filePath(QStringLiteral("lesson/tables/wpe.npy"))));
    const auto in = [](const QString &folder) {
        return [folder] { QVERIFY(::chdir(QFile::encodeName(folder).constData()) == 0); };
    };
    // Written from the folder above the scene, with a path relative to that folder.
    Run run = runPosenc({"export", "--figure", "scene", "--table", "lesson/tables/wpe.npy", "--out", "lesson/s.posenc"}, {}, in(dir.path()));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const Run direct = runPosenc({"export", "--figure", "pe", "--table", dir.filePath(QStringLiteral("lesson/tables/wpe.npy")),
                                  "--format", "csv", "--out", "-"});
    QVERIFY2(direct.exitCode == 0, qPrintable(direct.err));
    run = runPosenc({"export", "--scene", "../lesson/s.posenc", "--figure", "pe", "--format", "csv", "--out", "-"}, {},
                    in(dir.filePath(QStringLiteral("elsewhere"))));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out, direct.out);
    // N10: a hand-written scene naming a config.json draws that model (it was only a label: base 10000,
    // no scaling under the title "llama-3.1-8b.json"); a missing config is refused with the field named.
    QVERIFY(QFile::copy(QStringLiteral(POSENC_CONFIG_FIXTURES "/llama-3.1-8b.json"), dir.filePath(QStringLiteral("lesson/llama.json"))));
    QFile scene(dir.filePath(QStringLiteral("lesson/llama.posenc")));
    QVERIFY(scene.open(QIODevice::WriteOnly));
    scene.write(R"({"format": "posenc-scene", "version": 1, "tab": "rope-scaling", "session": {"scores": "rope", "modelConfig": "llama.json"}})");
    scene.close();
    const Run fromConfig = runPosenc({"export", "--figure", "rope-scaling", "--model-config", dir.filePath(QStringLiteral("lesson/llama.json")),
                                      "--format", "csv", "--out", "-"});
    QVERIFY2(fromConfig.exitCode == 0, qPrintable(fromConfig.err));
    run = runPosenc({"export", "--scene", "../lesson/llama.posenc", "--figure", "rope-scaling", "--format", "csv", "--out", "-"}, {},
                    in(dir.filePath(QStringLiteral("elsewhere"))));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.out, fromConfig.out);
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("lesson/llama.json"))));
    run = runPosenc({"export", "--scene", dir.filePath(QStringLiteral("lesson/llama.posenc")), "--figure", "rope-scaling", "--out", dir.filePath("x.png")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("session.modelConfig: ")) && run.err.contains(QStringLiteral("llama.json")), qPrintable(run.err));
    QVERIFY(!QFile::exists(dir.filePath("x.png")));
}

void TestCli::fileNameThatIsNotUtf8IsRefused()
{
    // Review N16: `--out o$'\\xff'.png` wrote "o\uFFFD.png" and said "wrote". The bytes go through a
    // shell: QProcess would encode its arguments as UTF-8.
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral("sh"), {QStringLiteral("-c"),
                                         QStringLiteral("exec \"$0\" export --figure pe --out \"$(printf 'o\\377.png')\""),
                                         QStringLiteral(POSENC_BINARY)});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("argument 5 (o\\xFF.png) is not UTF-8")), qPrintable(err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

void TestCli::unknownFigureNamesEveryFigure()
{
    // The printed line quotes long runs abbreviated; the list of figures must still arrive whole (it was
    // "embedding|pe|…|wa … mpare|all|scene) (369 characters)").
    const Run run = runPosenc({"export", "--figure", "nope", "--out", "x.png"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("(allowed embedding, pe, sum, clock,")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("t5-bias, sandwich, compare, layer-map, mrope, temperature, all, scene)")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("characters)")), qPrintable(run.err));
}

void TestCli::titleAt4KIsDrawn()
{
    // A 4K figure's title is 67 px: past Qt's 64 px glyph cache. Raising that cache (QT_MAX_CACHED_GLYPH_SIZE
    // 256, once set by main()) made Qt draw no glyph between 64 and 256 px: blank titles at 4K.
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("pe.png"));
    const Run run = runPosenc({"export", "--figure", "pe", "--width", "3840", "--height", "2160", "--out", png});
    QCOMPARE(run.exitCode, 0);
    const QImage image(png);
    QCOMPARE(image.size(), QSize(3840, 2160));
    // The title's band: the top 120 rows of the middle half, where only the title is drawn.
    const QColor background = image.pixelColor(5, 5);
    qsizetype ink = 0;
    for (int y = 0; y < 120; ++y)
        for (int x = 960; x < 2880; ++x)
            ink += std::abs(qGray(image.pixel(x, y)) - qGray(background.rgb())) > 128;
    QVERIFY2(ink > 5000, qPrintable(QStringLiteral("%1 title pixels").arg(ink)));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
