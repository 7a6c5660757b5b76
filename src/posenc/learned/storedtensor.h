#pragma once
/// \file storedtensor.h
/// \brief One tensor as a file stores it (.npy, .safetensors): its name, element type, byte order,
/// layout, shape and where its bytes lie, read element by element from the mapped bytes (never copied
/// whole). The element types of position tables: IEEE 754 binary16, bfloat16, binary32, binary64.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace posenc {

/// Element types a table may be stored in.
enum class StoredType
{
    F16,  ///< IEEE 754 binary16 (numpy float16, safetensors F16)
    BF16, ///< bfloat16: the top 16 bits of a binary32 (safetensors BF16)
    F32,  ///< binary32 (numpy float32, safetensors F32)
    F64,  ///< binary64 (numpy float64, safetensors F64)
};

/// The most dimensions a stored shape may have: numpy's NPY_MAXDIMS (64 since numpy 2.0). A position table
/// has 2; a shape of a million dimensions is refused as it is read, not kept.
inline constexpr std::size_t maxStoredRank = 64;

/// Bytes per element: 2, 2, 4, 8.
std::size_t storedTypeSize(StoredType type);
/// "F16", "BF16", "F32", "F64" (safetensors' names).
const char *storedTypeName(StoredType type);

/// The element at \a bytes as a double (exact: every type widens to binary64 without rounding).
/// \a bigEndian: the most significant byte first (numpy '>f4').
double readStoredElement(const unsigned char *bytes, StoredType type, bool bigEndian);

/// A tensor inside a file: shape[0] x shape[1] x … elements, C order (last index fastest) unless
/// fortranOrder (first index fastest, numpy's fortran_order), starting at byte \a offset of the file.
struct StoredTensor
{
    std::string name;                 ///< the safetensors key; empty for a .npy file
    StoredType type = StoredType::F32;
    bool bigEndian = false;
    bool fortranOrder = false;
    std::vector<std::uint64_t> shape;
    std::uint64_t offset = 0;         ///< first byte, from the start of the file
    std::uint64_t bytes = 0;          ///< elements x storedTypeSize(type)
    /// A safetensors type a table cannot be read from ("I64", "U8", …; type is then meaningless); empty
    /// for the readable ones.
    std::string unreadableType;

    /// "[1024, 768] F32"; past 8 dimensions the first 8 and their count, "[2, 2, 2, 2, 2, 2, 2, 2, … (40 dimensions)] F32".
    std::string describe() const;
};

/// Bytes of \a shape's elements of \a elementSize bytes each (a scalar: one element; a shape with a 0: none,
/// whatever its other dimensions); 0 with \a overflow set when that passes 2^62.
std::uint64_t shapeBytes(const std::vector<std::uint64_t> &shape, std::size_t elementSize, bool &overflow);

} // namespace posenc
