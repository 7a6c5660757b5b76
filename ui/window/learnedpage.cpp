#include "ui/window/learnedpage.h"

#include "ui/views/plotview.h"
#include "ui/window/figurepage.h"

#include <QCoreApplication>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LearnedPage)
};
} // namespace

QWidget *createLearnedPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("learnedTab"));
    auto *figures = new QTabWidget(page);
    figures->setObjectName(QStringLiteral("learnedFigures"));
    figures->setDocumentMode(true);
    for (const auto &[figure, title] : {std::pair{Figure::Learned, Text::tr("The &whole table")},
                                        std::pair{Figure::LearnedSimilarity, Text::tr("&Similarity of its rows")},
                                        std::pair{Figure::LearnedSpectrum, Text::tr("S&pectrum of its columns")}}) {
        auto *view = new PlotView(state, figure);
        QObject::connect(view, &PlotView::exportRequested, view, requestExport);
        views.insert(figure, view);
        QWidget *controls = figure == Figure::LearnedSimilarity ? createSimilarityControls(state) : nullptr;
        figures->addTab(new FigurePage(figure, view, controls), title);
    }
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(figures, 1);
    return page;
}
