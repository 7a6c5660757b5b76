#pragma once
/// \file fuzzreaders.h
/// \brief The libFuzzer entry point every fuzz target here defines (tests/fuzz/fuzz_*.cpp): it hands one
/// input to a file reader and aborts only when the reader breaks a promise (a crash, a sanitizer report,
/// a value read outside the input, a result that does not read back the same). A refused input is fine.

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
