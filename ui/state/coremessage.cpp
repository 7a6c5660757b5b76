#include "ui/state/coremessage.h"

#include <QByteArray>
#include <QCoreApplication>

QString coreMessage(const posenc::Message &message)
{
    // The translated template, filled by the core's own rule (Message::str()).
    const QByteArray text = QCoreApplication::translate("posenc", message.text).toUtf8();
    return QString::fromStdString(posenc::Message{text.constData(), message.args}.str());
}

QString coreMessage(const std::optional<posenc::Message> &message)
{
    return message ? coreMessage(*message) : QString();
}
