#include "posenc/encodings/scorefamilies.h"

#include <array>

namespace posenc {

namespace {
template <std::size_t... I> ScoreHead defaultOf(std::size_t index, std::index_sequence<I...>)
{
    static const std::array<ScoreHead, sizeof...(I)> heads{ScoreHead(std::in_place_index<I>)...};
    return heads.at(index);
}
} // namespace

ScoreHead defaultScoreHead(ScoreEncoding encoding)
{
    return defaultOf(static_cast<std::size_t>(encoding), std::make_index_sequence<std::variant_size_v<ScoreHead>>());
}

std::vector<ScoreHead> defaultScoreHeads()
{
    std::vector<ScoreHead> heads;
    for (std::size_t k = 1; k < std::variant_size_v<ScoreHead>; ++k) // 0 is none
        heads.push_back(defaultScoreHead(static_cast<ScoreEncoding>(k)));
    return heads;
}

Eigen::MatrixXd scoreBias(const ScoreHead &head, int n)
{
    return std::visit(
        [n](const auto &family) -> Eigen::MatrixXd {
            if constexpr (requires { family.bias(n); })
                return family.bias(n);
            else
                return Eigen::MatrixXd::Zero(n, n);
        },
        head);
}

Eigen::MatrixXd scoreRotatedRows(const ScoreHead &head, const Eigen::MatrixXd &x)
{
    return std::visit(
        [&x](const auto &family) -> Eigen::MatrixXd {
            if constexpr (requires { family.rotatedRows(x); })
                return family.rotatedRows(x);
            else
                return x;
        },
        head);
}

} // namespace posenc
