#pragma once
/// \file savemenu.h
/// \brief The context menu every figure view shows: save it as PNG, SVG, PDF or its numbers as CSV.

#include "ui/export/figureexport.h"

#include <QPoint>

#include <functional>

class QWidget;

/// Shows at \a globalPos a menu of "Copy" (Ctrl+C: \a copy, the figure to the clipboard), "Save as PNG…",
/// "Save as SVG…", "Save as PDF…" and "Save numbers as CSV…" over \a parent; the chosen format goes to
/// \a save (the main window's export dialog, which starts with that format).
void execSaveMenu(QWidget *parent, const QPoint &globalPos, const std::function<void(ExportFormat)> &save,
                  const std::function<void()> &copy);
