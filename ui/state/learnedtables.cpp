#include "ui/state/learnedtables.h"

#include "ui/state/coremessage.h"

#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>

#include <QMutex>
#include <QMutexLocker>

#include <algorithm>

namespace {

struct Opened
{
    QString path, tensor;
    int offset = -1;
    std::shared_ptr<const posenc::LearnedTable> table;
};

QMutex openedMutex;
Opened lastOpened; ///< guarded by openedMutex

struct Spectrum
{
    QString path, tensor;
    int offset = -1, dModel = 0;
    std::shared_ptr<const posenc::ColumnSpectrum> spectrum;
};
QMutex spectrumMutex;
Spectrum lastSpectrum; ///< guarded by spectrumMutex

struct T5Read
{
    QString path, tensor;
    bool bidirectional = true;
    std::shared_ptr<const posenc::T5BiasTable> table;
};
QMutex t5Mutex;
T5Read lastT5; ///< guarded by t5Mutex

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

std::shared_ptr<const posenc::ColumnSpectrum> learnedSpectrumOf(const Session &session)
{
    if (session.added != posenc::AddedEncoding::Learned)
        return nullptr;
    const int dModel = session.scheme.dModel();
    const QMutexLocker lock(&spectrumMutex); // one computation at a time; the next caller takes its result
    const Spectrum &last = lastSpectrum;
    if (last.dModel > 0 && last.path == session.table && last.tensor == session.tableTensor &&
        last.offset == session.tableOffset && last.dModel == dModel)
        return last.spectrum; // nullptr too: a table whose spectrum could not be computed
    const auto table = learnedTableOf(session);
    if (!session.table.isEmpty() && !table)
        return nullptr;
    const int positions = table ? std::min(table->rows(), maxSpectrumPositions) : seededSpectrumPositions;
    if (positions < 4)
        return nullptr;
    // Read in blocks of rows (a mapped table is read row by row, as it is stored), kept as floats.
    Eigen::MatrixXf rows(positions, dModel);
    constexpr int block = 256;
    Eigen::MatrixXd part;
    for (int first = 0; first < positions; first += block) {
        const int count = std::min(block, positions - first);
        part.resize(count, dModel);
        if (table) {
            table->fillRows(first, part);
        } else {
            posenc::LearnedTable::fillSeededRows(first, part);
        }
        rows.middleRows(first, count) = part.cast<float>();
    }
    try {
        auto spectrum = std::make_shared<const posenc::ColumnSpectrum>(posenc::columnSpectrum(rows));
        lastSpectrum = {session.table, session.tableTensor, session.tableOffset, dModel, spectrum};
        return spectrum;
    } catch (const posenc::ParameterError &) {
        // A value that is not finite: the figure says there is no spectrum; remembered, so that each step
        // of L does not read the rows and try again.
        lastSpectrum = {session.table, session.tableTensor, session.tableOffset, dModel, nullptr};
        return nullptr;
    }
}

std::shared_ptr<const posenc::T5BiasTable> openT5BiasTable(const QString &path, const QString &tensor, bool bidirectional,
                                                           QString *problem)
{
    {
        const QMutexLocker lock(&t5Mutex);
        if (lastT5.table && lastT5.path == path && lastT5.tensor == tensor && lastT5.bidirectional == bidirectional)
            return lastT5.table;
    }
    try {
        auto table = std::make_shared<const posenc::T5BiasTable>(
            posenc::readT5BiasTable(path.toStdString(), tensor.toStdString(), bidirectional));
        const QMutexLocker lock(&t5Mutex);
        lastT5 = {path, tensor, bidirectional, table};
        return table;
    } catch (const posenc::FileError &e) {
        if (problem)
            *problem = coreMessage(e.message());
        return nullptr;
    }
}

std::shared_ptr<const posenc::T5BiasTable> t5BiasTableOf(const Session &session)
{
    if (session.t5Table.isEmpty() || !session.usesT5TableFile())
        return nullptr;
    auto table = openT5BiasTable(session.t5Table, session.t5TableTensor, session.t5.bidirectional, nullptr);
    if (table && (table->biases.rows() != session.t5.numBuckets || table->biases.cols() != session.heads))
        return nullptr; // the file changed since it was chosen
    return table;
}
