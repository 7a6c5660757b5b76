#include <posenc/io/csv.h>

#include <charconv>
#include <vector>

namespace posenc {

std::string formatCsv(int first, int count, int columns, const std::function<double(int, int)> &value)
{
    std::string out;
    out.reserve(static_cast<std::size_t>(count) * static_cast<std::size_t>(columns) * 24);
    char buffer[32];
    for (int r = first; r < first + count; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                out.push_back(',');
            // 17 significant digits: enough to read back the same double.
            const auto result = std::to_chars(buffer, buffer + sizeof buffer, value(r, c), std::chars_format::general, 17);
            out.append(buffer, result.ptr);
        }
        out.push_back('\n');
    }
    return out;
}

std::string formatCsv(const Eigen::MatrixXd &matrix)
{
    return formatCsv(0, static_cast<int>(matrix.rows()), static_cast<int>(matrix.cols()),
                     [&matrix](int r, int c) { return matrix(r, c); });
}

std::optional<Eigen::MatrixXd> parseCsv(std::string_view text, std::string *error)
{
    auto fail = [error](const std::string &message) -> std::optional<Eigen::MatrixXd> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    std::vector<double> values;
    std::size_t columns = 0;
    std::size_t rows = 0;
    std::size_t lineNumber = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = (end == std::string_view::npos) ? std::string_view{} : text.substr(end + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.find_first_not_of(" \t") == std::string_view::npos)
            continue;
        std::size_t fields = 0;
        while (true) {
            const std::size_t comma = line.find(',');
            std::string_view field = line.substr(0, comma);
            while (!field.empty() && (field.front() == ' ' || field.front() == '\t'))
                field.remove_prefix(1);
            while (!field.empty() && (field.back() == ' ' || field.back() == '\t'))
                field.remove_suffix(1);
            double value = 0;
            const auto [ptr, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
            if (field.empty() || ec != std::errc() || ptr != field.data() + field.size())
                return fail("line " + std::to_string(lineNumber) + ", field " + std::to_string(fields + 1) +
                            ": '" + std::string(field) + "' is not a number");
            values.push_back(value);
            ++fields;
            if (comma == std::string_view::npos)
                break;
            line.remove_prefix(comma + 1);
        }
        if (rows == 0)
            columns = fields;
        else if (fields != columns)
            return fail("line " + std::to_string(lineNumber) + " has " + std::to_string(fields) +
                        " fields, the first line has " + std::to_string(columns));
        ++rows;
    }
    Eigen::MatrixXd matrix(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(columns));
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < columns; ++c)
            matrix(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = values[r * columns + c];
    return matrix;
}

} // namespace posenc
