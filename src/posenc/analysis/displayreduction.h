#pragma once
/// \file displayreduction.h
/// \brief Shrinks a matrix to at most the pixels that will show it, without washing out fine stripes.
///
/// A heat map of 2048 x 2048 cells in a 400-pixel-wide plot cannot show every cell. Averaging the cells
/// that fall on one pixel would turn PE's alternating high-frequency columns into a uniform grey, and
/// taking every n-th cell would alias them into false waves (moire). Instead each pixel-sized block shows
/// its value of largest magnitude, with its sign: fast-turning regions stay vivid, slow ones stay smooth,
/// and the colour range is unchanged.

#include <posenc/encodings/pairlayout.h>
#include <posenc/parallel/twohalves.h>

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <vector>

namespace posenc {

/// Index of the first row (or column) of block \a k when \a n rows are cut into \a blocks nearly equal
/// consecutive blocks; blockStart(blocks, n, blocks) == n.
inline int blockStart(int k, int n, int blocks)
{
    return static_cast<int>(static_cast<long long>(k) * n / blocks);
}

/// The outRows x outCols matrix whose entry (a, b) is the entry of largest magnitude (sign kept) among
/// value(r, c) for the rows r of block a and the columns c of block b. outRows <= rows, outCols <= cols;
/// with outRows == rows and outCols == cols it is the matrix itself. \a value(r, c) gives entry (r, c)
/// of the full rows x cols matrix, so the full matrix need not exist in memory.
template<class Value>
Eigen::MatrixXd reduceByLargestMagnitude(int rows, int cols, int outRows, int outCols, Value value)
{
    Eigen::MatrixXd out(outRows, outCols);
    for (int b = 0; b < outCols; ++b) {
        const int c0 = blockStart(b, cols, outCols);
        const int c1 = blockStart(b + 1, cols, outCols);
        for (int a = 0; a < outRows; ++a) {
            const int r0 = blockStart(a, rows, outRows);
            const int r1 = blockStart(a + 1, rows, outRows);
            double best = 0;
            double bestMagnitude = -1;
            for (int c = c0; c < c1; ++c) {
                for (int r = r0; r < r1; ++r) {
                    const double v = value(r, c);
                    if (std::abs(v) > bestMagnitude) {
                        bestMagnitude = std::abs(v);
                        best = v;
                    }
                }
            }
            out(a, b) = best;
        }
    }
    return out;
}

/// The same, column by column: \a column(c, scratch) returns a pointer to the \a rows values of column c
/// (into the matrix itself, or into \a scratch, which holds \a rows doubles, after filling it). Much
/// faster than reduceByLargestMagnitude() with an entry function: whole columns, contiguous, no calls
/// per entry. From rows x cols = 2^20 entries \a column is called from two threads at once (for columns
/// of their own, each with its own scratch): it must only read what it shares, and not fill a cache on
/// first use (take such values before the call).
template<class Column>
Eigen::MatrixXd reduceColumnsByLargestMagnitude(int rows, int cols, int outRows, int outCols, Column column)
{
    // Column by column, each row block's entry of largest magnitude so far (of equal ones, the first).
    Eigen::MatrixXd out(outRows, outCols);
    // Row block a is rows rowStart[a] .. rowStart[a + 1] - 1: worked out once, not for every column (two
    // 64-bit divisions per block and column were a third of the time at 2048 x 2048).
    std::vector<int> rowStart(static_cast<std::size_t>(outRows) + 1);
    for (int a = 0; a <= outRows; ++a)
        rowStart[a] = blockStart(a, rows, outRows);
    const auto reduceBlocks = [&](int firstBlock, int endBlock) {
        Eigen::VectorXd scratch(rows);
        Eigen::VectorXd best(outRows);
        Eigen::VectorXd bestMagnitude(outRows);
        for (int b = firstBlock; b < endBlock; ++b) {
            best.setZero();
            bestMagnitude.setConstant(-1.0);
            const int c1 = blockStart(b + 1, cols, outCols);
            for (int c = blockStart(b, cols, outCols); c < c1; ++c) {
                const double *values = column(c, scratch.data());
                for (int a = 0; a < outRows; ++a) {
                    double bm = bestMagnitude(a);
                    double bv = best(a);
                    const int r1 = rowStart[a + 1];
                    for (int r = rowStart[a]; r < r1; ++r) {
                        const double m = std::abs(values[r]);
                        if (m > bm) { // rarely taken once bm is large
                            bm = m;
                            bv = values[r];
                        }
                    }
                    bestMagnitude(a) = bm;
                    best(a) = bv;
                }
            }
            out.col(b) = best;
        }
    };
    // A large matrix (the window's heat maps at 4096 x 4096 took 60 ms on the GUI thread) is cut in
    // two halves of column blocks, the second on a thread of its own; \a column must then be safe to
    // call from two threads (each call gets its own scratch). No thread to be had: all in this one.
    // From a million entries (a few ms; starting the thread costs about 0.1 ms): the sines and the
    // cosines of a 2048 x 2048 PE are reduced apart, 2048 x 1024 each.
    inTwoHalves(outCols, static_cast<double>(rows) * cols >= 1024.0 * 1024.0, reduceBlocks);
    return out;
}

/// The same for PE-like matrices whose sine and cosine columns differ in kind: the sines (one per pair,
/// in pair order) and the cosines are reduced separately and the results placed as \a layout places
/// them, in a reduced layout of as many pairs as fit (sine block, cosine block, ... when interleaved), so
/// the sin/cos column stripes survive the reduction as they do on screen at full size (reducing a block
/// holding both would show the cosines' 1 everywhere the angles are small). \a layout describes the
/// rows x cols matrix (layout.dModel == cols). \a column as for reduceColumnsByLargestMagnitude(): it may
/// be called from two threads at once.
template<class Column>
Eigen::MatrixXd reducePairedColumnsByLargestMagnitude(const PairLayout &layout, int rows, int outRows, int outCols,
                                                      Column column)
{
    const int cols = layout.dModel;
    if (outCols >= cols)
        return reduceColumnsByLargestMagnitude(rows, cols, outRows, cols, column);
    const int sineCount = layout.pairCount();
    const int cosineCount = layout.completePairCount();
    const int pairs = std::max(1, outCols / 2);
    const Eigen::MatrixXd sines = reduceColumnsByLargestMagnitude(
        rows, sineCount, outRows, std::min(pairs, sineCount),
        [&](int i, double *scratch) { return column(layout.columns(i).sine, scratch); });
    if (cosineCount == 0)
        return sines;
    const Eigen::MatrixXd cosines = reduceColumnsByLargestMagnitude(
        rows, cosineCount, outRows, std::min(pairs, cosineCount),
        [&](int i, double *scratch) { return column(layout.columns(i).cosine, scratch); });
    // The reduced matrix has a layout of its own: sines.cols() pairs, the last a lone sine when there
    // are fewer cosine blocks.
    PairLayout reduced = layout;
    reduced.dModel = static_cast<int>(sines.cols() + cosines.cols());
    Eigen::MatrixXd out(outRows, reduced.dModel);
    for (Eigen::Index b = 0; b < sines.cols(); ++b) {
        const PairColumns at = reduced.columns(static_cast<int>(b));
        out.col(at.sine) = sines.col(b);
        if (at.cosine >= 0)
            out.col(at.cosine) = cosines.col(b);
    }
    return out;
}

/// The samples of a curve y(0), ..., y(n - 1) (drawn left to right, evenly spaced) worth drawing on
/// \a columns pixel columns: every index when n <= 4 * columns; otherwise, for each column's block of
/// consecutive samples (blockStart()), its first, lowest, highest and last, in index order and without
/// repeats. Joined by a line they cover in every pixel column the range the full curve covers there
/// (the min/max envelope), with at most 4 points per column instead of thousands: stroking a dashed
/// pen along 4096 wildly oscillating points took seconds. Returns increasing indices.
inline std::vector<int> curveSamplesForColumns(const double *y, int n, int columns)
{
    std::vector<int> kept;
    columns = std::max(1, columns);
    if (n <= 4 * columns) {
        kept.resize(std::max(0, n));
        for (int i = 0; i < n; ++i)
            kept[i] = i;
        return kept;
    }
    kept.reserve(4 * static_cast<std::size_t>(columns));
    for (int b = 0; b < columns; ++b) {
        const int first = blockStart(b, n, columns);
        const int last = blockStart(b + 1, n, columns) - 1;
        int low = first;
        int high = first;
        for (int i = first; i <= last; ++i) {
            if (y[i] < y[low])
                low = i;
            if (y[i] > y[high])
                high = i;
        }
        for (const int i : {first, std::min(low, high), std::max(low, high), last})
            if (kept.empty() || kept.back() < i)
                kept.push_back(i);
    }
    return kept;
}

/// reduceByLargestMagnitude() of a (column-major) matrix held in memory.
inline Eigen::MatrixXd reduceByLargestMagnitude(const Eigen::MatrixXd &m, int outRows, int outCols)
{
    if (outRows == m.rows() && outCols == m.cols())
        return m;
    return reduceColumnsByLargestMagnitude(static_cast<int>(m.rows()), static_cast<int>(m.cols()), outRows, outCols,
                                           [&m](int c, double *) { return m.col(c).data(); });
}

} // namespace posenc
