//! The figures the headline laws are shown with: the arrows and marks each
//! law calls for and a caption, written in the study link's own form
//! (`shapes=`, `comments=`, `caption=`; see `study/figure_text.rs`), so
//! that a scenario's figure reads exactly as a reader's link does. The
//! tests read every one and check that its shapes stand on the squares
//! they speak of.

/// The figure of scenario `id` as a query, if it has one.
#[must_use]
pub fn figure_query(id: &str) -> Option<&'static str> {
    FIGURES.iter().find(|(i, _)| *i == id).map(|(_, q)| *q)
}

/// Each headline law's figure. Points are those of its demonstration line
/// (the scenario opens at its end).
const FIGURES: &[(&str, &str)] = &[
    // After 5...fxg3: the king's squares (green) and the rook's (blue) of
    // each way of castling: one under Sarratt and Modern, four in Italy.
    (
        "italian-castling",
        "shapes=10@italy:Gg1,Gh1,Bf1,Be1;10@modern:Gg1,Bf1;10@sarratt:Gg1,Bf1\
         &caption=One+castling+or+four;\
         In+Italy+the+king+may+stop+on+g1+or+h1+and+the+rook+on+f1+or+e1+(Sarratt+16).",
    ),
    // After 2...d5: the pawn that passes the battle and the square it
    // passes, with the capture in passing that Italy refuses.
    (
        "passar-battaglia",
        "shapes=4:Rd6,Bd7d5,Ge5d6;5@italy:Rd6,Bd7d5\
         &caption=The+pawn+passes+the+battle;\
         In+Italy+the+pawn+that+crosses+d6+cannot+be+taken+in+passing+(Sarratt+15).",
    ),
    // After 1.Qb6: the stalemated king and the squares it cannot go to.
    (
        "stalemate-verdicts",
        "shapes=1:Ra8,Ya7,Yb7,Yb8\
         &caption=One+stalemate%2C+three+verdicts;\
         The+king+on+a8+is+not+in+check+and+has+no+square+to+go+to.",
    ),
    // The mating square g6 and the diagonal to the king, where the line
    // plays through; where the Laws of the Game stop it, the queen's move
    // out of White's half.
    (
        "pawn-and-three-moves",
        "shapes=2:Gd1h5,Gd3g6;7@modern:Rg6,Rg6e8;7@sarratt:Rg6,Rg6e8;\
         7@laws-of-the-game:Rd1h5\
         &caption=The+pawn-and-three-moves+trap;\
         Unconfined%2C+White+mates+on+g6+at+the+fifth+move%3B+confined+to+his+half%2C+3.Qh5+is+refused.",
    ),
];
