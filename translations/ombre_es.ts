<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>MainWindow</name>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>The Ombre table is under construction: the rules engine and ombre-cli are ready.</source>
        <translation>La mesa de Ombre está en construcción: el motor de reglas y ombre-cli ya están listos.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Ombre</source>
        <translation>&amp;Acerca de Ombre</translation>
    </message>
    <message>
        <source>About Ombre</source>
        <translation>Acerca de Ombre</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ombre %1&lt;/h3&gt;&lt;p&gt;The Royal Game of Ombre, the three-handed Spanish card game of the 17th and 18th centuries.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ombre %1&lt;/h3&gt;&lt;p&gt;El Real Juego del Hombre, el juego de naipes español para tres jugadores de los siglos XVII y XVIII.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The Royal Game of Ombre.</source>
        <translation>El Real Juego del Hombre.</translation>
    </message>
</context>
</TS>
