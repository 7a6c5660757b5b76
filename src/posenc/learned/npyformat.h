#pragma once
/// \file npyformat.h
/// \brief The .npy format (numpy lib/format.py, NEP 1): the magic "\x93NUMPY", major and minor version
/// (1.0, 2.0, 3.0), the header length (2 bytes little-endian in 1.0, 4 bytes in 2.0 and 3.0), a Python
/// dict literal {'descr': '<f4', 'fortran_order': False, 'shape': (1024, 768), } padded with spaces to a
/// newline, then the data. Read from bytes (a mapped file, a fuzzer's input); nothing is evaluated.

#include <posenc/learned/storedtensor.h>

#include <cstddef>

namespace posenc {

/// The array a .npy file of \a size bytes at \a data holds: type and byte order from 'descr' ('<f2',
/// '>f4', '<f8', …), fortran_order, shape, and where its data lies (checked to be inside the file).
/// \throws FileError naming the problem: not .npy (magic), a version other than 1.0/2.0/3.0, a header
/// length past the end, a header that is not the dict literal, an object dtype ('|O', pickled objects:
/// refused, never unpickled), a dtype other than float16/32/64, a shape too large, data truncated.
StoredTensor readNpyHeader(const unsigned char *data, std::size_t size);

} // namespace posenc
