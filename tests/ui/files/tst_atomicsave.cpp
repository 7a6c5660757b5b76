// The one atomic-save path: a write that fails at any step (a full disk, a file-size limit reached only
// when buffered bytes are flushed) reports the reason and leaves the old file as it was, with nothing
// beside it; a folder, a FIFO, a device or a link to one is refused, never replaced; partial folders a
// killed export left behind are removed by the next one.
#include "ui/files/atomicsave.h"
#include "ui/files/partialfolder.h"
#include "ui/scene/scene.h"

#include <QDir>
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

void TestAtomicSave::stalePartialFoldersAreRemoved()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("frames"));
    // One in use by a running export stays.
    PartialFolder running(target);
    QCOMPARE(running.create(), QString());
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
    QVERIFY(QFileInfo::exists(running.path()));
    QVERIFY(QFileInfo::exists(next.path()));
    QCOMPARE(next.putInPlace(), QString());
    QVERIFY(QFileInfo(target).isDir());
    QVERIFY(QDir(target).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

QTEST_GUILESS_MAIN(TestAtomicSave)
#include "tst_atomicsave.moc"
