#include "ui/figures/figureregistry.h"

#include "ui/families/scorefamilies.h"
#include "ui/state/explorerstate.h"

// Each entry lives in its figure's file; a score family's figures are listed by its entry.
FigureEntry embeddingFigureEntry();
FigureEntry encodingFigureEntry();
FigureEntry layoutsFigureEntry();
FigureEntry sumFigureEntry();
FigureEntry clockFigureEntry();
FigureEntry clockPairFigureEntry();
FigureEntry clockHandsFigureEntry();
FigureEntry wavelengthFigureEntry();
FigureEntry wavesFigureEntry();
FigureEntry relativeFigureEntry();
FigureEntry similarityFigureEntry();
FigureEntry naiveFigureEntry();
FigureEntry attentionFigureEntry();
FigureEntry learnedTableFigureEntry();
FigureEntry learnedSimilarityFigureEntry();
FigureEntry learnedSpectrumFigureEntry();
FigureEntry compareFigureEntry();
FigureEntry whyPairsFigureEntry();
FigureEntry whyExponentFigureEntry();
FigureEntry derivationFigureEntry();
FigureEntry workedExampleFigureEntry();
FigureEntry pytorchFigureEntry();
FigureEntry layerMapFigureEntry();
FigureEntry mropeFigureEntry();
FigureEntry temperatureFigureEntry();

FigureTable FigureTable::fromMatrix(Eigen::MatrixXd matrix)
{
    const int rows = static_cast<int>(matrix.rows());
    const int columns = static_cast<int>(matrix.cols());
    return {rows, columns, [m = std::move(matrix)](int r, int c) { return m(r, c); }};
}

const QList<FigureEntry> &figureRegistry()
{
    static const QList<FigureEntry> entries = [] {
        QList<FigureEntry> list = {embeddingFigureEntry(),  encodingFigureEntry(),   sumFigureEntry(),
                                   clockFigureEntry(),      clockPairFigureEntry(),  clockHandsFigureEntry(),
                                   wavesFigureEntry(),      wavelengthFigureEntry(),
                                   whyExponentFigureEntry(), whyPairsFigureEntry(),  relativeFigureEntry(),
                                   derivationFigureEntry(), workedExampleFigureEntry(), pytorchFigureEntry(),
                                   similarityFigureEntry(), naiveFigureEntry(),      attentionFigureEntry(),
                                   layoutsFigureEntry()};
        list << learnedTableFigureEntry() << learnedSimilarityFigureEntry() << learnedSpectrumFigureEntry();
        // Each score family's figures, shown while it is chosen.
        for (const ScoreFamilyEntry &family : scoreFamilies())
            for (FigureEntry (*figureOf)() : family.figures) {
                FigureEntry entry = figureOf();
                if (entry.scores.isEmpty())
                    entry.scores = {family.id};
                list << entry;
            }
        list << compareFigureEntry();
        // What current models do with position beside their RoPE (the Models tab).
        list << layerMapFigureEntry() << mropeFigureEntry() << temperatureFigureEntry();
        for (FigureEntry &entry : list) {
            if (!entry.painter && entry.plot)
                entry.painter = [plot = entry.plot] { return plotFigurePainter(plot); };
            if (!entry.painter && entry.snapshot)
                entry.painter = [snapshot = entry.snapshot] {
                    return directFigurePainter([snapshot](QPainter &painter, const QRectF &area,
                                                          const ExplorerState &state, const FigureStyle &style) {
                        snapshot(state, std::nullopt)(painter, area, style);
                    });
                };
        }
        return list;
    }();
    return entries;
}

const FigureEntry &figureEntry(Figure figure)
{
    for (const FigureEntry &entry : figureRegistry())
        if (entry.id == figure)
            return entry;
    qFatal("figureEntry: figure \"%s\" has no registry entry (figureregistry.cpp)", figure.name());
}

bool figureApplies(const FigureEntry &entry, const Session &session)
{
    return (entry.added.isEmpty() || entry.added.contains(session.added))
        && (entry.scores.isEmpty() || entry.scores.contains(session.scores));
}

bool figureReadsField(const FigureEntry &entry, const QString &key)
{
    return entry.dataSignals.contains(QMetaMethod::fromSignal(&ExplorerState::fieldChanged))
        && (entry.dataFields.isEmpty() || entry.dataFields.contains(key));
}

QList<Figure> figuresApplyingTo(const Session &session)
{
    QList<Figure> figures;
    for (const FigureEntry &entry : figureRegistry())
        if (figureApplies(entry, session))
            figures.append(entry.id);
    return figures;
}

Session withFigureSlots(const Session &session, const FigureEntry &entry)
{
    Session s = session;
    if (!entry.added.isEmpty() && !entry.added.contains(s.added))
        s.added = entry.added.first();
    if (!entry.scores.isEmpty() && !entry.scores.contains(s.scores))
        s.scores = entry.scores.first();
    return s;
}

QList<QMetaMethod> commonSelectionSignals()
{
    return {QMetaMethod::fromSignal(&ExplorerState::positionChanged),
            QMetaMethod::fromSignal(&ExplorerState::dimensionChanged)};
}
