#pragma once
/// \file animationdialog.h
/// \brief File > Export Animation…: collects what to animate (figure, parameter, range, frames, fps,
/// size, colours) and where (a GIF or a folder of PNG frames); it renders nothing itself.

#include "ui/export/animation.h"
#include "ui/export/animationexport.h"
#include "ui/export/figureexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

/// What the user asked to animate and where to write it.
struct AnimationRequest
{
    Figure figure = Figure::Clock;
    AnimationSpec spec;
    ImageSize size;
    QString path; ///< the GIF file, or the folder of PNG frames
    AnimationTarget target = AnimationTarget::Gif;
    /// The figures offered: the caller gives those of the session's slots.
    QList<Figure> figures = allFigures();
};

class AnimationDialog : public QDialog
{
    Q_OBJECT
public:
    /// Starts with \a initial; \a session (copied) gives the default ranges and the checks of From and To.
    /// OK checks the range (planAnimation()), asks before replacing a GIF and refuses a folder that holds
    /// files; the caller may exec() it again after a failed export.
    AnimationDialog(const AnimationRequest &initial, const Session &session, QWidget *parent = nullptr);

    AnimationRequest request() const;
    /// The plan of request() against the session, or why there is none.
    std::variant<AnimationPlan, AnimationProblem> plan() const;

public Q_SLOTS:
    void accept() override;

private:
    /// From / To ranges, decimals and (with Default range) values follow the parameter and the figure.
    void updateRange();
    /// The line under the range: what the frames show and how long the loop lasts.
    void updateSummary();
    void updatePath();
    void browse();

    Session m_session;
    QComboBox *m_figure;
    QComboBox *m_parameter;
    QCheckBox *m_defaultRange;
    QDoubleSpinBox *m_from;
    QDoubleSpinBox *m_to;
    QLabel *m_summary;
    QSpinBox *m_frames;
    QSpinBox *m_fps;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QComboBox *m_theme;
    QComboBox *m_target;
    QLineEdit *m_path;
    ImageSize m_size; ///< scale, caption and text size come from the initial request
};
