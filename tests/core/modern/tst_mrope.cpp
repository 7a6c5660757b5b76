// M-RoPE against the golden files of tests/data/golden/current (README sec. 1): Qwen2-VL's position ids of
// "text 3, image 1x4x6, text 2", the axisSlots of mrope_section [16, 24, 24] and Qwen3-VL's interleaved [24, 20, 20],
// the angles of every token and slot, and Qwen2.5-VL's video ids in transformers 4.x and 5.x.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/modern/mrope.h>

#include <QTest>

#include <cmath>

using namespace posenc;

namespace {

double relativeError(double a, double b)
{
    return std::abs(a - b) / std::max(1.0, std::abs(b));
}

} // namespace

class TestMrope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void imagePositionIdsAsGetRopeIndex()
    {
        const auto tokens = mropePositionIds(parseMropeSequence("text 3, image 1x4x6, text 2"), {});
        const Eigen::MatrixXd golden = loadGolden("current/mrope_qwen2vl_pos_txt3_img1x4x6_txt2.csv");
        QCOMPARE(golden.rows(), 3);
        QCOMPARE(qsizetype(tokens.size()), qsizetype(golden.cols()));
        for (int n = 0; n < golden.cols(); ++n)
            for (int axis = 0; axis < 3; ++axis)
                QCOMPARE(tokens[std::size_t(n)].id[std::size_t(axis)], golden(axis, n));
        QVERIFY(tokens[3].kind == MropeSegment::Kind::Image);
        QVERIFY(tokens[9].kind == MropeSegment::Kind::Text);
    }

    void bothCodeVersionsGiveTheSameImageIds()
    {
        const auto segments = parseMropeSequence("text 3, image 1x4x6, text 2");
        MropeIdRules five;
        five.code = MropeIdsCode::Transformers5;
        const auto a = mropePositionIds(segments, {});
        const auto b = mropePositionIds(segments, five);
        QCOMPARE(a.size(), b.size());
        for (std::size_t n = 0; n < a.size(); ++n)
            QVERIFY(a[n].id == b[n].id);
    }

    void videoIdsOfEachVersion_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("file");
        QTest::addRow("transformers 4.49") << int(MropeIdsCode::Transformers4)
                                          << "current/mrope_qwen25vl_pos_txt3_vid3x4x4_txt2_s1_tps2_v4.csv";
        QTest::addRow("transformers 5") << int(MropeIdsCode::Transformers5)
                                       << "current/mrope_qwen25vl_pos_txt3_vid3x4x4_txt2_s1_tps2_v5.csv";
    }
    void videoIdsOfEachVersion()
    {
        QFETCH(int, code);
        QFETCH(QString, file);
        MropeIdRules rules;
        rules.absoluteTime = true;
        rules.tokensPerSecond = 2;
        rules.code = MropeIdsCode(code);
        const auto tokens = mropePositionIds(parseMropeSequence("text 3, video 3x4x4@1, text 2"), rules);
        const Eigen::MatrixXd golden = loadGolden(file);
        QCOMPARE(qsizetype(tokens.size()), qsizetype(golden.cols()));
        for (int n = 0; n < golden.cols(); ++n)
            for (int axis = 0; axis < 3; ++axis)
                QCOMPARE(tokens[std::size_t(n)].id[std::size_t(axis)], golden(axis, n));
    }

    void slotsAndAngles_data()
    {
        QTest::addColumn<bool>("interleaved");
        QTest::addColumn<double>("base");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("axisSlots");
        QTest::addColumn<QString>("angles");
        QTest::addRow("Qwen2-VL") << false << 1e6 << "16,24,24" << "current/mrope_qwen2vl_slots_hd128_sec16-24-24_base1e6.csv"
                                  << "current/mrope_qwen2vl_angles_txt3_img1x4x6_txt2_hd128_base1e6.csv";
        QTest::addRow("Qwen3-VL") << true << 5e6 << "24,20,20" << "current/mrope_qwen3vl_slots_hd128_sec24-20-20_base5e6.csv"
                                  << "current/mrope_qwen3vl_angles_txt3_img1x4x6_txt2_hd128_base5e6.csv";
    }
    void slotsAndAngles()
    {
        QFETCH(bool, interleaved);
        QFETCH(double, base);
        QFETCH(QString, section);
        QFETCH(QString, axisSlots);
        QFETCH(QString, angles);
        const auto computed = mropeSlots(128, parseMropeSection(section.toStdString()), interleaved, base);
        const Eigen::MatrixXd goldenSlots = loadGolden(axisSlots);
        QCOMPARE(qsizetype(computed.size()), qsizetype(goldenSlots.rows()));
        for (int j = 0; j < goldenSlots.rows(); ++j) {
            QCOMPARE(double(computed[std::size_t(j)].axis), goldenSlots(j, 1));
            QVERIFY2(relativeError(computed[std::size_t(j)].frequency, goldenSlots(j, 2)) <= 1e-12, qPrintable(QString::number(j)));
        }
        const auto tokens = mropePositionIds(parseMropeSequence("text 3, image 1x4x6, text 2"), {});
        std::vector<AxisPosition> ids;
        for (const MropeToken &t : tokens)
            ids.push_back(t.id);
        const Eigen::MatrixXd theta = multiAxisAngles(ids, computed);
        const Eigen::MatrixXd golden = loadGolden(angles);
        QCOMPARE(golden.cols(), 3 + 64);
        QCOMPARE(theta.rows(), golden.rows());
        for (int n = 0; n < golden.rows(); ++n)
            for (int j = 0; j < 64; ++j)
                QVERIFY2(std::abs(theta(n, j) - golden(n, 3 + j)) <= 1e-12 * std::max(1.0, std::abs(golden(n, 3 + j))),
                         qPrintable(QStringLiteral("token %1 slot %2").arg(n).arg(j)));
    }

    // The teaching point: sectioned, t drives only the fastest 16 axisSlots (wavelengths 2π .. ~2π·1e6^(15/64)) and
    // w the slowest 24; interleaved, each axis reaches both ends of the band.
    void sectionedAxesTakeOneBandInterleavedAxesSpanIt()
    {
        const auto sectioned = mropeSlots(128, {16, 24, 24}, false, 1e6);
        QCOMPARE(slotsPerAxis(sectioned), (std::array<int, 3>{16, 24, 24}));
        const double slowestTime = 2 * M_PI / sectioned[15].frequency;
        QVERIFY(slowestTime > 100 && slowestTime < 200);
        QCOMPARE(sectioned.back().axis, 2);
        const auto interleaved = mropeSlots(128, {24, 20, 20}, true, 5e6);
        QCOMPARE(slotsPerAxis(interleaved), (std::array<int, 3>{24, 20, 20}));
        for (int axis = 0; axis < 3; ++axis) {
            int first = -1, last = -1;
            for (int j = 0; j < 64; ++j)
                if (interleaved[std::size_t(j)].axis == axis) {
                    first = first < 0 ? j : first;
                    last = j;
                }
            QVERIFY(first <= 2);
            QVERIFY(last >= 57);
        }
    }

    void badInputIsRefusedWithItsValue_data()
    {
        QTest::addColumn<QString>("sequence");
        QTest::addColumn<QString>("named");
        QTest::addRow("unknown word") << "text 3, picture 1x4x4" << "picture 1x4x4";
        QTest::addRow("odd grid") << "image 1x3x4" << "spatial_merge_size = 2";
        QTest::addRow("too long") << "text 4000, text 97" << "4097 tokens";
        QTest::addRow("seconds on an image") << "image 1x4x4@2" << "image 1x4x4@2";
        QTest::addRow("zero") << "text 0" << "text 0";
        QTest::addRow("empty") << "" << "allowed";
    }
    void badInputIsRefusedWithItsValue()
    {
        QFETCH(QString, sequence);
        QFETCH(QString, named);
        try {
            mropePositionIds(parseMropeSequence(sequence.toStdString()), {});
            QFAIL("accepted");
        } catch (const ParameterError &error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(named), error.what());
        }
    }

    void sectionMustSumToHalfTheHead()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, mropeSlots(128, {16, 24, 23}, false, 1e6));
        QVERIFY_THROWS_EXCEPTION(ParameterError, parseMropeSection("16,24"));
        QVERIFY_THROWS_EXCEPTION(ParameterError, mropeSlots(128, {16, 24, 24}, false, 1.0));
    }

    void sequenceTextReadsBack()
    {
        const auto segments = parseMropeSequence("text 3, image 1x4x6, video 2x4x4@0.5, text 2");
        QCOMPARE(mropeSequenceText(segments), std::string("text 3, image 1x4x6, video 2x4x4@0.5, text 2"));
        QVERIFY(parseMropeSequence(mropeSequenceText(segments)) == segments);
    }
};

QTEST_GUILESS_MAIN(TestMrope)
#include "tst_mrope.moc"
