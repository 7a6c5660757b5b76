#pragma once
// A figure's example options (FigureEntry::exampleOptions, e.g. the layer map's --model llama-4-scout) applied
// to a session, for tests that draw every figure with something to draw.

#include "ui/figures/figureregistry.h"
#include "ui/state/session.h"

#include <QTest>

#include <algorithm>

/// \a session with \a entry's example options applied in order (unchanged when it has none); fails the test when
/// an option is not one of Session::options() or refuses its value.
inline Session withExampleOptions(Session session, const FigureEntry &entry)
{
    const QList<Session::Option> options = Session::options();
    for (qsizetype k = 0; k + 1 < entry.exampleOptions.size(); k += 2) {
        const auto option = std::find_if(options.begin(), options.end(), [&](const Session::Option &o) {
            return QStringLiteral("--") + o.name == entry.exampleOptions[k];
        });
        if (option == options.end()) {
            QTest::qFail(qPrintable(entry.exampleOptions[k] + QStringLiteral(" is not an option")), __FILE__, __LINE__);
            return session;
        }
        const QString problem = session.applyOption(option->key, entry.exampleOptions[k + 1]);
        if (!problem.isEmpty())
            QTest::qFail(qPrintable(problem), __FILE__, __LINE__);
    }
    return session;
}
