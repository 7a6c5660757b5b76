#include "ui/figures/mropefigure.h"

#include "ui/families/ropefamily.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"
#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MropeFigure)
};

QString axisName(int axis)
{
    return axis == 0 ? Text::tr("t (time)") : axis == 1 ? Text::tr("h (row)") : Text::tr("w (column)");
}

QString kindName(posenc::MropeSegment::Kind kind)
{
    switch (kind) {
    case posenc::MropeSegment::Kind::Text:
        return Text::tr("text");
    case posenc::MropeSegment::Kind::Image:
        return Text::tr("image");
    case posenc::MropeSegment::Kind::Video:
        return Text::tr("video");
    }
    return {};
}
} // namespace

std::array<int, 3> mropeSectionOf(const Session &s)
{
    if (!s.features.mropeSection.isEmpty())
        return posenc::parseMropeSection(s.features.mropeSection.toStdString());
    const int slotCount = ropeOf(s).headDim / 2;
    const int time = slotCount / 4;
    return {time, (slotCount - time) / 2, slotCount - time - (slotCount - time) / 2};
}

std::optional<MropeData> sessionMrope(const Session &s, QString *why)
{
    try {
        MropeData data;
        posenc::MropeIdRules rules;
        // Qwen2.5-VL counts a video's time in seconds (tokens_per_second 2 of its released configs).
        rules.absoluteTime = s.model.startsWith(QLatin1String("qwen2.5-vl"));
        data.tokens = posenc::mropePositionIds(posenc::parseMropeSequence(s.features.mropeSequence.toStdString()), rules);
        data.axisSlots = posenc::mropeSlots(ropeOf(s).headDim, mropeSectionOf(s),
                                        s.features.mropeInterleaved, s.scheme.base());
        std::vector<posenc::AxisPosition> ids;
        for (const posenc::MropeToken &t : data.tokens)
            ids.push_back(t.id);
        data.angles = posenc::multiAxisAngles(ids, data.axisSlots);
        return data;
    } catch (const posenc::ParameterError &e) {
        *why = coreMessage(e.message());
        return std::nullopt;
    }
}

MropeFigure::MropeFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(modelFigures::mrope));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("frequency slot j (fast → slow)"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("token"));
    rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_map = new MatrixImageMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    m_map->setDataRange(QCPRange(-1, 1));
    m_map->removeFromLegend();
    for (int axis = 0; axis < 3; ++axis) {
        m_axes[axis] = plot->addGraph();
        m_axes[axis]->setLineStyle(QCPGraph::lsNone);
        m_axes[axis]->setName(Text::tr("slot driven by %1").arg(axisName(axis)));
    }
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    setStyle(FigureStyle::screen());
}

void MropeFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    applyStyle(m_plot->legend, style);
    m_map->setGradient(divergingGradient(style.palette));
    const QColor colours[3] = {style.palette.position, style.palette.series, style.palette.comparePosition};
    for (int axis = 0; axis < 3; ++axis)
        m_axes[axis]->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssSquare, colours[axis], colours[axis], 7 * style.lineWidth));
}

void MropeFigure::showData(const ExplorerState &state)
{
    QString why;
    m_data = sessionMrope(state.session(), &why);
    QCPAxisRect *rect = m_plot->axisRect();
    if (!m_data) {
        m_map->clear();
        for (QCPGraph *g : m_axes)
            g->data()->clear();
        m_title->setText(figureTitle(modelFigures::mrope));
        m_note->setText(wrappedToWidth(why, m_note->font(), m_layoutSize.width() - 24.0));
        return;
    }
    const int n = int(m_data->angles.rows()), slotCount = int(m_data->angles.cols());
    m_map->setMatrix(m_data->angles.array().cos().matrix()); // row = token, column = slot; sets the axes

    // The strip above row 0: which axis drives each slot; and each axis's wavelengths for the note.
    QVector<double> x[3], y[3];
    double shortest[3] = {INFINITY, INFINITY, INFINITY}, longest[3] = {0, 0, 0};
    for (int j = 0; j < slotCount; ++j) {
        const posenc::AxisSlot &slot = m_data->axisSlots[std::size_t(j)];
        x[slot.axis].append(j);
        y[slot.axis].append(-1.2);
        const double wavelength = 2 * std::numbers::pi / slot.frequency;
        shortest[slot.axis] = std::min(shortest[slot.axis], wavelength);
        longest[slot.axis] = std::max(longest[slot.axis], wavelength);
    }
    QStringList bands;
    for (int axis = 0; axis < 3; ++axis) {
        m_axes[axis]->setData(x[axis], y[axis], true);
        if (!x[axis].isEmpty())
            bands.append(Text::tr("%1: %2 slots, wavelengths %3 … %4 positions")
                             .arg(axisName(axis))
                             .arg(x[axis].size())
                             .arg(shortest[axis], 0, 'g', 3)
                             .arg(longest[axis], 0, 'g', 3));
    }
    rect->axis(QCPAxis::atBottom)->setRange(-0.5, slotCount - 0.5);
    rect->axis(QCPAxis::atLeft)->setRange(-2, n - 0.5);
    rect->axis(QCPAxis::atLeft)->setTicker(wholeNumberTicker());
    const Session &s = state.session();
    const std::array<int, 3> section = mropeSectionOf(s);
    m_title->setText(Text::tr("%1: mrope_section %2%3, base %4")
                         .arg(figureTitle(modelFigures::mrope),
                              QStringLiteral("%1,%2,%3").arg(section[0]).arg(section[1]).arg(section[2]),
                              s.features.mropeInterleaved ? Text::tr(" interleaved") : QString())
                         .arg(s.scheme.base(), 0, 'g', 6));
    m_note->setText(wrappedToWidth(bands.join(Text::tr("; ", "between the axes")) + Text::tr(". Colour: cos θ, θ = the id on the "
                                                                               "slot's axis × ω_j."),
                                   m_note->font(), m_layoutSize.width() - 24.0));
}

QString MropeFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    QCPAxisRect *rect = m_plot->axisRect();
    if (!m_data || !rect->rect().contains(pixel.toPoint()))
        return {};
    const long long j = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    const long long n = std::llround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
    if (j < 0 || j >= m_data->angles.cols() || n < 0 || n >= m_data->angles.rows())
        return {};
    const posenc::MropeToken &token = m_data->tokens[std::size_t(n)];
    const posenc::AxisSlot &slot = m_data->axisSlots[std::size_t(j)];
    return Text::tr("token %1 (%2, t %3 h %4 w %5), slot %6 driven by %7: θ = %8 × %9 = %10 rad")
        .arg(n)
        .arg(kindName(token.kind))
        .arg(token.id[0])
        .arg(token.id[1])
        .arg(token.id[2])
        .arg(j)
        .arg(axisName(slot.axis))
        .arg(token.id[std::size_t(slot.axis)])
        .arg(slot.frequency, 0, 'g', 6)
        .arg(m_data->angles(n, j), 0, 'g', 8);
}

FigureEntry mropeFigureEntry()
{
    FigureEntry e;
    e.id = modelFigures::mrope;
    e.title = QT_TRANSLATE_NOOP("Figure", "M-RoPE");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Qwen2-VL and its successors give every token three position ids, (t, h, w): a text token the same "
                  "number three times, an image patch its frame, row and column. Each frequency slot of the head "
                  "turns with one of them. In Qwen2-VL time takes the 16 fastest slots and width the 24 slowest; "
                  "Qwen3-VL interleaves them, so every axis has fast and slow slots.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<MropeFigure>(plot); };
    // One line per token: t, h, w, then the angle of every slot j (radians).
    e.table = [](const ExplorerState &state) {
        QString why;
        auto data = sessionMrope(state.session(), &why);
        if (!data)
            return FigureTable{};
        Eigen::MatrixXd table(data->angles.rows(), 3 + data->angles.cols());
        for (int n = 0; n < table.rows(); ++n)
            for (int a = 0; a < 3; ++a)
                table(n, a) = data->tokens[std::size_t(n)].id[std::size_t(a)];
        table.rightCols(data->angles.cols()) = data->angles;
        return FigureTable::fromMatrix(std::move(table));
    };
    e.unavailable = [](const ExplorerState &state) {
        QString why;
        return sessionMrope(state.session(), &why) ? QString() : why;
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = {featureKeys::mropeSequence, featureKeys::mropeSection, featureKeys::mropeInterleaved,
                    commonKeys::base, ropeKeys::headDim, commonKeys::model, commonKeys::modelConfig};
    return e;
}
