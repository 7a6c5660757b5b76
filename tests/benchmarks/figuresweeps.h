#pragma once
/// \file figuresweeps.h
/// \brief What the benchmark's figure sweeps measure, drawn from the figure registry: every registered
/// figure (and every figure a new family registers later) in every case, so none can escape them.
/// tst_figuresweeps checks that the rows cover the registry; bench_posenc runs them.

#include "ui/export/figureexport.h"
#include "ui/figures/figureregistry.h"

#include <QList>
#include <QSize>
#include <QString>

namespace figuresweeps {

/// The sweeps' d_model (issue 53: d_model 512 at L 128 and L 2048).
inline constexpr int dModel = 512;
/// The lengths swept, and the slider step's p95 target at each (ms).
inline const QList<std::pair<int, double>> &lengths()
{
    static const QList<std::pair<int, double>> l{{128, 16.0}, {2048, 50.0}};
    return l;
}
/// The screens: the window at 1920 x 1080 (an empty size) and presentation mode on a 3840 x 2160 screen.
inline const QList<QSize> &screens()
{
    static const QList<QSize> s{QSize(), QSize(3840, 2160)};
    return s;
}
/// An export's target, process start included (ms).
inline constexpr double exportTarget = 300.0;

/// One row of the interaction sweep: a figure shown alone (F) or in its tab, at a length, on a screen.
struct InteractionRow
{
    Figure figure;
    bool alone;
    int length;
    double target; ///< p95 of a slider step, ms
    QSize screen;  ///< empty: the window at 1920 x 1080; else presentation mode on a screen of this size
};

/// Every registered figure × alone and in its tab × every length × every screen, grouped by screen and
/// length (one window each).
inline QList<InteractionRow> interactionRows()
{
    QList<InteractionRow> rows;
    for (const QSize &screen : screens())
        for (const auto &[length, target] : lengths())
            for (const FigureEntry &entry : figureRegistry())
                for (const bool alone : {true, false})
                    rows.append({entry.id, alone, length, target, screen});
    return rows;
}

/// One row of the export sweep: `posenc export --figure NAME --length L --d-model 512` in a process.
struct ExportRow
{
    Figure figure;
    ExportFormat format;
    int length;
};

/// Every registered figure × PNG and SVG × every length.
inline QList<ExportRow> exportRows()
{
    QList<ExportRow> rows;
    for (const auto &[length, target] : lengths())
        for (const ExportFormat format : {ExportFormat::Png, ExportFormat::Svg})
            for (const FigureEntry &entry : figureRegistry())
                rows.append({entry.id, format, length});
    return rows;
}

} // namespace figuresweeps
