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
    dot_by_offset(outdir)


if __name__ == "__main__":
    main()
