<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>The Ombre table is under construction: the rules engine and ombre-cli are ready.</source>
        <translation>The Ombre table is under construction: the rules engine and ombre-cli are ready.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Ombre</source>
        <translation>&amp;About Ombre</translation>
    </message>
    <message>
        <source>About Ombre</source>
        <translation>About Ombre</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ombre %1&lt;/h3&gt;&lt;p&gt;The Royal Game of Ombre, the three-handed Spanish card game of the 17th and 18th centuries.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ombre %1&lt;/h3&gt;&lt;p&gt;The Royal Game of Ombre, the three-handed Spanish card game of the 17th and 18th centuries.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The Royal Game of Ombre.</source>
        <translation>The Royal Game of Ombre.</translation>
    </message>
</context>
</TS>
