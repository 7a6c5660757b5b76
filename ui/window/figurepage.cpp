#include "ui/window/figurepage.h"
#include "ui/figures/scriptedtext.h"

#include "ui/state/explorerstate.h"

#include <QLabel>
#include <QVBoxLayout>

FigurePage::FigurePage(Figure figure, QWidget *view, QWidget *controls, QWidget *parent)
    : QWidget(parent)
    , m_figure(figure)
    , m_view(view)
    , m_caption(new QLabel(this))
{
    setObjectName(figureName(figure) + QStringLiteral("Page"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::RichText); // htmlScripts(): sub- and superscripts
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setContentsMargins(6, 2, 6, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    if (controls)
        layout->addWidget(controls);
    layout->addWidget(view, 1);
    layout->addWidget(m_caption);
}

void FigurePage::followCaption(const ExplorerState *state)
{
    // Only a new text is set: a word-wrapped label's new text lays its page out again, on every d_model step.
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
