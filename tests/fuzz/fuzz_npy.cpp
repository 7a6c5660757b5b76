// libFuzzer target: the .npy header reader (posenc/learned/npyformat.h) on any bytes. An accepted header
// must describe data inside the input: its first and last elements are read (AddressSanitizer reports a
// read past the end).
#include "fuzzreaders.h"

#include <posenc/io/fileerror.h>
#include <posenc/learned/npyformat.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        checkTensorInside(data, size, posenc::readNpyHeader(data, size));
    } catch (const posenc::FileError &) {
        // refused with a message: what a bad file should get
    }
    return 0;
}
