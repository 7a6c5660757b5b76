#include "ui/window/familytabs.h"

#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/widgets/statecontrols.h"
#include "ui/window/figurepage.h"

#include <posenc/encodings/heads.h>

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FamilyTabs)
};

} // namespace

QWidget *figureTabs(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views, QWidget *controls,
                    const QString &name, const QList<std::pair<Figure, QString>> &figures)
{
    auto *page = new QWidget;
    page->setObjectName(name);
    auto *tabs = new QTabWidget(page);
    tabs->setDocumentMode(true);
    for (const auto &[figure, title] : figures) {
        auto *view = new PlotView(state, figure);
        QObject::connect(view, &PlotView::exportRequested, view, requestExport);
        views.insert(figure, view);
        tabs->addTab(new FigurePage(figure, view), title);
    }
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(controls);
    layout->addWidget(tabs, 1);
    return page;
}

/// Labelled controls, three to a row: the T5 tab's five must fit a 1280-pixel window at 150 % (every
/// page's minimum width is the window's, shown or not).
QWidget *controlRow(const QList<std::pair<QString, QWidget *>> &controls, int perRow, bool stretchControls)
{
    auto *row = new QWidget;
    auto *grid = new QGridLayout(row);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    for (int k = 0; k < controls.size(); ++k) {
        const auto &[text, control] = controls[k];
        auto *label = new QLabel(text, row);
        label->setBuddy(control);
        grid->addWidget(label, k / perRow, 2 * (k % perRow), Qt::AlignRight);
        grid->addWidget(control, k / perRow, 2 * (k % perRow) + 1);
    }
    if (stretchControls) // the controls share the row's width: long choices show whole
        for (int k = 0; k < perRow; ++k)
            grid->setColumnStretch(2 * k + 1, 1);
    else
        grid->setColumnStretch(2 * perRow, 1);
    return row;
}

/// The heads H and the head shown (shared by both tabs: one pair of fields).
QList<std::pair<QString, QWidget *>> headControls(ExplorerState *state)
{
    // Their ranges are the fields' (the chosen family's data may fix H: T5's table read from a file).
    auto *heads = new FieldSpinBox(state, commonKeys::heads);
    auto *head = new FieldSpinBox(state, commonKeys::head);
    return {{Text::tr("He&ads H:"), heads}, {Text::tr("Head sho&wn:"), head}};
}

QWidget *createComparePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *view = new PlotView(state, Figure::Compare);
    QObject::connect(view, &PlotView::exportRequested, view, requestExport);
    views.insert(Figure::Compare, view);
    return new FigurePage(Figure::Compare, view, controlRow(headControls(state)));
}
