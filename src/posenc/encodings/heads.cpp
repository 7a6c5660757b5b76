#include <posenc/encodings/heads.h>

#include <string>

namespace posenc {

std::optional<Message> checkHeads(long long heads)
{
    if (heads < limits::minHeads || heads > limits::maxHeads)
        return message(POSENC_TRANSLATE_NOOP("posenc", "heads = %1 is out of range (allowed %2 .. %3)"),
                       std::to_string(heads), std::to_string(limits::minHeads), std::to_string(limits::maxHeads));
    return std::nullopt;
}

std::optional<Message> checkHead(long long head, int heads)
{
    if (head < 0 || head >= heads)
        return message(POSENC_TRANSLATE_NOOP("posenc", "head = %1 is out of range (allowed 0 .. %2)"),
                       std::to_string(head), std::to_string(heads - 1));
    return std::nullopt;
}

} // namespace posenc
