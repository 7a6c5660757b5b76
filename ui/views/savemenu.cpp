#include "ui/views/savemenu.h"

#include <QCoreApplication>
#include <QMenu>

void execSaveMenu(QWidget *parent, const QPoint &globalPos, const std::function<void(ExportFormat)> &save)
{
    QMenu menu(parent);
    const std::pair<const char *, ExportFormat> items[] = {
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as PNG…"), ExportFormat::Png},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as SVG…"), ExportFormat::Svg},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save as PDF…"), ExportFormat::Pdf},
        {QT_TRANSLATE_NOOP("SaveMenu", "Save numbers as CSV…"), ExportFormat::Csv},
    };
    for (const auto &[text, format] : items)
        menu.addAction(QCoreApplication::translate("SaveMenu", text), parent, [save, format] { save(format); });
    menu.exec(globalPos);
}
