// libFuzzer target: the safetensors header reader (posenc/learned/safetensorsformat.h) on any bytes.
// Every accepted tensor must lie inside the input, one after the other: their first and last elements
// are read (AddressSanitizer reports a read past the end).
#include "fuzzreaders.h"

#include <posenc/io/fileerror.h>
#include <posenc/learned/safetensorsformat.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        const posenc::SafetensorsContents contents = posenc::readSafetensorsHeader(data, size);
        for (const posenc::StoredTensor &t : contents.tensors)
            checkTensorInside(data, size, t);
    } catch (const posenc::FileError &) {
        // refused with a message: what a bad file should get
    }
    return 0;
}
