#pragma once
/// \file fileerror.h
/// \brief The one error of the core's file readers (.npy, .safetensors, a memory-mapped file): what() is
/// one English line naming the problem (the value found and what was expected); message() is the same
/// for the edge to translate (text/message.h).

#include <posenc/text/message.h>

#include <stdexcept>
#include <utility>

namespace posenc {

class FileError : public std::runtime_error
{
public:
    explicit FileError(Message message) : std::runtime_error(message.str()), m_message(std::move(message)) {}
    const Message &message() const { return m_message; }

private:
    Message m_message;
};

} // namespace posenc
