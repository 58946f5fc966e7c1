//! What a code says follows a slip: the remedies, who chooses, until when
//! a claim may be made, and what happens if nobody claims.

use super::super::{Book, Law};
use super::super::{
    Code, Color, Move, Piece, Position, PositionError, PositionErrorKind, Role, Setup, Square,
};

/// Why a move that ignores a check not announced leaves a position the
/// rules of play never make.
const CHECK_IGNORED: &str = "The check was not announced, so the law lets the king stay \
                             attacked while his adversary plays on; the checker may not take \
                             the king, and the check counts once he warns of it";
use super::physical::{natural_reach, Table};

/// A code of conduct: whose laws rule on a slip at the table.
///
/// The four named codes of the app that have their own words on conduct,
/// and the two sources that have conduct laws but no preset of play: the
/// umpire code and the primer, which play by the rules of today on the
/// board (their texts change no move) and are shown as codes of their own
/// only where conduct is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ConductCode {
    /// The FIDE Laws of Chess (2023).
    Modern,
    /// Sarratt (1808).
    Sarratt,
    /// Laws of the Game.
    LawsOfTheGame,
    /// The code of 24 laws (laws 1-8 and most of 9 are lost).
    CodeOf24,
    /// The umpire code.
    UmpireCode,
    /// The primer (c. 1900).
    Primer,
}

impl ConductCode {
    /// Every code of conduct, Modern first.
    pub const ALL: [ConductCode; 6] = [
        ConductCode::Modern,
        ConductCode::Sarratt,
        ConductCode::LawsOfTheGame,
        ConductCode::CodeOf24,
        ConductCode::UmpireCode,
        ConductCode::Primer,
    ];

    /// The code of conduct of a code of play. Italy, Parsloe's club,
    /// Turkey and the lost-pieces rule are Sarratt's code with one change
    /// of play each, so his conduct laws rule there too (a reading: the
    /// sources give those places no conduct laws of their own; Ponziani's
    /// conduct laws VII-XIII are outside the five texts and not played).
    #[must_use]
    pub const fn of(code: Code) -> ConductCode {
        match code {
            Code::Modern => ConductCode::Modern,
            Code::Sarratt
            | Code::Italy
            | Code::ItalyPonziani
            | Code::Parsloe
            | Code::Turkey
            | Code::LostPiecesOnly => ConductCode::Sarratt,
            Code::LawsOfTheGame => ConductCode::LawsOfTheGame,
            Code::CodeOf24 | Code::CodeOf24Engaged => ConductCode::CodeOf24,
            Code::UmpireCode => ConductCode::UmpireCode,
        }
    }

    /// The rules of play on the board under this code.
    #[must_use]
    pub const fn play_code(self) -> Code {
        match self {
            ConductCode::Sarratt => Code::Sarratt,
            ConductCode::LawsOfTheGame => Code::LawsOfTheGame,
            ConductCode::CodeOf24 => Code::CodeOf24,
            // The umpire code plays Sarratt's rules where it is silent (its
            // own preset); the primer (c. 1900) states today's moves.
            ConductCode::UmpireCode => Code::UmpireCode,
            ConductCode::Modern | ConductCode::Primer => Code::Modern,
        }
    }

    /// The book whose laws of conduct rule.
    #[must_use]
    pub const fn book(self) -> Book {
        match self {
            ConductCode::Modern => Book::Fide2023,
            ConductCode::Sarratt => Book::Sarratt,
            ConductCode::LawsOfTheGame => Book::LawsOfTheGame,
            ConductCode::CodeOf24 => Book::CodeOf24,
            ConductCode::UmpireCode => Book::UmpireCode,
            ConductCode::Primer => Book::Primer,
        }
    }

    /// A stable, URL-safe name: its book's, and for today's laws the code's
    /// id, as the compared boards name it.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            ConductCode::Modern => Code::Modern.id(),
            other => other.book().slug(),
        }
    }

    /// The code of an [`id`](ConductCode::id).
    #[must_use]
    pub fn from_id(id: &str) -> Option<ConductCode> {
        ConductCode::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The name a reader sees: its book's short name, and for today's laws
    /// the code's name with its book's date.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ConductCode::Modern => "Modern (FIDE 2023)",
            other => other.book().short_name(),
        }
    }
}

/// Who picks among the remedies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chooser {
    /// The adversary of the player who slipped ("his adversary may compel
    /// him").
    Adversary,
    /// The player who slipped picks his move within the remedy.
    Player,
    /// Either player, he who perceives the mistake (Sarratt 1: "either of
    /// the players perceive it"; Sarratt 2: "the player who first
    /// perceives it").
    Either,
    /// Nobody: the law decides.
    Law,
}

impl Chooser {
    /// In words.
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            Chooser::Adversary => "the adversary may choose",
            Chooser::Player => "the player's choice",
            Chooser::Either => "either player, he who perceives it",
            Chooser::Law => "the law decides",
        }
    }
}

/// One position a remedy leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Landing {
    /// What is done, e.g. "Rb3" or "The rook stays on b4".
    pub label: String,
    /// The men and the turn afterwards (possibly a position the rules of
    /// play forbid, such as a false move left standing: then `unlawful`
    /// says why).
    pub setup: Setup,
    /// The result, when the remedy ends the game.
    pub result: Option<String>,
    /// Why the law leaves the game in a position the rules of play alone
    /// never make (a king left in check, a man left where it cannot go),
    /// or `None` for a position the FEN reader accepts.
    pub unlawful: Option<&'static str>,
}

/// One remedy: what follows, its law, who chooses, and the positions it
/// may lead to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remedy {
    /// What follows, in a reader's words.
    pub text: String,
    /// The law, or `None` where the code is silent (then `text` says so).
    pub law: Option<Law>,
    /// Who chooses this remedy.
    pub chooser: Chooser,
    /// Where it leads: one position, or one per move it allows.
    pub landings: Vec<Landing>,
}

/// Until when a claim may be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// Until when, in words.
    pub until: &'static str,
    /// The law, or `None` where the code is silent (a reading).
    pub law: Option<Law>,
}

/// What a code rules on a slip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// The code.
    pub code: ConductCode,
    /// The remedies, in the order the law gives them.
    pub remedies: Vec<Remedy>,
    /// Remedies the code names that a law of its own bars here, each
    /// citing the law that bars it and leading nowhere (Laws of the Game
    /// 18: a penalty of moving the king that would place him in check).
    pub barred: Vec<Remedy>,
    /// Until when a claim may be made, as a rule.
    pub deadline: Deadline,
    /// Until when the remedies may be claimed, if the law sets a limit.
    pub window: Option<Window>,
    /// What happens if nobody claims in time.
    pub unclaimed: Option<Remedy>,
    /// Our reading, where the text is ambiguous or silent.
    pub reading: Option<&'static str>,
}

/// Until when a claim may be made, as a rule the table can apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deadline {
    /// Until the claimant has moved or even touched a man (Sarratt 21;
    /// FIDE art. 4.8 for touch-move: until he touches a man to move it).
    BeforeClaimantTouches,
    /// Until the claimant has moved (Laws of the Game 3 and 11; our
    /// reading where a code is silent).
    BeforeClaimantMoves,
    /// Until the player who slipped has made his next move; the
    /// claimant's own move in between does not close it (Sarratt 20 and
    /// Laws of the Game 6: a move made because of a false "check" may be
    /// put back "provided his opponent have not already played his next
    /// move"; Sarratt 18 and Laws of the Game 5: an unannounced check is
    /// put right when the checker warns "on the next move").
    UntilSlipperMovesAgain,
    /// At any time in the game (the primer: "noticed later on"; FIDE art.
    /// 7.5.1: "during a game").
    WholeGame,
    /// Before four moves (Sarratt 1-3, Laws of the Game 12): the remedies
    /// already depend on the count.
    FourMoves,
    /// No claim: the law applies by itself.
    None,
}

impl Deadline {
    /// Whether a claim is still open once the claimant has `moved` (a
    /// move of his own since the slip) or `touched` a man. A deadline set
    /// by the next move of the player who slipped is not closed by the
    /// claimant's acts (see [`Deadline::closed_by_the_slippers_next_move`]).
    #[must_use]
    pub const fn open(self, moved: bool, touched: bool) -> bool {
        match self {
            Deadline::BeforeClaimantTouches => !moved && !touched,
            Deadline::BeforeClaimantMoves => !moved,
            Deadline::UntilSlipperMovesAgain
            | Deadline::WholeGame
            | Deadline::FourMoves
            | Deadline::None => true,
        }
    }

    /// Whether the next move of the player who slipped closes the claim.
    #[must_use]
    pub const fn closed_by_the_slippers_next_move(self) -> bool {
        matches!(self, Deadline::UntilSlipperMovesAgain)
    }
}

/// Where the slip happened: the position before it, the table after it,
/// the hand that slipped and the rules of play.
#[derive(Clone, Debug)]
pub struct Scene<'a> {
    /// The lawful position before the act.
    pub before: &'a Position,
    /// The table after the act.
    pub after: &'a Table,
    /// The side whose hand slipped.
    pub hand: Color,
}

impl Scene<'_> {
    /// The slip left as it stands.
    #[must_use]
    pub fn stands(&self, label: &str) -> Landing {
        let setup = self.after.setup().clone();
        let unlawful = Position::from_setup(&setup, *self.before.rules())
            .err()
            .map(slip_left_standing);
        Landing {
            label: label.to_string(),
            setup,
            result: None,
            unlawful,
        }
    }

    /// Everything put back as before the act: the player moves again.
    #[must_use]
    pub fn put_back(&self, label: &str) -> Landing {
        Landing {
            label: label.to_string(),
            setup: self.before.to_setup(),
            result: None,
            unlawful: None,
        }
    }

    /// A new game from the initial position.
    #[must_use]
    pub fn restart(&self, label: &str) -> Landing {
        Landing {
            label: label.to_string(),
            setup: Setup::start(),
            result: None,
            unlawful: None,
        }
    }

    /// The game over with `result`, the men as they stand.
    #[must_use]
    pub fn ends(&self, result: String) -> Landing {
        Landing {
            label: result.clone(),
            setup: self.before.to_setup(),
            result: Some(result),
            unlawful: None,
        }
    }

    /// The lawful moves of the position before the act that `keep`
    /// admits, each with the position it makes.
    pub fn moves(&self, keep: impl Fn(&Move) -> bool) -> Vec<Landing> {
        let pos = self.before;
        pos.legal_moves()
            .iter()
            .filter(|m| keep(m))
            .filter_map(|m| {
                let next = pos.play(m).ok()?;
                Some(Landing {
                    label: pos.san(m),
                    setup: next.to_setup(),
                    result: None,
                    unlawful: None,
                })
            })
            .collect()
    }

    /// The lawful moves of the man on `square`.
    #[must_use]
    pub fn moves_of(&self, square: Square) -> Vec<Landing> {
        self.moves(|m| m.from() == square)
    }

    /// The lawful moves of the king, castling left out ("move the King"
    /// read as a step of the king himself).
    #[must_use]
    pub fn king_moves(&self) -> Vec<Landing> {
        self.moves(|m| m.role() == Role::King && !m.is_castle())
    }

    /// The lawful captures of the man on `square`.
    #[must_use]
    pub fn captures_of(&self, square: Square) -> Vec<Landing> {
        self.moves(|m| m.to() == square && m.is_capture())
    }

    /// Every lawful move but castling.
    #[must_use]
    pub fn any_but_castling(&self) -> Vec<Landing> {
        self.moves(|m| !m.is_castle())
    }

    /// The moves of the side to move that ignore a check on its king:
    /// every man to every square its nature allows, its king left attacked
    /// or not (for a check not announced, which may be ignored).
    #[must_use]
    pub fn moves_ignoring_check(&self) -> Vec<Landing> {
        let Some(now) = self.after.position(self.before.rules().to_owned()) else {
            return Vec::new();
        };
        let setup = now.to_setup();
        let mover = now.turn();
        let mut landings = Vec::new();
        for (from, piece) in setup.board.pieces() {
            if piece.color != mover {
                continue;
            }
            for to in natural_reach(&setup, from) {
                let mut table = self.after.clone();
                if table.carry(mover, from, to).is_none() {
                    continue;
                }
                let taken = setup.board.piece_at(to).map_or("-", |_| "x");
                let label = format!("{}{}{}{}", role_letter(piece.role), from, taken, to);
                // Ignoring the check changes nothing else: a pawn reaching
                // the last rank becomes a piece the rules allow (or waits
                // there where none may be named).
                let promotions = if piece.role == Role::Pawn && to.rank() == mover.last_rank() {
                    now.promotion_roles_on(mover, to)
                } else {
                    Vec::new()
                };
                let mut made = Vec::new();
                if promotions.is_empty() {
                    made.push((label.clone(), table.setup().clone()));
                }
                for role in promotions {
                    let mut promoted = table.setup().clone();
                    promoted.board.remove_piece_at(to);
                    promoted
                        .board
                        .set_piece_at(to, Piece { color: mover, role });
                    made.push((format!("{label}={}", role_letter(role)), promoted));
                }
                for (label, setup) in made {
                    let unlawful = Position::from_setup(&setup, *self.before.rules())
                        .err()
                        .map(|e| {
                            if e.kinds() == [PositionErrorKind::OppositeCheck] {
                                CHECK_IGNORED
                            } else {
                                slip_left_standing(e)
                            }
                        });
                    landings.push(Landing {
                        label,
                        setup,
                        result: None,
                        unlawful,
                    });
                }
            }
        }
        landings
    }

    /// Whether the man on `square` is the mover's and has a lawful move.
    #[must_use]
    pub fn can_move(&self, square: Square) -> bool {
        !self.before.legal_moves_from(square).is_empty()
    }

    /// How the mover's man on `square` stands before the act: the one
    /// test of the condition the touch-move laws turn on (Sarratt 17 and
    /// Code of 24, 17: a man "which can not be moved without placing his
    /// King in check"; Laws of the Game 1: "except where it would expose
    /// your king"; the umpire code: "a man which does not cover the
    /// check"). A man touched and the same man carried where it may not
    /// go are both judged by it, so the two rulings cannot part.
    #[must_use]
    pub fn stance(&self, square: Square) -> Stance {
        if self.can_move(square) {
            Stance::Free
        } else if self.before.is_check() {
            Stance::CannotCover
        } else if natural_reach(&self.before.to_setup(), square).any() {
            Stance::Shields
        } else {
            Stance::Blocked
        }
    }
}

/// How a man of the side to move stands, as the touch-move laws ask it
/// (see [`Scene::stance`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stance {
    /// It has a lawful move (pinned or not, in check or not).
    Free,
    /// Its king is in check and no move of it meets the check.
    CannotCover,
    /// It shields its king: every move its nature allows would expose him.
    Shields,
    /// It has no move at all, lawful or not.
    Blocked,
}

impl Stance {
    /// Whether the man can be moved lawfully.
    #[must_use]
    pub const fn can_move(self) -> bool {
        matches!(self, Stance::Free)
    }
}

impl Scene<'_> {
    /// Whether the mover's king has squares open to him by his nature but
    /// no lawful move: every step would place him in check (not merely
    /// hemmed in by his own men).
    #[must_use]
    pub fn king_steps_only_into_check(&self) -> bool {
        let setup = self.before.to_setup();
        let Some(king) = setup.board.king_of(self.before.turn()) else {
            return false;
        };
        natural_reach(&setup, king).any() && self.king_moves().is_empty()
    }
}

/// Why a slip left standing leaves a position the rules of play never
/// make: the law lets the slip stand (no claim, or a claim too late), and
/// the table shows the men as the hand left them.
fn slip_left_standing(err: PositionError) -> &'static str {
    if err.contains(PositionErrorKind::MissingKing) {
        "A king was lifted off the board: the law that lets the slip stand says nothing of a \
         king taken, and the table shows the men as the hand left them"
    } else if err.contains(PositionErrorKind::OppositeCheck) {
        "The slip left the slipper's own king attacked, and the law lets it stand: his king \
         stays in check with his adversary to move, who may not take a king and plays on"
    } else if err.contains(PositionErrorKind::PawnsOnBackRank) {
        "A pawn carried to the last rank or back to the first stands there as the hand left \
         it: the law lets the slip stand, and the pawn was named no piece"
    } else {
        "The slip stands as the hand made it, in a position the rules of play alone never make"
    }
}

fn role_letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "N",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

/// A remedy with its law.
#[must_use]
pub fn remedy(text: &str, law: Law, chooser: Chooser, landings: Vec<Landing>) -> Remedy {
    Remedy {
        text: text.to_string(),
        law: Some(law),
        chooser,
        landings,
    }
}

/// A penalty of moving the king: his lawful moves (castling left out).
/// Under the Laws of the Game, where every step open to him would place
/// him in check, law 18 bars it ("In no case where the penalty of moving
/// the king would place him in check, can it be enforced"): the penalty is
/// kept, leading nowhere and citing law 18, so that the ruling can say why
/// it is not offered (see [`is_barred`]). Elsewhere, a king who cannot
/// move makes the penalty lead nowhere, and it is dropped.
#[must_use]
pub fn king_penalty(
    code: ConductCode,
    scene: &Scene,
    text: &str,
    law: Law,
    chooser: Chooser,
) -> Remedy {
    if code == ConductCode::LawsOfTheGame && scene.king_steps_only_into_check() {
        return Remedy {
            text: format!(
                "{text}: not to be enforced, every step of the king would place him in check"
            ),
            law: Some(Law::lotg(18)),
            chooser: Chooser::Law,
            landings: Vec::new(),
        };
    }
    remedy(text, law, chooser, scene.king_moves())
}

/// Whether a remedy is barred by a law of its code (made by
/// [`king_penalty`]): it leads nowhere and cites the law that bars it.
#[must_use]
pub fn is_barred(remedy: &Remedy) -> bool {
    remedy.landings.is_empty() && remedy.law == Some(Law::lotg(18))
}

/// The remedies that lead somewhere, and those a law bars (kept so that
/// the ruling can say why); the others cannot be carried out here.
#[must_use]
pub fn possible(remedies: Vec<Remedy>) -> Vec<Remedy> {
    remedies
        .into_iter()
        .filter(|r| !r.landings.is_empty() || is_barred(r))
        .collect()
}

impl Remedy {
    /// Where this remedy leads nowhere (the man or the king it names has
    /// no lawful move) and no law bars it, `text` instead under the same law: the position
    /// put back and any move, chosen by `chooser`. FIDE speaks of a legal
    /// move, the old codes of a lawful one.
    #[must_use]
    pub fn or_any_move(self, scene: &Scene, chooser: Chooser, text: &str) -> Remedy {
        if !self.landings.is_empty() || is_barred(&self) {
            return self;
        }
        let label = match self.law {
            Some(law) if law.book == super::super::Book::Fide2023 => "Any legal move",
            _ => "Any lawful move",
        };
        Remedy {
            text: text.to_string(),
            chooser,
            landings: vec![scene.put_back(label)],
            ..self
        }
    }
}

/// A remedy where the code is silent: the text says what we take to
/// follow.
#[must_use]
pub fn silent(text: &str, landings: Vec<Landing>) -> Remedy {
    Remedy {
        text: text.to_string(),
        law: None,
        chooser: Chooser::Law,
        landings,
    }
}
