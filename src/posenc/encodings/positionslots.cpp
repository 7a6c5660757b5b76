#include "posenc/encodings/positionslots.h"

#include "posenc/encodings/parameters.h"
#include "posenc/encodings/sinusoidal.h"
#include "posenc/learned/learnedtable.h"

#include <cstddef>

namespace posenc {

void fillAddedEncoding(AddedEncoding added, const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe,
                       const LearnedTable *table)
{
    if (added == AddedEncoding::Sinusoidal) {
        fillSinusoidalEncoding(scheme, length, pe);
        return;
    }
    requireValid(scheme, length); // the same refusals whichever slot: the size is the session's
    if (added == AddedEncoding::Learned) {
        pe.resize(length, scheme.dModel());
        if (!table) {
            LearnedTable::fillSeededRows(scheme.firstPosition, pe);
            return;
        }
        if (table->dModel() != scheme.dModel())
            throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "d_model = %1 is not the learned table's %2"),
                                         std::to_string(scheme.dModel()), std::to_string(table->dModel())));
        table->fillRows(scheme.firstPosition, pe);
        return;
    }
    pe.setZero(length, scheme.dModel());
}

} // namespace posenc
