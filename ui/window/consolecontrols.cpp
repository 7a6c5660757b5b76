#include "ui/window/consolecontrols.h"

#include "ui/lecture/lectureplayer.h"
#include "ui/state/language.h"
#include "ui/window/lecturerunner.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QSignalBlocker>

ConsoleControls::ConsoleControls(LectureRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
    , m_steps(new QComboBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](const QString &name, const QString &text, auto action) {
        auto *button = new QPushButton(text, this);
        button->setObjectName(name);
        button->setFocusPolicy(Qt::NoFocus);
        connect(button, &QPushButton::clicked, this, action);
        layout->addWidget(button);
    };
    add(QStringLiteral("back"), tr("◀ Back"), [this] { m_runner->previous(); });
    add(QStringLiteral("next"), tr("Next ▶"), [this] { m_runner->next(); });
    // A second click shows the page again, as any key does on a blank screen.
    add(QStringLiteral("black"), tr("Black"), [this] { m_runner->setBlank(!m_runner->isBlank()); });
    add(QStringLiteral("white"), tr("White"), [this] { m_runner->setBlank(!m_runner->isBlank(), Qt::white); });
    m_steps->setObjectName(QStringLiteral("stepList"));
    m_steps->setFocusPolicy(Qt::NoFocus);
    m_steps->setToolTip(tr("Go to a step (the appendix too)"));
    layout->addWidget(m_steps, 1);
    connect(m_steps, &QComboBox::activated, this, [this](int index) { m_runner->goToStep(index + 1); });
}

void ConsoleControls::showPage()
{
    const QSignalBlocker quiet(m_steps);
    const LecturePlayer *player = m_runner->player();
    m_steps->clear();
    setEnabled(player != nullptr);
    if (!player)
        return;
    const Lecture &lecture = player->lecture();
    const QString code = language::current();
    for (int step = 0; step < lecture.steps.size(); ++step)
        m_steps->addItem(QStringLiteral("%1  %2").arg(stepCounter(lecture, step), lecture.steps.at(step).title.in(code)));
    m_steps->setCurrentIndex(player->page().step);
}

QPushButton *ConsoleControls::button(const QString &name) const
{
    return findChild<QPushButton *>(name);
}
