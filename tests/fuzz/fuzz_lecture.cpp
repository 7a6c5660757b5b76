// libFuzzer target: the lecture reader (ui/lecture/lecture.h, Lecture::fromBytes) on any bytes. A lecture it accepts
// must be written and read back as the same lecture; a refused one must say why.
#include "fuzzreaders.h"

#include "ui/lecture/lecture.h"

#include <QByteArray>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Lecture::Read read = Lecture::fromBytes(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (!read.lecture) {
        if (read.problem.isEmpty())
            std::abort(); // refused without a message
        return 0;
    }
    const Lecture::Read again = Lecture::fromBytes(read.lecture->toBytes());
    if (!again.lecture || !(*again.lecture == *read.lecture))
        std::abort(); // what it wrote does not read back as the same lecture
    return 0;
}
