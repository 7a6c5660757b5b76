#include "ui/help/manualwindow.h"

#include "ui/state/language.h"

#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

const QString manualRoot = QStringLiteral("qrc:/docs/manual/");

} // namespace

ManualBrowser::ManualBrowser(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(true);
    setOpenExternalLinks(true); // http(s): the desktop's browser
}

QString ManualBrowser::headingAnchor(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    }
    return anchor;
}

bool ManualBrowser::scrollToHeading(const QString &anchor)
{
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || headingAnchor(block.text()) != anchor)
            continue;
        setTextCursor(QTextCursor(block));
        // The heading at the top of the view (laid out first: its place sets the scroll bar's range too).
        const QRectF place = document()->documentLayout()->blockBoundingRect(block);
        verticalScrollBar()->setValue(int(place.top()));
        return true;
    }
    return false;
}

void ManualBrowser::doSetSource(const QUrl &name, QTextDocument::ResourceType type)
{
    QTextBrowser::doSetSource(name, type);
    if (name.hasFragment())
        scrollToHeading(name.fragment());
}

QVariant ManualBrowser::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource)
        return QTextBrowser::loadResource(type, name);
    // A screenshot of 1920 pixels in a page of 900: scaled down to the page, never up.
    QImage image(QLatin1Char(':') + name.path());
    if (image.isNull())
        return QTextBrowser::loadResource(type, name);
    // Room for the vertical scroll bar too: a long page gets one after its pictures are laid out.
    const int width = std::max(200, viewport()->width() - 2 * int(document()->documentMargin())
                                        - verticalScrollBar()->sizeHint().width() - 8);
    if (image.width() > width)
        image = image.scaledToWidth(width, Qt::SmoothTransformation);
    return image;
}

ManualWindow::ManualWindow(QWidget *parent) : QWidget(parent, Qt::Window), m_browser(new ManualBrowser(this))
{
    setWindowTitle(tr("PosEnc User Manual"));
    setObjectName(QStringLiteral("manualWindow"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));

    auto button = [this](const QString &text, QStyle::StandardPixmap icon) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setIcon(style()->standardIcon(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        return b;
    };
    m_back = button(tr("Back"), QStyle::SP_ArrowBack);
    m_forward = button(tr("Forward"), QStyle::SP_ArrowForward);
    QToolButton *contents = button(tr("Contents"), QStyle::SP_DirHomeIcon);
    m_back->setEnabled(false);
    m_forward->setEnabled(false);
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(contents, &QToolButton::clicked, this, [this] { showPage(QStringLiteral("index.md")); });
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QToolButton::setEnabled);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_forward);
    buttons->addWidget(contents);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_browser);
    // Beside the main window on a small screen too (1280 × 720 less the panels and the title bar).
    const QRect available = screen()->availableGeometry();
    resize(std::min(960, available.width() * 9 / 10), std::min(760, available.height() * 9 / 10));
}

QUrl ManualWindow::pageUrl(const QString &page, const QString &language)
{
    const QString translated = language + QLatin1Char('/') + page;
    if (language != QLatin1String("en") && QFile::exists(QStringLiteral(":/docs/manual/") + translated))
        return QUrl(manualRoot + translated);
    return QUrl(manualRoot + page);
}

void ManualWindow::showPage(const QString &page)
{
    m_browser->setSource(pageUrl(page, language::current()));
}
