#include "ui/window/tablemenu.h"

#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
#include "ui/state/sessionrules.h"

#include <posenc/io/fileerror.h>
#include <posenc/learned/knowntables.h>
#include <posenc/learned/learnedtable.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

TableMenu::TableMenu(QWidget *window, QMenu *file, ExplorerState *state)
    : QObject(window), m_window(window), m_state(state)
{
    QAction *open = file->addAction(tr("Open &Table…"), this, &TableMenu::openDialog);
    open->setObjectName(QStringLiteral("openTable"));
    open->setStatusTip(tr("Add a learned position table (GPT-2's wpe.weight, BERT's position_embeddings …) from a "
                          ".npy or .safetensors file"));
}

bool TableMenu::isTableFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("npy") || suffix == QLatin1String("safetensors");
}

void TableMenu::openDialog()
{
    const QString folder =
        m_folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : m_folder;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Table"), folder,
                                                      tr("Position tables (*.npy *.safetensors)"));
    if (!path.isEmpty())
        open(path);
}

bool TableMenu::open(const QString &path, const QString &tensor)
{
    m_folder = QFileInfo(path).absolutePath();
    std::vector<posenc::StoredTensor> tensors;
    try {
        tensors = posenc::tensorsInFile(path.toStdString());
    } catch (const posenc::FileError &e) {
        showProblem(coreMessage(e.message()));
        return false;
    }
    QString chosen = tensor;
    if (chosen.isEmpty() && tensors.size() > 1) {
        // The 2-D float tensors, position tables first (the known name chosen): a checkpoint holds
        // hundreds (every layer's weights), one of them the position table.
        QStringList items, names;
        for (const bool knownPass : {true, false})
            for (const posenc::StoredTensor &t : tensors) {
                const posenc::KnownTable *known = posenc::knownTableFor(t.name);
                if (t.shape.size() != 2 || !t.unreadableType.empty() || (known != nullptr) != knownPass)
                    continue;
                names << QString::fromStdString(t.name);
                items << (known ? tr("%1 %2: %3").arg(QString::fromStdString(t.name), QString::fromStdString(t.describe()),
                                                        QCoreApplication::translate("posenc", known->meaning))
                                : tr("%1 %2").arg(QString::fromStdString(t.name), QString::fromStdString(t.describe())));
            }
        if (items.isEmpty()) {
            showProblem(tr("%1 holds no 2-D table of F64, F32, F16 or BF16 numbers").arg(QDir::toNativeSeparators(path)));
            return false;
        }
        bool ok = false;
        const QString item = QInputDialog::getItem(m_window, tr("Open Table"),
                                                   tr("%1 holds %n tensor(s). Which is the position table?", nullptr,
                                                      int(tensors.size()))
                                                       .arg(QFileInfo(path).fileName()),
                                                   items, 0, false, &ok);
        if (!ok)
            return false;
        chosen = names.value(items.indexOf(item));
    }
    Session next = m_state->latest();
    if (const QString problem = sessionrules::withLearnedTable(next, path, chosen, -1); !problem.isEmpty()) {
        showProblem(problem);
        return false;
    }
    m_state->setSession(next);
    m_lastProblem.clear();
    if (auto *window = qobject_cast<QMainWindow *>(m_window))
        window->statusBar()->showMessage(tr("Opened the table %1 (%2 positions × d_model %3) of %4")
                                             .arg(chosen.isEmpty() ? QFileInfo(path).fileName() : chosen)
                                             .arg(next.tableRows)
                                             .arg(next.tableDModel)
                                             .arg(QDir::toNativeSeparators(path)),
                                         8000);
    return true;
}

void TableMenu::showProblem(const QString &problem)
{
    m_lastProblem = problem;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Open Table"), tr("This file cannot be added as a table."),
                                QMessageBox::Ok, m_window);
    box->setInformativeText(problem);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}
