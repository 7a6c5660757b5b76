#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/scriptedtext.h"

#include <cmath>

ScriptedTextElement::ScriptedTextElement(QCustomPlot *parentPlot, const QString &text)
    : QCPTextElement(parentPlot, text)
{
}

void ScriptedTextElement::draw(QCPPainter *painter)
{
    // As QCPTextElement::draw(), through the typesetter.
    painter->setFont(mainFont());
    painter->setPen(QPen(mainTextColor()));
    QRectF bounds;
    drawScripted(*painter, mRect, mTextFlags, mText, &bounds);
    mTextBoundingRect = bounds.toAlignedRect();
}

QSize ScriptedTextElement::textSize() const
{
    const QRectF bounds = scriptedBoundingRect(mFont, QRectF(0, 0, 0, 0), Qt::TextDontClip, mText);
    return {static_cast<int>(std::ceil(bounds.width())), static_cast<int>(std::ceil(bounds.height()))};
}

QSize ScriptedTextElement::minimumOuterSizeHint() const
{
    QSize result = textSize();
    result.rwidth() += mMargins.left() + mMargins.right();
    result.rheight() += mMargins.top() + mMargins.bottom();
    return result;
}

QSize ScriptedTextElement::maximumOuterSizeHint() const
{
    QSize result = textSize();
    result.setWidth(QWIDGETSIZE_MAX);
    result.rheight() += mMargins.top() + mMargins.bottom();
    return result;
}
