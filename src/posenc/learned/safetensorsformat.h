#pragma once
/// \file safetensorsformat.h
/// \brief The safetensors format (huggingface/safetensors README and its validator): 8 bytes N
/// (little-endian u64), N bytes of JSON (starting with '{', may be padded with spaces) mapping each
/// tensor's name to {"dtype", "shape", "data_offsets": [begin, end]} relative to the data buffer that
/// follows, plus an optional "__metadata__" of strings; little-endian, C order.

#include <posenc/learned/storedtensor.h>

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace posenc {

/// What a safetensors file holds.
struct SafetensorsContents
{
    std::vector<StoredTensor> tensors;               ///< in the order of their data (data_offsets)
    std::map<std::string, std::string> metadata;     ///< "__metadata__", e.g. {"format": "pt"}
};

/// Reads the header of a safetensors file of \a size bytes at \a data and checks it as the reference
/// validator does: header length inside the file (and at most 100 MB), JSON, every entry's dtype, shape
/// and data_offsets, each tensor's bytes = shape x dtype size, the tensors' data contiguous from 0 to
/// the end of the buffer. Tensors of the format's other types (I64, U8, …) are listed with
/// StoredTensor::unreadableType set: a table cannot be read from them.
/// \throws FileError naming the problem (and the tensor): a header length larger than the file (not a
/// .safetensors file; the 8 bytes are not echoed, they may be anything), invalid JSON (the byte and the
/// parser's reason: invalid UTF-8, NaN, 1e400 …), nesting deeper than the format's three levels or a
/// shape of more than maxStoredRank dimensions (refused as the header is parsed), a dtype the format does
/// not have, data_offsets outside the buffer, a size not shape x dtype, offsets not contiguous.
SafetensorsContents readSafetensorsHeader(const unsigned char *data, std::size_t size);

} // namespace posenc
