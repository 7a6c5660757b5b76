#include "ui/ink/inklayer.h"

#include <QPainter>

#include <algorithm>

const std::array<QColor, 3> InkLayer::penColours = {QColor(0xe6, 0x23, 0x1e), QColor(0x1e, 0x78, 0xe6),
                                                    QColor(0x1a, 0x9e, 0x3a)};
const QColor InkLayer::highlighterColour(0xff, 0xd4, 0x00);

InkLayer::InkLayer(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    m_frames.setInterval(16);
    connect(&m_frames, &QTimer::timeout, this, &InkLayer::animate);
}

void InkLayer::setTool(InkTool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    m_isDrawing = false;
    m_drawing.clear();
    if (tool != InkTool::Pointer)
        m_trail.clear();
    Q_EMIT toolChanged(tool);
    Q_EMIT repaintNeeded();
}

void InkLayer::setPenColour(int index)
{
    m_penColour = std::clamp(index, 0, static_cast<int>(penColours.size()) - 1);
}

void InkLayer::setWidePen(bool wide)
{
    m_widePen = wide;
}

void InkLayer::setStrokes(const QList<InkStroke> &strokes)
{
    m_strokes = strokes;
    m_lastPlaced = QList<QPolygonF>(strokes.size());
    m_lostSince = QList<double>(strokes.size(), -1);
    m_isDrawing = false;
    m_drawing.clear();
    Q_EMIT repaintNeeded();
}

void InkLayer::clear()
{
    if (m_strokes.isEmpty())
        return;
    setStrokes({});
    Q_EMIT strokesEdited();
}

InkStroke InkLayer::penStyle() const
{
    InkStroke style;
    style.highlighter = m_tool == InkTool::Highlighter;
    style.colour = style.highlighter ? highlighterColour : penColours.at(static_cast<size_t>(m_penColour));
    style.width = style.highlighter ? highlighterWidth : m_widePen ? wideWidth : thinWidth;
    return style;
}

bool InkLayer::press(QPointF pixel, const InkPlace &place)
{
    switch (m_tool) {
    case InkTool::None:
        return false;
    case InkTool::Pointer:
        return move(pixel, true, place);
    case InkTool::Eraser:
        eraseAt(pixel, place);
        return true;
    case InkTool::Pen:
    case InkTool::Highlighter:
        m_isDrawing = true;
        m_drawing = {pixel};
        Q_EMIT repaintNeeded();
        return true;
    }
    return false;
}

bool InkLayer::move(QPointF pixel, bool pressed, const InkPlace &place)
{
    switch (m_tool) {
    case InkTool::None:
        return false;
    case InkTool::Pointer:
        m_trail.append({pixel, now()});
        if (!m_frames.isActive())
            m_frames.start();
        Q_EMIT repaintNeeded();
        return true;
    case InkTool::Eraser:
        if (pressed)
            eraseAt(pixel, place);
        return true;
    case InkTool::Pen:
    case InkTool::Highlighter:
        // Points closer than a pixel add nothing but weight to the file.
        if (m_isDrawing && pressed && QLineF(m_drawing.last(), pixel).length() >= 1.0 &&
            m_drawing.size() < InkStroke::maxPoints) {
            m_drawing.append(pixel);
            Q_EMIT repaintNeeded();
        }
        return true;
    }
    return false;
}

bool InkLayer::release(QPointF pixel, const InkPlace &place)
{
    if (m_tool == InkTool::None)
        return false;
    if (!m_isDrawing)
        return true;
    move(pixel, true, place);
    m_isDrawing = false;
    if (m_strokes.size() < InkStroke::maxStrokes) {
        m_strokes.append(anchoredStroke(penStyle(), m_drawing, place));
        m_lastPlaced.append(QPolygonF(m_drawing));
        m_lostSince.append(-1);
        Q_EMIT strokesEdited();
    }
    m_drawing.clear();
    Q_EMIT repaintNeeded();
    return true;
}

void InkLayer::leave()
{
    if (!m_trail.isEmpty() && !m_frames.isActive())
        m_frames.start();
}

void InkLayer::eraseAt(QPointF pixel, const InkPlace &place)
{
    const int index = strokeNear(m_strokes, pixel, place.pageHeight / 100, place);
    if (index < 0)
        return;
    m_strokes.removeAt(index);
    m_lastPlaced.removeAt(index);
    m_lostSince.removeAt(index);
    Q_EMIT strokesEdited();
    Q_EMIT repaintNeeded();
}

void InkLayer::animate()
{
    const double t = now();
    // The pointer's trail: points older than trailMs go; the dot stays while the mouse is on the page.
    while (m_trail.size() > 1 && t - m_trail.first().second > trailMs)
        m_trail.removeFirst();
    const bool fading = std::any_of(m_lostSince.begin(), m_lostSince.end(),
                                    [t](double since) { return since >= 0 && t - since < fadeMs; });
    if (m_trail.size() <= 1 && !fading)
        m_frames.stop();
    Q_EMIT repaintNeeded();
}

void InkLayer::paint(QPainter &painter, const InkPlace &place)
{
    const double t = now();
    for (qsizetype i = 0; i < m_strokes.size(); ++i) {
        if (const auto pixels = placedStroke(m_strokes.at(i), place)) {
            m_lastPlaced[i] = *pixels;
            m_lostSince[i] = -1;
            paintStroke(painter, m_strokes.at(i), *pixels, place.pageHeight);
            continue;
        }
        // Lost its place (its cell is gone): fades out where it was.
        if (m_lostSince.at(i) < 0) {
            m_lostSince[i] = t;
            if (!m_frames.isActive())
                m_frames.start();
        }
        const double opacity = 1 - (t - m_lostSince.at(i)) / fadeMs;
        if (opacity > 0)
            paintStroke(painter, m_strokes.at(i), m_lastPlaced.at(i), place.pageHeight, opacity);
    }
    if (m_isDrawing)
        paintStroke(painter, penStyle(), QPolygonF(m_drawing), place.pageHeight);
    if (m_tool == InkTool::Pointer && !m_trail.isEmpty()) {
        QList<PointerTrailPoint> trail;
        for (const auto &[pixel, time] : std::as_const(m_trail))
            trail.append({pixel, std::clamp((t - time) / trailMs, 0.0, 1.0)});
        trail.last().age = 0;
        paintPointer(painter, trail, penColours.at(0), place.pageHeight);
    }
}
