#include "ui/window/figurepages.h"
#include "ui/window/modelspage.h"

#include "ui/widgets/statecontrols.h"
#include "ui/families/scorefamilies.h"
#include "ui/window/familytabs.h"
#include "ui/window/derivationspage.h"
#include "ui/window/learnedpage.h"

#include "ui/state/explorerstate.h"
#include "ui/state/session.h"
#include "ui/views/clockview.h"
#include "ui/views/largeclocks.h"
#include "ui/views/plotview.h"
#include "ui/views/relativeview.h"
#include "ui/widgets/dimensioninspector.h"
#include "ui/widgets/sliderspinbox.h"
#include "ui/window/figurepage.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FigurePages)
};

PlotView *plotView(ExplorerState *state, Figure figure, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = new PlotView(state, figure);
    QObject::connect(view, &PlotView::exportRequested, view, requestExport);
    views.insert(figure, view);
    return view;
}


} // namespace

QWidget *createEncodingPage(ExplorerState *state, PositionAnimator *animator, const SaveFigure &requestExport,
                            FigureViews &views)
{
    auto *maps = new QSplitter(Qt::Horizontal);
    for (const Figure figure : {Figure::Embedding, Figure::Encoding, Figure::Sum})
        maps->addWidget(plotView(state, figure, requestExport, views));
    auto *clocks = new ClockView(state, animator);
    QObject::connect(clocks, &ClockView::exportRequested, clocks, requestExport);
    views.insert(Figure::Clock, clocks);
    views.insert(Figure::ClockPair, clocks->pairClock()); // F on a large clock shows it alone
    views.insert(Figure::ClockHands, clocks->handsClock());
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(maps);
    split->addWidget(clocks);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400}); // the heat maps get the larger share at first start
    split->setObjectName(QStringLiteral("encodingPage"));
    return split;
}

FigurePage *createWavelengthPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = plotView(state, Figure::Wavelength, requestExport, views);
    auto *controls = new QWidget;
    auto *comparison = new LogSliderSpinBox(controls);
    comparison->setObjectName(commonKeys::comparisonBase);
    comparison->setBaseRanges();
    comparison->setValue(state->comparisonBase());
    QObject::connect(comparison, &LogSliderSpinBox::valueChanged, state, &ExplorerState::setComparisonBase);
    QObject::connect(state, &ExplorerState::comparisonBaseChanged, comparison, &LogSliderSpinBox::setValue);
    auto *label = new QLabel(Text::tr("&Comparison base:"), controls);
    label->setBuddy(comparison->spinBox());
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(comparison, 1);
    auto *layout = new QVBoxLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(new DimensionInspector(state, controls));
    return new FigurePage(Figure::Wavelength, view, controls);
}

FigurePage *createWavesPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = plotView(state, Figure::Waves, requestExport, views);
    auto *controls = new QWidget;
    const auto shown = [state] {
        QStringList columns;
        for (const int j : state->session().waveColumns)
            columns << QString::number(j);
        return columns.join(QStringLiteral(", "));
    };
    auto *columns = new QLineEdit(shown(), controls);
    columns->setObjectName(commonKeys::waveColumns);
    auto *problem = new QLabel(controls);
    problem->setForegroundRole(QPalette::PlaceholderText);
    // Applied on Enter or leaving the field: "4, 5" on the way to "4, 5, 6" is a list of its own.
    QObject::connect(columns, &QLineEdit::editingFinished, state, [state, columns, problem] {
        Session next = state->latest();
        const QString why = next.edit(commonKeys::waveColumns, columns->text());
        problem->setText(why);
        if (why.isEmpty())
            state->setField(commonKeys::waveColumns, columns->text());
    });
    QObject::connect(state, &ExplorerState::fieldChanged, columns, [columns, problem, shown](const QString &key) {
        if (key == commonKeys::waveColumns && !columns->hasFocus()) {
            columns->setText(shown());
            problem->clear();
        }
    });
    auto *label = new QLabel(Text::tr("&Columns j:"), controls);
    label->setBuddy(columns);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label);
    row->addWidget(columns, 1);
    row->addWidget(problem, 2);
    return new FigurePage(Figure::Waves, view, controls);
}

FigurePage *createRelativePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = new RelativeView(state);
    QObject::connect(view, &RelativeView::exportRequested, view, requestExport);
    views.insert(Figure::Relative, view);
    return new FigurePage(Figure::Relative, view, view->controls());
}

QWidget *createSimilarityControls(ExplorerState *state)
{
    auto *controls = new QWidget;
    auto *cosine = stateCheckBox(Text::tr("&Cosine similarity (divide by |PE(p₁)| |PE(p₂)|)"), state,
                                 state->cosineSimilarity(), &ExplorerState::setCosineSimilarity,
                                 &ExplorerState::cosineSimilarityChanged, controls);
    cosine->setObjectName(QStringLiteral("cosine"));
    auto *hint = new QLabel(Text::tr("Click a cell to select pos = p₁ and k = p₂ − p₁."), controls);
    hint->setForegroundRole(QPalette::PlaceholderText); // a hint, readable (theme.cpp)
    auto *layout = new QHBoxLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(cosine);
    layout->addStretch(1);
    layout->addWidget(hint);
    return controls;
}

FigurePage *createSimilarityPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = plotView(state, Figure::Similarity, requestExport, views);
    return new FigurePage(Figure::Similarity, view, createSimilarityControls(state));
}

FigurePage *createNaivePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    return new FigurePage(Figure::Naive, plotView(state, Figure::Naive, requestExport, views));
}

FigurePage *createWhyExponentPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    return new FigurePage(Figure::WhyExponent, plotView(state, Figure::WhyExponent, requestExport, views));
}

FigurePage *createWhyPairsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    return new FigurePage(Figure::WhyPairs, plotView(state, Figure::WhyPairs, requestExport, views));
}

FigurePage *createLayoutsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    return new FigurePage(Figure::Layouts, plotView(state, Figure::Layouts, requestExport, views));
}

FigurePage *createAttentionPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = plotView(state, Figure::Attention, requestExport, views);
    auto *controls = new QWidget;
    auto *first = stateLineEdit(state->attentionText(), state, &ExplorerState::setAttentionText,
                                &ExplorerState::attentionTextChanged, controls);
    auto *second = stateLineEdit(state->attentionReorderedText(), state, &ExplorerState::setAttentionReorderedText,
                                 &ExplorerState::attentionReorderedTextChanged, controls);
    first->setObjectName(commonKeys::attentionText);
    second->setObjectName(commonKeys::attentionReorderedText);
    auto *withPe = stateCheckBox(Text::tr("Use the &positions (both slots of the scheme)"), state,
                                 state->attentionWithPe(), &ExplorerState::setAttentionWithPe,
                                 &ExplorerState::attentionWithPeChanged, controls);
    withPe->setObjectName(commonKeys::attentionWithPe);
    withPe->setToolTip(Text::tr("Add what the first slot adds to the embeddings and let the second act on the "
                                "scores; choose them in the panel"));
    // With both slots empty there is no position to use (Session::attentionUsesPositions()).
    const auto enableWithPe = [state, withPe] {
        const Session &s = state->session();
        withPe->setEnabled(s.slotsHoldPositions());
    };
    enableWithPe();
    QObject::connect(state, &ExplorerState::fieldChanged, withPe, [enableWithPe](const QString &key) {
        if (key == commonKeys::added || key == commonKeys::scores)
            enableWithPe();
    });
    auto *form = new QFormLayout(controls);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(Text::tr("Sen&tence:"), first);
    form->addRow(Text::tr("&Reordered:"), second);
    form->addRow(withPe);
    return new FigurePage(Figure::Attention, view, controls);
}

QList<WindowPage> createWindowPages(ExplorerState *state, PositionAnimator *animator, const SaveFigure &requestExport,
                                    FigureViews &views)
{
    QList<WindowPage> pages = {
        {Text::tr("Encodin&g"), createEncodingPage(state, animator, requestExport, views)},
        {Text::tr("Waves"), createWavesPage(state, requestExport, views)},
        {Text::tr("&Wavelengths"), createWavelengthPage(state, requestExport, views)},
        {Text::tr("Why 2i/d"), createWhyExponentPage(state, requestExport, views)},
        {Text::tr("Why pairs"), createWhyPairsPage(state, requestExport, views)},
        {Text::tr("&Relative offset"), createRelativePage(state, requestExport, views)},
        {Text::tr("Derivations"), createDerivationsPage(state, requestExport, views)},
        {Text::tr("&Similarity"), createSimilarityPage(state, requestExport, views)},
        {Text::tr("&Why not 1, 2, 3"), createNaivePage(state, requestExport, views)},
        {Text::tr("&Attention"), createAttentionPage(state, requestExport, views)},
        {Text::tr("Layo&uts"), createLayoutsPage(state, requestExport, views)},
        {Text::tr("Learned &table"), createLearnedPage(state, requestExport, views)},
    };
    // Each score family's tabs (shown while it acts on the scores), then the comparison of every family.
    for (const ScoreFamilyEntry &family : scoreFamilies())
        for (const FamilyPage &page : family.pages)
            pages.append({page.title(), page.create(state, requestExport, views)});
    pages.append({Text::tr("Compare"), createComparePage(state, requestExport, views)});
    pages.append({Text::tr("Models"), createModelsPage(state, requestExport, views)});
    // Every figure page's caption, those inside a tab's sub-tabs (RoPE) included.
    for (const WindowPage &page : pages) {
        QList<FigurePage *> figurePages = page.page->findChildren<FigurePage *>();
        if (auto *figurePage = qobject_cast<FigurePage *>(page.page))
            figurePages.append(figurePage);
        for (FigurePage *figurePage : figurePages)
            figurePage->followCaption(state);
    }
    return pages;
}
