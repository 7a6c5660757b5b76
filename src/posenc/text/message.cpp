#include <posenc/text/message.h>

namespace posenc {

std::string Message::str() const
{
    std::string out;
    for (const char *c = text; *c; ++c) {
        const int n = (c[0] == '%' && c[1] >= '1' && c[1] <= '9') ? c[1] - '0' : 0;
        if (n > 0 && static_cast<std::size_t>(n) <= args.size()) {
            out += args[n - 1];
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

} // namespace posenc
