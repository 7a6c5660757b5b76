#pragma once
/// \file steadylabel.h
/// \brief A word-wrapped rich-text QLabel for text that changes on every step (the clock header's
/// "pos = 17", the formula strip's d_model), without a relayout of the window each time.

#include <QFont>
#include <QHash>
#include <QMargins>
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
    /// What the height the text needs depends on: the label's request is passed on only when one of them
    /// changed since it was measured.
    struct Measured
    {
        int width = -1;
        QString text;
        QFont font;
        int minimumHeight = -1;
        QMargins contentsMargins;
        int margin = 0;
        int indent = -1;
        bool wordWrap = false;
        Qt::TextFormat format = Qt::AutoText;
        bool operator==(const Measured &) const = default;
    };
    Measured measuredNow() const;
    /// heightForWidth(width()), recording what it was measured for.
    int measure();
    /// measure(); a new height is passed on.
    void remeasure();

    QLabel *m_label;
    mutable Measured m_heightsFor;      ///< what m_heights were measured for (its width unused)
    mutable QHash<int, int> m_heights;  ///< heightForWidth() by width
    int m_height = -1; ///< heightForWidth(width()) when the window's layout last heard of it
    Measured m_measured;
};
