// The one atomic-save path: a write that fails at any step (a full disk, a file-size limit reached only
// when buffered bytes are flushed) reports the reason and leaves the old file as it was, with nothing
// beside it; a folder, a FIFO, a device or a link to one is refused, never replaced; a folder filled
// file by file shows nothing before it is put in place (a killed export leaves nothing), also when the
// descriptors run out; partial folders a killed export left behind are removed by the next one.
#include "ui/files/atomicsave.h"
#include "ui/files/partialfolder.h"
#include "ui/scene/scene.h"

#include <QDir>
#include <QDirIterator>
#include <QLockFile>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

class TestAtomicSave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void writesAndReplaces();
    void flushFailureKeepsTheOldFile_data();
    void flushFailureKeepsTheOldFile();
    void stepwiseFileFailsAtCommit();
    void refusesWhatIsNotARegularFile_data();
    void refusesWhatIsNotARegularFile();
    void followsALinkToARegularFile();
    void partialFolderShowsNothingUntilPutInPlace();
    void partialFolderOutOfDescriptorsUsesItsHiddenFolder();
    void stalePartialFoldersAreRemoved();
};

namespace {

/// Lowers the soft file-size limit to \a bytes for its lifetime: a write past it fails with EFBIG
/// ("File too large"), as on a full disk, but without one to fill.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit lowered = m_old;
        lowered.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &lowered) == 0;
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_old); }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    bool m_ok = false;
};

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

/// Every name in \a dir, hidden ones too: what a failed write must not add to.
QStringList entries(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

bool makeFifo(const QString &path)
{
    return mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

bool isFifo(const QString &path)
{
    struct stat status{};
    return stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

} // namespace

void TestAtomicSave::initTestCase()
{
    // As posenc's main() does: a write past the file-size limit fails with EFBIG instead of killing us.
    std::signal(SIGXFSZ, SIG_IGN);
}

void TestAtomicSave::writesAndReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.csv"));
    QCOMPARE(saveBytes("old", path), QString());
    QCOMPARE(saveBytes("new", path), QString());
    QCOMPARE(contents(path), QByteArray("new"));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("a.csv")});
}

void TestAtomicSave::flushFailureKeepsTheOldFile_data()
{
    QTest::addColumn<QString>("writer");
    QTest::addColumn<int>("size");
    // 100 bytes stay in QSaveFile's buffer until the flush: the case the scene writer once missed.
    QTest::newRow("small, fails at flush") << QStringLiteral("bytes") << 100;
    QTest::newRow("large, fails at write") << QStringLiteral("bytes") << 200000;
    QTest::newRow("scene") << QStringLiteral("scene") << 0;
}

void TestAtomicSave::flushFailureKeepsTheOldFile()
{
    QFETCH(QString, writer);
    QFETCH(int, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lecture.posenc"));
    QCOMPARE(saveBytes("the old scene", path), QString());
    QString error;
    {
        const FileSizeLimit limit(0);
        QVERIFY(limit.ok());
        error = writer == QLatin1String("scene") ? Scene().writeFile(path) : saveBytes(QByteArray(size, 'x'), path);
    }
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + QDir::toNativeSeparators(path) + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("the old scene"));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("lecture.posenc")});
}

void TestAtomicSave::stepwiseFileFailsAtCommit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.gif"));
    QCOMPARE(saveBytes("old", path), QString());
    const FileSizeLimit limit(0);
    QVERIFY(limit.ok());
    AtomicFile file(path);
    QCOMPARE(file.open(), QString());
    QCOMPARE(file.device().write("GIF89a", 6), qint64(6)); // buffered: the write itself succeeds
    const QString error = file.commit();
    QVERIFY2(error.contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("old"));
    QCOMPARE(entries(dir), QStringList{QStringLiteral("a.gif")});
}

void TestAtomicSave::refusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("it is not a regular file");
    QTest::newRow("link to a FIFO") << QStringLiteral("link to fifo") << QStringLiteral("it is not a regular file");
    QTest::newRow("link to /dev/null") << QStringLiteral("link to null") << QStringLiteral("it is not a regular file");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
}

void TestAtomicSave::refusesWhatIsNotARegularFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QVERIFY(makeFifo(fifo));
    const QString path = dir.filePath(QStringLiteral("target"));
    if (kind == QLatin1String("fifo"))
        QVERIFY(makeFifo(path));
    else if (kind == QLatin1String("link to fifo"))
        QVERIFY(QFile::link(fifo, path));
    else if (kind == QLatin1String("link to null"))
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), path));
    else
        QVERIFY(QDir().mkdir(path));
    const QStringList before = entries(dir);
    const QFileInfo info(path);
    const bool wasLink = info.isSymLink();

    const QString bytes = saveBytes("x", path);
    const QString scene = Scene().writeFile(path);
    for (const QString &error : {bytes, scene})
        QCOMPARE(error, QStringLiteral("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
    QCOMPARE(entries(dir), before);
    QCOMPARE(QFileInfo(path).isSymLink(), wasLink);
    QVERIFY(isFifo(fifo));
    QVERIFY(QFileInfo(QStringLiteral("/dev/null")).exists() && !QFileInfo(QStringLiteral("/dev/null")).isFile());
}

void TestAtomicSave::followsALinkToARegularFile()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("real.csv"));
    const QString link = dir.filePath(QStringLiteral("link.csv"));
    QCOMPARE(saveBytes("old", target), QString());
    QVERIFY(QFile::link(target, link));
    QCOMPARE(saveBytes("new", link), QString());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(target), QByteArray("new"));
}

/// Everything in \a folder, hidden entries included, '/'-separated and sorted.
QStringList entriesUnder(const QString &folder)
{
    QStringList found;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        found.append(QDir(folder).relativeFilePath(it.next()));
    found.sort();
    return found;
}

void TestAtomicSave::partialFolderShowsNothingUntilPutInPlace()
{
    const mode_t oldMask = ::umask(022);
    const auto restoreMask = qScopeGuard([oldMask] { ::umask(oldMask); });
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("deck"));
    {
        PartialFolder discarded(target);
        QCOMPARE(discarded.create(), QString());
        if (!discarded.holdsUnnamedFiles())
            QSKIP("the test folder's file system has no unnamed files (O_TMPFILE)");
        QCOMPARE(discarded.save(QStringLiteral("page-1.png"), "one"), QString());
        // A SIGKILL here would leave what is in the parent folder now: nothing.
        QCOMPARE(entriesUnder(dir.path()), QStringList());
    }
    QCOMPARE(entriesUnder(dir.path()), QStringList());

    PartialFolder folder(target);
    QCOMPARE(folder.create(), QString());
    QCOMPARE(folder.save(QStringLiteral("page-1.png"), "one"), QString());
    QCOMPARE(folder.save(QStringLiteral("figures/en/step-01.svg"), "<svg/>"), QString());
    QCOMPARE(entriesUnder(dir.path()), QStringList());
    QCOMPARE(folder.putInPlace(), QString());
    QCOMPARE(entriesUnder(dir.path()), (QStringList{QStringLiteral("deck"), QStringLiteral("deck/figures"),
                                                    QStringLiteral("deck/figures/en"),
                                                    QStringLiteral("deck/figures/en/step-01.svg"),
                                                    QStringLiteral("deck/page-1.png")}));
    // As a folder made by mkdir: others may read it (umask 022), as a handout on a web server needs.
    QCOMPARE(QFileInfo(target).permissions() & (QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::WriteOther),
             QFileDevice::ReadOther | QFileDevice::ExeOther);
    QCOMPARE(contents(target + QStringLiteral("/page-1.png")), QByteArray("one"));
    QCOMPARE(contents(target + QStringLiteral("/figures/en/step-01.svg")), QByteArray("<svg/>"));
}

void TestAtomicSave::partialFolderOutOfDescriptorsUsesItsHiddenFolder()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("frames"));
    PartialFolder folder(target);
    QCOMPARE(folder.create(), QString());
    const bool unnamed = folder.holdsUnnamedFiles();
    constexpr int files = 60;
    {
        // Room for a few descriptors more than are open now: the unnamed files run out part way.
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_NOFILE, &old) == 0);
        const auto open = static_cast<rlim_t>(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size());
        rlimit lowered = old;
        lowered.rlim_cur = open + 20;
        QVERIFY(setrlimit(RLIMIT_NOFILE, &lowered) == 0);
        QString problem;
        for (int index = 0; index < files && problem.isEmpty(); ++index)
            problem = folder.save(QStringLiteral("frame-%1.png").arg(index), QByteArray::number(index));
        setrlimit(RLIMIT_NOFILE, &old);
        QCOMPARE(problem, QString());
    }
    QVERIFY(!folder.holdsUnnamedFiles());
    if (unnamed) // the files so far moved into the hidden folder, the rest went after them
        QCOMPARE(PartialFolder::stale(target), QStringList()); // held by this process, not stale
    QCOMPARE(folder.putInPlace(), QString());
    QCOMPARE(QDir(target).entryList(QDir::Files | QDir::Hidden).size(), files);
    for (int index = 0; index < files; ++index)
        QCOMPARE(contents(target + QStringLiteral("/frame-%1.png").arg(index)), QByteArray::number(index));
}

void TestAtomicSave::stalePartialFoldersAreRemoved()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("frames"));
    // One in use by a running export (its lock held by a live process: this one) stays.
    const QString running = dir.filePath(QStringLiteral(".frames-partial-Run123"));
    QVERIFY(QDir().mkdir(running));
    QLockFile runningLock(running + QStringLiteral("/.posenc-lock"));
    runningLock.setStaleLockTime(0);
    QVERIFY(runningLock.tryLock(0));
    // A folder a killed export left: its lock names a process that is gone (one that just ended).
    QProcess ended;
    qint64 deadPid = 0;
    QObject::connect(&ended, &QProcess::started, &ended, [&] { deadPid = ended.processId(); });
    ended.start(QStringLiteral("true"));
    QVERIFY(ended.waitForFinished());
    QVERIFY(deadPid > 0);
    const QString left = dir.filePath(QStringLiteral(".frames-partial-AbC123"));
    QVERIFY(QDir().mkdir(left));
    QVERIFY(saveBytes("frame", left + QStringLiteral("/frame-0001.png")).isEmpty());
    QFile lock(left + QStringLiteral("/.posenc-lock"));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(deadPid) + "\nposenc\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();

    QCOMPARE(PartialFolder::stale(target), QStringList{left});

    PartialFolder next(target);
    QCOMPARE(next.create(), QString());
    QVERIFY(!QFileInfo::exists(left));
    QVERIFY(QFileInfo::exists(running));
    QCOMPARE(next.putInPlace(), QString());
    QVERIFY(QFileInfo(target).isDir());
    QVERIFY(QDir(target).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

QTEST_GUILESS_MAIN(TestAtomicSave)
#include "tst_atomicsave.moc"
