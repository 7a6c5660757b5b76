#include "ui/window/modelconfigmenu.h"

#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"

#include <posenc/io/fileerror.h>
#include <posenc/models/modelconfig.h>

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>

ModelConfigMenu::ModelConfigMenu(QWidget *window, QMenu *file, ExplorerState *state)
    : QObject(window), m_window(window), m_state(state)
{
    QAction *open = file->addAction(tr("Open Model &Config…"), this, &ModelConfigMenu::openDialog);
    open->setObjectName(QStringLiteral("openModelConfig"));
    open->setStatusTip(tr("Read a model's RoPE (rope_theta, head_dim, rope_scaling …) from its Hugging Face config.json"));
}

bool ModelConfigMenu::isConfigFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}

void ModelConfigMenu::openDialog()
{
    const QString folder =
        m_folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : m_folder;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Model Config"), folder,
                                                      tr("Model configurations (*.json)"));
    if (!path.isEmpty())
        open(path);
}

bool ModelConfigMenu::open(const QString &path)
{
    m_folder = QFileInfo(path).absolutePath();
    Session next = m_state->latest();
    const QString problem = next.edit(commonKeys::modelConfig, path);
    auto *box = new QMessageBox(m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->setWindowTitle(tr("Open Model Config"));
    if (!problem.isEmpty()) {
        box->setIcon(QMessageBox::Warning);
        box->setText(tr("%1 cannot be read as a model's config.json.").arg(QFileInfo(path).fileName()));
        box->setInformativeText(problem);
        m_lastMessage = problem;
        box->open();
        return false;
    }
    // What was read and ignored, as the reader says it (the same file again: it has just been read).
    QStringList read, ignored;
    try {
        const posenc::ModelConfig config = posenc::readModelConfig(QFile::encodeName(path).toStdString());
        for (const std::string &line : config.read)
            read << QString::fromStdString(line);
        for (const std::string &line : config.ignored)
            ignored << QString::fromStdString(line);
    } catch (const posenc::FileError &) {
    }
    m_state->setSession(next);
    box->setIcon(QMessageBox::Information);
    box->setText(tr("Read %1: RoPE now acts on the scores with its settings (the Long context tab).")
                     .arg(QDir::toNativeSeparators(path)));
    QString details = tr("Read:") + QStringLiteral("\n  ") + read.join(QStringLiteral("\n  "));
    details += QStringLiteral("\n") + (ignored.isEmpty() ? tr("Nothing ignored.")
                                                           : tr("Ignored:") + QStringLiteral("\n  ") + ignored.join(QStringLiteral("\n  ")));
    box->setInformativeText(details);
    m_lastMessage = details;
    box->open();
    return true;
}
