#include "ui/widgets/statecontrols.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QSignalBlocker>

QCheckBox *stateCheckBox(const QString &text, ExplorerState *state, bool value, void (ExplorerState::*setter)(bool),
                         void (ExplorerState::*changed)(bool), QWidget *parent)
{
    auto *box = new QCheckBox(text, parent);
    box->setChecked(value);
    QObject::connect(box, &QCheckBox::toggled, state, setter);
    QObject::connect(state, changed, box, [box](bool on) {
        const QSignalBlocker block(box);
        box->setChecked(on);
    });
    return box;
}

QLineEdit *stateLineEdit(const QString &text, ExplorerState *state, void (ExplorerState::*setter)(const QString &),
                         void (ExplorerState::*changed)(const QString &), QWidget *parent)
{
    auto *edit = new QLineEdit(text, parent);
    edit->setClearButtonEnabled(true);
    QObject::connect(edit, &QLineEdit::textEdited, state, setter);
    QObject::connect(state, changed, edit, [edit](const QString &value) {
        if (edit->text() != value)
            edit->setText(value);
    });
    return edit;
}
