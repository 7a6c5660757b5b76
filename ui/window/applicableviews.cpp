#include "ui/window/applicableviews.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/session.h"

#include <QStackedWidget>
#include <QTabWidget>
#include <QWidget>

namespace {

/// Shows the tabs of \a tabs by the views they hold, then does the same inside each page.
void showTabsHolding(QTabWidget *tabs, const FigureViews &views, const QHash<Figure, bool> &applies)
{
    for (int i = 0; i < tabs->count(); ++i) {
        QWidget *page = tabs->widget(i);
        bool holdsView = false;
        bool holdsShown = false;
        for (auto it = views.cbegin(); it != views.cend(); ++it) {
            if (it.value() == page || page->isAncestorOf(it.value())) {
                holdsView = true;
                holdsShown = holdsShown || applies.value(it.key());
            }
        }
        tabs->setTabVisible(i, !holdsView || holdsShown);
    }
}

} // namespace

void showApplicableViews(QTabWidget *tabs, const FigureViews &views, const Session &session)
{
    QHash<Figure, bool> applies;
    for (auto it = views.cbegin(); it != views.cend(); ++it) {
        applies.insert(it.key(), figureApplies(figureEntry(it.key()), session));
        // Hidden inside its page (the Encoding page's PE, sum and clocks); a page's own stack shows it. A view
        // that is a page of a stack (the large clocks) is the stack's to show: shown here it would cover its
        // sibling.
        QWidget *view = it.value();
        const auto *stack = qobject_cast<const QStackedWidget *>(view->parentWidget());
        if (!stack || stack->currentWidget() == view)
            view->setHidden(!applies.value(it.key()));
    }
    showTabsHolding(tabs, views, applies);
    for (QTabWidget *inner : tabs->findChildren<QTabWidget *>())
        showTabsHolding(inner, views, applies);
}

int neighbouringShownTab(const QTabWidget *tabs, int step)
{
    const int count = tabs->count();
    const int current = tabs->currentIndex();
    for (int n = 1; n < count; ++n) {
        const int i = ((current + step * n) % count + count) % count;
        if (tabs->isTabVisible(i))
            return i;
    }
    return current;
}
