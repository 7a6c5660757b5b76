#include "ui/widgets/presentationbar.h"

#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"
#include "ui/widgets/livefields.h"
#include "ui/widgets/sliderspinbox.h"

#include <posenc/encodings/parameters.h>

#include <QApplication>
#include <QCursor>
#include <QEvent>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QMenu>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

PresentationBar::PresentationBar(ExplorerState *state, PositionAnimator *animator, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_fields(new LiveFields(state, this))
    , m_play(new QToolButton(this))
    , m_watch(new QTimer(this))
    , m_hide(new QTimer(this))
{
    setObjectName(QStringLiteral("presentationBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    m_play->setObjectName(QStringLiteral("presentationPlay"));
    m_play->setCheckable(true);
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("Play positions (Ctrl+Space)"));

    // Two rows: the step counter and the keys above the controls when one row would squeeze the sliders
    // (placeAtBottom()); else all on the lower row.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(8, 2, 8, 2);
    rows->setSpacing(0);
    m_upper = new QWidget(this);
    auto *upper = new QHBoxLayout(m_upper);
    upper->setContentsMargins(0, 0, 0, 0);
    upper->addStretch(1); // the step goes before it, the keys after
    m_upper->hide();
    auto *lowerRow = new QWidget(this);
    auto *layout = new QHBoxLayout(lowerRow);
    layout->setContentsMargins(0, 2, 0, 2);
    m_lower = layout;
    rows->addWidget(m_upper);
    rows->addWidget(lowerRow);
    layout->addWidget(m_play);
    m_step = new QLabel(this);
    m_step->setObjectName(QStringLiteral("lectureStep"));
    m_step->hide();
    layout->addSpacing(8);
    layout->addWidget(m_step);
    layout->addWidget(m_fields, 1);
    m_hint = new QLabel(figureKeys(), this);
    m_hint->setForegroundRole(QPalette::PlaceholderText); // a hint, readable (theme.cpp)
    layout->addSpacing(8);
    layout->addWidget(m_hint);

    connect(m_play, &QToolButton::toggled, animator, &PositionAnimator::setPlaying);
    connect(animator, &PositionAnimator::playingChanged, m_play, [this](bool playing) {
        m_play->setChecked(playing);
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });

    m_watch->setInterval(150);
    connect(m_watch, &QTimer::timeout, this, &PresentationBar::watchMouse);
    m_hide->setSingleShot(true);
    m_hide->setInterval(hideAfterMs);
    connect(m_hide, &QTimer::timeout, this, [this] {
        if (underMouse() || isAncestorOf(QApplication::focusWidget()))
            m_hide->start(); // not while it is being used
        else
            hide();
    });
    parent->installEventFilter(this);
    hide();
}

void PresentationBar::setActive(bool active)
{
    m_active = active;
    fitText();
    if (active) {
        m_lastCursor = QCursor::pos();
        m_fields->setOddDModel(false); // even unless the state's d_model is odd
        m_watch->start();
    } else {
        m_watch->stop();
        m_hide->stop();
        hide();
    }
}

int PresentationBar::reservedHeight() const
{
    return m_active ? sizeHint().height() : 0;
}

void PresentationBar::fitText()
{
    if (!m_active) {
        setFont(QFont()); // the window's again
        m_play->setIconSize(QSize());
    } else {
        // The audience reads the bar too: at least 1/40 of the screen's height (27 px at 1080 lines).
        QFont text = QApplication::font();
        const int pixels = std::max(QFontInfo(text).pixelSize(), parentWidget()->height() / 40);
        text.setPixelSize(pixels);
        setFont(text);
        m_play->setIconSize(QSize(pixels, pixels));
    }
    placeAtBottom();
}

void PresentationBar::reveal()
{
    if (!m_active)
        return;
    placeAtBottom();
    show();
    raise();
    m_hide->start();
}

QString PresentationBar::figureKeys()
{
    return tr("Esc leaves · Page Down / Up: figures · F: whole tab · F6: all parameters");
}

void PresentationBar::setStepText(const QString &text)
{
    m_step->setText(text);
    m_step->setVisible(!text.isEmpty());
    m_hint->setText(text.isEmpty() ? figureKeys()
                                   : tr("Space / Page Down: next · Page Up: back · number + Enter: step · B: blank · Esc ends"));
    if (isActive())
        placeAtBottom();
}

void PresentationBar::setOddDModel(bool odd)
{
    m_fields->setOddDModel(odd);
}

void PresentationBar::setInkMenu(QMenu *menu)
{
    m_ink = new QToolButton(this);
    m_ink->setObjectName(QStringLiteral("presentationInk"));
    m_ink->setText(tr("Ink"));
    m_ink->setToolTip(tr("Pointer, pens, highlighter and eraser on the figure (Ctrl+L, Ctrl+P, Ctrl+I, Ctrl+R; Esc puts it down)"));
    m_ink->setMenu(menu);
    m_ink->setPopupMode(QToolButton::InstantPopup);
    m_ink->setFocusPolicy(Qt::NoFocus);
    m_lower->insertWidget(1, m_ink);
    // Opened from the bar, the menu is read at the bar's size (the window's menu keeps its own).
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { menu->setFont(isActive() ? font() : QFont()); });
}

QString PresentationBar::stepText() const
{
    return m_step->text();
}

void PresentationBar::watchMouse()
{
    const QPoint cursor = QCursor::pos();
    if (cursor == m_lastCursor)
        return;
    m_lastCursor = cursor;
    reveal();
}

void PresentationBar::placeAtBottom()
{
    const QWidget *window = parentWidget();
    const int room = window->width();
    // Measured by the minimum sizes: the layout shrinks the number fields to their digits and the sliders to
    // their floor (fitText()) before anything overflows.
    // One row with the keys' reminder; else one row without it; else the step and the keys above the
    // controls, so that the sliders keep their room (zh at 1080 lines, a scale factor of 2).
    const auto oneRow = [this](bool hint) {
        m_upper->hide();
        m_lower->insertWidget(m_ink ? 3 : 2, m_step);
        m_lower->addWidget(m_hint);
        m_step->setVisible(!m_step->text().isEmpty());
        m_hint->setVisible(hint);
    };
    m_fields->fitInto(QWIDGETSIZE_MAX); // every slider, at its floor: the rows are chosen for them
    oneRow(true);
    if (minimumSizeHint().width() > room) {
        oneRow(false);
        if (minimumSizeHint().width() > room) {
            auto *upper = static_cast<QHBoxLayout *>(m_upper->layout());
            upper->insertWidget(0, m_step);
            upper->addWidget(m_hint);
            m_step->setVisible(!m_step->text().isEmpty());
            m_hint->setVisible(true);
            m_upper->show();
            const QMargins margins = layout()->contentsMargins();
            if (m_upper->minimumSizeHint().width() > room - margins.left() - margins.right())
                m_hint->hide();
        }
    }
    // Still too wide (a scale factor of 2 on a 720-line screen): the fields give up sliders.
    const QMargins margins = layout()->contentsMargins();
    const QWidget *lowerRow = m_lower->parentWidget();
    m_fields->fitInto(room - margins.left() - margins.right() -
                      (lowerRow->minimumSizeHint().width() - m_fields->minimumSizeHint().width()));
    const int height = sizeHint().height();
    setGeometry(0, window->height() - height, window->width(), height);
    if (const int reserved = reservedHeight(); reserved != m_reported)
        Q_EMIT reservedHeightChanged(m_reported = reserved);
}

void PresentationBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A zoom's font arrives after zoom::setPercent() has returned (Qt 6 posts ApplicationFontChange to
    // the window), so reveal() right after MainWindow::applyZoom() measured the old font: at 300 % the
    // bar kept its 100 % height and squeezed its spin boxes and labels. Measure again once the whole
    // window has the new font (queued: the controls' own size hints follow theirs).
    if (event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &PresentationBar::placeAtBottom);
}

bool PresentationBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && m_active)
        fitText();
    return QWidget::eventFilter(watched, event);
}
