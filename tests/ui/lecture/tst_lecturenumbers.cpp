// Every number the built-in lecture states, in English and in Chinese, computed again from the scene of the
// page that states it, through the state the figure draws from (its encoding, wavelengths, similarity) or
// the core function the figure calls. A number changed in the lecture, or a figure that no longer shows it,
// fails here.
#include "ui/lecture/lecture.h"
#include "ui/lecture/lectureplayer.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/whyexponent.h>
#include <posenc/analysis/whypairs.h>
#include <posenc/encodings/alibi.h>
#include <posenc/encodings/t5buckets.h>

#include <QtTest>

#include <cmath>
#include <numbers>

namespace {

const Lecture &lecture()
{
    static const Lecture builtin = Lecture::builtin();
    return builtin;
}

/// The step whose English title is \a title (the lecture's order may change, its titles say what it is).
const LectureStep &stepTitled(const QString &title)
{
    for (const LectureStep &step : lecture().steps)
        if (step.title.en == title)
            return step;
    qFatal("no step titled %s", qPrintable(title));
}

/// Everything a page of \a step shows or says in \a code: its texts and the labels of its marks.
QString wordsOf(const LectureStep &step, const QString &code)
{
    QStringList words{step.title.in(code), step.text.in(code), step.question.in(code), step.answer.in(code),
                      step.notes.in(code)};
    for (const QList<LectureMark> *marks : {&step.marks, &step.revealMarks})
        for (const LectureMark &mark : *marks)
            words.append(mark.label.in(code));
    return words.join(QLatin1Char('\n'));
}

/// The state a page of \a step draws from (\a revealed: its reveal), in English.
std::unique_ptr<ExplorerState> stateOf(const LectureStep &step, bool revealed, const QString &code = QStringLiteral("en"))
{
    auto state = std::make_unique<ExplorerState>();
    state->setSession(step.sceneIn(code, revealed).session);
    return state;
}

/// Fails unless \a step says \a written in both languages (\a writtenZh in Chinese, when it differs) and
/// \a computed, the figure's number, is written so.
void says(const LectureStep &step, const QString &computed, const QString &written, QString writtenZh = {})
{
    if (writtenZh.isEmpty())
        writtenZh = written;
    QVERIFY2(computed == written, qPrintable(QStringLiteral("%1: the lecture says %2, the figure %3").arg(step.title.en, written, computed)));
    QVERIFY2(wordsOf(step, QStringLiteral("en")).contains(written), qPrintable(step.title.en + QStringLiteral(": ") + written));
    QVERIFY2(wordsOf(step, QStringLiteral("zh_CN")).contains(writtenZh), qPrintable(step.title.zh + QStringLiteral(": ") + writtenZh));
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

/// A whole number with a space between thousands, as the lecture writes 46 222.
QString grouped(double value)
{
    QString digits = QString::number(std::llround(value));
    for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
        digits.insert(at, QLatin1Char(' '));
    return digits;
}

} // namespace

class TestLectureNumbers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void naiveAndClock();
    void formulaAndWorkedExample();
    void wavesAndWhyExponent();
    void whyPairsAndRotation();
    void dotProduct();
    void learnedTableEnds();
    void ropeAlibiAndT5();
    void appendixSizes();
};

void TestLectureNumbers::naiveAndClock()
{
    const LectureStep &naive = stepTitled(QStringLiteral("Why not 1, 2, 3?"));
    const auto shown = stateOf(naive, true);
    says(naive, QString::number(double(shown->position()) / (shown->length() - 1)), QStringLiteral("0.5"));
    says(naive, QString::number(50.0 / (101 - 1)), QStringLiteral("0.5"));

    const LectureStep &clock = stepTitled(QStringLiteral("Each pair is a clock hand"));
    const auto state = stateOf(clock, false);
    const double omega = state->angularFrequencies()(0);
    says(clock, fixed(2 * std::numbers::pi / omega, 2), QStringLiteral("6.28"));
    // pos 1 against pos 7: one full turn apart, less 0.28 rad.
    says(clock, fixed(std::abs(7 * omega - 2 * std::numbers::pi - 1 * omega), 2), QStringLiteral("0.28"));
}

void TestLectureNumbers::formulaAndWorkedExample()
{
    const LectureStep &formula = stepTitled(QStringLiteral("The sinusoidal encoding"));
    const auto state = stateOf(formula, true);
    const Eigen::VectorXd &omega = state->angularFrequencies();
    says(formula, QString::number(omega(0)) + QStringLiteral(" radian"), QStringLiteral("1 radian"), QStringLiteral("1 弧度"));
    says(formula, QString::number(omega(omega.size() - 1), 'g', 2), QStringLiteral("0.00014"));
    says(formula, QString::number(omega.size() - 1), QStringLiteral("29"));

    const LectureStep &worked = stepTitled(QStringLiteral("A worked example: “love” at pos 1"));
    const auto love = stateOf(worked, false);
    QCOMPARE(love->dModel(), 512);
    QCOMPARE(love->tokenAt(love->selectedRow()), QStringLiteral("love"));
    const Eigen::MatrixXd &pe = love->encoding();
    const int row = love->selectedRow();
    says(worked, fixed(pe(row, 1), 4), QStringLiteral("0.5403"));
    says(worked, fixed(love->angularFrequencies()(1), 4), QStringLiteral("0.9647"));
    for (int column = 0; column < 4; ++column)
        QVERIFY(wordsOf(worked, QStringLiteral("en")).contains(fixed(pe(row, column), 4)));
    says(worked, fixed(pe(row, 0), 4) + QStringLiteral(", ") + fixed(pe(row, 1), 4) + QStringLiteral(", ") +
                     fixed(pe(row, 2), 4) + QStringLiteral(", ") + fixed(pe(row, 3), 4),
         QStringLiteral("0.8415, 0.5403, 0.8219, 0.5697"), QStringLiteral("0.8415、0.5403、0.8219、0.5697"));
    // The notes' 0.570 is dimension 3, cos(ω₁), not dimension 1.
    says(worked, fixed(pe(row, 3), 3), QStringLiteral("0.570"));
    QVERIFY(fixed(pe(row, 1), 3) != QStringLiteral("0.570"));
}

void TestLectureNumbers::wavesAndWhyExponent()
{
    const LectureStep &waves = stepTitled(QStringLiteral("Columns as waves"));
    const auto state = stateOf(waves, false);
    const Eigen::VectorXd &lambda = state->wavelengths();
    says(waves, fixed(lambda(1) / lambda(0), 2), QStringLiteral("1.36"));
    says(waves, QStringLiteral("≈ ") + fixed(lambda(5), 0), QStringLiteral("≈ 29"));
    says(waves, fixed(lambda(15), 0), QStringLiteral("628"));

    const LectureStep &why = stepTitled(QStringLiteral("Why 2i/d_model?"));
    const auto now = stateOf(why, false);
    const Eigen::VectorXd &reached = now->wavelengths();
    const double longest = reached(reached.size() - 1);
    const double notes = 2 * std::numbers::pi * now->base();
    says(why, grouped(longest), QStringLiteral("46 222"));
    says(why, grouped(notes), QStringLiteral("62 832"));
    says(why, fixed(100 * longest / notes, 1) + QStringLiteral(" %"), QStringLiteral("73.6 %"), QStringLiteral("73.6%"));
    // The paper's d_model 512, a curve of the figure: its last point, and the reveal's mark on it.
    const std::vector<posenc::ExponentPoint> paper = posenc::wavelengthCurve(512, now->base());
    says(why, grouped(paper.back().wavelength), QStringLiteral("60 611"));
    const MarkRange x = *why.revealMarks.first().mark.x;
    const MarkRange y = *why.revealMarks.first().mark.y;
    QVERIFY(x.from < paper.back().exponent && paper.back().exponent <= x.to);
    QVERIFY(y.from < paper.back().wavelength && paper.back().wavelength < y.to);
    QVERIFY(why.marks.isEmpty()); // nothing marked before the answer
}

void TestLectureNumbers::whyPairsAndRotation()
{
    const LectureStep &pairs = stepTitled(QStringLiteral("Why sin and cos in pairs?"));
    const auto state = stateOf(pairs, false);
    const posenc::ShiftFit fit = posenc::fitShift(state->angularFrequencies()(0), state->firstPosition(),
                                                  state->length(), state->offset());
    says(pairs, fixed(fit.sineResidual, 3), QStringLiteral("0.909"));
    QVERIFY2(fit.pairResidual < 1e-15, qPrintable(QString::number(fit.pairResidual)));
    says(pairs, QStringLiteral("k = %1").arg(state->offset()), QStringLiteral("k = 2"));

    const LectureStep &rotation = stepTitled(QStringLiteral("The offset k is a rotation"));
    const auto before = stateOf(rotation, false);
    const auto after = stateOf(rotation, true);
    QCOMPARE(after->offset(), before->offset());
    says(rotation, QStringLiteral("pos %1").arg(after->position()), QStringLiteral("pos 9"));
    says(rotation, QString::number(after->offset() * after->angularFrequencies()(0)) + QStringLiteral(" rad"),
         QStringLiteral("3 rad"), QStringLiteral("3 弧度"));
    says(rotation, fixed(after->offset() * after->angularFrequencies()(1), 3), QStringLiteral("2.207"));
}

void TestLectureNumbers::dotProduct()
{
    const LectureStep &dot = stepTitled(QStringLiteral("Dot products depend on distance only"));
    const auto state = stateOf(dot, false);
    says(dot, fixed(state->similarity()(3, 5), 2), QStringLiteral("26.48"));
    says(dot, fixed(state->similarity()(30, 32), 2), QStringLiteral("26.48"));
    // Its marks frame those two cells.
    QCOMPARE(dot.marks.size(), 2);
    QCOMPARE(dot.marks.at(0).label.en, QStringLiteral("(3, 5)"));
    QCOMPARE(dot.marks.at(1).label.en, QStringLiteral("(30, 32)"));
}

void TestLectureNumbers::learnedTableEnds()
{
    // "A table of 1 024 rows has no position 1 024": the step's seeded table ends there, as a checkpoint's does.
    const LectureStep &learned = stepTitled(QStringLiteral("Learned tables"));
    Session session = learned.sceneIn(QStringLiteral("en"), true).session;
    QCOMPARE(grouped(session.learnedRows()).remove(QLatin1Char(' ')), QStringLiteral("1024"));
    says(learned, QStringLiteral("%1 rows has no position %1").arg(grouped(session.learnedRows())),
         QStringLiteral("1 024 rows has no position 1 024"), QStringLiteral("1024 行的表没有位置 1024"));
    session.length = session.learnedRows() + 1;
    QCOMPARE(session.clamped().length, session.learnedRows()); // no row past the end
}

void TestLectureNumbers::ropeAlibiAndT5()
{
    const LectureStep &rope = stepTitled(QStringLiteral("RoPE: rotate q and k"));
    const auto moved = stateOf(rope, true);
    says(rope, QStringLiteral("n − m = %1").arg(moved->comparePosition() - moved->position()).replace(QLatin1Char('-'), QChar(0x2212)),
         QStringLiteral("n − m = −3"));

    const LectureStep &alibi = stepTitled(QStringLiteral("ALiBi: a straight penalty"));
    const auto heads = stateOf(alibi, false);
    const std::vector<double> slopes = posenc::alibiSlopes(heads->session().heads);
    QCOMPARE(slopes.size(), std::size_t(8));
    says(alibi, QStringLiteral("1/%1").arg(1 / slopes.back()), QStringLiteral("1/256"));
    says(alibi, QStringLiteral("%1 positions").arg(1 / slopes.back()), QStringLiteral("256 positions"), QStringLiteral("256 个位置"));
    says(alibi, QStringLiteral("(1/%1)").arg(1 / slopes.front()), QStringLiteral("(1/2)"), QStringLiteral("（斜率 1/2）"));

    const LectureStep &t5 = stepTitled(QStringLiteral("T5: one bias per bucket"));
    const posenc::T5BucketSpec spec;
    const int last = posenc::t5Bucket(1000, spec);
    QCOMPARE(posenc::t5Bucket(100, spec), last);
    QCOMPARE(posenc::t5Bucket(120, spec), last);
    // Its mark spans the two distances asked about, on the bucket-of-distance plot.
    QCOMPARE(t5.marks.size(), 1);
    QCOMPARE(t5.marks.first().mark.x, (MarkRange{100, 120}));
    QCOMPARE(t5.marks.first().mark.panel, 1);
    int firstInLast = 1000;
    while (posenc::t5Bucket(firstInLast - 1, spec) == last)
        --firstInLast;
    says(t5, QStringLiteral("from %1 on").arg(firstInLast), QStringLiteral("from 91 on"), QStringLiteral("91"));
    says(t5, QStringLiteral("Up to %1").arg(posenc::t5ExactBuckets(spec) - 1), QStringLiteral("Up to 7"), QStringLiteral("7"));
}

void TestLectureNumbers::appendixSizes()
{
    const LectureStep &base = stepTitled(QStringLiteral("Why base 10000?"));
    const auto hundred = stateOf(base, true);
    QCOMPARE(hundred->base(), 100.0);
    const Eigen::VectorXd &lambda = hundred->wavelengths();
    says(base, QString::number(std::round(lambda(lambda.size() - 1) / 10) * 10), QStringLiteral("540")); // "about"
    const Eigen::VectorXd &compared = hundred->comparisonWavelengths();
    says(base, grouped(std::round(compared(compared.size() - 1) / 1000) * 1000), QStringLiteral("46 000"));

    const LectureStep &odd = stepTitled(QStringLiteral("An odd d_model: the D = 3 toy"));
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const auto toy = stateOf(odd, false, code);
        QCOMPARE(toy->dModel(), 3);
        QVERIFY(toy->length() > 3);
        // Position 0 is [0, 1, 0], and the lone sine at pos 3 is not zero.
        QCOMPARE(toy->encoding()(0, 1), 1.0);
        says(odd, QString::number(toy->encoding()(3, 2), 'g', 2), QStringLiteral("0.0065"));
        // It first reaches 1 at pos π/(2·ω₁).
        says(odd, QStringLiteral("pos %1").arg(std::lround(std::numbers::pi / 2 / toy->angularFrequencies()(1))), QStringLiteral("pos 729"));
    }
}

QTEST_GUILESS_MAIN(TestLectureNumbers)
#include "tst_lecturenumbers.moc"
