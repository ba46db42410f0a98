<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n seed</numerusform>
            <numerusform>%n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lap(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
            <numerusform>%n laps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tag name %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>The tag name %1 is longer than %n byte.</numerusform>
            <numerusform>The tag name %1 is longer than %n bytes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The value of the tag %1 is longer than %n bytes.</source>
        <translation>
            <numerusform>The value of the tag %1 is longer than %n byte.</numerusform>
            <numerusform>The value of the tag %1 is longer than %n bytes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n moves.</source>
        <translation>
            <numerusform>There is more than %n move.</numerusform>
            <numerusform>There are more than %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win within %n move(s)</source>
        <translation>
            <numerusform>%1 can force a win within %n move</numerusform>
            <numerusform>%1 can force a win within %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name or tag is longer than a record allows (%n bytes).</source>
        <translation>
            <numerusform>A name or tag is longer than a record allows (%n byte).</numerusform>
            <numerusform>A name or tag is longer than a record allows (%n bytes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game has more tags than a record allows (%n).</source>
        <translation>
            <numerusform>The game has more tags than a record allows (%n).</numerusform>
            <numerusform>The game has more tags than a record allows (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are more than %n tag pairs besides the ones every record has.</source>
        <translation>
            <numerusform>There is more than %n tag pair besides the ones every record has.</numerusform>
            <numerusform>There are more than %n tag pairs besides the ones every record has.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board went to %1</source>
        <translation>
            <numerusform>The %n seed left on the board went to %1</numerusform>
            <numerusform>The %n seeds left on the board went to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n seed(s) left on the board were split equally</source>
        <translation>
            <numerusform>The %n seed left on the board was split equally</numerusform>
            <numerusform>The %n seeds left on the board were split equally</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board has %n row(s), separated by /.</source>
        <translation>
            <numerusform>The board has %n row.</numerusform>
            <numerusform>The board has %n rows, separated by /.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each row has %n hole(s), separated by commas.</source>
        <translation>
            <numerusform>Each row has %n hole.</numerusform>
            <numerusform>Each row has %n holes, separated by commas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::CoresMenu</name>
    <message numerus="yes">
        <source>%n Core(s)</source>
        <comment>of the processor</comment>
        <translation>
            <numerusform>%n Core</numerusform>
            <numerusform>%n Cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileDialogs</name>
    <message numerus="yes">
        <source>The %n later move(s) of this game will be discarded.</source>
        <translation>
            <numerusform>The %n later move of this game will be discarded.</numerusform>
            <numerusform>The %n later moves of this game will be discarded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::FileListFormat</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <comment>file size</comment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::GameFiles</name>
    <message numerus="yes">
        <source>%1: %2 against %3, %n move(s).</source>
        <translation>
            <numerusform>%1: %2 against %3, %n move.</numerusform>
            <numerusform>%1: %2 against %3, %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::MistakePuzzles</name>
    <message numerus="yes">
        <source>%n puzzle(s) made of the blunders in this game: practise them in Game ▸ Puzzles</source>
        <translation>
            <numerusform>%n puzzle made of the blunders in this game: practise it in Game ▸ Puzzles</numerusform>
            <numerusform>%n puzzles made of the blunders in this game: practise them in Game ▸ Puzzles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mancala::ui::PuzzleDialog</name>
    <message numerus="yes">
        <source>more than %n move(s)</source>
        <translation>
            <numerusform>more than %n move</numerusform>
            <numerusform>more than %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the set are no puzzle and were skipped.</source>
        <translation>
            <numerusform>%n line of the set is no puzzle and was skipped.</numerusform>
            <numerusform>%n lines of the set are no puzzle and were skipped.</numerusform>
        </translation>
    </message>
</context>
</TS>
