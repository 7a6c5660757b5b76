// retainFreedHeapMemory(): a matrix replaced by one of about its size (a d_model or L step) reuses the
// freed pages instead of faulting in fresh ones; 4096 x 4096 matrices still go back to the system, and
// returnFreedHeapMemory() hands back what the heap kept.
#include <posenc/memory/heapretention.h>

#include <QTest>

#include <Eigen/Core>

#include <fstream>
#include <vector>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

// Clang's sanitizers (before __SANITIZE_ADDRESS__ came to clang too).
#if defined(__has_feature)
#define SANITIZED_BY_CLANG                                                                                   \
    (__has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer))
#else
#define SANITIZED_BY_CLANG 0
#endif

namespace {

long minorFaults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

/// Resident memory of this process in MiB (/proc/self/statm, second field, in pages).
double residentMiB()
{
    std::ifstream statm("/proc/self/statm");
    long size = 0;
    long resident = 0;
    statm >> size >> resident;
    return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

/// Page faults taken while an L x d_model matrix is allocated and written once, as fillSinusoidalEncoding
/// does; the sum keeps the writes from being optimised away.
long faultsOfAFilledMatrix(int length, int dModel, double *sum)
{
    const long before = minorFaults();
    Eigen::MatrixXd m(length, dModel);
    m.setConstant(0.5);
    *sum += m.sum();
    return minorFaults() - before;
}

} // namespace

class TestHeapRetention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aSlightlyLargerMatrixReusesFreedPages();
    void the2048By2048MatrixStaysOnTheHeap();
    void a4096By4096MatrixGoesBackToTheSystem();
    void freedPagesGoBackWhenAsked();
};

void TestHeapRetention::initTestCase()
{
#if !defined(__GLIBC__)
    QSKIP("mallopt(3) is glibc's");
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || SANITIZED_BY_CLANG
    QSKIP("a sanitizer brings its own allocator, whose mallopt() changes nothing");
#endif
    // Faults counted one per 4 KiB page: with transparent huge pages "always", one 2 MiB fault would
    // stand for 512 pages and the counts could pass without the feature.
    prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
    QVERIFY(posenc::retainFreedHeapMemory());
}

void TestHeapRetention::aSlightlyLargerMatrixReusesFreedPages()
{
    // A d_model step up at L 2048: 2048 x 1900 (29.7 MiB) replaced by 2048 x 1902. With glibc's defaults
    // the second matrix is mapped afresh: 7 600 faults, one per 4 KiB page.
    double sum = 0;
    faultsOfAFilledMatrix(2048, 1900, &sum);
    const long faults = faultsOfAFilledMatrix(2048, 1902, &sum);
    QVERIFY2(faults < 200, qPrintable(QStringLiteral("%1 page faults").arg(faults)));
    QCOMPARE(sum, 0.5 * 2048 * (1900 + 1902));
}

void TestHeapRetention::the2048By2048MatrixStaysOnTheHeap()
{
    // 32 MiB and 16 bytes of header: above glibc's largest automatic mmap threshold (32 MiB), so by
    // default mapped and faulted in anew at every replacement.
    double sum = 0;
    faultsOfAFilledMatrix(2048, 2048, &sum);
    const long faults = faultsOfAFilledMatrix(2048, 2048, &sum);
    QVERIFY2(faults < 200, qPrintable(QStringLiteral("%1 page faults").arg(faults)));
    QCOMPARE(sum, 2 * 0.5 * 2048 * 2048);
}

void TestHeapRetention::a4096By4096MatrixGoesBackToTheSystem()
{
    // 128 MiB, above heapMmapThresholdBytes: mapped on its own and unmapped when freed, so the memory
    // peak at L = d_model = 4096 does not grow by what the heap keeps.
    const double before = residentMiB();
    double sum = 0;
    {
        Eigen::MatrixXd m(4096, 4096);
        m.setConstant(0.25);
        sum = m.sum();
        QVERIFY2(residentMiB() > before + 120,
                 qPrintable(QStringLiteral("resident %1 MiB").arg(residentMiB())));
    }
    QVERIFY2(residentMiB() < before + 16,
             qPrintable(
                 QStringLiteral("resident %1 MiB after the free, %2 before").arg(residentMiB()).arg(before)));
    QCOMPARE(sum, 0.25 * 4096 * 4096);
}

void TestHeapRetention::freedPagesGoBackWhenAsked()
{
    // A 2048 x 2048 matrix freed below a small allocation that stays: kept resident (the point of
    // retainFreedHeapMemory()) until returnFreedHeapMemory(), as after a change to 4096 x 4096.
    double sum = 0;
    std::vector<double> below;
    {
        Eigen::MatrixXd m(2048, 2048);
        m.setConstant(0.5);
        below.assign(16, 1.0); // after m on the heap: m's pages are not at its top
        sum = m.sum();
    }
    const double kept = residentMiB();
    QVERIFY(posenc::returnFreedHeapMemory());
    QVERIFY2(residentMiB() < kept - 24,
             qPrintable(QStringLiteral("resident %1 MiB, %2 before").arg(residentMiB()).arg(kept)));
    QCOMPARE(sum + below.size(), 0.5 * 2048 * 2048 + 16);
}

QTEST_APPLESS_MAIN(TestHeapRetention)
#include "tst_heapretention.moc"
