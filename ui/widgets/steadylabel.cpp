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

void SteadyLabel::remeasure()
{
    m_measuredWidth = width();
    m_measuredText = m_label->text();
    m_measuredFont = m_label->font();
    m_measuredMinimum = m_label->minimumHeight();
    if (const int height = heightForWidth(m_measuredWidth); height != m_height) {
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
    // A minimum height given to the label (a note that keeps the controls below it still) holds too.
    return std::max(m_label->minimumHeight(), m_label->heightForWidth(width));
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
        if (width() != m_measuredWidth || m_label->text() != m_measuredText || m_label->font() != m_measuredFont ||
            m_label->minimumHeight() != m_measuredMinimum)
            remeasure();
        return true;
    }
    return QWidget::event(event);
}

void SteadyLabel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_label->setGeometry(rect());
    if (const int height = heightForWidth(width()); height != m_height) {
        m_height = height;
        updateGeometry();
    }
}

void SteadyLabel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(rect());
    m_height = heightForWidth(width());
}
