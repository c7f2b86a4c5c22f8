<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisTexts</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mated in %n</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Mated in %n</numerusform>
            <numerusform>Mated in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Missed mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Missed mate in %n, starting with %1</numerusform>
            <numerusform>Missed mate in %n, starting with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Allows mate in %n, starting with %1</source>
        <comment>plies to mate</comment>
        <translation>
            <numerusform>Allows mate in %n, starting with %1</numerusform>
            <numerusform>Allows mate in %n, starting with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
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
    <name>ClockTexts</name>
    <message numerus="yes">
        <source>Byoyomi, %n period(s)</source>
        <translation>
            <numerusform>Byoyomi, %n period</numerusform>
            <numerusform>Byoyomi, %n periods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelTexts</name>
    <message numerus="yes">
        <source>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n games).</source>
        <translation>
            <numerusform>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n game).</numerusform>
            <numerusform>The whole engine, using all its time. At one second a move it won 20 games of 20 against GNU Shogi and scored %1% against Fairy-Stockfish, but only %2% against GPSShogi, a former world computer shogi champion (%n games).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordCodec</name>
    <message numerus="yes">
        <source>%n comment line(s) could not be read (their text is in another encoding than the rest of the file) and were left out: %1</source>
        <translation>
            <numerusform>%n comment line could not be read (its text is in another encoding than the rest of the file) and was left out: %1</numerusform>
            <numerusform>%n comment lines could not be read (their text is in another encoding than the rest of the file) and were left out: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::AnalysisDock</name>
    <message numerus="yes">
        <source>%1 on %n thread(s); scores for %2</source>
        <translation>
            <numerusform>%1 on %n thread; scores for %2</numerusform>
            <numerusform>%1 on %n threads; scores for %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::FindMateDialog</name>
    <message numerus="yes">
        <source>Mate in %n move(s) (both sides&apos; moves counted, as in tsume problems), found in %1.</source>
        <translation>
            <numerusform>Mate in %n move (both sides&apos; moves counted, as in tsume problems), found in %1.</numerusform>
            <numerusform>Mate in %n moves (both sides&apos; moves counted, as in tsume problems), found in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n move(s) found in %1. Looking for a shorter one… %2</source>
        <translation>
            <numerusform>Mate in %n move found in %1. Looking for a shorter one… %2</numerusform>
            <numerusform>Mate in %n moves found in %1. Looking for a shorter one… %2</numerusform>
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
    <name>shogiban::ui::LessonPage</name>
    <message numerus="yes">
        <source>%n move(s) so far.</source>
        <translation>
            <numerusform>%n move so far.</numerusform>
            <numerusform>%n moves so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done in %1 moves. It can be done in %n move(s): try again for all the stars.</source>
        <translation>
            <numerusform>Done in %1 moves. It can be done in %n move: try again for all the stars.</numerusform>
            <numerusform>Done in %1 moves. It can be done in %n moves: try again for all the stars.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It can be done in %n move(s).</source>
        <translation>
            <numerusform>It can be done in %n move.</numerusform>
            <numerusform>It can be done in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise: Tsume Problems, Mate in %n</source>
        <translation>
            <numerusform>&amp;Practise: Tsume Problems, Mate in %n</numerusform>
            <numerusform>&amp;Practise: Tsume Problems, Mate in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::MoveListModel</name>
    <message numerus="yes">
        <source>%n other move(s) in variations here</source>
        <translation>
            <numerusform>%n other move in variations here</numerusform>
            <numerusform>%n other moves in variations here</numerusform>
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
<context>
    <name>shogiban::ui::ReviewDialog</name>
    <message numerus="yes">
        <source>%n position(s): about %1.</source>
        <translation>
            <numerusform>%n position: about %1.</numerusform>
            <numerusform>%n positions: about %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shogiban::ui::TsumePage</name>
    <message numerus="yes">
        <source>Mate in %n</source>
        <translation>
            <numerusform>Mate in %n</numerusform>
            <numerusform>Mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n tries</source>
        <translation>
            <numerusform>Solved in %n try</numerusform>
            <numerusform>Solved in %n tries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: %n wrong tries</source>
        <translation>
            <numerusform>Not solved yet: %n wrong try</numerusform>
            <numerusform>Not solved yet: %n wrong tries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates too, but not in %n moves: the defender answers %2. Try again for the shortest mate.</source>
        <translation>
            <numerusform>%1 mates too, but not in %n move: the defender answers %2. Try again for the shortest mate.</numerusform>
            <numerusform>%1 mates too, but not in %n moves: the defender answers %2. Try again for the shortest mate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right. The defender answers %1: now mate in %n.</source>
        <translation>
            <numerusform>Right. The defender answers %1: now mate in %n.</numerusform>
            <numerusform>Right. The defender answers %1: now mate in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate! Solved after %n wrong tries.</source>
        <translation>
            <numerusform>Mate! Solved after %n wrong try.</numerusform>
            <numerusform>Mate! Solved after %n wrong tries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: problem %1 of %2</source>
        <translation>
            <numerusform>Mate in %n: problem %1 of %2</numerusform>
            <numerusform>Mate in %n: problem %1 of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mate in %n: a position from the game</source>
        <translation>
            <numerusform>Mate in %n: a position from the game</numerusform>
            <numerusform>Mate in %n: a position from the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</numerusform>
            <numerusform>Sente to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</source>
        <translation>
            <numerusform>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</numerusform>
            <numerusform>Gote to move mates in %n. Every move of yours must give check; the defender resists as long as possible.</numerusform>
        </translation>
    </message>
</context>
</TS>
