#pragma once
/// \file figure.h
/// \brief The identifiers of the figures the app draws and exports. Everything else about a figure (its
/// command-line name, title, caption, painter, table, what it depends on) is in its registry entry
/// (figureregistry.h), written in the figure's own file.

#include <posenc/encodings/sinusoidalscheme.h>

struct Session;

#include <QList>
#include <QString>

#include <optional>

/// One exportable figure (an identifier only; see figureEntry()).
enum class Figure
{
    Embedding,  ///< token embedding, L x d_model ("embedding")
    Encoding,   ///< sinusoidal positional encoding PE, L x d_model ("pe")
    Layouts,    ///< the same PE interleaved and in halves, side by side ("layouts")
    Sum,        ///< embedding + PE, L x d_model ("sum")
    Clock,      ///< one clock hand per pair i ("clock")
    ClockPair,  ///< the selected pair's clock, as large as the page ("clock-pair")
    ClockHands, ///< second, minute and hour hands: three pairs side by side ("clock-hands")
    Wavelength, ///< w_i and wavelength against pair i, with the sequence length and a comparison base
    Relative,   ///< the rotation M_k between PE(pos) and PE(pos + k), the same at pos'
    Similarity, ///< the L x L matrix PE . PE^T and the dot product against the offset k
    Naive,      ///< integer pos, pos/(L-1), binary counter and sinusoid side by side
    Attention,  ///< one attention head on a sentence and a reordering of it, with or without PE
    Rope,       ///< RoPE: q and k rotated pair by pair at m = pos, n = pos' ("rope")
    RopeScore,  ///< the L x L RoPE score <R(m) q, R(n) k> and the score against m - n ("rope-score")
    RopeDecay,  ///< RoFormer's long-term decay bound against the distance r ("rope-decay")
    Waves,      ///< PE(pos, j) against pos for chosen columns j ("waves")
    Learned,    ///< the whole learned table and the rows past its end ("learned")
    LearnedSimilarity, ///< PE . PE^T of a learned table's rows and its diagonals ("learned-similarity")
    LearnedSpectrum,   ///< the spectrum of each column of a learned table ("learned-spectrum")
    AlibiSlopes,       ///< ALiBi's slope of every head ("alibi-slopes")
    Alibi,             ///< the L x L bias of one ALiBi head ("alibi")
    AlibiAttention,    ///< the attention head with no bias, the steepest and the shallowest slope ("alibi-attention")
    T5Buckets,         ///< T5's bucket of every distance and the L x L bucket matrix ("t5-buckets")
    T5Bias,            ///< the L x L bias of one T5 head ("t5-bias")
    Compare,           ///< every family against the distance r ("compare")
    RopeScaling,       ///< θ of each pair before and after context extension ("rope-scaling")
    RopeScalingAngles, ///< each pair's angle at s − 1 against the largest in training ("rope-scaling-angles")
    RopeScalingScore,  ///< RoPE's score and decay bound out to the new length ("rope-scaling-score")
    Precision,         ///< the angle error in float32, bfloat16 and float16 against p ("precision")
    WhyPairs,          ///< a pair's sine alone against the (sin, cos) pair under a shift by k ("why-pairs")
    WhyExponent,       ///< the wavelengths of several d_model against 2i/d_model, and other rules ("why-exponent")
    Derivation,        ///< M_k and the dot product derived with the state's numbers ("derivation")
    WorkedExample,     ///< PE(pos, j) of the first columns by hand, and embedding + PE = sum ("worked-example")
    Pytorch,           ///< the notes' PyTorch code beside its values ("pytorch")
};

/// Every figure, in the order of the registry: the window's and `--figure all`'s.
QList<Figure> allFigures();

/// Command-line and file name, e.g. "pe" (the registry entry's name).
QString figureName(Figure figure);

/// Inverse of figureName(); std::nullopt for any other text.
std::optional<Figure> figureFromName(const QString &name);

/// Translated title shown above the figure, e.g. "Positional encoding PE".
QString figureTitle(Figure figure);

/// Translated one-paragraph caption: what the figure shows and what to look for, in the words of
/// \a session's convention (its layout and spacing formulas), or the figure's learned caption while a
/// learned table is added.
QString figureCaption(Figure figure, const Session &session);
