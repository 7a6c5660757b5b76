#pragma once
/// \file focusview.h
/// \brief One figure alone, filling the window (View > Focus on Figure, F): for the back row of a hall.
/// Drawn by the figure's registry painter in the style of an exported slide of the window's size, so its
/// smallest text is 1/40 of the height of the window's 16:9 part (27 px at 1920 x 1080; FigureStyle::forImage()),
/// and live: it repaints after the
/// figure's data and selection signals (FigureEntry::dataSignals, selectionSignals).

#include "ui/figures/figure.h"
#include "ui/figures/figurepainter.h"
#include "ui/ink/inklayer.h"
#include "ui/lecture/slideheader.h"
#include "ui/state/theme.h"

#include <QImage>
#include <QWidget>

#include <optional>

class ExplorerState;

/// Covers its parent window (following its size) while a figure is shown; hidden otherwise. Double-click,
/// F or Esc: closeRequested() (the window decides: in presentation mode, which shows a figure alone from its
/// start, Esc leaves the mode at once).
class FocusView : public QWidget
{
    Q_OBJECT
public:
    FocusView(ExplorerState *state, QWidget *window);

    /// Shows \a figure alone over the whole window and takes the keyboard focus.
    void showFigure(Figure figure);
    /// Hides it; the window's views show again.
    void close();
    /// The figure shown, or nullopt while hidden.
    std::optional<Figure> figure() const { return isVisible() ? m_figure : std::nullopt; }
    /// Multiplies the text (and lines) of the slide: 1 = the window height / 40; the zoom keys while a
    /// figure is alone (MainWindow::zoomStep()). Clamped to 0.5 .. 3.
    void setTextScale(double scale);
    double textScale() const { return m_textScale; }
    /// Leaves \a pixels free at the bottom of the window (presentation mode's slim bar, painted in the
    /// figure's background), so that the bar covers nothing; the text stays sized by the window's height.
    void setBottomMargin(int pixels);
    /// A running lecture's heading above the figure (its step, text, question and answer); an empty one
    /// gives the figure the whole window again.
    void setHeader(const SlideHeader &header);
    const SlideHeader &header() const { return m_header; }
    /// B or '.' in a lecture: the whole window in \a colour (black; W: white), nothing of the figure or the
    /// heading; or shown again.
    void setBlank(bool blank, const QColor &colour = Qt::black);
    bool isBlank() const { return m_blank; }
    QColor blankColour() const { return m_blankColour; }
    /// A widget of the window (the parameters' dock in presentation mode) that the figure alone leaves in sight
    /// beside it while it is shown and docked (F6 on a lecture page); nullptr: the figure covers the window.
    void setUncovered(QWidget *widget);
    /// The part of the window the figure is drawn into: below the heading, above the slim bar's strip.
    QRect figureArea() const;
    /// The lecturer's ink over the figure (a tool in hand: the mouse, pen or finger draws instead of
    /// driving the figure). A new figure starts without strokes; a lecture gives each step its own.
    InkLayer *ink() const { return m_ink; }
    /// Esc with a tool in hand: the tool is put down (the arrow again) and true returned; else false.
    bool putInkDown();
    /// Where the last paint put the figure, for the ink (its plotting areas, its area, the page's height).
    const InkPlace &inkPlace() const { return m_place; }
    /// How many paints drew the figure whole (laid out from its data again), since the view was made: a
    /// step of a field the figure does not read must not add one.
    int wholePaints() const { return m_wholePaints; }

Q_SIGNALS:
    void closeRequested();
    /// Page Down (+1) / Page Up (-1): the window shows the next or previous figure alone
    /// (MainWindow::figuresAlone()).
    void stepRequested(int step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Tab and Shift+Tab stay here: the widgets under the figure alone are out of sight.
    bool focusNextPrevChild(bool next) override;

public Q_SLOTS:
    /// The figure's data changed: the next paint lays the whole figure out again (else a change of the
    /// selection alone redraws only its marks, FigurePainter::paintSelection()).
    void dataChanged();
    /// The selection changed (pos, Play's frame): the figure's marks are drawn again.
    void selectionChanged();

private:
    void fitToWindow();
    /// The background, the heading and the figure (\a whole: laid out again, else its selection only) on
    /// \a painter; records where the figure went (inkPlace()).
    void paintFigure(QCPPainter &painter, bool whole);
    /// The cursor and mouse tracking of the tool in hand.
    void followInkTool(InkTool tool);

    ExplorerState *m_state;
    std::optional<Figure> m_figure;
    std::unique_ptr<FigurePainter> m_painter; ///< the shown figure's, kept between paints
    bool m_repaintAll = true;                 ///< data changed since the last paint
    bool m_selectionStale = true;             ///< the selection changed since the last paint
    int m_wholePaints = 0;
    InkLayer *m_ink;
    InkPlace m_place;
    /// With a tool in hand, the figure as last painted, without the ink: the pointer and the pen repaint
    /// the ink over it 60 times a second without drawing the figure again. Null without a tool.
    QImage m_figureImage;
    /// What the last whole paint was drawn for: another theme, device pixel ratio, size or text scale
    /// lays the figure out again (a switch between themes of one palette sends no PaletteChange).
    struct Painted
    {
        Theme theme;
        double ratio;
        QSize size;
        double textScale;
        bool operator==(const Painted &) const = default;
    };
    std::optional<Painted> m_painted;
    double m_textScale = 1.0;
    SlideHeader m_header;
    bool m_blank = false;
    QColor m_blankColour = Qt::black;
    int m_bottomMargin = 0;
    QWidget *m_uncovered = nullptr;
    QList<QMetaObject::Connection> m_repaints; ///< the shown figure's signals
};
