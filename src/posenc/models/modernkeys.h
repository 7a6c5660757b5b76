#pragma once
/// \file modernkeys.h
/// \brief The keys of a config.json that current models add beside RoPE's own (read by parseModelConfig()):
/// per-layer attention and RoPE (layer_types, sliding_window, sliding_window_pattern, no_rope_layers,
/// no_rope_layer_interval, rope_local_base_freq, attention_chunk_size), the attention temperature
/// (attn_temperature_tuning, floor_scale, attn_scale; use_logn_attn, seq_length; llama_4_scaling_beta), M-RoPE
/// (mrope_section, mrope_interleaved) and MLA's decoupled RoPE (qk_rope_head_dim, qk_nope_head_dim,
/// rope_interleave). Key names and meanings: transformers' configuration_llama4.py, configuration_gemma3.py,
/// configuration_cohere2.py, configuration_smollm3.py, configuration_qwen2_vl.py, configuration_qwen3_vl.py,
/// configuration_deepseek_v3.py, configuration_ministral3.py and Qwen-7B's configuration_qwen.py.

#include <posenc/models/configvalues.h>
#include <posenc/models/modelconfig.h>

namespace posenc {

/// Reads those keys of \a config (the language model's object: the top level or its text_config) and of
/// \a ropeBlock (rope_scaling or rope_parameters, may be null) into \a out, with a line in out.read for each.
/// \throws FileError naming the key, the value and what is allowed: num_hidden_layers 1 .. 1024, a list whose
/// length is not num_hidden_layers, a layer type other than sliding_attention, full_attention and
/// chunked_attention, an mrope_section not of three whole numbers, a window or size out of range.
void readModernKeys(const configjson::Json &config, const configjson::Json *ropeBlock, ModelConfig &out);

} // namespace posenc
