#pragma once
/// \file figure.h
/// \brief The identity of a figure the app draws and exports: its name. Everything else about a figure (its
/// title, caption, painter, table, what it depends on) is in its registry entry (figureregistry.h), written
/// in the figure's own file.

#include <posenc/encodings/sinusoidalscheme.h>

struct Session;

#include <QHashFunctions>
#include <QLatin1StringView>
#include <QList>
#include <QString>

#include <optional>
#include <string_view>

/// A figure's identity: its command-line and file name, e.g. "pe" (`--figure pe`, pe.png). The common
/// figures are the constants below; a family declares its own beside its entry (ui/families/alibifigures.h:
/// alibiFigures), so adding a figure edits no list here. Everything else about a figure is in its registry
/// entry (figureEntry()). Compared by name.
class Figure
{
public:
    constexpr Figure() = default;
    /// \a name: text with static storage (a literal), lower case words joined by '-'.
    constexpr explicit Figure(const char *name)
        : m_name(name)
    {
    }
    /// The name, e.g. "pe".
    constexpr const char *name() const { return m_name; }
    friend bool operator==(Figure a, Figure b) { return std::string_view(a.m_name) == std::string_view(b.m_name); }

    static const Figure Embedding; ///< token embedding, L x d_model
    static const Figure Encoding; ///< sinusoidal positional encoding PE, L x d_model
    static const Figure Layouts; ///< the same PE interleaved and in halves, side by side
    static const Figure Sum; ///< embedding + PE, L x d_model
    static const Figure Clock; ///< one clock hand per pair i
    static const Figure ClockPair; ///< the selected pair's clock, as large as the page
    static const Figure ClockHands; ///< second, minute and hour hands: three pairs side by side
    static const Figure Wavelength; ///< w_i and wavelength against pair i, with the sequence length and a comparison base
    static const Figure Relative; ///< the rotation M_k between PE(pos) and PE(pos + k), the same at pos'
    static const Figure Similarity; ///< the L x L matrix PE . PE^T and the dot product against the offset k
    static const Figure Naive; ///< integer pos, pos/(L-1), binary counter and sinusoid side by side
    static const Figure Attention; ///< one attention head on a sentence and a reordering of it, with or without PE
    static const Figure Waves; ///< PE(pos, j) against pos for chosen columns j
    static const Figure Learned; ///< the whole learned table and the rows past its end
    static const Figure LearnedSimilarity; ///< PE . PE^T of a learned table's rows and its diagonals
    static const Figure LearnedSpectrum; ///< the spectrum of each column of a learned table
    static const Figure Compare; ///< every family against the distance r
    static const Figure WhyPairs; ///< a pair's sine alone against the (sin, cos) pair under a shift by k
    static const Figure WhyExponent; ///< the wavelengths of several d_model against 2i/d_model, and other rules
    static const Figure Derivation; ///< M_k and the dot product derived with the state's numbers
    static const Figure WorkedExample; ///< PE(pos, j) of the first columns by hand, and embedding + PE = sum
    static const Figure Pytorch; ///< the notes' PyTorch code beside its values

private:
    const char *m_name = "";
};

inline constexpr Figure Figure::Embedding{"embedding"};
inline constexpr Figure Figure::Encoding{"pe"};
inline constexpr Figure Figure::Layouts{"layouts"};
inline constexpr Figure Figure::Sum{"sum"};
inline constexpr Figure Figure::Clock{"clock"};
inline constexpr Figure Figure::ClockPair{"clock-pair"};
inline constexpr Figure Figure::ClockHands{"clock-hands"};
inline constexpr Figure Figure::Wavelength{"wavelength"};
inline constexpr Figure Figure::Relative{"relative"};
inline constexpr Figure Figure::Similarity{"similarity"};
inline constexpr Figure Figure::Naive{"naive"};
inline constexpr Figure Figure::Attention{"attention"};
inline constexpr Figure Figure::Waves{"waves"};
inline constexpr Figure Figure::Learned{"learned"};
inline constexpr Figure Figure::LearnedSimilarity{"learned-similarity"};
inline constexpr Figure Figure::LearnedSpectrum{"learned-spectrum"};
inline constexpr Figure Figure::Compare{"compare"};
inline constexpr Figure Figure::WhyPairs{"why-pairs"};
inline constexpr Figure Figure::WhyExponent{"why-exponent"};
inline constexpr Figure Figure::Derivation{"derivation"};
inline constexpr Figure Figure::WorkedExample{"worked-example"};
inline constexpr Figure Figure::Pytorch{"pytorch"};

inline size_t qHash(Figure figure, size_t seed = 0)
{
    return qHash(QLatin1StringView(figure.name()), seed);
}

/// Every figure, in the order of the registry: the window's and `--figure all`'s.
QList<Figure> allFigures();

/// Command-line and file name, e.g. "pe" (Figure::name()).
QString figureName(Figure figure);

/// Inverse of figureName(); std::nullopt for any other text.
std::optional<Figure> figureFromName(const QString &name);

/// Translated title shown above the figure, e.g. "Positional encoding PE".
QString figureTitle(Figure figure);

/// Translated one-paragraph caption: what the figure shows and what to look for, in the words of
/// \a session's convention (its layout and spacing formulas), or the figure's learned caption while a
/// learned table is added.
QString figureCaption(Figure figure, const Session &session);
