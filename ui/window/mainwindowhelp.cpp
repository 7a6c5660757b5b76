// MainWindow's Help menu: the user manual, the keyboard shortcuts (read from the actions) and About.
#include "ui/window/mainwindow.h"

#include "ui/help/manualwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>

QList<QPair<QString, QString>> MainWindow::shortcuts() const
{
    // From the actions themselves, so that the list cannot go stale.
    QList<QPair<QString, QString>> list;
    QList<QAction *> actions;
    for (QAction *menu : menuBar()->actions())
        if (menu->menu())
            actions += menu->menu()->actions();
    // Then the window's own (presentation mode's keys, Esc), each once.
    for (QAction *action : this->actions())
        if (!actions.contains(action))
            actions.append(action);
    for (const QAction *action : std::as_const(actions)) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString text = action->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        text.remove(QStringLiteral("…"));
        list.append({keys.join(QStringLiteral(", ")), text});
    }
    return list;
}

void MainWindow::showManual()
{
    if (!m_manual)
        m_manual = new ManualWindow(this);
    m_manual->showPage(QStringLiteral("index.md"));
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (const auto &[keys, text] : shortcuts())
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>").arg(keys.toHtmlEscaped(), text.toHtmlEscaped());
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"),
                    QStringLiteral("<table>%1</table>").arg(rows), QMessageBox::Close, this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About PosEnc"),
                       tr("<h3>PosEnc %1</h3><p>A lab for Transformer positional encodings: token embedding, "
                          "sinusoidal encoding (Vaswani et al. 2017, §3.5), their sum and the turning (sin, cos) "
                          "clock hands of every pair.</p><p>Licensed under the GNU GPL v3 or later. Built with "
                          "Qt, QCustomPlot and Eigen.</p>")
                           .arg(QApplication::applicationVersion()));
}
