#include "argumentencoding.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>

namespace {

/// The length of the valid UTF-8 sequence at \a at of \a bytes (1-4), or 0 when none starts there
/// (a stray continuation byte, a cut or overlong sequence, a surrogate, past U+10FFFF).
int utf8SequenceAt(const QByteArray &bytes, qsizetype at)
{
    const auto lead = static_cast<unsigned char>(bytes.at(at));
    const int length = lead < 0x80 ? 1 : (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
    if (length <= 1 || at + length > bytes.size())
        return length == 1 ? 1 : 0;
    // One decode of the sequence alone says whether it is whole and allowed (Qt's own UTF-8 rules).
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(bytes.mid(at, length));
    return decoder.hasError() || decoded.isEmpty() ? 0 : length;
}

} // namespace

QString escapedUndecodable(const QByteArray &bytes)
{
    QString shown;
    qsizetype firstBad = -1; // where the first escape starts in shown
    for (qsizetype at = 0; at < bytes.size();) {
        if (const int length = utf8SequenceAt(bytes, at); length > 0) {
            shown += QString::fromUtf8(bytes.mid(at, length));
            at += length;
        } else {
            if (firstBad < 0)
                firstBad = shown.size();
            shown += QStringLiteral("\\x") + QStringLiteral("%1").arg(static_cast<unsigned char>(bytes.at(at)), 2, 16, QLatin1Char('0')).toUpper();
            ++at;
        }
    }
    // A long path is cut around its first undecodable byte, which must stay in sight (a message's long
    // runs are abbreviated at their start and end when printed).
    constexpr qsizetype around = 28;
    if (shown.size() > 2 * around + 8 && firstBad >= 0) {
        const qsizetype from = std::max<qsizetype>(0, firstBad - around);
        const qsizetype to = std::min(shown.size(), firstBad + 4 + around);
        shown = (from > 0 ? QStringLiteral("…") : QString()) + shown.mid(from, to - from)
                + (to < shown.size() ? QStringLiteral("…") : QString());
    }
    return shown;
}

std::optional<QString> undecodableArgument(const QList<QByteArray> &arguments)
{
    for (qsizetype index = 1; index < arguments.size(); ++index) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(arguments.at(index)); // decode() is lazy: converting decodes
        if (decoder.hasError())
            return QCoreApplication::translate("CommandLine",
                                               "argument %1 (%2) is not UTF-8: PosEnc reads and writes file names "
                                               "in UTF-8 only; rename the file (e.g. convmv -f latin1 -t utf8)")
                .arg(index)
                .arg(escapedUndecodable(arguments.at(index)));
    }
    return std::nullopt;
}
