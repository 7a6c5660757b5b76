#pragma once
/// \file coremessage.h
/// \brief A message of the core (posenc/text/message.h) in the installed language: its template looked up
/// in translation context "posenc", its arguments filled in. The edge where the core's English ends.

#include <posenc/text/message.h>

#include <QString>

#include <optional>

/// \a message translated ("d_model = 0 is out of range (allowed 1 .. 4096)" in English).
QString coreMessage(const posenc::Message &message);
/// The same, or an empty text for no message.
QString coreMessage(const std::optional<posenc::Message> &message);
