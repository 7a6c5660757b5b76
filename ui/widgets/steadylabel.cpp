#include "ui/widgets/steadylabel.h"

#include <QEvent>
#include <QLabel>

#include <algorithm>

SteadyLabel::SteadyLabel(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
{
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void SteadyLabel::setText(const QString &text)
{
    if (text == m_label->text())
        return; // as QLabel: nothing to lay out or paint again
    m_label->setText(text);
    // Measured now, before the paint that the new text asks for (see event()); hidden, when shown.
    if (isVisible())
        remeasure();
}

SteadyLabel::Measured SteadyLabel::measuredNow() const
{
    return {width(), m_label->text(), m_label->font(), m_label->minimumHeight(), m_label->contentsMargins(),
            m_label->margin(), m_label->indent(), m_label->wordWrap(), m_label->textFormat()};
}

int SteadyLabel::measure()
{
    m_measured = measuredNow();
    return heightForWidth(m_measured.width);
}

void SteadyLabel::remeasure()
{
    if (const int height = measure(); height != m_height) {
        m_height = height;
        updateGeometry();
    }
}

QString SteadyLabel::text() const
{
    return m_label->text();
}

int SteadyLabel::heightForWidth(int width) const
{
    // QLabel lays its rich text out anew at every call, and a pass of the window's layout asks each
    // label several times, those of every page of a tab widget too: the answers are kept until what the
    // height depends on changes.
    Measured key = measuredNow();
    key.width = 0;
    if (!(key == m_heightsFor)) {
        m_heightsFor = key;
        m_heights.clear();
    }
    if (const auto known = m_heights.constFind(width); known != m_heights.constEnd())
        return *known;
    // A minimum height given to the label (a note that keeps the controls below it still) holds too.
    const int height = std::max(m_label->minimumHeight(), m_label->heightForWidth(width));
    m_heights.insert(width, height);
    return height;
}

QSize SteadyLabel::sizeHint() const
{
    return m_label->sizeHint();
}

QSize SteadyLabel::minimumSizeHint() const
{
    return m_label->minimumSizeHint().expandedTo(QSize(0, m_label->minimumHeight()));
}

bool SteadyLabel::event(QEvent *event)
{
    // Without a layout here, the label's updateGeometry() posts its request to this widget.
    if (event->type() == QEvent::LayoutRequest) {
        // Measured already (setText()): measuring again lays the text out again at the label's width
        // after the paint laid it out at its contents' width, which repainted the label a second time.
        if (measuredNow() != m_measured)
            remeasure();
        return true;
    }
    return QWidget::event(event);
}

void SteadyLabel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_label->setGeometry(rect());
    remeasure();
}

void SteadyLabel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    m_height = measure(); // the layout gave it this width for a height it knows
}
