// The core's abbreviation of quoted text: whole when short, head … tail (N characters) when long, and no
// character of UTF-8 ever cut in half.
#include <posenc/text/abbreviated.h>

#include <QTest>

using namespace posenc;

class TestAbbreviated : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shortTextIsWhole()
    {
        QCOMPARE(abbreviatedText("rope_scaling"), std::string("rope_scaling"));
        QCOMPARE(abbreviatedText(std::string(80, 'x')), std::string(80, 'x'));
    }

    void longTextKeepsItsEndsAndLength()
    {
        const std::string text = std::string(48, 'a') + std::string(1000, 'm') + std::string(16, 'z');
        QCOMPARE(abbreviatedText(text), std::string(48, 'a') + " … " + std::string(16, 'z') + " (1064 characters)");
        std::string wide;
        for (int k = 0; k < 100; ++k)
            wide += "位";
        std::string head, tail;
        for (int k = 0; k < 48; ++k)
            head += "位";
        for (int k = 0; k < 16; ++k)
            tail += "位";
        QCOMPARE(abbreviatedText(wide), head + " … " + tail + " (100 characters)");
    }

    void cutsFallBetweenCharacters()
    {
        const std::string text = "a位b"; // a, three bytes, b
        QCOMPARE(characterBoundary(text, 0), std::size_t(0));
        QCOMPARE(characterBoundary(text, 1), std::size_t(1));
        QCOMPARE(characterBoundary(text, 2), std::size_t(1));
        QCOMPARE(characterBoundary(text, 3), std::size_t(1));
        QCOMPARE(characterBoundary(text, 4), std::size_t(4));
        QCOMPARE(characterBoundary(text, 99), std::size_t(5));
    }
};

QTEST_GUILESS_MAIN(TestAbbreviated)
#include "tst_abbreviated.moc"
