#pragma once
/// \file steadylabel.h
/// \brief A word-wrapped rich-text QLabel for text that changes on every step (the clock header's
/// "pos = 17", the formula strip's d_model), without a relayout of the window each time.

#include <QFont>
#include <QString>
#include <QWidget>

class QLabel;

/// Holds one word-wrapped rich-text QLabel (label(): selectable, accessible, found by findChild like any
/// label) and keeps its text changes to itself. QLabel::setText() asks the window for a new layout on
/// every call, and that relayout measured every label and plot of the window again: a fifth of each
/// step of a slider. This holder has no layout of its own, so the label's request comes to it; it passes
/// it on to the window only when the height the text needs at its width changes (a line more or less).
class SteadyLabel : public QWidget
{
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget *parent = nullptr);

    QLabel *label() const { return m_label; }
    /// Rich text, as QLabel::setText().
    void setText(const QString &text);
    QString text() const;

    bool hasHeightForWidth() const override { return true; }
    /// The label's: pixels its text needs wrapped to \a width pixels, at least its minimum height.
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    /// The label's layout request: passed on only for a new height.
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// Hidden (another tab, the panel in presentation mode), the label's requests are dropped by Qt: the
    /// height its text needs now is passed on when it is shown again.
    void showEvent(QShowEvent *event) override;

private:
    /// heightForWidth(width()) now; a new height is passed on.
    void remeasure();

    QLabel *m_label;
    int m_height = -1; ///< heightForWidth(width()) when the window's layout last heard of it
    // What m_height was measured for: the label's request is passed on only when one of them changed.
    int m_measuredWidth = -1;
    QString m_measuredText;
    QFont m_measuredFont;
    int m_measuredMinimum = -1;
};
