#pragma once
/// \file familypage.h
/// \brief A window tab as a family declares it: its title and the function that builds it. With the types
/// of that function (the figures' views by identifier, the save request), declared without the window's
/// headers so that the state's files can hold a family entry.

#include <QHash>
#include <QString>

#include <functional>

class Figure;            // ui/figures/figure.h
enum class ExportFormat; // ui/export/figureexport.h
class ExplorerState;
class QWidget;

/// The views a page holds, by figure (for the main window's menus and for tests).
using FigureViews = QHash<Figure, QWidget *>;

/// Called with a figure and a format when the user asks to save it ("Save as PNG…", "Save as SVG…", …).
using SaveFigure = std::function<void(Figure, ExportFormat)>;

/// One tab a family adds to the window, shown while the family is chosen (figures with the family's slot
/// choice): its translated title with a mnemonic, and its page.
struct FamilyPage
{
    QString (*title)();
    QWidget *(*create)(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
};
