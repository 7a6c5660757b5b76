#include "ui/ink/inkactions.h"

#include "ui/views/focusview.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QPainter>
#include <QPixmap>

namespace {

/// A swatch of \a colour for the menu.
QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::gray, 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(4, 4, 24, 24));
    return QIcon(pixmap);
}

} // namespace

InkActions::InkActions(FocusView *view, QWidget *window)
    : QObject(window)
    , m_view(view)
    , m_menu(new QMenu(tr("In&k"), window))
    , m_tools(new QActionGroup(this))
    , m_colours(new QActionGroup(this))
{
    InkLayer *ink = view->ink();
    const auto tool = [&](const QString &text, const QKeySequence &key, InkTool which) {
        QAction *action = m_menu->addAction(text);
        action->setCheckable(true);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        action->setActionGroup(m_tools);
        connect(action, &QAction::triggered, this, [this, ink, which] {
            // The pen again (Ctrl+P twice): its next colour, one key for three pens as in PowerPoint.
            if (which == InkTool::Pen && ink->tool() == InkTool::Pen)
                ink->setPenColour((ink->penColour() + 1) % static_cast<int>(InkLayer::penColours.size()));
            ink->setTool(which);
            followTool();
        });
        window->addAction(action); // the menu bar is hidden in presentation mode
        m_keys.append(action);
        return action;
    };
    m_arrow = tool(tr("&Arrow (the mouse drives the figure)"), QKeySequence(tr("Ctrl+A")), InkTool::None);
    m_pointer = tool(tr("&Pointer"), QKeySequence(tr("Ctrl+L")), InkTool::Pointer);
    m_pen = tool(tr("P&en (again: next colour)"), QKeySequence(tr("Ctrl+P")), InkTool::Pen);
    m_highlighter = tool(tr("&Highlighter"), QKeySequence(tr("Ctrl+I")), InkTool::Highlighter);
    m_eraser = tool(tr("E&raser (takes a whole stroke)"), QKeySequence(tr("Ctrl+R")), InkTool::Eraser);
    m_arrow->setObjectName(QStringLiteral("inkArrow"));
    m_pointer->setObjectName(QStringLiteral("inkPointer"));
    m_pen->setObjectName(QStringLiteral("inkPen"));
    m_highlighter->setObjectName(QStringLiteral("inkHighlighter"));
    m_eraser->setObjectName(QStringLiteral("inkEraser"));
    m_menu->addSeparator();
    const QStringList names = {tr("Red pen"), tr("Blue pen"), tr("Green pen")};
    for (int i = 0; i < static_cast<int>(InkLayer::penColours.size()); ++i) {
        QAction *colour = m_menu->addAction(swatch(InkLayer::penColours.at(static_cast<size_t>(i))), names.at(i));
        colour->setCheckable(true);
        colour->setChecked(i == ink->penColour());
        colour->setActionGroup(m_colours);
        connect(colour, &QAction::triggered, this, [this, ink, i] {
            ink->setPenColour(i);
            ink->setTool(InkTool::Pen);
            followTool();
        });
    }
    m_wide = m_menu->addAction(tr("&Wide pen"));
    m_wide->setCheckable(true);
    m_wide->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    m_wide->setShortcutContext(Qt::WindowShortcut);
    connect(m_wide, &QAction::toggled, ink, &InkLayer::setWidePen);
    window->addAction(m_wide);
    m_keys.append(m_wide);
    m_menu->addSeparator();
    m_clear = m_menu->addAction(tr("&Clear the page's ink"));
    m_clear->setShortcut(QKeySequence(tr("E")));
    m_clear->setShortcutContext(Qt::WindowShortcut);
    m_clear->setObjectName(QStringLiteral("inkClear"));
    connect(m_clear, &QAction::triggered, ink, &InkLayer::clear);
    window->addAction(m_clear);
    m_keys.append(m_clear);
    connect(ink, &InkLayer::toolChanged, this, &InkActions::followTool);
    followTool();
    view->installEventFilter(this);
    setEnabled(false);
}

void InkActions::followTool()
{
    const InkLayer *ink = m_view->ink();
    const InkTool tool = ink->tool();
    m_arrow->setChecked(tool == InkTool::None);
    m_pointer->setChecked(tool == InkTool::Pointer);
    m_pen->setChecked(tool == InkTool::Pen);
    m_highlighter->setChecked(tool == InkTool::Highlighter);
    m_eraser->setChecked(tool == InkTool::Eraser);
    m_colours->actions().at(ink->penColour())->setChecked(true);
}

void InkActions::setEnabled(bool enabled)
{
    for (QAction *action : m_menu->actions())
        action->setEnabled(enabled);
    if (!enabled)
        m_view->putInkDown();
}

bool InkActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        setEnabled(event->type() == QEvent::Show);
    return QObject::eventFilter(watched, event);
}
