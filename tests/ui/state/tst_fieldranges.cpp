// A field's range and default are written once, in its entry (ui/state/fieldtable.h, Field::range; the default
// is Session::defaults()'): its --help text, its refusals, Session::clamped() and the controls bound to it
// all say the same.
#include "ui/state/explorerstate.h"
#include "ui/state/session.h"
#include "ui/widgets/fielddoublespinbox.h"
#include "ui/widgets/fieldspinbox.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace {

QString full(double x)
{
    return QString::number(x, 'g', 12);
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
            const QString rangeText = full(range->low) + QStringLiteral(" .. ") + full(range->high);
            QVERIFY2(help.contains(rangeText), qPrintable(key + QStringLiteral(": ") + help));
            const QString defaultText = QStringLiteral("default ") + full(Session::defaults().value(key).toDouble());
            QVERIFY2(help.contains(defaultText), qPrintable(key + QStringLiteral(": ") + help));
            QVERIFY2(!help.contains(QLatin1Char('%')), qPrintable(key + QStringLiteral(": ") + help)); // all filled
        }
        QVERIFY(ranged >= 8); // the scaling factor, beta_fast/slow, low/high_freq_factor, L0, max_position_embeddings, s
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
        s.ropeScaling.factor = 1e300;
        s.ropeScaling.originalMaxPositions = std::numeric_limits<int>::max();
        s.ropeScaling.maxPositions = -5;
        s.currentLength = 0;
        const Session c = s.clamped();
        QCOMPARE(c.value(QStringLiteral("scalingFactor")).toDouble(), Session::fieldRange(QStringLiteral("scalingFactor"))->high);
        QCOMPARE(c.value(QStringLiteral("originalMax")).toDouble(), Session::fieldRange(QStringLiteral("originalMax"))->high);
        QCOMPARE(c.value(QStringLiteral("maxPositions")).toDouble(), Session::fieldRange(QStringLiteral("maxPositions"))->low);
        QCOMPARE(c.value(QStringLiteral("currentLength")).toDouble(), Session::fieldRange(QStringLiteral("currentLength"))->low);
        s.ropeScaling.factor = std::nan("");
        QCOMPARE(s.clamped().ropeScaling.factor, Session::defaults().ropeScaling.factor);
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
        for (const char *key : {"originalMax", "currentLength"}) {
            const FieldSpinBox box(&state, QLatin1String(key));
            const auto range = Session::fieldRange(QLatin1String(key));
            QCOMPARE(double(box.minimum()), range->low);
            QCOMPARE(double(box.maximum()), range->high);
        }
    }
};

QTEST_MAIN(TestFieldRanges)
#include "tst_fieldranges.moc"
