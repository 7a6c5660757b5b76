#include "ui/window/modelspage.h"

#include "ui/families/ropefamily.h"
#include "ui/figures/modelfigures.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"
#include "ui/widgets/fieldcombobox.h"
#include "ui/widgets/fielddoublespinbox.h"
#include "ui/widgets/fieldspinbox.h"
#include "ui/window/figurepage.h"

#include <posenc/models/modelpresets.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ModelsPage)
};

/// A line edit bound to the text field \a key: applied when editing ends; a value the field refuses is named in
/// \a status and changes nothing.
QLineEdit *fieldLineEdit(ExplorerState *state, const QString &key, QLabel *status, QWidget *parent)
{
    auto *edit = new QLineEdit(state->session().value(key).toString(), parent);
    edit->setObjectName(key);
    QObject::connect(state, &ExplorerState::fieldChanged, edit, [edit, key](const QString &changed, const QVariant &value) {
        if (changed == key && edit->text() != value.toString())
            edit->setText(value.toString());
    });
    QObject::connect(edit, &QLineEdit::editingFinished, state, [state, edit, key, status] {
        Session trial = state->session();
        const QString problem = trial.edit(key, edit->text());
        status->setText(problem);
        status->setVisible(!problem.isEmpty());
        if (problem.isEmpty())
            state->setField(key, edit->text());
    });
    return edit;
}

QWidget *layerMapControls(ExplorerState *state)
{
    auto *controls = new QWidget;
    QList<QPair<QString, QString>> choices{{QString(), Text::tr("(the model chosen elsewhere)")}};
    for (const posenc::ModelPreset &p : posenc::modelPresets())
        if (p.layers.layers > 0)
            choices.append({QString::fromLatin1(p.name), QString::fromUtf8(p.title)});
    auto *model = new FieldComboBox(state, commonKeys::model, choices, controls);
    model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    model->setMinimumContentsLength(12);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(Text::tr("&Model:"), controls);
    label->setBuddy(model);
    row->addWidget(label);
    row->addWidget(model);
    row->addStretch(1);
    return controls;
}

QWidget *mropeControls(ExplorerState *state)
{
    auto *controls = new QWidget;
    auto *status = new QLabel(controls);
    status->setVisible(false);
    status->setWordWrap(true);
    auto *sequence = fieldLineEdit(state, featureKeys::mropeSequence, status, controls);
    auto *section = fieldLineEdit(state, featureKeys::mropeSection, status, controls);
    section->setMaximumWidth(220);
    section->setPlaceholderText(Text::tr("16 : 24 : 24 of head_dim / 2"));
    auto *interleaved = new QCheckBox(Text::tr("&Interleaved (Qwen3-VL)"), controls);
    interleaved->setObjectName(featureKeys::mropeInterleaved);
    interleaved->setChecked(state->session().features.mropeInterleaved);
    QObject::connect(interleaved, &QCheckBox::toggled, state,
                     [state](bool on) { state->setField(featureKeys::mropeInterleaved, on); });
    QObject::connect(state, &ExplorerState::fieldChanged, interleaved, [interleaved](const QString &key, const QVariant &v) {
        if (key == featureKeys::mropeInterleaved)
            interleaved->setChecked(v.toBool());
    });
    auto *headDim = new FieldSpinBox(state, ropeKeys::headDim, controls);
    auto *form = new QFormLayout(controls);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(Text::tr("Se&quence:"), sequence);
    auto *second = new QHBoxLayout;
    second->addWidget(section);
    second->addSpacing(8);
    second->addWidget(interleaved);
    second->addStretch(1);
    auto *sectionLabel = new QLabel(Text::tr("mrope_&section:"), controls);
    sectionLabel->setBuddy(section);
    form->addRow(sectionLabel, second);
    form->addRow(Text::tr("he&ad_dim:"), headDim);
    form->addRow(status);
    return controls;
}

QWidget *temperatureControls(ExplorerState *state)
{
    auto *controls = new QWidget;
    auto *rule = new FieldComboBox(state, featureKeys::temperatureRule,
                                   {{QStringLiteral("llama4"), Text::tr("Llama 4 (NoPE layers)")},
                                    {QStringLiteral("mistral3"), Text::tr("Mistral 3")},
                                    {QStringLiteral("qwen-logn"), Text::tr("Qwen log-n")}},
                                   controls);
    auto *floorScale = new FieldDoubleSpinBox(state, featureKeys::floorScale, 0, 1024, controls);
    auto *attnScale = new FieldDoubleSpinBox(state, featureKeys::attnScale, 3, 0.05, controls);
    auto *seqLength = new FieldSpinBox(state, featureKeys::lognSeqLength, controls);
    rule->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    rule->setMinimumContentsLength(16);
    // Two rows of two, so that the page is no wider than the others.
    auto *grid = new QGridLayout(controls);
    grid->setContentsMargins(0, 0, 0, 0);
    const auto add = [controls, grid](int row, int column, const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, controls);
        label->setBuddy(buddy);
        grid->addWidget(label, row, 2 * column);
        grid->addWidget(buddy, row, 2 * column + 1);
    };
    add(0, 0, Text::tr("R&ule:"), rule);
    add(0, 1, Text::tr("floor_s&cale:"), floorScale);
    add(1, 0, Text::tr("att&n_scale:"), attnScale);
    add(1, 1, Text::tr("se&q_length:"), seqLength);
    grid->setColumnStretch(4, 1);
    return controls;
}
} // namespace

QWidget *createModelsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views)
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("modelsTab"));
    auto *figures = new QTabWidget(page);
    figures->setObjectName(QStringLiteral("modelsFigures"));
    figures->setDocumentMode(true);
    const struct
    {
        Figure figure;
        QString title;
        QWidget *(*controls)(ExplorerState *);
    } tabs[] = {{modelFigures::layerMap, Text::tr("&Layer map"), layerMapControls},
                {modelFigures::mrope, Text::tr("M-&RoPE"), mropeControls},
                {modelFigures::temperature, Text::tr("&Temperature"), temperatureControls}};
    for (const auto &tab : tabs) {
        auto *view = new PlotView(state, tab.figure);
        QObject::connect(view, &PlotView::exportRequested, view, requestExport);
        views.insert(tab.figure, view);
        figures->addTab(new FigurePage(tab.figure, view, tab.controls(state)), tab.title);
    }
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(figures, 1);
    return page;
}
