// A mapped table cut short by another program while it is open (`cp new.safetensors model.safetensors`
// truncates in place): the truncation guard's two answers, instead of a silent SIGBUS.
#include <posenc/io/mappedfile.h>
#include <posenc/io/truncationguard.h>

#include <QTemporaryDir>
#include <QTest>

#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <string>

class TestMappedFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cutShortFileReadsAsZeroInTheWindow();
    void cutShortFileExitsWithOneLineOnTheCommandLine();

private:
    static std::string writeFile(const QTemporaryDir &dir, std::size_t bytes);
};

std::string TestMappedFile::writeFile(const QTemporaryDir &dir, std::size_t bytes)
{
    const std::string path = dir.filePath(QStringLiteral("table.bin")).toStdString();
    std::ofstream(path, std::ios::binary) << std::string(bytes, '\xAB');
    return path;
}

void TestMappedFile::cutShortFileReadsAsZeroInTheWindow()
{
    QTemporaryDir dir;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::string path = writeFile(dir, 4 * page);
    const auto file = posenc::MappedFile::open(path);
    QCOMPARE(file->data()[3 * page], static_cast<unsigned char>(0xAB)); // read before the cut: cached
    posenc::installTruncationGuard(posenc::TruncatedFileAnswer::ReadAsZero, "unused");
    const int before = posenc::truncatedFileCount();
    QCOMPARE(::truncate(path.c_str(), static_cast<off_t>(page)), 0);
    QCOMPARE(file->data()[0], static_cast<unsigned char>(0xAB)); // still in the file
    // Past the new end: zeros, not SIGBUS, and the guard counts it with the file's path.
    volatile const unsigned char *data = file->data();
    QCOMPARE(data[2 * page + 5], static_cast<unsigned char>(0));
    QCOMPARE(data[4 * page - 1], static_cast<unsigned char>(0));
    QCOMPARE(posenc::truncatedFileCount(), before + 1);
    QCOMPARE(posenc::lastTruncatedPath(), path);
}

void TestMappedFile::cutShortFileExitsWithOneLineOnTheCommandLine()
{
    QTemporaryDir dir;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::string path = writeFile(dir, 4 * page);
    int pipeEnds[2];
    QCOMPARE(::pipe(pipeEnds), 0);
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        ::dup2(pipeEnds[1], STDERR_FILENO);
        const auto file = posenc::MappedFile::open(path);
        posenc::installTruncationGuard(posenc::TruncatedFileAnswer::Exit, ": cut short while it was open");
        if (::truncate(path.c_str(), static_cast<off_t>(page)) != 0)
            ::_exit(3);
        volatile const unsigned char *data = file->data();
        const unsigned char value = data[3 * page];
        ::_exit(value == 0 ? 4 : 5); // not reached: the guard ends the process
    }
    ::close(pipeEnds[1]);
    std::string err;
    char buffer[256];
    for (ssize_t n; (n = ::read(pipeEnds[0], buffer, sizeof buffer)) > 0;)
        err.append(buffer, static_cast<std::size_t>(n));
    ::close(pipeEnds[0]);
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY2(WIFEXITED(status), "the child ended by a signal");
    QCOMPARE(WEXITSTATUS(status), 1);
    QCOMPARE(err, "posenc: " + path + ": cut short while it was open\n");
}

QTEST_GUILESS_MAIN(TestMappedFile)
#include "tst_mappedfile.moc"
