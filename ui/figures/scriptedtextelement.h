#pragma once
/// \file scriptedtextelement.h
/// \brief QCustomPlot's text element (figure titles, notes, verdicts) with its sub- and superscripts typeset
/// (scriptedtext.h): every QCPTextElement of a figure is one of these.

#include <qcustomplot.h>

/// A QCPTextElement that draws and measures its text with drawScripted() / scriptedBoundingRect(): ωᵢ, p₁,
/// 2⁻⁸ and ^{…} groups at 0.8 of the text's size. Everything else (font, colour, flags, margins, selection) is
/// QCPTextElement's.
class ScriptedTextElement : public QCPTextElement
{
    Q_OBJECT
public:
    ScriptedTextElement(QCustomPlot *parentPlot, const QString &text);

protected:
    void draw(QCPPainter *painter) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

private:
    QSize textSize() const;
};
