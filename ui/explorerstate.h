#pragma once
/// \file explorerstate.h
/// \brief The one source of truth of the window: the parameters, and the matrices computed from them.

#include "figure.h"

#include <attention.h>
#include <parameters.h>
#include <similarity.h>
#include <tokentable.h>

#include <Eigen/Core>
#include <QObject>
#include <QStringList>

#include <optional>

/// Owns the parameters (d_model, base, sequence length L, first position, selected position pos,
/// offset k, sentence text, embedding scaling), computes the matrices through the core (src/) and tells
/// views what changed.
///
/// Rules:
/// - Every setter clamps its value into the allowed range (parameters.h), returns early when nothing
///   changed, and emits `<property>Changed` at once.
/// - Matrices are computed lazily: a getter always returns data for the current parameters. Their change
///   signals (encodingChanged, embeddingChanged, sumChanged, frequenciesChanged, tokensChanged) are
///   coalesced: any number of parameter changes within one turn of the event loop give one signal each,
///   so a slider sweep never queues a recompute per step.
/// - Only what a change affects is recomputed: offset k and position rebuild no matrix; base does not
///   rebuild the embedding; the text does not rebuild PE (unless L changes with it).
/// - L follows the text: setting the text sets L to its token count (at least 1). L may then be raised
///   to show more positions (rows past the text are padding with a zero embedding, so sum = PE there) or
///   lowered (tokens past L are not shown).
/// - Linked selection: the selected position pos, the selected dimension j (and so pair i = j / 2), the
///   offset k and the second position pos' are shared by every view; choosing one anywhere selects it
///   everywhere.
/// - The "why" views add: a comparison base (wavelength view), pos' (relative-offset view), cosine or
///   dot similarity (similarity view), and a sentence with a reordering of its words, with or without PE
///   (attention view).
class ExplorerState : public QObject
{
    Q_OBJECT
    Q_PROPERTY(int dModel READ dModel WRITE setDModel NOTIFY dModelChanged)
    Q_PROPERTY(double base READ base WRITE setBase NOTIFY baseChanged)
    Q_PROPERTY(int length READ length WRITE setLength NOTIFY lengthChanged)
    Q_PROPERTY(int firstPosition READ firstPosition WRITE setFirstPosition NOTIFY firstPositionChanged)
    Q_PROPERTY(int position READ position WRITE setPosition NOTIFY positionChanged)
    Q_PROPERTY(int offset READ offset WRITE setOffset NOTIFY offsetChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(bool scaleEmbedding READ scaleEmbedding WRITE setScaleEmbedding NOTIFY scaleEmbeddingChanged)
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged)
    Q_PROPERTY(double comparisonBase READ comparisonBase WRITE setComparisonBase NOTIFY comparisonBaseChanged)
    Q_PROPERTY(int comparePosition READ comparePosition WRITE setComparePosition NOTIFY comparePositionChanged)
    Q_PROPERTY(bool cosineSimilarity READ cosineSimilarity WRITE setCosineSimilarity NOTIFY cosineSimilarityChanged)
    Q_PROPERTY(QString attentionText READ attentionText WRITE setAttentionText NOTIFY attentionTextChanged)
    Q_PROPERTY(QString attentionReorderedText READ attentionReorderedText WRITE setAttentionReorderedText
                   NOTIFY attentionReorderedTextChanged)
    Q_PROPERTY(bool attentionWithPe READ attentionWithPe WRITE setAttentionWithPe NOTIFY attentionWithPeChanged)

public:
    /// The default sentence: 16 tokens, as the seed's figures (with repeated words, whose embedding rows
    /// are equal while their sum rows differ).
    static QString defaultText();
    /// The attention view's sentence and its reordering: "I love you", "you love I" (seed notes).
    static QString defaultAttentionText();
    static QString defaultAttentionReorderedText();

    /// A cell under the mouse in one of the matrix figures.
    struct Hover
    {
        Figure figure = Figure::Encoding;
        int row = 0;    ///< 0 .. L-1; pos = firstPosition + row
        int column = 0; ///< dimension j, 0 .. d_model-1
        bool operator==(const Hover &) const = default;
    };

    /// First-start selection (the seed's example, PE(1) turned into PE(3)): pos = first position + 1
    /// and k = 2, each at most what L allows.
    static constexpr int defaultPositionRow = 1;
    static constexpr int defaultOffset = 2;

    explicit ExplorerState(QObject *parent = nullptr);

    int dModel() const { return m_parameters.dModel; }
    double base() const { return m_parameters.base; }
    int length() const { return m_parameters.length; }
    int firstPosition() const { return m_parameters.firstPosition; }
    /// Selected position pos, in [firstPosition, firstPosition + L - 1].
    int position() const { return m_position; }
    /// Row of the selected position, position() - firstPosition().
    int selectedRow() const { return m_position - m_parameters.firstPosition; }
    /// Offset k in positions, in [-L, L].
    int offset() const { return m_offset; }
    QString text() const { return m_text; }
    bool scaleEmbedding() const { return m_scaleEmbedding; }
    posenc::EncodingParameters encodingParameters() const { return m_parameters; }
    /// Selected dimension j (column), 0 .. d_model-1; its pair is selectedPair() = j / 2.
    int dimension() const { return m_dimension; }
    int selectedPair() const { return m_dimension / 2; }
    /// A second base, to compare wavelengths with (default 1000).
    double comparisonBase() const { return m_comparisonBase; }
    /// The second position pos' of the relative-offset view, in [firstPosition, firstPosition + L - 1].
    int comparePosition() const { return m_comparePosition; }
    /// Similarity view: cosine similarity instead of the dot product.
    bool cosineSimilarity() const { return m_cosineSimilarity; }
    /// Attention view: the sentence (default "I love you") and a reordering of it ("you love I").
    QString attentionText() const { return m_attentionText; }
    QString attentionReorderedText() const { return m_attentionReorderedText; }
    /// Attention view: add PE to the embeddings before attention.
    bool attentionWithPe() const { return m_attentionWithPe; }

    /// Tokens of text() (core tokenizer), all of them, also those past L.
    const QStringList &tokens() const;
    /// Token shown in row \a row, or an empty string for a padding row.
    QString tokenAt(int row) const;

    /// L x d_model sinusoidal encoding; row = position firstPosition + row. See posenc::sinusoidalEncoding().
    /// The only L x d_model matrix the state keeps (128 MiB at 4096 x 4096).
    const Eigen::MatrixXd &encoding() const;
    /// The token embedding without repeats (posenc::TokenTable): what embedding() is made from.
    const posenc::TokenTable &tokenTable() const;
    /// L x d_model token embedding, built on demand (not kept). See posenc::tokenEmbedding().
    Eigen::MatrixXd embedding() const;
    /// L x d_model, embedding() + encoding(), built on demand (not kept).
    Eigen::MatrixXd sum() const;
    /// One entry of the embedding, PE or sum (figure Embedding, Sum, or anything else for PE).
    double value(Figure figure, int row, int j) const;
    /// Angular frequencies w_i (rad/position), one per pair i; size ceil(d_model/2).
    const Eigen::VectorXd &angularFrequencies() const;
    /// Wavelengths 2*pi/w_i (positions), one per pair i.
    const Eigen::VectorXd &wavelengths() const;
    /// The L x d_model matrix a heat map shows: embedding(), sum(), or encoding() for any other figure.
    Eigen::MatrixXd matrix(Figure figure) const;
    /// matrix(figure) as shown on at most maxRows x maxCols pixels: itself when it fits, otherwise each
    /// block's entry of largest magnitude (posenc::reduceByLargestMagnitude(); for PE and the sum with sine
    /// and cosine columns kept apart, posenc::reducePairedColumnsByLargestMagnitude()), computed without
    /// building the full matrix.
    Eigen::MatrixXd displayMatrix(Figure figure, int maxRows, int maxCols) const;
    /// Wavelengths 2*pi/w_i (positions) for comparisonBase(), one per pair.
    const Eigen::VectorXd &comparisonWavelengths() const;
    /// L x L similarity of the encoding's rows (dot or cosine, see cosineSimilarity()), entry by entry
    /// (posenc::SimilarityModel; the L x L matrix is never stored).
    const posenc::SimilarityModel &similarity() const;
    /// How constant the similarity's diagonals are, measured on true dot products of the encoding's rows
    /// (posenc::sampledDiagonalSpread()).
    double similaritySpread() const;
    /// The attention demonstration for attentionText() and attentionReorderedText(); std::nullopt when a
    /// sentence has no token (attentionProblem() says so). See posenc::permutationDemo().
    const std::optional<posenc::PermutationDemo> &attentionDemo() const;
    /// Why attentionDemo() is empty, or an empty string.
    QString attentionProblem() const;
    QStringList attentionTokens() const;
    QStringList attentionReorderedTokens() const;

    std::optional<Hover> hover() const { return m_hover; }

public Q_SLOTS:
    void setDModel(int dModel);
    void setBase(double base);
    void setLength(int length);
    void setFirstPosition(int firstPosition);
    void setPosition(int position);
    void setOffset(int offset);
    void setText(const QString &text);
    void setScaleEmbedding(bool scale);
    void setDimension(int dimension);
    void setComparisonBase(double base);
    void setComparePosition(int position);
    void setCosineSimilarity(bool cosine);
    void setAttentionText(const QString &text);
    void setAttentionReorderedText(const QString &text);
    void setAttentionWithPe(bool withPe);
    void setHover(const Hover &hover);
    void clearHover();
    /// Puts every parameter back to its first-start default.
    void resetToDefaults();

Q_SIGNALS:
    void dModelChanged(int dModel);
    void baseChanged(double base);
    void lengthChanged(int length);
    void firstPositionChanged(int firstPosition);
    void positionChanged(int position);
    void offsetChanged(int offset);
    void textChanged(const QString &text);
    void scaleEmbeddingChanged(bool scale);
    void hoverChanged();
    void dimensionChanged(int dimension);
    void comparisonBaseChanged(double base);
    void comparePositionChanged(int position);
    void cosineSimilarityChanged(bool cosine);
    void attentionTextChanged(const QString &text);
    void attentionReorderedTextChanged(const QString &text);
    void attentionWithPeChanged(bool withPe);

    // Coalesced (see class comment).
    void tokensChanged();
    void embeddingChanged();
    void encodingChanged();
    void sumChanged();
    void frequenciesChanged();
    void comparisonWavelengthsChanged();
    void similarityChanged();
    void attentionChanged();

private:
    enum Part : unsigned {
        Tokens = 1u << 0,
        Embedding = 1u << 1,
        Encoding = 1u << 2,
        Sum = 1u << 3,
        Frequencies = 1u << 4,
        Similarity = 1u << 5,
        Attention = 1u << 6,
        Comparison = 1u << 7,
    };
    /// Scalar change signals, emitted by emitChanges() in this order once the state is final.
    enum Signal : unsigned {
        TextSignal = 1u << 0,
        DModelSignal = 1u << 1,
        BaseSignal = 1u << 2,
        LengthSignal = 1u << 3,
        FirstPositionSignal = 1u << 4,
        PositionSignal = 1u << 5,
        OffsetSignal = 1u << 6,
        ScaleSignal = 1u << 7,
        HoverSignal = 1u << 8,
        DimensionSignal = 1u << 9,
        ComparisonBaseSignal = 1u << 10,
        ComparePositionSignal = 1u << 11,
        CosineSignal = 1u << 12,
        AttentionTextSignal = 1u << 13,
        AttentionReorderedTextSignal = 1u << 14,
        AttentionWithPeSignal = 1u << 15,
    };
    void invalidate(unsigned parts);
    void notify();
    void emitChanges(unsigned changed);
    /// Sets L and clamps the selection without emitting; returns the signals owed.
    unsigned applyLength(int length);
    /// Forgets a hover outside the current L x d_model; returns HoverSignal when it did.
    unsigned dropHoverOutside();
    /// Clamps pos' and the dimension j into the current L and d_model; returns the signals owed.
    unsigned clampSelections();
    /// First-start selection, the seed's example: pos = 1, k = 2 (PE(1) turned into PE(3)), pos' = L / 2.
    void applyDefaultSelection();

    posenc::EncodingParameters m_parameters;
    int m_position = 0;
    int m_offset = 0;
    QString m_text;
    bool m_scaleEmbedding = true;
    std::optional<Hover> m_hover;
    int m_dimension = 0;
    double m_comparisonBase = 1000.0;
    int m_comparePosition = 8;
    bool m_cosineSimilarity = false;
    QString m_attentionText;
    QString m_attentionReorderedText;
    bool m_attentionWithPe = false;

    mutable unsigned m_stale = 0;   // parts whose cache must be recomputed before use
    unsigned m_unannounced = 0;     // parts whose change signal is still to be emitted
    bool m_notifyQueued = false;

    mutable QStringList m_tokens;
    mutable std::vector<std::string> m_tokensUtf8;
    mutable posenc::TokenTable m_tokenTable;
    mutable Eigen::MatrixXd m_encoding;
    mutable Eigen::VectorXd m_frequencies;
    mutable Eigen::VectorXd m_wavelengths;
    mutable Eigen::VectorXd m_comparisonWavelengths;
    mutable std::optional<posenc::SimilarityModel> m_similarity;
    mutable double m_similaritySpread = 0;
    mutable std::optional<posenc::PermutationDemo> m_attention;
    mutable QString m_attentionProblem;
};
