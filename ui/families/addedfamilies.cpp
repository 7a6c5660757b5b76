#include "ui/families/addedfamilies.h"

#include <QCoreApplication>

const QList<AddedFamilyEntry> &addedFamilies()
{
    // Three small entries, here rather than a file each: their code is the sinusoidal scheme's
    // (posenc/encodings/sinusoidal.h) and the learned table's (ui/state/learnedtables.h).
    static const QList<AddedFamilyEntry> entries = {
        {posenc::AddedEncoding::None, [] { return QString(); }, false, false, false},
        {posenc::AddedEncoding::Sinusoidal, [] { return QCoreApplication::translate("Families", "sinusoidal"); }, true,
         true, false},
        {posenc::AddedEncoding::Learned, [] { return QCoreApplication::translate("Families", "learned"); }, true, false,
         true},
    };
    return entries;
}

const AddedFamilyEntry &addedFamily(posenc::AddedEncoding family)
{
    for (const AddedFamilyEntry &entry : addedFamilies())
        if (entry.id == family)
            return entry;
    qFatal("addedFamily: family %d has no entry (addedfamilies.cpp)", static_cast<int>(family));
}
