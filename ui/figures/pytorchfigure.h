#pragma once
/// \file pytorchfigure.h
/// \brief The seed notes' PyTorch code (001 sec. "代码实战", the Annotated Transformer's PositionalEncoding) line by
/// line beside what each line computes, computed by PosEnc: div_term = exp(arange(0, d, 2)·(−ln 10000/d)) is
/// ωᵢ (not the denominator 10000^(2i/d) its comment names), and the rows pe[:, 0::2], pe[:, 1::2] at pos.

#include "ui/figures/textslide.h"

class ExplorerState;

/// div_term's entry i as the code computes it: exp(2i · (−ln base / d_model)), in double; with \a float32,
/// as PyTorch computes it by default (arange(...).float(): 2i, the factor, the product and exp each rounded to
/// float32).
double divTerm(int pair, int dModel, double base, bool float32);

/// The slide for \a state: the code's lines and their values (the first pairs, and the selected pos's row).
TextSlide pytorchSlide(const ExplorerState &state);
