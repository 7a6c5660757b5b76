#include "figure.h"

#include <QCoreApplication>

QList<Figure> allFigures()
{
    return {Figure::Embedding, Figure::Encoding,   Figure::Sum,   Figure::Clock,    Figure::Wavelength,
            Figure::Relative,  Figure::Similarity, Figure::Naive, Figure::Attention};
}

QString figureName(Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
        return QStringLiteral("embedding");
    case Figure::Encoding:
        return QStringLiteral("pe");
    case Figure::Sum:
        return QStringLiteral("sum");
    case Figure::Clock:
        return QStringLiteral("clock");
    case Figure::Wavelength:
        return QStringLiteral("wavelength");
    case Figure::Relative:
        return QStringLiteral("relative");
    case Figure::Similarity:
        return QStringLiteral("similarity");
    case Figure::Naive:
        return QStringLiteral("naive");
    case Figure::Attention:
        return QStringLiteral("attention");
    }
    return {};
}

std::optional<Figure> figureFromName(const QString &name)
{
    for (const Figure figure : allFigures()) {
        if (figureName(figure) == name)
            return figure;
    }
    return std::nullopt;
}

QString figureTitle(Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
        return QCoreApplication::translate("Figure", "Token embedding");
    case Figure::Encoding:
        return QCoreApplication::translate("Figure", "Positional encoding PE");
    case Figure::Sum:
        return QCoreApplication::translate("Figure", "Sum = embedding + PE");
    case Figure::Clock:
        return QCoreApplication::translate("Figure", "Clock hands, one per pair i");
    case Figure::Wavelength:
        return QCoreApplication::translate("Figure", "Frequencies and wavelengths");
    case Figure::Relative:
        return QCoreApplication::translate("Figure", "Relative offset: PE(pos + k) = M_k · PE(pos)");
    case Figure::Similarity:
        return QCoreApplication::translate("Figure", "Similarity depends on the distance only");
    case Figure::Naive:
        return QCoreApplication::translate("Figure", "Why not 1, 2, 3 or pos/N?");
    case Figure::Attention:
        return QCoreApplication::translate("Figure", "Attention and word order");
    }
    return {};
}

QString figureCaption(Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
        return QCoreApplication::translate(
            "Figure", "Each row is the vector of one token (L × d_model); a repeated word has the same row "
                      "wherever it stands. The embedding carries meaning but no order.");
    case Figure::Encoding:
        return QCoreApplication::translate(
            "Figure", "PE(pos, 2i) = sin(pos·ωᵢ) and PE(pos, 2i+1) = cos(pos·ωᵢ) with ωᵢ = base^(−2i/d_model): "
                      "fixed, not learned, the same width as the embedding. Low dimensions (left) change fast "
                      "from row to row, high ones (right) slowly.");
    case Figure::Sum:
        return QCoreApplication::translate(
            "Figure", "The encoder's input is embedding + PE, element by element (L × d_model + L × d_model): "
                      "repeated words now get different rows, because their positions differ.");
    case Figure::Clock:
        return QCoreApplication::translate(
            "Figure", "Each (sin, cos) pair is a point on the unit circle, a clock hand at angle ωᵢ·pos "
                      "(x = cos, y = sin). Fast pairs are second hands, slow pairs hour hands: together they "
                      "tell every position apart, like the hands of a clock or the bits of a counter.");
    case Figure::Wavelength:
        return QCoreApplication::translate(
            "Figure", "Pair i turns at ωᵢ = base^(−2i/d_model) radians per position, so its wavelength 2π/ωᵢ "
                      "grows geometrically from 2π (pair 0) to almost 2π·base (the last pair). Pairs below the "
                      "line λ = L − 1 (the steps L positions span) turn a full circle within the sequence and "
                      "tell neighbours apart; pairs above it turn less than once and tell distant positions "
                      "apart. The base sets the longest "
                      "wavelength: compare 10000 with another base.");
    case Figure::Relative:
        return QCoreApplication::translate(
            "Figure", "For any offset k, every pair of PE(pos + k) is M_k · PE(pos), with M_k = [[cos ωk, sin ωk], "
                      "[−sin ωk, cos ωk]]: a rotation by ωᵢ·k with no pos in it. Two positions pos and pos′ "
                      "turn by the same angle, and the residual over all pairs is rounding only. So a linear "
                      "map can learn to attend by relative position.");
    case Figure::Similarity:
        return QCoreApplication::translate(
            "Figure", "PE(p₁)·PE(p₂) = Σᵢ cos(ωᵢ(p₁ − p₂)): the similarity of two positions depends only on "
                      "their distance. Every diagonal of the matrix is constant, and the curve against k is the "
                      "same from every position: highest at k = 0 and, with ripples, lower for distant "
                      "positions.");
    case Figure::Naive:
        return QCoreApplication::translate(
            "Figure", "Why not use pos itself, or pos/N? Integer positions grow without bound and swamp the "
                      "embedding in long sequences; pos/(L−1) stays within [0, 1], but the same value means "
                      "different positions in sequences of different lengths. A binary counter is bounded and "
                      "unique but jumps; the sinusoid is its smooth version, with second, minute and hour "
                      "hands.");
    case Figure::Attention:
        return QCoreApplication::translate(
            "Figure", "Without positions self-attention cannot see word order (it is permutation "
                      "equivariant): reordering the words only reorders the rows and columns of the attention "
                      "weights, the numbers stay the same, so “I love you” and “you love I” look alike. Adding "
                      "PE to the embeddings makes the weights depend on the order.");
    }
    return {};
}

bool isMatrixFigure(Figure figure)
{
    return figure == Figure::Embedding || figure == Figure::Encoding || figure == Figure::Sum;
}
