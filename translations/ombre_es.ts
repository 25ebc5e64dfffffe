<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Gallery</name>
    <message>
        <source>Unknown pack &quot;%1&quot;: use one of %2.</source>
        <translation>Baraja desconocida «%1»: use una de %2.</translation>
    </message>
    <message>
        <source>Card %1 of the %2 pack is missing.</source>
        <translation>Falta la carta %1 de la baraja %2.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>%1 pack: %2 faces at %3x%4 px in %5 ms</source>
        <translation>Baraja %1: %2 caras a %3x%4 px en %5 ms</translation>
    </message>
</context>
<context>
    <name>HintSentence</name>
    <message>
        <source>%1 is your only card that may be played.</source>
        <translation>%1 es la única carta que puede jugar.</translation>
    </message>
    <message>
        <source>Lead %1 to draw the last trump still out.</source>
        <translation>Salga con %1 para sacar el último triunfo que queda fuera.</translation>
    </message>
    <message>
        <source>Lead %1 to draw trumps: %2 are still out.</source>
        <translation>Salga con %1 para arrastrar los triunfos: aún quedan %2 fuera.</translation>
    </message>
    <message>
        <source>Lead a trump, %1: you hold more trumps than are still out.</source>
        <translation>Salga de triunfo, con %1: tiene más triunfos de los que quedan fuera.</translation>
    </message>
    <message>
        <source>Lead %1: it is the best card left in its suit.</source>
        <translation>Salga con %1: es la mejor carta que queda de su palo.</translation>
    </message>
    <message>
        <source>Lead %1, a small card of your longest suit, and keep your trumps.</source>
        <translation>Salga con %1, una carta baja de su palo más largo, y guarde sus triunfos.</translation>
    </message>
    <message>
        <source>Your partner is winning this trick: play low, %1.</source>
        <translation>Su compañero gana esta baza: juegue bajo, %1.</translation>
    </message>
    <message>
        <source>Win the trick with %1.</source>
        <translation>Gane la baza con %1.</translation>
    </message>
    <message>
        <source>You cannot win this trick: throw %1, the card you need least.</source>
        <translation>No puede ganar esta baza: eche %1, la carta que menos necesita.</translation>
    </message>
    <message>
        <source>Play %1 and say Gano: it should win, so your partner must let it pass.</source>
        <translation>Juegue %1 y diga «Gano»: debe ganar, y su compañero ha de dejarla pasar.</translation>
    </message>
    <message>
        <source>Discard %1: it cannot make a trick.</source>
        <translation>Descarte %1: no puede hacer baza.</translation>
    </message>
    <message>
        <source>Discard %1: they cannot make a trick.</source>
        <translation>Descarte %1: no pueden hacer baza.</translation>
    </message>
    <message>
        <source>Keep your hand: every card in it may make a trick.</source>
        <translation>Guarde su juego: cada carta puede hacer baza.</translation>
    </message>
    <message>
        <source>Yield the first choice: your hand is too weak to gain by the stock, and your partner may.</source>
        <translation>Ceda la primera elección: su juego es demasiado flojo para ganar con el monte, y su compañero puede.</translation>
    </message>
    <message>
        <source>Pass: the hand is too weak for a game.</source>
        <translation>Paso: el juego es demasiado flojo para entrar.</translation>
    </message>
    <message>
        <source>Say “%1”: by the rules of thumb the hand is worth it.</source>
        <translation>Diga «%1»: por las reglas prácticas el juego lo vale.</translation>
    </message>
    <message>
        <source>Name %1: of the suits tried, it makes the best game.</source>
        <translation>Nombre %1: de los palos probados, es el que da mejor juego.</translation>
    </message>
    <message>
        <source>Surrender: the game is lost, and you pay only the Puesta.</source>
        <translation>Ríndase: el juego está perdido, y solo paga la puesta.</translation>
    </message>
    <message>
        <source>Play on: the game can still be won.</source>
        <translation>Siga jugando: el juego aún puede ganarse.</translation>
    </message>
    <message>
        <source>Defend: the game can be won against the Ombre.</source>
        <translation>Defienda: el juego puede ganarse contra el Hombre.</translation>
    </message>
    <message>
        <source>Let the Surrender stand: the game could not be won.</source>
        <translation>Deje valer la rendición: el juego no podría ganarse.</translation>
    </message>
    <message>
        <source>Play for the Vole: it looks %1% sure.</source>
        <translation>Juegue a la bola: parece segura en un %1%.</translation>
    </message>
    <message>
        <source>Stop and take the game: the Vole looks only %1% sure.</source>
        <translation>Pare y cobre el juego: la bola solo parece segura en un %1%.</translation>
    </message>
    <message>
        <source>Play %1: of your cards, it leaves you the best chances in this deal.</source>
        <translation>Juegue %1: de sus cartas, es la que le deja mejores posibilidades en esta mano.</translation>
    </message>
    <message>
        <source>Play %1 and keep %2: the Matador would win you nothing more here.</source>
        <translation>Juegue %1 y guarde %2: aquí el Matador no le ganaría nada más.</translation>
    </message>
    <message>
        <source>Pass: with this hand every game would more likely cost you fish than win them.</source>
        <translation>Paso: con esta mano, cualquier juego tiene más probabilidades de costarle tantos que de ganárselos.</translation>
    </message>
    <message>
        <source>Say “%1”: of the games open to you, it is the one this hand plays best.</source>
        <translation>Diga «%1»: de los juegos a su alcance, es el que mejor juega esta mano.</translation>
    </message>
    <message>
        <source>Lead %1 and keep your higher cards for the tricks to come.</source>
        <translation>Salga con %1 y guarde sus cartas más altas para las bazas que vienen.</translation>
    </message>
    <message>
        <source>Lead %1, through the Ombre’s hand: keep your best cards to beat his.</source>
        <translation>Salga con %1, a través de la mano del Hombre: guarde sus mejores cartas para vencer las suyas.</translation>
    </message>
    <message>
        <source>Take the trick from your partner with %1: you want the lead.</source>
        <translation>Quítele la baza a su compañero con %1: a usted le conviene la salida.</translation>
    </message>
    <message>
        <source>Let this trick go with %1: your better cards will win more later.</source>
        <translation>Deje pasar esta baza con %1: sus mejores cartas ganarán más después.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>The language setting &quot;%1&quot; is not known; the game follows the system&apos;s language.</source>
        <translation>El ajuste de idioma «%1» no se conoce; el juego sigue el idioma del sistema.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
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
        <source>&amp;Off</source>
        <translation>&amp;Desactivadas</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápidas</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normales</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lentas</translation>
    </message>
    <message>
        <source>Welcome to the Ombre table.</source>
        <translation>Bienvenido a la mesa del Hombre.</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Ne&amp;xt Deal</source>
        <translation>Mano si&amp;guiente</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Contrarios</translation>
    </message>
    <message>
        <source>Card &amp;Pack</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation>&amp;Dorso de las cartas</translation>
    </message>
    <message>
        <source>Show the Game &amp;Log</source>
        <translation>Mostrar el registro de la &amp;partida</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Rule settings</source>
        <translation>Ajustes de las reglas</translation>
    </message>
    <message>
        <source>The new rules apply from the next session (Game &gt; New Session).</source>
        <translation>Las nuevas reglas se aplican desde la próxima sesión (Juego &gt; Nueva sesión).</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;New Session…</source>
        <translation>&amp;Nueva sesión…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The game is already open here.</source>
        <translation>El juego ya está abierto aquí.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>The animation speed in the settings (%1) is not one of the Animations menu&apos;s; the normal speed is used.</source>
        <translation>La velocidad de las animaciones guardada en la configuración (%1) no es ninguna de las del menú Animaciones; se usa la normal.</translation>
    </message>
    <message>
        <source>Abandon your session of Ombre and start a new one?</source>
        <translation>¿Abandonar su sesión de Hombre y empezar otra?</translation>
    </message>
    <message>
        <source>Abandon your session of Piquet and start a new one?</source>
        <translation>¿Abandonar su sesión de Cientos y empezar otra?</translation>
    </message>
    <message>
        <source>The session will be kept in a file beside the save. You may settle up first from the Game menu.</source>
        <translation>La sesión se guardará en un archivo junto a la partida guardada. Antes puede saldar cuentas desde el menú Juego.</translation>
    </message>
    <message>
        <source>The session will be kept in a file beside the save.</source>
        <translation>La sesión se guardará en un archivo junto a la partida guardada.</translation>
    </message>
    <message>
        <source>The session replaced was kept as %1.</source>
        <translation>La sesión reemplazada se ha guardado como %1.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Your history in charts: fish, games, reviews, Piquet</source>
        <translation>Su historial en gráficos: tantos, juegos, revisiones, Cientos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Play &amp;Forced Cards</source>
        <translation>Jugar las cartas &amp;forzadas</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it is played for you after a short pause</source>
        <translation>Cuando solo puede jugar una de sus cartas, se juega por usted tras una breve pausa</translation>
    </message>
</context>
<context>
    <name>NamePlate</name>
    <message numerus="yes">
        <source>%Ln fish</source>
        <translation>
            <numerusform>%Ln tanto</numerusform>
            <numerusform>%Ln tantos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PiquetTerms</name>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Knave</source>
        <translation>Sota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Sotas</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Reyes</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>a Ruff of %1 in %2</source>
        <translation>un Punto de %1 en %2</translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation>Tercera</translation>
    </message>
    <message>
        <source>Quart</source>
        <translation>Cuarta</translation>
    </message>
    <message>
        <source>Quint</source>
        <translation>Quinta</translation>
    </message>
    <message>
        <source>Sixiesme</source>
        <translation>Sexta</translation>
    </message>
    <message>
        <source>Septiesme</source>
        <translation>Séptima</translation>
    </message>
    <message>
        <source>Huictiesme</source>
        <translation>Octava</translation>
    </message>
    <message>
        <source>Neufiesme</source>
        <translation>Novena</translation>
    </message>
    <message>
        <source>a %1 Major in %2</source>
        <translation>una %1 mayor en %2</translation>
    </message>
    <message>
        <source>a %1 to the %2 in %3</source>
        <translation>una %1 de %2 en %3</translation>
    </message>
    <message>
        <source>a Quatorze of %1</source>
        <translation>un Catorce de %1</translation>
    </message>
    <message>
        <source>three %1</source>
        <translation>tres %1</translation>
    </message>
    <message>
        <source>The Ruff</source>
        <translation>El Punto</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Secuencias</translation>
    </message>
    <message>
        <source>Ternaries</source>
        <translation>Ternas</translation>
    </message>
    <message>
        <source>a Blank</source>
        <translation>una Blanca</translation>
    </message>
    <message>
        <source>Repicy</source>
        <translation>Repique</translation>
    </message>
    <message>
        <source>Picy</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>leading %1</source>
        <translation>salir con %1</translation>
    </message>
    <message>
        <source>winning with %1</source>
        <translation>ganar con %1</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>la última baza</translation>
    </message>
    <message>
        <source>the Cards</source>
        <translation>las Cartas</translation>
    </message>
    <message>
        <source>Capet</source>
        <translation>Capote</translation>
    </message>
    <message numerus="yes">
        <source>announce that you will lay out %n card(s)</source>
        <translation>
            <numerusform>anuncie que descartará %n carta</numerusform>
            <numerusform>anuncie que descartará %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>lay out %1</source>
        <translation>descarte %1</translation>
    </message>
    <message>
        <source>name %1 to see the rest of the stock</source>
        <translation>nombre %1 para ver el resto del monte</translation>
    </message>
    <message>
        <source>leave the rest of the stock unseen</source>
        <translation>deje sin ver el resto del monte</translation>
    </message>
    <message>
        <source>appoint %1</source>
        <translation>señale %1</translation>
    </message>
    <message>
        <source>show nothing of this kind</source>
        <translation>no muestre nada de esta clase</translation>
    </message>
    <message>
        <source>show %1</source>
        <translation>muestre %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>juegue %1</translation>
    </message>
</context>
<context>
    <name>PoolDish</name>
    <message>
        <source>Pool %1 · reserved %2</source>
        <translation>Plato %1 · reservado %2</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Plato %1</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>&amp;Rules of Ombre</source>
        <translation>&amp;Reglas del Hombre</translation>
    </message>
    <message>
        <source>Open the rules of Ombre, with a glossary of every term</source>
        <translation>Abre las reglas del Hombre, con un glosario de todos los términos</translation>
    </message>
</context>
<context>
    <name>RulesStore</name>
    <message>
        <source>%1 = &quot;%2&quot;</source>
        <translation>%1 = &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Some of the saved rule settings could not be read, so their defaults are used: %1. The other settings are kept.</source>
        <translation>No se pudieron leer algunos de los ajustes de reglas guardados, así que se usan sus valores por defecto: %1. Los demás ajustes se conservan.</translation>
    </message>
    <message>
        <source>Gibbs 1878 (Spanish game)</source>
        <translation>Gibbs 1878 (juego español)</translation>
    </message>
    <message>
        <source>The Royal Game, 1665 (English Renegado)</source>
        <translation>The Royal Game, 1665 (Renegado inglés)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Custom (from %1)</source>
        <translation>Personalizado (a partir de %1)</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Knave</source>
        <translation>Sota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Plays any legal card: for learning the moves.</source>
        <translation>Juega cualquier carta válida: para aprender las jugadas.</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Plays by Gibbs&apos;s rules of thumb: draws trumps, keeps Kings.</source>
        <translation>Juega según las reglas prácticas de Gibbs: arrastra los triunfos, guarda los Reyes.</translation>
    </message>
    <message>
        <source>Sharp player</source>
        <translation>Jugador avezado</translation>
    </message>
    <message>
        <source>Reads the cards played and looks a few deals ahead; bids by rule.</source>
        <translation>Lee las cartas jugadas y prevé unas cuantas manos posibles; puja según reglas.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Weighs every card over many possible deals, bids by simulation.</source>
        <translation>Sopesa cada carta en muchos repartos posibles y puja por simulación.</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Espadas</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>Bastos</source>
        <translation>Bastos</translation>
    </message>
    <message>
        <source>Copas</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Oros</source>
        <translation>Oros</translation>
    </message>
    <message>
        <source>Spadille</source>
        <translation>Espadilla</translation>
    </message>
    <message>
        <source>Basto</source>
        <translation>Basto</translation>
    </message>
    <message>
        <source>Manille</source>
        <translation>Malilla</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>I play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Favor</source>
        <translation>Favor</translation>
    </message>
    <message>
        <source>Voltereta</source>
        <translation>Voltereta</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Solo in Favor</source>
        <translation>Solo en favor</translation>
    </message>
    <message>
        <source>Solo Vole</source>
        <translation>Solo bola</translation>
    </message>
    <message>
        <source>Simple Game</source>
        <translation>Juego sencillo</translation>
    </message>
    <message>
        <source>the dealer&apos;s five</source>
        <translation>los cinco del que da</translation>
    </message>
    <message>
        <source>the pool</source>
        <translation>el plato</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>el juego</translation>
    </message>
    <message>
        <source>Primeras</source>
        <translation>Primeras</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Estuches</translation>
    </message>
    <message>
        <source>the Vole</source>
        <translation>la bola</translation>
    </message>
    <message>
        <source>Puesta</source>
        <translation>Puesta</translation>
    </message>
    <message>
        <source>Codille</source>
        <translation>Codillo</translation>
    </message>
    <message>
        <source>the Defence</source>
        <translation>la defensa</translation>
    </message>
    <message>
        <source>a Pretintaille</source>
        <translation>una pretintalla</translation>
    </message>
    <message>
        <source>the stake for the Game</source>
        <translation>la apuesta por el juego</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>por pasar</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>por ser mano</translation>
    </message>
    <message>
        <source>taking in</source>
        <translation>el robo</translation>
    </message>
    <message>
        <source>the Matadors</source>
        <translation>los matadores</translation>
    </message>
    <message>
        <source>a forfeiture</source>
        <translation>una multa</translation>
    </message>
    <message>
        <source>It is not your turn to play</source>
        <translation>No es su turno de jugar</translation>
    </message>
    <message>
        <source>You must follow %1</source>
        <translation>Ha de asistir a %1</translation>
    </message>
    <message>
        <source>%1 led forces %2: you must play it</source>
        <translation>Se ha salido con %1: está obligado a jugar %2</translation>
    </message>
    <message>
        <source>You must follow trumps (%1)</source>
        <translation>Ha de jugar triunfo (%1)</translation>
    </message>
    <message>
        <source>Basto need not follow: only Spadille or Manille led forces it</source>
        <translation>El Basto no está obligado: sólo lo obliga una salida de Espadilla o Malilla</translation>
    </message>
    <message>
        <source>Manille need not follow: only Spadille led forces it</source>
        <translation>La Malilla no está obligada: sólo la obliga una salida de Espadilla</translation>
    </message>
    <message>
        <source>Spadille need not follow: nothing forces it</source>
        <translation>La Espadilla no está obligada: nada puede obligarla</translation>
    </message>
    <message>
        <source>All passed: the pool stays</source>
        <translation>Todos han pasado: el plato se queda</translation>
    </message>
    <message>
        <source>You surrender: Puesta</source>
        <translation>Usted se rinde: puesta</translation>
    </message>
    <message>
        <source>%1 surrenders: Puesta</source>
        <translation>%1 se rinde: puesta</translation>
    </message>
    <message>
        <source>Vole! You win every trick</source>
        <translation>¡Bola! Usted gana todas las bazas</translation>
    </message>
    <message>
        <source>Vole! %1 wins every trick</source>
        <translation>¡Bola! %1 gana todas las bazas</translation>
    </message>
    <message>
        <source>Sacada: you win</source>
        <translation>Sacada: usted gana</translation>
    </message>
    <message>
        <source>Sacada: %1 wins</source>
        <translation>Sacada: %1 gana</translation>
    </message>
    <message>
        <source>Puesta: you are bested</source>
        <translation>Puesta: usted pierde</translation>
    </message>
    <message>
        <source>Puesta: %1 is bested</source>
        <translation>Puesta: %1 pierde</translation>
    </message>
    <message>
        <source>Codille to you</source>
        <translation>Codillo: usted lo da</translation>
    </message>
    <message>
        <source>Codille to %1</source>
        <translation>Codillo: %1 lo da</translation>
    </message>
    <message>
        <source>You defend and win</source>
        <translation>Usted defiende y gana</translation>
    </message>
    <message>
        <source>%1 defends and wins</source>
        <translation>%1 defiende y gana</translation>
    </message>
    <message>
        <source>You defend and are bested: Twins</source>
        <translation>Usted defiende y pierde: puestas gemelas</translation>
    </message>
    <message>
        <source>%1 defends and is bested: Twins</source>
        <translation>%1 defiende y pierde: puestas gemelas</translation>
    </message>
    <message>
        <source>You defend: Codille to %1</source>
        <translation>Usted defiende: %1 le da codillo</translation>
    </message>
    <message>
        <source>%1 defends: Codille to you</source>
        <translation>%1 defiende: usted le da codillo</translation>
    </message>
    <message>
        <source>%1 defends: Codille to %2</source>
        <translation>%1 defiende: %2 le da codillo</translation>
    </message>
    <message>
        <source>%1 (the Vole barred)</source>
        <translation>%1 (bola cortada)</translation>
    </message>
    <message>
        <source>Plays by rules of thumb: keeps the point and sequences, wins the last trick.</source>
        <translation>Juega por reglas de experiencia: guarda el punto y las secuencias, gana la última baza.</translation>
    </message>
    <message>
        <source>Reads the cards played and looks a few deals ahead; exchanges by rule.</source>
        <translation>Lee las cartas jugadas y prevé algunos repartos; descarta por regla.</translation>
    </message>
    <message>
        <source>Weighs every card over many possible deals, exchanges by simulation.</source>
        <translation>Pesa cada carta en muchos repartos posibles; descarta por simulación.</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>It is not your turn to do that</source>
        <translation>No le toca a usted hacer eso</translation>
    </message>
    <message>
        <source>Only the Ombre&apos;s right-hand adversary may yield the first choice, before either has taken in</source>
        <translation>Solo el contrario a la derecha del hombre puede ceder la primera elección, antes de que ninguno haya robado</translation>
    </message>
    <message>
        <source>All have passed: you may only declare Gascarille or pass (p. 50)</source>
        <translation>Todos han pasado: solo puede declarar Gascarilla o pasar (p. 50)</translation>
    </message>
    <message>
        <source>You cannot call %1 now</source>
        <translation>Ahora no puede declarar %1</translation>
    </message>
    <message>
        <source>That card is not in your hand</source>
        <translation>Esa carta no está en su mano</translation>
    </message>
    <message>
        <source>In a Voltereta you must discard at least one card, to take in the turned card</source>
        <translation>En una Voltereta ha de descartar al menos una carta, para tomar la carta vuelta</translation>
    </message>
    <message numerus="yes">
        <source>You must discard at least %n card(s)</source>
        <translation>
            <numerusform>Ha de descartar al menos %n carta</numerusform>
            <numerusform>Ha de descartar al menos %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may take at most %n: in a Solo the first to take leaves five for his friend</source>
        <translation>
            <numerusform>Puede tomar a lo más %n: en un solo, el primero que toma ha de dejar cinco para su compañero</numerusform>
            <numerusform>Puede tomar a lo más %n: en un solo, el primero que toma ha de dejar cinco para su compañero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most %n card(s)</source>
        <translation>
            <numerusform>Puede robar a lo más %n carta</numerusform>
            <numerusform>Puede robar a lo más %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You may not say Gano now (p. 51)</source>
        <translation>Ahora no puede decir Gano (p. 51)</translation>
    </message>
    <message>
        <source>Your friend said Gano with %1: you must let it pass</source>
        <translation>Su compañero dijo Gano con %1: ha de dejarla pasar</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Swords</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>the Spanish pack&apos;s Bastos</comment>
        <translation>Bastos</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Oros</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation>Belinda</translation>
    </message>
    <message>
        <source>The Baron</source>
        <translation>El Barón</translation>
    </message>
    <message>
        <source>Sir Plume</source>
        <translation>Sir Plume</translation>
    </message>
    <message>
        <source>Spadille</source>
        <comment>named in a sentence</comment>
        <translation>la Espadilla</translation>
    </message>
    <message>
        <source>Basto</source>
        <comment>named in a sentence</comment>
        <translation>el Basto</translation>
    </message>
    <message>
        <source>Manille</source>
        <comment>named in a sentence</comment>
        <translation>la Malilla</translation>
    </message>
    <message>
        <source>Punto</source>
        <comment>named in a sentence</comment>
        <translation>el Punto</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Ace</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Two</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Three</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Four</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Five</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Six</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Seven</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Knave</comment>
        <translation>la %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Queen</comment>
        <translation>la %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>King</comment>
        <translation>el %1 de %2</translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Knight</comment>
        <translation>el %1 de %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The Royal Game of Ombre.</source>
        <translation>El Real Juego del Hombre.</translation>
    </message>
    <message>
        <source>Render every card of a pack to one sheet and exit.</source>
        <translation>Dibuja todas las cartas de una baraja en una sola hoja y sale.</translation>
    </message>
    <message>
        <source>Time rendering every card at table size and exit.</source>
        <translation>Mide el tiempo de dibujar todas las cartas al tamaño de la mesa y sale.</translation>
    </message>
    <message>
        <source>Play to your first card, save the window and exit.</source>
        <translation>Juega hasta su primera carta, guarda la ventana y sale.</translation>
    </message>
    <message>
        <source>The session&apos;s seed.</source>
        <translation>La semilla de la sesión.</translation>
    </message>
    <message>
        <source>The window size for --screenshot.</source>
        <translation>El tamaño de la ventana para --screenshot.</translation>
    </message>
    <message>
        <source>The moment for --screenshot: %1, or N for your Nth decision.</source>
        <translation>El momento para --screenshot: %1, o N para su N-ésima decisión.</translation>
    </message>
    <message>
        <source>A deal record to replay on the table.</source>
        <translation>Un registro de mano para reproducir en la mesa.</translation>
    </message>
    <message>
        <source>The game for --screenshot: ombre or piquet (moments %1).</source>
        <translation>El juego para --screenshot: ombre o piquet (momentos %1).</translation>
    </message>
    <message>
        <source>The players at the table for --screenshot: 3, 4 (the dealer sitting out as the Alcalde) or 2.</source>
        <translation>Los jugadores de la mesa para --screenshot: 3, 4 (quien da no juega y es el Alcalde) o 2.</translation>
    </message>
    <message>
        <source>The language of this run (en or es), leaving the setting.</source>
        <translation>El idioma de esta ejecución (en o es), sin cambiar el ajuste.</translation>
    </message>
    <message>
        <source>For --screenshot: change to this language (en or es) at the moment.</source>
        <translation>Para --screenshot: cambiar a este idioma (en o es) en el momento elegido.</translation>
    </message>
    <message>
        <source>The pack for --card-gallery and --screenshot: spanish or english.</source>
        <translation>La baraja para --card-gallery y --screenshot: spanish (española) o english (inglesa).</translation>
    </message>
</context>
<context>
    <name>ombre::piquet::Session</name>
    <message>
        <source>There is no deal in progress.</source>
        <translation>No hay ninguna mano en curso.</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>no es un objeto JSON: %1</translation>
    </message>
    <message>
        <source>format: expected %1</source>
        <translation>format: se esperaba %1</translation>
    </message>
    <message>
        <source>seed: not a number</source>
        <translation>seed: no es un número</translation>
    </message>
    <message>
        <source>deal_number: expected a positive integer</source>
        <translation>deal_number: se esperaba un entero positivo</translation>
    </message>
    <message>
        <source>sets: expected two counts</source>
        <translation>sets: se esperaban dos cuentas</translation>
    </message>
    <message>
        <source>record: %1</source>
        <translation>record: %1</translation>
    </message>
    <message>
        <source>sheet: expected the points of each deal</source>
        <translation>sheet: se esperaban los puntos de cada mano</translation>
    </message>
    <message>
        <source>sheet: the finished deal is missing</source>
        <translation>sheet: falta la mano terminada</translation>
    </message>
    <message>
        <source>sheet: the totals do not match the score of the deal</source>
        <translation>sheet: los totales no cuadran con la cuenta de la mano</translation>
    </message>
</context>
<context>
    <name>ombre::ui::AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Ombre %1&lt;/h2&gt;&lt;p&gt;The Royal Game of Ombre (&lt;i&gt;el Juego del Hombre&lt;/i&gt;), the three-handed Spanish card game that swept the courts and coffee-houses of Europe in the 17th and 18th centuries: nine cards each from a forty-card pack, one player, the Ombre, names trumps and plays alone against the other two. The rules follow Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt; (1878), with Matadors, Codille and Remise, and every deal can be recorded and replayed exactly.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ombre %1&lt;/h2&gt;&lt;p&gt;El Real Juego del Hombre (en inglés, &lt;i&gt;Ombre&lt;/i&gt;), el juego de naipes español para tres jugadores que conquistó las cortes y los cafés de Europa en los siglos XVII y XVIII: nueve cartas para cada uno de una baraja de cuarenta; un jugador, el Hombre, nombra el triunfo y juega solo contra los otros dos. Las reglas siguen a Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt; (1878), con matadores, codillo y puesta, y cada mano puede grabarse y reproducirse con exactitud.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Ombre is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Ombre is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.&lt;/p&gt;&lt;p&gt;The card artwork is licensed under the Creative Commons Attribution-ShareAlike 4.0 International licence (&lt;a href=&quot;https://creativecommons.org/licenses/by-sa/4.0/&quot;&gt;CC BY-SA 4.0&lt;/a&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ombre es software libre: puede redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU publicada por la Free Software Foundation, ya sea la versión 3 de la Licencia o (a su elección) cualquier versión posterior (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Ombre se distribuye con la esperanza de que sea útil, pero SIN NINGUNA GARANTÍA; ni siquiera la garantía implícita de COMERCIABILIDAD o IDONEIDAD PARA UN PROPÓSITO PARTICULAR. Consulte la Licencia Pública General de GNU para más detalles.&lt;/p&gt;&lt;p&gt;Las ilustraciones de las cartas se distribuyen bajo la licencia Creative Commons Atribución-CompartirIgual 4.0 Internacional (&lt;a href=&quot;https://creativecommons.org/licenses/by-sa/4.0/&quot;&gt;CC BY-SA 4.0&lt;/a&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules and the terms of the game come from the period sources:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;William Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt;, 1878&lt;/li&gt;&lt;li&gt;&lt;i&gt;The Royal Game of Ombre&lt;/i&gt;, London, 1665&lt;/li&gt;&lt;li&gt;John Cotgrave, &lt;i&gt;Wits Interpreter&lt;/i&gt;, 1662&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Built with &lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 (running on Qt %2), used under the GNU Lesser General Public License, version 3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las reglas y los términos del juego proceden de las fuentes de la época:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;William Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt;, 1878&lt;/li&gt;&lt;li&gt;&lt;i&gt;The Royal Game of Ombre&lt;/i&gt;, Londres, 1665&lt;/li&gt;&lt;li&gt;John Cotgrave, &lt;i&gt;Wits Interpreter&lt;/i&gt;, 1662&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Hecho con &lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 (funcionando sobre Qt %2), usado bajo la Licencia Pública General Reducida de GNU, versión 3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ombre</source>
        <translation>Acerca de Ombre</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licencia</translation>
    </message>
    <message>
        <source>&amp;Credits</source>
        <translation>&amp;Créditos</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>ombre::ui::AuctionPanel</name>
    <message>
        <source>Pass: you are out of the auction</source>
        <translation>Paso: queda fuera de la subasta</translation>
    </message>
    <message>
        <source>The Simple Game: you name trumps, discard and draw</source>
        <translation>Juego sencillo: nombra el triunfo, se descarta y roba</translation>
    </message>
    <message>
        <source>Favor: the Simple Game in the favour suit, paid double</source>
        <translation>Favor: el juego sencillo en el palo de favor, pagado doble</translation>
    </message>
    <message>
        <source>Voltereta: the top card of the stock is turned up and its suit is trumps; you must take it in</source>
        <translation>Voltereta: se vuelve la carta de encima del monte y su palo es el triunfo; ha de tomarla</translation>
    </message>
    <message>
        <source>Solo: you name trumps and play without discarding</source>
        <translation>Solo: nombra el triunfo y juega sin descartarse</translation>
    </message>
    <message>
        <source>Solo in the favour suit, paid double</source>
        <translation>Solo en el palo de favor, pagado doble</translation>
    </message>
    <message>
        <source>Solo Vole: a Solo in which you undertake to win every trick</source>
        <translation>Solo bola: un solo en el que se compromete a ganar todas las bazas</translation>
    </message>
    <message>
        <source>Your call</source>
        <translation>Su puja</translation>
    </message>
    <message>
        <source>Name trumps</source>
        <translation>Nombre el triunfo</translation>
    </message>
    <message>
        <source>You are Ombre in a %1. Which suit shall be trumps?</source>
        <translation>Usted es el Hombre (%1). ¿Qué palo será el triunfo?</translation>
    </message>
</context>
<context>
    <name>ombre::ui::CardRenderer</name>
    <message>
        <source>Spanish pack (Oros, Copas, Espadas, Bastos)</source>
        <translation>Baraja española (Oros, Copas, Espadas, Bastos)</translation>
    </message>
    <message>
        <source>English pack (Hearts, Diamonds, Spades, Clubs)</source>
        <translation>Baraja inglesa (Corazones, Diamantes, Picas, Tréboles)</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Liso</translation>
    </message>
    <message>
        <source>Blue diaper</source>
        <translation>Rombos azules</translation>
    </message>
    <message>
        <source>Red stars</source>
        <translation>Estrellas rojas</translation>
    </message>
    <message>
        <source>Green tarocchi</source>
        <translation>Tarocchi verde</translation>
    </message>
</context>
<context>
    <name>ombre::ui::DealOverPanel</name>
    <message>
        <source>Deal %1 is over</source>
        <translation>La mano %1 ha terminado</translation>
    </message>
    <message numerus="yes">
        <source>You gained %Ln fish.</source>
        <translation>
            <numerusform>Ha ganado %Ln tanto.</numerusform>
            <numerusform>Ha ganado %Ln tantos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost %Ln fish.</source>
        <translation>
            <numerusform>Ha perdido %Ln tanto.</numerusform>
            <numerusform>Ha perdido %Ln tantos.</numerusform>
        </translation>
    </message>
    <message>
        <source>You neither gained nor lost.</source>
        <translation>No ha ganado ni perdido nada.</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>Mano &amp;siguiente</translation>
    </message>
    <message>
        <source>Deal again (Enter)</source>
        <translation>Dar otra mano (Intro)</translation>
    </message>
    <message>
        <source>The &amp;result</source>
        <translation>El &amp;resultado</translation>
    </message>
    <message>
        <source>The result of this deal, payment by payment</source>
        <translation>El resultado de esta mano, pago por pago</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>Saldar &amp;cuentas…</translation>
    </message>
    <message>
        <source>Who owes whom, at the stake per fish</source>
        <translation>Quién debe a quién, a la apuesta por tanto</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;visar</translation>
    </message>
    <message>
        <source>Review this deal: each of your decisions weighed again by the Master</source>
        <translation>Revisar esta mano: el Maestro vuelve a pesar cada una de sus decisiones</translation>
    </message>
</context>
<context>
    <name>ombre::ui::ExchangePanel</name>
    <message>
        <source>Your discard</source>
        <translation>Su descarte</translation>
    </message>
    <message>
        <source>Discard the marked cards and draw as many from the stock (Enter)</source>
        <translation>Descartar las cartas marcadas y robar otras tantas del monte (Intro)</translation>
    </message>
    <message>
        <source>Yield the first choice</source>
        <translation>Ceder la primera elección</translation>
    </message>
    <message>
        <source>Let your friend draw first (p. 25)</source>
        <translation>Dejar que su compañero robe primero (p. 25)</translation>
    </message>
    <message numerus="yes">
        <source>Click the cards to discard (or use the arrows and Space). You may change up to %n card(s).</source>
        <translation>
            <numerusform>Haga clic en las cartas que quiera descartar (o use las flechas y Espacio). Puede cambiar hasta %n carta.</numerusform>
            <numerusform>Haga clic en las cartas que quiera descartar (o use las flechas y Espacio). Puede cambiar hasta %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must change at least %n.</source>
        <translation>
            <numerusform>Ha de cambiar al menos %n.</numerusform>
            <numerusform>Ha de cambiar al menos %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>No cambiar</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>Descartar %n y robar</numerusform>
            <numerusform>Descartar %n y robar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your discard: %n card(s)</source>
        <translation>
            <numerusform>Su descarte: %n carta</numerusform>
            <numerusform>Su descarte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your discard: %1 to %2 cards</source>
        <translation>Su descarte: de %1 a %2 cartas</translation>
    </message>
    <message numerus="yes">
        <source>Your discard: up to %n card(s)</source>
        <translation>
            <numerusform>Su descarte: hasta %n carta</numerusform>
            <numerusform>Su descarte: hasta %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>ombre::ui::GuidedDeal</name>
    <message>
        <source>The payment</source>
        <translation>El pago</translation>
    </message>
    <message>
        <source>Everybody passed, so nobody plays: the cards are thrown in and the pool waits for the next deal, when the next dealer adds his five.</source>
        <translation>Todos han pasado, así que nadie juega: se recogen las cartas y el plato espera a la mano siguiente, en la que el nuevo que da pone sus cinco.</translation>
    </message>
    <message>
        <source>Sacada: you won more tricks than either adversary. You take the pool, and each adversary pays you the game and your extras; the counters fly to your pit.</source>
        <translation>Sacada: ha hecho más bazas que cada uno de los contrarios. Se lleva el plato, y cada contrario le paga el juego y sus extras; las fichas vuelan a su hueco.</translation>
    </message>
    <message>
        <source>Sacada: %1, the Ombre, won more tricks than either adversary. He takes the pool, and each adversary pays him the game and his extras.</source>
        <translation>Sacada: %1, el Hombre, ha hecho más bazas que cada uno de los contrarios. Se lleva el plato, y cada contrario le paga el juego y sus extras.</translation>
    </message>
    <message>
        <source>Puesta: the Ombre did not win more tricks than each adversary, but neither adversary won more than he did. He puts into the pool as much as it holds, and five more for each player.</source>
        <translation>Puesta: el Hombre no ha hecho más bazas que cada contrario, pero ningún contrario ha hecho más que él. Pone en el plato tanto como éste contiene y cinco tantos más por cada jugador.</translation>
    </message>
    <message>
        <source>Codille: %1 won more tricks than the Ombre. The Ombre pays him what a Puesta would have cost, and the pool stays for the next deal.</source>
        <translation>Codillo: %1 ha hecho más bazas que el Hombre. El Hombre le paga lo que le habría costado una puesta, y el plato se queda para la mano siguiente.</translation>
    </message>
    <message>
        <source>The Ombre surrendered: he pays the Puesta into the pool, or, if an adversary defended, the Defender is paid or pays as an Ombre would.</source>
        <translation>El Hombre se ha rendido: paga la puesta al plato o, si un contrario ha defendido, el defensor cobra o paga como lo haría un Hombre.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>La subasta</translation>
    </message>
    <message>
        <source>%1 now passes or names a higher game. Whoever names the highest game becomes the Ombre and plays alone against the other two.</source>
        <translation>Ahora %1 pasa o nombra un juego superior. Quien nombra el juego más alto es el Hombre y juega solo contra los otros dos.</translation>
    </message>
    <message>
        <source>%1 has named a game. Pass, or name a higher one: the highest game makes its bidder the Ombre, who plays alone against the other two.</source>
        <translation>%1 ha nombrado un juego. Pase, o nombre uno superior: quien nombra el juego más alto es el Hombre, y juega solo contra los otros dos.</translation>
    </message>
    <message>
        <source>Each player in turn passes or names a game. “I play” (the Simple Game) lets you name trumps and exchange cards with the stock; whoever names the highest game becomes the Ombre and plays alone against the other two.</source>
        <translation>Cada jugador, por turno, pasa o nombra un juego. «Juego» (el juego sencillo) le permite nombrar el triunfo y cambiar cartas con el monte; quien nombra el juego más alto es el Hombre y juega solo contra los otros dos.</translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation>Nombrar el triunfo</translation>
    </message>
    <message>
        <source>%1 is the Ombre and now names trumps.</source>
        <translation>%1 es el Hombre y ahora nombra el triunfo.</translation>
    </message>
    <message>
        <source>The discard</source>
        <translation>El descarte</translation>
    </message>
    <message>
        <source>Mark the cards you do not want, then confirm: you draw as many from the top of the stock. Keep your trumps and Kings, and throw away the small cards of the other suits.</source>
        <translation>Marque las cartas que no quiere y confirme: robará otras tantas de encima del monte. Guarde sus triunfos y sus Reyes, y deseche las cartas menores de los otros palos.</translation>
    </message>
    <message>
        <source>%1, the Ombre, discards first and draws as many cards from the stock.</source>
        <translation>%1, el Hombre, se descarta primero y roba otras tantas cartas del monte.</translation>
    </message>
    <message>
        <source>%1 discards and draws from what the Ombre left in the stock, hoping for trumps or Kings.</source>
        <translation>%1 se descarta y roba de lo que el Hombre dejó en el monte, en busca de triunfos o Reyes.</translation>
    </message>
    <message>
        <source>Now the adversaries draw from what the Ombre left. You may discard and draw, hoping for trumps or Kings to stop him, or yield the first choice to your partner.</source>
        <translation>Ahora los contrarios roban de lo que dejó el Hombre. Puede descartarse y robar, en busca de triunfos o Reyes para detenerlo, o ceder la primera elección a su compañero.</translation>
    </message>
    <message>
        <source>Now you may discard and draw from what is left of the stock, hoping for trumps or Kings to stop the Ombre.</source>
        <translation>Ahora puede descartarse y robar de lo que queda del monte, en busca de triunfos o Reyes para detener al Hombre.</translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation>El resto del monte</translation>
    </message>
    <message>
        <source>Cards are left in the stock. You may turn them up to see them, but then every player sees them too.</source>
        <translation>Quedan cartas en el monte. Puede volverlas para verlas, pero entonces las ven también todos los jugadores.</translation>
    </message>
    <message>
        <source>%1 may turn up the cards left in the stock, for every player to see.</source>
        <translation>%1 puede volver las cartas que quedan en el monte, para que las vean todos.</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>La rendición</translation>
    </message>
    <message>
        <source>Before each of the first four tricks the Ombre may give up: he pays the Puesta and the deal ends, unless an adversary forbids it and plays on in his place.</source>
        <translation>Antes de cada una de las cuatro primeras bazas el Hombre puede rendirse: paga la puesta y la mano termina, salvo que un contrario lo prohíba y siga jugando en su lugar.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>La defensa</translation>
    </message>
    <message>
        <source>The Ombre has surrendered. An adversary may forbid it and play the game out in his place as Defender, winning or losing as an Ombre would.</source>
        <translation>El Hombre se ha rendido. Un contrario puede prohibirlo y jugar la mano en su lugar como defensor, ganando o perdiendo como lo haría un Hombre.</translation>
    </message>
    <message>
        <source>The Vole</source>
        <translation>La bola</translation>
    </message>
    <message>
        <source>The Ombre has won the first five tricks. He may stop and take the game, or play on for the Vole: all nine tricks win a large extra, but a single lost trick costs it.</source>
        <translation>El Hombre ha ganado las cinco primeras bazas. Puede plantarse y cobrar el juego, o ir a la bola: las nueve bazas ganan un extra grande, pero una sola baza perdida se lo hace pagar.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>El juego de las bazas</translation>
    </message>
    <message>
        <source>%1 plays. To win, you need more tricks than either adversary: five, or four when they divide the other five.</source>
        <translation>%1 juega. Para ganar, usted necesita más bazas que cada contrario: cinco, o cuatro si ellos se reparten las otras cinco.</translation>
    </message>
    <message>
        <source>%1 plays. The Ombre needs more tricks than either adversary: together you must stop him.</source>
        <translation>%1 juega. El Hombre necesita más bazas que cada contrario: usted y su compañero han de detenerlo.</translation>
    </message>
    <message>
        <source>Your lead: play any card. The others must follow suit if they can; the highest trump wins the trick, or, without trumps, the highest card of the suit led.</source>
        <translation>Usted sale: juegue cualquier carta. Los demás han de asistir al palo si pueden; gana la baza el triunfo más alto o, sin triunfos, la carta más alta del palo que se salió.</translation>
    </message>
    <message>
        <source>A trump was led, so you must play a trump if you have one. But a matador (Spadille, Manille or Basto) need not be played unless a higher matador was led: that is the matadors’ privilege.</source>
        <translation>Se ha salido de triunfo, así que ha de jugar triunfo si lo tiene. Pero un matador (Espadilla, Malilla o Basto) no está obligado a salir salvo que se haya salido con un matador superior: es el privilegio de los matadores.</translation>
    </message>
    <message>
        <source>Follow suit if you can: the dimmed cards may not be played. If you cannot follow, you may trump or throw any card.</source>
        <translation>Asista al palo si puede: las cartas atenuadas no pueden jugarse. Si no puede asistir, puede triunfar o echar cualquier carta.</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
    <message>
        <source>Show every player’s cards (open cards)</source>
        <translation>Mostrar las cartas de todos los jugadores (cartas vistas)</translation>
    </message>
    <message>
        <source>Return to Your Game</source>
        <translation>Volver a su partida</translation>
    </message>
    <message>
        <source>Read the rules on this</source>
        <translation>Leer las reglas sobre esto</translation>
    </message>
    <message>
        <source>You are the Ombre: name trumps in the suit of your strongest cards. Spadille (the Ace of %1) and Basto (the Ace of %2) are always trumps, and the suit you name makes its Two (in %1 or %2) or its Seven (in %3 or %4) into Manille, the second trump.</source>
        <translation>Usted es el Hombre: nombre triunfo el palo de sus mejores cartas. Espadilla (el As de %1) y Basto (el As de %2) son siempre triunfos, y el palo que nombre convierte su Dos (en %1 o %2) o su Siete (en %3 o %4) en Malilla, el segundo triunfo.</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
</context>
<context>
    <name>ombre::ui::NewSessionDialog</name>
    <message>
        <source>New Session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Ombre (three players, Gibbs 1878)</source>
        <translation>Hombre (tres jugadores, Gibbs 1878)</translation>
    </message>
    <message>
        <source>Piquet (two players, Cotgrave 1662)</source>
        <translation>Cientos (dos jugadores, Cotgrave 1662)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Contrarios:</translation>
    </message>
    <message>
        <source>&quot;The Set is usually a hundred&quot; (Cotgrave)</source>
        <translation>«La partida suele ser a cien» (Cotgrave)</translation>
    </message>
    <message>
        <source>Piquet: the &amp;set:</source>
        <translation>Cientos: la &amp;partida a:</translation>
    </message>
    <message>
        <source>Paris: words may be recalled, every declaration counted at its best</source>
        <translation>París: la palabra puede retirarse, cada declaración cuenta lo más que vale</translation>
    </message>
    <message>
        <source>Provence and Languedoc: the first word stands</source>
        <translation>Provenza y Languedoc: la primera palabra vale</translation>
    </message>
    <message>
        <source>Piquet: the &amp;custom:</source>
        <translation>Cientos: la &amp;costumbre:</translation>
    </message>
    <message>
        <source>The Knave counts one in play</source>
        <translation>La Sota cuenta uno en el juego</translation>
    </message>
    <message>
        <source>Cotgrave counts it in one place and leaves it out in another.</source>
        <translation>Cotgrave la cuenta en un lugar y la omite en otro.</translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation>&amp;Empezar</translation>
    </message>
</context>
<context>
    <name>ombre::ui::OmbreHost</name>
    <message>
        <source>You have called %1.</source>
        <translation>Usted ha dicho «%1».</translation>
    </message>
    <message>
        <source>%1 has called %2.</source>
        <translation>%1 ha dicho «%2».</translation>
    </message>
    <message>
        <source>Nobody has named a game yet.</source>
        <translation>Todavía nadie ha pedido juego.</translation>
    </message>
    <message>
        <source>You are the eldest hand (Mano): you speak first.</source>
        <translation>Usted es la mano: habla el primero.</translation>
    </message>
    <message>
        <source>The auction: pass, or name a game.</source>
        <translation>La subasta: pase, o nombre un juego.</translation>
    </message>
    <message>
        <source>You are Ombre: name trumps.</source>
        <translation>Usted es el Hombre: nombre el triunfo.</translation>
    </message>
    <message>
        <source>The turned card is the first you draw.</source>
        <translation>La carta vuelta es la primera que usted roba.</translation>
    </message>
    <message>
        <source>In a Solo the first to take must leave five for his friend.</source>
        <translation>En un solo, el primero que toma ha de dejar cinco para su compañero.</translation>
    </message>
    <message numerus="yes">
        <source>Mark your discards, then confirm. %n card(s) left in the stock.</source>
        <translation>
            <numerusform>Marque sus descartes y confirme. Queda %n carta en el monte.</numerusform>
            <numerusform>Marque sus descartes y confirme. Quedan %n cartas en el monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead: click a card, or use the arrows and Enter.</source>
        <translation>Usted sale: haga clic en una carta, o use las flechas e Intro.</translation>
    </message>
    <message>
        <source>Your card: dimmed cards may not be played (hover for why).</source>
        <translation>Su carta: las cartas atenuadas no pueden jugarse (pase el ratón por encima para saber por qué).</translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation>El resto del monte</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) remain in the stock. You may look at them, but then all see them.</source>
        <translation>
            <numerusform>Queda %n carta en el monte. Puede verla, pero entonces la verán todos.</numerusform>
            <numerusform>Quedan %n cartas en el monte. Puede verlas, pero entonces las verán todos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn them up</source>
        <translation>Volverlas</translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation>Dejarlas</translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation>%1 se rinde</translation>
    </message>
    <message>
        <source>Forbid the Surrender and play the game out in his place, as Defender?</source>
        <translation>¿Prohibir la rendición y jugar la mano en su lugar, como defensor?</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Let it stand</source>
        <translation>Aceptarla</translation>
    </message>
    <message>
        <source>Five tricks!</source>
        <translation>¡Cinco bazas!</translation>
    </message>
    <message>
        <source>You have won the first five tricks. Stop now and take the game with Primeras, or play on for the Vole: all nine tricks win thirty from each, but one lost trick costs you thirty to each.</source>
        <translation>Ha ganado las cinco primeras bazas. Plántese ahora y cobre el juego con primeras, o vaya a la bola: las nueve bazas ganan treinta de cada uno, pero una sola baza perdida le cuesta treinta a cada uno.</translation>
    </message>
    <message>
        <source>Play for the Vole</source>
        <translation>Ir a la bola</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Pista: juegue %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Hint: name %1.</source>
        <translation>Pista: nombre %1.</translation>
    </message>
    <message>
        <source>Hint: keep your hand.</source>
        <translation>Pista: no cambie ninguna carta.</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>Pista: descarte %1.</translation>
    </message>
    <message>
        <source>Hint: yield the first choice.</source>
        <translation>Pista: ceda la primera elección.</translation>
    </message>
    <message>
        <source>Hint: yes.</source>
        <translation>Pista: sí.</translation>
    </message>
    <message>
        <source>Hint: no.</source>
        <translation>Pista: no.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation>Belinda</translation>
    </message>
    <message>
        <source>The Baron</source>
        <translation>El Barón</translation>
    </message>
    <message>
        <source>Sir Plume</source>
        <translation>Sir Plume</translation>
    </message>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>&amp;Rules of Ombre</source>
        <translation>&amp;Reglas del Hombre</translation>
    </message>
    <message>
        <source>&amp;Settle Up…</source>
        <translation>Saldar &amp;cuentas…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>&amp;Take Back Your Last Card</source>
        <translation>&amp;Retirar su última carta</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Reglas…</translation>
    </message>
    <message>
        <source>The rule set and every rule option, for the next session</source>
        <translation>El reglamento y todas las opciones de reglas, para la próxima sesión</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Practice Mode</source>
        <translation>&amp;Modo de práctica</translation>
    </message>
    <message>
        <source>You are the Alcalde: you deal, hold no cards and watch the three play; you pay and receive as the others do.</source>
        <translation>Usted es el Alcalde: da las cartas, no tiene ninguna y mira jugar a los tres; paga y cobra como los demás.</translation>
    </message>
    <message>
        <source>You are the Alcalde: you deal, hold no cards and watch the three play; you neither pay nor receive.</source>
        <translation>Usted es el Alcalde: da las cartas, no tiene ninguna y mira jugar a los tres; ni paga ni cobra.</translation>
    </message>
    <message>
        <source>I yield</source>
        <translation>Cedo</translation>
    </message>
    <message>
        <source>I keep my hand</source>
        <translation>No cambio</translation>
    </message>
    <message numerus="yes">
        <source>I take %n</source>
        <translation>
            <numerusform>Tomo %n carta</numerusform>
            <numerusform>Tomo %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>See the stock</source>
        <translation>Vuelvo el monte</translation>
    </message>
    <message>
        <source>I surrender</source>
        <translation>Me rindo</translation>
    </message>
    <message>
        <source>I defend</source>
        <translation>Defiendo</translation>
    </message>
    <message>
        <source>No defence</source>
        <translation>No defiendo</translation>
    </message>
    <message>
        <source>The Vole!</source>
        <translation>¡A la bola!</translation>
    </message>
    <message>
        <source>I stop</source>
        <translation>Me planto</translation>
    </message>
    <message>
        <source>The game was resumed where it was left.</source>
        <translation>La partida se ha reanudado donde se dejó.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new session begins.</source>
        <translation>No se pudo leer la partida guardada, así que empieza una sesión nueva.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The damaged file %1 could not be moved aside.</source>
        <translation>No se pudo apartar el archivo dañado %1.</translation>
    </message>
    <message>
        <source>A new session begins.</source>
        <translation>Empieza una sesión nueva.</translation>
    </message>
    <message>
        <source>Four play: each deal&apos;s dealer is the Alcalde, who holds no cards and sits out the play.</source>
        <translation>Juegan cuatro: quien da cada mano es el Alcalde, que no tiene cartas y no juega.</translation>
    </message>
    <message>
        <source>Two play, with thirty cards: %1 are put aside.</source>
        <translation>Juegan dos, con treinta cartas: se apartan las %1.</translation>
    </message>
    <message>
        <source>You take back your last card.</source>
        <translation>Usted retira su última carta.</translation>
    </message>
    <message>
        <source>%1, four with the Alcalde</source>
        <translation>%1, a cuatro con el Alcalde</translation>
    </message>
    <message>
        <source>%1, two players</source>
        <translation>%1, dos jugadores</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>The rules of this session (Options &gt; Rules…)</source>
        <translation>Las reglas de esta sesión (Opciones &gt; Reglas…)</translation>
    </message>
    <message>
        <source>The rules of this session; the next session will use the rules chosen in Options &gt; Rules…</source>
        <translation>Las reglas de esta sesión; la próxima sesión usará las reglas elegidas en Opciones &gt; Reglas…</translation>
    </message>
    <message>
        <source>Your lead: play a card to play on, or surrender now (the panel in the corner).</source>
        <translation>Usted sale: juegue una carta para seguir jugando, o ríndase ahora (el recuadro de la esquina).</translation>
    </message>
    <message>
        <source>The deal is over. Next deal: Enter or Ctrl+D.</source>
        <translation>La mano ha terminado. Mano siguiente: Intro o Ctrl+D.</translation>
    </message>
    <message>
        <source>Deal %1 is over. Next deal: Enter, the button on the table, or Ctrl+D.</source>
        <translation>La mano %1 ha terminado. Mano siguiente: Intro, el botón de la mesa o Ctrl+D.</translation>
    </message>
    <message>
        <source>Hint: surrender now.</source>
        <translation>Pista: ríndase ahora.</translation>
    </message>
    <message>
        <source>Hint: play on, and lead.</source>
        <translation>Pista: siga jugando, y salga.</translation>
    </message>
    <message>
        <source>Turn it up</source>
        <translation>Volverla</translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation>Dejarla</translation>
    </message>
    <message>
        <source>The auction: %1 to speak.</source>
        <translation>La subasta: habla %1.</translation>
    </message>
    <message>
        <source>%1 names trumps.</source>
        <translation>%1 nombra el triunfo.</translation>
    </message>
    <message>
        <source>The exchange: %1 to discard and draw.</source>
        <translation>El descarte: %1 se descarta y roba.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Juega %1.</translation>
    </message>
    <message>
        <source>%1 to decide.</source>
        <translation>Decide %1.</translation>
    </message>
    <message>
        <source>Too many deals wait to be filed: %1 is given up.</source>
        <translation>Demasiadas manos esperan a archivarse: se renuncia a %1.</translation>
    </message>
    <message>
        <source>In the history of deals: %1</source>
        <translation>En el historial de manos: %1</translation>
    </message>
    <message>
        <source>The record of this deal could not be filed yet (%1): the saved game keeps it until it can be.</source>
        <translation>El registro de esta mano aún no se pudo archivar (%1): la partida guardada lo conserva hasta que se pueda.</translation>
    </message>
    <message>
        <source>%1 is your only legal card: it is played for you.</source>
        <translation>%1 es su única carta legal: se juega por usted.</translation>
    </message>
    <message>
        <source>Hint: play on, and lead %1.</source>
        <translation>Pista: siga jugando, y salga con %1.</translation>
    </message>
    <message>
        <source>A deal with a card taken back is marked so in your history and left out of the statistics&apos; fair figures</source>
        <translation>Una mano en la que usted retira una carta queda marcada así en su historial y fuera de las cifras limpias de las estadísticas</translation>
    </message>
    <message>
        <source>&amp;Claim the Rest</source>
        <translation>Reclamar las &amp;bazas restantes</translation>
    </message>
    <message>
        <source>Take every trick still to play: the claim is checked against the real hands, and refused if the others could take one</source>
        <translation>Se lleva todas las bazas que quedan por jugar: la reclamación se comprueba con las manos reales y se rechaza si los demás pudieran ganar alguna</translation>
    </message>
    <message>
        <source>Hints say why, in a sentence</source>
        <translation>Las pistas dicen por qué, en una frase</translation>
    </message>
    <message>
        <source>You take trick %1.</source>
        <translation>Usted se lleva la baza %1.</translation>
    </message>
    <message>
        <source>%1 takes trick %2.</source>
        <translation>%1 se lleva la baza %2.</translation>
    </message>
    <message>
        <source>This deal is marked in your history as one with a card taken back, and left out of the statistics&apos; fair figures.</source>
        <translation>Esta mano queda marcada en su historial como una en la que retiró una carta, y fuera de las cifras limpias de las estadísticas.</translation>
    </message>
    <message>
        <source>You may claim the rest only when it is your turn to play a card.</source>
        <translation>Solo puede reclamar el resto cuando le toca jugar una carta.</translation>
    </message>
    <message>
        <source>No claim yet: %1 may still surrender before trick %2.</source>
        <translation>Aún no puede reclamar: %1 todavía puede rendirse antes de la baza %2.</translation>
    </message>
    <message>
        <source>Claim refused: with the cards as they lie, the others could still take a trick. Play on.</source>
        <translation>Reclamación rechazada: con las cartas como están, los demás aún podrían ganar una baza. Siga jugando.</translation>
    </message>
    <message>
        <source>You claim the rest of the tricks; they are played out at once.</source>
        <translation>Usted reclama el resto de las bazas; se juegan de inmediato.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::OmbreLog</name>
    <message>
        <source>All pass.</source>
        <translation>Todos pasan.</translation>
    </message>
    <message>
        <source>the pool</source>
        <translation>el plato</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>la reserva</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>You deal and put five fish in the pool, which held %1.</source>
        <translation>Usted da y pone cinco tantos en el plato, que tenía %1.</translation>
    </message>
    <message>
        <source>%1 deals and puts five fish in the pool, which held %2.</source>
        <translation>%1 da y pone cinco tantos en el plato, que tenía %2.</translation>
    </message>
    <message>
        <source>%1: &lt;i&gt;%2&lt;/i&gt;</source>
        <translation>%1: &lt;i&gt;%2&lt;/i&gt;</translation>
    </message>
    <message>
        <source>You are Ombre: %1.</source>
        <translation>Usted es el Hombre: %1.</translation>
    </message>
    <message>
        <source>%1 is Ombre: %2.</source>
        <translation>%1 es el Hombre: %2.</translation>
    </message>
    <message>
        <source>The turned card is %1.</source>
        <translation>La carta vuelta es %1.</translation>
    </message>
    <message>
        <source>You yield the first choice.</source>
        <translation>Usted cede la primera elección.</translation>
    </message>
    <message>
        <source>%1 yields the first choice.</source>
        <translation>%1 cede la primera elección.</translation>
    </message>
    <message>
        <source>You keep your hand.</source>
        <translation>Usted no cambia ninguna carta.</translation>
    </message>
    <message>
        <source>%1 keeps his hand.</source>
        <translation>%1 no cambia ninguna carta.</translation>
    </message>
    <message>
        <source>You discard %1 and draw %1.</source>
        <translation>Usted se descarta de %1 y roba %1.</translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %2.</source>
        <translation>%1 se descarta de %2 y roba %2.</translation>
    </message>
    <message>
        <source>The rest of the stock stays face down.</source>
        <translation>El resto del monte queda boca abajo.</translation>
    </message>
    <message>
        <source>The rest of the stock is turned up: %1.</source>
        <translation>Se vuelve el resto del monte: %1.</translation>
    </message>
    <message>
        <source>You surrender.</source>
        <translation>Usted se rinde.</translation>
    </message>
    <message>
        <source>%1 surrenders.</source>
        <translation>%1 se rinde.</translation>
    </message>
    <message>
        <source>You forbid the Surrender and defend.</source>
        <translation>Usted prohíbe la rendición y defiende.</translation>
    </message>
    <message>
        <source>You let the Surrender stand.</source>
        <translation>Usted acepta la rendición.</translation>
    </message>
    <message>
        <source>%1 forbids the Surrender and defends.</source>
        <translation>%1 prohíbe la rendición y defiende.</translation>
    </message>
    <message>
        <source>%1 lets the Surrender stand.</source>
        <translation>%1 acepta la rendición.</translation>
    </message>
    <message>
        <source>You play on for the Vole.</source>
        <translation>Usted va a la bola.</translation>
    </message>
    <message>
        <source>You stop after five tricks.</source>
        <translation>Usted se planta tras cinco bazas.</translation>
    </message>
    <message>
        <source>%1 plays on for the Vole.</source>
        <translation>%1 va a la bola.</translation>
    </message>
    <message>
        <source>%1 stops after five tricks.</source>
        <translation>%1 se planta tras cinco bazas.</translation>
    </message>
    <message>
        <source>Trick %1: %2 — %3</source>
        <translation>Baza %1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n fish (%3)</source>
        <translation>
            <numerusform>%1 → %2: %n tanto (%3)</numerusform>
            <numerusform>%1 → %2: %n tantos (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1 (resumed)</source>
        <translation>Mano %1 (reanudada)</translation>
    </message>
    <message>
        <source>Trumps: %1.</source>
        <translation>Triunfo: %1.</translation>
    </message>
    <message>
        <source>Trumps: %1 (%2).</source>
        <translation>Triunfo: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetHost</name>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation>La jugada del ordenador fue rechazada: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>No se permite: %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>A new session of Piquet begins: the set is %1.</source>
        <translation>Empieza una nueva sesión de Cientos: la partida es a %1.</translation>
    </message>
    <message>
        <source>The game was resumed where it was left.</source>
        <translation>La partida se reanudó donde quedó.</translation>
    </message>
    <message>
        <source>The saved Piquet game could not be read (%1). It was kept as %2, and a new session begins.</source>
        <translation>No se pudo leer la partida de Cientos guardada (%1). Se conservó como %2 y empieza una nueva sesión.</translation>
    </message>
    <message>
        <source>The saved Piquet game could not be read (%1) nor moved aside.</source>
        <translation>No se pudo leer la partida de Cientos guardada (%1) ni apartarla.</translation>
    </message>
    <message>
        <source>A new set begins.</source>
        <translation>Empieza una nueva partida.</translation>
    </message>
    <message>
        <source>Deal %1: you deal; %2 is elder.</source>
        <translation>Mano %1: usted da; %2 es mano.</translation>
    </message>
    <message>
        <source>Deal %1: %2 deals; you are elder.</source>
        <translation>Mano %1: %2 da; usted es mano.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>Your lead: click a card.</source>
        <translation>Sale usted: pulse una carta.</translation>
    </message>
    <message>
        <source>Your card: dimmed cards may not be played (hover for why).</source>
        <translation>Su carta: las cartas atenuadas no pueden jugarse (pase el ratón para ver por qué).</translation>
    </message>
    <message>
        <source>Your decision (F1: the rules).</source>
        <translation>Le toca decidir (F1: las reglas).</translation>
    </message>
    <message>
        <source>A Blank: I discard %1</source>
        <translation>Blanca: descarto %1</translation>
    </message>
    <message>
        <source>You have a Blank and will discard %1.</source>
        <translation>Usted tiene Blanca y descartará %1.</translation>
    </message>
    <message>
        <source>%1 has a Blank and will discard %2.</source>
        <translation>%1 tiene Blanca y descartará %2.</translation>
    </message>
    <message>
        <source>I take %1</source>
        <translation>Tomo %1</translation>
    </message>
    <message>
        <source>You lay out %1 and take in as many.</source>
        <translation>Usted descarta %1 y toma otras tantas.</translation>
    </message>
    <message>
        <source>%1 lays out %2 and takes in as many.</source>
        <translation>%1 descarta %2 y toma otras tantas.</translation>
    </message>
    <message>
        <source>I leave them</source>
        <translation>Las dejo</translation>
    </message>
    <message>
        <source>You name %1 to see the rest of the stock.</source>
        <translation>Usted nombra %1 para ver el resto del monte.</translation>
    </message>
    <message>
        <source>%1 names %2 to see the rest of the stock.</source>
        <translation>%1 nombra %2 para ver el resto del monte.</translation>
    </message>
    <message>
        <source>You leave the rest of the stock unseen.</source>
        <translation>Usted deja el resto del monte sin ver.</translation>
    </message>
    <message>
        <source>%1 leaves the rest of the stock unseen.</source>
        <translation>%1 deja el resto del monte sin ver.</translation>
    </message>
    <message>
        <source>You appoint %1 to be led.</source>
        <translation>Usted señala %1 para la salida.</translation>
    </message>
    <message>
        <source>%1 appoints %2 to be led.</source>
        <translation>%1 señala %2 para la salida.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>You declare %1.</source>
        <translation>Usted declara %1.</translation>
    </message>
    <message>
        <source>%1 declares %2.</source>
        <translation>%1 declara %2.</translation>
    </message>
    <message>
        <source>You lead %1.</source>
        <translation>Usted sale con %1.</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1 sale con %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Usted juega %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Usted gana la baza.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <source>The deal: %1 %2, %3 %4. The score to %5: %6 to %7.</source>
        <translation>La mano: %1 %2, %3 %4. La cuenta a %5: %6 a %7.</translation>
    </message>
    <message>
        <source>You win the set!</source>
        <translation>¡Usted gana la partida!</translation>
    </message>
    <message>
        <source>%1 wins the set.</source>
        <translation>%1 gana la partida.</translation>
    </message>
    <message numerus="yes">
        <source>You count %1: %n.</source>
        <translation>
            <numerusform>Usted cuenta %1: %n.</numerusform>
            <numerusform>Usted cuenta %1: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2: %n.</source>
        <translation>
            <numerusform>%1 cuenta %2: %n.</numerusform>
            <numerusform>%1 cuenta %2: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation>Belinda</translation>
    </message>
    <message>
        <source>Piquet</source>
        <translation>Cientos</translation>
    </message>
    <message>
        <source>&amp;Rules of Piquet</source>
        <translation>&amp;Reglas de los Cientos</translation>
    </message>
    <message>
        <source>Piquet (Cotgrave 1662): the set %1, %2</source>
        <translation>Cientos (Cotgrave 1662): la partida a %1, %2</translation>
    </message>
    <message>
        <source>the first word stands</source>
        <translation>la primera palabra vale</translation>
    </message>
    <message>
        <source>the custom of Paris</source>
        <translation>la costumbre de París</translation>
    </message>
    <message>
        <source>The rules of this session (Game &gt; New Session…)</source>
        <translation>Las reglas de esta sesión (Juego &gt; Nueva sesión…)</translation>
    </message>
    <message>
        <source>Too many deals wait to be filed: %1 is given up.</source>
        <translation>Demasiadas manos esperan a archivarse: se renuncia a %1.</translation>
    </message>
    <message>
        <source>In the history of deals: %1</source>
        <translation>En el historial de manos: %1</translation>
    </message>
    <message>
        <source>The record of the deal could not be filed yet (%1): the saved game keeps it until it can be.</source>
        <translation>El registro de la mano aún no se pudo archivar (%1): la partida guardada lo conserva hasta que se pueda.</translation>
    </message>
    <message>
        <source>%1 is your only legal card: it is played for you.</source>
        <translation>%1 es su única carta legal: se juega por usted.</translation>
    </message>
    <message>
        <source>&amp;Claim the Rest</source>
        <translation>Reclamar las &amp;bazas restantes</translation>
    </message>
    <message>
        <source>Take every trick still to play: the claim is checked against both hands, and refused if the other could take one</source>
        <translation>Quedarse con todas las bazas que faltan: la reclamación se comprueba con las dos manos, y se rechaza si el otro pudiera ganar alguna</translation>
    </message>
    <message>
        <source>You may claim the rest only when it is your turn to play a card.</source>
        <translation>Solo puede reclamar el resto cuando le toca jugar una carta.</translation>
    </message>
    <message>
        <source>Claim refused: with the cards as they lie, %1 could still take a trick. Play on.</source>
        <translation>Reclamación rechazada: con las cartas como están, %1 aún podría ganar una baza. Siga jugando.</translation>
    </message>
    <message>
        <source>You claim the rest of the tricks; they are played out at once.</source>
        <translation>Usted reclama el resto de las bazas; se juegan de inmediato.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetPanel</name>
    <message>
        <source>You have won the set!</source>
        <translation>¡Ha ganado la partida!</translation>
    </message>
    <message>
        <source>What the rules say (F1)</source>
        <translation>Lo que dicen las reglas (F1)</translation>
    </message>
    <message>
        <source>You have a Blank</source>
        <translation>Tiene Blanca</translation>
    </message>
    <message>
        <source>You hold no King, Queen or Knave: it counts ten and bars Picy and Repicy. Say how many cards you will discard; you will be held to that number.</source>
        <translation>No tiene Rey, Dama ni Sota: cuenta diez e impide el Pique y el Repique. Diga cuántas cartas descartará; quedará obligado a ese número.</translation>
    </message>
    <message numerus="yes">
        <source>Click the %n card(s) you lay out, then take in as many from the stock.</source>
        <translation>
            <numerusform>Pulse la carta que descarta (%n) y tome otra del monte.</numerusform>
            <numerusform>Pulse las %n cartas que descarta y tome otras tantas del monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the cards you lay out (1 to %1), then take in as many. Of the eight you may take, you see those you leave.</source>
        <translation>Pulse las cartas que descarta (de 1 a %1) y tome otras tantas. De las ocho que puede tomar, ve las que deja.</translation>
    </message>
    <message>
        <source>Click the cards you lay out (1 to %1), then take in as many from the stock.</source>
        <translation>Pulse las cartas que descarta (de 1 a %1) y tome otras tantas del monte.</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Su descarte</translation>
    </message>
    <message>
        <source>Take in</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation>El resto del monte</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) remain. To see them you must first name the suit you will lead to the first trick, and you are held to it.</source>
        <translation>
            <numerusform>Queda %n carta. Para verla debe nombrar antes el palo con que saldrá a la primera baza, y queda obligado a él.</numerusform>
            <numerusform>Quedan %n cartas. Para verlas debe nombrar antes el palo con que saldrá a la primera baza, y queda obligado a él.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation>Dejarlas</translation>
    </message>
    <message>
        <source>Appoint the suit</source>
        <translation>Señale el palo</translation>
    </message>
    <message>
        <source>%1 named %2 but holds none: appoint the suit to be led.</source>
        <translation>%1 nombró %2 pero no tiene ninguna: señale el palo de la salida.</translation>
    </message>
    <message>
        <source>Declare what you will show; the first word stands.</source>
        <translation>Declare lo que enseñará; la primera palabra vale.</translation>
    </message>
    <message>
        <source>Show nothing</source>
        <translation>No enseñar nada</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid out.</source>
        <translation>
            <numerusform>%n carta descartada.</numerusform>
            <numerusform>%n cartas descartadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>%1 has won the set</source>
        <translation>%1 ha ganado la partida</translation>
    </message>
    <message>
        <source>Begin a new set</source>
        <translation>Empezar otra partida</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Your decisions looked at again by the Master</source>
        <translation>Sus decisiones, vistas de nuevo por el Maestro</translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetReplay</name>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>To the deal as dealt (Home)</source>
        <translation>A la mano tal como se dio (Inicio)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>Un paso atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>Un paso adelante (flecha derecha)</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>Al final de la mano (Fin)</translation>
    </message>
    <message>
        <source>Close the Replay</source>
        <translation>Cerrar la reproducción</translation>
    </message>
    <message>
        <source>Back to your game (Esc)</source>
        <translation>Volver a su partida (Esc)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>%1 lays out %2.</source>
        <translation>%1 descarta %2.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetReviewDialog</name>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>The exchange</source>
        <translation>El descarte</translation>
    </message>
    <message>
        <source>The first lead</source>
        <translation>La primera salida</translation>
    </message>
    <message>
        <source>The declarations</source>
        <translation>Las declaraciones</translation>
    </message>
    <message>
        <source>Review of the Deal</source>
        <translation>Revisión de la mano</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Decisión %v de %m</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Su elección</translation>
    </message>
    <message>
        <source>The Master&apos;s</source>
        <translation>La del Maestro</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdido</translation>
    </message>
    <message>
        <source>Both hands open</source>
        <translation>Con las dos manos vistas</translation>
    </message>
    <message>
        <source>Points your choice lost against the Master&apos;s, from what you could see then</source>
        <translation>Puntos que su elección perdió frente a la del Maestro, según lo que usted veía entonces</translation>
    </message>
    <message>
        <source>Points your card lost with both hands known, as they really were</source>
        <translation>Puntos que su carta perdió conociendo las dos manos tal como eran</translation>
    </message>
    <message>
        <source>The Master looks at each of your decisions again…</source>
        <translation>El Maestro vuelve a mirar cada una de sus decisiones…</translation>
    </message>
    <message>
        <source>The review was given up.</source>
        <translation>Se abandonó la revisión.</translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation>sin valorar</translation>
    </message>
    <message numerus="yes">
        <source>None of your %n decision(s) cost you a point: the Master would have done as well.</source>
        <translation>
            <numerusform>Su %n decisión no le costó ni un punto: el Maestro no lo habría hecho mejor.</numerusform>
            <numerusform>Ninguna de sus %n decisiones le costó un punto: el Maestro no lo habría hecho mejor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s), in bold, lost about %1 points in all, as the Master reckons from what you could see.</source>
        <translation>
            <numerusform>%n decisión costosa, en negrita, perdió unos %1 puntos en total, según cuenta el Maestro a partir de lo que usted veía.</numerusform>
            <numerusform>%n decisiones costosas, en negrita, perdieron unos %1 puntos en total, según cuenta el Maestro a partir de lo que usted veía.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetTable</name>
    <message>
        <source>Elder</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>%1 this deal</source>
        <translation>%1 en esta mano</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Monte: %1</translation>
    </message>
    <message>
        <source>Seen in the stock</source>
        <translation>Vistas en el monte</translation>
    </message>
    <message>
        <source>Your discard (%1)</source>
        <translation>Su descarte (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s discard (%2)</source>
        <translation>Descarte de %1 (%2)</translation>
    </message>
    <message>
        <source>Trick %1: yours</source>
        <translation>Baza %1: suya</translation>
    </message>
    <message>
        <source>Trick %1: %2&apos;s</source>
        <translation>Baza %1: de %2</translation>
    </message>
    <message>
        <source>The first lead: %1</source>
        <translation>La primera salida: %1</translation>
    </message>
    <message>
        <source>The score to %1</source>
        <translation>La cuenta a %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Sets won: %1 %2, %3 %4</source>
        <translation>Partidas ganadas: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>You have won the set!</source>
        <translation>¡Ha ganado la partida!</translation>
    </message>
    <message>
        <source>%1 has won the set.</source>
        <translation>%1 ha ganado la partida.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <source>%1: a Blank, shown: %2. &lt;b&gt;Ten.&lt;/b&gt;</source>
        <translation>%1: Blanca, enseñada: %2. &lt;b&gt;Diez.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Vale</translation>
    </message>
    <message>
        <source>Not good</source>
        <translation>No vale</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>Iguales</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>con %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2: %3 more</source>
        <translation>%1 para %2: %3 más</translation>
    </message>
    <message>
        <source>cards played %1</source>
        <translation>cartas jugadas %1</translation>
    </message>
    <message>
        <source>The score: %1 %2, %3 %4; the set is %5.</source>
        <translation>La cuenta: %1 %2, %3 %4; la partida es a %5.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::RecentDealsMenu</name>
    <message>
        <source>the deal in it is not finished</source>
        <translation>la mano que contiene no está terminada</translation>
    </message>
    <message>
        <source>Recent &amp;Deals</source>
        <translation>&amp;Manos recientes</translation>
    </message>
    <message>
        <source>Replay one of the last deals finished at the table</source>
        <translation>Reproducir una de las últimas manos terminadas en la mesa</translation>
    </message>
    <message>
        <source>No deal finished yet</source>
        <translation>Aún no hay ninguna mano terminada</translation>
    </message>
    <message>
        <source>Deal %1 · %2 · cannot be read, skipped</source>
        <translation>Mano %1 · %2 · no se puede leer, omitida</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Deal %1 · %2 · %3</source>
        <translation>Mano %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Deal %1, %2</source>
        <translation>Mano %1, %2</translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation>Usted %1 · %2 %3</translation>
    </message>
</context>
<context>
    <name>ombre::ui::ReplayViewer</name>
    <message>
        <source>Pope’s game, pp. 79–87: Belinda plays in Spades and wins by five tricks to four.</source>
        <translation>La partida de Pope, pp. 79–87: Belinda juega en Espadas y gana por cinco bazas a cuatro.</translation>
    </message>
    <message>
        <source>p. 89: Sir Anonym deals, the Baron leads his King of Diamonds, and Belinda still wins by five to four.</source>
        <translation>p. 89: Sir Anónimo da, el Barón sale con su Rey de Oros, y Belinda gana aun así por cinco a cuatro.</translation>
    </message>
    <message>
        <source>pp. 91–93: Belinda deals and Sir Anonym plays in Hearts; opening with Basto, he loses by Codille.</source>
        <translation>pp. 91–93: Belinda da y Sir Anónimo juega en Copas; sale con el Basto y pierde por codillo.</translation>
    </message>
    <message>
        <source>pp. 93–94: the same game, Sir Anonym opening with his lowest trump; Codille again.</source>
        <translation>pp. 93–94: el mismo juego, saliendo Sir Anónimo con su triunfo más bajo; otra vez codillo.</translation>
    </message>
    <message>
        <source>pp. 95–98: the Baron plays in Spades, and Belinda’s careful play gives him Codille.</source>
        <translation>pp. 95–98: el Barón juega en Espadas, y el juego cuidadoso de Belinda le da codillo.</translation>
    </message>
    <message>
        <source>pp. 99–100: the same game, Sir Anonym opening with the Knave of Hearts; Codille again.</source>
        <translation>pp. 99–100: el mismo juego, saliendo Sir Anónimo con la Sota de Copas; otra vez codillo.</translation>
    </message>
    <message>
        <source>pp. 101–103: Belinda plays a Solo and wins by four, three and two.</source>
        <translation>pp. 101–103: Belinda juega un solo y gana por cuatro, tres y dos.</translation>
    </message>
    <message>
        <source>pp. 103–104: the Baron varies his play in the Solo, and Belinda still wins.</source>
        <translation>pp. 103–104: el Barón cambia su juego en el solo, y Belinda gana aun así.</translation>
    </message>
    <message>
        <source>p. 104: in the Solo Belinda plays her Seven of Hearts to the eighth trick and is bested: Puesta.</source>
        <translation>p. 104: en el solo, Belinda juega su Siete de Copas en la octava baza y pierde: puesta.</translation>
    </message>
    <message>
        <source>pp. 104–106: Sir Anonym lets the Baron draw first, and Belinda’s Solo ends in a Puesta.</source>
        <translation>pp. 104–106: Sir Anónimo deja robar primero al Barón, y el solo de Belinda acaba en puesta.</translation>
    </message>
    <message>
        <source>The replay table</source>
        <translation>La mesa de la reproducción</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Reproducción</translation>
    </message>
    <message>
        <source>Gibbs’s variations:</source>
        <translation>Variantes de Gibbs:</translation>
    </message>
    <message>
        <source>To the deal as dealt (Home)</source>
        <translation>Al reparto inicial (Inicio)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>Un paso atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>Un paso adelante (flecha derecha)</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>Al final de la mano (Fin)</translation>
    </message>
    <message>
        <source>Close the Replay</source>
        <translation>Cerrar la reproducción</translation>
    </message>
    <message>
        <source>Back to your game (Esc)</source>
        <translation>Volver a su partida (Esc)</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>Belinda’s Game</source>
        <translation>La partida de Belinda</translation>
    </message>
    <message>
        <source>I keep my hand</source>
        <translation>No cambio</translation>
    </message>
    <message numerus="yes">
        <source>I take %n</source>
        <translation>
            <numerusform>Tomo %n carta</numerusform>
            <numerusform>Tomo %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>I yield</source>
        <translation>Cedo</translation>
    </message>
    <message>
        <source>%1 says “%2”.</source>
        <translation>%1 dice «%2».</translation>
    </message>
    <message>
        <source>%1 names %2 as trumps.</source>
        <translation>%1 nombra triunfo: %2.</translation>
    </message>
    <message>
        <source>%1 exchanges no cards.</source>
        <translation>%1 no cambia ninguna carta.</translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %3.</source>
        <translation>%1 se descarta de %2 y roba %3.</translation>
    </message>
    <message>
        <source>%1 yields the first choice of the stock.</source>
        <translation>%1 cede la primera elección del monte.</translation>
    </message>
    <message>
        <source>%1 turns up the rest of the stock.</source>
        <translation>%1 vuelve el resto del monte.</translation>
    </message>
    <message>
        <source>%1 leaves the rest of the stock face down.</source>
        <translation>%1 deja boca abajo el resto del monte.</translation>
    </message>
    <message>
        <source>%1 surrenders.</source>
        <translation>%1 se rinde.</translation>
    </message>
    <message>
        <source>%1 plays on.</source>
        <translation>%1 sigue jugando.</translation>
    </message>
    <message>
        <source>%1 forbids the Surrender and defends.</source>
        <translation>%1 prohíbe la rendición y defiende.</translation>
    </message>
    <message>
        <source>%1 lets the Surrender stand.</source>
        <translation>%1 acepta la rendición.</translation>
    </message>
    <message>
        <source>%1 plays on for the Vole.</source>
        <translation>%1 va a la bola.</translation>
    </message>
    <message>
        <source>%1 stops after five tricks.</source>
        <translation>%1 se planta tras cinco bazas.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <source>%1 wins trick %2.</source>
        <translation>%1 gana la baza %2.</translation>
    </message>
    <message>
        <source>The ninth trick and the end</source>
        <translation>La novena baza y el final</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>The battle begins</source>
        <translation>Empieza la batalla</translation>
    </message>
    <message>
        <source>Trumps and the discard</source>
        <translation>El triunfo y el descarte</translation>
    </message>
    <message>
        <source>The challenge</source>
        <translation>El desafío</translation>
    </message>
    <message>
        <source>Pope, The Rape of the Lock, canto III</source>
        <translation>Pope, El rizo robado, canto III</translation>
    </message>
    <message>
        <source>Gibbs’s account in the rules</source>
        <translation>El relato de Gibbs en las reglas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>The cards as dealt; %1 deals.</source>
        <translation>Las cartas tal como se repartieron; da %1.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Gibbs’s variation in the rules</source>
        <translation>La variante de Gibbs en las reglas</translation>
    </message>
    <message>
        <source>Save as Record…</source>
        <translation>Guardar como registro…</translation>
    </message>
    <message>
        <source>Save this deal as a record file (Ctrl+S)</source>
        <translation>Guardar esta mano como archivo de registro (Ctrl+S)</translation>
    </message>
    <message>
        <source>there is no deal to save</source>
        <translation>no hay ninguna mano que guardar</translation>
    </message>
    <message>
        <source>Save as Record</source>
        <translation>Guardar como registro</translation>
    </message>
    <message>
        <source>Deal records (*.ombre.json *.json)</source>
        <translation>Registros de manos (*.ombre.json *.json)</translation>
    </message>
    <message>
        <source>The deal is saved as %1.</source>
        <translation>La mano se ha guardado como %1.</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>No se pudo guardar el registro: %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>You say “%1”.</source>
        <translation>Usted dice «%1».</translation>
    </message>
    <message>
        <source>You name %1 as trumps.</source>
        <translation>Usted nombra triunfo: %1.</translation>
    </message>
    <message>
        <source>You exchange no cards.</source>
        <translation>Usted no cambia ninguna carta.</translation>
    </message>
    <message>
        <source>You discard %1 and draw %2.</source>
        <translation>Usted se descarta de %1 y roba %2.</translation>
    </message>
    <message>
        <source>You yield the first choice of the stock.</source>
        <translation>Usted cede la primera elección del monte.</translation>
    </message>
    <message>
        <source>You turn up the rest of the stock.</source>
        <translation>Usted vuelve el resto del monte.</translation>
    </message>
    <message>
        <source>You leave the rest of the stock face down.</source>
        <translation>Usted deja boca abajo el resto del monte.</translation>
    </message>
    <message>
        <source>You surrender.</source>
        <translation>Usted se rinde.</translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation>Usted sigue jugando.</translation>
    </message>
    <message>
        <source>You forbid the Surrender and defend.</source>
        <translation>Usted prohíbe la rendición y defiende.</translation>
    </message>
    <message>
        <source>You let the Surrender stand.</source>
        <translation>Usted acepta la rendición.</translation>
    </message>
    <message>
        <source>You play on for the Vole.</source>
        <translation>Usted va a la bola.</translation>
    </message>
    <message>
        <source>You stop after five tricks.</source>
        <translation>Usted se planta tras cinco bazas.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Usted juega %1.</translation>
    </message>
    <message>
        <source>You win trick %1.</source>
        <translation>Usted gana la baza %1.</translation>
    </message>
    <message>
        <source>The cards as dealt; you deal.</source>
        <translation>Las cartas tal como se repartieron; da usted.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::ResultDialog</name>
    <message>
        <source>The result of the deal</source>
        <translation>El resultado de la mano</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>Mano &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>Saldar &amp;cuentas…</translation>
    </message>
    <message>
        <source>Hide the result to look at the table; Ctrl+D deals again</source>
        <translation>Ocultar el resultado para ver la mesa; Ctrl+D da otra mano</translation>
    </message>
    <message>
        <source>Deal %1: the result</source>
        <translation>Mano %1: el resultado</translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation>La mano %1 ha terminado</translation>
    </message>
    <message>
        <source>You played a %1 in %2.</source>
        <translation>Usted ha jugado %1 en %2.</translation>
    </message>
    <message>
        <source>You played a %1.</source>
        <translation>Usted ha jugado %1.</translation>
    </message>
    <message>
        <source>%1 played a %2 in %3.</source>
        <translation>%1 ha jugado %2 en %3.</translation>
    </message>
    <message>
        <source>%1 played a %2.</source>
        <translation>%1 ha jugado %2.</translation>
    </message>
    <message>
        <source>Honours: %1.</source>
        <translation>Estuches: %1.</translation>
    </message>
    <message>
        <source>Primeras.</source>
        <translation>Primeras.</translation>
    </message>
    <message>
        <source>No one would play: the pool stays, and grows with the next dealer&apos;s five.</source>
        <translation>Nadie ha querido jugar: el plato se queda, y crece con los cinco del próximo que da.</translation>
    </message>
    <message>
        <source>the pool</source>
        <translation>el plato</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>la reserva</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tricks: %1.</source>
        <translation>Bazas: %1.</translation>
    </message>
    <message>
        <source>Hide the payments</source>
        <translation>Ocultar los pagos</translation>
    </message>
    <message numerus="yes">
        <source>Show the %n payment(s)</source>
        <translation>
            <numerusform>Mostrar el %n pago</numerusform>
            <numerusform>Mostrar los %n pagos</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal, in fish:</source>
        <translation>Esta mano, en tantos:</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Revisar…</translation>
    </message>
    <message>
        <source>Review this deal: each of your decisions weighed again by the Master</source>
        <translation>Revisar esta mano: el Maestro vuelve a pesar cada una de sus decisiones</translation>
    </message>
</context>
<context>
    <name>ombre::ui::ReviewPane</name>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
    <message>
        <source>Weigh each decision of this player again, as the Master would from the same seat</source>
        <translation>Volver a pesar cada decisión de este jugador, como lo haría el Maestro desde el mismo asiento</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>◀ Costly</source>
        <translation>◀ Costosa</translation>
    </message>
    <message>
        <source>The costly decision before this one</source>
        <translation>La decisión costosa anterior a esta</translation>
    </message>
    <message>
        <source>Costly ▶</source>
        <translation>Costosa ▶</translation>
    </message>
    <message>
        <source>The next costly decision</source>
        <translation>La siguiente decisión costosa</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Save the review as a web page or as text, to share it</source>
        <translation>Guardar la revisión como página web o como texto, para compartirla</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Decisión %v de %m</translation>
    </message>
    <message>
        <source>The Master weighs each decision again from %1’s seat…</source>
        <translation>El Maestro vuelve a pesar cada decisión desde el asiento de %1…</translation>
    </message>
    <message>
        <source>No deal to review.</source>
        <translation>No hay ninguna mano que revisar.</translation>
    </message>
    <message>
        <source>Choose a player and Review: the Master weighs each of his decisions again, seeing only what he saw.</source>
        <translation>Elija un jugador y pulse Revisar: el Maestro vuelve a pesar cada una de sus decisiones, viendo solo lo que él vio.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Yield</source>
        <translation>Ceder</translation>
    </message>
    <message>
        <source>The stock</source>
        <translation>El monte</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Vole</source>
        <translation>Bola</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>no discard</source>
        <translation>no descartarse</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>descartarse de %1</translation>
    </message>
    <message>
        <source>yield the first choice</source>
        <translation>ceder la primera elección</translation>
    </message>
    <message>
        <source>turn up the stock</source>
        <translation>volver el monte</translation>
    </message>
    <message>
        <source>leave the stock down</source>
        <translation>dejar el monte boca abajo</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>seguir jugando</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>defender</translation>
    </message>
    <message>
        <source>let it stand</source>
        <translation>aceptar la rendición</translation>
    </message>
    <message>
        <source>play for the Vole</source>
        <translation>ir a la bola</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>%1: %2, well chosen</source>
        <translation>%1: %2, bien elegido</translation>
    </message>
    <message>
        <source>%1: %2; better %3 (−%4)</source>
        <translation>%1: %2; mejor %3 (−%4)</translation>
    </message>
    <message>
        <source>[open cards −%1]</source>
        <translation>[cartas a la vista −%1]</translation>
    </message>
    <message>
        <source>%1 spent on a trick your partner was winning: keep it to stop the Ombre.</source>
        <translation>%1 gastada en una baza que ganaba su compañero: guárdela para detener al Hombre.</translation>
    </message>
    <message>
        <source>Void in the suit led, you could have won the trick with %1.</source>
        <translation>Sin cartas del palo de salida, podía haber ganado la baza con %1.</translation>
    </message>
    <message>
        <source>The Master would have done the same.</source>
        <translation>El Maestro habría hecho lo mismo.</translation>
    </message>
    <message>
        <source>The Master’s choice: %1</source>
        <translation>La elección del Maestro: %1</translation>
    </message>
    <message>
        <source>Review of the deal: %1</source>
        <translation>Revisión de la mano: %1</translation>
    </message>
    <message>
        <source>Export the Review</source>
        <translation>Exportar la revisión</translation>
    </message>
    <message>
        <source>Web page (*.html);;Text (*.txt)</source>
        <translation>Página web (*.html);;Texto (*.txt)</translation>
    </message>
    <message>
        <source>The review is saved in %1.</source>
        <translation>La revisión se ha guardado en %1.</translation>
    </message>
    <message>
        <source>The review could not be saved: %1</source>
        <translation>No se pudo guardar la revisión: %1</translation>
    </message>
    <message>
        <source>With every hand open, the cards lost nothing.</source>
        <translation>Con todas las manos a la vista, las cartas no perdieron nada.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %2 fish against the Master’s choices, in %n costly decision(s).</source>
        <translation>
            <numerusform>%1 perdió %2 tantos frente a las elecciones del Maestro, en %n decisión costosa.</numerusform>
            <numerusform>%1 perdió %2 tantos frente a las elecciones del Maestro, en %n decisiones costosas.</numerusform>
        </translation>
    </message>
    <message>
        <source>With every hand open, this card cost %1 fish.</source>
        <translation>Con todas las manos a la vista, esta carta costó %1 tantos.</translation>
    </message>
    <message>
        <source>%1 made no costly decision: none lost half a fish or more against the Master’s choice.</source>
        <translation>%1 no tomó ninguna decisión costosa: ninguna perdió medio tanto o más frente a la elección del Maestro.</translation>
    </message>
    <message>
        <source>With every hand open, the cards lost %1 fish.</source>
        <translation>Con todas las manos a la vista, las cartas perdieron %1 tantos.</translation>
    </message>
    <message>
        <source>%1: %2, its cost counted in %3</source>
        <translation>%1: %2, su coste contado en %3</translation>
    </message>
    <message>
        <source>Its cost is counted once, in %1: the Master would have ended the deal there.</source>
        <translation>Su coste se cuenta una sola vez, en %1: el Maestro habría terminado la mano allí.</translation>
    </message>
    <message>
        <source>The Master would have chosen otherwise, but it makes less than half a fish of difference.</source>
        <translation>El Maestro habría elegido otra cosa, pero la diferencia es de menos de medio tanto.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::RulesBrowser</name>
    <message>
        <source>Print the Rules</source>
        <translation>Imprimir las reglas</translation>
    </message>
    <message>
        <source>The Rules of Ombre</source>
        <translation>Las reglas del Hombre</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Back (%1)</source>
        <translation>Atrás (%1)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Forward (%1)</source>
        <translation>Adelante (%1)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>The first page, with the list of chapters</source>
        <translation>La primera página, con la lista de capítulos</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>Imprimir...</translation>
    </message>
    <message>
        <source>Print this chapter</source>
        <translation>Imprimir este capítulo</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Press Enter to find the term in this page and list every section that holds it</source>
        <translation>Pulse Intro para buscar el término en esta página y enumerar todas las secciones que lo contienen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Find the previous occurrence in this page</source>
        <translation>Buscar la aparición anterior en esta página</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Find the next occurrence in this page</source>
        <translation>Buscar la aparición siguiente en esta página</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Capítulos</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Type a word above and press Enter: every section of the rules that contains it is listed here.</source>
        <translation>Escriba una palabra arriba y pulse Intro: aquí se enumeran todas las secciones de las reglas que la contienen.</translation>
    </message>
    <message>
        <source>“%1” is not in the rules.</source>
        <translation>«%1» no aparece en las reglas.</translation>
    </message>
    <message>
        <source>Occurrences of “%1”: %2</source>
        <translation>Apariciones de «%1»: %2</translation>
    </message>
    <message>
        <source>Piquet (Cotgrave, 1662)</source>
        <translation>El Piquet (Cotgrave, 1662)</translation>
    </message>
    <message>
        <source>The Rules of Piquet</source>
        <translation>Las reglas de los Cientos</translation>
    </message>
</context>
<context>
    <name>ombre::ui::RulesSettingsDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rule set: choosing one sets every option below; changing any option makes it Custom.</source>
        <translation>El reglamento: elegir uno fija todas las opciones de abajo; cambiar cualquier opción lo vuelve personalizado.</translation>
    </message>
    <message>
        <source>Read about the rule sets in the rules of Ombre</source>
        <translation>Leer sobre los reglamentos en las reglas del Hombre</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Voltereta</source>
        <translation>Voltereta</translation>
    </message>
    <message>
        <source>A game in which the top card of the stock is turned up and its suit is trumps.</source>
        <translation>Un juego en el que se vuelve la carta de encima del monte y su palo es el triunfo.</translation>
    </message>
    <message>
        <source>Solo Vole</source>
        <translation>Solo bola</translation>
    </message>
    <message>
        <source>A bid to win all nine tricks without taking in; no one can outbid it.</source>
        <translation>Compromiso de ganar las nueve bazas sin robar; nadie puede superarlo.</translation>
    </message>
    <message>
        <source>Favor</source>
        <translation>Favor</translation>
    </message>
    <message>
        <source>A game in the favoured suit that outranks the others and pays double. Gibbs finds the game better without it.</source>
        <translation>Un juego en el palo de favor que supera a los demás y se paga doble. Gibbs cree que el juego es mejor sin él.</translation>
    </message>
    <message>
        <source>Favoured suit</source>
        <translation>Palo de favor</translation>
    </message>
    <message>
        <source>The suit of Favor; usually Diamonds (Oros).</source>
        <translation>El palo del favor; por lo común Oros.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Surrender and Defence</source>
        <translation>Rendición y defensa</translation>
    </message>
    <message>
        <source>Before the fourth trick the Ombre may give up, paying the Puesta; an adversary may forbid it and play on as Defender.</source>
        <translation>Antes de la cuarta baza el Hombre puede rendirse pagando la puesta; un contrario puede prohibirlo y seguir jugando como defensor.</translation>
    </message>
    <message>
        <source>The Ombre must exchange</source>
        <translation>El Hombre ha de descartarse</translation>
    </message>
    <message>
        <source>The Ombre of a Simple game must take in at least one card. Gibbs does not say so; the text of 1665 does.</source>
        <translation>El Hombre de un juego sencillo ha de robar al menos una carta. Gibbs no lo dice; el texto de 1665, sí.</translation>
    </message>
    <message>
        <source>A barred Vole pays</source>
        <translation>La bola cortada se paga</translation>
    </message>
    <message>
        <source>The Ombre who plays on for the Vole and loses a trick pays the Vole to each.</source>
        <translation>El Hombre que va a la bola y pierde una baza paga la bola a cada uno.</translation>
    </message>
    <message>
        <source>Declare the Vole before the fifth trick</source>
        <translation>Anunciar la bola antes de la quinta baza</translation>
    </message>
    <message>
        <source>The Ombre who has won the first four tricks says then whether he plays for the Vole, as in 1665.</source>
        <translation>El Hombre que ha ganado las cuatro primeras bazas dice entonces si va a la bola, como en 1665.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>In fish (points), from or to each player.</source>
        <translation>En tantos, de o a cada jugador.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>El juego</translation>
    </message>
    <message>
        <source>Paid by each adversary when the Ombre wins; five for each player make the Puesta.</source>
        <translation>Lo paga cada contrario cuando gana el Hombre; con cinco por jugador forma la puesta.</translation>
    </message>
    <message>
        <source>Primeras</source>
        <translation>Primeras</translation>
    </message>
    <message>
        <source>For winning the first five tricks.</source>
        <translation>Por ganar las cinco primeras bazas.</translation>
    </message>
    <message>
        <source>Each honour</source>
        <translation>Cada estuche</translation>
    </message>
    <message>
        <source>For each Matador, and each trump in unbroken sequence to them, held or lacked.</source>
        <translation>Por cada matador, y cada triunfo que los siga en secuencia ininterrumpida, tenidos o faltantes.</translation>
    </message>
    <message>
        <source>The extra for a Voltereta, won or lost.</source>
        <translation>El extra de una voltereta, ganada o perdida.</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>The extra for a Solo, won or lost.</source>
        <translation>El extra de un solo, ganado o perdido.</translation>
    </message>
    <message>
        <source>The Vole</source>
        <translation>La bola</translation>
    </message>
    <message>
        <source>From each adversary for all nine tricks, in place of the game and Primeras.</source>
        <translation>De cada contrario por las nueve bazas, en lugar del juego y las primeras.</translation>
    </message>
    <message>
        <source>Favor doubles the extras</source>
        <translation>El favor dobla los extras</translation>
    </message>
    <message>
        <source>Favor doubles the extras as well as the game (&quot;and so on&quot;, p. 46).</source>
        <translation>El favor dobla los extras además del juego («y así sucesivamente», p. 46).</translation>
    </message>
    <message>
        <source>Reserved Puestas: pool limit</source>
        <translation>Puestas reservadas: límite del plato</translation>
    </message>
    <message>
        <source>A Puesta lost when the pool holds at least this much is set apart, to be played for later.</source>
        <translation>Una puesta perdida cuando el plato contiene al menos esta cantidad se aparta, para jugarla más tarde.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>The dealer pays for a reserved Puesta</source>
        <translation>El que da paga en una puesta reservada</translation>
    </message>
    <message>
        <source>The dealer&apos;s stake is paid even in a deal played for a reserved Puesta.</source>
        <translation>Los cinco del que da se pagan incluso en una mano que se juega por una puesta reservada.</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation>Tantos por mano</translation>
    </message>
    <message>
        <source>The dealer&apos;s stake into the pool at every deal, in fish.</source>
        <translation>Lo que el que da pone en el plato en cada mano, en tantos.</translation>
    </message>
    <message>
        <source> d a fish</source>
        <translation> d por tanto</translation>
    </message>
    <message>
        <source>Money per fish</source>
        <translation>Dinero por tanto</translation>
    </message>
    <message>
        <source>What a fish is worth when you settle up, in pence: &quot;a penny a fish will be found sufficiently high play&quot;.</source>
        <translation>Lo que vale un tanto al saldar cuentas, en peniques: «un penique por ficha ya es juego bastante alto».</translation>
    </message>
    <message>
        <source>The payments of 1665</source>
        <translation>Los pagos de 1665</translation>
    </message>
    <message>
        <source>In great and little marks, in place of the fish above.</source>
        <translation>En marcas grandes y pequeñas, en lugar de los tantos de arriba.</translation>
    </message>
    <message>
        <source>Pay in great and little marks</source>
        <translation>Pagar en marcas grandes y pequeñas</translation>
    </message>
    <message>
        <source>The payments of The Royal Game of Ombre (1665).</source>
        <translation>Los pagos de The Royal Game of Ombre (1665).</translation>
    </message>
    <message>
        <source>Little marks in a great mark</source>
        <translation>Marcas pequeñas por marca grande</translation>
    </message>
    <message>
        <source>&quot;If you value the great ones at 12 pence, the lesser may be pence the piece.&quot;</source>
        <translation>«Si valora usted las grandes en 12 peniques, las menores pueden valer un penique cada una.»</translation>
    </message>
    <message>
        <source>Stake for the game</source>
        <translation>Postura por el juego</translation>
    </message>
    <message>
        <source>Great marks each player stakes for the game.</source>
        <translation>Marcas grandes que cada jugador pone por el juego.</translation>
    </message>
    <message>
        <source>Stake every deal</source>
        <translation>Poner en cada mano</translation>
    </message>
    <message>
        <source>Stake at every deal, not only when the stakes have been taken up.</source>
        <translation>Poner en cada mano, no sólo cuando se han cobrado las posturas.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Little marks for each pass.</source>
        <translation>Marcas pequeñas por cada pase.</translation>
    </message>
    <message>
        <source>The hand</source>
        <translation>La mano</translation>
    </message>
    <message>
        <source>Little marks the eldest hand pays every deal.</source>
        <translation>Marcas pequeñas que paga la mano en cada reparto.</translation>
    </message>
    <message>
        <source>Taking in</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Little marks for each card taken in.</source>
        <translation>Marcas pequeñas por cada carta robada.</translation>
    </message>
    <message>
        <source>The Matadors</source>
        <translation>Los matadores</translation>
    </message>
    <message>
        <source>Great marks from each other player to the holder of all three Matadors, won or lost.</source>
        <translation>Marcas grandes de cada uno de los otros jugadores al que tiene los tres matadores, gane o pierda.</translation>
    </message>
    <message>
        <source>Matadors in any hand</source>
        <translation>Matadores en cualquier mano</translation>
    </message>
    <message>
        <source>Whoever holds the three Matadors is paid, not only the Ombre.</source>
        <translation>Cobra quien tenga los tres matadores, no sólo el Hombre.</translation>
    </message>
    <message>
        <source>Each further trump in sequence</source>
        <translation>Cada triunfo más en secuencia</translation>
    </message>
    <message>
        <source>Little marks from each for every trump in sequence beyond the three.</source>
        <translation>Marcas pequeñas de cada uno por cada triunfo en secuencia además de los tres.</translation>
    </message>
    <message>
        <source>Playing without taking in</source>
        <translation>Jugar sin tomar</translation>
    </message>
    <message>
        <source>Great marks from or to each for a game played without taking in.</source>
        <translation>Marcas grandes de o a cada uno por un juego jugado sin tomar.</translation>
    </message>
    <message>
        <source>The Voll</source>
        <translation>La bola (Voll)</translation>
    </message>
    <message>
        <source>Great marks from each for a Voll declared and won.</source>
        <translation>Marcas grandes de cada uno por una bola anunciada y ganada.</translation>
    </message>
    <message>
        <source>Pretintailles, Devole and Gano</source>
        <translation>Pretintallas, contrabola y Gano</translation>
    </message>
    <message>
        <source>Off unless agreed before the game (p. 51). The Ombre receives the points from each adversary when he wins and pays them to each when he loses.</source>
        <translation>Desactivadas salvo que se convengan antes de jugar (p. 51). El Hombre cobra los tantos de cada contrario cuando gana y se los paga a cada uno cuando pierde.</translation>
    </message>
    <message>
        <source>%1: points</source>
        <translation>%1: tantos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four, with the Alcalde</source>
        <translation>Cuatro, con el Alcalde</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Four: the dealer, the Alcalde, holds no cards. Two: thirty cards.</source>
        <translation>Cuatro: el que da, el Alcalde, no recibe cartas. Dos: treinta cartas.</translation>
    </message>
    <message>
        <source>The Alcalde pays and receives</source>
        <translation>El Alcalde paga y cobra</translation>
    </message>
    <message>
        <source>With four, the dealer pays and receives as the others do.</source>
        <translation>A cuatro, el que da paga y cobra como los demás.</translation>
    </message>
    <message>
        <source>The Vole with four</source>
        <translation>La bola a cuatro</translation>
    </message>
    <message>
        <source>Gibbs: thirty from each; the Spanish rules prescribe forty.</source>
        <translation>Gibbs: treinta de cada uno; las reglas españolas mandan cuarenta.</translation>
    </message>
    <message>
        <source>Nine each</source>
        <translation>Nueve cada uno</translation>
    </message>
    <message>
        <source>Eight each</source>
        <translation>Ocho cada uno</translation>
    </message>
    <message>
        <source>Cards with two</source>
        <translation>Cartas a dos</translation>
    </message>
    <message>
        <source>Nine each with a stock of twelve, or eight each with a stock of fourteen.</source>
        <translation>Nueve cada uno con un monte de doce, u ocho cada uno con un monte de catorce.</translation>
    </message>
    <message>
        <source>Suit put aside with two</source>
        <translation>Palo apartado a dos</translation>
    </message>
    <message>
        <source>The red suit left out of the pack of thirty.</source>
        <translation>El palo rojo que se deja fuera de la baraja de treinta.</translation>
    </message>
    <message>
        <source>Changes apply from the next session (Game &gt; New Session); the game in progress keeps the rules it began with.</source>
        <translation>Los cambios se aplican desde la próxima sesión (Juego &gt; Nueva sesión); la partida en curso conserva las reglas con que empezó.</translation>
    </message>
    <message>
        <source>Read about it in the rules of Ombre</source>
        <translation>Leer sobre esto en las reglas del Hombre</translation>
    </message>
    <message>
        <source>Forced Spadille</source>
        <translation>Espadilla forzada</translation>
    </message>
    <message>
        <source>When all pass, the holder of Spadille must play.</source>
        <translation>Cuando todos pasan, el que tiene la Espadilla está obligado a jugar.</translation>
    </message>
    <message>
        <source>Gascarille</source>
        <translation>Gascarilla</translation>
    </message>
    <message>
        <source>When all pass, one may play by discarding eight cards, naming trumps after taking in.</source>
        <translation>Cuando todos pasan, un jugador puede jugar descartándose de ocho cartas y nombrando el triunfo después de robar.</translation>
    </message>
    <message>
        <source>Le Bon Air</source>
        <translation>Le Bon Air</translation>
    </message>
    <message>
        <source>A Solo with the four Matadors.</source>
        <translation>Un solo con cuatro matadores.</translation>
    </message>
    <message>
        <source>Parfait Contentement</source>
        <translation>Parfait Contentement</translation>
    </message>
    <message>
        <source>A Solo with five Matadors.</source>
        <translation>Un solo con cinco matadores.</translation>
    </message>
    <message>
        <source>Guinguette</source>
        <translation>Guinguette</translation>
    </message>
    <message>
        <source>Playing without Spadille or Basto.</source>
        <translation>Jugar sin Espadilla ni Basto.</translation>
    </message>
    <message>
        <source>Mirliro</source>
        <translation>Mirliro</translation>
    </message>
    <message>
        <source>The black aces without Manille; or Basto and the red aces, without Spadille or Manille.</source>
        <translation>Los dos ases negros sin Malilla; o el Basto y los dos ases rojos, sin Espadilla ni Malilla.</translation>
    </message>
    <message>
        <source>Les Fanatiques</source>
        <translation>Les Fanatiques</translation>
    </message>
    <message>
        <source>Playing with the four Knaves.</source>
        <translation>Jugar con las cuatro sotas.</translation>
    </message>
    <message>
        <source>Charivary</source>
        <translation>Charivary</translation>
    </message>
    <message>
        <source>Playing with the four Queens.</source>
        <translation>Jugar con los cuatro caballos.</translation>
    </message>
    <message>
        <source>Discord</source>
        <translation>Discord</translation>
    </message>
    <message>
        <source>Playing with the four Kings.</source>
        <translation>Jugar con los cuatro reyes.</translation>
    </message>
    <message>
        <source>La Partie Quarrée des Dames du Temps</source>
        <translation>La Partie Quarrée des Dames du Temps</translation>
    </message>
    <message>
        <source>Playing with three Kings and a Queen.</source>
        <translation>Jugar con tres reyes y un caballo.</translation>
    </message>
    <message>
        <source>La Triomphante</source>
        <translation>La Triomphante</translation>
    </message>
    <message>
        <source>The Ombre&apos;s first lead is Spadille.</source>
        <translation>El Hombre sale la primera vez con la Espadilla.</translation>
    </message>
    <message>
        <source>L&apos;Estrapade</source>
        <translation>L&apos;Estrapade</translation>
    </message>
    <message>
        <source>A Vole won with a Solo.</source>
        <translation>Una bola ganada en un solo.</translation>
    </message>
    <message>
        <source>Dégout</source>
        <translation>Dégoût</translation>
    </message>
    <message>
        <source>A fine the losers of a set pay its winner.</source>
        <translation>Una multa que los perdedores de una partida pagan al ganador.</translation>
    </message>
    <message>
        <source>Les Yeux de ma Grand&apos;mère</source>
        <translation>Les Yeux de ma Grand&apos;mère</translation>
    </message>
    <message>
        <source>Playing with both red aces and without Spadille or Basto.</source>
        <translation>Jugar con los dos ases rojos y sin Espadilla ni Basto.</translation>
    </message>
    <message>
        <source>La Chicorée</source>
        <translation>La Chicorée</translation>
    </message>
    <message>
        <source>No Matadors, only three or four trumps in sequence to them.</source>
        <translation>Sin matadores, sólo con tres o cuatro triunfos que los siguen en secuencia.</translation>
    </message>
    <message>
        <source>Devole</source>
        <translation>Contrabola</translation>
    </message>
    <message>
        <source>The Ombre who takes no trick pays these to each, on top of his loss.</source>
        <translation>El Hombre que no hace ninguna baza paga estos tantos a cada uno, además de lo que pierde.</translation>
    </message>
    <message>
        <source>Gano</source>
        <translation>Gano</translation>
    </message>
    <message>
        <source>The elder adversary may call &quot;Gano&quot;: his friend must let his card win. A rule of play, without points.</source>
        <translation>El primer contrario puede decir «Gano»: su compañero ha de dejar ganar su carta. Una regla de juego, sin tantos.</translation>
    </message>
    <message>
        <source>Three, as the book plays it; four, the dealer sitting out as the Alcalde; or two, with thirty cards.</source>
        <translation>Tres, como en el libro; cuatro, y quien da no juega y es el Alcalde; o dos, con treinta cartas.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::SaveWarning</name>
    <message>
        <source>&lt;b&gt;The game is not being saved.&lt;/b&gt; %1&lt;br&gt;It is tried again after every move; until it succeeds, closing the program loses the moves made since. Free some space, or make the folder writable.</source>
        <translation>&lt;b&gt;La partida no se está guardando.&lt;/b&gt; %1&lt;br&gt;Se vuelve a intentar tras cada jugada; hasta que lo consiga, cerrar el programa pierde las jugadas hechas desde entonces. Libere espacio o permita escribir en la carpeta.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar aviso</translation>
    </message>
    <message>
        <source>&lt;b&gt;A finished deal is not yet in your history.&lt;/b&gt; %1&lt;br&gt;The saved game keeps it, and it is filed after the next deal or at the next start. Free some space, or make the folder writable.</source>
        <translation>&lt;b&gt;Una mano terminada aún no está en su historial.&lt;/b&gt; %1&lt;br&gt;La partida guardada la conserva, y se archiva tras la mano siguiente o al volver a abrir el juego. Libere espacio, o permita escribir en la carpeta.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::SavedFile</name>
    <message>
        <source>The saved game is damaged</source>
        <translation>La partida guardada está dañada</translation>
    </message>
</context>
<context>
    <name>ombre::ui::SettingsFile</name>
    <message>
        <source>The settings file %1 is not a file (it is a folder, a pipe or a device) and could not be moved aside: the settings are not kept.</source>
        <translation>El archivo de ajustes %1 no es un archivo (es una carpeta, una tubería o un dispositivo) y no se pudo apartar: los ajustes no se conservan.</translation>
    </message>
    <message>
        <source>The settings file %1 was not a file (it was a folder, a pipe or a device); it was moved aside as %2 and the settings start afresh.</source>
        <translation>El archivo de ajustes %1 no era un archivo (era una carpeta, una tubería o un dispositivo); se ha apartado como %2 y los ajustes empiezan de nuevo.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::SettlementDialog</name>
    <message>
        <source>%1s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>%1d</source>
        <translation>%1d</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Saldar cuentas</translation>
    </message>
    <message>
        <source>Settle and start a &amp;new session</source>
        <translation>Saldar y empezar una &amp;nueva sesión</translation>
    </message>
    <message>
        <source>is even</source>
        <translation>queda en paz</translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation>Nadie debe nada.</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Quién paga a quién</translation>
    </message>
    <message>
        <source>a penny a fish</source>
        <translation>un penique por tanto</translation>
    </message>
    <message>
        <source>a halfpenny a fish</source>
        <translation>medio penique por tanto</translation>
    </message>
    <message>
        <source>a farthing a fish</source>
        <translation>un cuarto de penique por tanto</translation>
    </message>
    <message numerus="yes">
        <source>%n fish a penny</source>
        <translation>
            <numerusform>%n tanto por penique</numerusform>
            <numerusform>%n tantos por penique</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 a fish</source>
        <translation>%1 por tanto</translation>
    </message>
    <message>
        <source>%1 pence a fish</source>
        <translation>%1 peniques por tanto</translation>
    </message>
    <message>
        <source> d</source>
        <comment>pence, after the stake&apos;s figure</comment>
        <translation> d</translation>
    </message>
    <message>
        <source>The stake in pence for each fish (Gibbs: &quot;a penny a fish will be found sufficiently high play, and some will prefer to play at the rate of five fish a penny&quot;)</source>
        <translation>La apuesta en peniques por cada tanto (Gibbs: «un penique por tanto ya es juego bastante alto, y algunos preferirán jugar a cinco tantos por penique»)</translation>
    </message>
    <message>
        <source>&amp;Stake:</source>
        <translation>&amp;Apuesta:</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>Share of the pool</source>
        <translation>Parte del plato</translation>
    </message>
    <message>
        <source>Share of the table</source>
        <translation>Parte de la mesa</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>A %1</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>cobra %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>paga %1</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Usted paga %2 a %1</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 le paga %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paga %3 a %2</translation>
    </message>
    <message>
        <source>The pool holds %1 fish and the reserved Puestas %2: the %3 fish left on the table are shared equally.</source>
        <translation>El plato tiene %1 tantos y las puestas reservadas %2: los %3 tantos que quedan en la mesa se reparten por igual.</translation>
    </message>
    <message>
        <source>The pool holds %1 fish: they are shared equally.</source>
        <translation>El plato tiene %1 tantos: se reparten por igual.</translation>
    </message>
    <message>
        <source>Money is reckoned to the farthing: where the farthings do not come out even, the largest fractions are rounded up and the rest down, so that the payments still balance.</source>
        <translation>El dinero se cuenta al cuarto de penique: donde los cuartos no salen exactos, las fracciones mayores se redondean hacia arriba y las demás hacia abajo, para que los pagos sigan cuadrando.</translation>
    </message>
    <message numerus="yes">
        <source>After %n deal(s)</source>
        <translation>
            <numerusform>Tras %n mano</numerusform>
            <numerusform>Tras %n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::SingleInstance</name>
    <message>
        <source>%1 is not a lock file (it is a folder, a pipe or a device) and could not be moved aside.</source>
        <translation>%1 no es un archivo de bloqueo (es una carpeta, una tubería o un dispositivo) y no se pudo apartar.</translation>
    </message>
    <message>
        <source>%1 was not a lock file (it was a folder, a pipe or a device); it was moved aside as %2.</source>
        <translation>%1 no era un archivo de bloqueo (era una carpeta, una tubería o un dispositivo); se ha apartado como %2.</translation>
    </message>
    <message>
        <source>The lock file %1 could not be taken over.</source>
        <translation>No se pudo tomar el archivo de bloqueo %1.</translation>
    </message>
    <message>
        <source>The lock file %1 cannot be written.</source>
        <translation>No se puede escribir el archivo de bloqueo %1.</translation>
    </message>
    <message>
        <source>The game cannot make sure that it is not open in another window; if it is, close one of them, for both would save to the same files.</source>
        <translation>El juego no puede asegurarse de que no esté abierto en otra ventana; si lo está, cierre una de las dos, pues ambas guardarían en los mismos archivos.</translation>
    </message>
</context>
<context>
    <name>ombre::ui::StatisticsWindow</name>
    <message>
        <source>All passed</source>
        <translation>Todos pasaron</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Sacada</source>
        <translation>Sacada</translation>
    </message>
    <message>
        <source>Puesta</source>
        <translation>Puesta</translation>
    </message>
    <message>
        <source>Codille</source>
        <translation>Codillo</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Session:</source>
        <translation>&amp;Sesión:</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;visar</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>As Ombre</source>
        <translation>Como Hombre</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Revisiones</translation>
    </message>
    <message>
        <source>Piquet</source>
        <translation>Cientos</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>No deal finished yet: every deal you finish at the table is counted here.</source>
        <translation>Aún no ha terminado ninguna mano: cada mano que termine en la mesa se cuenta aquí.</translation>
    </message>
    <message>
        <source>Ombre: %1 in %2. %3</source>
        <translation>Hombre: %1 en %2. %3</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sesión</numerusform>
            <numerusform>%n sesiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are up %Ln fish.</source>
        <translation>
            <numerusform>Gana %Ln tanto.</numerusform>
            <numerusform>Gana %Ln tantos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are down %Ln fish.</source>
        <translation>
            <numerusform>Pierde %Ln tanto.</numerusform>
            <numerusform>Pierde %Ln tantos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Sesión %1</translation>
    </message>
    <message>
        <source>Your fish over all your deals</source>
        <translation>Sus tantos a lo largo de todas sus manos</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total acumulado</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Session %1, deal by deal</source>
        <translation>Sesión %1, mano a mano</translation>
    </message>
    <message>
        <source>A session, deal by deal</source>
        <translation>Una sesión, mano a mano</translation>
    </message>
    <message>
        <source>Fish in the deal</source>
        <translation>Tantos en la mano</translation>
    </message>
    <message>
        <source>Session total</source>
        <translation>Total de la sesión</translation>
    </message>
    <message>
        <source>Your games as the Ombre, and how they ended</source>
        <translation>Sus juegos como Hombre, y cómo acabaron</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Rendido</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Fish lost against the Master, deal by deal reviewed</source>
        <translation>Tantos perdidos frente al Maestro, en cada mano revisada</translation>
    </message>
    <message>
        <source>Reviewed deal</source>
        <translation>Mano revisada</translation>
    </message>
    <message>
        <source>Average of the last five</source>
        <translation>Media de las cinco últimas</translation>
    </message>
    <message>
        <source>Fish lost</source>
        <translation>Tantos perdidos</translation>
    </message>
    <message>
        <source>No deal reviewed yet: Review on the result of a deal weighs your decisions, and the loss is drawn here.</source>
        <translation>Aún no ha revisado ninguna mano: Revisar, en el resultado de una mano, pesa sus decisiones, y la pérdida se dibuja aquí.</translation>
    </message>
    <message>
        <source>Piquet: the points of each deal</source>
        <translation>Cientos: los puntos de cada mano</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Suyos</translation>
    </message>
    <message>
        <source>Your opponent’s</source>
        <translation>De su contrario</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>No Piquet deal finished yet.</source>
        <translation>Aún no ha terminado ninguna mano de Cientos.</translation>
    </message>
    <message>
        <source>Sets won: %1 · lost: %2 · deals: %3</source>
        <translation>Partidas ganadas: %1 · perdidas: %2 · manos: %3</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Lost in review</source>
        <translation>Perdido en la revisión</translation>
    </message>
    <message>
        <source>you the Ombre</source>
        <translation>usted de Hombre</translation>
    </message>
    <message>
        <source>against the Ombre</source>
        <translation>contra el Hombre</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Deal %1, %2</source>
        <translation>Mano %1, %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>Leyendo su historial…</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of your history could not be read and are left out.</source>
        <translation>
            <numerusform>%n mano de su historial no se pudo leer y queda fuera.</numerusform>
            <numerusform>%n manos de su historial no se pudieron leer y quedan fuera.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… y %n más.</numerusform>
            <numerusform>… y %n más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) with a card taken back are left out of these figures.</source>
        <translation>
            <numerusform>%n mano con una carta retirada queda fuera de estas cifras.</numerusform>
            <numerusform>%n manos con una carta retirada quedan fuera de estas cifras.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, card taken back</source>
        <translation>%1, carta retirada</translation>
    </message>
</context>
<context>
    <name>ombre::ui::SurrenderOffer</name>
    <message>
        <source>Surrender</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>You will give up the game before trick %1 and pay the Puesta.</source>
        <translation>Se rendirá antes de la baza %1 y pagará la puesta.</translation>
    </message>
    <message>
        <source>Play on after all</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Lead a card to play on, or give up the game now and pay the Puesta.</source>
        <translation>Salga con una carta para seguir jugando, o ríndase ahora y pague la puesta.</translation>
    </message>
    <message>
        <source>Surrender now</source>
        <translation>Rendirse ahora</translation>
    </message>
    <message>
        <source>You may give up the game before trick %1 and pay the Puesta.</source>
        <translation>Puede rendirse antes de la baza %1 y pagar la puesta.</translation>
    </message>
    <message>
        <source>Surrender before trick %1</source>
        <translation>Rendirse antes de la baza %1</translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableMode</name>
    <message>
        <source>Open Record</source>
        <translation>Abrir registro</translation>
    </message>
    <message>
        <source>The record %1 cannot be opened.</source>
        <translation>No se puede abrir el registro %1.</translation>
    </message>
    <message>
        <source>The problem: %1. Your game in progress is unchanged.</source>
        <translation>El problema: %1. Su partida en curso no ha cambiado.</translation>
    </message>
    <message>
        <source>Your game is set aside until you close the replay.</source>
        <translation>Su partida queda apartada hasta que cierre la reproducción.</translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation>&amp;Abrir registro…</translation>
    </message>
    <message>
        <source>Replay a deal record step by step, with open cards</source>
        <translation>Reproducir paso a paso un registro de mano, con las cartas vistas</translation>
    </message>
    <message>
        <source>&amp;Belinda’s Game</source>
        <translation>La partida de &amp;Belinda</translation>
    </message>
    <message>
        <source>Pope’s game from The Rape of the Lock, trick by trick, with Gibbs’s variations</source>
        <translation>La partida de Pope en El rizo robado, baza a baza, con las variantes de Gibbs</translation>
    </message>
    <message>
        <source>&amp;Guided First Deal</source>
        <translation>&amp;Primera mano guiada</translation>
    </message>
    <message>
        <source>A deal at the table with each step explained</source>
        <translation>Una mano en la mesa con cada paso explicado</translation>
    </message>
    <message>
        <source>Deal records (*.ombre.json *.json);;All files (*)</source>
        <translation>Registros de manos (*.ombre.json *.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableScene</name>
    <message>
        <source>Stock %1</source>
        <translation>Monte %1</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Ombre</source>
        <translation>Hombre</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>No deal in progress</source>
        <translation>Ninguna mano en curso</translation>
    </message>
    <message>
        <source>%1 are trumps</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>La subasta</translation>
    </message>
    <message>
        <source>%1 · Ombre: %2</source>
        <translation>%1 · Hombre: %2</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Todos han pasado</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 baza</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 bazas</translation>
    </message>
    <message>
        <source>Sits out this deal</source>
        <translation>No juega esta mano</translation>
    </message>
    <message>
        <source>Alcalde</source>
        <translation>Alcalde</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Baza %1 de %2</translation>
    </message>
    <message>
        <source>Deal %1 · pool %2</source>
        <translation>Mano %1 · plato %2</translation>
    </message>
    <message>
        <source>Last trick, %1: %2</source>
        <translation>Última baza, %1: %2</translation>
    </message>
    <message>
        <source>Trick %1 to %2</source>
        <translation>Baza %1 para %2</translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation>Bazas: %1</translation>
    </message>
    <message>
        <source>Sacada is out of reach</source>
        <translation>La sacada ya no es posible</translation>
    </message>
    <message>
        <source>Sacada is sure</source>
        <translation>La sacada es segura</translation>
    </message>
    <message numerus="yes">
        <source>Sacada needs %n more trick(s)</source>
        <translation>
            <numerusform>La sacada pide %n baza más</numerusform>
            <numerusform>La sacada pide %n bazas más</numerusform>
        </translation>
    </message>
    <message>
        <source>Trumps to be named</source>
        <translation>Triunfo por nombrar</translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableView</name>
    <message>
        <source>The Ombre table</source>
        <translation>La mesa del Hombre</translation>
    </message>
</context>
<context>
    <name>ombre::ui::WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenida</translation>
    </message>
    <message>
        <source>Welcome to the Ombre table</source>
        <translation>Bienvenido a la mesa del Hombre</translation>
    </message>
    <message>
        <source>Ombre is played by three: nine cards each from a pack of forty, and one player, the Ombre, names trumps and plays alone against the other two. Belinda and the Baron are waiting at the table.

New to the game? The guided first deal explains each step as it happens.</source>
        <translation>El Hombre se juega entre tres: nueve cartas cada uno de una baraja de cuarenta, y un jugador, el Hombre, nombra el triunfo y juega solo contra los otros dos. Belinda y el Barón esperan a la mesa.

¿Nuevo en el juego? La primera mano guiada explica cada paso según sucede.</translation>
    </message>
    <message>
        <source>Guided first deal</source>
        <translation>Primera mano guiada</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Jugar una partida</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Leer las reglas</translation>
    </message>
</context>
</TS>
