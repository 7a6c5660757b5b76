#pragma once
/// \file workedexamplefigure.h
/// \brief The worked example of seed notes 001 sec. 3 ("love" at pos 1, d_model 512), for the selected token and
/// position: PE(pos, j) of the first columns with the formula filled in, and embedding + PE = sum for those
/// cells. It corrects the notes' slip where it arises: column j belongs to pair i = ⌊j/2⌋ (dimension 1 is
/// cos(pos / base^(0/d)), not cos(pos / base^(2/d))).

#include "ui/figures/textslide.h"

class ExplorerState;

/// How many columns the example writes out: the first ones, at most 8.
int workedColumns(const ExplorerState &state);

/// The slide of \a state's selected position (its token, its first workedColumns() columns).
TextSlide workedExampleSlide(const ExplorerState &state);
