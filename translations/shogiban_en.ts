<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardTexts</name>
    <message numerus="yes">
        <source>Capture %n enemy men to win.</source>
        <translation>
            <numerusform>Capture %n enemy man to win.</numerusform>
            <numerusform>Capture %n enemy men to win.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FurigomaDialog</name>
    <message numerus="yes">
        <source>%n pawn(s) (歩)</source>
        <translation>
            <numerusform>%n pawn (歩)</numerusform>
            <numerusform>%n pawns (歩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokin(s) (と)</source>
        <translation>
            <numerusform>%n tokin (と)</numerusform>
            <numerusform>%n tokins (と)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::RestoreDialog</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
