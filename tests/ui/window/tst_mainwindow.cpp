#include "ui/families/ropefigures.h"
#include "ui/families/t5figures.h"
#include "golden.h"
// The window: every view present and fed by the one state; settings survive a restart.
#include "ui/export/figureexport.h"
#include "ui/figures/clockpainter.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/state/session.h"
#include "ui/state/sessionhistory.h"
#include "ui/views/clockview.h"
#include "ui/views/focusview.h"
#include "ui/views/plotview.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/widgets/formulastrip.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/livefields.h"
#include "ui/widgets/presentationbar.h"
#include "ui/widgets/sliderspinbox.h"
#include "ui/window/figurepage.h"
#include "ui/figures/figurestyle.h"
#include "ui/figures/scriptedtext.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelconfigmenu.h"
#include "ui/window/tablemenu.h"
#include "ui/window/windowhost.h"
#include "ui/state/language.h"
#include "ui/state/theme.h"
#include <QSignalSpy>

#include <QCheckBox>
#include <QComboBox>
#include <QClipboard>
#include <QUndoStack>
#include <QFile>
#include <QMimeData>
#include <QLabel>
#include <QLineEdit>
#include <QAbstractButton>
#include <QGroupBox>
#include <QKeySequence>
#include <QSettings>
#include <QTabBar>
#include <QSplitter>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include "ui/state/zoom.h"
#include <QDockWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTest>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QDoubleSpinBox>

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsEveryView();
    void formulaStripShowsParametersAndHover();
    void settingsSurviveARestart();
    void badSettingsAreReportedAndDefaulted();
    void sessionIsSavedWhileTheWindowRuns();
    void menuMnemonicsAreNotTakenByThePanel();
    void aStartThatNeverPaintedIsNotRepeated();
    void exportsDoNotWaitForTheWorker();
    void everyWhyViewHasATabAndACaption();
    void tabsFollowTheTwoSlots();
    void learnedTableFromTheFileMenu();
    void modelConfigFromTheFileMenu();
    void t5TableFromTheFileMenu();
    void focusAndTheEscOrder();
    void figureAloneTurnsWithPlaysFraction();
    void figureAloneRedrawsForItsOwnFieldsOnly();
    void fitsA720pScreenAtFullZoom();
    void linkedSelection();
    void presentationMode();
    void themeColoursEveryView();
    void languageRebuildsTheWindow();
    void menuAccessKeysAreUnique();
    void copyPutsTheFigureOnTheClipboard();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PosEncTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear();
}

void TestMainWindow::showsEveryView()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const Figure figure : {Figure::Embedding, Figure::Encoding, Figure::Sum}) {
        PlotView *view = window.plotView(figure);
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QCOMPARE(view->heatmap().rows(), 16);
        QCOMPARE(view->heatmap().columns(), 60);
        QVERIFY(view->height() > 150);
    }
    QVERIFY(window.clockView()->isVisible());
    QVERIFY(window.parameterPanel()->isVisible());
    QVERIFY(window.formulaStrip()->isVisible());
}

void TestMainWindow::formulaStripShowsParametersAndHover()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(window.formulaStrip()->formulaText().contains(QStringLiteral("10000<sup>−2i/60</sup>")));
    state.setBase(500);
    state.setDModel(8);
    QVERIFY(window.formulaStrip()->formulaText().contains(QStringLiteral("500<sup>−2i/8</sup>")));
    state.setHover({figureName(Figure::Encoding), 3, 1});
    const QString readout = window.formulaStrip()->readoutText();
    QVERIFY2(readout.contains(QStringLiteral("pos 3, j 1 → pair i = 0, cos")), qPrintable(readout));
    QVERIFY2(readout.contains(QStringLiteral("cos(3 × 1) = -0.989992")), qPrintable(readout));
}

void TestMainWindow::settingsSurviveARestart()
{
    // Every field of the session, changed through the state's setters as a user would, comes back.
    Session saved;
    {
        ExplorerState state;
        MainWindow window(&state);
        // Context extension first (a model sets the base and head_dim, changed again below): a config.json read,
        // then its block changed field by field.
        state.setField(QStringLiteral("modelConfig"), QStringLiteral(POSENC_CONFIG_FIXTURES "/gpt-neox-20b.json"));
        state.setField(QStringLiteral("ropeScaling"), QStringLiteral("yarn"));
        state.setField(QStringLiteral("scalingFactor"), 40.0);
        state.setField(QStringLiteral("originalMax"), 1024);
        state.setField(QStringLiteral("maxPositions"), 9999);
        state.setField(QStringLiteral("currentLength"), 77777);
        state.setField(QStringLiteral("betaFast"), 16.0);
        state.setField(QStringLiteral("betaSlow"), 2.0);
        state.setField(QStringLiteral("mscale"), 0.5);
        state.setField(QStringLiteral("mscaleAllDim"), 0.25);
        state.setField(QStringLiteral("yarnTruncate"), false);
        state.setField(QStringLiteral("lowFreqFactor"), 2.0);
        state.setField(QStringLiteral("highFreqFactor"), 8.0);
        state.setField(QStringLiteral("longFactor"), QVariantList{2.0, 3.0});
        state.setField(QStringLiteral("shortFactor"), QVariantList{1.0, 1.5});
        state.setField(QStringLiteral("attentionFactor"), 1.25);
        state.setField(QStringLiteral("ropeEngine"), QStringLiteral("llama.cpp"));
        state.setField(QStringLiteral("dtype"), QStringLiteral("bfloat16"));
        {
            // A preset and a config.json each replace the other's name; both are kept when set together.
            Session both = state.session();
            both.model = QStringLiteral("deepseek-v3");
            state.setSession(both);
        }
        // A learned table opened (GPT-2's wpe.weight of a two-tensor file, position 0 at row 1), then left
        // for the sinusoidal PE (whose d_model and L are free again).
        state.setField(QStringLiteral("tableTensor"), QStringLiteral("wpe.weight"));
        state.setField(QStringLiteral("tableOffset"), 1);
        state.setField(QStringLiteral("table"), QStringLiteral(POSENC_GOLDEN_DIR "/learned/two_tensors.safetensors"));
        QCOMPARE(state.dModel(), 6);
        state.setField(QStringLiteral("added"), QStringLiteral("sinusoidal"));
        state.setText(QStringLiteral("我是一条狗"));
        state.setLength(9); // not the token count
        state.setDModel(127);
        state.setBase(1000);
        state.setConvention(posenc::Convention::Fairseq); // layout, spacing, padding_idx 1
        state.setFirstPosition(2);
        state.setPosition(5);
        state.setOffset(-3);
        state.setScaleEmbedding(false);
        state.setDimension(100);
        state.setComparisonBase(123.5);
        state.setComparePosition(7);
        state.setCosineSimilarity(true);
        state.setField(QStringLiteral("waveColumns"), QStringLiteral("2, 3"));
        state.setField(QStringLiteral("clockHands"), QStringLiteral("1, 4, 20"));
        state.setAttentionText(QStringLiteral("the cat, the mat"));
        state.setAttentionReorderedText(QStringLiteral("the mat the cat,")); // the same tokens
        state.setAttentionWithPe(true);
        state.setHeadDim(4);
        state.setRotaryDim(2);
        state.setRopePairing(QStringLiteral("halves"));
        state.setQuery({1.5, -2, 0.25, 3});
        state.setKey({-1, 0, 2, 0.125});
        state.setField(QStringLiteral("alibiMask"), QStringLiteral("symmetric"));
        state.setField(QStringLiteral("t5MaxDistance"), 256);
        state.setField(QStringLiteral("t5Direction"), QStringLiteral("causal"));
        // A T5 table read (the decoder's, by the causal direction), then the slot changed: the table stays.
        state.setField(QStringLiteral("t5TableTensor"),
                       QStringLiteral("decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"));
        state.setField(QStringLiteral("t5Table"), QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors"));
        QCOMPARE(state.session().heads, 8);
        state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
        state.setField(QStringLiteral("heads"), 16);
        state.setField(QStringLiteral("head"), 5);
        state.setField(QStringLiteral("t5Buckets"), 64);
        state.setField(QStringLiteral("added"), QStringLiteral("none"));  // Llama's slots: nothing added,
        state.setField(QStringLiteral("scores"), QStringLiteral("rope")); // RoPE on the scores
        state.setField(QStringLiteral("mropeSequence"), QStringLiteral("text 1, image 1x2x2"));
        state.setField(QStringLiteral("mropeSection"), QStringLiteral("2,3,3"));
        state.setField(QStringLiteral("mropeInterleaved"), true);
        state.setField(QStringLiteral("temperatureRule"), QStringLiteral("mistral3"));
        state.setField(QStringLiteral("floorScale"), 16384.0);
        state.setField(QStringLiteral("attnScale"), 0.2);
        state.setField(QStringLiteral("lognSeqLength"), 4096);
        window.tabs()->setCurrentIndex(12); // RoPE, shown with RoPE on the scores
        saved = state.session();
        const QVariantMap defaults = Session::defaults().toVariants();
        for (const QString &key : Session::fieldKeys()) // the test covers every field
            QVERIFY2(saved.toVariants().value(key) != defaults.value(key), qPrintable(key));
        window.saveSettings();
    }
    ExplorerState state;
    MainWindow window(&state);
    window.restoreSettings();
    QCOMPARE(state.session(), saved);
    QCOMPARE(state.text(), QStringLiteral("我是一条狗"));
    QCOMPARE(state.length(), 9);
    QCOMPARE(state.comparisonBase(), 123.5);
    QVERIFY(state.cosineSimilarity());
    QCOMPARE(window.tabs()->currentIndex(), 12);
    QSettings().clear();
}

void TestMainWindow::sessionIsSavedWhileTheWindowRuns()
{
    // A crash or a killed session (SIGBUS, a logout) lost every change made since the window opened: the
    // settings were written in closeEvent() only (issue 54, N5). Now shortly after each change.
    QSettings().clear();
    ExplorerState state;
    MainWindow window(&state);
    window.restoreSettings();
    state.setDModel(72);
    state.setLength(333);
    QTRY_COMPARE_WITH_TIMEOUT(QSettings().value(QStringLiteral("parameters/dModel")).toInt(), 72, 5000);
    QCOMPARE(QSettings().value(QStringLiteral("parameters/length")).toInt(), 333);
    QSettings().clear();
}

void TestMainWindow::menuMnemonicsAreNotTakenByThePanel()
{
    // Alt+F must open File, not focus "First position" (issue 54 item 10: 起始位置(F) took it in Chinese). Every
    // menu title's Alt+letter, in both languages, is used by no label or button of the window.
    for (const QString &code : language::codes()) {
        QVERIFY(language::install(code));
        ExplorerState state;
        MainWindow window(&state);
        QMap<QChar, QString> menus;
        for (QAction *action : window.menuBar()->actions())
            if (const int key = QKeySequence::mnemonic(action->text())[0].key() & ~Qt::MODIFIER_MASK; key != 0)
                menus.insert(QChar(key).toUpper(), action->text());
        QVERIFY(!menus.isEmpty());
        const auto check = [&](const QString &text) {
            const QKeySequence sequence = QKeySequence::mnemonic(text);
            if (sequence.isEmpty())
                return;
            const QChar letter = QChar(sequence[0].key() & ~Qt::MODIFIER_MASK).toUpper();
            QVERIFY2(!menus.contains(letter), qPrintable(QStringLiteral("%1: '%2' takes Alt+%3 of the menu '%4'")
                                                             .arg(code, text, letter, menus.value(letter))));
        };
        for (const QLabel *label : window.findChildren<QLabel *>())
            if (label->buddy())
                check(label->text());
        for (const QAbstractButton *button : window.findChildren<QAbstractButton *>())
            check(button->text());
        for (const QGroupBox *box : window.findChildren<QGroupBox *>())
            check(box->title());
        for (const QTabBar *tabs : window.findChildren<QTabBar *>())
            for (int i = 0; i < tabs->count(); ++i)
                check(tabs->tabText(i));
    }
    QVERIFY(language::install(QStringLiteral("en")));
}

void TestMainWindow::badSettingsAreReportedAndDefaulted()
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("parameters/dModel"), 1e9);
        settings.setValue(QStringLiteral("parameters/base"), 0);
    }
    {
        // Written by hand, unquoted, as a user editing the file would: QSettings reads it back as a list.
        QFile file(QSettings().fileName());
        QVERIFY(file.open(QIODevice::Append));
        file.write("\n[parameters]\nattentionText=a, b, c\nattentionReorderedText=b, a, c\n");
    }
    ExplorerState state;
    MainWindow window(&state);
    window.restoreSettings();
    QCOMPARE(state.dModel(), 60);     // the default, not a clamp of 1e9
    QCOMPARE(state.base(), 10000.0);  // likewise, not 1.0000000000000002
    QCOMPARE(state.attentionText(), QStringLiteral("a, b, c")); // read back as a list by QSettings
    QCOMPARE(state.attentionReorderedText(), QStringLiteral("b, a, c"));
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("d_model = 1000000000 is out of range")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("base = 0 is out of range")), qPrintable(message));
    QSettings().clear();
}

void TestMainWindow::aStartThatNeverPaintedIsNotRepeated()
{
    {
        ExplorerState state;
        MainWindow window(&state);
        state.setDModel(128);
        window.saveSettings();
    }
    {
        // Restored, then killed before the window painted (it is never shown here).
        ExplorerState state;
        MainWindow window(&state);
        window.restoreSettings();
        QCOMPARE(state.dModel(), 128);
    }
    {
        ExplorerState state;
        MainWindow window(&state);
        window.restoreSettings();
        QCOMPARE(state.dModel(), 60); // defaults this time
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("did not reach its window")));
        window.show(); // this one paints: the guard is cleared
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!QSettings().value(QStringLiteral("startup/unpainted")).toBool());
    }
    ExplorerState state;
    MainWindow window(&state);
    state.setDModel(96);
    window.saveSettings();
    ExplorerState again;
    MainWindow next(&again);
    next.restoreSettings();
    QCOMPARE(again.dModel(), 96); // a painted start restores as usual
    QSettings().clear();
}

void TestMainWindow::exportsDoNotWaitForTheWorker()
{
    // The window computes the attention head on a worker; its export still gets the numbers at once.
    ExplorerState state;
    MainWindow window(&state);
    state.setAttentionText(QStringLiteral("the cat sat"));
    state.setAttentionReorderedText(QStringLiteral("sat cat the"));
    QVERIFY(!state.attentionDemo().has_value()); // the view would show "Computing…"
    const FigureTable table = figureTable(state, Figure::Attention);
    QCOMPARE(table.rows, 6);
    QCOMPARE(table.columns, 3);
    QVERIFY(QTest::qWaitFor([&] { return state.attentionDemo().has_value(); }, 10000));
}

void TestMainWindow::fitsA720pScreenAtFullZoom()
{
    // At 100 % the window fits 1280 x 720 with every convention (the paper's long name in the formula strip
    // once made it zoom itself down to 90 %).
    ExplorerState state;
    MainWindow window(&state);
    for (const posenc::ConventionInfo &info : posenc::conventions()) {
        state.setConvention(info.convention);
        QCoreApplication::processEvents();
        QVERIFY2(window.minimumSizeHint().width() <= 1280,
                 qPrintable(QStringLiteral("%1: %2 px").arg(posenc::conventionNames.name(info.convention)).arg(window.minimumSizeHint().width())));
    }
}

void TestMainWindow::everyWhyViewHasATabAndACaption()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.tabs()->count(), 19);
    QCOMPARE(window.currentFigure(), Figure::Encoding);
    // Tab 6, Derivations, holds three figures in sub-tabs (tst_whyfigures).
    const QList<std::pair<int, Figure>> why{{1, Figure::Waves},     {2, Figure::Wavelength}, {3, Figure::WhyExponent},
                                            {4, Figure::WhyPairs},  {5, Figure::Relative},   {7, Figure::Similarity},
                                            {8, Figure::Naive},     {9, Figure::Attention},  {10, Figure::Layouts}};
    for (const auto &[tab, figure] : why) {
        window.tabs()->setCurrentIndex(tab);
        QCOMPARE(window.currentFigure(), figure);
        auto *page = qobject_cast<FigurePage *>(window.tabs()->currentWidget());
        QVERIFY(page);
        auto *caption = page->findChild<QLabel *>(QStringLiteral("caption"));
        QVERIFY(caption);
        QVERIFY(caption->isVisible());
        QCOMPARE(caption->text(), htmlScripts(figureCaption(figure, state.session())));
        QVERIFY(page->view()->isVisible());
    }
    // The RoPE tab: shown while RoPE acts on the scores (not in the 2017 Transformer's defaults). Three
    // figures, one sub-tab each with its caption; the one shown is the current figure, and showing a figure
    // opens its sub-tab.
    QVERIFY(!window.tabs()->isTabVisible(12));
    state.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    QVERIFY(window.tabs()->isTabVisible(12));
    window.tabs()->setCurrentIndex(12);
    QCOMPARE(window.currentFigure(), ropeFigures::rotation);
    for (const Figure figure : {ropeFigures::decay, ropeFigures::score, ropeFigures::rotation}) {
        window.tabs()->setCurrentIndex(0);
        window.showFigure(figure);
        QCOMPARE(window.currentFigure(), figure);
        auto *page = qobject_cast<FigurePage *>(window.findChild<QWidget *>(figureName(figure) + QStringLiteral("Page")));
        QVERIFY(page);
        QVERIFY(page->view()->isVisible());
        auto *caption = page->findChild<QLabel *>(QStringLiteral("caption"));
        QVERIFY(caption && caption->isVisible());
        QCOMPARE(caption->text(), htmlScripts(figureCaption(figure, state.session())));
    }
}

void TestMainWindow::tabsFollowTheTwoSlots()
{
    // What is added to the embedding and what acts on the scores decide the views shown, from the panel.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto shownTabs = [&window] {
        QStringList titles;
        for (int i = 0; i < window.tabs()->count(); ++i)
            if (window.tabs()->isTabVisible(i))
                titles << window.tabs()->tabText(i).remove(QLatin1Char('&'));
        return titles.join(QLatin1Char(','));
    };
    QCOMPARE(shownTabs(), QStringLiteral("Encoding,Waves,Wavelengths,Why 2i/d,Why pairs,Relative offset,Derivations,Similarity,Why not 1, 2, 3,Attention,Layouts,Compare,Models"));
    auto *added = window.findChild<QComboBox *>(QStringLiteral("added"));
    auto *scores = window.findChild<QComboBox *>(QStringLiteral("scores"));
    QVERIFY(added && scores);
    QCOMPARE(added->currentData().toString(), QStringLiteral("sinusoidal"));
    QCOMPARE(scores->currentData().toString(), QStringLiteral("none"));

    // Llama: nothing added, RoPE on the scores, chosen in the panel.
    window.tabs()->setCurrentIndex(1); // Waves: hidden next, the window shows another tab
    added->setCurrentIndex(added->findData(QStringLiteral("none")));
    Q_EMIT added->activated(added->currentIndex());
    scores->setCurrentIndex(scores->findData(QStringLiteral("rope")));
    Q_EMIT scores->activated(scores->currentIndex());
    QCOMPARE(state.session().added, posenc::AddedEncoding::None);
    QCOMPARE(state.session().scores, posenc::ScoreEncoding::Rope);
    QCOMPARE(shownTabs(), QStringLiteral("Encoding,Why not 1, 2, 3,Attention,RoPE,Long context,Compare,Models"));
    QVERIFY(window.tabs()->isTabVisible(window.tabs()->currentIndex()));
    // The Encoding tab keeps the embedding; PE, the sum and the clocks go; its figure is the embedding.
    window.tabs()->setCurrentIndex(0);
    QCOMPARE(window.currentFigure(), Figure::Embedding);
    QVERIFY(!window.clockView()->isVisible());
    QVERIFY(state.encoding().cwiseAbs().maxCoeff() == 0.0); // nothing added: the sum is the embedding
    QVERIFY(!window.findChild<QComboBox *>(QStringLiteral("convention"))->isEnabled());
    QVERIFY(window.formulaStrip()->formulaText().startsWith(QStringLiteral("Nothing is added")));

    // Undo brings the slot back, and with it the tabs and the views.
    SessionHistory::forState(&state)->stack()->undo();
    QCOMPARE(scores->currentData().toString(), QStringLiteral("none"));
    SessionHistory::forState(&state)->stack()->undo();
    QCOMPARE(added->currentData().toString(), QStringLiteral("sinusoidal"));
    QCOMPARE(shownTabs(), QStringLiteral("Encoding,Waves,Wavelengths,Why 2i/d,Why pairs,Relative offset,Derivations,Similarity,Why not 1, 2, 3,Attention,Layouts,Compare,Models"));
    window.tabs()->setCurrentIndex(0);
    QVERIFY(window.clockView()->isVisible());
    QCOMPARE(window.currentFigure(), Figure::Encoding);
}

// File > Open Table: a checkpoint's table becomes what is added (one undo step); the sinusoidal-only
// views go, the PE map shows the table; a file that is no table says why and changes nothing.
void TestMainWindow::modelConfigFromTheFileMenu()
{
    // File > Open Model Config…: one undo step, RoPE on the scores with the file's settings, the Long context tab
    // shown after RoPE with its controls following; the message lists what was read and ignored. A bad file is
    // one message and changes nothing.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("openModelConfig")));
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    const int steps = stack->count();
    QVERIFY(window.configMenu()->open(QStringLiteral(POSENC_CONFIG_FIXTURES "/qwen2.5-7b-yarn.json")));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("the model's config.json"));
    const Session s = state.session();
    QCOMPARE(s.scores, posenc::ScoreEncoding::Rope);
    QCOMPARE(s.scheme.base(), 1e6);
    QCOMPARE(ropeOf(s).headDim, 128);
    QCOMPARE(ropeOf(s).scaling.type, posenc::RopeScalingType::Yarn);
    QCOMPARE(ropeOf(s).scaling.factor, 4.0);
    QCOMPARE(ropeOf(s).currentLength, 131072); // the target length: L0 × factor
    QVERIFY2(window.configMenu()->lastMessage().contains(QStringLiteral("rope_scaling.low_freq_factor: not read by yarn")),
             qPrintable(window.configMenu()->lastMessage()));
    window.showFigure(ropeFigures::scaling);
    QCOMPARE(window.currentFigure(), ropeFigures::scaling);
    QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), QStringLiteral("&Long context"));
    // The controls follow the session and edit it: YaRN's betas enabled, llama3's factors not.
    auto *factor = window.findChild<QDoubleSpinBox *>(QStringLiteral("scalingFactor"));
    QVERIFY(factor);
    QCOMPARE(factor->value(), 4.0);
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("betaFast"))->isEnabled());
    QVERIFY(!window.findChild<QWidget *>(QStringLiteral("lowFreqFactor"))->isEnabled());
    factor->setValue(8.0);
    QCOMPARE(ropeOf(state.session()).scaling.factor, 8.0);
    stack->undo();
    QCOMPARE(ropeOf(state.session()).scaling.factor, 4.0);
    const Session read = state.session();
    QTemporaryDir dir;
    QFile bad(dir.filePath(QStringLiteral("config.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"head_dim": 64, "rope_scaling": {"rope_type": "yarn", "factor": 0.5}})");
    bad.close();
    QVERIFY(!window.configMenu()->open(bad.fileName()));
    QVERIFY2(window.configMenu()->lastMessage().contains(QStringLiteral("factor")), qPrintable(window.configMenu()->lastMessage()));
    QCOMPARE(state.session(), read);
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

void TestMainWindow::learnedTableFromTheFileMenu()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Session before = state.session();
    const QString dir = QStringLiteral(POSENC_GOLDEN_DIR "/learned/");
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    const int steps = stack->count();
    QVERIFY(window.tableMenu()->open(dir + QStringLiteral("two_tensors.safetensors"), QStringLiteral("wpe.weight")));
    QCOMPARE(stack->count(), steps + 1); // one undo step
    QCOMPARE(stack->undoText(), QStringLiteral("the learned table")); // not "the table's tensor and 4 more"
    QCOMPARE(state.session().added, posenc::AddedEncoding::Learned);
    QCOMPARE(state.dModel(), 6);
    QCOMPARE(state.length(), 10); // the sentence's 16 tokens, but the table has 10 positions
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("learned/learned_T_f32.csv"));
    QCOMPARE(maxAbsDifference(state.encoding(), golden), 0.0);
    // The Learned table tab: the whole table, its similarity and its spectrum, one sub-tab each.
    QVERIFY(window.tabs()->isTabVisible(11));
    for (const Figure figure : {Figure::LearnedSpectrum, Figure::LearnedSimilarity, Figure::Learned}) {
        window.showFigure(figure);
        QCOMPARE(window.currentFigure(), figure);
        QCOMPARE(window.tabs()->currentIndex(), 11);
    }
    window.tabs()->setCurrentIndex(0);
    QVERIFY(!window.clockView()->isVisible()); // a table has no pairs to turn
    QVERIFY2(window.formulaStrip()->formulaText().contains(QStringLiteral("no formula, no pairs")),
             qPrintable(window.formulaStrip()->formulaText()));
    auto *added = window.findChild<QComboBox *>(QStringLiteral("added"));
    QCOMPARE(added->currentData().toString(), QStringLiteral("learned"));
    // d_model is the table's while it is added.
    state.setDModel(8);
    QCOMPARE(state.dModel(), 6);
    // The attention demonstration adds the table's rows 0 .. n-1: the reordered sentence's weights are no
    // longer the first's, reordered; a sentence longer than the table has no row to add and says so.
    QVERIFY(window.findChild<QCheckBox *>(QStringLiteral("attentionWithPe"))->isEnabled());
    state.setAttentionText(QStringLiteral("I love you"));
    state.setAttentionReorderedText(QStringLiteral("you love I"));
    state.setAttentionWithPe(false);
    QTRY_VERIFY(state.attentionDemo().has_value()); // computed on a worker in the window
    QVERIFY(state.attentionDemo()->mismatch < 1e-12);
    state.setAttentionWithPe(true);
    QVERIFY(state.session().attentionAddsEncoding());
    QTRY_VERIFY(state.attentionDemo().has_value());
    QVERIFY2(state.attentionDemo()->mismatch > 1e-6, qPrintable(QString::number(state.attentionDemo()->mismatch)));
    state.setAttentionText(QStringLiteral("one two three four five six seven eight nine ten eleven"));
    QTRY_VERIFY(!state.attentionBusy() && !state.attentionDemo().has_value());
    QVERIFY2(state.attentionError().contains(QStringLiteral("holds positions 0 .. 9 only")), qPrintable(state.attentionError()));
    state.setAttentionText(QStringLiteral("I love you"));
    state.setAttentionWithPe(false);

    const Session withTable = state.session();
    QVERIFY(!window.tableMenu()->open(dir + QStringLiteral("truncated.npy")));
    QVERIFY2(window.tableMenu()->lastProblem().contains(QStringLiteral("file truncated (expected 480 data bytes, found 200)")),
             qPrintable(window.tableMenu()->lastProblem()));
    QCOMPARE(state.session(), withTable);
    // Undo to the start: the table's one step (and the attention switch's) undone, the session before it.
    stack->setIndex(steps);
    QCOMPARE(state.session(), before);
}

// A T5 checkpoint through File > Open Table (or a drop): its bias tables are found by name and read as T5's,
// the direction choosing the encoder's; the T5 tab's figure names the table; H is the table's; one undo step.
void TestMainWindow::t5TableFromTheFileMenu()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Session before = state.session();
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    const int steps = stack->count();
    QVERIFY(window.tableMenu()->open(QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors")));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("the T5 bias table"));
    QCOMPARE(state.session().scores, posenc::ScoreEncoding::T5);
    QCOMPARE(state.session().heads, 8);
    QCOMPARE(t5Of(state.session()).spec.numBuckets, 32);
    QCOMPARE(t5BiasTable(state.session())(31, 7), 15.0 / 8 + 7.0 / 64); // the encoder's
    window.showFigure(t5Figures::bias);
    QCOMPARE(window.currentFigure(), t5Figures::bias);
    // The Heads spin box offers the table's 8 only.
    auto *heads = window.findChild<FieldSpinBox *>(QStringLiteral("heads"));
    QVERIFY(heads);
    QCOMPARE(heads->maximum(), 8);
    QCOMPARE(heads->minimum(), 8);
    // A file that is no T5 table: its message, nothing changed.
    const Session withTable = state.session();
    QVERIFY(!window.tableMenu()->openT5(QStringLiteral(POSENC_T5_FIXTURES "/t5_bias_nan.npy")));
    QVERIFY2(window.tableMenu()->lastProblem().contains(QStringLiteral("the bias of bucket 3, head 1 is nan")),
             qPrintable(window.tableMenu()->lastProblem()));
    QCOMPARE(state.session(), withTable);
    stack->setIndex(steps);
    QCOMPARE(state.session(), before);
}

void TestMainWindow::focusAndTheEscOrder()
{
    // Presentation mode shows one figure alone over the whole window, drawn as a slide of the window's size
    // (the smallest text height / 40); Page Down / Up step through every shown view's figure (the clocks
    // too); F shows its tab; there Esc closes the large clocks first, and only then presentation mode.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isPresentation());
    FocusView *focus = window.focusView();
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Encoding));
    QVERIFY(focus->isVisible());
    // The slim bar's strip is left free below the figure (painted in the figure's background).
    QCOMPARE(focus->geometry(), window.rect());
    QVERIFY(window.presentationBar()->reservedHeight() > 0);
    const QImage strip = focus->grab(QRect(0, focus->height() - window.presentationBar()->reservedHeight(), focus->width(),
                                           window.presentationBar()->reservedHeight())).toImage();
    QCOMPARE(strip.pixelColor(strip.width() / 2, strip.height() / 2), strip.pixelColor(1, 1));
    // Live: the focused PE follows d_model (its painting changes).
    const QImage before = focus->grab().toImage();
    state.setDModel(16);
    QVERIFY(focus->grab().toImage() != before);
    // Page Down: the next figure, alone too: the sum, then the clocks of the same tab, then the next tab's.
    const QList<Figure> order = window.figuresAlone();
    QCOMPARE(order.mid(0, 7), (QList<Figure>{Figure::Embedding, Figure::Encoding, Figure::Sum, Figure::Clock,
                                             Figure::ClockPair, Figure::ClockHands, Figure::Waves}));
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Sum));
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Clock));
    QTest::keyClick(&window, Qt::Key_PageDown); // the selected pair's clock, then the three hands, filling the screen
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::ClockPair));
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::ClockHands));
    QCOMPARE(focus->geometry(), window.rect());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Waves));
    QCOMPARE(window.currentFigure(), Figure::Waves); // its tab is the current one
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::ClockHands));
    window.showAlone(Figure::Clock);
    // A deck does not wrap: Page Up on the first figure and Page Down on the last stay there.
    window.showAlone(order.first());
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(focus->figure(), std::optional<Figure>(order.first()));
    window.showAlone(order.last());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(order.last()));
    window.showAlone(Figure::Clock);
    // Zoom keys: the text of the figure alone, not the window's.
    const int windowZoom = zoom::percent();
    QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(focus->textScale(), 1.1);
    QCOMPARE(zoom::percent(), windowZoom);
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(focus->textScale(), 1.0);
    // F: the tab with all its views; the large clock there; Esc closes it, then leaves presentation mode.
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(!focus->isVisible());
    QVERIFY(window.clockView()->isVisible());
    window.clockView()->showLargeClock(3);
    QVERIFY(window.clockView()->largeClocks());
    QTest::keyClick(&window, Qt::Key_F); // F on the large clock: that clock alone, the whole screen
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::ClockPair));
    QCOMPARE(focus->geometry(), window.rect());
    QTest::keyClick(&window, Qt::Key_F); // and back to it in its tab
    QVERIFY(window.clockView()->largeClocks());
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.clockView()->largeClocks()); // the large clock went first
    QVERIFY(window.isPresentation());
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(focus->isVisible());
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Clock)); // F, F: the same figure again
    QCOMPARE(window.focusedFigure(), Figure::Clock);                 // what Ctrl+C copies
    QTest::keyClick(focus, Qt::Key_Tab); // not to a widget hidden under it
    QCOMPARE(QApplication::focusWidget(), focus);
    QTest::keyClick(&window, Qt::Key_Escape); // the figure alone is presentation mode's own: Esc leaves
    QVERIFY(!window.isPresentation());
    QVERIFY(!focus->isVisible());
    QVERIFY(!window.closeInnermost()); // nothing left to close
    // Typing an f into the sentence is typing, not the key F.
    auto *sentence = window.findChild<QLineEdit *>(QStringLiteral("textEdit"));
    QVERIFY(sentence);
    sentence->setFocus();
    sentence->setText(QStringLiteral("o"));
    QTest::keyClick(sentence, Qt::Key_F);
    QCOMPARE(sentence->text(), QStringLiteral("of"));
    QVERIFY(!focus->isVisible());
    // F works outside presentation mode too, with Page Down / Up to the next figure; F again goes back.
    window.tabs()->setCurrentIndex(0);
    window.tabs()->setFocus();
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(focus->isVisible());
    QCOMPARE(focus->geometry(), window.rect());
    QTest::keyClick(focus, Qt::Key_PageDown);
    QCOMPARE(focus->figure(), std::optional<Figure>(Figure::Sum));
    window.showAlone(Figure::Waves);
    // The waves stop applying when nothing is added: the figure alone gives way to the current tab's.
    state.setField(QStringLiteral("added"), QStringLiteral("none"));
    QVERIFY2(focus->figure() && figureApplies(figureEntry(*focus->figure()), state.session()), focus->figure() ? qPrintable(figureName(*focus->figure()) + QString::number(window.tabs()->currentIndex())) : "none");
    state.setField(QStringLiteral("added"), QStringLiteral("sinusoidal"));
    QTest::keyClick(&window, Qt::Key_Escape); // outside presentation mode Esc closes the figure alone
    QVERIFY(!focus->isVisible());
}

void TestMainWindow::figureAloneTurnsWithPlaysFraction()
{
    // pos and Play's fraction of it move the figure alone; a frame that only moves the selection (the
    // marks over an image of the rest) looks exactly as the whole figure drawn again.
    ExplorerState state;
    state.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    FocusView *focus = window.focusView();
    for (const Figure figure : {Figure::Encoding, Figure::Waves, Figure::Clock, ropeFigures::rotation}) {
        window.showAlone(figure);
        state.setPosition(1);
        const QImage whole = focus->grab().toImage();
        state.setPosition(3); // a selection change: the heat map's row frame moves (over its colour scale once)
        state.setPositionFraction(0.5);
        const QImage moved = focus->grab().toImage(); // the selection's frame
        QVERIFY2(moved != whole, qPrintable(figureName(figure)));
        focus->dataChanged();
        const QImage again = focus->grab().toImage();
        int differ = 0, most = 0;
        for (int y = 0; y < again.height(); ++y)
            for (int x = 0; x < again.width(); ++x)
                if (again.pixel(x, y) != moved.pixel(x, y)) {
                    ++differ;
                    most = std::max(most, std::abs(qGray(again.pixel(x, y)) - qGray(moved.pixel(x, y))));
                }
        QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1: %2 pixels differ, by up to %3 grey levels").arg(figureName(figure)).arg(differ).arg(most)));
    }
    state.setPositionFraction(0);
    window.toggleFocus();
}

void TestMainWindow::figureAloneRedrawsForItsOwnFieldsOnly()
{
    // A field the figure alone does not read leaves it as it is (every field drew it whole again: a step of k
    // on Compare alone took 75 ms at 3840 x 2160); one it reads draws it whole at once, in the same paint.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    FocusView *focus = window.focusView();
    window.showAlone(Figure::Wavelength); // reads d_model, base and L, not the offset k or pos′
    focus->repaint();
    QCoreApplication::processEvents();
    focus->repaint();
    const int before = focus->wholePaints();
    state.setOffset(state.offset() + 3);
    state.setComparePosition(state.comparePosition() + 1);
    focus->repaint();
    QCoreApplication::processEvents();
    focus->repaint();
    QCOMPARE(focus->wholePaints(), before);
    state.setBase(500.0);
    focus->repaint(); // before the coalesced frequenciesChanged(): drawn whole already
    QCOMPARE(focus->wholePaints(), before + 1);
    QCoreApplication::processEvents();
    focus->repaint();
    QVERIFY(focus->wholePaints() >= before + 1);
    window.toggleFocus();
}

void TestMainWindow::linkedSelection()
{
    // Choosing a pair in one view selects it everywhere: a clock click shows in the relative view's control.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *grid = window.clockView()->findChild<ClockGridWidget *>();
    QVERIFY(grid);
    const ClockGrid layout = ClockGrid::forWidth(grid->width(), ClockGridWidget::minCellSize());
    QTest::mouseClick(grid, Qt::LeftButton, {}, layout.cellRect(3).center().toPoint());
    QCOMPARE(state.selectedPair(), 3);
    auto *pair = window.findChild<QSpinBox *>(QStringLiteral("pair"));
    QVERIFY(pair);
    QCOMPARE(pair->value(), 3);
    auto *dimension = window.findChild<QSpinBox *>(QStringLiteral("dimension"));
    QCOMPARE(dimension->value(), 6);
}

void TestMainWindow::presentationMode()
{
    zoom::setPercent(100);
    ExplorerState state;
    MainWindow window(&state);
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("parametersDock"));
    QVERIFY(dock && dock->isVisible());
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isPresentation());
    QVERIFY(!dock->isVisible());
    QVERIFY(!window.menuBar()->isVisible());
    QVERIFY(zoom::percent() >= 100);
    // The whole-tab view's text is the back row's too: the figures' font 1/40 of the screen's height.
    const int screenLines = window.screen()->geometry().height();
    QVERIFY2(FigureStyle::screen().font.pixelSize() >= screenLines / 40 || zoom::percent() == zoom::maxPercent,
             qPrintable(QStringLiteral("%1 px on %2 lines").arg(FigureStyle::screen().font.pixelSize()).arg(screenLines)));
    QCOMPARE(window.tabs()->currentIndex(), 0);
    // It starts with the figure alone; F shows the tab with all its views.
    QVERIFY(window.focusView()->isVisible());
    QTest::keyClick(&window, Qt::Key_F);
    QVERIFY(!window.focusView()->isVisible());
    // A splitter moved in the hall (the clocks made larger) is put back on leaving.
    auto *encodingSplit = window.findChild<QSplitter *>(QStringLiteral("encodingPage"));
    QVERIFY(encodingSplit);
    const QByteArray splitBefore = encodingSplit->saveState();
    encodingSplit->setSizes({100, 900});
    QVERIFY(encodingSplit->saveState() != splitBefore);
    // The menu's keys work with the menu bar hidden: Ctrl++ zooms presentation mode further.
    const int presentationZoom = zoom::percent();
    QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(zoom::percent() > presentationZoom || presentationZoom == zoom::maxPercent);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(zoom::percent(), presentationZoom);
    // The slim bar of sliders: shown on entering (and on mouse moves), over the bottom of the window.
    PresentationBar *bar = window.presentationBar();
    QVERIFY(bar->isActive());
    QTRY_VERIFY(bar->isVisible());
    QCOMPARE(bar->geometry().bottom(), window.rect().bottom());
    QCOMPARE(bar->width(), window.width());
    // A zoom while it shows (as entering presentation mode on a 4K screen: 300 %): the bar takes the new
    // font's height once the font has reached its controls (it kept its 100 % height, controls cut). Its
    // text is never below the window's height / 40 (25 px here), the font of about 200 %.
    QCOMPARE(QFontInfo(bar->font()).pixelSize(), window.height() / 40);
    const int before = bar->height();
    window.setZoom(300);
    QTRY_VERIFY2(bar->height() > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(bar->height())));
    QCOMPARE(bar->height(), bar->sizeHint().height());
    QCOMPARE(bar->geometry().bottom(), window.rect().bottom());
    window.setZoom(100);
    QTRY_COMPARE(bar->height(), before);
    bar->fields()->position()->spinBox()->setValue(5); // as typed or dragged
    QCOMPARE(state.position(), 5);
    state.setOffset(3);
    QCOMPARE(bar->fields()->offset()->value(), 3);
    bar->fields()->dModel()->spinBox()->setValue(64);
    QCOMPARE(state.dModel(), 64);
    state.setPosition(1);
    state.setOffset(2);
    state.setDModel(60);
    // Page Down / Page Up through the views, in teaching order, wrapping.
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.tabs()->currentIndex(), 1);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QTest::keyClick(&window, Qt::Key_PageUp);
    // The last tab shown: Models (always, after Compare); the learned table's and RoPE's before Compare are
    // hidden (no table added, nothing acts on the scores).
    for (int hidden = 3; hidden <= 8; ++hidden) // Sandwich, T5, ALiBi, Long context, RoPE, the learned table
        QVERIFY(!window.tabs()->isTabVisible(window.tabs()->count() - hidden));
    QCOMPARE(window.tabs()->currentIndex(), window.tabs()->count() - 1);
    // Right / Left: one position forward and back, wrapping.
    const int pos = state.position();
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(state.position(), pos + 1);
    QTest::keyClick(&window, Qt::Key_Left);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(state.position(), pos - 1);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(state.position(), state.firstPosition() + state.length() - 1);
    // F6: the parameters at hand, and away again.
    QTest::keyClick(&window, Qt::Key_F6);
    QVERIFY(dock->isVisible());
    QTest::keyClick(&window, Qt::Key_F6);
    QVERIFY(!dock->isVisible());
    // Esc leaves, and puts back what was there; outside presentation mode Esc and Page Down do nothing.
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isPresentation());
    QVERIFY(!bar->isVisible() && !bar->isActive());
    QVERIFY(dock->isVisible());
    QVERIFY(window.menuBar()->isVisible());
    QCOMPARE(zoom::percent(), 100);
    QCOMPARE(encodingSplit->saveState(), splitBefore);
    const int tab = window.tabs()->currentIndex();
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.tabs()->currentIndex(), tab);
    // Help > Keyboard Shortcuts lists them, from the actions.
    QStringList listed;
    for (const auto &[keys, text] : window.shortcuts())
        listed << keys + QLatin1Char(' ') + text;
    const QString all = listed.join(QLatin1Char('\n'));
    for (const QString &expected : {QStringLiteral("F5 Presentation"), QStringLiteral("F6 Show Parameters"),
                                    QStringLiteral("PgDown Next figure"), QStringLiteral("F Focus on Figure"),
                                    QStringLiteral("Esc Close the figure alone or the large clocks; leave presentation")})
        QVERIFY2(all.contains(expected), qPrintable(all));
}

void TestMainWindow::themeColoursEveryView()
{
    ExplorerState state;
    MainWindow window(&state);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto cornerLightness = [](QWidget *view) { return view->grab().toImage().pixelColor(3, 3).lightness(); };
    PlotView *pe = window.plotView(Figure::Encoding);
    QVERIFY(cornerLightness(pe) > 200);
    window.setTheme(Theme::Dark);
    QCoreApplication::processEvents();
    QCOMPARE(theme::current(), Theme::Dark);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    QVERIFY2(cornerLightness(pe) < 60, qPrintable(QString::number(cornerLightness(pe))));
    window.tabs()->setCurrentWidget(window.plotView(Figure::Wavelength)->parentWidget());
    QCoreApplication::processEvents();
    QVERIFY(cornerLightness(window.plotView(Figure::Wavelength)) < 60);
    // The menu's check follows; the export dialog starts with the window's theme (exportFigure()).
    const auto *dark = window.findChild<QAction *>(QStringLiteral("theme_dark"));
    QVERIFY(dark && dark->isChecked());
    window.saveSettings();
    QCOMPARE(QSettings().value(QStringLiteral("window/theme")).toString(), QStringLiteral("dark"));
    window.setTheme(Theme::Light);
    QCoreApplication::processEvents();
    QVERIFY(cornerLightness(pe) > 200);
}

void TestMainWindow::languageRebuildsTheWindow()
{
    ExplorerState state;
    state.setDModel(64);
    WindowHost host(&state);
    host.window()->show();
    host.window()->tabs()->setCurrentIndex(2);
    QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("&File"));
    QSignalSpy replaced(&host, &WindowHost::windowReplaced);
    host.setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(replaced.wait(5000));
    MainWindow *window = host.window();
    QCOMPARE(language::current(), QStringLiteral("zh_CN"));
    QCOMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("文件(&F)"));
    QCOMPARE(window->tabs()->tabText(0), QStringLiteral("编码(&G)"));
    QCOMPARE(window->tabs()->currentIndex(), 2); // what the lecturer was showing
    QCOMPARE(state.dModel(), 64);                 // the same session
    QCOMPARE(window->plotView(Figure::Encoding)->heatmap().columns(), 64);
    QVERIFY(window->findChild<QAction *>(QStringLiteral("language_zh_CN"))->isChecked());
    QCOMPARE(QSettings().value(QStringLiteral("window/language")).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(WindowHost::savedLanguage(), QStringLiteral("zh_CN"));
    host.setLanguage(QStringLiteral("en"));
    QVERIFY(replaced.wait(5000));
    QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("&File"));
    host.setLanguage(QStringLiteral("klingon")); // not one: nothing changes
    QVERIFY(!replaced.wait(200));
}

void TestMainWindow::menuAccessKeysAreUnique()
{
    // Alt+letter reaches one item of a menu, in English and in Chinese ("显示参数(&M)").
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(language::install(code));
        ExplorerState state;
        MainWindow window(&state);
        const auto keyOf = [](const QString &text) {
            const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
            return at < 0 ? QChar() : text.at(at + 1).toLower();
        };
        QList<QList<QAction *>> menus{window.menuBar()->actions()};
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu())
                menus.append(menu->menu()->actions());
        for (const QList<QAction *> &actions : std::as_const(menus)) {
            QHash<QChar, QString> seen;
            for (const QAction *action : actions) {
                const QChar key = keyOf(action->text());
                if (key.isNull())
                    continue;
                QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("%1: '%2' and '%3' share &%4")
                                                              .arg(code, seen.value(key), action->text(), key)));
                seen.insert(key, action->text());
            }
        }
    }
    language::install(QStringLiteral("en"));
}

void TestMainWindow::copyPutsTheFigureOnTheClipboard()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QClipboard *clipboard = QGuiApplication::clipboard();
    clipboard->clear();
    // The context menu's Copy of a view (its signal), at the export dialog's size.
    Q_EMIT window.plotView(Figure::Sum)->copyRequested(Figure::Sum);
    QVERIFY(clipboard->mimeData()->hasImage());
    QCOMPARE(qvariant_cast<QImage>(clipboard->mimeData()->imageData()).size(), QSize(1920, 1080));
    QVERIFY(clipboard->mimeData()->data(QStringLiteral("image/svg+xml")).contains("<svg"));
    QVERIFY(window.statusBar()->currentMessage().contains(figureTitle(Figure::Sum)));
    // Ctrl+C: the view with the focus, else the open tab's figure.
    auto *copy = window.findChild<QAction *>(QStringLiteral("copyFigure"));
    QVERIFY(copy);
    QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
    window.clockView()->setFocus();
    QCOMPARE(window.focusedFigure(), Figure::Clock);
    copy->trigger();
    QVERIFY(window.statusBar()->currentMessage().contains(figureTitle(Figure::Clock)));
    window.tabs()->setCurrentIndex(4);
    QCOMPARE(window.focusedFigure(), window.currentFigure());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
