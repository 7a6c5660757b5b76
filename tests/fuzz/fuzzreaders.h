#pragma once
/// \file fuzzreaders.h
/// \brief The libFuzzer entry point every fuzz target here defines (tests/fuzz/fuzz_*.cpp): it hands one
/// input to a file reader and aborts only when the reader breaks a promise (a crash, a sanitizer report,
/// a value read outside the input, a result that does not read back the same). A refused input is fine.

#include <posenc/learned/storedtensor.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

/// What a table reader promises of tensor \a t of an input of \a size bytes: its data lies inside the input.
/// Aborts when it does not; reads the first and the last element (AddressSanitizer reports a read past the
/// end) of a readable, non-empty one.
inline void checkTensorInside(const std::uint8_t *data, std::size_t size, const posenc::StoredTensor &t)
{
    if (t.offset + t.bytes > size)
        std::abort();
    const std::size_t element = posenc::storedTypeSize(t.type);
    if (!t.unreadableType.empty() || t.bytes < element)
        return;
    volatile double first = posenc::readStoredElement(data + t.offset, t.type, t.bigEndian);
    volatile double last = posenc::readStoredElement(data + t.offset + t.bytes - element, t.type, t.bigEndian);
    (void)first;
    (void)last;
}
