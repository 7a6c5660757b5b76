#include "ui/views/savemenu.h"

#include <QCoreApplication>
#include <QMenu>
#include <QKeySequence>

void execSaveMenu(QWidget *parent, const QPoint &globalPos, const std::function<void(ExportFormat)> &save,
                  const std::function<void()> &copy)
{
    QMenu menu(parent);
    QAction *copyAction = menu.addAction(QCoreApplication::translate("SaveMenu", "&Copy"), parent, copy);
    copyAction->setShortcut(QKeySequence::Copy); // shown only: the window's Edit > Copy Figure has the key
    menu.addSeparator();
    const std::pair<const char *, ExportFormat> items[] = {
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as PNG…"), ExportFormat::Png},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as SVG…"), ExportFormat::Svg},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as PDF…"), ExportFormat::Pdf},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save numbers as CSV…"), ExportFormat::Csv},
    };
    for (const auto &item : items) // (clang 14 cannot capture a structured binding)
        menu.addAction(QCoreApplication::translate("SaveMenu", item.first), parent,
                       [save, format = item.second] { save(format); });
    menu.exec(globalPos);
}
