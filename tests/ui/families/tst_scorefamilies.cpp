// The UI list of the score families against the core's: one entry per family in the core's order, each
// family's head built from the session's parameters, and what walks the list (the panel's choices, the
// figures' names, the window's tabs) showing every family.
#include "ui/families/addedfamilies.h"
#include "ui/families/distancecurves.h"
#include "ui/families/scorefamilies.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/familynames.h"
#include "ui/state/session.h"

#include <QSet>
#include <QTest>

#include <variant>

class TestScoreFamilies : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneEntryPerCoreFamilyInOrder()
    {
        const auto &entries = scoreFamilies();
        QCOMPARE(std::size_t(entries.size()), std::variant_size_v<posenc::ScoreHead>);
        QCOMPARE(std::size_t(entries.size()), posenc::scoreEncodingNames.size());
        QSet<QString> labels;
        for (int k = 0; k < entries.size(); ++k) {
            QCOMPARE(int(entries[k].id), k);
            // The core's name table is the head types' names, in the same order.
            QCOMPARE(posenc::scoreEncodingNames.value(posenc::scoreEncodingNames.name(entries[k].id)), entries[k].id);
            QCOMPARE(posenc::defaultScoreHead(entries[k].id).index(), std::size_t(k));
            labels.insert(entries[k].choiceLabel());
            // Only none has no short name (the figures say "NoPE" for it with nothing added).
            QCOMPARE(entries[k].shortName().isEmpty(), entries[k].id == posenc::ScoreEncoding::None);
            QCOMPARE(scoreFamilyName(entries[k].id), entries[k].shortName());
            for (const FamilyPage &page : entries[k].pages) {
                QVERIFY(page.create);
                QVERIFY(!page.title().isEmpty());
            }
        }
        QCOMPARE(labels.size(), entries.size()); // the panel's choices are told apart
    }

    /// The added slot's list (ui/families/addedfamilies.h): one entry per core value, in order; only none adds
    /// nothing and has no name; the sine/cosine pairs and the table are each one family's.
    void oneAddedEntryPerCoreValueInOrder()
    {
        const auto &entries = addedFamilies();
        QCOMPARE(std::size_t(entries.size()), posenc::addedEncodingNames.size());
        int pairs = 0, tables = 0;
        for (int k = 0; k < entries.size(); ++k) {
            QCOMPARE(int(entries[k].id), k);
            QCOMPARE(&addedFamily(entries[k].id), &entries[k]);
            const bool none = QLatin1String(posenc::addedEncodingNames.name(entries[k].id)) == QLatin1String("none");
            QCOMPARE(entries[k].addsRows, !none);
            QCOMPARE(entries[k].shortName().isEmpty(), none);
            QCOMPARE(addedFamilyName(entries[k].id), entries[k].shortName());
            QVERIFY(!(entries[k].sinusoidPairs && entries[k].fromTable));
            QVERIFY(entries[k].addsRows || !(entries[k].sinusoidPairs || entries[k].fromTable));
            pairs += entries[k].sinusoidPairs;
            tables += entries[k].fromTable;
        }
        QCOMPARE(pairs, 1);
        QCOMPARE(tables, 1);
        QVERIFY(addedFamily(posenc::AddedEncoding::Sinusoidal).sinusoidPairs);
        QVERIFY(addedFamily(posenc::AddedEncoding::Learned).fromTable);
        QCOMPARE(addedFamilyName(posenc::AddedEncoding::Learned), QStringLiteral("learned"));
        // NoPE: neither slot holds anything; either one alone does.
        Session s = Session::defaults();
        for (const AddedFamilyEntry &added : entries)
            for (const ScoreFamilyEntry &scores : scoreFamilies()) {
                s.added = added.id;
                s.scores = scores.id;
                QCOMPARE(s.slotsHoldPositions(), added.addsRows || scores.actsOnScores);
                QCOMPARE(schemeName(added.id, scores.id) == QLatin1String("NoPE"), !s.slotsHoldPositions());
            }
    }
    void headsFollowTheSession()
    {
        Session s = Session::defaults();
        for (const ScoreFamilyEntry &entry : scoreFamilies())
            QCOMPARE(posenc::encodingOf(scoreHead(s, entry.id)), entry.id);
        // Each family reads its own parameters: the mask, the head shown, the base, the buckets.
        alibiOf(s).mask = posenc::AlibiMask::Symmetric;
        s.heads = 8;
        s.head = 2;
        const auto alibi = std::get<posenc::AlibiHead>(scoreHead(s, posenc::ScoreEncoding::Alibi));
        QCOMPARE(alibi.mask, posenc::AlibiMask::Symmetric);
        QCOMPARE(alibi.slope, std::pow(2.0, -3.0)); // 2^(−8(h+1)/H), h = 2, H = 8
        s.head = 99; // out of range: the last head's
        QCOMPARE(std::get<posenc::AlibiHead>(scoreHead(s, posenc::ScoreEncoding::Alibi)).slope, std::pow(2.0, -8.0));
        QCOMPARE(std::get<posenc::RopeHead>(scoreHead(s, posenc::ScoreEncoding::Rope)).base, s.scheme.base());
        t5Of(s).spec.numBuckets = 16;
        QCOMPARE(std::get<posenc::T5Head>(scoreHead(s, posenc::ScoreEncoding::T5)).biases.size(), Eigen::Index(16));
    }
    void everyHeadButNone()
    {
        const std::vector<posenc::ScoreHead> heads = everyScoreHead(Session::defaults());
        QCOMPARE(heads.size(), std::size_t(scoreFamilies().size() - 1));
        for (std::size_t k = 0; k < heads.size(); ++k)
            QCOMPARE(posenc::encodingOf(heads[k]), scoreFamilies()[int(k) + 1].id);
    }
    void figuresAndHelpComeFromTheEntries()
    {
        // Each family's figures are in the registry, in its entry's order, shown while it is chosen; the
        // registry's family figures are exactly these.
        QList<Figure> declared;
        for (const ScoreFamilyEntry &family : scoreFamilies())
            for (FigureEntry (*figureOf)() : family.figures) {
                const Figure id = figureOf().id;
                declared << id;
                QCOMPARE(figureEntry(id).scores, QList<posenc::ScoreEncoding>{family.id});
            }
        QList<Figure> registered;
        for (const FigureEntry &entry : figureRegistry())
            if (!entry.scores.isEmpty())
                registered << entry.id;
        QCOMPARE(registered, declared);
        QCOMPARE(declared.size(), 13); // RoPE's 7, ALiBi's 3, T5's 2, Sandwich's 1
        // --relative's value name and help name every family, in order.
        QCOMPARE(QString::fromLatin1(scoreFamilyValueName()), QStringLiteral("none|rope|alibi|t5|sandwich"));
        const QString help = scoreFamilyOptionHelp();
        qsizetype at = 0;
        for (const ScoreFamilyEntry &family : scoreFamilies()) {
            const QString item = QString::fromLatin1(posenc::scoreEncodingNames.name(family.id)) + QStringLiteral(": ") +
                                 family.optionHelp();
            const qsizetype found = help.indexOf(item, at);
            QVERIFY2(found >= at, qPrintable(item + QStringLiteral(" | ") + help));
            at = found + item.size();
        }
        // Compare: every family that acts on the scores draws a curve; none does not.
        const Session s = Session::defaults();
        for (const ScoreFamilyEntry &family : scoreFamilies()) {
            QCOMPARE(bool(family.distanceCurves), family.id != posenc::ScoreEncoding::None);
            if (family.distanceCurves) {
                const DistanceCurves curves = family.distanceCurves(s, 50);
                QVERIFY(!curves.curves.empty());
                for (const DistanceCurve &curve : curves.curves) {
                    QCOMPARE(curve.values.size(), Eigen::Index(50));
                    QVERIFY2(curve.legend.contains(QStringLiteral("÷ %")), qPrintable(curve.legend)); // the divisor's place
                }
                QCOMPARE(curves.hover.count(QLatin1Char('%')), qsizetype(curves.curves.size()));
            }
        }
    }
};

QTEST_MAIN(TestScoreFamilies)
#include "tst_scorefamilies.moc"
