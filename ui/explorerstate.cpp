#include "explorerstate.h"

#include <displayreduction.h>
#include <similarity.h>
#include <sinusoidal.h>
#include <tokenembedding.h>
#include <tokenizer.h>

#include <QMetaObject>

#include <algorithm>
#include <cmath>

namespace lim = posenc::limits;

namespace {
QStringList toQStringList(const std::vector<std::string> &tokens)
{
    QStringList list;
    for (const auto &token : tokens)
        list.append(QString::fromStdString(token));
    return list;
}
} // namespace

QString ExplorerState::defaultText()
{
    return QStringLiteral("I love you and you love me so word order must be part of the input");
}

QString ExplorerState::defaultAttentionText()
{
    return QStringLiteral("I love you");
}

QString ExplorerState::defaultAttentionReorderedText()
{
    return QStringLiteral("you love I");
}

ExplorerState::ExplorerState(QObject *parent)
    : QObject(parent)
{
    m_text = defaultText();
    m_attentionText = defaultAttentionText();
    m_attentionReorderedText = defaultAttentionReorderedText();
    m_stale = Tokens | Embedding | Encoding | Sum | Frequencies | Similarity | Attention | Comparison;
    m_parameters.length = std::max(1, static_cast<int>(tokens().size()));
    applyDefaultSelection();
}

void ExplorerState::invalidate(unsigned parts)
{
    m_stale |= parts;
    m_unannounced |= parts;
    if (!m_notifyQueued) {
        m_notifyQueued = true;
        QMetaObject::invokeMethod(this, &ExplorerState::notify, Qt::QueuedConnection);
    }
}

void ExplorerState::notify()
{
    m_notifyQueued = false;
    const unsigned parts = std::exchange(m_unannounced, 0u);
    if (parts & Tokens)
        Q_EMIT tokensChanged();
    if (parts & Frequencies)
        Q_EMIT frequenciesChanged();
    if (parts & Embedding)
        Q_EMIT embeddingChanged();
    if (parts & Encoding)
        Q_EMIT encodingChanged();
    if (parts & Sum)
        Q_EMIT sumChanged();
    if (parts & Similarity)
        Q_EMIT similarityChanged();
    if (parts & Attention)
        Q_EMIT attentionChanged();
    if (parts & Comparison)
        Q_EMIT comparisonWavelengthsChanged();
}

// Every setter first brings the whole state (values and stale marks) to its final form, then emits:
// a slot that reads any getter during a change signal sees consistent data.

void ExplorerState::emitChanges(unsigned changed)
{
    if (changed & TextSignal)
        Q_EMIT textChanged(m_text);
    if (changed & DModelSignal)
        Q_EMIT dModelChanged(m_parameters.dModel);
    if (changed & BaseSignal)
        Q_EMIT baseChanged(m_parameters.base);
    if (changed & LengthSignal)
        Q_EMIT lengthChanged(m_parameters.length);
    if (changed & FirstPositionSignal)
        Q_EMIT firstPositionChanged(m_parameters.firstPosition);
    if (changed & PositionSignal)
        Q_EMIT positionChanged(m_position);
    if (changed & OffsetSignal)
        Q_EMIT offsetChanged(m_offset);
    if (changed & ScaleSignal)
        Q_EMIT scaleEmbeddingChanged(m_scaleEmbedding);
    if (changed & HoverSignal)
        Q_EMIT hoverChanged();
    if (changed & DimensionSignal)
        Q_EMIT dimensionChanged(m_dimension);
    if (changed & ComparisonBaseSignal)
        Q_EMIT comparisonBaseChanged(m_comparisonBase);
    if (changed & ComparePositionSignal)
        Q_EMIT comparePositionChanged(m_comparePosition);
    if (changed & CosineSignal)
        Q_EMIT cosineSimilarityChanged(m_cosineSimilarity);
    if (changed & AttentionTextSignal)
        Q_EMIT attentionTextChanged(m_attentionText);
    if (changed & AttentionReorderedTextSignal)
        Q_EMIT attentionReorderedTextChanged(m_attentionReorderedText);
    if (changed & AttentionWithPeSignal)
        Q_EMIT attentionWithPeChanged(m_attentionWithPe);
}

void ExplorerState::applyDefaultSelection()
{
    // The seed's example: from pos = 1 to pos = 3 (k = 2); pos' halfway down the sequence.
    const int last = m_parameters.firstPosition + m_parameters.length - 1;
    m_position = std::min(m_parameters.firstPosition + defaultPositionRow, last);
    m_offset = std::min(defaultOffset, m_parameters.length);
    m_comparePosition = m_parameters.firstPosition + m_parameters.length / 2;
}

unsigned ExplorerState::clampSelections()
{
    unsigned changed = 0;
    const int first = m_parameters.firstPosition;
    const int compare = std::clamp(m_comparePosition, first, first + m_parameters.length - 1);
    if (compare != m_comparePosition) {
        m_comparePosition = compare;
        changed |= ComparePositionSignal;
    }
    const int dimension = std::clamp(m_dimension, 0, m_parameters.dModel - 1);
    if (dimension != m_dimension) {
        m_dimension = dimension;
        changed |= DimensionSignal;
    }
    return changed;
}

unsigned ExplorerState::dropHoverOutside()
{
    if (m_hover && (m_hover->row >= length() || m_hover->column >= dModel())) {
        m_hover.reset();
        return HoverSignal;
    }
    return 0;
}

unsigned ExplorerState::applyLength(int length)
{
    length = std::clamp(length, lim::minLength, lim::maxLength);
    if (length == m_parameters.length)
        return 0;
    m_parameters.length = length;
    invalidate(Embedding | Encoding | Sum | Similarity);
    unsigned changed = LengthSignal;
    const int first = m_parameters.firstPosition;
    const int position = std::clamp(m_position, first, first + length - 1);
    if (position != m_position) {
        m_position = position;
        changed |= PositionSignal;
    }
    const int offset = std::clamp(m_offset, -length, length);
    if (offset != m_offset) {
        m_offset = offset;
        changed |= OffsetSignal;
    }
    return changed | clampSelections() | dropHoverOutside();
}

void ExplorerState::setDModel(int dModel)
{
    dModel = std::clamp(dModel, lim::minDModel, lim::maxDModel);
    if (dModel == m_parameters.dModel)
        return;
    m_parameters.dModel = dModel;
    invalidate(Embedding | Encoding | Sum | Frequencies | Similarity | Attention | Comparison);
    emitChanges(DModelSignal | clampSelections() | dropHoverOutside());
}

void ExplorerState::setBase(double base)
{
    if (!std::isfinite(base))
        return;
    base = std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase);
    if (base == m_parameters.base)
        return;
    m_parameters.base = base;
    invalidate(Encoding | Sum | Frequencies | Similarity | Attention);
    emitChanges(BaseSignal);
}

void ExplorerState::setLength(int length)
{
    emitChanges(applyLength(length));
}

void ExplorerState::setFirstPosition(int firstPosition)
{
    firstPosition = std::clamp(firstPosition, lim::minFirstPosition, lim::maxFirstPosition);
    if (firstPosition == m_parameters.firstPosition)
        return;
    // Keep the selected row: the selection moves with the rows.
    const int row = selectedRow();
    const int compareRow = m_comparePosition - m_parameters.firstPosition;
    m_parameters.firstPosition = firstPosition;
    m_position = firstPosition + row;
    m_comparePosition = firstPosition + compareRow;
    invalidate(Encoding | Sum | Similarity);
    emitChanges(FirstPositionSignal | PositionSignal | ComparePositionSignal);
}

void ExplorerState::setPosition(int position)
{
    const int first = m_parameters.firstPosition;
    position = std::clamp(position, first, first + m_parameters.length - 1);
    if (position == m_position)
        return;
    m_position = position;
    emitChanges(PositionSignal);
}

void ExplorerState::setOffset(int offset)
{
    offset = std::clamp(offset, -m_parameters.length, m_parameters.length);
    if (offset == m_offset)
        return;
    m_offset = offset;
    emitChanges(OffsetSignal);
}

void ExplorerState::setText(const QString &text)
{
    if (text == m_text)
        return;
    this->tokens(); // the cached tokens must be current to compare with
    m_text = text;
    auto tokens = posenc::tokenize(text.toStdString());
    unsigned changed = TextSignal;
    // Only a change of the tokens (not, say, an extra space) rebuilds the embedding.
    if (tokens != m_tokensUtf8) {
        m_tokensUtf8 = std::move(tokens);
        m_tokens = toQStringList(m_tokensUtf8);
        invalidate(Tokens | Embedding | Sum);
        m_stale &= ~Tokens; // computed just now
        // L follows the text.
        changed |= applyLength(std::max(1, static_cast<int>(m_tokens.size())));
    }
    emitChanges(changed);
}

void ExplorerState::setScaleEmbedding(bool scale)
{
    if (scale == m_scaleEmbedding)
        return;
    m_scaleEmbedding = scale;
    invalidate(Embedding | Sum | Attention);
    emitChanges(ScaleSignal);
}

void ExplorerState::setDimension(int dimension)
{
    dimension = std::clamp(dimension, 0, m_parameters.dModel - 1);
    if (dimension == m_dimension)
        return;
    m_dimension = dimension;
    emitChanges(DimensionSignal);
}

void ExplorerState::setComparisonBase(double base)
{
    if (!std::isfinite(base))
        return;
    base = std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase);
    if (base == m_comparisonBase)
        return;
    m_comparisonBase = base;
    invalidate(Comparison);
    emitChanges(ComparisonBaseSignal);
}

void ExplorerState::setComparePosition(int position)
{
    const int first = m_parameters.firstPosition;
    position = std::clamp(position, first, first + m_parameters.length - 1);
    if (position == m_comparePosition)
        return;
    m_comparePosition = position;
    emitChanges(ComparePositionSignal);
}

void ExplorerState::setCosineSimilarity(bool cosine)
{
    if (cosine == m_cosineSimilarity)
        return;
    m_cosineSimilarity = cosine;
    invalidate(Similarity);
    emitChanges(CosineSignal);
}

void ExplorerState::setAttentionText(const QString &text)
{
    if (text == m_attentionText)
        return;
    m_attentionText = text;
    invalidate(Attention);
    emitChanges(AttentionTextSignal);
}

void ExplorerState::setAttentionReorderedText(const QString &text)
{
    if (text == m_attentionReorderedText)
        return;
    m_attentionReorderedText = text;
    invalidate(Attention);
    emitChanges(AttentionReorderedTextSignal);
}

void ExplorerState::setAttentionWithPe(bool withPe)
{
    if (withPe == m_attentionWithPe)
        return;
    m_attentionWithPe = withPe;
    invalidate(Attention);
    emitChanges(AttentionWithPeSignal);
}

void ExplorerState::setHover(const Hover &hover)
{
    if (m_hover == hover)
        return;
    m_hover = hover;
    emitChanges(HoverSignal);
}

void ExplorerState::clearHover()
{
    if (!m_hover)
        return;
    m_hover.reset();
    emitChanges(HoverSignal);
}

void ExplorerState::resetToDefaults()
{
    const posenc::EncodingParameters defaults;
    setScaleEmbedding(true);
    setDModel(defaults.dModel);
    setBase(defaults.base);
    setFirstPosition(defaults.firstPosition);
    setText(defaultText());
    setLength(std::max(1, static_cast<int>(tokens().size())));
    setPosition(defaults.firstPosition + defaultPositionRow);
    setOffset(defaultOffset);
    setDimension(0);
    setComparisonBase(1000.0);
    setComparePosition(defaults.firstPosition + length() / 2);
    setCosineSimilarity(false);
    setAttentionText(defaultAttentionText());
    setAttentionReorderedText(defaultAttentionReorderedText());
    setAttentionWithPe(false);
}

const QStringList &ExplorerState::tokens() const
{
    if (m_stale & Tokens) {
        m_tokensUtf8 = posenc::tokenize(m_text.toStdString());
        m_tokens = toQStringList(m_tokensUtf8);
        m_stale &= ~Tokens;
    }
    return m_tokens;
}

QString ExplorerState::tokenAt(int row) const
{
    const QStringList &list = tokens();
    return (row >= 0 && row < list.size() && row < length()) ? list.at(row) : QString();
}

const posenc::TokenTable &ExplorerState::tokenTable() const
{
    if (m_stale & Embedding) {
        tokens();
        m_tokenTable.update(m_tokensUtf8, length(), dModel(), m_scaleEmbedding);
        m_stale &= ~Embedding;
    }
    return m_tokenTable;
}

Eigen::MatrixXd ExplorerState::embedding() const
{
    return tokenTable().matrix();
}

const Eigen::MatrixXd &ExplorerState::encoding() const
{
    if (m_stale & Encoding) {
        posenc::fillSinusoidalEncoding(m_parameters, m_encoding); // reuses the buffer when the size stays
        m_stale &= ~Encoding;
    }
    return m_encoding;
}

Eigen::MatrixXd ExplorerState::sum() const
{
    return posenc::addEncoding(embedding(), encoding());
}

double ExplorerState::value(Figure figure, int row, int j) const
{
    if (figure == Figure::Embedding)
        return tokenTable().value(row, j);
    if (figure == Figure::Sum)
        return tokenTable().value(row, j) + encoding()(row, j);
    return encoding()(row, j);
}

const Eigen::VectorXd &ExplorerState::angularFrequencies() const
{
    if (m_stale & Frequencies) {
        m_frequencies = posenc::angularFrequencies(dModel(), base());
        m_wavelengths = posenc::wavelengths(dModel(), base());
        m_stale &= ~Frequencies;
    }
    return m_frequencies;
}

const Eigen::VectorXd &ExplorerState::comparisonWavelengths() const
{
    if (m_stale & Comparison) {
        m_comparisonWavelengths = posenc::wavelengths(dModel(), m_comparisonBase);
        m_stale &= ~Comparison;
    }
    return m_comparisonWavelengths;
}

const posenc::SimilarityModel &ExplorerState::similarity() const
{
    if (m_stale & Similarity) {
        m_similarity.emplace(m_parameters, encoding(), m_cosineSimilarity);
        m_similaritySpread = posenc::sampledDiagonalSpread(encoding(), m_cosineSimilarity);
        m_stale &= ~Similarity;
    }
    return *m_similarity;
}

double ExplorerState::similaritySpread() const
{
    similarity();
    return m_similaritySpread;
}

const std::optional<posenc::PermutationDemo> &ExplorerState::attentionDemo() const
{
    if (m_stale & Attention) {
        m_attention.reset();
        m_attentionProblem.clear();
        const auto a = posenc::tokenize(m_attentionText.toStdString());
        const auto b = posenc::tokenize(m_attentionReorderedText.toStdString());
        if (a.empty() || b.empty()) {
            m_attentionProblem = tr("Type a sentence in both fields.");
        } else {
            try {
                m_attention = posenc::permutationDemo(a, b, dModel(), base(), m_scaleEmbedding, m_attentionWithPe);
            } catch (const posenc::ParameterError &error) {
                m_attentionProblem = QString::fromStdString(error.what());
            }
        }
        m_stale &= ~Attention;
    }
    return m_attention;
}

QString ExplorerState::attentionProblem() const
{
    attentionDemo();
    return m_attentionProblem;
}


QStringList ExplorerState::attentionTokens() const
{
    return toQStringList(posenc::tokenize(m_attentionText.toStdString()));
}

QStringList ExplorerState::attentionReorderedTokens() const
{
    return toQStringList(posenc::tokenize(m_attentionReorderedText.toStdString()));
}

const Eigen::VectorXd &ExplorerState::wavelengths() const
{
    angularFrequencies();
    return m_wavelengths;
}

Eigen::MatrixXd ExplorerState::matrix(Figure figure) const
{
    if (figure == Figure::Embedding)
        return embedding();
    if (figure == Figure::Sum)
        return sum();
    return encoding();
}

Eigen::MatrixXd ExplorerState::displayMatrix(Figure figure, int maxRows, int maxCols) const
{
    const int rows = length();
    const int cols = dModel();
    const int outRows = std::clamp(maxRows, 1, rows);
    const int outCols = std::clamp(maxCols, 1, cols);
    const Eigen::MatrixXd &pe = encoding();
    const posenc::TokenTable &table = tokenTable();
    if (figure == Figure::Embedding)
        return table.reducedByLargestMagnitude(outRows, outCols);
    if (figure == Figure::Sum)
        return posenc::reducePairedColumnsByLargestMagnitude(rows, cols, outRows, outCols, [&](int c, double *scratch) {
            table.column(c, scratch); // then + PE, column by column
            Eigen::Map<Eigen::VectorXd>(scratch, rows) += pe.col(c);
            return static_cast<const double *>(scratch);
        });
    return posenc::reducePairedColumnsByLargestMagnitude(rows, cols, outRows, outCols,
                                                         [&pe](int c, double *) { return pe.col(c).data(); });
}
