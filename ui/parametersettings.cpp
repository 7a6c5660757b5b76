#include "parametersettings.h"

#include "explorerstate.h"

#include <QSettings>

void saveParameters(const ExplorerState &state, QSettings &settings)
{
    settings.beginGroup(QStringLiteral("parameters"));
    settings.setValue(QStringLiteral("text"), state.text());
    settings.setValue(QStringLiteral("dModel"), state.dModel());
    settings.setValue(QStringLiteral("base"), state.base());
    settings.setValue(QStringLiteral("length"), state.length());
    settings.setValue(QStringLiteral("firstPosition"), state.firstPosition());
    settings.setValue(QStringLiteral("position"), state.position());
    settings.setValue(QStringLiteral("offset"), state.offset());
    settings.setValue(QStringLiteral("scaleEmbedding"), state.scaleEmbedding());
    settings.setValue(QStringLiteral("dimension"), state.dimension());
    settings.setValue(QStringLiteral("comparisonBase"), state.comparisonBase());
    settings.setValue(QStringLiteral("comparePosition"), state.comparePosition());
    settings.setValue(QStringLiteral("cosineSimilarity"), state.cosineSimilarity());
    settings.setValue(QStringLiteral("attentionText"), state.attentionText());
    settings.setValue(QStringLiteral("attentionReorderedText"), state.attentionReorderedText());
    settings.setValue(QStringLiteral("attentionWithPe"), state.attentionWithPe());
    settings.endGroup();
}

void restoreParameters(ExplorerState &state, QSettings &settings)
{
    settings.beginGroup(QStringLiteral("parameters"));
    if (settings.contains(QStringLiteral("dModel"))) {
        state.setText(settings.value(QStringLiteral("text"), state.text()).toString());
        state.setDModel(settings.value(QStringLiteral("dModel"), state.dModel()).toInt());
        state.setBase(settings.value(QStringLiteral("base"), state.base()).toDouble());
        state.setLength(settings.value(QStringLiteral("length"), state.length()).toInt());
        state.setFirstPosition(settings.value(QStringLiteral("firstPosition"), 0).toInt());
        state.setPosition(settings.value(QStringLiteral("position"), state.position()).toInt());
        state.setOffset(settings.value(QStringLiteral("offset"), 0).toInt());
        state.setScaleEmbedding(settings.value(QStringLiteral("scaleEmbedding"), true).toBool());
        state.setDimension(settings.value(QStringLiteral("dimension"), 0).toInt());
        state.setComparisonBase(settings.value(QStringLiteral("comparisonBase"), state.comparisonBase()).toDouble());
        state.setComparePosition(settings.value(QStringLiteral("comparePosition"), state.comparePosition()).toInt());
        state.setCosineSimilarity(settings.value(QStringLiteral("cosineSimilarity"), false).toBool());
        state.setAttentionText(settings.value(QStringLiteral("attentionText"), state.attentionText()).toString());
        state.setAttentionReorderedText(
            settings.value(QStringLiteral("attentionReorderedText"), state.attentionReorderedText()).toString());
        state.setAttentionWithPe(settings.value(QStringLiteral("attentionWithPe"), false).toBool());
    }
    settings.endGroup();
}
