#pragma once
/// \file t5family.h
/// \brief What the Session holds for T5's buckets (its entry is t5FamilyEntry() in t5family.cpp): the bucket
/// rule and the bias table's file, and the table each T5 reader asks for.

#include <posenc/encodings/t5buckets.h>

#include <Eigen/Core>

#include <QString>

#include "ui/state/fieldkey.h"

struct Session;

/// T5's field keys (t5family.cpp).
namespace t5Keys {
inline constexpr FieldKey t5Buckets{"t5Buckets"};
inline constexpr FieldKey t5MaxDistance{"t5MaxDistance"};
inline constexpr FieldKey t5Direction{"t5Direction"};
inline constexpr FieldKey t5Table{"t5Table"};
inline constexpr FieldKey t5TableTensor{"t5TableTensor"};
} // namespace t5Keys

/// T5's settings (fields t5Buckets, t5MaxDistance, t5Direction, t5Table, t5TableTensor).
struct T5Settings
{
    posenc::T5BucketSpec spec; ///< num_buckets, max_distance, bidirectional or causal (T5's encoder)
    /// The bias table (posenc/learned/t5biastable.h): a checkpoint's .npy or .safetensors file, empty for the
    /// seeded untrained table; the tensor read (empty: the file's choice, the encoder's table for
    /// bidirectional buckets, the decoder's for causal ones).
    QString table;
    QString tableTensor;
    /// The file table's num_buckets and heads; 0 without a file. Not fields: set with the table
    /// (sessionrules::withT5Table()); while the T5 slot is chosen, num_buckets and H are the table's (clamped()).
    int tableBuckets = 0;
    int tableHeads = 0;
    bool operator==(const T5Settings &) const = default;
};

/// \a s's T5 settings.
const T5Settings &t5Of(const Session &s);
T5Settings &t5Of(Session &s);

/// The bias table T5 reads, num_buckets x H (row = bucket, column = head): the file's when its shape is \a s's
/// num_buckets x H, else the seeded untrained one (posenc::seededT5BiasTable()).
Eigen::MatrixXd t5BiasTable(const Session &s);
/// Whether t5BiasTable() is a file's.
bool usesT5TableFile(const Session &s);
