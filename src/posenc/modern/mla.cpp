#include <posenc/modern/mla.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

namespace posenc {

namespace {

void checkRopePart(int qkRopeHeadDim)
{
    if (auto problem = checkHeadDim(qkRopeHeadDim))
        throw ParameterError(*problem);
}

} // namespace

std::vector<MlaDimension> mlaLayout(int qkNopeHeadDim, int qkRopeHeadDim)
{
    checkRopePart(qkRopeHeadDim);
    if (qkNopeHeadDim < 0 || qkNopeHeadDim > limits::maxHeadDim) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "qk_nope_head_dim = %1 is out of range "
                                                                     "(allowed 0 .. %2)"),
                                     std::to_string(qkNopeHeadDim), std::to_string(limits::maxHeadDim)));
    }
    std::vector<MlaDimension> layout(static_cast<std::size_t>(qkNopeHeadDim + qkRopeHeadDim));
    for (int r = 0; r < qkRopeHeadDim; ++r) // q_pe = the last qk_rope_head_dim, view(..., -1, 2): pairs (2i, 2i + 1)
        layout[std::size_t(qkNopeHeadDim + r)] = {true, r, r / 2, qkNopeHeadDim + (r ^ 1)};
    return layout;
}

std::vector<MlaPermuted> mlaHfPermutation(int qkRopeHeadDim)
{
    checkRopePart(qkRopeHeadDim);
    const int half = qkRopeHeadDim / 2;
    std::vector<MlaPermuted> order(static_cast<std::size_t>(qkRopeHeadDim));
    for (int n = 0; n < qkRopeHeadDim; ++n) // view(d/2, 2).transpose: evens first, then odds
        order[std::size_t(n)] = {n < half ? 2 * n : 2 * (n - half) + 1, n % half, n < half ? n + half : n - half};
    return order;
}

} // namespace posenc
