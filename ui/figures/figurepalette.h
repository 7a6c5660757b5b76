#pragma once
/// \file figurepalette.h
/// \brief Every colour the figures draw with, by the role it plays, in one place; each theme
/// (ui/state/theme.h) is one set of values. The colour maps' stops are here too; figurestyle.h builds them.

#include "ui/state/theme.h"

#include <QColor>
#include <QList>

struct FigurePalette
{
    QColor background{255, 255, 255};
    QColor ink{0, 0, 0};            ///< text and axes
    QColor strongMark{20, 20, 20};  ///< selection outlines, the position line
    QColor caption{40, 40, 40};     ///< an exported figure's caption
    QColor label{60, 60, 60};       ///< clock labels, the selected pair's guide line
    QColor guide{90, 90, 90};       ///< secondary dashed lines
    QColor muted{110, 110, 110};    ///< axis names, the w_i curve (>= 4.5:1 on the background, as text)
    QColor dialRim{150, 150, 150};  ///< unit circles; label frames
    QColor dialAxes{215, 215, 215}; ///< the x and y axes inside a dial
    QColor dialFill{250, 250, 250};
    QColor selectedCell{255, 243, 176};         ///< the selected clock's cell
    QColor selectionMark{255, 221, 0};          ///< the selected pair's marker, equal-value markers
    QColor labelBackground{255, 255, 255, 220}; ///< behind labels drawn over curves
    QColor labelBackgroundStrong{255, 255, 255, 230};
    QColor hand{31, 78, 121};    ///< a clock hand at pos
    QColor offset{217, 130, 43}; ///< pos + k: the faint hand and its arc; the comparison base
    /// pos + k in text on the window (the clock view's header): offset, dark enough to read (>= 4.5:1).
    QColor offsetText{154, 74, 0};
    QColor series{33, 102, 172}; ///< the main curve (wavelengths, the closed form)
    QColor seriesBand{33, 102, 172, 60};
    QColor position{178, 24, 43};              ///< marks of pos; the L - 1 line
    QColor comparePosition{27, 120, 55};       ///< marks of pos'
    QColor comparePositionLight{127, 188, 65}; ///< pos' + k
    QColor handLight{107, 174, 214};           ///< pos + k in the relative-offset figure
    QColor bitOff{247, 247, 247};              ///< a 0 bit of the binary counter
    QColor bitOn{37, 37, 37};                  ///< a 1 bit
    /// A lecture step's marks (figuremark.h): outline and label, apart from the maps' blue and red.
    QColor lectureMark{0, 128, 60};
    QColor missing{200, 200, 200};             ///< a heat-map cell without a value (nan)
    /// Diverging map, negative to positive, 0 at the middle stop: ColorBrewer RdBu (11 classes; blue
    /// and red stay apart for colour-blind readers).
    QList<QColor> diverging{"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
                            "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"};
    /// Sequential map for weights in [0, 1], 0 first: ColorBrewer Reds.
    QList<QColor> weights{"#fff5f0", "#fcbba1", "#fb6a4a", "#cb181d", "#67000d"};

    bool operator==(const FigurePalette &) const = default;

    /// The WCAG 2 contrast ratio of two opaque colours, 1 .. 21: (L1 + 0.05) / (L2 + 0.05) of their
    /// relative luminances, the lighter first (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). Text
    /// needs at least 4.5.
    static double contrast(const QColor &a, const QColor &b);

    /// The palette of the light theme.
    static const FigurePalette &light();
    /// The palette of \a theme.
    static const FigurePalette &of(Theme theme);
};
