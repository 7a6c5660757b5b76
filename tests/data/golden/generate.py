#!/usr/bin/env python3
"""Generate the golden reference CSV files of tests/data/golden/.

Sinusoidal positional encoding of Vaswani et al. 2017, "Attention Is All
You Need", section 3.5:

    PE[pos, 2i]   = sin(pos * w_i)
    PE[pos, 2i+1] = cos(pos * w_i)
    w_i = base^(-2i / d_model),  i = 0 .. ceil(d_model/2) - 1

With an odd d_model the last column is a lone sine.  Everything is computed
with mpmath at 40 significant digits and printed with 17 significant digits
(mpmath.nstr, trailing zeros stripped, so 1 is "1.0"); an exact zero is
written "0", integers (pos, i, k) as plain integers.  Fields are separated by
commas, lines end with "\\n", there is no header line.

Usage: python3 generate.py [OUTDIR]    (default OUTDIR: this script's folder)
"""

import os
import sys

import mpmath
from mpmath import mp

mp.dps = 40


def fmt(x):
    """One value with 17 significant digits, as in the committed files."""
    if x == 0:
        return "0"
    return mpmath.nstr(x, 17)


def write_csv(outdir, name, rows):
    """Write rows (lists of already formatted fields) to outdir/name."""
    with open(os.path.join(outdir, name), "w", newline="\n") as f:
        for row in rows:
            f.write(",".join(row) + "\n")


def omega(i, d_model, base):
    """Angular frequency w_i = base^(-2i/d_model), in rad/position."""
    return mpmath.power(base, mpmath.mpf(-2 * i) / d_model)


def pe_row(pos, d_model, base):
    """Row pos of the PE matrix: sin, cos per pair, lone sine if d_model is odd."""
    row = []
    for col in range(d_model):
        angle = pos * omega(col // 2, d_model, base)
        row.append(mpmath.sin(angle) if col % 2 == 0 else mpmath.cos(angle))
    return row


def pe_matrix(outdir, d_model, length, base):
    """pe_d{D}_L{L}_base{B}.csv: rows pos = 0 .. length-1, d_model columns."""
    rows = [[fmt(v) for v in pe_row(pos, d_model, base)] for pos in range(length)]
    write_csv(outdir, f"pe_d{d_model}_L{length}_base{base}.csv", rows)


def pe_selected_rows(outdir, d_model=512, base=10000,
                     positions=(0, 1, 2, 3, 10, 100, 1000, 2047)):
    """pe_d512_selected_rows.csv: pos, then the d_model values of that row."""
    rows = [[str(pos)] + [fmt(v) for v in pe_row(pos, d_model, base)]
            for pos in positions]
    write_csv(outdir, f"pe_d{d_model}_selected_rows.csv", rows)


def frequencies(outdir, d_model=512, base=10000):
    """frequencies_d512_base10000.csv: i, w_i, wavelength 2*pi/w_i."""
    rows = []
    for i in range((d_model + 1) // 2):
        w = omega(i, d_model, base)
        rows.append([str(i), fmt(w), fmt(2 * mp.pi / w)])
    write_csv(outdir, f"frequencies_d{d_model}_base{base}.csv", rows)


def frequencies_rounded(outdir, d_models=(7, 60, 513, 4096), bases=(1.0001, 10000, 500000, 1e12)):
    """frequencies_rounded.csv: d_model, base, spacing (0 paper, 1 t2t), i, then w_i rounded to the
    nearest double (Python's float() of the 40-digit value), printed with repr so the exact double is
    read back. The base is the double the code sees (1.0001 is not exact in binary).  Paper spacing
    w_i = base^(-2i/d_model); t2t w_i = base^(-i/max(n - 1, 1)), n = floor(d_model/2)."""
    rows = []
    for d in d_models:
        for b in bases:
            base = mpmath.mpf(float(b))
            for i in range((d + 1) // 2):
                rows.append([str(d), repr(float(b)), "0", str(i), repr(float(mpmath.power(base, mpmath.mpf(-2 * i) / d)))])
            n = d // 2
            for i in range(n):
                rows.append([str(d), repr(float(b)), "1", str(i),
                             repr(float(mpmath.power(base, -mpmath.mpf(i) / max(n - 1, 1))))])
    write_csv(outdir, "frequencies_rounded.csv", rows)


def dot_by_offset(outdir, d_model=64, base=10000, offsets=range(128)):
    """dot_by_offset_d64_base10000.csv: k, PE(p).PE(p+k) = sum_i cos(k*w_i).

    The sum runs over the complete (sin, cos) pairs, i = 0 .. d_model//2 - 1.
    """
    rows = []
    for k in offsets:
        s = mpmath.fsum(mpmath.cos(k * omega(i, d_model, base))
                        for i in range(d_model // 2))
        rows.append([str(k), fmt(s)])
    write_csv(outdir, f"dot_by_offset_d{d_model}_base{base}.csv", rows)


# The conventions of real code (conventions.h), each as its reference implementation computes it:
# tensor2tensor get_timing_signal_1d, fairseq SinusoidalPositionalEmbedding.get_embedding (rows from
# padding_idx + 1 on: the positions of the first real tokens), Hugging Face MarianSinusoidalPositionalEmbedding.
def t2t_row(pos, channels, base):
    n = channels // 2
    increment = mpmath.log(base) / max(n - 1, 1)
    inv = [mpmath.exp(-i * increment) for i in range(n)]
    row = [mpmath.sin(pos * w) for w in inv] + [mpmath.cos(pos * w) for w in inv]
    return row + [mpmath.mpf(0)] * (channels % 2)


def fairseq_row(pos, dim, base):
    half = dim // 2
    step = mpmath.log(base) / (half - 1)
    inv = [mpmath.exp(-i * step) for i in range(half)]
    row = [mpmath.sin(pos * w) for w in inv] + [mpmath.cos(pos * w) for w in inv]
    return row + [mpmath.mpf(0)] * (dim % 2)


def marian_row(pos, dim, base):
    enc = [pos / mpmath.power(base, mpmath.mpf(2 * (j // 2)) / dim) for j in range(dim)]
    return [mpmath.sin(v) for v in enc[0::2]] + [mpmath.cos(v) for v in enc[1::2]]


def convention_matrix(outdir, name, row, d_model, length, base=10000, first=0):
    """pe_{name}_d{D}_L{L}.csv: rows pos = first .. first + length - 1."""
    rows = [[fmt(v) for v in row(pos, d_model, base)] for pos in range(first, first + length)]
    write_csv(outdir, f"pe_{name}_d{d_model}_L{length}.csv", rows)


# RoPE (Su et al. 2021, RoFormer, eq. 34): theta_i = base^(-2i/R) over the R rotated dimensions;
# pair i is (2i, 2i+1) ("interleaved": RoFormer, Meta LLaMA, GPT-J) or (i, i + R/2) ("halves": Hugging
# Face rotate_half, GPT-NeoX); dimensions R .. d-1 are not rotated (partial rotary).
ROPE_Q = [1, 2, 3, 4, -1, 0.5, 2, -3]
ROPE_K = [0.5, -1, 2, 0.25, 1, 1, -2, 0.75]


def rope_pairs(d, rotary, pairing):
    half = rotary // 2
    if pairing == "interleaved":
        return [(2 * i, 2 * i + 1) for i in range(half)]
    return [(i, i + half) for i in range(half)]


def rope_rotate(x, m, base, rotary, pairing):
    """R(m) x with mpmath."""
    out = [mpmath.mpf(v) for v in x]
    for i, (a, b) in enumerate(rope_pairs(len(x), rotary, pairing)):
        theta = mpmath.power(base, mpmath.mpf(-2 * i) / rotary)
        c, s = mpmath.cos(m * theta), mpmath.sin(m * theta)
        xa, xb = mpmath.mpf(x[a]), mpmath.mpf(x[b])
        out[a] = xa * c - xb * s
        out[b] = xa * s + xb * c
    return out


def rope_name(kind, pairing, d, length, base, rotary):
    partial = "" if rotary == d else f"_rot{rotary}"
    return f"rope{kind}_{pairing}_d{d}{partial}_L{length}_base{base}.csv"


def rope_rows(outdir, pairing, length=6, base=10000, rotary=8):
    """rope_{pairing}_d8[_rotR]_L6_baseB.csv: m, R(m) q (8 values), R(m) k (8 values)."""
    rows = []
    for m in range(length):
        rows.append([str(m)] + [fmt(v) for v in rope_rotate(ROPE_Q, m, base, rotary, pairing)]
                    + [fmt(v) for v in rope_rotate(ROPE_K, m, base, rotary, pairing)])
    write_csv(outdir, rope_name("", pairing, len(ROPE_Q), length, base, rotary), rows)


def rope_scores(outdir, pairing, length=6, base=10000, rotary=8):
    """rope_scores_{pairing}_d8[_rotR]_L6_baseB.csv: <R(m) q, R(n) k>, row m, column n."""
    rows = []
    for m in range(length):
        rq = rope_rotate(ROPE_Q, m, base, rotary, pairing)
        rows.append([fmt(mpmath.fsum(a * b for a, b in zip(rq, rope_rotate(ROPE_K, n, base, rotary, pairing))))
                     for n in range(length)])
    write_csv(outdir, rope_name("_scores", pairing, len(ROPE_Q), length, base, rotary), rows)


def rope_decay(outdir, d=128, base=10000, length=64):
    """rope_decay_d128_base10000.csv: r, (1/(d/2)) sum_{j=1}^{d/2} |sum_{k<j} e^{i r theta_k}|."""
    rows = []
    for r in range(length):
        partial = mpmath.mpc(0)
        total = mpmath.mpf(0)
        for k in range(d // 2):
            partial += mpmath.expj(r * mpmath.power(base, mpmath.mpf(-2 * k) / d))
            total += abs(partial)
        rows.append([str(r), fmt(total / (d // 2))])
    write_csv(outdir, f"rope_decay_d{d}_base{base}.csv", rows)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(outdir, exist_ok=True)
    pe_matrix(outdir, 60, 16, 10000)
    pe_matrix(outdir, 3, 5, 10000)
    pe_matrix(outdir, 5, 3, 10000)
    pe_matrix(outdir, 4, 8, 10000)
    pe_matrix(outdir, 16, 8, 100)
    pe_selected_rows(outdir)
    frequencies(outdir)
    frequencies_rounded(outdir)
    dot_by_offset(outdir)
    for pairing in ("interleaved", "halves"):
        rope_rows(outdir, pairing)
        rope_scores(outdir, pairing)
    rope_rows(outdir, "halves", base=500000, rotary=4)
    rope_scores(outdir, "halves", base=500000, rotary=4)
    rope_rows(outdir, "interleaved", base=1000000, rotary=4)
    rope_decay(outdir)
    convention_matrix(outdir, "t2t", t2t_row, 8, 6)
    convention_matrix(outdir, "t2t", t2t_row, 7, 5)
    convention_matrix(outdir, "t2t", t2t_row, 2, 4)
    convention_matrix(outdir, "fairseq", fairseq_row, 8, 6, first=2)
    convention_matrix(outdir, "fairseq", fairseq_row, 7, 5, first=2)
    convention_matrix(outdir, "marian", marian_row, 8, 6)
    convention_matrix(outdir, "marian", marian_row, 7, 5)


if __name__ == "__main__":
    main()
