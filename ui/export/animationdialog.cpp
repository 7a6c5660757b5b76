#include "ui/export/animationdialog.h"
#include "ui/export/exportdialog.h"

#include "ui/figures/figureregistry.h"

#include <posenc/encodings/parameters.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace {

template <class T> QVariant dataOf(T value)
{
    return QVariant::fromValue(static_cast<int>(value));
}

} // namespace

AnimationDialog::AnimationDialog(const AnimationRequest &initial, const Session &session, QWidget *parent)
    : QDialog(parent)
    , m_session(session.clamped())
    , m_figure(new QComboBox(this))
    , m_parameter(new QComboBox(this))
    , m_defaultRange(new QCheckBox(tr("&Default range"), this))
    , m_from(new QDoubleSpinBox(this))
    , m_to(new QDoubleSpinBox(this))
    , m_summary(new QLabel(this))
    , m_frames(new QSpinBox(this))
    , m_fps(new QSpinBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_theme(new QComboBox(this))
    , m_target(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_size(initial.size)
{
    setWindowTitle(tr("Export Animation"));
    // Named for tests and accessibility tools.
    m_figure->setObjectName(QStringLiteral("figure"));
    m_parameter->setObjectName(QStringLiteral("parameter"));
    m_defaultRange->setObjectName(QStringLiteral("defaultRange"));
    m_from->setObjectName(QStringLiteral("from"));
    m_to->setObjectName(QStringLiteral("to"));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_frames->setObjectName(QStringLiteral("frames"));
    m_fps->setObjectName(QStringLiteral("fps"));
    m_target->setObjectName(QStringLiteral("target"));
    m_path->setObjectName(QStringLiteral("path"));
    auto *form = new QFormLayout;
    for (const Figure figure : initial.figures)
        m_figure->addItem(figureTitle(figure), figureName(figure));
    m_figure->setCurrentIndex(std::max(0, m_figure->findData(figureName(initial.figure))));
    form->addRow(tr("&Figure:"), m_figure);

    m_parameter->addItem(tr("Position pos"), dataOf(AnimatedParameter::Position));
    m_parameter->addItem(tr("Offset k"), dataOf(AnimatedParameter::Offset));
    m_parameter->addItem(tr("Base (logarithmic)"), dataOf(AnimatedParameter::Base));
    m_parameter->addItem(tr("d_model (even values)"), dataOf(AnimatedParameter::DModel));
    m_parameter->setCurrentIndex(std::max(0, m_parameter->findData(dataOf(initial.spec.parameter))));
    form->addRow(tr("&Animate:"), m_parameter);

    m_defaultRange->setChecked(!initial.spec.from.has_value());
    m_defaultRange->setToolTip(tr("Position: one seamless turn of the selected pair on the clock, else the whole "
                                  "sequence; offset 0 .. L − 1; base 10 .. 10⁶; d_model 2 .. the current one"));
    form->addRow(m_defaultRange);
    auto *range = new QHBoxLayout;
    auto *fromLabel = new QLabel(tr("F&rom:"), this);
    fromLabel->setBuddy(m_from);
    auto *toLabel = new QLabel(tr("&To:"), this);
    toLabel->setBuddy(m_to);
    range->addWidget(fromLabel);
    range->addWidget(m_from, 1);
    range->addWidget(toLabel);
    range->addWidget(m_to, 1);
    form->addRow(tr("Range:"), range);
    m_summary->setWordWrap(true);
    // Room for two lines from the start: a dialog on screen does not grow when its text wraps.
    m_summary->setMinimumHeight(2 * m_summary->fontMetrics().lineSpacing());
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(m_summary);

    m_frames->setRange(AnimationSpec::minFrames, AnimationSpec::maxFrames);
    m_frames->setValue(initial.spec.frames);
    m_fps->setRange(AnimationSpec::minFps, AnimationSpec::maxFps);
    m_fps->setValue(initial.spec.fps);
    m_fps->setSuffix(tr(" fps"));
    m_fps->setToolTip(tr("Frames per second; GIF delays are whole hundredths of a second, rounded so that the "
                         "loop keeps its length"));
    form->addRow(tr("Fra&mes:"), m_frames);
    form->addRow(tr("&Speed:"), m_fps);

    for (QSpinBox *side : {m_width, m_height}) {
        side->setRange(ImageSize::minSide, ImageSize::maxSide);
        side->setSuffix(tr(" px"));
    }
    m_width->setValue(initial.size.width);
    m_height->setValue(initial.size.height);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    for (const Theme theme : theme::all())
        m_theme->addItem(theme::displayName(theme), dataOf(theme));
    m_theme->setCurrentIndex(static_cast<int>(theme::all().indexOf(initial.size.theme)));
    form->addRow(tr("&Colours:"), m_theme);

    m_target->addItem(tr("Animated GIF (loops for ever)"), dataOf(AnimationTarget::Gif));
    m_target->addItem(tr("PNG frames into a new folder"), dataOf(AnimationTarget::PngFolder));
    m_target->setCurrentIndex(std::max(0, m_target->findData(dataOf(initial.target))));
    form->addRow(tr("&Output:"), m_target);
    m_path->setText(QDir::toNativeSeparators(initial.path));
    QPushButton *browse = addPathAndButtons(this, form, m_path, tr("F&ile:"));
    connect(browse, &QPushButton::clicked, this, &AnimationDialog::browse);
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this] {
        updateRange();
        updatePath();
    });
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &AnimationDialog::updateRange);
    connect(m_defaultRange, &QCheckBox::toggled, this, &AnimationDialog::updateRange);
    connect(m_target, &QComboBox::currentIndexChanged, this, &AnimationDialog::updatePath);
    for (QDoubleSpinBox *end : {m_from, m_to})
        connect(end, &QDoubleSpinBox::valueChanged, this, &AnimationDialog::updateSummary);
    for (QSpinBox *count : {m_frames, m_fps})
        connect(count, &QSpinBox::valueChanged, this, &AnimationDialog::updateSummary);

    updateRange();
    if (initial.spec.from && initial.spec.to) {
        m_from->setValue(*initial.spec.from);
        m_to->setValue(*initial.spec.to);
    }
    updateSummary();
}

AnimationRequest AnimationDialog::request() const
{
    AnimationRequest r;
    if (const std::optional<Figure> figure = figureFromName(m_figure->currentData().toString()))
        r.figure = *figure; // the combo holds registry names only
    r.spec.parameter = static_cast<AnimatedParameter>(m_parameter->currentData().toInt());
    if (!m_defaultRange->isChecked()) {
        r.spec.from = m_from->value();
        r.spec.to = m_to->value();
    }
    r.spec.frames = m_frames->value();
    r.spec.fps = m_fps->value();
    r.size = m_size;
    r.size.width = m_width->value();
    r.size.height = m_height->value();
    r.size.theme = static_cast<Theme>(m_theme->currentData().toInt());
    r.target = static_cast<AnimationTarget>(m_target->currentData().toInt());
    r.path = QDir::fromNativeSeparators(m_path->text().trimmed());
    return r;
}

std::variant<AnimationPlan, AnimationProblem> AnimationDialog::plan() const
{
    const AnimationRequest r = request();
    return planAnimation(r.spec, m_session, r.figure);
}

void AnimationDialog::updateRange()
{
    const AnimationRequest r = request();
    const int first = m_session.scheme.firstPosition;
    const int length = m_session.length;
    double low = 0, high = 0;
    int decimals = 0;
    switch (r.spec.parameter) {
    case AnimatedParameter::Position:
        low = first;
        high = static_cast<double>(first) + length - 1;
        decimals = figureEntry(r.figure).realPosition ? 2 : 0; // the clock draws positions between whole ones
        break;
    case AnimatedParameter::Offset:
        low = -length;
        high = length;
        break;
    case AnimatedParameter::Base:
        low = 1.01;
        high = posenc::limits::maxBase;
        decimals = 2;
        break;
    case AnimatedParameter::DModel:
        low = posenc::limits::minDModel;
        high = posenc::limits::maxDModel;
        break;
    }
    const bool byDefault = m_defaultRange->isChecked();
    for (QDoubleSpinBox *end : {m_from, m_to}) {
        const QSignalBlocker quiet(end);
        end->setDecimals(decimals);
        end->setRange(low, high);
        end->setEnabled(!byDefault);
    }
    if (byDefault) {
        AnimationSpec spec = r.spec;
        spec.from.reset();
        spec.to.reset();
        const auto planned = planAnimation(spec, m_session, r.figure);
        if (const auto *plan = std::get_if<AnimationPlan>(&planned)) {
            // A seamless turn's end can lie past the sequence: the box shows it all the same.
            const QSignalBlocker quietFrom(m_from);
            const QSignalBlocker quietTo(m_to);
            m_from->setRange(std::min(low, plan->from), std::max(high, plan->from));
            m_to->setRange(std::min(low, plan->to), std::max(high, plan->to));
            m_from->setValue(plan->from);
            m_to->setValue(plan->to);
        }
    }
    updateSummary();
}

void AnimationDialog::updateSummary()
{
    const auto planned = plan();
    if (const auto *problem = std::get_if<AnimationProblem>(&planned)) {
        m_summary->setText(problem->message);
        return;
    }
    const AnimationPlan &p = std::get<AnimationPlan>(planned);
    m_summary->setText(tr("%1; one loop lasts %2 s").arg(p.description()).arg(double(p.frames) / p.fps, 0, 'f', 2));
}

void AnimationDialog::updatePath()
{
    // <folder>/<figure name>.gif, or <folder>/<figure name>-frames for PNG frames.
    const AnimationRequest r = request();
    const QString folder = r.path.isEmpty() ? QDir::homePath() : QFileInfo(r.path).absolutePath();
    const QString name = figureName(r.figure) + (r.target == AnimationTarget::Gif ? QStringLiteral(".gif")
                                                                                  : QStringLiteral("-frames"));
    m_path->setText(QDir::toNativeSeparators(QDir(folder).filePath(name)));
}

void AnimationDialog::browse()
{
    const AnimationRequest r = request();
    QString chosen;
    if (r.target == AnimationTarget::Gif) {
        chosen = QFileDialog::getSaveFileName(this, tr("Export animation"), r.path, tr("GIF animations (*.gif)"));
        if (!chosen.isEmpty() && QFileInfo(chosen).suffix().isEmpty())
            chosen += QStringLiteral(".gif");
    } else {
        chosen = QFileDialog::getExistingDirectory(this, tr("Folder for the frames (new or empty)"),
                                                   QFileInfo(r.path).absolutePath());
    }
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void AnimationDialog::accept()
{
    const AnimationRequest r = request();
    const auto planned = plan();
    QString problem;
    if (r.path.isEmpty())
        problem = tr("Choose a file or folder to export to.");
    else if (r.target == AnimationTarget::Gif && !r.path.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive))
        problem = tr("A GIF animation's file name ends in .gif.");
    else if (const auto sizeProblem = checkImageSize(r.size))
        problem = *sizeProblem;
    else if (const auto *planProblem = std::get_if<AnimationProblem>(&planned))
        problem = planProblem->message;
    else if (r.target == AnimationTarget::PngFolder)
        problem = animationTargetProblem(r.path, r.target);
    if (!problem.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), problem);
        return;
    }
    if (r.target == AnimationTarget::Gif && QFileInfo(r.path).isFile()
        && QMessageBox::question(this, windowTitle(), tr("%1 exists already. Replace it?").arg(QFileInfo(r.path).fileName()),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
               != QMessageBox::Yes)
        return;
    QDialog::accept();
}
