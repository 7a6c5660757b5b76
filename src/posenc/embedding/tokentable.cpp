#include <posenc/embedding/tokentable.h>

#include <posenc/analysis/displayreduction.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/parameters.h>

#include <cmath>
#include <unordered_map>

namespace posenc {

void TokenTable::update(const std::vector<std::string> &tokens, int rows, int dModel, bool scaleBySqrtDModel)
{
    if (auto message = checkLength(rows))
        throw ParameterError(*message);
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);

    std::unordered_map<std::string, int> oldIndex;
    for (int t = 0; t < static_cast<int>(m_distinct.size()); ++t)
        oldIndex.emplace(m_distinct[t], t);
    const int oldWidth = static_cast<int>(m_z.cols());

    // Distinct tokens of the rows, in order of first appearance.
    std::vector<std::string> distinct;
    std::unordered_map<std::string, int> index;
    std::vector<int> rowToken(rows, -1);
    const int used = std::min<int>(rows, static_cast<int>(tokens.size()));
    for (int r = 0; r < used; ++r) {
        const auto [it, added] = index.emplace(tokens[r], static_cast<int>(distinct.size()));
        if (added)
            distinct.push_back(tokens[r]);
        rowToken[r] = it->second;
    }

    // Keep every computed column; compute what is missing (new tokens, or columns past the old width).
    const int width = std::max(oldWidth, dModel);
    Eigen::MatrixXd z(static_cast<Eigen::Index>(distinct.size()), width);
    for (int t = 0; t < static_cast<int>(distinct.size()); ++t) {
        const auto old = oldIndex.find(distinct[t]);
        int from = 0;
        if (old != oldIndex.end()) {
            z.row(t).head(oldWidth) = m_z.row(old->second);
            from = oldWidth;
        }
        const std::uint64_t hash = tokenHash(distinct[t]);
        for (int j = from; j < width; ++j)
            z(t, j) = tokenComponent(hash, j);
    }
    m_distinct = std::move(distinct);
    m_z = std::move(z);
    m_rowToken = std::move(rowToken);
    m_dModel = dModel;
    // As tokenEmbedding(): N(0, 1/d_model) entries, times sqrt(d_model) when scaled.
    m_scale = scaleBySqrtDModel ? 1.0 : 1.0 / std::sqrt(static_cast<double>(dModel));
}

void TokenTable::column(int j, double *out) const
{
    const auto z = m_z.col(j);
    for (int r = 0; r < rows(); ++r) {
        const int t = m_rowToken[r];
        out[r] = t < 0 ? 0.0 : m_scale * z(t);
    }
}

Eigen::MatrixXd TokenTable::reducedByLargestMagnitude(int outRows, int outCols) const
{
    // Per distinct token, the column blocks first (a padding row is a token of zeros) ...
    const int tokens = distinctTokens();
    Eigen::MatrixXd perToken = Eigen::MatrixXd::Zero(tokens + 1, outCols); // last row: padding
    if (tokens > 0) {
        const Eigen::MatrixXd scaled = m_scale * m_z.leftCols(m_dModel);
        perToken.topRows(tokens) = reduceColumnsByLargestMagnitude(
            tokens, m_dModel, tokens, outCols, [&scaled](int c, double *) { return scaled.col(c).data(); });
    }
    // ... then the row blocks, each row standing for its token's reduced row.
    return reduceColumnsByLargestMagnitude(rows(), outCols, outRows, outCols, [&](int b, double *scratch) {
        for (int r = 0; r < rows(); ++r) {
            const int t = m_rowToken[r];
            scratch[r] = perToken(t < 0 ? tokens : t, b);
        }
        return static_cast<const double *>(scratch);
    });
}

Eigen::MatrixXd TokenTable::matrix() const
{
    Eigen::MatrixXd m(rows(), m_dModel);
    for (int r = 0; r < rows(); ++r) {
        const int t = m_rowToken[r];
        if (t < 0)
            m.row(r).setZero();
        else
            m.row(r) = m_scale * m_z.row(t).head(m_dModel);
    }
    return m;
}

} // namespace posenc
