#include "windowstart.h"

#include "ui/state/explorerstate.h"
#include "ui/state/sessionhistory.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenemenu.h"

#include <QUndoStack>

namespace {

/// Clears \a state's undo stack now and, when the session asked for is still being prepared, once more
/// when it is shown: its arrival is announced as a change (from the defaults) that no user made.
void forgetTheStart(ExplorerState &state)
{
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    stack->clear();
    if (!state.isBusy())
        return;
    auto *arrival = new QObject(&state);
    const Session asked = state.latest();
    // After SessionHistory::record(), connected first, has pushed the arrival as a step.
    QObject::connect(&state, &ExplorerState::sessionChanged, arrival,
                     [stack, arrival, asked](const Session &, const Session &after) {
                         if (after == asked && stack->count() == 1) // nothing the user did meanwhile
                             stack->clear();
                         arrival->deleteLater();
                     });
}

} // namespace

std::optional<QString> startWindow(MainWindow &window, ExplorerState &state, const CommandLineOptions &options,
                                   const std::optional<Scene> &scene)
{
    window.restoreSettings();
    if (scene)
        window.sceneMenu()->adopt(*scene, options.scenePath.value_or(QString()));
    if (options.zoom)
        window.setZoom(*options.zoom);
    if (options.theme)
        window.setTheme(*options.theme);
    if (auto error = applyParameters(options, state))
        return error;
    forgetTheStart(state);
    return std::nullopt;
}
