// 10 000 seeded random changes through the state, every invariant checked after each: shapes, ranges,
// |PE| <= 1, the selection within L and d_model, no exception. Bounded: small sizes, fixed seed.
#include "ui/figures/heatmapdata.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/parameters.h>

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

class TestStateTorture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void randomChangesKeepEveryInvariant();
};

namespace {

/// The invariants; an empty string when they hold.
QString broken(const ExplorerState &s)
{
    namespace lim = posenc::limits;
    const int L = s.length();
    const int d = s.dModel();
    if (L < lim::minLength || L > lim::maxLength || d < lim::minDModel || d > lim::maxDModel)
        return QStringLiteral("size out of range: L %1, d_model %2").arg(L).arg(d);
    if (!(s.base() > 1.0) || !(s.comparisonBase() > 1.0))
        return QStringLiteral("base %1, comparison base %2").arg(s.base()).arg(s.comparisonBase());
    const int first = s.firstPosition();
    if (s.position() < first || s.position() > first + L - 1 || s.comparePosition() < first
        || s.comparePosition() > first + L - 1)
        return QStringLiteral("positions %1, %2 outside %3 .. %4").arg(s.position()).arg(s.comparePosition()).arg(first).arg(first + L - 1);
    if (std::abs(s.offset()) > L || s.dimension() < 0 || s.dimension() >= d)
        return QStringLiteral("offset %1 / dimension %2").arg(s.offset()).arg(s.dimension());
    const Eigen::MatrixXd &pe = s.encoding();
    if (pe.rows() != L || pe.cols() != d)
        return QStringLiteral("PE is %1 x %2").arg(pe.rows()).arg(pe.cols());
    if (!(pe.cwiseAbs().maxCoeff() <= 1.0 + 1e-12))
        return QStringLiteral("|PE| = %1").arg(pe.cwiseAbs().maxCoeff());
    if (s.tokenTable().rows() != L || s.tokenTable().dModel() != d)
        return QStringLiteral("token table stale");
    if (s.angularFrequencies().size() != s.scheme().pairCount() || s.wavelengths().size() != s.scheme().pairCount()
        || s.comparisonWavelengths().size() != s.scheme().pairCount())
        return QStringLiteral("frequencies stale");
    if (s.similarity().size() != L)
        return QStringLiteral("similarity is %1, L %2").arg(s.similarity().size()).arg(L);
    if (s.selectedPair() < 0 || s.selectedPair() >= s.scheme().pairCount())
        return QStringLiteral("selected pair %1").arg(s.selectedPair());
    if (const auto hover = s.hover(); hover && (hover->row >= L || hover->column >= d))
        return QStringLiteral("hover outside");
    const Eigen::MatrixXd shown = heatmapDisplayMatrix(s, Figure::Sum, 40, 30);
    if (shown.rows() > 40 || shown.cols() > 30 || shown.rows() > L || shown.cols() > d)
        return QStringLiteral("reduced sum is %1 x %2").arg(shown.rows()).arg(shown.cols());
    return {};
}

} // namespace

void TestStateTorture::randomChangesKeepEveryInvariant()
{
    QRandomGenerator random(20261201);
    ExplorerState state;
    const QStringList sentences{QString(), QStringLiteral("I love you"), QStringLiteral("我是一条狗"),
                                QStringLiteral("a b c d e f g h i j k l m n o p q r s t"), QStringLiteral("   ")};
    const auto any = [&](int low, int high) { return low + int(random.bounded(quint32(high - low + 1))); };
    for (int step = 0; step < 10000; ++step) {
        // Values inside and well outside the ranges; sizes kept small so the run stays bounded.
        switch (random.bounded(14)) {
        case 0: state.setDModel(any(-5, 70)); break;
        case 1: state.setLength(any(-5, 70)); break;
        case 2: state.setBase(std::pow(10.0, any(-3, 14)) * (random.bounded(2) ? 1 : -1)); break;
        case 3: state.setFirstPosition(any(-10, 2'000'000)); break;
        case 4: state.setPosition(any(-100, 2'000'100)); break;
        case 5: state.setOffset(any(-100, 100)); break;
        case 6: state.setText(sentences[any(0, int(sentences.size()) - 1)]); break;
        case 7: state.setScaleEmbedding(random.bounded(2)); break;
        case 8: state.setDimension(any(-10, 80)); break;
        case 9: state.setComparisonBase(random.bounded(2) ? std::nan("") : std::pow(10.0, any(-2, 13))); break;
        case 10: state.setComparePosition(any(-100, 2'000'100)); break;
        case 11: state.setCosineSimilarity(random.bounded(2)); break;
        case 12: state.setHover({QStringLiteral("sum"), any(0, 80), any(0, 80)}); break;
        case 13: state.setSelectedPair(any(-3, 40)); break;
        }
        if (step % 1000 == 999)
            state.resetToDefaults();
        QString problem;
        try {
            problem = broken(state);
        } catch (const std::exception &error) {
            problem = QStringLiteral("exception: ") + QString::fromUtf8(error.what());
        }
        if (!problem.isEmpty())
            QFAIL(qPrintable(QStringLiteral("step %1: %2").arg(step).arg(problem)));
    }
}

QTEST_GUILESS_MAIN(TestStateTorture)
#include "tst_statetorture.moc"
