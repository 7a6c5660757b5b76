#include <posenc/learned/learnedtable.h>

#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>
#include <posenc/learned/npyformat.h>
#include <posenc/learned/safetensorsformat.h>
#include <posenc/parallel/twohalves.h>
#include <posenc/text/abbreviated.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <mutex>

namespace posenc {

namespace {

/// A .npy file by its name, else by its magic (a .safetensors file starts with its header's length).
bool isNpy(const MappedFile &file)
{
    const std::string &path = file.path();
    const auto endsWith = [&](const char *suffix) {
        const std::size_t n = std::strlen(suffix);
        return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
    };
    if (endsWith(".npy"))
        return true;
    if (endsWith(".safetensors"))
        return false;
    return file.size() >= 6 && std::memcmp(file.data(), "\x93NUMPY", 6) == 0;
}

std::vector<StoredTensor> tensorsOf(const MappedFile &file)
{
    if (isNpy(file))
        return {readNpyHeader(file.data(), file.size())};
    return readSafetensorsHeader(file.data(), file.size()).tensors;
}

/// "a [2, 3] F32, b [4] I64": at most 8 tensors (a message is one line), each name abbreviated, then "… and N more".
std::string names(const std::vector<StoredTensor> &tensors, bool knownOnly)
{
    constexpr int listed = 8;
    std::string s;
    int count = 0;
    for (const StoredTensor &t : tensors) {
        if (knownOnly && !knownTableFor(t.name))
            continue;
        if (++count <= listed)
            s += (s.empty() ? "" : ", ") + (t.name.empty() ? std::string("(the array)") : abbreviatedText(t.name)) + " " +
                 t.describe();
    }
    if (count > listed)
        s += " … and " + std::to_string(count - listed) + " more";
    return s.empty() ? std::string("—") : s;
}

} // namespace

std::vector<StoredTensor> tensorsInFile(const std::string &path)
{
    return tensorsOf(*MappedFile::open(path));
}

LearnedTable LearnedTable::open(const std::string &path, const std::string &tensorName, std::optional<int> rowOffset)
{
    LearnedTable table;
    table.m_file = MappedFile::open(path);
    const std::vector<StoredTensor> tensors = tensorsOf(*table.m_file);
    if (tensors.empty()) // a header of __metadata__ alone, or of nothing
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 holds no tensors"), path));
    const StoredTensor *chosen = nullptr;
    if (!tensorName.empty()) {
        for (const StoredTensor &t : tensors)
            if (t.name == tensorName)
                chosen = &t;
        if (!chosen)
            throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "no tensor %1 in %2 (it holds: %3)"), tensorName, path,
                                    names(tensors, false)));
    } else if (tensors.size() == 1) {
        chosen = &tensors.front();
    } else {
        const StoredTensor *known = nullptr;
        int knownCount = 0;
        for (const StoredTensor &t : tensors)
            if (knownTableFor(t.name) && t.shape.size() == 2) {
                known = &t;
                ++knownCount;
            }
        if (knownCount != 1)
            throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 holds %2 tensors; name the table (position tables "
                                                                     "among them: %3; all: %4)"),
                                    path, std::to_string(tensors.size()),
                                    names(tensors, true), names(tensors, false)));
        chosen = known;
    }
    const StoredTensor &t = *chosen;
    const std::string shown = t.name.empty() ? path : abbreviatedText(t.name);
    if (!t.unreadableType.empty())
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 is %2: a table is F64, F32, F16 or BF16"), shown,
                                t.unreadableType));
    if (t.shape.size() != 2)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has shape %2: a position table is 2-D "
                                                                 "(positions x d_model)"),
                                shown, t.describe()));
    if (t.shape[0] == 0 || t.shape[1] == 0)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has shape %2: it is empty (a position table "
                                                                 "has a row per position and a column per dimension)"),
                                shown, t.describe()));
    if (t.shape[1] < std::uint64_t(limits::minDModel) || t.shape[1] > std::uint64_t(limits::maxDModel))
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "the table's d_model = %1 is out of range (allowed %2 .. %3)"),
                                std::to_string(t.shape[1]), std::to_string(limits::minDModel),
                                std::to_string(limits::maxDModel)));
    table.m_tensor = t;
    table.m_known = knownTableFor(t.name);
    const int offset = rowOffset ? *rowOffset : table.m_known ? table.m_known->rowOffset : 0;
    const std::uint64_t maxRows = std::uint64_t(std::numeric_limits<int>::max()) / 2;
    if (offset < 0 || std::uint64_t(offset) >= t.shape[0])
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "table offset %1 leaves no rows of the %2 of %3 "
                                                                 "(allowed 0 .. %4)"),
                                std::to_string(offset), std::to_string(t.shape[0]), shown,
                                t.shape[0] ? std::to_string(t.shape[0] - 1) : std::string("none")));
    if (t.shape[0] > maxRows)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "tensor %1 has %2 rows (allowed at most %3)"), shown,
                                std::to_string(t.shape[0]), std::to_string(maxRows)));
    table.m_storedRows = t.shape[0];
    table.m_rowOffset = offset;
    table.m_rows = static_cast<int>(t.shape[0]) - offset;
    table.m_dModel = static_cast<int>(t.shape[1]);
    return table;
}

double LearnedTable::seededValue(long long pos, int j)
{
    constexpr std::uint64_t stream = 30; // issue 30's
    return 0.02 * seededNormal(stream, std::uint64_t(pos) * std::uint64_t(limits::maxDModel) + std::uint64_t(j));
}

void LearnedTable::fillSeededRows(long long firstPos, Eigen::Ref<Eigen::MatrixXd> out)
{
    static std::mutex cacheMutex;
    static Eigen::MatrixXd cache; // seededValue(r, j) for r < rows(), j < cols(); guarded by cacheMutex
    constexpr double cacheEntries = 8e6;
    // A wider request widens the kept block to a multiple of this: a d_model slider stepping up by 2 computes
    // its columns once every 64 steps, not at each (a third of a learned figure's step at d_model 512).
    constexpr Eigen::Index columnQuantum = 128;
    const auto rows = out.rows(), columns = out.cols();
    // Column by column (the matrix's order), in two halves on two threads when large: every entry is its own
    // number of the stream, the same table either way.
    const auto compute = [](long long firstRow, int firstColumn, Eigen::Ref<Eigen::MatrixXd> into) {
        inTwoHalves(static_cast<int>(into.cols()), double(into.rows()) * double(into.cols()) >= 1e5, [&](int from, int end) {
            for (int j = from; j < end; ++j)
                for (Eigen::Index r = 0; r < into.rows(); ++r)
                    into(r, j) = seededValue(firstRow + r, firstColumn + j);
        });
    };
    const std::lock_guard lock(cacheMutex); // one computation at a time: the next caller copies its result
    if (firstPos >= 0 && firstPos + rows <= cache.rows() && columns <= cache.cols()) {
        out = cache.block(firstPos, 0, rows, columns);
        return;
    }
    if (firstPos != 0) {
        compute(firstPos, 0, out);
        return;
    }
    // From position 0: the kept block grown to hold the request (what it held is kept, not computed again).
    Eigen::Index keptRows = std::max(rows, cache.rows());
    Eigen::Index keptColumns = std::min<Eigen::Index>(
        limits::maxDModel, (std::max(columns, cache.cols()) + columnQuantum - 1) / columnQuantum * columnQuantum);
    if (double(keptRows) * double(keptColumns) > cacheEntries) {
        keptRows = rows;
        keptColumns = columns;
    }
    if (double(keptRows) * double(keptColumns) > cacheEntries) {
        compute(0, 0, out); // too large to keep
        return;
    }
    Eigen::MatrixXd block(keptRows, keptColumns);
    const Eigen::Index oldRows = std::min(cache.rows(), keptRows), oldColumns = std::min(cache.cols(), keptColumns);
    block.topLeftCorner(oldRows, oldColumns) = cache.topLeftCorner(oldRows, oldColumns);
    if (keptRows > oldRows)
        compute(oldRows, 0, block.block(oldRows, 0, keptRows - oldRows, oldColumns));
    if (keptColumns > oldColumns)
        compute(0, int(oldColumns), block.rightCols(keptColumns - oldColumns));
    cache = std::move(block);
    out = cache.topLeftCorner(rows, columns);
}

LearnedTable LearnedTable::seeded(int rows, int dModel)
{
    if (auto problem = checkLength(rows))
        throw ParameterError(*problem);
    if (auto problem = checkDModel(dModel))
        throw ParameterError(*problem);
    LearnedTable table;
    table.m_seeded.resize(rows, dModel);
    fillSeededRows(0, table.m_seeded);
    table.m_rows = rows;
    table.m_dModel = dModel;
    table.m_storedRows = std::uint64_t(rows);
    return table;
}

double LearnedTable::value(int pos, int j) const
{
    if (!m_file)
        return m_seeded(pos, j);
    const std::uint64_t row = std::uint64_t(pos) + std::uint64_t(m_rowOffset);
    const std::uint64_t index = m_tensor.fortranOrder ? std::uint64_t(j) * m_storedRows + row
                                                      : row * std::uint64_t(m_dModel) + std::uint64_t(j);
    return readStoredElement(m_file->data() + m_tensor.offset + index * storedTypeSize(m_tensor.type), m_tensor.type,
                             m_tensor.bigEndian);
}

void LearnedTable::fillRows(int firstPos, Eigen::Ref<Eigen::MatrixXd> out) const
{
    for (int r = 0; r < out.rows(); ++r) {
        const long long pos = static_cast<long long>(firstPos) + r;
        const bool inside = pos >= 0 && pos < m_rows;
        for (int j = 0; j < out.cols(); ++j)
            out(r, j) = inside && j < m_dModel ? value(static_cast<int>(pos), j) : std::numeric_limits<double>::quiet_NaN();
    }
}

void LearnedTable::fillSampledRows(const std::vector<int> &positions, Eigen::Ref<Eigen::MatrixXd> out) const
{
    const auto count = static_cast<Eigen::Index>(positions.size());
    if (!m_file || !m_tensor.fortranOrder) {
        for (Eigen::Index r = 0; r < count; ++r)
            for (int j = 0; j < m_dModel; ++j)
                out(r, j) = value(positions[std::size_t(r)], j);
        return;
    }
    const std::uint64_t columnBytes = m_storedRows * storedTypeSize(m_tensor.type);
    for (int j = 0; j < m_dModel; ++j) {
        for (Eigen::Index r = 0; r < count; ++r)
            out(r, j) = value(positions[std::size_t(r)], j);
        m_file->release(m_tensor.offset + std::uint64_t(j) * columnBytes, columnBytes);
    }
}

} // namespace posenc
