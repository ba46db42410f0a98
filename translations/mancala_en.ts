<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>%n counter(s)</source>
        <translation>
            <numerusform>%n counter</numerusform>
            <numerusform>%n counters</numerusform>
        </translation>
    </message>
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
</context>
</TS>
