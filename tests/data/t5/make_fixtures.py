#!/usr/bin/env python3
"""Writes the T5 bias-table fixtures of this folder (Python's standard library only; the values are exact
in every type so the tests compare them exactly):

  t5_small_like.safetensors  as a T5 checkpoint names them, F32:
      encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32, 8]  = (b - 16) / 8 + h / 64
      decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight [32, 8]  = -((b - 16) / 8 + h / 64)
      shared.weight [5, 4] = 0 (a tensor that is no bias table: an odd number of rows)
  t5_bias_f16.npy            '<f2' [16, 12] = (b - 8) / 4 + h / 32 (C order, version 1.0)
  t5_bias_3d.npy             '<f4' [2, 4, 4]: not 2-D
  t5_bias_nan.npy            '<f4' [8, 2] with entry (3, 1) NaN

Source of the formats: numpy lib/format.py; the safetensors README.
"""
import json
import struct


def npy(path, descr, shape, values, fmt):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(n) for n in shape) + ("," if len(shape) == 1 else ""))
    total = 10 + len(header) + 1
    header += " " * ((64 - total % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1"))
        f.write(b"".join(struct.pack(fmt, v) for v in values))


def safetensors(path, tensors):
    header, data = {}, b""
    for name, shape, values in tensors:
        raw = b"".join(struct.pack("<f", v) for v in values)
        header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + data)


encoder = [(b - 16) / 8 + h / 64 for b in range(32) for h in range(8)]
prefix = "block.0.layer.0.SelfAttention.relative_attention_bias.weight"
safetensors("t5_small_like.safetensors", [
    ("encoder." + prefix, [32, 8], encoder),
    ("decoder." + prefix, [32, 8], [-x for x in encoder]),
    ("shared.weight", [5, 4], [0.0] * 20),
])
npy("t5_bias_f16.npy", "<f2", (16, 12), [(b - 8) / 4 + h / 32 for b in range(16) for h in range(12)], "<e")
npy("t5_bias_3d.npy", "<f4", (2, 4, 4), [0.0] * 32, "<f")
npy("t5_bias_nan.npy", "<f4", (8, 2), [float("nan") if (b, h) == (3, 1) else 0.5 for b in range(8) for h in range(2)], "<f")
