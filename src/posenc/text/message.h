#pragma once
/// \file message.h
/// \brief A message of the core (a parameter out of range ...) as a template and its arguments, so that the
/// edge (ui/, app/) can say it in the user's language: the core stays free of Qt and of translation, and
/// marks each template for Qt's lupdate with POSENC_TRANSLATE_NOOP (an alias of QT_TRANSLATE_NOOP, context
/// "posenc"). The pattern of LabPlot's nsl library: strings marked in a UI-free core, translated at the edge
/// (ui/state/coremessage.h).

#include <string>
#include <utility>
#include <vector>

/// Marks \a text for translation in \a context; expands to \a text (lupdate reads it as QT_TRANSLATE_NOOP).
#define POSENC_TRANSLATE_NOOP(context, text) text

namespace posenc {

/// One message: an English template with %1 .. %9 for its arguments, e.g. "%1 = %2 is out of range
/// (allowed %3 .. %4)" with {"d_model", "0", "1", "4096"}. Numbers are formatted by the core (the same in
/// every language: "1e+12", "-3").
struct Message
{
    const char *text = ""; ///< the template, marked with POSENC_TRANSLATE_NOOP("posenc", ...)
    std::vector<std::string> args;

    /// The message in English, each %n replaced by args[n - 1] (an argument's own "%1" is left as it is).
    std::string str() const;
    bool operator==(const Message &other) const { return str() == other.str(); }
};

/// A message from \a text and its arguments.
template <class... Args> Message message(const char *text, Args &&...args)
{
    return Message{text, {std::string(std::forward<Args>(args))...}};
}

} // namespace posenc
