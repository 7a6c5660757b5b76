#include "ui/figures/wavesfigure.h"

#include <posenc/encodings/columnwave.h>
#include "ui/figures/strokedgraph.h"
#include "ui/figures/waveplottable.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/legendrow.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WavesFigure)
};

/// One colour per pair, its sine and cosine alike: ColorBrewer Dark2 (qualitative, readable on white
/// and on the dark theme's grey), then again.
QColor pairColour(int index)
{
    static const QColor colours[] = {"#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d", "#1f78b4"};
    return colours[index % std::size(colours)];
}

} // namespace

QList<int> WavesFigure::shownColumns(const ExplorerState &state)
{
    QList<int> columns;
    for (const int j : state.session().waveColumns)
        if (j < state.dModel())
            columns.append(j);
    return columns;
}

WavesFigure::WavesFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(Figure::Waves));
    layout->addElement(0, 0, m_title);
    // The legend in a row of its own under the plot, two entries a line: inside, it covered the waves.
    m_legendRow = moveLegendBelow(plot, 2);
    layout->insertRow(3);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(3, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("position pos"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("PE(pos, j)"));
    rect->axis(QCPAxis::atLeft)->setRange(-1.1, 1.1);
    plot->legend->setVisible(true);
    m_positionLine = new QCPItemStraightLine(plot);
    m_positionLine->setLayer(addSelectionLayer()); // alone redrawn on Play's frames
    setStyle(FigureStyle::screen());
}

void WavesFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    styleLegendRow(m_plot, m_legendRow, style);
    applyStyle(m_plot->axisRect(), style);
    m_positionLine->setPen(QPen(style.palette.position, 1.5 * style.lineWidth, Qt::DashLine));
}

void WavesFigure::showData(const ExplorerState &state)
{
    for (WavePlottable *curve : m_curves)
        m_plot->removePlottable(curve);
    for (QCPGraph *graph : m_dots)
        m_plot->removeGraph(graph);
    m_curves.clear();
    m_dots.clear();
    const posenc::SinusoidalScheme &scheme = state.scheme();
    const int first = scheme.firstPosition;
    const int length = state.length();
    const QList<int> columns = shownColumns(state);
    const Eigen::VectorXd &lambda = state.wavelengths();
    const double dotPixels = 5 * m_style.lineWidth * m_pixelRatio;
    // The whole positions' dots, where two stand half a dot apart at least (on the canvas's width; the
    // panel is about a tenth narrower): 9-pixel dots up to L = 143 in a 1920-pixel export.
    const bool dotted = length <= 1 || m_layoutSize.width() * m_pixelRatio / double(length - 1) >= 1.5 * dotPixels;
    QList<int> pairs; // the pairs shown, in order of appearance: their colours
    for (const int j : columns) {
        const posenc::ColumnRole role = scheme.layout.role(j);
        if (!role.isPadding && !pairs.contains(role.pair))
            pairs.append(role.pair);
        const QColor colour = role.isPadding ? m_style.palette.muted : pairColour(int(pairs.indexOf(role.pair)));
        // The curve, sampled when drawn at the panel's pixels (WavePlottable): a dashed antialiased pen along
        // 49 000 points took 11 s at L 2048.
        auto *curve = new WavePlottable(m_plot->xAxis, m_plot->yAxis);
        curve->setWave(posenc::ColumnWave(scheme, j), first,
                       first + std::max(0, length - 1), role.isPadding ? 0.0 : lambda(role.pair), 1.0);
        curve->setPen(QPen(colour, 2 * m_style.lineWidth, role.isSine || role.isPadding ? Qt::SolidLine : Qt::DashLine));
        curve->setName(role.isPadding ? Text::tr("j = %1: zero column").arg(j)
                                      : Text::tr("j = %1: %2, pair i = %3, λ = %4")
                                            .arg(j)
                                            .arg(role.isSine ? QStringLiteral("sin") : QStringLiteral("cos"))
                                            .arg(role.pair)
                                            .arg(QString::number(lambda(role.pair), 'g', 4)));
        m_curves.append(curve);
        // The whole positions, where the rows of PE are: dots, while they stay apart.
        QCPGraph *dots = addStrokedGraph(m_plot);
        dots->removeFromLegend();
        dots->setLineStyle(QCPGraph::lsNone);
        if (dotted) {
            QVector<double> px, py;
            for (int r = 0; r < length; ++r) {
                px.append(first + r);
                py.append(state.encoding()(r, j));
            }
            dots->setData(px, py, true);
            dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 5 * m_style.lineWidth));
        }
        m_dots.append(dots);
    }
    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(first - 0.5, first + std::max(1, length - 1) + 0.5);
    rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    m_title->setText(figureTitle(Figure::Waves) + Text::tr("   (d_model = %1, L = %2)").arg(state.dModel()).arg(length));
    QStringList leftOut;
    for (const int j : state.session().waveColumns)
        if (j >= state.dModel())
            leftOut << QString::number(j);
    const QString note =
        leftOut.isEmpty()
            ? Text::tr("Low columns swing fast, high ones slowly; a pair's sine and cosine run a quarter turn apart.")
            : Text::tr("Left out, past d_model − 1 = %2: j = %1.").arg(leftOut.join(QStringLiteral(", "))).arg(state.dModel() - 1);
    m_note->setText(wrappedToWidth(note, m_note->font(), m_layoutSize.width() - 24.0));
    showSelection(state);
}

void WavesFigure::showSelection(const ExplorerState &state)
{
    m_positionLine->setVisible(m_style.selectionMarks);
    // Play's fraction too: the line glides between the whole positions (the dots).
    m_positionLine->point1->setCoords(state.displayPosition(), 0);
    m_positionLine->point2->setCoords(state.displayPosition(), 1);
}

QString WavesFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const long long pos = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    const int row = int(pos - state.firstPosition());
    if (row < 0 || row >= state.length())
        return {};
    QStringList values;
    for (const int j : shownColumns(state))
        values << Text::tr("PE(%1, %2) = %3").arg(pos).arg(j).arg(QString::number(state.encoding()(row, j), 'g', 6));
    return values.join(QLatin1Char('\n'));
}

FigureEntry wavesFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Waves;
    e.title = QT_TRANSLATE_NOOP("Figure", "PE(pos, j) against pos");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Each chosen column j of PE as a wave along the positions (the Annotated Transformer's "
                  "dimensions 4 to 7): a pair's sine and cosine share a colour and a wavelength, a quarter "
                  "turn apart; higher pairs have longer waves. Dots: the whole positions, the rows of PE.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<WavesFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        // One line per position: pos, then PE(pos, j) for each shown column.
        const QList<int> columns = WavesFigure::shownColumns(state);
        return FigureTable{state.length(), 1 + int(columns.size()), [&state, columns](int row, int column) {
                               return column == 0 ? double(state.firstPosition() + row)
                                                  : state.encoding()(row, columns[column - 1]);
                           }};
    };
    // Columns past d_model − 1 are left out (the note says which); none left is nothing to draw: a CSV of
    // positions only, exit 0, until the audit (issue 54 item 8).
    e.unavailable = [](const ExplorerState &state) {
        if (!WavesFigure::shownColumns(state).isEmpty())
            return QString();
        QStringList columns;
        for (const int j : state.session().waveColumns)
            columns << QString::number(j);
        return Text::tr("columns j = %1 are all out of range (allowed 0 .. %2 at d_model = %3) (option --columns)")
            .arg(columns.join(QStringLiteral(", ")))
            .arg(state.dModel() - 1)
            .arg(state.dModel());
    };
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::waveColumnsChanged);
    e.selectionSignals = stateSignals(&ExplorerState::positionChanged, &ExplorerState::positionFractionChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
