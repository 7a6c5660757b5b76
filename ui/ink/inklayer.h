#pragma once
/// \file inklayer.h
/// \brief The lecturer's ink on the figure alone (presentation mode): the tool in hand, the strokes of the
/// page, what is being drawn, the pointer's trail, and the fading of strokes that lost their place.

#include "ui/ink/inkpaint.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <array>

/// The tool in the lecturer's hand (PowerPoint's keys, FocusView and inkactions.h): the arrow (none: the
/// mouse drives the figure), the pointer, a pen, the highlighter, the eraser.
enum class InkTool { None, Pointer, Pen, Highlighter, Eraser };

/// Owns the ink of the page shown alone. Input comes in page pixels with the place of the last paint
/// (InkPlace); strokes are kept anchored to data (inkplacement.h). Tablet and touch reach it as the mouse
/// events Qt makes of them.
class InkLayer : public QObject
{
    Q_OBJECT
public:
    explicit InkLayer(QObject *parent = nullptr);

    /// The pens' three colours (red, blue, green; each at least 3:1 against white and against PosEnc's dark
    /// background) and the highlighter's yellow.
    static const std::array<QColor, 3> penColours;
    static const QColor highlighterColour;
    /// The pens' two widths and the highlighter's, as fractions of the page's height (4, 9 and 27 px at 1080).
    static constexpr double thinWidth = 1.0 / 270, wideWidth = 1.0 / 120, highlighterWidth = 1.0 / 40;
    /// How long a stroke that lost its place takes to fade out, and the pointer's trail to vanish.
    static constexpr int fadeMs = 600, trailMs = 350;

    InkTool tool() const { return m_tool; }
    void setTool(InkTool tool);
    /// The pen's colour, 0 .. 2 of penColours.
    int penColour() const { return m_penColour; }
    void setPenColour(int index);
    bool widePen() const { return m_widePen; }
    void setWidePen(bool wide);

    /// The strokes of the page (placed or not).
    const QList<InkStroke> &strokes() const { return m_strokes; }
    /// Another page's strokes (the lecture's step), without strokesEdited().
    void setStrokes(const QList<InkStroke> &strokes);
    /// E: every stroke of the page goes.
    void clear();

    /// The mouse (or pen, or finger) at \a pixel on \a place: pressed, moved (\a pressed: with the button
    /// down) and released. Return whether the ink took the event (false with no tool in hand).
    bool press(QPointF pixel, const InkPlace &place);
    bool move(QPointF pixel, bool pressed, const InkPlace &place);
    bool release(QPointF pixel, const InkPlace &place);
    /// The pointer left the page: its trail fades.
    void leave();

    /// Draws the strokes on \a place, the stroke being drawn and the pointer.
    void paint(QPainter &painter, const InkPlace &place);

Q_SIGNALS:
    void toolChanged(InkTool tool);
    /// A stroke was drawn or erased, or the page cleared (a lecture keeps the step's strokes).
    void strokesEdited();
    /// Something of the ink changed on the page: a repaint shows it (only the ink: the figure is the same).
    void repaintNeeded();

private:
    InkStroke penStyle() const;
    void eraseAt(QPointF pixel, const InkPlace &place);
    void animate();
    double now() const { return static_cast<double>(m_clock.elapsed()); }

    InkTool m_tool = InkTool::None;
    int m_penColour = 0;
    bool m_widePen = false;
    QList<InkStroke> m_strokes;
    QList<QPointF> m_drawing; ///< the stroke under the pen, in page pixels
    bool m_isDrawing = false;
    /// Per stroke: where it was last placed, and since when it has lost its place (-1: it has it).
    QList<QPolygonF> m_lastPlaced;
    QList<double> m_lostSince;
    QList<std::pair<QPointF, double>> m_trail; ///< the pointer's recent positions and their times
    QElapsedTimer m_clock;
    QTimer m_frames; ///< 60 Hz while the trail or a stroke fades
};
