<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Gallery</name>
    <message>
        <source>Unknown pack &quot;%1&quot;: use one of %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>Card %1 of the %2 pack is missing.</source>
        <translation></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 pack: %2 faces at %3x%4 px in %5 ms</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>HintSentence</name>
    <message>
        <source>%1 is your only card that may be played.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1 to draw the last trump still out.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1 to draw trumps: %2 are still out.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead a trump, %1: you hold more trumps than are still out.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1: it is the best card left in its suit.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1, a small card of your longest suit, and keep your trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your partner is winning this trick: play low, %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Win the trick with %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>You cannot win this trick: throw %1, the card you need least.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play %1 and say Gano: it should win, so your partner must let it pass.</source>
        <translation></translation>
    </message>
    <message>
        <source>Discard %1: it cannot make a trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>Discard %1: they cannot make a trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>Keep your hand: every card in it may make a trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>Yield the first choice: your hand is too weak to gain by the stock, and your partner may.</source>
        <translation></translation>
    </message>
    <message>
        <source>Pass: the hand is too weak for a game.</source>
        <translation></translation>
    </message>
    <message>
        <source>Say “%1”: by the rules of thumb the hand is worth it.</source>
        <translation></translation>
    </message>
    <message>
        <source>Name %1: of the suits tried, it makes the best game.</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender: the game is lost, and you pay only the Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play on: the game can still be won.</source>
        <translation></translation>
    </message>
    <message>
        <source>Defend: the game can be won against the Ombre.</source>
        <translation></translation>
    </message>
    <message>
        <source>Let the Surrender stand: the game could not be won.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play for the Vole: it looks %1% sure.</source>
        <translation></translation>
    </message>
    <message>
        <source>Stop and take the game: the Vole looks only %1% sure.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play %1: of your cards, it leaves you the best chances in this deal.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play %1 and keep %2: the Matador would win you nothing more here.</source>
        <translation></translation>
    </message>
    <message>
        <source>Pass: with this hand every game would more likely cost you fish than win them.</source>
        <translation></translation>
    </message>
    <message>
        <source>Say “%1”: of the games open to you, it is the one this hand plays best.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1 and keep your higher cards for the tricks to come.</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead %1, through the Ombre’s hand: keep your best cards to beat his.</source>
        <translation></translation>
    </message>
    <message>
        <source>Take the trick from your partner with %1: you want the lead.</source>
        <translation></translation>
    </message>
    <message>
        <source>Let this trick go with %1: your better cards will win more later.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;System language</source>
        <translation></translation>
    </message>
    <message>
        <source>The language setting &quot;%1&quot; is not known; the game follows the system&apos;s language.</source>
        <translation></translation>
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
        <source>&amp;Off</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation></translation>
    </message>
    <message>
        <source>Welcome to the Ombre table.</source>
        <translation></translation>
    </message>
    <message>
        <source>New session</source>
        <translation></translation>
    </message>
    <message>
        <source>Ne&amp;xt Deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation></translation>
    </message>
    <message>
        <source>Card &amp;Pack</source>
        <translation></translation>
    </message>
    <message>
        <source>Card &amp;Back</source>
        <translation></translation>
    </message>
    <message>
        <source>Show the Game &amp;Log</source>
        <translation></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation></translation>
    </message>
    <message>
        <source>Rule settings</source>
        <translation></translation>
    </message>
    <message>
        <source>The new rules apply from the next session (Game &gt; New Session).</source>
        <translation></translation>
    </message>
    <message>
        <source>Language</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;New Session…</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation></translation>
    </message>
    <message>
        <source>The game is already open here.</source>
        <translation></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation></translation>
    </message>
    <message>
        <source>The animation speed in the settings (%1) is not one of the Animations menu&apos;s; the normal speed is used.</source>
        <translation></translation>
    </message>
    <message>
        <source>Abandon your session of Ombre and start a new one?</source>
        <translation></translation>
    </message>
    <message>
        <source>Abandon your session of Piquet and start a new one?</source>
        <translation></translation>
    </message>
    <message>
        <source>The session will be kept in a file beside the save. You may settle up first from the Game menu.</source>
        <translation></translation>
    </message>
    <message>
        <source>The session will be kept in a file beside the save.</source>
        <translation></translation>
    </message>
    <message>
        <source>The session replaced was kept as %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation></translation>
    </message>
    <message>
        <source>Your history in charts: fish, games, reviews, Piquet</source>
        <translation></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation></translation>
    </message>
    <message>
        <source>Play &amp;Forced Cards</source>
        <translation></translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it is played for you after a short pause</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>NamePlate</name>
    <message numerus="yes">
        <source>%Ln fish</source>
        <translation>
            <numerusform>%Ln fish</numerusform>
            <numerusform>%Ln fish</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PiquetTerms</name>
    <message>
        <source>Six</source>
        <translation></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation></translation>
    </message>
    <message>
        <source>Knave</source>
        <translation></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation></translation>
    </message>
    <message>
        <source>King</source>
        <translation></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation></translation>
    </message>
    <message>
        <source>Tens</source>
        <translation></translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>a Ruff of %1 in %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Tierce</source>
        <translation></translation>
    </message>
    <message>
        <source>Quart</source>
        <translation></translation>
    </message>
    <message>
        <source>Quint</source>
        <translation></translation>
    </message>
    <message>
        <source>Sixiesme</source>
        <translation></translation>
    </message>
    <message>
        <source>Septiesme</source>
        <translation></translation>
    </message>
    <message>
        <source>Huictiesme</source>
        <translation></translation>
    </message>
    <message>
        <source>Neufiesme</source>
        <translation></translation>
    </message>
    <message>
        <source>a %1 Major in %2</source>
        <translation></translation>
    </message>
    <message>
        <source>a %1 to the %2 in %3</source>
        <translation></translation>
    </message>
    <message>
        <source>a Quatorze of %1</source>
        <translation></translation>
    </message>
    <message>
        <source>three %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ruff</source>
        <translation></translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation></translation>
    </message>
    <message>
        <source>Ternaries</source>
        <translation></translation>
    </message>
    <message>
        <source>a Blank</source>
        <translation></translation>
    </message>
    <message>
        <source>Repicy</source>
        <translation></translation>
    </message>
    <message>
        <source>Picy</source>
        <translation></translation>
    </message>
    <message>
        <source>leading %1</source>
        <translation></translation>
    </message>
    <message>
        <source>winning with %1</source>
        <translation></translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation></translation>
    </message>
    <message>
        <source>the Cards</source>
        <translation></translation>
    </message>
    <message>
        <source>Capet</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>announce that you will lay out %n card(s)</source>
        <translation>
            <numerusform>announce that you will lay out %n card</numerusform>
            <numerusform>announce that you will lay out %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>lay out %1</source>
        <translation></translation>
    </message>
    <message>
        <source>name %1 to see the rest of the stock</source>
        <translation></translation>
    </message>
    <message>
        <source>leave the rest of the stock unseen</source>
        <translation></translation>
    </message>
    <message>
        <source>appoint %1</source>
        <translation></translation>
    </message>
    <message>
        <source>show nothing of this kind</source>
        <translation></translation>
    </message>
    <message>
        <source>show %1</source>
        <translation></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>PoolDish</name>
    <message>
        <source>Pool %1 · reserved %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>&amp;Rules of Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>Open the rules of Ombre, with a glossary of every term</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>RulesStore</name>
    <message>
        <source>%1 = &quot;%2&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Some of the saved rule settings could not be read, so their defaults are used: %1. The other settings are kept.</source>
        <translation></translation>
    </message>
    <message>
        <source>Gibbs 1878 (Spanish game)</source>
        <translation></translation>
    </message>
    <message>
        <source>The Royal Game, 1665 (English Renegado)</source>
        <translation></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation></translation>
    </message>
    <message>
        <source>Custom (from %1)</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Ace</source>
        <translation></translation>
    </message>
    <message>
        <source>Two</source>
        <translation></translation>
    </message>
    <message>
        <source>Three</source>
        <translation></translation>
    </message>
    <message>
        <source>Four</source>
        <translation></translation>
    </message>
    <message>
        <source>Five</source>
        <translation></translation>
    </message>
    <message>
        <source>Six</source>
        <translation></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation></translation>
    </message>
    <message>
        <source>Knave</source>
        <translation></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation></translation>
    </message>
    <message>
        <source>King</source>
        <translation></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation></translation>
    </message>
    <message>
        <source>Plays any legal card: for learning the moves.</source>
        <translation></translation>
    </message>
    <message>
        <source>Club player</source>
        <translation></translation>
    </message>
    <message>
        <source>Plays by Gibbs&apos;s rules of thumb: draws trumps, keeps Kings.</source>
        <translation></translation>
    </message>
    <message>
        <source>Sharp player</source>
        <translation></translation>
    </message>
    <message>
        <source>Reads the cards played and looks a few deals ahead; bids by rule.</source>
        <translation></translation>
    </message>
    <message>
        <source>Master</source>
        <translation></translation>
    </message>
    <message>
        <source>Weighs every card over many possible deals, bids by simulation.</source>
        <translation></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation></translation>
    </message>
    <message>
        <source>Espadas</source>
        <translation></translation>
    </message>
    <message>
        <source>Bastos</source>
        <translation></translation>
    </message>
    <message>
        <source>Copas</source>
        <translation></translation>
    </message>
    <message>
        <source>Oros</source>
        <translation></translation>
    </message>
    <message>
        <source>Spadille</source>
        <translation></translation>
    </message>
    <message>
        <source>Basto</source>
        <translation></translation>
    </message>
    <message>
        <source>Manille</source>
        <translation></translation>
    </message>
    <message>
        <source>Punto</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation></translation>
    </message>
    <message>
        <source>I play</source>
        <translation></translation>
    </message>
    <message>
        <source>Favor</source>
        <translation></translation>
    </message>
    <message>
        <source>Voltereta</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo in Favor</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>Simple Game</source>
        <translation></translation>
    </message>
    <message>
        <source>the dealer&apos;s five</source>
        <translation></translation>
    </message>
    <message>
        <source>the pool</source>
        <translation></translation>
    </message>
    <message>
        <source>the game</source>
        <translation></translation>
    </message>
    <message>
        <source>Primeras</source>
        <translation></translation>
    </message>
    <message>
        <source>Honours</source>
        <translation></translation>
    </message>
    <message>
        <source>the Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>Puesta</source>
        <translation></translation>
    </message>
    <message>
        <source>Codille</source>
        <translation></translation>
    </message>
    <message>
        <source>the Defence</source>
        <translation></translation>
    </message>
    <message>
        <source>a Pretintaille</source>
        <translation></translation>
    </message>
    <message>
        <source>the stake for the Game</source>
        <translation></translation>
    </message>
    <message>
        <source>passing</source>
        <translation></translation>
    </message>
    <message>
        <source>the hand</source>
        <translation></translation>
    </message>
    <message>
        <source>taking in</source>
        <translation></translation>
    </message>
    <message>
        <source>the Matadors</source>
        <translation></translation>
    </message>
    <message>
        <source>a forfeiture</source>
        <translation></translation>
    </message>
    <message>
        <source>It is not your turn to play</source>
        <translation></translation>
    </message>
    <message>
        <source>You must follow %1</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 led forces %2: you must play it</source>
        <translation></translation>
    </message>
    <message>
        <source>You must follow trumps (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Basto need not follow: only Spadille or Manille led forces it</source>
        <translation></translation>
    </message>
    <message>
        <source>Manille need not follow: only Spadille led forces it</source>
        <translation></translation>
    </message>
    <message>
        <source>Spadille need not follow: nothing forces it</source>
        <translation></translation>
    </message>
    <message>
        <source>All passed: the pool stays</source>
        <translation></translation>
    </message>
    <message>
        <source>You surrender: Puesta</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 surrenders: Puesta</source>
        <translation></translation>
    </message>
    <message>
        <source>Vole! You win every trick</source>
        <translation></translation>
    </message>
    <message>
        <source>Vole! %1 wins every trick</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada: you win</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada: %1 wins</source>
        <translation></translation>
    </message>
    <message>
        <source>Puesta: you are bested</source>
        <translation></translation>
    </message>
    <message>
        <source>Puesta: %1 is bested</source>
        <translation></translation>
    </message>
    <message>
        <source>Codille to you</source>
        <translation></translation>
    </message>
    <message>
        <source>Codille to %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You defend and win</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 defends and wins</source>
        <translation></translation>
    </message>
    <message>
        <source>You defend and are bested: Twins</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 defends and is bested: Twins</source>
        <translation></translation>
    </message>
    <message>
        <source>You defend: Codille to %1</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 defends: Codille to you</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 defends: Codille to %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 (the Vole barred)</source>
        <translation></translation>
    </message>
    <message>
        <source>Plays by rules of thumb: keeps the point and sequences, wins the last trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>Reads the cards played and looks a few deals ahead; exchanges by rule.</source>
        <translation></translation>
    </message>
    <message>
        <source>Weighs every card over many possible deals, exchanges by simulation.</source>
        <translation></translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation></translation>
    </message>
    <message>
        <source>It is not your turn to do that</source>
        <translation></translation>
    </message>
    <message>
        <source>Only the Ombre&apos;s right-hand adversary may yield the first choice, before either has taken in</source>
        <translation></translation>
    </message>
    <message>
        <source>All have passed: you may only declare Gascarille or pass (p. 50)</source>
        <translation></translation>
    </message>
    <message>
        <source>You cannot call %1 now</source>
        <translation></translation>
    </message>
    <message>
        <source>That card is not in your hand</source>
        <translation></translation>
    </message>
    <message>
        <source>In a Voltereta you must discard at least one card, to take in the turned card</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>You must discard at least %n card(s)</source>
        <translation>
            <numerusform>You must discard at least %n card</numerusform>
            <numerusform>You must discard at least %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may take at most %n: in a Solo the first to take leaves five for his friend</source>
        <translation>
            <numerusform>You may take at most %n: in a Solo the first to take leaves five for his friend</numerusform>
            <numerusform>You may take at most %n: in a Solo the first to take leaves five for his friend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may draw at most %n card(s)</source>
        <translation>
            <numerusform>You may draw at most %n card</numerusform>
            <numerusform>You may draw at most %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You may not say Gano now (p. 51)</source>
        <translation></translation>
    </message>
    <message>
        <source>Your friend said Gano with %1: you must let it pass</source>
        <translation></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation></translation>
    </message>
    <message>
        <source>Swords</source>
        <translation></translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>the Spanish pack&apos;s Bastos</comment>
        <translation></translation>
    </message>
    <message>
        <source>Cups</source>
        <translation></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation></translation>
    </message>
    <message>
        <source>You</source>
        <translation></translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation></translation>
    </message>
    <message>
        <source>The Baron</source>
        <translation></translation>
    </message>
    <message>
        <source>Sir Plume</source>
        <translation></translation>
    </message>
    <message>
        <source>Spadille</source>
        <comment>named in a sentence</comment>
        <translation></translation>
    </message>
    <message>
        <source>Basto</source>
        <comment>named in a sentence</comment>
        <translation></translation>
    </message>
    <message>
        <source>Manille</source>
        <comment>named in a sentence</comment>
        <translation></translation>
    </message>
    <message>
        <source>Punto</source>
        <comment>named in a sentence</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Ace</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Two</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Three</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Four</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Five</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Six</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Seven</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Knave</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Queen</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>King</comment>
        <translation></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <comment>Knight</comment>
        <translation></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>The Royal Game of Ombre.</source>
        <translation>The Royal Game of Ombre.</translation>
    </message>
    <message>
        <source>Render every card of a pack to one sheet and exit.</source>
        <translation></translation>
    </message>
    <message>
        <source>Time rendering every card at table size and exit.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play to your first card, save the window and exit.</source>
        <translation></translation>
    </message>
    <message>
        <source>The session&apos;s seed.</source>
        <translation></translation>
    </message>
    <message>
        <source>The window size for --screenshot.</source>
        <translation></translation>
    </message>
    <message>
        <source>The moment for --screenshot: %1, or N for your Nth decision.</source>
        <translation></translation>
    </message>
    <message>
        <source>A deal record to replay on the table.</source>
        <translation></translation>
    </message>
    <message>
        <source>The game for --screenshot: ombre or piquet (moments %1).</source>
        <translation></translation>
    </message>
    <message>
        <source>The players at the table for --screenshot: 3, 4 (the dealer sitting out as the Alcalde) or 2.</source>
        <translation></translation>
    </message>
    <message>
        <source>The language of this run (en or es), leaving the setting.</source>
        <translation></translation>
    </message>
    <message>
        <source>For --screenshot: change to this language (en or es) at the moment.</source>
        <translation></translation>
    </message>
    <message>
        <source>The pack for --card-gallery and --screenshot: spanish or english.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::piquet::Session</name>
    <message>
        <source>There is no deal in progress.</source>
        <translation></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>format: expected %1</source>
        <translation></translation>
    </message>
    <message>
        <source>seed: not a number</source>
        <translation></translation>
    </message>
    <message>
        <source>deal_number: expected a positive integer</source>
        <translation></translation>
    </message>
    <message>
        <source>sets: expected two counts</source>
        <translation></translation>
    </message>
    <message>
        <source>record: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>sheet: expected the points of each deal</source>
        <translation></translation>
    </message>
    <message>
        <source>sheet: the finished deal is missing</source>
        <translation></translation>
    </message>
    <message>
        <source>sheet: the totals do not match the score of the deal</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Ombre %1&lt;/h2&gt;&lt;p&gt;The Royal Game of Ombre (&lt;i&gt;el Juego del Hombre&lt;/i&gt;), the three-handed Spanish card game that swept the courts and coffee-houses of Europe in the 17th and 18th centuries: nine cards each from a forty-card pack, one player, the Ombre, names trumps and plays alone against the other two. The rules follow Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt; (1878), with Matadors, Codille and Remise, and every deal can be recorded and replayed exactly.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;p&gt;Ombre is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;).&lt;/p&gt;&lt;p&gt;Ombre is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.&lt;/p&gt;&lt;p&gt;The card artwork is licensed under the Creative Commons Attribution-ShareAlike 4.0 International licence (&lt;a href=&quot;https://creativecommons.org/licenses/by-sa/4.0/&quot;&gt;CC BY-SA 4.0&lt;/a&gt;).&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules and the terms of the game come from the period sources:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;William Gibbs, &lt;i&gt;The Game of Ombre&lt;/i&gt;, 1878&lt;/li&gt;&lt;li&gt;&lt;i&gt;The Royal Game of Ombre&lt;/i&gt;, London, 1665&lt;/li&gt;&lt;li&gt;John Cotgrave, &lt;i&gt;Wits Interpreter&lt;/i&gt;, 1662&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Built with &lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 (running on Qt %2), used under the GNU Lesser General Public License, version 3.&lt;/p&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>About Ombre</source>
        <translation>About Ombre</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Credits</source>
        <translation></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::AuctionPanel</name>
    <message>
        <source>Pass: you are out of the auction</source>
        <translation></translation>
    </message>
    <message>
        <source>The Simple Game: you name trumps, discard and draw</source>
        <translation></translation>
    </message>
    <message>
        <source>Favor: the Simple Game in the favour suit, paid double</source>
        <translation></translation>
    </message>
    <message>
        <source>Voltereta: the top card of the stock is turned up and its suit is trumps; you must take it in</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo: you name trumps and play without discarding</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo in the favour suit, paid double</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo Vole: a Solo in which you undertake to win every trick</source>
        <translation></translation>
    </message>
    <message>
        <source>Your call</source>
        <translation></translation>
    </message>
    <message>
        <source>Name trumps</source>
        <translation></translation>
    </message>
    <message>
        <source>You are Ombre in a %1. Which suit shall be trumps?</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::CardRenderer</name>
    <message>
        <source>Spanish pack (Oros, Copas, Espadas, Bastos)</source>
        <translation></translation>
    </message>
    <message>
        <source>English pack (Hearts, Diamonds, Spades, Clubs)</source>
        <translation></translation>
    </message>
    <message>
        <source>Plain</source>
        <translation></translation>
    </message>
    <message>
        <source>Blue diaper</source>
        <translation></translation>
    </message>
    <message>
        <source>Red stars</source>
        <translation></translation>
    </message>
    <message>
        <source>Green tarocchi</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::DealOverPanel</name>
    <message>
        <source>Deal %1 is over</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>You gained %Ln fish.</source>
        <translation>
            <numerusform>You gained %Ln fish.</numerusform>
            <numerusform>You gained %Ln fish.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost %Ln fish.</source>
        <translation>
            <numerusform>You lost %Ln fish.</numerusform>
            <numerusform>You lost %Ln fish.</numerusform>
        </translation>
    </message>
    <message>
        <source>You neither gained nor lost.</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal again (Enter)</source>
        <translation></translation>
    </message>
    <message>
        <source>The &amp;result</source>
        <translation></translation>
    </message>
    <message>
        <source>The result of this deal, payment by payment</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation></translation>
    </message>
    <message>
        <source>Who owes whom, at the stake per fish</source>
        <translation></translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation></translation>
    </message>
    <message>
        <source>Review this deal: each of your decisions weighed again by the Master</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::ExchangePanel</name>
    <message>
        <source>Your discard</source>
        <translation></translation>
    </message>
    <message>
        <source>Discard the marked cards and draw as many from the stock (Enter)</source>
        <translation></translation>
    </message>
    <message>
        <source>Yield the first choice</source>
        <translation></translation>
    </message>
    <message>
        <source>Let your friend draw first (p. 25)</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Click the cards to discard (or use the arrows and Space). You may change up to %n card(s).</source>
        <translation>
            <numerusform>Click the cards to discard (or use the arrows and Space). You may change up to %n card.</numerusform>
            <numerusform>Click the cards to discard (or use the arrows and Space). You may change up to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You must change at least %n.</source>
        <translation>
            <numerusform>You must change at least %n.</numerusform>
            <numerusform>You must change at least %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n and draw</source>
        <translation>
            <numerusform>Discard %n and draw</numerusform>
            <numerusform>Discard %n and draw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your discard: %n card(s)</source>
        <translation>
            <numerusform>Your discard: %n card</numerusform>
            <numerusform>Your discard: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Your discard: %1 to %2 cards</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Your discard: up to %n card(s)</source>
        <translation>
            <numerusform>Your discard: up to %n card</numerusform>
            <numerusform>Your discard: up to %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::GameLog</name>
    <message>
        <source>Game log</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::GuidedDeal</name>
    <message>
        <source>The payment</source>
        <translation></translation>
    </message>
    <message>
        <source>Everybody passed, so nobody plays: the cards are thrown in and the pool waits for the next deal, when the next dealer adds his five.</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada: you won more tricks than either adversary. You take the pool, and each adversary pays you the game and your extras; the counters fly to your pit.</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada: %1, the Ombre, won more tricks than either adversary. He takes the pool, and each adversary pays him the game and his extras.</source>
        <translation></translation>
    </message>
    <message>
        <source>Puesta: the Ombre did not win more tricks than each adversary, but neither adversary won more than he did. He puts into the pool as much as it holds, and five more for each player.</source>
        <translation></translation>
    </message>
    <message>
        <source>Codille: %1 won more tricks than the Ombre. The Ombre pays him what a Puesta would have cost, and the pool stays for the next deal.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre surrendered: he pays the Puesta into the pool, or, if an adversary defended, the Defender is paid or pays as an Ombre would.</source>
        <translation></translation>
    </message>
    <message>
        <source>The auction</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 now passes or names a higher game. Whoever names the highest game becomes the Ombre and plays alone against the other two.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 has named a game. Pass, or name a higher one: the highest game makes its bidder the Ombre, who plays alone against the other two.</source>
        <translation></translation>
    </message>
    <message>
        <source>Each player in turn passes or names a game. “I play” (the Simple Game) lets you name trumps and exchange cards with the stock; whoever names the highest game becomes the Ombre and plays alone against the other two.</source>
        <translation></translation>
    </message>
    <message>
        <source>Naming trumps</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is the Ombre and now names trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>The discard</source>
        <translation></translation>
    </message>
    <message>
        <source>Mark the cards you do not want, then confirm: you draw as many from the top of the stock. Keep your trumps and Kings, and throw away the small cards of the other suits.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, the Ombre, discards first and draws as many cards from the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 discards and draws from what the Ombre left in the stock, hoping for trumps or Kings.</source>
        <translation></translation>
    </message>
    <message>
        <source>Now the adversaries draw from what the Ombre left. You may discard and draw, hoping for trumps or Kings to stop him, or yield the first choice to your partner.</source>
        <translation></translation>
    </message>
    <message>
        <source>Now you may discard and draw from what is left of the stock, hoping for trumps or Kings to stop the Ombre.</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation></translation>
    </message>
    <message>
        <source>Cards are left in the stock. You may turn them up to see them, but then every player sees them too.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 may turn up the cards left in the stock, for every player to see.</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>Before each of the first four tricks the Ombre may give up: he pays the Puesta and the deal ends, unless an adversary forbids it and plays on in his place.</source>
        <translation></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre has surrendered. An adversary may forbid it and play the game out in his place as Defender, winning or losing as an Ombre would.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre has won the first five tricks. He may stop and take the game, or play on for the Vole: all nine tricks win a large extra, but a single lost trick costs it.</source>
        <translation></translation>
    </message>
    <message>
        <source>The play</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays. To win, you need more tricks than either adversary: five, or four when they divide the other five.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays. The Ombre needs more tricks than either adversary: together you must stop him.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your lead: play any card. The others must follow suit if they can; the highest trump wins the trick, or, without trumps, the highest card of the suit led.</source>
        <translation></translation>
    </message>
    <message>
        <source>A trump was led, so you must play a trump if you have one. But a matador (Spadille, Manille or Basto) need not be played unless a higher matador was led: that is the matadors’ privilege.</source>
        <translation></translation>
    </message>
    <message>
        <source>Follow suit if you can: the dimmed cards may not be played. If you cannot follow, you may trump or throw any card.</source>
        <translation></translation>
    </message>
    <message>
        <source>Guide</source>
        <translation></translation>
    </message>
    <message>
        <source>Show every player’s cards (open cards)</source>
        <translation></translation>
    </message>
    <message>
        <source>Return to Your Game</source>
        <translation></translation>
    </message>
    <message>
        <source>Read the rules on this</source>
        <translation></translation>
    </message>
    <message>
        <source>You are the Ombre: name trumps in the suit of your strongest cards. Spadille (the Ace of %1) and Basto (the Ace of %2) are always trumps, and the suit you name makes its Two (in %1 or %2) or its Seven (in %3 or %4) into Manille, the second trump.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::NewSessionDialog</name>
    <message>
        <source>New Session</source>
        <translation></translation>
    </message>
    <message>
        <source>Ombre (three players, Gibbs 1878)</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet (two players, Cotgrave 1662)</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;The Set is usually a hundred&quot; (Cotgrave)</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet: the &amp;set:</source>
        <translation></translation>
    </message>
    <message>
        <source>Paris: words may be recalled, every declaration counted at its best</source>
        <translation></translation>
    </message>
    <message>
        <source>Provence and Languedoc: the first word stands</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet: the &amp;custom:</source>
        <translation></translation>
    </message>
    <message>
        <source>The Knave counts one in play</source>
        <translation></translation>
    </message>
    <message>
        <source>Cotgrave counts it in one place and leaves it out in another.</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::OmbreHost</name>
    <message>
        <source>You have called %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 has called %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>Nobody has named a game yet.</source>
        <translation></translation>
    </message>
    <message>
        <source>You are the eldest hand (Mano): you speak first.</source>
        <translation></translation>
    </message>
    <message>
        <source>The auction: pass, or name a game.</source>
        <translation></translation>
    </message>
    <message>
        <source>You are Ombre: name trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>The turned card is the first you draw.</source>
        <translation></translation>
    </message>
    <message>
        <source>In a Solo the first to take must leave five for his friend.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Mark your discards, then confirm. %n card(s) left in the stock.</source>
        <translation>
            <numerusform>Mark your discards, then confirm. %n card left in the stock.</numerusform>
            <numerusform>Mark your discards, then confirm. %n cards left in the stock.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead: click a card, or use the arrows and Enter.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your card: dimmed cards may not be played (hover for why).</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) remain in the stock. You may look at them, but then all see them.</source>
        <translation>
            <numerusform>%n card remains in the stock. You may look at it, but then all see it.</numerusform>
            <numerusform>%n cards remain in the stock. You may look at them, but then all see them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn them up</source>
        <translation></translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 surrenders</source>
        <translation></translation>
    </message>
    <message>
        <source>Forbid the Surrender and play the game out in his place, as Defender?</source>
        <translation></translation>
    </message>
    <message>
        <source>Defend</source>
        <translation></translation>
    </message>
    <message>
        <source>Let it stand</source>
        <translation></translation>
    </message>
    <message>
        <source>Five tricks!</source>
        <translation></translation>
    </message>
    <message>
        <source>You have won the first five tricks. Stop now and take the game with Primeras, or play on for the Vole: all nine tricks win thirty from each, but one lost trick costs you thirty to each.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play for the Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation></translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: name %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: keep your hand.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: yield the first choice.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: yes.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: no.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You</source>
        <translation></translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation></translation>
    </message>
    <message>
        <source>The Baron</source>
        <translation></translation>
    </message>
    <message>
        <source>Sir Plume</source>
        <translation></translation>
    </message>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>&amp;Rules of Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Settle Up…</source>
        <translation></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation></translation>
    </message>
    <message>
        <source>H</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Take Back Your Last Card</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation></translation>
    </message>
    <message>
        <source>The rule set and every rule option, for the next session</source>
        <translation></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Practice Mode</source>
        <translation></translation>
    </message>
    <message>
        <source>You are the Alcalde: you deal, hold no cards and watch the three play; you pay and receive as the others do.</source>
        <translation></translation>
    </message>
    <message>
        <source>You are the Alcalde: you deal, hold no cards and watch the three play; you neither pay nor receive.</source>
        <translation></translation>
    </message>
    <message>
        <source>I yield</source>
        <translation></translation>
    </message>
    <message>
        <source>I keep my hand</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>I take %n</source>
        <translation>
            <numerusform>I take %n</numerusform>
            <numerusform>I take %n</numerusform>
        </translation>
    </message>
    <message>
        <source>See the stock</source>
        <translation></translation>
    </message>
    <message>
        <source>I surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>I defend</source>
        <translation></translation>
    </message>
    <message>
        <source>No defence</source>
        <translation></translation>
    </message>
    <message>
        <source>The Vole!</source>
        <translation></translation>
    </message>
    <message>
        <source>I stop</source>
        <translation></translation>
    </message>
    <message>
        <source>The game was resumed where it was left.</source>
        <translation></translation>
    </message>
    <message>
        <source>The saved game could not be read, so a new session begins.</source>
        <translation></translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The damaged file %1 could not be moved aside.</source>
        <translation></translation>
    </message>
    <message>
        <source>A new session begins.</source>
        <translation></translation>
    </message>
    <message>
        <source>Four play: each deal&apos;s dealer is the Alcalde, who holds no cards and sits out the play.</source>
        <translation></translation>
    </message>
    <message>
        <source>Two play, with thirty cards: %1 are put aside.</source>
        <translation></translation>
    </message>
    <message>
        <source>You take back your last card.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, four with the Alcalde</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, two players</source>
        <translation></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The rules of this session (Options &gt; Rules…)</source>
        <translation></translation>
    </message>
    <message>
        <source>The rules of this session; the next session will use the rules chosen in Options &gt; Rules…</source>
        <translation></translation>
    </message>
    <message>
        <source>Your lead: play a card to play on, or surrender now (the panel in the corner).</source>
        <translation></translation>
    </message>
    <message>
        <source>The deal is over. Next deal: Enter or Ctrl+D.</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1 is over. Next deal: Enter, the button on the table, or Ctrl+D.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: surrender now.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: play on, and lead.</source>
        <translation></translation>
    </message>
    <message>
        <source>Turn it up</source>
        <translation></translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation></translation>
    </message>
    <message>
        <source>The auction: %1 to speak.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 names trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>The exchange: %1 to discard and draw.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 to decide.</source>
        <translation></translation>
    </message>
    <message>
        <source>Too many deals wait to be filed: %1 is given up.</source>
        <translation></translation>
    </message>
    <message>
        <source>In the history of deals: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The record of this deal could not be filed yet (%1): the saved game keeps it until it can be.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is your only legal card: it is played for you.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: play on, and lead %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>A deal with a card taken back is marked so in your history and left out of the statistics&apos; fair figures</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Claim the Rest</source>
        <translation></translation>
    </message>
    <message>
        <source>Take every trick still to play: the claim is checked against the real hands, and refused if the others could take one</source>
        <translation></translation>
    </message>
    <message>
        <source>Hints say why, in a sentence</source>
        <translation></translation>
    </message>
    <message>
        <source>You take trick %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 takes trick %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>This deal is marked in your history as one with a card taken back, and left out of the statistics&apos; fair figures.</source>
        <translation></translation>
    </message>
    <message>
        <source>You may claim the rest only when it is your turn to play a card.</source>
        <translation></translation>
    </message>
    <message>
        <source>No claim yet: %1 may still surrender before trick %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>Claim refused: with the cards as they lie, the others could still take a trick. Play on.</source>
        <translation></translation>
    </message>
    <message>
        <source>You claim the rest of the tricks; they are played out at once.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::OmbreLog</name>
    <message>
        <source>All pass.</source>
        <translation></translation>
    </message>
    <message>
        <source>the pool</source>
        <translation></translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You deal and put five fish in the pool, which held %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 deals and puts five fish in the pool, which held %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: &lt;i&gt;%2&lt;/i&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>You are Ombre: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is Ombre: %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>The turned card is %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>You yield the first choice.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 yields the first choice.</source>
        <translation></translation>
    </message>
    <message>
        <source>You keep your hand.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 keeps his hand.</source>
        <translation></translation>
    </message>
    <message>
        <source>You discard %1 and draw %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the stock stays face down.</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the stock is turned up: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>You surrender.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 surrenders.</source>
        <translation></translation>
    </message>
    <message>
        <source>You forbid the Surrender and defend.</source>
        <translation></translation>
    </message>
    <message>
        <source>You let the Surrender stand.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 forbids the Surrender and defends.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 lets the Surrender stand.</source>
        <translation></translation>
    </message>
    <message>
        <source>You play on for the Vole.</source>
        <translation></translation>
    </message>
    <message>
        <source>You stop after five tricks.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays on for the Vole.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 stops after five tricks.</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1: %2 — %3</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2: %n fish (%3)</source>
        <translation>
            <numerusform>%1 → %2: %n fish (%3)</numerusform>
            <numerusform>%1 → %2: %n fish (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1 (resumed)</source>
        <translation></translation>
    </message>
    <message>
        <source>Trumps: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Trumps: %1 (%2).</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetHost</name>
    <message>
        <source>The computer&apos;s move was refused: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You</source>
        <translation></translation>
    </message>
    <message>
        <source>A new session of Piquet begins: the set is %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The game was resumed where it was left.</source>
        <translation></translation>
    </message>
    <message>
        <source>The saved Piquet game could not be read (%1). It was kept as %2, and a new session begins.</source>
        <translation></translation>
    </message>
    <message>
        <source>The saved Piquet game could not be read (%1) nor moved aside.</source>
        <translation></translation>
    </message>
    <message>
        <source>A new set begins.</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1: you deal; %2 is elder.</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1: %2 deals; you are elder.</source>
        <translation></translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your lead: click a card.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your card: dimmed cards may not be played (hover for why).</source>
        <translation></translation>
    </message>
    <message>
        <source>Your decision (F1: the rules).</source>
        <translation></translation>
    </message>
    <message>
        <source>A Blank: I discard %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You have a Blank and will discard %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 has a Blank and will discard %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>I take %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You lay out %1 and take in as many.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 lays out %2 and takes in as many.</source>
        <translation></translation>
    </message>
    <message>
        <source>I leave them</source>
        <translation></translation>
    </message>
    <message>
        <source>You name %1 to see the rest of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 names %2 to see the rest of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>You leave the rest of the stock unseen.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 leaves the rest of the stock unseen.</source>
        <translation></translation>
    </message>
    <message>
        <source>You appoint %1 to be led.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 appoints %2 to be led.</source>
        <translation></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation></translation>
    </message>
    <message>
        <source>You declare %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 declares %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>You lead %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation></translation>
    </message>
    <message>
        <source>The deal: %1 %2, %3 %4. The score to %5: %6 to %7.</source>
        <translation></translation>
    </message>
    <message>
        <source>You win the set!</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 wins the set.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>You count %1: %n.</source>
        <translation>
            <numerusform>You count %1: %n.</numerusform>
            <numerusform>You count %1: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counts %2: %n.</source>
        <translation>
            <numerusform>%1 counts %2: %n.</numerusform>
            <numerusform>%1 counts %2: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Belinda</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Rules of Piquet</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet (Cotgrave 1662): the set %1, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>the first word stands</source>
        <translation></translation>
    </message>
    <message>
        <source>the custom of Paris</source>
        <translation></translation>
    </message>
    <message>
        <source>The rules of this session (Game &gt; New Session…)</source>
        <translation></translation>
    </message>
    <message>
        <source>Too many deals wait to be filed: %1 is given up.</source>
        <translation></translation>
    </message>
    <message>
        <source>In the history of deals: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The record of the deal could not be filed yet (%1): the saved game keeps it until it can be.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 is your only legal card: it is played for you.</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Claim the Rest</source>
        <translation></translation>
    </message>
    <message>
        <source>Take every trick still to play: the claim is checked against both hands, and refused if the other could take one</source>
        <translation></translation>
    </message>
    <message>
        <source>You may claim the rest only when it is your turn to play a card.</source>
        <translation></translation>
    </message>
    <message>
        <source>Claim refused: with the cards as they lie, %1 could still take a trick. Play on.</source>
        <translation></translation>
    </message>
    <message>
        <source>You claim the rest of the tricks; they are played out at once.</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation></translation>
    </message>
    <message>
        <source>H</source>
        <translation></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetPanel</name>
    <message>
        <source>You have won the set!</source>
        <translation></translation>
    </message>
    <message>
        <source>What the rules say (F1)</source>
        <translation></translation>
    </message>
    <message>
        <source>You have a Blank</source>
        <translation></translation>
    </message>
    <message>
        <source>You hold no King, Queen or Knave: it counts ten and bars Picy and Repicy. Say how many cards you will discard; you will be held to that number.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Click the %n card(s) you lay out, then take in as many from the stock.</source>
        <translation>
            <numerusform>Click the %n card you lay out, then take in as many from the stock.</numerusform>
            <numerusform>Click the %n cards you lay out, then take in as many from the stock.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the cards you lay out (1 to %1), then take in as many. Of the eight you may take, you see those you leave.</source>
        <translation></translation>
    </message>
    <message>
        <source>Click the cards you lay out (1 to %1), then take in as many from the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation></translation>
    </message>
    <message>
        <source>Take in</source>
        <translation></translation>
    </message>
    <message>
        <source>The rest of the stock</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) remain. To see them you must first name the suit you will lead to the first trick, and you are held to it.</source>
        <translation>
            <numerusform>%n card remains. To see it you must first name the suit you will lead to the first trick, and you are held to it.</numerusform>
            <numerusform>%n cards remain. To see them you must first name the suit you will lead to the first trick, and you are held to it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them</source>
        <translation></translation>
    </message>
    <message>
        <source>Appoint the suit</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 named %2 but holds none: appoint the suit to be led.</source>
        <translation></translation>
    </message>
    <message>
        <source>Declare what you will show; the first word stands.</source>
        <translation></translation>
    </message>
    <message>
        <source>Show nothing</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid out.</source>
        <translation>
            <numerusform>%n card laid out.</numerusform>
            <numerusform>%n cards laid out.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 has won the set</source>
        <translation></translation>
    </message>
    <message>
        <source>Begin a new set</source>
        <translation></translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Review</source>
        <translation></translation>
    </message>
    <message>
        <source>Your decisions looked at again by the Master</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetReplay</name>
    <message>
        <source>Player 1</source>
        <translation></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation></translation>
    </message>
    <message>
        <source>To the deal as dealt (Home)</source>
        <translation></translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation></translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation></translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation></translation>
    </message>
    <message>
        <source>Close the Replay</source>
        <translation></translation>
    </message>
    <message>
        <source>Back to your game (Esc)</source>
        <translation></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 lays out %2.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetReviewDialog</name>
    <message>
        <source>Trick %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The exchange</source>
        <translation></translation>
    </message>
    <message>
        <source>The first lead</source>
        <translation></translation>
    </message>
    <message>
        <source>The declarations</source>
        <translation></translation>
    </message>
    <message>
        <source>Review of the Deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation></translation>
    </message>
    <message>
        <source>When</source>
        <translation></translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master&apos;s</source>
        <translation></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation></translation>
    </message>
    <message>
        <source>Both hands open</source>
        <translation></translation>
    </message>
    <message>
        <source>Points your choice lost against the Master&apos;s, from what you could see then</source>
        <translation></translation>
    </message>
    <message>
        <source>Points your card lost with both hands known, as they really were</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master looks at each of your decisions again…</source>
        <translation></translation>
    </message>
    <message>
        <source>The review was given up.</source>
        <translation></translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>None of your %n decision(s) cost you a point: the Master would have done as well.</source>
        <translation>
            <numerusform>Your %n decision cost you no point: the Master would have done as well.</numerusform>
            <numerusform>None of your %n decisions cost you a point: the Master would have done as well.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n costly decision(s), in bold, lost about %1 points in all, as the Master reckons from what you could see.</source>
        <translation>
            <numerusform>%n costly decision, in bold, lost about %1 points, as the Master reckons from what you could see.</numerusform>
            <numerusform>%n costly decisions, in bold, lost about %1 points in all, as the Master reckons from what you could see.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::PiquetTable</name>
    <message>
        <source>Elder</source>
        <translation></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 this deal</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Seen in the stock</source>
        <translation></translation>
    </message>
    <message>
        <source>Your discard (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>%1&apos;s discard (%2)</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1: yours</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1: %2&apos;s</source>
        <translation></translation>
    </message>
    <message>
        <source>The first lead: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The score to %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Total</source>
        <translation></translation>
    </message>
    <message>
        <source>Sets won: %1 %2, %3 %4</source>
        <translation></translation>
    </message>
    <message>
        <source>You have won the set!</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 has won the set.</source>
        <translation></translation>
    </message>
    <message>
        <source>You</source>
        <translation></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: a Blank, shown: %2. &lt;b&gt;Ten.&lt;/b&gt;</source>
        <translation></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation></translation>
    </message>
    <message>
        <source>Good</source>
        <translation></translation>
    </message>
    <message>
        <source>Not good</source>
        <translation></translation>
    </message>
    <message>
        <source>Equal</source>
        <translation></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2: %3 more</source>
        <translation></translation>
    </message>
    <message>
        <source>cards played %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The score: %1 %2, %3 %4; the set is %5.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::RecentDealsMenu</name>
    <message>
        <source>the deal in it is not finished</source>
        <translation></translation>
    </message>
    <message>
        <source>Recent &amp;Deals</source>
        <translation></translation>
    </message>
    <message>
        <source>Replay one of the last deals finished at the table</source>
        <translation></translation>
    </message>
    <message>
        <source>No deal finished yet</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1 · %2 · cannot be read, skipped</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1 · %2 · %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>You %1 · %2 %3</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::ReplayViewer</name>
    <message>
        <source>Pope’s game, pp. 79–87: Belinda plays in Spades and wins by five tricks to four.</source>
        <translation></translation>
    </message>
    <message>
        <source>p. 89: Sir Anonym deals, the Baron leads his King of Diamonds, and Belinda still wins by five to four.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 91–93: Belinda deals and Sir Anonym plays in Hearts; opening with Basto, he loses by Codille.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 93–94: the same game, Sir Anonym opening with his lowest trump; Codille again.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 95–98: the Baron plays in Spades, and Belinda’s careful play gives him Codille.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 99–100: the same game, Sir Anonym opening with the Knave of Hearts; Codille again.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 101–103: Belinda plays a Solo and wins by four, three and two.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 103–104: the Baron varies his play in the Solo, and Belinda still wins.</source>
        <translation></translation>
    </message>
    <message>
        <source>p. 104: in the Solo Belinda plays her Seven of Hearts to the eighth trick and is bested: Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>pp. 104–106: Sir Anonym lets the Baron draw first, and Belinda’s Solo ends in a Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>The replay table</source>
        <translation></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation></translation>
    </message>
    <message>
        <source>Gibbs’s variations:</source>
        <translation></translation>
    </message>
    <message>
        <source>To the deal as dealt (Home)</source>
        <translation></translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation></translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation></translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation></translation>
    </message>
    <message>
        <source>Close the Replay</source>
        <translation></translation>
    </message>
    <message>
        <source>Back to your game (Esc)</source>
        <translation></translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Belinda’s Game</source>
        <translation></translation>
    </message>
    <message>
        <source>I keep my hand</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>I take %n</source>
        <translation>
            <numerusform>I take %n</numerusform>
            <numerusform>I take %n</numerusform>
        </translation>
    </message>
    <message>
        <source>I yield</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 says “%2”.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 names %2 as trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 exchanges no cards.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %3.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 yields the first choice of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 turns up the rest of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 leaves the rest of the stock face down.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 surrenders.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays on.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 forbids the Surrender and defends.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 lets the Surrender stand.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays on for the Vole.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 stops after five tricks.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 wins trick %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>The ninth trick and the end</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation></translation>
    </message>
    <message>
        <source>The battle begins</source>
        <translation></translation>
    </message>
    <message>
        <source>Trumps and the discard</source>
        <translation></translation>
    </message>
    <message>
        <source>The challenge</source>
        <translation></translation>
    </message>
    <message>
        <source>Pope, The Rape of the Lock, canto III</source>
        <translation></translation>
    </message>
    <message>
        <source>Gibbs’s account in the rules</source>
        <translation></translation>
    </message>
    <message>
        <source>Player</source>
        <translation></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation></translation>
    </message>
    <message>
        <source>The cards as dealt; %1 deals.</source>
        <translation></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Gibbs’s variation in the rules</source>
        <translation></translation>
    </message>
    <message>
        <source>Save as Record…</source>
        <translation></translation>
    </message>
    <message>
        <source>Save this deal as a record file (Ctrl+S)</source>
        <translation></translation>
    </message>
    <message>
        <source>there is no deal to save</source>
        <translation></translation>
    </message>
    <message>
        <source>Save as Record</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal records (*.ombre.json *.json)</source>
        <translation></translation>
    </message>
    <message>
        <source>The deal is saved as %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Review</source>
        <translation></translation>
    </message>
    <message>
        <source>You say “%1”.</source>
        <translation></translation>
    </message>
    <message>
        <source>You name %1 as trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>You exchange no cards.</source>
        <translation></translation>
    </message>
    <message>
        <source>You discard %1 and draw %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>You yield the first choice of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>You turn up the rest of the stock.</source>
        <translation></translation>
    </message>
    <message>
        <source>You leave the rest of the stock face down.</source>
        <translation></translation>
    </message>
    <message>
        <source>You surrender.</source>
        <translation></translation>
    </message>
    <message>
        <source>You play on.</source>
        <translation></translation>
    </message>
    <message>
        <source>You forbid the Surrender and defend.</source>
        <translation></translation>
    </message>
    <message>
        <source>You let the Surrender stand.</source>
        <translation></translation>
    </message>
    <message>
        <source>You play on for the Vole.</source>
        <translation></translation>
    </message>
    <message>
        <source>You stop after five tricks.</source>
        <translation></translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>You win trick %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The cards as dealt; you deal.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::ResultDialog</name>
    <message>
        <source>The result of the deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation></translation>
    </message>
    <message>
        <source>For</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation></translation>
    </message>
    <message>
        <source>Hide the result to look at the table; Ctrl+D deals again</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1: the result</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation></translation>
    </message>
    <message>
        <source>You played a %1 in %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>You played a %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 played a %2 in %3.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 played a %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>Honours: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Primeras.</source>
        <translation></translation>
    </message>
    <message>
        <source>No one would play: the pool stays, and grows with the next dealer&apos;s five.</source>
        <translation></translation>
    </message>
    <message>
        <source>the pool</source>
        <translation></translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Tricks: %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>Hide the payments</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Show the %n payment(s)</source>
        <translation>
            <numerusform>Show the %n payment</numerusform>
            <numerusform>Show the %n payments</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal, in fish:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation></translation>
    </message>
    <message>
        <source>Review this deal: each of your decisions weighed again by the Master</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::ReviewPane</name>
    <message>
        <source>&amp;Player:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation></translation>
    </message>
    <message>
        <source>Weigh each decision of this player again, as the Master would from the same seat</source>
        <translation></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation></translation>
    </message>
    <message>
        <source>◀ Costly</source>
        <translation></translation>
    </message>
    <message>
        <source>The costly decision before this one</source>
        <translation></translation>
    </message>
    <message>
        <source>Costly ▶</source>
        <translation></translation>
    </message>
    <message>
        <source>The next costly decision</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation></translation>
    </message>
    <message>
        <source>Save the review as a web page or as text, to share it</source>
        <translation></translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master weighs each decision again from %1’s seat…</source>
        <translation></translation>
    </message>
    <message>
        <source>No deal to review.</source>
        <translation></translation>
    </message>
    <message>
        <source>Choose a player and Review: the Master weighs each of his decisions again, seeing only what he saw.</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation></translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation></translation>
    </message>
    <message>
        <source>Yield</source>
        <translation></translation>
    </message>
    <message>
        <source>The stock</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation></translation>
    </message>
    <message>
        <source>Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>Card</source>
        <translation></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation></translation>
    </message>
    <message>
        <source>no discard</source>
        <translation></translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation></translation>
    </message>
    <message>
        <source>yield the first choice</source>
        <translation></translation>
    </message>
    <message>
        <source>turn up the stock</source>
        <translation></translation>
    </message>
    <message>
        <source>leave the stock down</source>
        <translation></translation>
    </message>
    <message>
        <source>surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>play on</source>
        <translation></translation>
    </message>
    <message>
        <source>defend</source>
        <translation></translation>
    </message>
    <message>
        <source>let it stand</source>
        <translation></translation>
    </message>
    <message>
        <source>play for the Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>stop</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: %2, well chosen</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: %2; better %3 (−%4)</source>
        <translation></translation>
    </message>
    <message>
        <source>[open cards −%1]</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 spent on a trick your partner was winning: keep it to stop the Ombre.</source>
        <translation></translation>
    </message>
    <message>
        <source>Void in the suit led, you could have won the trick with %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master would have done the same.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master’s choice: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Review of the deal: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Export the Review</source>
        <translation></translation>
    </message>
    <message>
        <source>Web page (*.html);;Text (*.txt)</source>
        <translation></translation>
    </message>
    <message>
        <source>The review is saved in %1.</source>
        <translation></translation>
    </message>
    <message>
        <source>The review could not be saved: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>With every hand open, the cards lost nothing.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%1 lost %2 fish against the Master’s choices, in %n costly decision(s).</source>
        <translation>
            <numerusform>%1 lost %2 fish against the Master’s choices, in %n costly decision.</numerusform>
            <numerusform>%1 lost %2 fish against the Master’s choices, in %n costly decisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>With every hand open, this card cost %1 fish.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 made no costly decision: none lost half a fish or more against the Master’s choice.</source>
        <translation></translation>
    </message>
    <message>
        <source>With every hand open, the cards lost %1 fish.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: %2, its cost counted in %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Its cost is counted once, in %1: the Master would have ended the deal there.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Master would have chosen otherwise, but it makes less than half a fish of difference.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::RulesBrowser</name>
    <message>
        <source>Print the Rules</source>
        <translation></translation>
    </message>
    <message>
        <source>The Rules of Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>Back</source>
        <translation></translation>
    </message>
    <message>
        <source>Back (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation></translation>
    </message>
    <message>
        <source>Forward (%1)</source>
        <translation></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation></translation>
    </message>
    <message>
        <source>The first page, with the list of chapters</source>
        <translation></translation>
    </message>
    <message>
        <source>Print...</source>
        <translation></translation>
    </message>
    <message>
        <source>Print this chapter</source>
        <translation></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation></translation>
    </message>
    <message>
        <source>Press Enter to find the term in this page and list every section that holds it</source>
        <translation></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation></translation>
    </message>
    <message>
        <source>Find the previous occurrence in this page</source>
        <translation></translation>
    </message>
    <message>
        <source>Next</source>
        <translation></translation>
    </message>
    <message>
        <source>Find the next occurrence in this page</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation></translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation></translation>
    </message>
    <message>
        <source>Search</source>
        <translation></translation>
    </message>
    <message>
        <source>Type a word above and press Enter: every section of the rules that contains it is listed here.</source>
        <translation></translation>
    </message>
    <message>
        <source>“%1” is not in the rules.</source>
        <translation></translation>
    </message>
    <message>
        <source>Occurrences of “%1”: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet (Cotgrave, 1662)</source>
        <translation></translation>
    </message>
    <message>
        <source>The Rules of Piquet</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::RulesSettingsDialog</name>
    <message>
        <source>Rules</source>
        <translation></translation>
    </message>
    <message>
        <source>The rule set: choosing one sets every option below; changing any option makes it Custom.</source>
        <translation></translation>
    </message>
    <message>
        <source>Read about the rule sets in the rules of Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation></translation>
    </message>
    <message>
        <source>Games</source>
        <translation></translation>
    </message>
    <message>
        <source>Voltereta</source>
        <translation></translation>
    </message>
    <message>
        <source>A game in which the top card of the stock is turned up and its suit is trumps.</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>A bid to win all nine tricks without taking in; no one can outbid it.</source>
        <translation></translation>
    </message>
    <message>
        <source>Favor</source>
        <translation></translation>
    </message>
    <message>
        <source>A game in the favoured suit that outranks the others and pays double. Gibbs finds the game better without it.</source>
        <translation></translation>
    </message>
    <message>
        <source>Favoured suit</source>
        <translation></translation>
    </message>
    <message>
        <source>The suit of Favor; usually Diamonds (Oros).</source>
        <translation></translation>
    </message>
    <message>
        <source>Play</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender and Defence</source>
        <translation></translation>
    </message>
    <message>
        <source>Before the fourth trick the Ombre may give up, paying the Puesta; an adversary may forbid it and play on as Defender.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre must exchange</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre of a Simple game must take in at least one card. Gibbs does not say so; the text of 1665 does.</source>
        <translation></translation>
    </message>
    <message>
        <source>A barred Vole pays</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre who plays on for the Vole and loses a trick pays the Vole to each.</source>
        <translation></translation>
    </message>
    <message>
        <source>Declare the Vole before the fifth trick</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre who has won the first four tricks says then whether he plays for the Vole, as in 1665.</source>
        <translation></translation>
    </message>
    <message>
        <source>Payments</source>
        <translation></translation>
    </message>
    <message>
        <source>In fish (points), from or to each player.</source>
        <translation></translation>
    </message>
    <message>
        <source>The game</source>
        <translation></translation>
    </message>
    <message>
        <source>Paid by each adversary when the Ombre wins; five for each player make the Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Primeras</source>
        <translation></translation>
    </message>
    <message>
        <source>For winning the first five tricks.</source>
        <translation></translation>
    </message>
    <message>
        <source>Each honour</source>
        <translation></translation>
    </message>
    <message>
        <source>For each Matador, and each trump in unbroken sequence to them, held or lacked.</source>
        <translation></translation>
    </message>
    <message>
        <source>The extra for a Voltereta, won or lost.</source>
        <translation></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation></translation>
    </message>
    <message>
        <source>The extra for a Solo, won or lost.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Vole</source>
        <translation></translation>
    </message>
    <message>
        <source>From each adversary for all nine tricks, in place of the game and Primeras.</source>
        <translation></translation>
    </message>
    <message>
        <source>Favor doubles the extras</source>
        <translation></translation>
    </message>
    <message>
        <source>Favor doubles the extras as well as the game (&quot;and so on&quot;, p. 46).</source>
        <translation></translation>
    </message>
    <message>
        <source>Reserved Puestas: pool limit</source>
        <translation></translation>
    </message>
    <message>
        <source>A Puesta lost when the pool holds at least this much is set apart, to be played for later.</source>
        <translation></translation>
    </message>
    <message>
        <source>Never</source>
        <translation></translation>
    </message>
    <message>
        <source>The dealer pays for a reserved Puesta</source>
        <translation></translation>
    </message>
    <message>
        <source>The dealer&apos;s stake is paid even in a deal played for a reserved Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Stake</source>
        <translation></translation>
    </message>
    <message>
        <source>Points per deal</source>
        <translation></translation>
    </message>
    <message>
        <source>The dealer&apos;s stake into the pool at every deal, in fish.</source>
        <translation></translation>
    </message>
    <message>
        <source> d a fish</source>
        <translation></translation>
    </message>
    <message>
        <source>Money per fish</source>
        <translation></translation>
    </message>
    <message>
        <source>What a fish is worth when you settle up, in pence: &quot;a penny a fish will be found sufficiently high play&quot;.</source>
        <translation></translation>
    </message>
    <message>
        <source>The payments of 1665</source>
        <translation></translation>
    </message>
    <message>
        <source>In great and little marks, in place of the fish above.</source>
        <translation></translation>
    </message>
    <message>
        <source>Pay in great and little marks</source>
        <translation></translation>
    </message>
    <message>
        <source>The payments of The Royal Game of Ombre (1665).</source>
        <translation></translation>
    </message>
    <message>
        <source>Little marks in a great mark</source>
        <translation></translation>
    </message>
    <message>
        <source>&quot;If you value the great ones at 12 pence, the lesser may be pence the piece.&quot;</source>
        <translation></translation>
    </message>
    <message>
        <source>Stake for the game</source>
        <translation></translation>
    </message>
    <message>
        <source>Great marks each player stakes for the game.</source>
        <translation></translation>
    </message>
    <message>
        <source>Stake every deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Stake at every deal, not only when the stakes have been taken up.</source>
        <translation></translation>
    </message>
    <message>
        <source>Passing</source>
        <translation></translation>
    </message>
    <message>
        <source>Little marks for each pass.</source>
        <translation></translation>
    </message>
    <message>
        <source>The hand</source>
        <translation></translation>
    </message>
    <message>
        <source>Little marks the eldest hand pays every deal.</source>
        <translation></translation>
    </message>
    <message>
        <source>Taking in</source>
        <translation></translation>
    </message>
    <message>
        <source>Little marks for each card taken in.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Matadors</source>
        <translation></translation>
    </message>
    <message>
        <source>Great marks from each other player to the holder of all three Matadors, won or lost.</source>
        <translation></translation>
    </message>
    <message>
        <source>Matadors in any hand</source>
        <translation></translation>
    </message>
    <message>
        <source>Whoever holds the three Matadors is paid, not only the Ombre.</source>
        <translation></translation>
    </message>
    <message>
        <source>Each further trump in sequence</source>
        <translation></translation>
    </message>
    <message>
        <source>Little marks from each for every trump in sequence beyond the three.</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing without taking in</source>
        <translation></translation>
    </message>
    <message>
        <source>Great marks from or to each for a game played without taking in.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Voll</source>
        <translation></translation>
    </message>
    <message>
        <source>Great marks from each for a Voll declared and won.</source>
        <translation></translation>
    </message>
    <message>
        <source>Pretintailles, Devole and Gano</source>
        <translation></translation>
    </message>
    <message>
        <source>Off unless agreed before the game (p. 51). The Ombre receives the points from each adversary when he wins and pays them to each when he loses.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1: points</source>
        <translation></translation>
    </message>
    <message>
        <source>Players</source>
        <translation></translation>
    </message>
    <message>
        <source>Three</source>
        <translation></translation>
    </message>
    <message>
        <source>Four, with the Alcalde</source>
        <translation></translation>
    </message>
    <message>
        <source>Two</source>
        <translation></translation>
    </message>
    <message>
        <source>Four: the dealer, the Alcalde, holds no cards. Two: thirty cards.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Alcalde pays and receives</source>
        <translation></translation>
    </message>
    <message>
        <source>With four, the dealer pays and receives as the others do.</source>
        <translation></translation>
    </message>
    <message>
        <source>The Vole with four</source>
        <translation></translation>
    </message>
    <message>
        <source>Gibbs: thirty from each; the Spanish rules prescribe forty.</source>
        <translation></translation>
    </message>
    <message>
        <source>Nine each</source>
        <translation></translation>
    </message>
    <message>
        <source>Eight each</source>
        <translation></translation>
    </message>
    <message>
        <source>Cards with two</source>
        <translation></translation>
    </message>
    <message>
        <source>Nine each with a stock of twelve, or eight each with a stock of fourteen.</source>
        <translation></translation>
    </message>
    <message>
        <source>Suit put aside with two</source>
        <translation></translation>
    </message>
    <message>
        <source>The red suit left out of the pack of thirty.</source>
        <translation></translation>
    </message>
    <message>
        <source>Changes apply from the next session (Game &gt; New Session); the game in progress keeps the rules it began with.</source>
        <translation></translation>
    </message>
    <message>
        <source>Read about it in the rules of Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>Forced Spadille</source>
        <translation></translation>
    </message>
    <message>
        <source>When all pass, the holder of Spadille must play.</source>
        <translation></translation>
    </message>
    <message>
        <source>Gascarille</source>
        <translation></translation>
    </message>
    <message>
        <source>When all pass, one may play by discarding eight cards, naming trumps after taking in.</source>
        <translation></translation>
    </message>
    <message>
        <source>Le Bon Air</source>
        <translation></translation>
    </message>
    <message>
        <source>A Solo with the four Matadors.</source>
        <translation></translation>
    </message>
    <message>
        <source>Parfait Contentement</source>
        <translation></translation>
    </message>
    <message>
        <source>A Solo with five Matadors.</source>
        <translation></translation>
    </message>
    <message>
        <source>Guinguette</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing without Spadille or Basto.</source>
        <translation></translation>
    </message>
    <message>
        <source>Mirliro</source>
        <translation></translation>
    </message>
    <message>
        <source>The black aces without Manille; or Basto and the red aces, without Spadille or Manille.</source>
        <translation></translation>
    </message>
    <message>
        <source>Les Fanatiques</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing with the four Knaves.</source>
        <translation></translation>
    </message>
    <message>
        <source>Charivary</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing with the four Queens.</source>
        <translation></translation>
    </message>
    <message>
        <source>Discord</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing with the four Kings.</source>
        <translation></translation>
    </message>
    <message>
        <source>La Partie Quarrée des Dames du Temps</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing with three Kings and a Queen.</source>
        <translation></translation>
    </message>
    <message>
        <source>La Triomphante</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre&apos;s first lead is Spadille.</source>
        <translation></translation>
    </message>
    <message>
        <source>L&apos;Estrapade</source>
        <translation></translation>
    </message>
    <message>
        <source>A Vole won with a Solo.</source>
        <translation></translation>
    </message>
    <message>
        <source>Dégout</source>
        <translation></translation>
    </message>
    <message>
        <source>A fine the losers of a set pay its winner.</source>
        <translation></translation>
    </message>
    <message>
        <source>Les Yeux de ma Grand&apos;mère</source>
        <translation></translation>
    </message>
    <message>
        <source>Playing with both red aces and without Spadille or Basto.</source>
        <translation></translation>
    </message>
    <message>
        <source>La Chicorée</source>
        <translation></translation>
    </message>
    <message>
        <source>No Matadors, only three or four trumps in sequence to them.</source>
        <translation></translation>
    </message>
    <message>
        <source>Devole</source>
        <translation></translation>
    </message>
    <message>
        <source>The Ombre who takes no trick pays these to each, on top of his loss.</source>
        <translation></translation>
    </message>
    <message>
        <source>Gano</source>
        <translation></translation>
    </message>
    <message>
        <source>The elder adversary may call &quot;Gano&quot;: his friend must let his card win. A rule of play, without points.</source>
        <translation></translation>
    </message>
    <message>
        <source>Three, as the book plays it; four, the dealer sitting out as the Alcalde; or two, with thirty cards.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::SaveWarning</name>
    <message>
        <source>&lt;b&gt;The game is not being saved.&lt;/b&gt; %1&lt;br&gt;It is tried again after every move; until it succeeds, closing the program loses the moves made since. Free some space, or make the folder writable.</source>
        <translation></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation></translation>
    </message>
    <message>
        <source>&lt;b&gt;A finished deal is not yet in your history.&lt;/b&gt; %1&lt;br&gt;The saved game keeps it, and it is filed after the next deal or at the next start. Free some space, or make the folder writable.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::SavedFile</name>
    <message>
        <source>The saved game is damaged</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::SettingsFile</name>
    <message>
        <source>The settings file %1 is not a file (it is a folder, a pipe or a device) and could not be moved aside: the settings are not kept.</source>
        <translation></translation>
    </message>
    <message>
        <source>The settings file %1 was not a file (it was a folder, a pipe or a device); it was moved aside as %2 and the settings start afresh.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::SettlementDialog</name>
    <message>
        <source>%1s</source>
        <translation></translation>
    </message>
    <message>
        <source>%1d</source>
        <translation></translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation></translation>
    </message>
    <message>
        <source>Settle and start a &amp;new session</source>
        <translation></translation>
    </message>
    <message>
        <source>is even</source>
        <translation></translation>
    </message>
    <message>
        <source>Nobody owes anything.</source>
        <translation></translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation></translation>
    </message>
    <message>
        <source>a penny a fish</source>
        <translation></translation>
    </message>
    <message>
        <source>a halfpenny a fish</source>
        <translation></translation>
    </message>
    <message>
        <source>a farthing a fish</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n fish a penny</source>
        <translation>
            <numerusform>%n fish a penny</numerusform>
            <numerusform>%n fish a penny</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 a fish</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 pence a fish</source>
        <translation></translation>
    </message>
    <message>
        <source> d</source>
        <comment>pence, after the stake&apos;s figure</comment>
        <translation></translation>
    </message>
    <message>
        <source>The stake in pence for each fish (Gibbs: &quot;a penny a fish will be found sufficiently high play, and some will prefer to play at the rate of five fish a penny&quot;)</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Stake:</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation></translation>
    </message>
    <message>
        <source>Share of the pool</source>
        <translation></translation>
    </message>
    <message>
        <source>Share of the table</source>
        <translation></translation>
    </message>
    <message>
        <source>Net</source>
        <translation></translation>
    </message>
    <message>
        <source>At %1</source>
        <translation></translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation></translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation></translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation></translation>
    </message>
    <message>
        <source>The pool holds %1 fish and the reserved Puestas %2: the %3 fish left on the table are shared equally.</source>
        <translation></translation>
    </message>
    <message>
        <source>The pool holds %1 fish: they are shared equally.</source>
        <translation></translation>
    </message>
    <message>
        <source>Money is reckoned to the farthing: where the farthings do not come out even, the largest fractions are rounded up and the rest down, so that the payments still balance.</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>After %n deal(s)</source>
        <translation>
            <numerusform>After %n deal</numerusform>
            <numerusform>After %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ombre::ui::SingleInstance</name>
    <message>
        <source>%1 is not a lock file (it is a folder, a pipe or a device) and could not be moved aside.</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 was not a lock file (it was a folder, a pipe or a device); it was moved aside as %2.</source>
        <translation></translation>
    </message>
    <message>
        <source>The lock file %1 could not be taken over.</source>
        <translation></translation>
    </message>
    <message>
        <source>The lock file %1 cannot be written.</source>
        <translation></translation>
    </message>
    <message>
        <source>The game cannot make sure that it is not open in another window; if it is, close one of them, for both would save to the same files.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::StatisticsWindow</name>
    <message>
        <source>All passed</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada</source>
        <translation></translation>
    </message>
    <message>
        <source>Puesta</source>
        <translation></translation>
    </message>
    <message>
        <source>Codille</source>
        <translation></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Session:</source>
        <translation></translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation></translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation></translation>
    </message>
    <message>
        <source>As Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet</source>
        <translation></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation></translation>
    </message>
    <message>
        <source>No deal finished yet: every deal you finish at the table is counted here.</source>
        <translation></translation>
    </message>
    <message>
        <source>Ombre: %1 in %2. %3</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n session</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are up %Ln fish.</source>
        <translation>
            <numerusform>You are up %Ln fish.</numerusform>
            <numerusform>You are up %Ln fish.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are down %Ln fish.</source>
        <translation>
            <numerusform>You are down %Ln fish.</numerusform>
            <numerusform>You are down %Ln fish.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Your fish over all your deals</source>
        <translation></translation>
    </message>
    <message>
        <source>Running total</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Session %1, deal by deal</source>
        <translation></translation>
    </message>
    <message>
        <source>A session, deal by deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish in the deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Session total</source>
        <translation></translation>
    </message>
    <message>
        <source>Your games as the Ombre, and how they ended</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation></translation>
    </message>
    <message>
        <source>Games</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish lost against the Master, deal by deal reviewed</source>
        <translation></translation>
    </message>
    <message>
        <source>Reviewed deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Average of the last five</source>
        <translation></translation>
    </message>
    <message>
        <source>Fish lost</source>
        <translation></translation>
    </message>
    <message>
        <source>No deal reviewed yet: Review on the result of a deal weighs your decisions, and the loss is drawn here.</source>
        <translation></translation>
    </message>
    <message>
        <source>Piquet: the points of each deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation></translation>
    </message>
    <message>
        <source>Your opponent’s</source>
        <translation></translation>
    </message>
    <message>
        <source>Points</source>
        <translation></translation>
    </message>
    <message>
        <source>No Piquet deal finished yet.</source>
        <translation></translation>
    </message>
    <message>
        <source>Sets won: %1 · lost: %2 · deals: %3</source>
        <translation></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation></translation>
    </message>
    <message>
        <source>Session</source>
        <translation></translation>
    </message>
    <message>
        <source>Game</source>
        <translation></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation></translation>
    </message>
    <message>
        <source>Lost in review</source>
        <translation></translation>
    </message>
    <message>
        <source>you the Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>against the Ombre</source>
        <translation></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1, %2</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of your history could not be read and are left out.</source>
        <translation>
            <numerusform>%n deal of your history could not be read and is left out.</numerusform>
            <numerusform>%n deals of your history could not be read and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) with a card taken back are left out of these figures.</source>
        <translation>
            <numerusform>%n deal with a card taken back is left out of these figures.</numerusform>
            <numerusform>%n deals with a card taken back are left out of these figures.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, card taken back</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::SurrenderOffer</name>
    <message>
        <source>Surrender</source>
        <translation></translation>
    </message>
    <message>
        <source>You will give up the game before trick %1 and pay the Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Play on after all</source>
        <translation></translation>
    </message>
    <message>
        <source>Lead a card to play on, or give up the game now and pay the Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender now</source>
        <translation></translation>
    </message>
    <message>
        <source>You may give up the game before trick %1 and pay the Puesta.</source>
        <translation></translation>
    </message>
    <message>
        <source>Surrender before trick %1</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableMode</name>
    <message>
        <source>Open Record</source>
        <translation></translation>
    </message>
    <message>
        <source>The record %1 cannot be opened.</source>
        <translation></translation>
    </message>
    <message>
        <source>The problem: %1. Your game in progress is unchanged.</source>
        <translation></translation>
    </message>
    <message>
        <source>Your game is set aside until you close the replay.</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation></translation>
    </message>
    <message>
        <source>Replay a deal record step by step, with open cards</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Belinda’s Game</source>
        <translation></translation>
    </message>
    <message>
        <source>Pope’s game from The Rape of the Lock, trick by trick, with Gibbs’s variations</source>
        <translation></translation>
    </message>
    <message>
        <source>&amp;Guided First Deal</source>
        <translation></translation>
    </message>
    <message>
        <source>A deal at the table with each step explained</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal records (*.ombre.json *.json);;All files (*)</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableScene</name>
    <message>
        <source>Stock %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Discards</source>
        <translation></translation>
    </message>
    <message>
        <source>Ombre</source>
        <translation>Ombre</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation></translation>
    </message>
    <message>
        <source>Mano</source>
        <translation></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation></translation>
    </message>
    <message>
        <source>No deal in progress</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 are trumps</source>
        <translation></translation>
    </message>
    <message>
        <source>The auction</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 · Ombre: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>All passed</source>
        <translation></translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation></translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation></translation>
    </message>
    <message>
        <source>Sits out this deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Alcalde</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Deal %1 · pool %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Last trick, %1: %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Trick %1 to %2</source>
        <translation></translation>
    </message>
    <message>
        <source>Tricks: %1</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada is out of reach</source>
        <translation></translation>
    </message>
    <message>
        <source>Sacada is sure</source>
        <translation></translation>
    </message>
    <message numerus="yes">
        <source>Sacada needs %n more trick(s)</source>
        <translation>
            <numerusform>Sacada needs %n more trick</numerusform>
            <numerusform>Sacada needs %n more tricks</numerusform>
        </translation>
    </message>
    <message>
        <source>Trumps to be named</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::TableView</name>
    <message>
        <source>The Ombre table</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>ombre::ui::WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation></translation>
    </message>
    <message>
        <source>Welcome to the Ombre table</source>
        <translation></translation>
    </message>
    <message>
        <source>Ombre is played by three: nine cards each from a pack of forty, and one player, the Ombre, names trumps and plays alone against the other two. Belinda and the Baron are waiting at the table.

New to the game? The guided first deal explains each step as it happens.</source>
        <translation></translation>
    </message>
    <message>
        <source>Guided first deal</source>
        <translation></translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation></translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation></translation>
    </message>
</context>
</TS>
