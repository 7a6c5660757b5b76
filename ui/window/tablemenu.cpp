#include "ui/window/tablemenu.h"

#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
#include "ui/state/learnedtables.h"
#include "ui/state/sessionrules.h"

#include <posenc/io/fileerror.h>
#include <posenc/learned/knowntables.h>
#include <posenc/learned/learnedtable.h>
#include <posenc/learned/t5biastable.h>

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

#include <algorithm>

TableMenu::TableMenu(QWidget *window, QMenu *file, ExplorerState *state)
    : QObject(window), m_window(window), m_state(state)
{
    QAction *open = file->addAction(tr("Open &Table…"), this, &TableMenu::openDialog);
    open->setObjectName(QStringLiteral("openTable"));
    open->setStatusTip(tr("Add a learned position table (GPT-2's wpe.weight, BERT's position_embeddings …) from a "
                          ".npy or .safetensors file"));
    QAction *openT5 = file->addAction(tr("Open T5 &Bias Table…"), this, &TableMenu::openT5Dialog);
    openT5->setObjectName(QStringLiteral("openT5Table"));
    openT5->setStatusTip(tr("Read T5's relative attention bias (num_buckets × heads, a checkpoint's "
                            "relative_attention_bias.weight) from a .npy or .safetensors file"));
}

bool TableMenu::isTableFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("npy") || suffix == QLatin1String("safetensors");
}

QString TableMenu::chooseFile(const QString &title)
{
    const QString folder =
        m_folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : m_folder;
    return QFileDialog::getOpenFileName(m_window, title, folder, tr("Position tables (*.npy *.safetensors)"));
}

void TableMenu::openDialog()
{
    if (const QString path = chooseFile(tr("Open Table")); !path.isEmpty())
        open(path);
}

void TableMenu::openT5Dialog()
{
    if (const QString path = chooseFile(tr("Open T5 Bias Table")); !path.isEmpty())
        openT5(path);
}

bool TableMenu::openT5(const QString &path, const QString &tensor)
{
    m_folder = QFileInfo(path).absolutePath();
    Session next = m_state->latest();
    if (const QString problem = sessionrules::withT5Table(next, path, tensor); !problem.isEmpty()) {
        showProblem(problem);
        return false;
    }
    m_state->setSession(next);
    m_lastProblem.clear();
    const auto table = openT5BiasTable(path, tensor, t5Of(next).spec.bidirectional, nullptr);
    if (auto *window = qobject_cast<QMainWindow *>(m_window); window && table)
        window->statusBar()->showMessage(tr("Opened T5's bias table %1 (num_buckets %2 × %3 heads) of %4")
                                             .arg(table->tensor.empty() ? QFileInfo(path).fileName()
                                                                        : QString::fromStdString(table->tensor))
                                             .arg(t5Of(next).tableBuckets)
                                             .arg(t5Of(next).tableHeads)
                                             .arg(QDir::toNativeSeparators(path)),
                                         8000);
    return true;
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
    // T5's bias tables (a whole T5 checkpoint holds the encoder's and the decoder's) and no position table:
    // the file is read as T5's, the direction choosing between them.
    const bool anyKnown = std::any_of(tensors.begin(), tensors.end(), [](const posenc::StoredTensor &t) {
        return posenc::knownTableFor(t.name) != nullptr;
    });
    const bool anyT5 = std::any_of(tensors.begin(), tensors.end(), [](const posenc::StoredTensor &t) {
        return posenc::isT5BiasTensorName(t.name);
    });
    if (posenc::isT5BiasTensorName(chosen.toStdString()) || (chosen.isEmpty() && anyT5 && !anyKnown))
        return openT5(path, chosen);
    if (chosen.isEmpty() && tensors.size() > 1) {
        // The 2-D float tensors, position tables first (the known name chosen): a checkpoint holds
        // hundreds (every layer's weights), one of them the position table.
        QStringList items, names;
        for (const bool knownPass : {true, false})
            for (const posenc::StoredTensor &t : tensors) {
                const posenc::KnownTable *known = posenc::knownTableFor(t.name);
                const bool t5 = posenc::isT5BiasTensorName(t.name);
                if (t.shape.size() != 2 || !t.unreadableType.empty() || (known != nullptr || t5) != knownPass)
                    continue;
                const QString name = QString::fromStdString(t.name), shape = QString::fromStdString(t.describe());
                names << name;
                items << (known ? tr("%1 %2: %3").arg(name, shape, QCoreApplication::translate("posenc", known->meaning))
                          : t5  ? tr("%1 %2: T5's relative attention bias (num_buckets × heads)").arg(name, shape)
                                : tr("%1 %2").arg(name, shape));
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
        if (posenc::isT5BiasTensorName(chosen.toStdString()))
            return openT5(path, chosen);
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
