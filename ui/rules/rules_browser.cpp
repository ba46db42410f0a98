#include "rules/rules_browser.hpp"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFrame>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "mancala/rules.hpp"
#include "i18n/translations.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

// The pause between setting an example up and playing its move, so that the
// eye finds the position first.
constexpr int kExamplePauseMs = 700;
constexpr int kExampleBoardHeight = 170;
constexpr int kMinimumWidth = 480;

const QString kStartMarker = QStringLiteral("<p id=\"start-position\"></p>");
const QString kExampleScheme = QStringLiteral("showme");
const QString kPictureScheme = QStringLiteral("mancala");

// The size the start position is painted at, fitting each board's shape
// into a dock of kMinimumWidth.
QSize pictureSize(GameId game) {
    switch (game.family()) {
    case GameFamily::Tihbat: return {280, 240};
    case GameFamily::BaoLaKimasai: return {400, 290};
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Kalah:
    case GameFamily::Oware: break;
    }
    return {400, 225};
}

// Inserts `html` at the end of the section whose h2 has id `section` (before
// the next h2, or before </body> for the last section).
void insertIntoSection(QString& page, const char* section, const QString& html) {
    const qsizetype start = page.indexOf(QStringLiteral("<h2 id=\"%1\"").arg(QLatin1String(section)));
    if (start < 0)
        return;
    qsizetype end = page.indexOf(QStringLiteral("<h2"), start + 3);
    if (end < 0)
        end = page.indexOf(QStringLiteral("</body>"), start);
    if (end < 0)
        end = page.size();
    page.insert(end, html);
}

QString directionAttribute() {
    return QGuiApplication::layoutDirection() == Qt::RightToLeft ? QStringLiteral(" dir=\"rtl\"")
                                                                 : QStringLiteral(" dir=\"ltr\"");
}

} // namespace

// A text browser that serves the start position picture itself.
class RulesPage : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QUrl pictureUrl;
    QImage picture;

    QVariant loadResource(int type, const QUrl& name) override {
        if (type == QTextDocument::ImageResource && name == pictureUrl)
            return picture;
        return QTextBrowser::loadResource(type, name);
    }
};

RulesBrowser::RulesBrowser(GameSession* current, QWidget* parent)
    : QDockWidget(parent), current_(current), followed_(current->rules().id()), game_(followed_),
      showRules_(new QAction(this)), chooserLabel_(new QLabel(this)), chooser_(new QComboBox(this)),
      page_(new RulesPage(this)), examplePanel_(new QFrame(this)), caption_(new QLabel(examplePanel_)),
      exampleSession_(new GameSession(game_, this)), exampleModel_(new BoardModel(exampleSession_, this)),
      exampleView_(new BoardView(exampleModel_, examplePanel_)), replay_(new QPushButton(examplePanel_)),
      closeExample_(new QPushButton(examplePanel_)), pause_(new QTimer(this)) {
    setObjectName(QStringLiteral("rulesDock"));
    setAllowedAreas(Qt::AllDockWidgetAreas);
    exampleSession_->setObjectName(QStringLiteral("exampleSession"));
    connectControls();
    setUpExamplePanel();
    layOut();
    retranslate();
}

void RulesBrowser::connectControls() {
    showRules_->setObjectName(QStringLiteral("showRulesAction"));
    showRules_->setShortcut(QKeySequence::HelpContents);
    connect(showRules_, &QAction::triggered, this, [this] {
        setGame(current_->rules().id());
        show();
        raise();
    });
    connect(current_, &GameSession::gameReplaced, this, [this] {
        const GameId now = current_->rules().id();
        if (now != followed_) {
            followed_ = now;
            setGame(now);
        }
    });

    chooser_->setObjectName(QStringLiteral("rulesGameChooser"));
    for (GameId game : kAllGames)
        chooser_->addItem(QString(), static_cast<int>(game.family()));
    chooserLabel_->setBuddy(chooser_);
    connect(chooser_, &QComboBox::activated, this, [this](int i) { setGame(familyDefault(familyAt(i))); });

    page_->setObjectName(QStringLiteral("rulesPage"));
    page_->setOpenLinks(false);
    // Room for Nastaliq's overhanging strokes at either end of a line.
    page_->document()->setDocumentMargin(12);
    connect(page_, &QTextBrowser::anchorClicked, this, &RulesBrowser::onLinkClicked);
}

void RulesBrowser::setUpExamplePanel() {
    examplePanel_->setObjectName(QStringLiteral("examplePanel"));
    examplePanel_->setFrameShape(QFrame::StyledPanel);
    caption_->setObjectName(QStringLiteral("exampleCaption"));
    caption_->setWordWrap(true);
    exampleView_->setObjectName(QStringLiteral("exampleBoard"));
    exampleView_->setFocusPolicy(Qt::NoFocus);
    exampleView_->setFixedHeight(kExampleBoardHeight);
    // The example takes the dock's width as it is: it never widens the dock.
    exampleView_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    exampleView_->setAnimationSpeed(AnimationSpeed::Normal);
    // The start position's picture is painted in the example board's theme.
    connect(exampleView_, &BoardView::themeChanged, this, [this] { loadPage(true); });
    replay_->setObjectName(QStringLiteral("exampleReplay"));
    closeExample_->setObjectName(QStringLiteral("exampleClose"));
    connect(replay_, &QPushButton::clicked, this, [this] { showExample(shown_); });
    connect(closeExample_, &QPushButton::clicked, this, [this] {
        pause_->stop();
        examplePanel_->hide();
        shown_ = -1;
    });
    pause_->setSingleShot(true);
    pause_->setInterval(kExamplePauseMs);
    connect(pause_, &QTimer::timeout, this, &RulesBrowser::playShownExample);
}

void RulesBrowser::layOut() {
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(replay_);
    buttons->addWidget(closeExample_);
    buttons->addStretch(1);
    auto* captionRow = new QHBoxLayout;
    captionRow->addWidget(caption_, 1);
    captionRow->addLayout(buttons);
    auto* panelLayout = new QVBoxLayout(examplePanel_);
    panelLayout->addLayout(captionRow);
    panelLayout->addWidget(exampleView_);
    examplePanel_->hide();

    auto* chooserRow = new QHBoxLayout;
    chooserRow->addWidget(chooserLabel_);
    chooserRow->addWidget(chooser_, 1);
    auto* content = new QWidget(this);
    content->setMinimumWidth(kMinimumWidth);
    auto* layout = new QVBoxLayout(content);
    layout->addLayout(chooserRow);
    layout->addWidget(page_, 1);
    layout->addWidget(examplePanel_);
    setWidget(content);
}

RulesBrowser::~RulesBrowser() = default;

void RulesBrowser::showEvent(QShowEvent* event) {
    const QSize room = screen()->availableGeometry().size();
    widget()->setMinimumWidth(std::min(kMinimumWidth, room.width() * 2 / 5));
    // A short screen (1400 × 900 at scale 2) keeps room for the page above the example.
    exampleView_->setFixedHeight(std::min(kExampleBoardHeight, room.height() / 5));
    QDockWidget::showEvent(event);
}

QString RulesBrowser::pagePath(GameId game, Language language) {
    return QStringLiteral(":/rules/%1.%2.html")
        .arg(QString::fromUtf8(familyString(game.family())), languageCode(language));
}

QString RulesBrowser::pageSource(GameId game, Language language) {
    QFile file(pagePath(game, language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

GameFamily RulesBrowser::familyAt(int i) const {
    return static_cast<GameFamily>(chooser_->itemData(i).toInt());
}

void RulesBrowser::setGame(GameId game) {
    if (game == game_)
        return;
    game_ = game;
    chooser_->setCurrentIndex(chooser_->findData(static_cast<int>(game.family())));
    pause_->stop();
    examplePanel_->hide();
    shown_ = -1;
    loadPage(false);
}

void RulesBrowser::showExample(int i) {
    if (i < 0 || i >= static_cast<int>(examples_.size()))
        return;
    shown_ = i;
    const ShowMeExample& example = examples_[static_cast<std::size_t>(i)];
    exampleSession_->startFrom(example.game, example.start);
    caption_->setText(ShowMe::caption(example));
    examplePanel_->show();
    pause_->start();
}

void RulesBrowser::playShownExample() {
    if (shown_ < 0)
        return;
    const ShowMeExample& example = examples_[static_cast<std::size_t>(shown_)];
    [[maybe_unused]] const IllegalReason why = exampleSession_->play(example.move);
    Q_ASSERT(why == IllegalReason::None);
}

void RulesBrowser::onLinkClicked(const QUrl& url) {
    if (url.scheme() == kExampleScheme)
        showExample(url.path().toInt());
}

QImage RulesBrowser::startPicture() const {
    GameSession session(game_);
    BoardModel model(&session);
    BoardView view(&model);
    view.setThemeChoice(exampleView_->themeChoice());
    view.resize(pictureSize(game_));
    return view.grab().toImage();
}

void RulesBrowser::loadPage(bool keepScroll) {
    examples_ = ShowMe::examples(game_);
    const Language language = Translations::current();
    QString html = pageSource(game_, language);
    if (html.isEmpty()) {
        page_->setHtml(QStringLiteral("<p%1><b>%2</b></p>")
                           .arg(directionAttribute(), tr("The rules of %1 are missing from this copy of the app (%2).")
                                                          .arg(Wording::gameName(game_), pagePath(game_, language))
                                                          .toHtmlEscaped()));
        return;
    }

    page_->picture = startPicture();
    page_->pictureUrl = QUrl(QStringLiteral("%1:start-position/%2.%3")
                                 .arg(kPictureScheme, QString::fromUtf8(gameIdString(game_)), languageCode(language)));
    const QSize size = pictureSize(game_);
    html.replace(kStartMarker, QStringLiteral("<p id=\"start-position\" align=\"center\"><img src=\"%1\" width=\"%2\" "
                                              "height=\"%3\"><br><i>%4</i></p>")
                                   .arg(page_->pictureUrl.toString())
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(tr("The board at the start of the game").toHtmlEscaped()));

    for (std::size_t i = 0; i < examples_.size(); ++i) {
        const ShowMeExample& example = examples_[i];
        insertIntoSection(html, example.section,
                          QStringLiteral("<p%1><a href=\"%2:%3\"><b>%4</b></a> %5</p>")
                              .arg(directionAttribute(), kExampleScheme)
                              .arg(i)
                              .arg(tr("Show me:").toHtmlEscaped(), ShowMe::caption(example).toHtmlEscaped()));
    }

    // The ids of the headings served to place the examples; shown, an id
    // would cut the heading's first letter off the rest of the word (an
    // anchor is a format of its own, and Urdu letters join across it).
    static const QRegularExpression headingId(QStringLiteral("<h2 id=\"[^\"]*\""));
    html.replace(headingId, QStringLiteral("<h2"));
    // Qt draws a list's bullet one space from its text and a third of a
    // line high: Nastaliq's lines are so tall that the bullet all but touches
    // the words. Right to left, a no-break space gives it its room.
    if (language == Language::Urdu)
        html.replace(QStringLiteral("<li>"), QStringLiteral("<li>&nbsp;"));

    QScrollBar* bar = page_->verticalScrollBar();
    const double place = keepScroll && bar->maximum() > 0 ? double(bar->value()) / bar->maximum() : 0.0;
    page_->setHtml(html);
    bar->setValue(static_cast<int>(place * bar->maximum()));
}

void RulesBrowser::retranslate() {
    setWindowTitle(tr("Rules"));
    page_->setAccessibleName(windowTitle());
    showRules_->setText(tr("&Rules"));
    showRules_->setStatusTip(tr("Show the rules of the game being played"));
    chooserLabel_->setText(tr("&Game:"));
    for (int i = 0; i < chooser_->count(); ++i)
        chooser_->setItemText(i, Wording::gameName(familyDefault(familyAt(i))));
    chooser_->setCurrentIndex(chooser_->findData(static_cast<int>(game_.family())));
    replay_->setText(tr("Play &Again"));
    closeExample_->setText(tr("&Close"));
    examplePanel_->setAccessibleName(tr("Example", "the panel that plays an example of a rule"));
    if (shown_ >= 0)
        caption_->setText(ShowMe::caption(examples_[static_cast<std::size_t>(shown_)]));
    loadPage(true);
}

void RulesBrowser::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace mancala::ui
