#pragma once
/// \file exportdialog.h
/// \brief Collects the options of an export (figure, format, size, path); it renders nothing itself.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

/// The rows every export dialog ends with: \a pathLabel and \a path with a Browse… button, then Export and
/// Cancel, connected to \a dialog's accept() and reject(); \a form becomes the dialog's layout. Returns the
/// Browse… button, for the caller to connect.
QPushButton *addPathAndButtons(QDialog *dialog, QFormLayout *form, QLineEdit *path, const QString &pathLabel);

/// What the user asked to export.
struct ExportRequest
{
    std::optional<Figure> figure; ///< nullopt: every figure, into the folder \c path
    ExportFormat format = ExportFormat::Png;
    QString path; ///< file (one figure) or folder (all figures)
    ImageSize size;
    /// The figures offered (one figure) or written (all): the caller gives those of the session's slots.
    QList<Figure> figures = allFigures();
};

class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// \a initial.figure decides the mode: one figure (a file path) or all figures (a folder).
    /// OK asks before replacing existing files; the caller may exec() it again after a failed export,
    /// with everything as the user left it.
    explicit ExportDialog(const ExportRequest &initial, QWidget *parent = nullptr);

    ExportRequest request() const;

public Q_SLOTS:
    void accept() override;

private:
    void browse();
    void updatePixels();
    void updatePathExtension();

    bool m_all;
    QList<Figure> m_figures; ///< ExportRequest::figures
    QComboBox *m_figure = nullptr;
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QDoubleSpinBox *m_scale;
    QLabel *m_pixels;
    QCheckBox *m_caption;
    QCheckBox *m_clean;
    QCheckBox *m_transparent;
    QDoubleSpinBox *m_fontScale;
    QLabel *m_textPixels;
    QComboBox *m_theme;
    QLineEdit *m_path;
};
