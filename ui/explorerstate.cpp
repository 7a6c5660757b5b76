#include "explorerstate.h"

#include <sinusoidal.h>
#include <tokenembedding.h>
#include <tokenizer.h>

#include <QMetaObject>

#include <algorithm>
#include <cmath>

namespace lim = posenc::limits;

QString ExplorerState::defaultText()
{
    return QStringLiteral("I love you and you love me so word order must be part of the input");
}

ExplorerState::ExplorerState(QObject *parent)
    : QObject(parent)
{
    m_text = defaultText();
    m_stale = Tokens | Embedding | Encoding | Sum | Frequencies;
    m_parameters.length = std::max(1, static_cast<int>(tokens().size()));
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
    invalidate(Embedding | Encoding | Sum);
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
    return changed | dropHoverOutside();
}

void ExplorerState::setDModel(int dModel)
{
    dModel = std::clamp(dModel, lim::minDModel, lim::maxDModel);
    if (dModel == m_parameters.dModel)
        return;
    m_parameters.dModel = dModel;
    invalidate(Embedding | Encoding | Sum | Frequencies);
    emitChanges(DModelSignal | dropHoverOutside());
}

void ExplorerState::setBase(double base)
{
    if (!std::isfinite(base))
        return;
    base = std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase);
    if (base == m_parameters.base)
        return;
    m_parameters.base = base;
    invalidate(Encoding | Sum | Frequencies);
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
    m_parameters.firstPosition = firstPosition;
    m_position = firstPosition + row;
    invalidate(Encoding | Sum);
    emitChanges(FirstPositionSignal | PositionSignal);
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
        m_tokens.clear();
        for (const auto &token : m_tokensUtf8)
            m_tokens.append(QString::fromStdString(token));
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
    invalidate(Embedding | Sum);
    emitChanges(ScaleSignal);
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
    setPosition(defaults.firstPosition);
    setOffset(0);
}

const QStringList &ExplorerState::tokens() const
{
    if (m_stale & Tokens) {
        m_tokensUtf8 = posenc::tokenize(m_text.toStdString());
        m_tokens.clear();
        for (const auto &token : m_tokensUtf8)
            m_tokens.append(QString::fromStdString(token));
        m_stale &= ~Tokens;
    }
    return m_tokens;
}

QString ExplorerState::tokenAt(int row) const
{
    const QStringList &list = tokens();
    return (row >= 0 && row < list.size() && row < length()) ? list.at(row) : QString();
}

const Eigen::MatrixXd &ExplorerState::embedding() const
{
    if (m_stale & Embedding) {
        tokens();
        m_embedding = posenc::tokenEmbedding(m_tokensUtf8, length(), dModel(), m_scaleEmbedding);
        m_stale &= ~Embedding;
    }
    return m_embedding;
}

const Eigen::MatrixXd &ExplorerState::encoding() const
{
    if (m_stale & Encoding) {
        m_encoding = posenc::sinusoidalEncoding(m_parameters);
        m_stale &= ~Encoding;
    }
    return m_encoding;
}

const Eigen::MatrixXd &ExplorerState::sum() const
{
    if (m_stale & Sum) {
        m_sum = posenc::addEncoding(embedding(), encoding());
        m_stale &= ~Sum;
    }
    return m_sum;
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

const Eigen::VectorXd &ExplorerState::wavelengths() const
{
    angularFrequencies();
    return m_wavelengths;
}

const Eigen::MatrixXd &ExplorerState::matrix(Figure figure) const
{
    switch (figure) {
    case Figure::Embedding:
        return embedding();
    case Figure::Sum:
        return sum();
    case Figure::Encoding:
    case Figure::Clock:
        break;
    }
    return encoding();
}
