#pragma once
/// \file conventiontext.h
/// \brief The words and formulas of a sinusoidal convention, as every view writes them: the formula strip,
/// the hover read-out, the captions, the axes and the parameter panel. The one place that spells out
/// "2i, 2i+1" against "i, n + i" and base^(-2i/d) against base^(-i/(n-1)) (see posenc/encodings/conventions.h
/// for the conventions and their sources).

#include <posenc/encodings/conventions.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <QString>

#include <optional>

namespace conventiontext {

/// Plain Unicode (captions, axes, exported images: ωᵢ, base^(−2i/60)) or Qt rich text (labels: ω<sub>i</sub>).
enum class Markup { Plain, Html };

/// The translated name of \a convention for a menu or a title, e.g. "Paper / PyTorch tutorial / Annotated
/// Transformer", "Hugging Face Marian"; nullopt is "Custom mix".
QString conventionName(std::optional<posenc::Convention> convention);
/// The paper or the reference implementation's file \a convention follows (conventions.h's table).
QString conventionSource(posenc::Convention convention);
/// The translated name of a layout ("Interleaved (sin, cos, sin, …)", "Halves (odd: lone sine)", "Halves (odd:
/// zero column)") and of a spacing ("paper: base^(−2i/d)", "t2t: base^(−i/(n−1))"), short enough for a menu.
QString layoutName(posenc::PairOrder order);
QString spacingName(posenc::FrequencySpacing spacing);

/// Where pair i's sine and cosine are, with \a scheme's numbers: "PE(pos, 2i) = sin(pos·ωᵢ), PE(pos, 2i+1) =
/// cos(pos·ωᵢ)" or "PE(pos, i) = sin(pos·ωᵢ), PE(pos, 30 + i) = cos(pos·ωᵢ)"; an odd d_model's lone sine or
/// zero column is named.
QString layoutFormula(const posenc::SinusoidalScheme &scheme, Markup markup);
/// How w_i falls, with \a scheme's numbers: "ωᵢ = 10000^(−2i/60)" or "ωᵢ = 10000^(−i/29)" (d_model 2 or 3:
/// "10000^(−i/1)", tensor2tensor's max(n − 1, 1)).
QString spacingFormula(const posenc::SinusoidalScheme &scheme, Markup markup);
/// w_i of pair \a pair spelled out and evaluated: "ω_3 = 10000^(−2·3/60) = 0.398107 rad/position".
QString omegaOfPair(const posenc::SinusoidalScheme &scheme, int pair, double omega);
/// The two columns of every pair, for an axis: "dimensions 2i, 2i+1" or "dimensions i, 30 + i".
QString pairColumns(const posenc::PairLayout &layout);
/// \a text that a line is never broken in (plain text): its spaces non-breaking, a word joiner after each
/// "/" and "…", where Qt would otherwise break ("10000^(−2i/" | "1024)").
QString unbreakable(QString text);
/// The halves' boundary for a heat map's axis: "sin j 0…29 | cos j 30…59"; empty when interleaved. Its
/// spaces are non-breaking but after each "|", so that a narrow map wraps it between its parts only.
QString halvesNote(const posenc::PairLayout &layout);

} // namespace conventiontext
