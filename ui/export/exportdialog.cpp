#include "ui/export/exportdialog.h"

#include "ui/figures/figurestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
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
#include <QSpinBox>

ExportDialog::ExportDialog(const ExportRequest &initial, QWidget *parent)
    : QDialog(parent)
    , m_all(!initial.figure.has_value())
    , m_figures(initial.figures)
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_scale(new QDoubleSpinBox(this))
    , m_pixels(new QLabel(this))
    , m_caption(new QCheckBox(tr("Write the &caption under the figure"), this))
    , m_clean(new QCheckBox(tr("Without the selection &marks (row, column, highlighted clock)"), this))
    , m_transparent(new QCheckBox(tr("Trans&parent background (PNG, SVG, PDF)"), this))
    , m_fontScale(new QDoubleSpinBox(this))
    , m_textPixels(new QLabel(this))
    , m_theme(new QComboBox(this))
    , m_path(new QLineEdit(this))
{
    setWindowTitle(m_all ? tr("Export All Figures") : tr("Export Figure"));
    auto *form = new QFormLayout;
    if (!m_all) {
        m_figure = new QComboBox(this);
        for (const Figure figure : initial.figures)
            m_figure->addItem(figureTitle(figure), figureName(figure));
        m_figure->setCurrentIndex(std::max(0, static_cast<int>(initial.figures.indexOf(*initial.figure))));
        connect(m_figure, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePathExtension);
        form->addRow(tr("&Figure:"), m_figure);
    }
    m_format->addItem(tr("PNG image"), QVariant::fromValue(static_cast<int>(ExportFormat::Png)));
    m_format->addItem(tr("SVG drawing (text stays text)"), QVariant::fromValue(static_cast<int>(ExportFormat::Svg)));
    m_format->addItem(tr("PDF document (text stays text)"), QVariant::fromValue(static_cast<int>(ExportFormat::Pdf)));
    m_format->addItem(tr("CSV data (17 significant digits)"), QVariant::fromValue(static_cast<int>(ExportFormat::Csv)));
    m_format->setCurrentIndex(std::max(0, m_format->findData(QVariant::fromValue(static_cast<int>(initial.format)))));
    form->addRow(tr("F&ormat:"), m_format);

    for (QSpinBox *side : {m_width, m_height}) {
        side->setRange(ImageSize::minSide, ImageSize::maxSide);
        side->setSuffix(tr(" px"));
    }
    m_width->setValue(initial.size.width);
    m_height->setValue(initial.size.height);
    m_scale->setRange(ImageSize::minScale, ImageSize::maxScale);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.5);
    m_scale->setValue(initial.size.scale);
    m_scale->setToolTip(tr("Pixels per layout pixel: 2 gives a sharper image of the same layout"));
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Scale:"), m_scale);
    form->addRow(tr("Image:"), m_pixels);
    m_fontScale->setRange(ImageSize::minFontScale, ImageSize::maxFontScale);
    m_fontScale->setDecimals(2);
    m_fontScale->setSingleStep(0.25);
    m_fontScale->setSuffix(tr(" ×"));
    m_fontScale->setValue(initial.size.fontScale);
    m_fontScale->setToolTip(tr("1 × makes the smallest text 1/40 of the image height: 27 px on 1080 lines, "
                               "about 18 pt on a 16:9 slide"));
    auto *textRow = new QHBoxLayout;
    textRow->addWidget(m_fontScale);
    textRow->addWidget(m_textPixels, 1);
    auto *textLabel = new QLabel(tr("&Text size:"), this);
    textLabel->setBuddy(m_fontScale);
    form->addRow(textLabel, textRow);
    for (const Theme theme : theme::all())
        m_theme->addItem(theme::displayName(theme), QVariant::fromValue(static_cast<int>(theme)));
    m_theme->setCurrentIndex(static_cast<int>(theme::all().indexOf(initial.size.theme)));
    form->addRow(tr("&Colours:"), m_theme);
    m_caption->setChecked(initial.size.withCaption);
    form->addRow(m_caption);
    m_clean->setChecked(initial.size.clean);
    form->addRow(m_clean);
    m_transparent->setChecked(initial.size.transparent);
    form->addRow(m_transparent);

    m_path->setText(QDir::toNativeSeparators(initial.path));
    QPushButton *browse = addPathAndButtons(this, form, m_path, m_all ? tr("F&older:") : tr("F&ile:"));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_width, &QSpinBox::valueChanged, this, &ExportDialog::updatePixels);
    connect(m_height, &QSpinBox::valueChanged, this, &ExportDialog::updatePixels);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updatePixels);
    connect(m_fontScale, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updatePixels);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        updatePixels();
        updatePathExtension();
    });
    updatePixels();
}

QPushButton *addPathAndButtons(QDialog *dialog, QFormLayout *form, QLineEdit *path, const QString &pathLabel)
{
    path->setMinimumWidth(path->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 48);
    auto *browse = new QPushButton(ExportDialog::tr("&Browse…"), dialog);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(path, 1);
    pathRow->addWidget(browse);
    auto *label = new QLabel(pathLabel, dialog);
    label->setBuddy(path);
    form->addRow(label, pathRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(ExportDialog::tr("Export"));
    auto *layout = new QVBoxLayout(dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    // accept() is virtual: each dialog's own checks run.
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return browse;
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    if (m_figure)
        r.figure = figureFromName(m_figure->currentData().toString());
    r.format = static_cast<ExportFormat>(m_format->currentData().toInt());
    r.path = QDir::fromNativeSeparators(m_path->text().trimmed());
    r.size.width = m_width->value();
    r.size.height = m_height->value();
    r.size.scale = m_scale->value();
    r.size.withCaption = m_caption->isChecked();
    r.size.clean = m_clean->isChecked();
    r.size.transparent = m_transparent->isChecked();
    r.size.fontScale = m_fontScale->value();
    r.size.theme = static_cast<Theme>(m_theme->currentData().toInt());
    return r;
}

void ExportDialog::accept()
{
    const ExportRequest r = request();
    QString problem;
    if (r.path.isEmpty())
        problem = m_all ? tr("Choose a folder to export into.") : tr("Choose a file to export to.");
    else if (const auto sizeProblem = checkImageSize(r.size); sizeProblem && r.format != ExportFormat::Csv)
        problem = *sizeProblem;
    if (!problem.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), problem);
        return;
    }
    // Replacing files: ask first, naming them (all figures: how many of the folder's would go).
    QStringList existing;
    if (m_all) {
        for (const Figure figure : m_figures)
            if (const QString file = figureFilePath(r.path, figure, r.format); QFileInfo::exists(file))
                existing.append(QFileInfo(file).fileName());
    } else if (QFileInfo(r.path).isFile()) {
        existing.append(QFileInfo(r.path).fileName());
    }
    if (!existing.isEmpty()) {
        const QString question =
            m_all ? tr("%n file(s) in this folder will be replaced: %1. Replace them?", nullptr, int(existing.size()))
                        .arg(existing.join(QStringLiteral(", ")))
                  : tr("%1 exists already. Replace it?").arg(existing.first());
        if (QMessageBox::question(this, windowTitle(), question, QMessageBox::Yes | QMessageBox::Cancel,
                                  QMessageBox::Cancel) != QMessageBox::Yes)
            return;
    }
    QDialog::accept();
}

void ExportDialog::browse()
{
    const ExportRequest r = request();
    QString chosen;
    if (m_all) {
        chosen = QFileDialog::getExistingDirectory(this, tr("Export into folder"), r.path);
    } else {
        const QString extension = formatExtension(r.format);
        const QString filter = r.format == ExportFormat::Png   ? tr("PNG images (*.png)")
                               : r.format == ExportFormat::Svg ? tr("SVG drawings (*.svg)")
                               : r.format == ExportFormat::Pdf ? tr("PDF documents (*.pdf)")
                                                               : tr("CSV files (*.csv)");
        chosen = QFileDialog::getSaveFileName(this, tr("Export figure"), r.path, filter);
        if (!chosen.isEmpty() && QFileInfo(chosen).suffix().isEmpty())
            chosen += QLatin1Char('.') + extension;
    }
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void ExportDialog::updatePixels()
{
    const ImageSize size = request().size;
    const ExportFormat format = request().format;
    const bool picture = format != ExportFormat::Csv;
    const bool vector = format == ExportFormat::Svg || format == ExportFormat::Pdf;
    for (QWidget *w : std::initializer_list<QWidget *>{m_width, m_height, m_caption, m_clean, m_transparent, m_fontScale, m_theme})
        w->setEnabled(picture);
    m_scale->setEnabled(format == ExportFormat::Png); // vector output has no pixels
    m_textPixels->setText(picture ? tr("smallest text %1 px").arg(FigureStyle::forImage(size.width, size.height, size.theme, size.fontScale).font.pixelSize())
                                  : QString());
    m_pixels->setText(format == ExportFormat::Png ? tr("%1 × %2 pixels").arg(size.pixelWidth()).arg(size.pixelHeight())
                      : vector                    ? tr("%1 × %2 layout pixels at 96 per inch").arg(size.width).arg(size.height)
                                                  : tr("CSV has no image size"));
}

void ExportDialog::updatePathExtension()
{
    if (m_all)
        return;
    // Keep the file name in step with the figure and format: <folder>/<figure name>.<extension>.
    const ExportRequest r = request();
    const QFileInfo info(r.path);
    const QString folder = r.path.isEmpty() ? QDir::homePath() : info.absolutePath();
    m_path->setText(QDir::toNativeSeparators(figureFilePath(folder, *r.figure, r.format)));
}
