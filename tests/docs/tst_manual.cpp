// The README and the user manual (docs/manual): short where it must be, every link and picture resolving,
// every option of `posenc --help` documented, and the manual shown inside the program (Help › User Manual)
// from its resources, in Chinese where a Chinese page exists.
#include "ui/help/manualwindow.h"
#include "ui/state/language.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

class TestManual : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readmeIsShortWithTheCommandsFirst();
    void everyLinkResolves();
    void everyOptionIsInTheCommandLinePage();
    void everyPageIsInTheProgram();
    void manualIsShownWithItsPictures();
    void linksAndHeadingsAreFollowed();
    void chinesePageWhereThereIsOne();
};

namespace {

const QString sourceDir = QStringLiteral(POSENC_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// README.md and every page of docs/manual, as paths relative to the repository.
QStringList documents()
{
    QStringList list{QStringLiteral("README.md")};
    QDirIterator it(sourceDir + QStringLiteral("/docs/manual"), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        list.append(QDir(sourceDir).relativeFilePath(it.next()));
    list.sort();
    return list;
}

/// The text of a Markdown file without its code: fenced blocks and `inline code` hold no links.
QString withoutCode(const QString &markdown)
{
    QString text = markdown;
    text.remove(QRegularExpression(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption));
    text.remove(QRegularExpression(QStringLiteral("`[^`\n]*`")));
    return text;
}

/// The GitHub anchors of a Markdown file's headings (ManualBrowser::headingAnchor's rule).
QSet<QString> anchorsOf(const QString &markdown)
{
    QSet<QString> anchors;
    static const QRegularExpression heading(QStringLiteral("^#+ +(.*)$"), QRegularExpression::MultilineOption);
    for (auto it = heading.globalMatch(withoutCode(markdown)); it.hasNext();)
        anchors.insert(ManualBrowser::headingAnchor(it.next().captured(1)));
    return anchors;
}

/// \a window shown on the manual's contents page, in English.
bool showContents(ManualWindow &window)
{
    language::install(QStringLiteral("en"));
    window.showPage(QStringLiteral("index.md"));
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

void TestManual::readmeIsShortWithTheCommandsFirst()
{
    const QStringList lines = readText(sourceDir + QStringLiteral("/README.md")).split(QLatin1Char('\n'));
    QVERIFY2(lines.size() <= 200 + 1, qPrintable(QString::number(lines.size()))); // + the last line's newline
    int run = -1, test = -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (run < 0 && lines[i].startsWith(QStringLiteral("./scripts/run.sh")))
            run = i;
        if (test < 0 && lines[i].startsWith(QStringLiteral("./scripts/test.sh")))
            test = i;
    }
    QVERIFY2(run >= 0 && run < 40 && test >= 0 && test < 40, qPrintable(QStringLiteral("%1 %2").arg(run).arg(test)));
    // A picture on the first screen.
    QVERIFY(lines.mid(0, 20).join(QLatin1Char('\n')).contains(QStringLiteral("![")));
}

void TestManual::everyLinkResolves()
{
    static const QRegularExpression link(QStringLiteral("\\]\\(([^)\\s]+)\\)"));
    int checked = 0;
    QStringList broken;
    for (const QString &document : documents()) {
        const QString text = withoutCode(readText(sourceDir + QLatin1Char('/') + document));
        QVERIFY2(!text.isEmpty(), qPrintable(document));
        const QDir folder = QFileInfo(sourceDir + QLatin1Char('/') + document).dir();
        for (auto it = link.globalMatch(text); it.hasNext();) {
            const QString target = it.next().captured(1);
            if (target.startsWith(QStringLiteral("http://")) || target.startsWith(QStringLiteral("https://")))
                continue;
            ++checked;
            const QString path = target.section(QLatin1Char('#'), 0, 0);
            const QString anchor = target.section(QLatin1Char('#'), 1);
            const QString file = path.isEmpty() ? folder.filePath(QFileInfo(document).fileName())
                                                : QDir::cleanPath(folder.filePath(path));
            if (!QFileInfo::exists(file) || !file.startsWith(sourceDir + QLatin1Char('/'))) {
                broken.append(document + QStringLiteral(": ") + target);
                continue;
            }
            if (!anchor.isEmpty() && !anchorsOf(readText(file)).contains(anchor))
                broken.append(document + QStringLiteral(": ") + target + QStringLiteral(" (no such heading)"));
        }
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral("; "))));
    QVERIFY2(checked > 60, qPrintable(QString::number(checked))); // the pages link to each other and pictures
}

void TestManual::everyOptionIsInTheCommandLinePage()
{
    QProcess process;
    process.start(QStringLiteral(POSENC_BINARY), {QStringLiteral("--help")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QString help = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression option(QStringLiteral("(?:^|[\\s,])(--[a-z0-9][a-z0-9-]*)"));
    QSet<QString> options;
    for (auto it = option.globalMatch(help); it.hasNext();)
        options.insert(it.next().captured(1));
    QVERIFY2(options.size() > 60, qPrintable(help.left(400)));
    const QString page = readText(sourceDir + QStringLiteral("/docs/manual/command-line.md"));
    QStringList missing;
    for (const QString &name : std::as_const(options)) {
        // As the page's table writes it: `--name` or `--name VALUE`, at the start of a code span.
        if (!page.contains(QLatin1Char('`') + name + QLatin1Char('`'))
            && !page.contains(QLatin1Char('`') + name + QLatin1Char(' ')))
            missing.append(name);
    }
    missing.sort();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
}

void TestManual::everyPageIsInTheProgram()
{
    // Every page on disk is in the program's resources with the same bytes, and so is every picture a page
    // shows: Help › User Manual works offline and cannot show a stale page.
    static const QRegularExpression picture(QStringLiteral("!\\[[^\\]]*\\]\\(([^)\\s]+)\\)"));
    int pictures = 0;
    for (const QString &document : documents()) {
        if (!document.startsWith(QStringLiteral("docs/manual/")))
            continue;
        const QString onDisk = readText(sourceDir + QLatin1Char('/') + document);
        QCOMPARE(readText(QStringLiteral(":/") + document), onDisk);
        const QString folder = QFileInfo(QStringLiteral(":/") + document).path();
        for (auto it = picture.globalMatch(withoutCode(onDisk)); it.hasNext();) {
            const QString path = QDir::cleanPath(folder + QLatin1Char('/') + it.next().captured(1));
            QVERIFY2(!QImage(path).isNull(), qPrintable(document + QStringLiteral(": ") + path));
            ++pictures;
        }
    }
    QVERIFY(pictures > 20);
}

void TestManual::manualIsShownWithItsPictures()
{
    ManualWindow window;
    QVERIFY(showContents(window));
    ManualBrowser *browser = window.browser();
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/manual/index.md")));
    QCOMPARE(browser->document()->firstBlock().text(), QStringLiteral("PosEnc user manual")); // a heading, not "# …"
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Giving a lecture")));
    // A page with a picture: the picture is loaded from the resources and fits the page.
    browser->setSource(QUrl(QStringLiteral("qrc:/docs/manual/learned.md")));
    const QVariant image = browser->document()->resource(QTextDocument::ImageResource,
                                                         QUrl(QStringLiteral("qrc:/resources/screenshots/learned.png")));
    QVERIFY(image.isValid());
    const QImage loaded = image.value<QImage>();
    QVERIFY(!loaded.isNull());
    QVERIFY2(loaded.width() <= browser->viewport()->width(), qPrintable(QString::number(loaded.width())));
}

void TestManual::linksAndHeadingsAreFollowed()
{
    ManualWindow window;
    QVERIFY(showContents(window));
    ManualBrowser *browser = window.browser();
    // A click on the contents' link to the lecture page.
    QRect link;
    for (QTextBlock block = browser->document()->begin(); block.isValid() && link.isNull(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorHref() == QStringLiteral("lecture.md")) {
                QTextCursor cursor(browser->document());
                cursor.setPosition(it.fragment().position() + 1);
                link = browser->cursorRect(cursor);
                break;
            }
    QVERIFY(!link.isNull());
    browser->ensureCursorVisible();
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, link.center());
    QTRY_COMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/manual/lecture.md")));
    QVERIFY(browser->toPlainText().startsWith(QStringLiteral("Giving a lecture")));
    browser->backward();
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/docs/manual/index.md")));
    // A link to a heading scrolls to it.
    browser->setSource(QUrl(QStringLiteral("qrc:/docs/manual/sinusoidal.md#sentence-tokens-and-l")));
    QCOMPARE(browser->textCursor().block().text(), QStringLiteral("Sentence, tokens and L"));
    QVERIFY(browser->verticalScrollBar()->value() > 0);
    QCOMPARE(ManualBrowser::headingAnchor(QStringLiteral("Why 2i/d? (and base 10000)")), QStringLiteral("why-2id-and-base-10000"));
}

void TestManual::chinesePageWhereThereIsOne()
{
    QCOMPARE(ManualWindow::pageUrl(QStringLiteral("lecture.md"), QStringLiteral("zh_CN")),
             QUrl(QStringLiteral("qrc:/docs/manual/zh_CN/lecture.md")));
    QCOMPARE(ManualWindow::pageUrl(QStringLiteral("rope.md"), QStringLiteral("zh_CN")),
             QUrl(QStringLiteral("qrc:/docs/manual/rope.md"))); // none yet: the English page
    QCOMPARE(ManualWindow::pageUrl(QStringLiteral("lecture.md"), QStringLiteral("en")),
             QUrl(QStringLiteral("qrc:/docs/manual/lecture.md")));
    QVERIFY(language::install(QStringLiteral("zh_CN")));
    ManualWindow window;
    window.showPage(QStringLiteral("index.md"));
    QCOMPARE(window.windowTitle(), QStringLiteral("PosEnc 用户手册"));
    QCOMPARE(window.browser()->document()->firstBlock().text(), QStringLiteral("PosEnc 用户手册"));
    window.browser()->setSource(QUrl(QStringLiteral("qrc:/docs/manual/zh_CN/lecture.md")));
    QVERIFY(window.browser()->toPlainText().startsWith(QStringLiteral("讲课")));
    language::install(QStringLiteral("en"));
}

QTEST_MAIN(TestManual)
#include "tst_manual.moc"
