#pragma once
/// \file csv.h
/// \brief Plain CSV for matrices: one line per row, comma-separated, no header.
///
/// Numbers are written with 17 significant digits (enough to read back the same double) in the
/// shortest of fixed or scientific notation, e.g. "0.84147098480789651", "1", "6.2831853071795865e-05".

#include <Eigen/Core>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace posenc {

/// The text of \a matrix: rows() lines, each with cols() numbers, '\n' after every line.
std::string formatCsv(const Eigen::MatrixXd &matrix);

/// The text of rows first .. first + count - 1 of a table with \a columns columns whose entry (r, c) is
/// value(r, c), in the format of formatCsv(): lets a large table be written in pieces.
std::string formatCsv(int first, int count, int columns, const std::function<double(int, int)> &value);

/// Parses text written by formatCsv() (or any numeric CSV without header). Blank lines are skipped.
/// Returns std::nullopt and sets \a error (when given) to a message naming the line and field when a
/// field is not a number or the lines have different field counts.
std::optional<Eigen::MatrixXd> parseCsv(std::string_view text, std::string *error = nullptr);

} // namespace posenc
