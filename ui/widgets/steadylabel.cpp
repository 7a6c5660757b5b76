#include "ui/widgets/steadylabel.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

SteadyLabel::SteadyLabel(QWidget *parent)
    : QWidget(parent)
{
    m_document.setDocumentMargin(0);
    m_document.setDefaultFont(font());
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QTextDocument &SteadyLabel::laidOut(int width) const
{
    if (m_document.textWidth() != width)
        m_document.setTextWidth(std::max(width, 1));
    return m_document;
}

void SteadyLabel::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_document.setHtml(text);
    setAccessibleName(m_document.toPlainText());
    // A new layout of the window only for a new height; the same lines repaint this label alone.
    const int height = heightForWidth(width());
    if (height != m_height) {
        m_height = height;
        updateGeometry();
    }
    update();
}

int SteadyLabel::heightForWidth(int width) const
{
    return static_cast<int>(std::ceil(laidOut(width).size().height()));
}

QSize SteadyLabel::sizeHint() const
{
    const int ideal = static_cast<int>(std::ceil(laidOut(QWIDGETSIZE_MAX).idealWidth()));
    const int width = std::min(ideal, 60 * fontMetrics().averageCharWidth());
    return {width, heightForWidth(width)};
}

QSize SteadyLabel::minimumSizeHint() const
{
    // Wrapped to nothing, every word is a line of its own: the widest line is the longest word.
    const int word = static_cast<int>(std::ceil(laidOut(1).idealWidth()));
    // As QLabel's: the longest word across, one line high (the layout asks heightForWidth() for the rest).
    return {std::max(word, 1), heightForWidth(QWIDGETSIZE_MAX)};
}

void SteadyLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    context.palette.setColor(QPalette::Text, palette().color(QPalette::WindowText));
    context.clip = rect();
    laidOut(width()).documentLayout()->draw(&painter, context);
}

void SteadyLabel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_height = heightForWidth(width());
}

void SteadyLabel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_document.setDefaultFont(font());
        m_document.setHtml(m_text); // colours in the text may follow the palette
        m_height = -1;
        updateGeometry();
        update();
    }
}
