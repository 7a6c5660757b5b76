#pragma once
/// \file steadylabel.h
/// \brief A word-wrapped rich-text label for text that changes on every step (the clock header's
/// "pos = 17"), without a relayout of the window each time.

#include <QTextDocument>
#include <QWidget>

/// Shows rich text (Qt's HTML subset) wrapped to its width, in the widget's font and WindowText colour,
/// as a word-wrapped QLabel does. QLabel::setText() asks the window for a new layout on every call, and
/// that relayout measured every label and plot of the window again: a fifth of each step of Play. This
/// label asks for one only when the height its text needs at its width changes (one line more or less).
class SteadyLabel : public QWidget
{
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget *parent = nullptr);

    /// Rich text; the same text again does nothing.
    void setText(const QString &text);
    QString text() const { return m_text; }

    bool hasHeightForWidth() const override { return true; }
    /// Pixels the text needs when wrapped to \a width pixels.
    int heightForWidth(int width) const override;
    /// As wide as the text unwrapped, up to 60 average characters.
    QSize sizeHint() const override;
    /// As QLabel's: the longest word's width, the height of the text unwrapped.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// A new font (the zoom) or palette (the theme) re-lays the text out.
    void changeEvent(QEvent *event) override;

private:
    /// The document laid out at \a width (the one document is reused: laying out is what costs).
    QTextDocument &laidOut(int width) const;

    QString m_text;
    mutable QTextDocument m_document;
    int m_height = -1; ///< what heightForWidth(width()) gave when the layout last asked
};
