#include "ui/window/derivationspage.h"

#include "ui/views/sceneview.h"
#include "ui/window/figurepage.h"

#include <QCoreApplication>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DerivationsPage)
};
} // namespace

QWidget *createDerivationsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("derivationsTab"));
    auto *figures = new QTabWidget(page);
    figures->setDocumentMode(true);
    for (const auto &[figure, title] : {std::pair{Figure::Derivation, Text::tr("&Derivation")},
                                        std::pair{Figure::WorkedExample, Text::tr("Wor&ked example")},
                                        std::pair{Figure::Pytorch, Text::tr("&PyTorch code")}}) {
        auto *view = new SceneView(state, figure);
        QObject::connect(view, &SceneView::exportRequested, view, requestExport);
        views.insert(figure, view);
        figures->addTab(new FigurePage(figure, view), title);
    }
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(figures, 1);
    return page;
}
