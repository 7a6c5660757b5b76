#include "ui/state/learnedtables.h"

#include "ui/families/addedfamilies.h"
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
    int columns = 0; ///< of wide: dModel, or more for the seeded table
    std::shared_ptr<const posenc::ColumnSpectrum> spectrum; ///< dModel columns
    std::shared_ptr<const posenc::ColumnSpectrum> wide;
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
    if (!addedFamily(session.added).fromTable || session.table.isEmpty())
        return nullptr;
    return openLearnedTable(session.table, session.tableTensor, session.tableOffset, nullptr);
}

/// The first \a columns columns of \a wide (a spectrum of more columns of the same rows).
std::shared_ptr<const posenc::ColumnSpectrum> narrowed(const posenc::ColumnSpectrum &wide, int columns)
{
    auto narrow = std::make_shared<posenc::ColumnSpectrum>();
    narrow->positions = wide.positions;
    narrow->angularFrequency = wide.angularFrequency;
    narrow->amplitude = wide.amplitude.leftCols(columns);
    narrow->strongest = wide.strongest.head(columns);
    return narrow;
}

std::shared_ptr<const posenc::ColumnSpectrum> learnedSpectrumOf(const Session &session)
{
    if (!addedFamily(session.added).fromTable)
        return nullptr;
    const int dModel = session.scheme.dModel();
    const QMutexLocker lock(&spectrumMutex); // one computation at a time; the next caller takes its result
    Spectrum &last = lastSpectrum;
    const bool sameTable = last.columns > 0 && last.path == session.table && last.tensor == session.tableTensor &&
                           last.offset == session.tableOffset;
    if (sameTable && last.dModel == dModel)
        return last.spectrum; // nullptr too: a table whose spectrum could not be computed
    // A column's spectrum does not depend on the others: a wider one computed before gives this one's.
    if (sameTable && last.columns >= dModel && last.wide) {
        last.dModel = dModel;
        last.spectrum = narrowed(*last.wide, dModel);
        return last.spectrum;
    }
    const auto table = learnedTableOf(session);
    if (!session.table.isEmpty() && !table)
        return nullptr;
    const int positions = table ? std::min(table->rows(), maxSpectrumPositions) : seededSpectrumPositions;
    if (positions < 4)
        return nullptr;
    // The seeded table's columns are the same at every d_model (LearnedTable::seededValue): computed for a
    // width rounded up to 128 columns, so that a d_model slider's steps narrow them (a copy) instead of taking
    // a whole spectrum each (30 ms at d_model 512).
    const int columns = table ? dModel : std::min(posenc::limits::maxDModel, (dModel + 127) / 128 * 128);
    // Read in blocks of rows (a mapped table is read row by row, as it is stored), kept as floats.
    Eigen::MatrixXf rows(positions, columns);
    constexpr int block = 256;
    Eigen::MatrixXd part;
    for (int first = 0; first < positions; first += block) {
        const int count = std::min(block, positions - first);
        part.resize(count, columns);
        if (table) {
            table->fillRows(first, part);
        } else {
            posenc::LearnedTable::fillSeededRows(first, part);
        }
        rows.middleRows(first, count) = part.cast<float>();
    }
    last = {session.table, session.tableTensor, session.tableOffset, dModel, columns, nullptr, nullptr};
    try {
        last.wide = std::make_shared<const posenc::ColumnSpectrum>(posenc::columnSpectrum(rows));
        last.spectrum = columns == dModel ? last.wide : narrowed(*last.wide, dModel);
    } catch (const posenc::ParameterError &) {
        // A value that is not finite: the figure says there is no spectrum; remembered, so that each step
        // of L does not read the rows and try again.
    }
    return last.spectrum;
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
    if (t5Of(session).table.isEmpty() || !usesT5TableFile(session))
        return nullptr;
    auto table = openT5BiasTable(t5Of(session).table, t5Of(session).tableTensor, t5Of(session).spec.bidirectional, nullptr);
    if (table && (table->biases.rows() != t5Of(session).spec.numBuckets || table->biases.cols() != session.heads))
        return nullptr; // the file changed since it was chosen
    return table;
}
