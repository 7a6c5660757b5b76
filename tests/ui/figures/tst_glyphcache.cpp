// The glyph cache's limit: raised to 256 pixels for the 4K slides' text, a limit the environment sets kept.
#include "ui/figures/glyphcache.h"

#include <QTest>

class TestGlyphCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void raisedUnlessSet();
};

void TestGlyphCache::raisedUnlessSet()
{
    qunsetenv("QT_MAX_CACHED_GLYPH_SIZE");
    enlargeGlyphCache();
    QCOMPARE(qEnvironmentVariableIntValue("QT_MAX_CACHED_GLYPH_SIZE"), 256);
    qputenv("QT_MAX_CACHED_GLYPH_SIZE", "96");
    enlargeGlyphCache();
    QCOMPARE(qEnvironmentVariableIntValue("QT_MAX_CACHED_GLYPH_SIZE"), 96);
}

QTEST_APPLESS_MAIN(TestGlyphCache)
#include "tst_glyphcache.moc"
