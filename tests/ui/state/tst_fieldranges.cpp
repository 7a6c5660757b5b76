// A field's range, step and default are written once, in its entry (ui/state/fieldtable.h, Field::range, step,
// rangeIn; the default is Session::defaults()'): its --help text, its refusals, Session::clamped() and the
// controls bound to it all say the same.
#include "ui/state/explorerstate.h"
#include "ui/state/session.h"
#include "ui/widgets/fielddoublespinbox.h"
#include "ui/widgets/fieldspinbox.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <memory>
#include <vector>
#include <limits>

namespace {

QString full(double x)
{
    return QString::number(x, 'g', 12);
}

bool isWhole(const QString &key)
{
    return Session::defaults().value(key).typeId() == QMetaType::Int;
}

/// The range as the help says it: "1 .. 4096", "even 2 .. 4096".
QString rangeText(const QString &key, const Session::Range &range)
{
    const QString text = full(range.low) + QStringLiteral(" .. ") + full(range.high);
    return Session::fieldStep(key) == 2 ? QStringLiteral("even ") + text : text;
}

QString helpOf(const QString &key)
{
    for (const Session::Option &option : Session::options())
        if (option.key == key)
            return option.help;
    return {};
}

} // namespace

class TestFieldRanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpSaysTheRangeAndTheDefault()
    {
        int ranged = 0;
        for (const QString &key : Session::fieldKeys()) {
            const auto range = Session::fieldRange(key);
            if (!range)
                continue;
            ++ranged;
            const QString help = helpOf(key);
            QVERIFY2(help.contains(rangeText(key, *range)), qPrintable(key + QStringLiteral(": ") + help));
            // The default as a number, or said in words when another field sets it (L: the number of tokens).
            const QString defaultText = QStringLiteral("default ") + full(Session::defaults().value(key).toDouble());
            QVERIFY2(help.contains(defaultText) || help.contains(QStringLiteral("default: ")),
                     qPrintable(key + QStringLiteral(": ") + help));
            QVERIFY2(!help.contains(QLatin1Char('%')), qPrintable(key + QStringLiteral(": ") + help)); // all filled
        }
        // The scaling factor, beta_fast/slow, low/high_freq_factor, L0, max_position_embeddings, s; d_model, L,
        // the first position, head_dim, H, num_buckets.
        QVERIFY(ranged >= 14);
    }

    /// Any number a help gives as "(default N" or "(default N," is the field's default: written once.
    void everyDefaultInAHelpIsTheSessions()
    {
        static const QRegularExpression number(QStringLiteral("\\(default (-?[0-9][0-9.e+]*)[,)]"));
        int checked = 0;
        for (const QString &key : Session::fieldKeys()) {
            const QString help = helpOf(key);
            const QRegularExpressionMatch match = number.match(help);
            if (!match.hasMatch())
                continue;
            ++checked;
            const QVariant value = Session::defaults().value(key);
            // A list's default ("4,5,6,7") is said item by item: its first item is checked here.
            const QString text = value.typeId() == QMetaType::QVariantList || value.typeId() == QMetaType::QStringList
                                     ? full(value.toList().value(0).toDouble())
                                     : full(value.toDouble());
            if (!text.isEmpty())
                QVERIFY2(match.captured(1) == text, qPrintable(key + QStringLiteral(": ") + help + QStringLiteral(" / ") + text));
        }
        QVERIFY(checked >= 12);
    }

    void aStepOfTwoRefusesOddValues()
    {
        int stepped = 0;
        for (const QString &key : Session::fieldKeys()) {
            if (Session::fieldStep(key) != 2)
                continue;
            ++stepped;
            const auto range = Session::fieldRangeIn(Session::defaults(), key);
            QVERIFY2(range, qPrintable(key));
            Session s = Session::defaults();
            QVERIFY2(!s.edit(key, qint64(range->low) + 1).isEmpty(), qPrintable(key));
            QVERIFY2(s.edit(key, qint64(range->low) + 2).isEmpty(), qPrintable(key));
        }
        QCOMPARE(stepped, 3); // head_dim, rotary_dim, num_buckets
    }

    /// A range that depends on other fields: its ends taken, one step past them refused, in the defaults and
    /// with those fields changed.
    void aRangeInASessionIsTheFieldsRule()
    {
        Session changed = Session::defaults();
        QVERIFY(changed.edit(QStringLiteral("heads"), 5).isEmpty());
        QVERIFY(changed.edit(QStringLiteral("headDim"), 8).isEmpty());
        QVERIFY(changed.edit(QStringLiteral("t5Buckets"), 64).isEmpty());
        // A T5 table read from a file fixes H and num_buckets to its columns and rows.
        Session tabled = Session::defaults();
        QVERIFY(tabled.edit(QStringLiteral("t5Table"), QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors")).isEmpty());
        const auto heads = Session::fieldRangeIn(tabled, QStringLiteral("heads"));
        const auto buckets = Session::fieldRangeIn(tabled, QStringLiteral("t5Buckets"));
        QCOMPARE(heads->low, double(tabled.heads));
        QCOMPARE(heads->high, double(tabled.heads));
        QCOMPARE(buckets->low, buckets->high);
        QVERIFY(buckets->low != Session::fieldRange(QStringLiteral("t5Buckets"))->low);
        int dependent = 0;
        for (const Session &base : {Session::defaults(), changed, tabled})
            for (const QString &key : Session::fieldKeys()) {
                const auto range = Session::fieldRangeIn(base, key);
                if (!range || !isWhole(key))
                    continue;
                ++dependent;
                const qint64 step = Session::fieldStep(key);
                const auto low = qint64(range->low);
                const auto high = qint64(range->high);
                for (const qint64 taken : {low, high}) {
                    Session s = base;
                    QVERIFY2(s.edit(key, taken).isEmpty(), qPrintable(key + QStringLiteral(" = ") + QString::number(taken)));
                }
                for (const qint64 refused : {low - step, high + step}) {
                    Session s = base;
                    QVERIFY2(!s.edit(key, refused).isEmpty(), qPrintable(key + QStringLiteral(" = ") + QString::number(refused)));
                    QCOMPARE(s, base);
                }
            }
        QVERIFY(dependent >= 3 * 10);
        QCOMPARE(Session::fieldRangeIn(changed, QStringLiteral("head"))->high, 4.0);
        QCOMPARE(Session::fieldRangeIn(changed, QStringLiteral("rotaryDim"))->high, 8.0);
        QCOMPARE(Session::fieldRangeIn(changed, QStringLiteral("t5MaxDistance"))->low, 64.0);
    }

    void valuesOutsideAreRefusedTheEndsTaken()
    {
        for (const QString &key : Session::fieldKeys()) {
            const auto range = Session::fieldRange(key);
            if (!range)
                continue;
            Session s = Session::defaults();
            // A whole-number field is one below its low end; a real-number field the double just below.
            const bool whole = Session::defaults().value(key).typeId() == QMetaType::Int;
            const QVariant below = whole ? QVariant(qint64(range->low) - 1)
                                         : QVariant(std::nextafter(range->low, -std::numeric_limits<double>::infinity()));
            QVERIFY2(!s.edit(key, below).isEmpty(), qPrintable(key));
            QVERIFY2(!s.edit(key, range->high * 2).isEmpty(), qPrintable(key));
            QCOMPARE(s, Session::defaults()); // a refusal changes nothing
            QVERIFY2(s.edit(key, range->high).isEmpty() || key == QLatin1String("lowFreqFactor"), qPrintable(key));
        }
    }

    void clampedKeepsTheEntrysRange()
    {
        Session s = Session::defaults();
        ropeOf(s).scaling.factor = 1e300;
        ropeOf(s).scaling.originalMaxPositions = std::numeric_limits<int>::max();
        ropeOf(s).scaling.maxPositions = -5;
        ropeOf(s).currentLength = 0;
        const Session c = s.clamped();
        QCOMPARE(c.value(QStringLiteral("scalingFactor")).toDouble(), Session::fieldRange(QStringLiteral("scalingFactor"))->high);
        QCOMPARE(c.value(QStringLiteral("originalMax")).toDouble(), Session::fieldRange(QStringLiteral("originalMax"))->high);
        QCOMPARE(c.value(QStringLiteral("maxPositions")).toDouble(), Session::fieldRange(QStringLiteral("maxPositions"))->low);
        QCOMPARE(c.value(QStringLiteral("currentLength")).toDouble(), Session::fieldRange(QStringLiteral("currentLength"))->low);
        ropeOf(s).scaling.factor = std::nan("");
        QCOMPARE(ropeOf(s.clamped()).scaling.factor, ropeOf(Session::defaults()).scaling.factor);
    }

    void controlsTakeTheEntrysRange()
    {
        ExplorerState state;
        for (const char *key : {"scalingFactor", "betaFast", "betaSlow", "lowFreqFactor", "highFreqFactor"}) {
            const FieldDoubleSpinBox box(&state, QLatin1String(key), 3, 1);
            const auto range = Session::fieldRange(QLatin1String(key));
            QVERIFY2(range, key);
            QCOMPARE(box.minimum(), range->low);
            QCOMPARE(box.maximum(), range->high);
        }
        // Every whole-number field with a range: its spin box's range and step, made in the defaults, then
        // following H, head_dim and a T5 table read.
        std::vector<std::unique_ptr<FieldSpinBox>> boxes;
        for (const QString &key : Session::fieldKeys())
            if (Session::fieldRangeIn(state.session(), key) && isWhole(key))
                boxes.push_back(std::make_unique<FieldSpinBox>(&state, key));
        QVERIFY(boxes.size() >= 10);
        for (int round = 0; round < 3; ++round) {
            if (round == 1) {
                state.setField(QStringLiteral("heads"), 3);
                state.setField(QStringLiteral("headDim"), 6);
            } else if (round == 2) {
                state.setField(QStringLiteral("t5Table"), QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors"));
            }
            for (const auto &box : boxes) {
                const auto range = Session::fieldRangeIn(state.session(), box->objectName());
                QCOMPARE(double(box->minimum()), range->low);
                QCOMPARE(double(box->maximum()), range->high);
                QCOMPARE(box->singleStep(), Session::fieldStep(box->objectName()));
                QCOMPARE(box->value(), state.session().value(box->objectName()).toInt());
            }
        }
        // A value typed between two steps is taken up to the next: head_dim 15 → 16, rotary_dim 7 → 8 (from 0,
        // "all"), past the top to the top.
        FieldSpinBox headDim(&state, QStringLiteral("headDim"));
        headDim.setValue(15);
        QCOMPARE(ropeOf(state.session()).headDim, 16);
        QCOMPARE(headDim.value(), 16);
        FieldSpinBox rotary(&state, QStringLiteral("rotaryDim"));
        QCOMPARE(rotary.minimum(), 0);
        rotary.setValue(7);
        QCOMPARE(ropeOf(state.session()).rotaryDim, 8);
        rotary.setValue(15);
        QCOMPARE(ropeOf(state.session()).rotaryDim, 16);
        QCOMPARE(rotary.value(), 16);
    }
};

QTEST_MAIN(TestFieldRanges)
#include "tst_fieldranges.moc"
