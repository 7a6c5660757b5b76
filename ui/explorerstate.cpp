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

void ExplorerState::setDModel(int dModel)
{
    dModel = std::clamp(dModel, lim::minDModel, lim::maxDModel);
    if (dModel == m_parameters.dModel)
        return;
    m_parameters.dModel = dModel;
    if (m_hover && m_hover->column >= dModel)
        clearHover();
    Q_EMIT dModelChanged(dModel);
    invalidate(Embedding | Encoding | Sum | Frequencies);
}

void ExplorerState::setBase(double base)
{
    if (!std::isfinite(base))
        return;
    base = std::clamp(base, std::nextafter(1.0, 2.0), lim::maxBase);
    if (base == m_parameters.base)
        return;
    m_parameters.base = base;
    Q_EMIT baseChanged(base);
    invalidate(Encoding | Sum | Frequencies);
}

void ExplorerState::setLength(int length)
{
    length = std::clamp(length, lim::minLength, lim::maxLength);
    if (length == m_parameters.length)
        return;
    m_parameters.length = length;
    if (m_hover && m_hover->row >= length)
        clearHover();
    Q_EMIT lengthChanged(length);
    clampSelection();
    invalidate(Embedding | Encoding | Sum);
}

void ExplorerState::setFirstPosition(int firstPosition)
{
    firstPosition = std::clamp(firstPosition, lim::minFirstPosition, lim::maxFirstPosition);
    if (firstPosition == m_parameters.firstPosition)
        return;
    // Keep the selected row: the selection moves with the rows.
    const int row = selectedRow();
    m_parameters.firstPosition = firstPosition;
    Q_EMIT firstPositionChanged(firstPosition);
    m_position = firstPosition + row;
    Q_EMIT positionChanged(m_position);
    invalidate(Encoding | Sum);
}

void ExplorerState::clampSelection()
{
    const int first = m_parameters.firstPosition;
    const int length = m_parameters.length;
    const int position = std::clamp(m_position, first, first + length - 1);
    if (position != m_position) {
        m_position = position;
        Q_EMIT positionChanged(position);
    }
    const int offset = std::clamp(m_offset, -length, length);
    if (offset != m_offset) {
        m_offset = offset;
        Q_EMIT offsetChanged(offset);
    }
}

void ExplorerState::setPosition(int position)
{
    const int first = m_parameters.firstPosition;
    position = std::clamp(position, first, first + m_parameters.length - 1);
    if (position == m_position)
        return;
    m_position = position;
    Q_EMIT positionChanged(position);
}

void ExplorerState::setOffset(int offset)
{
    offset = std::clamp(offset, -m_parameters.length, m_parameters.length);
    if (offset == m_offset)
        return;
    m_offset = offset;
    Q_EMIT offsetChanged(offset);
}

void ExplorerState::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_stale |= Tokens;
    Q_EMIT textChanged(text);
    invalidate(Tokens | Embedding | Sum);
    // L follows the text.
    setLength(std::max(1, static_cast<int>(tokens().size())));
}

void ExplorerState::setScaleEmbedding(bool scale)
{
    if (scale == m_scaleEmbedding)
        return;
    m_scaleEmbedding = scale;
    Q_EMIT scaleEmbeddingChanged(scale);
    invalidate(Embedding | Sum);
}

void ExplorerState::setHover(const Hover &hover)
{
    if (m_hover == hover)
        return;
    m_hover = hover;
    Q_EMIT hoverChanged();
}

void ExplorerState::clearHover()
{
    if (!m_hover)
        return;
    m_hover.reset();
    Q_EMIT hoverChanged();
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
