#include "ui/state/learnedtables.h"

#include "ui/state/coremessage.h"

#include <posenc/io/fileerror.h>

#include <QMutex>
#include <QMutexLocker>

namespace {

struct Opened
{
    QString path, tensor;
    int offset = -1;
    std::shared_ptr<const posenc::LearnedTable> table;
};

QMutex openedMutex;
Opened lastOpened; ///< guarded by openedMutex

} // namespace

std::shared_ptr<const posenc::LearnedTable> openLearnedTable(const QString &path, const QString &tensor, int offset,
                                                             QString *problem)
{
    {
        const QMutexLocker lock(&openedMutex);
        if (lastOpened.table && lastOpened.path == path && lastOpened.tensor == tensor && lastOpened.offset == offset)
            return lastOpened.table;
    }
    try {
        auto table = std::make_shared<const posenc::LearnedTable>(posenc::LearnedTable::open(
            path.toStdString(), tensor.toStdString(), offset < 0 ? std::nullopt : std::optional<int>(offset)));
        const QMutexLocker lock(&openedMutex);
        lastOpened = {path, tensor, offset, table};
        return table;
    } catch (const posenc::FileError &e) {
        if (problem)
            *problem = coreMessage(e.message());
        return nullptr;
    }
}

std::shared_ptr<const posenc::LearnedTable> learnedTableOf(const Session &session)
{
    if (session.added != posenc::AddedEncoding::Learned || session.table.isEmpty())
        return nullptr;
    return openLearnedTable(session.table, session.tableTensor, session.tableOffset, nullptr);
}
