#include "ui/window/ropepage.h"
#include "ui/state/coremessage.h"

#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"
#include "ui/views/sceneview.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/widgets/sliderspinbox.h"
#include "ui/window/figurepage.h"

#include <posenc/analysis/ropeanalysis.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopePage)
};

// RoFormer's Fig. 2 (sec. 3.4.3): head_dim 128, relative distances up to 256.
constexpr int roformerHeadDim = 128;
constexpr int roformerLength = 256;

QString valuesText(const QVariantList &values)
{
    QStringList items;
    for (const QVariant &v : values)
        items.append(QString::number(v.toDouble(), 'g', 6));
    return items.join(QStringLiteral(", "));
}

/// A line edit for q or k: applied when it holds head_dim numbers or nothing, else \a status says why.
QLineEdit *vectorEdit(ExplorerState *state, bool query, QLabel *status, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(query ? QStringLiteral("ropeQuery") : QStringLiteral("ropeKey"));
    edit->setClearButtonEnabled(true);
    edit->setPlaceholderText(Text::tr("empty: seeded values; or head_dim numbers, e.g. 1, 0.5, −2, …"));
    const auto show = [state, edit, query] {
        const QVariantList values = query ? state->query() : state->key();
        const QString text = valuesText(values);
        const auto typed = parseRopeValues(edit->text());
        // Keep what the user typed while it means the same numbers (say "1.0" for 1).
        QVariantList same;
        if (typed)
            for (const double x : *typed)
                same.append(x);
        if (!typed || same != values)
            edit->setText(text);
    };
    show();
    QObject::connect(state, query ? &ExplorerState::queryChanged : &ExplorerState::keyChanged, edit, show);
    QObject::connect(edit, &QLineEdit::textEdited, state, [state, edit, query, status](const QString &text) {
        const auto values = parseRopeValues(text);
        const QString name = query ? QStringLiteral("q") : QStringLiteral("k");
        if (!values) {
            status->setText(Text::tr("%1: not a list of numbers").arg(name));
            status->setVisible(true);
            return;
        }
        for (const double x : *values) {
            if (const auto problem = posenc::checkRopeVectorValue(x)) {
                status->setText(QStringLiteral("%1: %2").arg(name, coreMessage(*problem)));
                status->setVisible(true);
                return;
            }
        }
        if (!values->isEmpty() && values->size() != state->headDim()) {
            status->setText(Text::tr("%1: %2 of head_dim = %3 numbers").arg(name).arg(values->size()).arg(state->headDim()));
            status->setVisible(true);
            return;
        }
        status->clear();
        status->setVisible(false);
        QVariantList list;
        for (const double x : *values)
            list.append(x);
        if (query)
            state->setQuery(list);
        else
            state->setKey(list);
        (void)edit;
    });
    return edit;
}

QWidget *createControls(ExplorerState *state)
{
    auto *controls = new QWidget;
    controls->setObjectName(QStringLiteral("ropeControls"));
    // Even head_dim and rotary_dim (0: all), as their fields declare; an odd value typed is taken up.
    auto *headDim = new FieldSpinBox(state, ropeKeys::headDim, controls);
    auto *rotary = new FieldSpinBox(state, ropeKeys::rotaryDim, controls);
    rotary->setSpecialValueText(Text::tr("all"));
    auto *pairing = new QComboBox(controls);
    pairing->setObjectName(ropeKeys::ropePairing);
    pairing->addItem(Text::tr("interleaved (2i, 2i + 1): RoFormer, LLaMA, GPT-J"), QStringLiteral("interleaved"));
    pairing->addItem(Text::tr("halves (i, i + R/2): Hugging Face, GPT-NeoX"), QStringLiteral("halves"));
    pairing->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    pairing->setMinimumContentsLength(8);
    auto *second = new SliderSpinBox(controls);
    second->setObjectName(QStringLiteral("ropeComparePosition"));

    // The base presets; the last item stands for any other base (the panel's).
    auto *preset = new QComboBox(controls);
    preset->setObjectName(QStringLiteral("ropeBasePreset"));
    preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset->setMinimumContentsLength(8);
    for (const posenc::RopeBasePreset &p : posenc::ropeBasePresets())
        preset->addItem(QStringLiteral("%1: %2").arg(QString::fromUtf8(p.model)).arg(p.base, 0, 'f', 0), p.base);
    preset->addItem(QString());
    preset->setToolTip(Text::tr("The rope_theta of known models; the base is the parameter panel's base."));
    QObject::connect(preset, &QComboBox::activated, state, [state, preset](int index) {
        if (index < preset->count() - 1)
            state->setBase(preset->itemData(index).toDouble());
    });
    auto *status = new QLabel(controls);
    status->setObjectName(QStringLiteral("ropeStatus"));
    status->setVisible(false); // only while q or k is being typed and not yet head_dim numbers
    auto *query = vectorEdit(state, true, status, controls);
    auto *key = vectorEdit(state, false, status, controls);

    const auto label = [controls](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, controls);
        l->setBuddy(buddy);
        return l;
    };
    auto *grid = new QGridLayout(controls);
    grid->setContentsMargins(0, 0, 0, 0);
    auto *first = new QHBoxLayout;
    first->addWidget(label(Text::tr("he&ad_dim:"), headDim));
    first->addWidget(headDim);
    first->addSpacing(8);
    first->addWidget(label(Text::tr("rotar&y_dim R:"), rotary));
    first->addWidget(rotary);
    first->addSpacing(8);
    first->addWidget(label(Text::tr("Pair&ing:"), pairing));
    first->addWidget(pairing, 1);
    grid->addLayout(first, 0, 0, 1, 4);
    grid->addWidget(label(Text::tr("&Base:"), preset), 1, 0);
    grid->addWidget(preset, 1, 1);
    grid->addWidget(label(Text::tr("n = pos′:"), second->spinBox()), 1, 2);
    grid->addWidget(second, 1, 3);
    grid->addWidget(label(Text::tr("&q:"), query), 2, 0);
    grid->addWidget(query, 2, 1);
    grid->addWidget(label(Text::tr("&k:"), key), 2, 2);
    grid->addWidget(key, 2, 3);
    grid->addWidget(status, 3, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    const auto update = [=] {
        {
            const QSignalBlocker block(pairing);
            pairing->setCurrentIndex(pairing->findData(state->ropePairing()));
        }
        second->setRange(state->firstPosition(), state->firstPosition() + state->length() - 1);
        second->setValue(state->comparePosition());
        const QSignalBlocker block(preset);
        const int known = preset->findData(state->base());
        preset->setItemText(preset->count() - 1, Text::tr("other: %1").arg(QString::number(state->base(), 'g', 10)));
        preset->setCurrentIndex(known >= 0 && known < preset->count() - 1 ? known : preset->count() - 1);
    };
    update();
    for (auto signal : {&ExplorerState::lengthChanged, &ExplorerState::firstPositionChanged,
                        &ExplorerState::comparePositionChanged})
        QObject::connect(state, signal, controls, update);
    QObject::connect(state, &ExplorerState::ropePairingChanged, controls, update);
    QObject::connect(state, &ExplorerState::baseChanged, controls, update);
    QObject::connect(pairing, &QComboBox::currentIndexChanged, state,
                     [state, pairing](int index) { state->setRopePairing(pairing->itemData(index).toString()); });
    QObject::connect(second, &SliderSpinBox::valueChanged, state, &ExplorerState::setComparePosition);
    return controls;
}
/// The decay tab's row: the window opens at head_dim 16 and L 16 (the rotation's eight clocks and the
/// sentence's tokens stay readable, and the tabs share them), where the bound barely shows RoFormer's decay;
/// one click (one undo step) gives its Fig. 2's sizes.
QWidget *roformerSizesRow(ExplorerState *state)
{
    auto *row = new QWidget;
    auto *button = new QPushButton(Text::tr("RoFormer's Fig. &2: head_dim 128, L 256"), row);
    button->setObjectName(QStringLiteral("roformerSizes"));
    button->setToolTip(Text::tr("Sets head_dim 128 (all of it rotated), L 256 and base 10000, as in RoFormer's Fig. 2."));
    auto *why = new QLabel(Text::tr("The window opens at head_dim 16 and L 16, where the clocks and tokens stay "
                                    "readable."),
                           row);
    why->setWordWrap(true);
    why->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(button);
    layout->addWidget(why, 1);
    const auto atSizes = [state] {
        const Session &s = state->session();
        return ropeOf(s).headDim == roformerHeadDim && ropeOf(s).rotaryDim == 0 && s.length == roformerLength && s.scheme.base() == 10000.0;
    };
    const auto update = [button, atSizes] { button->setEnabled(!atSizes()); };
    update();
    QObject::connect(state, &ExplorerState::sessionChanged, button, update);
    QObject::connect(button, &QPushButton::clicked, state, [state] {
        Session next = state->latest();
        ropeOf(next).headDim = roformerHeadDim;
        ropeOf(next).rotaryDim = 0;
        next.length = roformerLength;
        next.scheme.frequencies.base = 10000.0;
        state->setSession(next);
    });
    return row;
}
} // namespace

std::optional<QList<double>> parseRopeValues(const QString &text)
{
    QString cleaned = text;
    cleaned.replace(QChar(0x2212), QLatin1Char('-')); // the minus sign of the placeholder's example
    QList<double> values;
    for (const QString &item : cleaned.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double x = item.toDouble(&ok);
        if (!ok || !std::isfinite(x))
            return std::nullopt;
        values.append(x);
    }
    return values;
}

QWidget *createRopePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("ropeTab")); // "ropePage" is the rotation figure's page
    auto *figures = new QTabWidget(page);
    figures->setObjectName(QStringLiteral("ropeFigures"));
    figures->setDocumentMode(true);

    auto *rotation = new SceneView(state, ropeFigures::rotation);
    QObject::connect(rotation, &SceneView::exportRequested, rotation, requestExport);
    views.insert(ropeFigures::rotation, rotation);
    figures->addTab(new FigurePage(ropeFigures::rotation, rotation), Text::tr("Ro&tation"));
    for (const auto &[figure, title] : {std::pair{ropeFigures::score, Text::tr("S&core matrix")},
                                        std::pair{ropeFigures::decay, Text::tr("&Long-term decay")}}) {
        auto *view = new PlotView(state, figure);
        QObject::connect(view, &PlotView::exportRequested, view, requestExport);
        views.insert(figure, view);
        figures->addTab(new FigurePage(figure, view, figure == ropeFigures::decay ? roformerSizesRow(state) : nullptr),
                        title);
    }

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(createControls(state));
    layout->addWidget(figures, 1);
    return page;
}
