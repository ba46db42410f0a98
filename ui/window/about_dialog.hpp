// Help ▸ About Mancala: the icon, the version, what the program is, its
// licence, where the rules of each game come from (the people who recorded
// them, Mancala World) and the credits (the Urdu font, Qt). Every text is
// worded again when the language changes while it is open.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;

namespace mancala::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QString sourcesText() const;
    QString creditsText() const;

    QLabel* icon_;
    QLabel* name_;
    QLabel* version_;
    QLabel* description_;
    QLabel* licenceTitle_;
    QLabel* licence_;
    QLabel* sourcesTitle_;
    QLabel* sources_;
    QLabel* creditsTitle_;
    QLabel* credits_;
    QDialogButtonBox* buttons_;
};

} // namespace mancala::ui
