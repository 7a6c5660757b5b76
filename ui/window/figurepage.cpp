#include "ui/window/figurepage.h"
#include "ui/figures/scriptedtext.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/steadylabel.h"

#include <QLabel>
#include <QVBoxLayout>

FigurePage::FigurePage(Figure figure, QWidget *view, QWidget *controls, QWidget *parent)
    : QWidget(parent)
    , m_figure(figure)
    , m_view(view)
    , m_caption(new SteadyLabel(this))
{
    setObjectName(figureName(figure) + QStringLiteral("Page"));
    // Rich text (htmlScripts(): sub- and superscripts), word-wrapped; a SteadyLabel: its text changes with
    // d_model and base, and a QLabel's new text laid the whole window out again, measuring every page's
    // caption anew (70 % of a step of the wavelength figure).
    QLabel *caption = m_caption->label();
    caption->setObjectName(QStringLiteral("caption"));
    caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption->setContentsMargins(6, 2, 6, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    if (controls)
        layout->addWidget(controls);
    layout->addWidget(view, 1);
    layout->addWidget(m_caption);
}

void FigurePage::followCaption(const ExplorerState *state)
{
    // Only a new text is set (SteadyLabel asks for a new layout only for a new height).
    const auto show = [this, state] {
        // Its sub- and superscripts as HTML (<sub>, <sup>): the window's one rich text of a caption.
        if (const QString caption = htmlScripts(figureCaption(m_figure, state->session())); caption != m_caption->text())
            m_caption->setText(caption);
    };
    for (const auto changed : {&ExplorerState::layoutChanged, &ExplorerState::spacingChanged})
        connect(state, changed, this, show);
    connect(state, &ExplorerState::dModelChanged, this, show);
    connect(state, &ExplorerState::baseChanged, this, show);
    show();
}
