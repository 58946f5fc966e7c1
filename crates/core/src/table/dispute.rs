//! A point of the game disputed that the laws do not provide for.
//!
//! Sarratt 25: a dispute between the players on a move the laws do not
//! mention goes to the by-standers who have no interest in the game, and
//! their decision binds both. Laws of the Game 20: a dispute on a point
//! the laws have not provided for goes to a third person, whose decision
//! is final. The umpire code names no referee for disputes, but its
//! section "Abandoning the Game" presumes an Umpire who decides: whoever
//! refuses to abide by his decision has the game scored against him.
//! FIDE: the arbiter sees that the Laws are observed (art. 12.1) and, in
//! a case they do not cover, decides by analogy with the cases they do
//! (the Preface). The surviving laws of the code of 24 and the primer's
//! extract say nothing of disputes.
//!
//! The table cannot settle the point itself: what it gives is who decides
//! it, under each code, and that the game waits meanwhile.

use super::super::Law;
use super::ruling::{remedy, silent, Chooser, ConductCode as C, Remedy, Scene};

/// Who settles a point disputed by the players, under `code`.
#[must_use]
pub fn disputed(code: C, scene: &Scene) -> Vec<Remedy> {
    let waits = |who: &str| vec![scene.put_back(&format!("The game waits for {who}"))];
    vec![match code {
        C::Sarratt => remedy(
            "The by-standers who are not interested in the game are applied to; their decision \
             ought to be considered as binding on both (Sarratt speaks of a dispute on a move)",
            Law::sarratt(25),
            Chooser::Law,
            waits("the by-standers' decision"),
        ),
        C::LawsOfTheGame => remedy(
            "The matter is referred to a third person, whose decision is final",
            Law::lotg(20),
            Chooser::Law,
            waits("the third person's decision"),
        ),
        C::UmpireCode => remedy(
            "The code names no judge for such a point (our reading: its Umpire decides, since \
             \u{201c}Abandoning the Game\u{201d} presumes his decisions); a player who refuses to \
             abide by the Umpire's decision has the game scored against him",
            Law::umpire("Abandoning the Game"),
            Chooser::Law,
            waits("the Umpire's decision"),
        ),
        C::Modern => remedy(
            "The arbiter decides: he sees that the Laws are observed; where they do not cover \
             the case, the preface of the Laws (not this article) has him judge by analogy \
             with the cases they discuss",
            Law::fide("12.1"),
            Chooser::Law,
            waits("the arbiter's decision"),
        ),
        C::CodeOf24 => silent(
            "This code is silent on disputes: its surviving laws (the end of 9, and 10 to 24) \
             say nothing of them; laws 1 to 8 are lost.",
            waits("the players to agree"),
        ),
        C::Primer => silent(
            "The primer is silent on disputes: its extract says nothing of them.",
            waits("the players to agree"),
        ),
    }]
}
