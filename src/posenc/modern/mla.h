#pragma once
/// \file mla.h
/// \brief Decoupled RoPE of Multi-head Latent Attention (DeepSeek-V2 sec. 2.1.3, DeepSeek-V3): a head's q and k
/// have qk_nope_head_dim dimensions that never rotate (k's come from the compressed latent, so RoPE cannot act on
/// them) followed by qk_rope_head_dim that do; k's rotated part is one vector per token shared by all heads.
///
/// As deepseek-ai/DeepSeek-V3 inference/model.py (`MLA.forward`, `apply_rotary_emb`: `torch.split(q,
/// [qk_nope_head_dim, qk_rope_head_dim])`, interleaved pairs through `view_as_complex`) and transformers
/// models/deepseek_v3/modular_deepseek_v3.py (`rope_interleave`: q.view(…, d/2, 2).transpose(4, 3) then
/// rotate_half — the same rotations in permuted order). tests/data/golden/current/README.md sec. 5.

#include <vector>

namespace posenc {

/// One dimension d of the q/k head (0 .. nope + rope − 1).
struct MlaDimension
{
    bool rotates = false;  ///< d >= qk_nope_head_dim
    int ropeIndex = -1;    ///< r = d − qk_nope_head_dim, −1 when not rotated
    int frequency = -1;    ///< the pair (frequency index) r / 2, −1 when not rotated
    int partner = -1;      ///< the other dimension of its interleaved pair (d ^ 1 inside the rotated part), or −1
};

/// Every dimension of the head. \throws ParameterError when qk_nope_head_dim is outside 0 .. 4096 or
/// qk_rope_head_dim not even within 2 .. 4096.
std::vector<MlaDimension> mlaLayout(int qkNopeHeadDim, int qkRopeHeadDim);

/// The Hugging Face port's order of the rotated part (rope_interleave): position n holds checkpoint dimension
/// 2n (n < R/2) or 2(n − R/2) + 1, at frequency n mod R/2, paired by rotate_half with n ± R/2.
struct MlaPermuted
{
    int source = 0;     ///< the checkpoint's index inside the rotated part
    int frequency = 0;  ///< n mod R/2
    int partner = 0;    ///< n + R/2 or n − R/2
};

/// R entries. \throws ParameterError as mlaLayout().
std::vector<MlaPermuted> mlaHfPermutation(int qkRopeHeadDim);

} // namespace posenc
