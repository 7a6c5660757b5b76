#pragma once
/// \file mainwindow.h
/// \brief The main window: parameter dock, three heat maps, clock view, formula strip, menus, export.

#include "exportdialog.h"
#include "figure.h"

#include <QMainWindow>

class ClockView;
class ExplorerState;
class FormulaStrip;
class HeatmapView;
class ParameterPanel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Builds the window around \a state (not owned; it must outlive the window).
    explicit MainWindow(ExplorerState *state, QWidget *parent = nullptr);

    /// Restores the last session's parameters, window geometry and export options (QSettings).
    void restoreSettings();
    /// Saves what restoreSettings() restores; called when the window closes.
    void saveSettings() const;

    HeatmapView *heatmapView(Figure figure) const;
    ClockView *clockView() const { return m_clocks; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    FormulaStrip *formulaStrip() const { return m_formula; }

public Q_SLOTS:
    /// Opens the export dialog for \a figure, then writes the file.
    void exportFigure(Figure figure);
    /// Opens the export dialog for all figures, then writes them into the chosen folder.
    void exportAllFigures();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void runExport(const ExportRequest &request);
    void about();

    ExplorerState *m_state;
    ParameterPanel *m_panel;
    QList<HeatmapView *> m_heatmaps;
    ClockView *m_clocks;
    FormulaStrip *m_formula;
    ExportRequest m_lastExport;
};
