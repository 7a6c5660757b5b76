// libFuzzer target: the .npy header reader (posenc/learned/npyformat.h) on any bytes. An accepted header
// must describe data inside the input: its first and last elements are read (AddressSanitizer reports a
// read past the end).
#include "fuzzreaders.h"

#include <posenc/io/fileerror.h>
#include <posenc/learned/npyformat.h>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        const posenc::StoredTensor t = posenc::readNpyHeader(data, size);
        if (t.offset + t.bytes > size)
            std::abort(); // the reader promised the data is inside the file
        const std::size_t element = posenc::storedTypeSize(t.type);
        if (t.bytes >= element) {
            volatile double first = posenc::readStoredElement(data + t.offset, t.type, t.bigEndian);
            volatile double last = posenc::readStoredElement(data + t.offset + t.bytes - element, t.type, t.bigEndian);
            (void)first;
            (void)last;
        }
    } catch (const posenc::FileError &) {
        // refused with a message: what a bad file should get
    }
    return 0;
}
