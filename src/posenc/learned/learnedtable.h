#pragma once
/// \file learnedtable.h
/// \brief A learned position table (GPT-2, BERT, OPT, BART, RoBERTa): row pos is the vector added to the
/// token embedding at position pos (Radford et al. 2019; Devlin et al. 2019 sec. 3). Either read from a
/// checkpoint's .npy or .safetensors file, memory-mapped (only the rows shown are ever read), or the seeded
/// untrained table training starts from.

#include <posenc/io/mappedfile.h>
#include <posenc/learned/knowntables.h>
#include <posenc/learned/storedtensor.h>

#include <Eigen/Core>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace posenc {

/// The tensors of a .npy or .safetensors file (told apart by the name's extension, else by the .npy
/// magic), headers checked.
/// \throws FileError as readNpyHeader() / readSafetensorsHeader() and MappedFile::open().
std::vector<StoredTensor> tensorsInFile(const std::string &path);

class LearnedTable
{
public:
    /// An empty table (rows() 0).
    LearnedTable() = default;

    /// The table in \a path: the tensor named \a tensorName, or when empty the file's only one, else its one
    /// tensor with a known name (knowntables.h). Position pos is stored row pos + the offset: \a rowOffset
    /// when given, else the known name's (OPT, BART, RoBERTa: 2), else 0.
    /// \throws FileError naming the problem: the file's own (as tensorsInFile()), no tensor of that name,
    /// several tables to choose from, a tensor that is not 2-D or not of a float type, an offset leaving
    /// no rows, more columns than d_model allows (4096).
    static LearnedTable open(const std::string &path, const std::string &tensorName = {},
                             std::optional<int> rowOffset = std::nullopt);

    /// The untrained table: \a rows x \a dModel entries seededValue(pos, j).
    /// \throws ParameterError when rows or d_model is out of range.
    static LearnedTable seeded(int rows, int dModel);
    /// Entry (pos, j) of the untrained table training starts from: N(0, 0.02²) (the initializer_range
    /// 0.02 of GPT-2's and BERT's configs; modeling_gpt2.py _init_weights), the same on every machine and
    /// for every size (seededrandom.h: number pos · 4096 + j of stream 30), so a wider or longer table
    /// keeps its entries.
    static double seededValue(long long pos, int j);
    /// Writes seededValue(firstPos + r, j) into \a out (rows x columns any size), in two halves on two threads
    /// when large. A block from position 0 (up to 8 M entries) is kept and copied from while a request fits
    /// in it, grown to hold each request from position 0 (columns in multiples of 128): a slider step of
    /// d_model or L on a seeded table (1 M entries took 90 ms to draw) then costs a copy. Thread-safe.
    static void fillSeededRows(long long firstPos, Eigen::Ref<Eigen::MatrixXd> out);

    /// Positions the table holds: stored rows − rowOffset().
    int rows() const { return m_rows; }
    /// Columns: the model's d_model.
    int dModel() const { return m_dModel; }
    /// Stored row of position 0.
    int rowOffset() const { return m_rowOffset; }
    /// Entry (pos, j), pos in 0 .. rows() − 1, j in 0 .. dModel() − 1, widened to double exactly.
    double value(int pos, int j) const;
    /// Writes rows \a firstPos … firstPos + out.rows() − 1 into \a out (out.rows() x dModel()); rows past
    /// the table are NaN (a learned table has no row there: it cannot extrapolate).
    void fillRows(int firstPos, Eigen::Ref<Eigen::MatrixXd> out) const;
    /// Writes the rows of \a positions (each 0 .. rows() − 1) into \a out (positions.size() x dModel()). A
    /// Fortran-order table is read column by column and each column's pages are let go after it
    /// (MappedFile::release()): sampling 1 080 rows of a 1 GiB table touches every page, and kept them all.
    void fillSampledRows(const std::vector<int> &positions, Eigen::Ref<Eigen::MatrixXd> out) const;

    bool isSeeded() const { return !m_file; }
    /// The file ("" for the seeded table), the tensor's name ("" for .npy), its stored form.
    std::string path() const { return m_file ? m_file->path() : std::string(); }
    const StoredTensor &tensor() const { return m_tensor; }
    /// The convention the tensor's name follows, or nullptr.
    const KnownTable *known() const { return m_known; }
    /// The mapped file (nullptr for the seeded table): its residentBytes() say what reading cost.
    const MappedFile *file() const { return m_file.get(); }

private:
    std::shared_ptr<const MappedFile> m_file;
    StoredTensor m_tensor;
    const KnownTable *m_known = nullptr;
    Eigen::MatrixXd m_seeded; ///< the seeded table's entries
    int m_rows = 0, m_dModel = 0, m_rowOffset = 0;
    std::uint64_t m_storedRows = 0;
};

} // namespace posenc
