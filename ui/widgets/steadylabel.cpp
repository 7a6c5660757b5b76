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
    m_label->setText(text);
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
        if (const int height = heightForWidth(width()); height != m_height) {
            m_height = height;
            updateGeometry();
        }
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
