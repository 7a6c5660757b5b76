#include "ui/window/lectureeditor.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/language.h"
#include "ui/views/focusview.h"
#include "ui/window/lecturerunner.h"
#include "ui/window/mainwindow.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace {

QString textIn(const QWidget *box)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(box))
        return line->text();
    return static_cast<const QPlainTextEdit *>(box)->toPlainText();
}

void setTextIn(QWidget *box, const QString &text)
{
    if (auto *line = qobject_cast<QLineEdit *>(box))
        line->setText(text);
    else
        static_cast<QPlainTextEdit *>(box)->setPlainText(text);
}

} // namespace

LectureEditor::LectureEditor(MainWindow *window)
    : QDialog(window)
    , m_window(window)
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("lectureEditor"));
    setWindowTitle(tr("Edit Lecture"));
    setModal(false);
    m_lecture.title = {tr("My lecture"), tr("My lecture")};

    auto *add = new QPushButton(tr("&Add Current View as Step"), this);
    auto *up = new QPushButton(tr("Move &Up"), this);
    auto *down = new QPushButton(tr("Move &Down"), this);
    auto *remove = new QPushButton(tr("De&lete Step"), this);
    auto *show = new QPushButton(tr("&Show Step"), this);
    auto *run = new QPushButton(tr("&Run from Here"), this);
    add->setObjectName(QStringLiteral("addCurrentView"));
    connect(add, &QPushButton::clicked, this, &LectureEditor::addCurrentView);
    connect(up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelected(1); });
    connect(remove, &QPushButton::clicked, this, &LectureEditor::deleteSelected);
    connect(show, &QPushButton::clicked, this, [this] {
        if (const int step = selected(); step >= 0)
            m_window->applyScene(m_lecture.steps.at(step).scene, MainWindow::SceneParts::ParametersAndTab,
                                 tr("lecture step %1").arg(step + 1));
    });
    connect(run, &QPushButton::clicked, this, [this] {
        if (const QString why = problem(); !why.isEmpty()) {
            QMessageBox::warning(this, tr("Run Lecture"), why);
            return;
        }
        const int step = std::max(0, selected());
        m_window->lectureRunner()->start(m_lecture, m_path.isEmpty() ? tr("(unsaved lecture)") : QFileInfo(m_path).fileName());
        m_window->lectureRunner()->goToStep(step + 1);
    });

    // The selected step's texts, English and Chinese side by side.
    auto *texts = new QGridLayout;
    texts->addWidget(new QLabel(tr("English"), this), 0, 1);
    texts->addWidget(new QLabel(tr("Chinese"), this), 0, 2);
    const QList<QPair<QString, QString>> fields = {{QStringLiteral("title"), tr("Title")},
                                                   {QStringLiteral("text"), tr("Text")},
                                                   {QStringLiteral("question"), tr("Question")},
                                                   {QStringLiteral("answer"), tr("Answer")},
                                                   {QStringLiteral("notes"), tr("Notes")}};
    for (int row = 0; row < fields.size(); ++row) {
        const QString field = fields.at(row).first;
        texts->addWidget(new QLabel(fields.at(row).second, this), row + 1, 0, Qt::AlignTop);
        Row boxes{field, nullptr, nullptr};
        for (QWidget **box : {&boxes.en, &boxes.zh}) {
            if (field == QLatin1String("title")) {
                *box = new QLineEdit(this);
            } else {
                auto *edit = new QPlainTextEdit(this);
                edit->setTabChangesFocus(true);
                edit->setMaximumHeight(edit->fontMetrics().lineSpacing() * 4);
                *box = edit;
            }
            (*box)->setObjectName(field + (box == &boxes.en ? QStringLiteral("En") : QStringLiteral("Zh")));
        }
        m_rows.append(boxes);
        texts->addWidget(boxes.en, row + 1, 1);
        texts->addWidget(boxes.zh, row + 1, 2);
    }
    // Typing in a box edits the selected step (not while showSelected() fills the boxes).
    for (const Row &row : std::as_const(m_rows))
        for (QWidget *box : {row.en, row.zh}) {
            const QString code = box == row.en ? QStringLiteral("en") : QStringLiteral("zh_CN");
            const auto edited = [this, field = row.field, code, box] {
                if (!m_showing)
                    setText(field, code, textIn(box));
            };
            if (auto *line = qobject_cast<QLineEdit *>(box))
                connect(line, &QLineEdit::textEdited, this, edited);
            else
                connect(static_cast<QPlainTextEdit *>(box), &QPlainTextEdit::textChanged, this, edited);
        }
    texts->setColumnStretch(1, 1);
    texts->setColumnStretch(2, 1);

    auto *buttons = new QVBoxLayout;
    for (QPushButton *button : {add, up, down, remove, show, run})
        buttons->addWidget(button);
    buttons->addStretch(1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(buttons);

    auto *files = new QDialogButtonBox(this);
    QPushButton *open = files->addButton(tr("&Open…"), QDialogButtonBox::ActionRole);
    QPushButton *saveAs = files->addButton(tr("Sa&ve As…"), QDialogButtonBox::AcceptRole);
    files->addButton(QDialogButtonBox::Close);
    connect(open, &QPushButton::clicked, this, &LectureEditor::openFile);
    connect(saveAs, &QPushButton::clicked, this, &LectureEditor::saveAs);
    connect(files, &QDialogButtonBox::rejected, this, &QDialog::hide);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(texts);
    layout->addWidget(files);
    connect(m_list, &QListWidget::currentRowChanged, this, &LectureEditor::showSelected);
    showSelected();
}

void LectureEditor::setLecture(const Lecture &lecture, const QString &path)
{
    m_lecture = lecture;
    m_path = path;
    refreshList();
    select(0);
}

int LectureEditor::selected() const
{
    return m_list->currentRow() < m_lecture.steps.size() ? m_list->currentRow() : -1;
}

void LectureEditor::select(int step)
{
    m_list->setCurrentRow(std::clamp(step, -1, static_cast<int>(m_lecture.steps.size()) - 1));
    showSelected();
}

void LectureEditor::refreshList()
{
    const QString code = language::current();
    const QSignalBlocker block(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (int index = 0; index < m_lecture.steps.size(); ++index) {
        const LectureStep &step = m_lecture.steps.at(index);
        m_list->addItem(QStringLiteral("%1. %2  (%3%4)")
                            .arg(index + 1)
                            .arg(step.title.in(code), figureName(step.scene.tab),
                                 step.hasQuestion() ? tr(", a question") : QString()));
    }
    m_list->setCurrentRow(std::min(row, static_cast<int>(m_lecture.steps.size()) - 1));
}

void LectureEditor::addCurrentView()
{
    LectureStep step;
    step.scene = m_window->currentScene();
    // The figure shown alone, else the one with the keyboard focus (the clocks on the first tab), else the tab's.
    step.scene.tab = m_window->focusView()->figure().value_or(m_window->focusedFigure());
    // The lecture keeps the hall's theme, zoom and language: the step names none of them.
    step.scene.theme = Scene().theme;
    step.scene.zoomPercent = Scene().zoomPercent;
    step.scene.language = Scene().language;
    step.revealed = step.sceneZh = step.revealedZh = step.scene;
    // The figure's title in the window's language; the other language shows it too until written.
    const QString title = figureTitle(step.scene.tab);
    (language::current().startsWith(QLatin1String("zh")) ? step.title.zh : step.title.en) = title;
    const int at = selected() + 1;
    m_lecture.steps.insert(at, step);
    refreshList();
    select(at);
}

void LectureEditor::moveSelected(int by)
{
    const int from = selected();
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_lecture.steps.size())
        return;
    m_lecture.steps.move(from, to);
    refreshList();
    select(to);
}

void LectureEditor::deleteSelected()
{
    const int step = selected();
    if (step < 0)
        return;
    m_lecture.steps.removeAt(step);
    refreshList();
    select(std::min(step, static_cast<int>(m_lecture.steps.size()) - 1));
}

LectureText *LectureEditor::textOf(LectureStep &step, const QString &field)
{
    if (field == QLatin1String("title"))
        return &step.title;
    if (field == QLatin1String("text"))
        return &step.text;
    if (field == QLatin1String("question"))
        return &step.question;
    if (field == QLatin1String("answer"))
        return &step.answer;
    return &step.notes;
}

void LectureEditor::setText(const QString &field, const QString &language, const QString &text)
{
    const int step = selected();
    if (step < 0)
        return;
    LectureText *target = textOf(m_lecture.steps[step], field);
    (language.startsWith(QLatin1String("zh")) ? target->zh : target->en) = text;
    if (field == QLatin1String("title")) {
        const QSignalBlocker block(m_list);
        refreshList();
    }
}

void LectureEditor::showSelected()
{
    const int step = selected();
    m_showing = true;
    for (const Row &row : std::as_const(m_rows)) {
        LectureText *text = step >= 0 ? textOf(m_lecture.steps[step], row.field) : nullptr;
        setTextIn(row.en, text ? text->en : QString());
        setTextIn(row.zh, text ? text->zh : QString());
        row.en->setEnabled(step >= 0);
        row.zh->setEnabled(step >= 0);
    }
    m_showing = false;
}

QString LectureEditor::problem() const
{
    if (m_lecture.steps.isEmpty())
        return tr("The lecture has no steps: add the current view as a step first.");
    for (int index = 0; index < m_lecture.steps.size(); ++index) {
        const LectureStep &step = m_lecture.steps.at(index);
        if (step.title.isEmpty())
            return tr("Step %1 has no title.").arg(index + 1);
        if (step.question.isEmpty() != step.answer.isEmpty())
            return tr("Step %1 has a question without an answer, or an answer without a question.").arg(index + 1);
        if (step.question.isEmpty() && !step.reveal.isEmpty())
            return tr("Step %1 has a reveal but no question: give it a question and an answer.").arg(index + 1);
    }
    return {};
}

QString LectureEditor::save(const QString &path)
{
    if (const QString why = problem(); !why.isEmpty())
        return why;
    if (const QString error = m_lecture.writeFile(path); !error.isEmpty())
        return error;
    m_path = path;
    return {};
}

void LectureEditor::saveAs()
{
    const QString folder = m_path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                            : QFileInfo(m_path).absolutePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Lecture"),
                                                m_path.isEmpty() ? folder + QStringLiteral("/lecture.") + Lecture::suffix : m_path,
                                                tr("PosEnc lectures (*.%1)").arg(Lecture::suffix));
    if (path.isEmpty())
        return;
    if (!Lecture::isLectureFile(path))
        path += QLatin1Char('.') + Lecture::suffix;
    if (const QString error = save(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Save Lecture"), error);
}

void LectureEditor::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Lecture"),
                                                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                      tr("PosEnc lectures (*.%1)").arg(Lecture::suffix));
    if (path.isEmpty())
        return;
    const Lecture::Read read = Lecture::readFile(path);
    if (!read.lecture) {
        QMessageBox::warning(this, tr("Open Lecture"), read.problem);
        return;
    }
    setLecture(*read.lecture, path);
}
