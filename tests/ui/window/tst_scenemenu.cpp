// The window's scene files: saved and reopened as they were, a bad one applies nothing, a dropped file
// opens, presets keep the window's look, a scene in another language rebuilds the window in it.
#include "ui/scene/presets.h"
#include "ui/scene/recentscenes.h"
#include "ui/scene/scene.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/sessionhistory.h"
#include "ui/state/theme.h"
#include "ui/state/zoom.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenemenu.h"
#include "ui/window/windowhost.h"

#include <QAction>
#include <QFile>
#include <QJsonDocument>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

class TestSceneMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void saveAndReopen();
    void badSceneAppliesNothing();
    void droppedFileOpens();
    void presetKeepsTheLook();
    void sceneInAnotherLanguageRebuildsTheWindow();

private:
    QTemporaryDir m_dir;
};

void TestSceneMenu::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PosEncTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_scenemenu"));
    QSettings().clear();
}

void TestSceneMenu::init()
{
    theme::set(Theme::Light);
    zoom::setPercent(100);
    language::install(QStringLiteral("en"));
}

void TestSceneMenu::saveAndReopen()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    state.setDModel(32);
    state.setBase(500.0);
    state.setPosition(5);
    state.setOffset(-3);
    window.setTheme(Theme::Dark);
    window.setZoom(150);
    window.showFigure(Figure::Similarity);
    const Session saved = state.session();
    const QString path = m_dir.filePath(QStringLiteral("lecture.posenc"));
    QVERIFY(window.sceneMenu()->save(path));
    QVERIFY(QFile::exists(path));
    QVERIFY(window.windowTitle().contains(QStringLiteral("lecture.posenc")));

    state.resetToDefaults();
    window.setTheme(Theme::Light);
    window.setZoom(100);
    window.showFigure(Figure::Encoding);
    QVERIFY(!(state.session() == saved));

    QVERIFY(window.sceneMenu()->open(path));
    QVERIFY(state.session() == saved);
    QCOMPARE(theme::current(), Theme::Dark);
    QCOMPARE(zoom::percent(), 150);
    QCOMPARE(window.currentFigure(), Figure::Similarity);
    QCOMPARE(recentScenes::list().value(0), QFileInfo(path).absoluteFilePath());
    QCOMPARE(window.sceneMenu()->currentPath(), QFileInfo(path).absoluteFilePath());
    // The window's tabs other than the first are named by their figure; the first by any of its four.
    window.showFigure(Figure::Clock);
    QCOMPARE(window.tabs()->currentIndex(), 0);
}

void TestSceneMenu::badSceneAppliesNothing()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    state.setDModel(48);
    const Session before = state.session();
    const QString path = m_dir.filePath(QStringLiteral("bad.posenc"));
    Scene scene;
    scene.session.scheme.layout.dModel = 16;
    QJsonObject json = scene.toJson();
    QJsonObject session = json.value(QStringLiteral("session")).toObject();
    session.insert(QStringLiteral("base"), 0.5); // one bad field among good ones
    json.insert(QStringLiteral("session"), session);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson());
    file.close();

    QVERIFY(!window.sceneMenu()->open(path));
    QVERIFY(state.session() == before); // not even d_model 16
    QVERIFY2(window.sceneMenu()->lastProblem().contains(QStringLiteral("bad.posenc: session.base")),
             qPrintable(window.sceneMenu()->lastProblem()));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("sceneProblem"));
    QVERIFY(box && box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("Nothing of it was applied")));
    box->close();

    // A missing file is said so, and leaves the recent list.
    recentScenes::add(m_dir.filePath(QStringLiteral("gone.posenc")));
    QVERIFY(!window.sceneMenu()->open(m_dir.filePath(QStringLiteral("gone.posenc"))));
    QVERIFY(!recentScenes::list().contains(m_dir.filePath(QStringLiteral("gone.posenc"))));
    QVERIFY(state.session() == before);
}

void TestSceneMenu::droppedFileOpens()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    Scene scene;
    scene.session.scheme.layout.dModel = 20;
    scene.tab = Figure::Naive;
    const QString path = m_dir.filePath(QStringLiteral("dropped.posenc"));
    QVERIFY(scene.writeFile(path).isEmpty());

    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("picture.png")))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());

    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QTRY_COMPARE(state.dModel(), 20);
    QCOMPARE(window.currentFigure(), Figure::Naive);
}

void TestSceneMenu::presetKeepsTheLook()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    window.setTheme(Theme::Projector);
    window.setZoom(125);
    auto *toy = window.findChild<QAction *>(QStringLiteral("d3-toy"));
    QVERIFY(toy);
    toy->trigger();
    QCOMPARE(state.dModel(), 3);
    QCOMPARE(state.text(), QStringLiteral("我是一条狗"));
    QVERIFY2(SessionHistory::forState(&state)->stack()->undoText().startsWith(QStringLiteral("preset “The D = 3 toy")),
             qPrintable(SessionHistory::forState(&state)->stack()->undoText()));
    QCOMPARE(theme::current(), Theme::Projector);
    QCOMPARE(zoom::percent(), 125);
    auto *base = window.findChild<QAction *>(QStringLiteral("base-1000000"));
    QVERIFY(base);
    base->trigger();
    QCOMPARE(state.base(), 1e6);
    QCOMPARE(window.currentFigure(), Figure::Wavelength);
}

void TestSceneMenu::sceneInAnotherLanguageRebuildsTheWindow()
{
    ExplorerState state;
    WindowHost host(&state);
    host.window()->show();
    Scene scene;
    scene.language = QStringLiteral("zh_CN");
    scene.session.scheme.layout.dModel = 24;
    scene.tab = Figure::Relative;
    const QString path = m_dir.filePath(QStringLiteral("zh.posenc"));
    QVERIFY(scene.writeFile(path).isEmpty());
    QSignalSpy replaced(&host, &WindowHost::windowReplaced);
    QVERIFY(host.window()->sceneMenu()->open(path));
    QVERIFY(replaced.wait(5000));
    QCOMPARE(language::current(), QStringLiteral("zh_CN"));
    QCOMPARE(host.window()->currentFigure(), Figure::Relative); // kept through the rebuild
    QCOMPARE(state.dModel(), 24);
    host.setLanguage(QStringLiteral("en"));
    QVERIFY(replaced.wait(5000));
}

QTEST_MAIN(TestSceneMenu)
#include "tst_scenemenu.moc"
