#pragma once
/// \file tokentable.h
/// \brief The token embedding without its repeats: one vector per distinct token and, per row, which
/// token it holds. The L x d_model matrix of tokenembedding.h, in the memory of the distinct tokens only,
/// and updated incrementally: a wider d_model computes only the new columns, a new sentence only the new
/// tokens.

#include <Eigen/Core>

#include <string>
#include <vector>

namespace posenc {

class TokenTable
{
public:
    /// Makes the table describe tokenEmbedding(tokens, rows, dModel, scaleBySqrtDModel).
    /// \throws ParameterError when rows or d_model is out of range.
    void update(const std::vector<std::string> &tokens, int rows, int dModel, bool scaleBySqrtDModel);

    int rows() const { return static_cast<int>(m_rowToken.size()); }
    int dModel() const { return m_dModel; }
    int distinctTokens() const { return static_cast<int>(m_distinct.size()); }
    /// Index of the distinct token in row \a row, or -1 for a padding row.
    int tokenOfRow(int row) const { return m_rowToken[row]; }
    /// Entry (row, j) of the embedding matrix: scale * z_j(token), 0 on padding rows.
    double value(int row, int j) const
    {
        const int t = m_rowToken[row];
        return t < 0 ? 0.0 : m_scale * m_z(t, j);
    }
    /// The rows x d_model matrix, equal to tokenEmbedding() (allocates it).
    Eigen::MatrixXd matrix() const;
    /// Writes column j of the embedding (rows() values) to \a out.
    void column(int j, double *out) const;
    /// The embedding reduced to outRows x outCols by largest magnitude (displayreduction.h), from the
    /// distinct tokens: about distinct x d_model + rows x outCols operations instead of rows x d_model.
    Eigen::MatrixXd reducedByLargestMagnitude(int outRows, int outCols) const;

private:
    std::vector<std::string> m_distinct; ///< distinct tokens, in order of first appearance
    Eigen::MatrixXd m_z;                 ///< distinct x computed width: standard normal components
    std::vector<int> m_rowToken;
    int m_dModel = 0;
    double m_scale = 1.0;
};

} // namespace posenc
