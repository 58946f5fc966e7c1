//! The writer's figure: what a writer draws and writes over a study to make
//! it a figure for an article. Arrows and marked squares in four colours,
//! each belonging to one point of the line (the position shown after that
//! many moves) and to one board of the comparison or to all of them; a
//! comment on any move of the line; and a caption, a title with a sentence
//! under it. Plain data with its edits and its limits: the link's form is in
//! `figure_text.rs`, the PGN's in `figure_pgn.rs`.

use super::compare::BoardRules;
use crate::core::Square;
use std::collections::BTreeMap;
use std::fmt;

/// The most shapes a figure holds, all points together: enough for any
/// figure a reader can take in, and it bounds the link.
pub const MOST_SHAPES: usize = 96;
/// The most characters of one comment.
pub const MOST_COMMENT_CHARS: usize = 280;
/// The most comments a figure holds.
pub const MOST_COMMENTS: usize = 48;
/// The most characters of the caption's title.
pub const MOST_TITLE_CHARS: usize = 120;
/// The most characters of the caption's sentence.
pub const MOST_SENTENCE_CHARS: usize = 280;
/// The most characters the figure takes in the study's link (`shapes=`,
/// `comments=` and `caption=` together, as written there), so that a link
/// with a figure still passes through mail, chat and social sites, which
/// cut or refuse addresses of a few thousand characters.
pub const MOST_LINK_CHARS: usize = 1800;

/// The four colours of the drawing tools readers know from the chess
/// servers, each with a letter (the letter of PGN's `%cal` and `%csl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Brush {
    Green,
    Red,
    Blue,
    Yellow,
}

impl Brush {
    /// Every colour, in the order a picker shows them.
    pub const ALL: [Brush; 4] = [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow];

    /// The letter of the colour: `G`, `R`, `B` or `Y`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
        }
    }

    /// The colour of a letter, either case.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Brush> {
        match letter.to_ascii_uppercase() {
            'G' => Some(Brush::Green),
            'R' => Some(Brush::Red),
            'B' => Some(Brush::Blue),
            'Y' => Some(Brush::Yellow),
            _ => None,
        }
    }

    /// The colour's name, for a reader and for styling.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Brush::Green => "green",
            Brush::Red => "red",
            Brush::Blue => "blue",
            Brush::Yellow => "yellow",
        }
    }

    /// The colour drawn, in the tones of the drawing tools readers know.
    #[must_use]
    pub const fn hex(self) -> &'static str {
        match self {
            Brush::Green => "#15781b",
            Brush::Red => "#882020",
            Brush::Blue => "#003088",
            Brush::Yellow => "#e68f00",
        }
    }
}

/// What is drawn: an arrow from one square to another, or a square marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Arrow { from: Square, to: Square },
    Square(Square),
}

/// One shape: a mark in a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    pub mark: Mark,
    pub brush: Brush,
}

impl Shape {
    /// An arrow; from a square to itself it is that square marked.
    #[must_use]
    pub fn arrow(from: Square, to: Square, brush: Brush) -> Shape {
        let mark = if from == to {
            Mark::Square(from)
        } else {
            Mark::Arrow { from, to }
        };
        Shape { mark, brush }
    }

    /// A marked square.
    #[must_use]
    pub fn square(square: Square, brush: Brush) -> Shape {
        Shape {
            mark: Mark::Square(square),
            brush,
        }
    }

    /// The shape as the link and PGN write it: `Ge1g1`, `Rf7`.
    #[must_use]
    pub fn code(&self) -> String {
        match self.mark {
            Mark::Arrow { from, to } => format!("{}{from}{to}", self.brush.letter()),
            Mark::Square(square) => format!("{}{square}", self.brush.letter()),
        }
    }

    /// Reads [`Shape::code`]'s form; `None` for anything else.
    #[must_use]
    pub fn read(code: &str) -> Option<Shape> {
        let mut chars = code.chars();
        let brush = Brush::from_letter(chars.next()?)?;
        let rest = chars.as_str();
        match rest.len() {
            2 => Some(Shape::square(Square::from_name(rest)?, brush)),
            4 => {
                let from = Square::from_name(rest.get(..2)?)?;
                let to = Square::from_name(rest.get(2..)?)?;
                Some(Shape::arrow(from, to, brush))
            }
            _ => None,
        }
    }
}

/// The shapes of one point of the line on one board, or on every board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeGroup {
    /// The point of the line: how many moves are shown as played.
    pub at: usize,
    /// The board they belong to; `None` for every board.
    pub board: Option<BoardRules>,
    /// The marked squares first, then the arrows, each in the order drawn.
    pub shapes: Vec<Shape>,
}

/// A figure's caption: a title, and a sentence under it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caption {
    pub title: String,
    pub sentence: String,
}

impl Caption {
    /// Whether there is nothing to show.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.title.is_empty() && self.sentence.is_empty()
    }
}

/// Everything the writer adds to a study.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figure {
    /// The shapes, in groups ordered by point, every board's group first.
    pub groups: Vec<ShapeGroup>,
    /// The comments, by point: the comment at point `n` is on the move
    /// that leads to it (at 0, before the first move).
    pub comments: BTreeMap<usize, String>,
    pub caption: Caption,
}

/// Why an edit of the figure was not made: the figure is full. Nothing is
/// cut silently; the reader is told what to shorten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureFull {
    /// [`MOST_SHAPES`] shapes are drawn already.
    Shapes,
    /// [`MOST_COMMENTS`] comments are written already.
    Comments,
    /// A text is longer than its limit (the limit in characters).
    TextTooLong(usize),
    /// The figure would take more than [`MOST_LINK_CHARS`] in the link.
    Link,
}

impl fmt::Display for FigureFull {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FigureFull::Shapes => write!(
                f,
                "A figure holds at most {MOST_SHAPES} arrows and marks; remove one to draw another."
            ),
            FigureFull::Comments => write!(
                f,
                "A figure holds at most {MOST_COMMENTS} comments; remove one to write another."
            ),
            FigureFull::TextTooLong(most) => {
                write!(f, "This text is too long: at most {most} characters.")
            }
            FigureFull::Link => write!(
                f,
                "The figure would make the link too long to share (over {MOST_LINK_CHARS} characters); \
                 shorten a comment or remove some shapes."
            ),
        }
    }
}

impl std::error::Error for FigureFull {}

/// What drawing a shape did: shapes toggle, as on the chess servers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The shape was not there: it is now.
    Added,
    /// The same shape in the same colour was there: it is gone.
    Removed,
    /// The same mark in another colour was there: it takes this colour.
    Recoloured,
}

/// The order of a group's place: by point, then every board before one
/// board, then by the board's name in the link.
fn group_key(at: usize, board: Option<&BoardRules>) -> (usize, Option<String>) {
    (at, board.map(super::link::board_id))
}

impl Figure {
    /// Whether the figure holds nothing at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty() && self.comments.is_empty() && self.caption.is_empty()
    }

    /// How many shapes there are, all points together.
    #[must_use]
    pub fn shape_count(&self) -> usize {
        self.groups.iter().map(|g| g.shapes.len()).sum()
    }

    /// The group of one point and board, if it has shapes.
    #[must_use]
    pub fn group(&self, at: usize, board: Option<&BoardRules>) -> Option<&ShapeGroup> {
        self.groups
            .iter()
            .find(|g| g.at == at && g.board.as_ref() == board)
    }

    /// The shapes shown on `board` at point `at`: those of every board,
    /// then the board's own.
    #[must_use]
    pub fn shapes_on(&self, at: usize, board: &BoardRules) -> Vec<Shape> {
        let mut shapes: Vec<Shape> = Vec::new();
        for group in self.groups.iter().filter(|g| g.at == at) {
            if group.board.as_ref().is_none_or(|b| b == board) {
                shapes.extend(group.shapes.iter().copied());
            }
        }
        shapes
    }

    /// Draws `shape` at point `at` on `board` (every board if `None`): a
    /// new shape is added, the same shape again is removed, the same mark
    /// in another colour takes the new colour.
    pub fn toggle(
        &mut self,
        at: usize,
        board: Option<&BoardRules>,
        shape: Shape,
    ) -> Result<Drawn, FigureFull> {
        let before = self.clone();
        let drawn = self.toggle_unchecked(at, board, shape)?;
        if self.link_length() > MOST_LINK_CHARS {
            *self = before;
            return Err(FigureFull::Link);
        }
        Ok(drawn)
    }

    /// [`Figure::toggle`] without the link's limit (the reader of a link
    /// checks the whole at the end).
    pub(crate) fn toggle_unchecked(
        &mut self,
        at: usize,
        board: Option<&BoardRules>,
        shape: Shape,
    ) -> Result<Drawn, FigureFull> {
        let full = self.shape_count() >= MOST_SHAPES;
        let index = self.group_index(at, board);
        let group = match index {
            Ok(index) => &mut self.groups[index],
            Err(_) if full => return Err(FigureFull::Shapes),
            Err(place) => {
                self.groups.insert(
                    place,
                    ShapeGroup {
                        at,
                        board: board.cloned(),
                        shapes: Vec::new(),
                    },
                );
                &mut self.groups[place]
            }
        };
        let drawn = match group.shapes.iter().position(|s| s.mark == shape.mark) {
            Some(i) if group.shapes[i].brush == shape.brush => {
                group.shapes.remove(i);
                Drawn::Removed
            }
            Some(i) => {
                group.shapes[i].brush = shape.brush;
                Drawn::Recoloured
            }
            None if full => return Err(FigureFull::Shapes),
            None => {
                // Marked squares before arrows, so that a figure read back
                // from PGN (which writes them apart) is the same.
                let place = match shape.mark {
                    Mark::Square(_) => group
                        .shapes
                        .iter()
                        .position(|s| matches!(s.mark, Mark::Arrow { .. }))
                        .unwrap_or(group.shapes.len()),
                    Mark::Arrow { .. } => group.shapes.len(),
                };
                group.shapes.insert(place, shape);
                Drawn::Added
            }
        };
        self.groups.retain(|g| !g.shapes.is_empty());
        Ok(drawn)
    }

    /// Where the group of `at` and `board` is, or where it would go.
    fn group_index(&self, at: usize, board: Option<&BoardRules>) -> Result<usize, usize> {
        let key = group_key(at, board);
        self.groups
            .binary_search_by(|g| group_key(g.at, g.board.as_ref()).cmp(&key))
    }

    /// Removes every shape of point `at` on `board` (every board's own
    /// group if `None`).
    pub fn clear_shapes(&mut self, at: usize, board: Option<&BoardRules>) {
        self.groups
            .retain(|g| !(g.at == at && g.board.as_ref() == board));
    }

    /// Sets the comment at point `at`; an empty text removes it. Text is
    /// kept on one line (a comment is a sentence or two, not a page).
    pub fn set_comment(&mut self, at: usize, text: &str) -> Result<(), FigureFull> {
        let text = one_line(text);
        if text.chars().count() > MOST_COMMENT_CHARS {
            return Err(FigureFull::TextTooLong(MOST_COMMENT_CHARS));
        }
        let before = self.clone();
        if text.is_empty() {
            self.comments.remove(&at);
            return Ok(());
        }
        if !self.comments.contains_key(&at) && self.comments.len() >= MOST_COMMENTS {
            return Err(FigureFull::Comments);
        }
        self.comments.insert(at, text);
        if self.link_length() > MOST_LINK_CHARS {
            *self = before;
            return Err(FigureFull::Link);
        }
        Ok(())
    }

    /// The comment at point `at`, if any.
    #[must_use]
    pub fn comment(&self, at: usize) -> Option<&str> {
        self.comments.get(&at).map(String::as_str)
    }

    /// Sets the caption (each part on one line).
    pub fn set_caption(&mut self, title: &str, sentence: &str) -> Result<(), FigureFull> {
        let (title, sentence) = (one_line(title), one_line(sentence));
        if title.chars().count() > MOST_TITLE_CHARS {
            return Err(FigureFull::TextTooLong(MOST_TITLE_CHARS));
        }
        if sentence.chars().count() > MOST_SENTENCE_CHARS {
            return Err(FigureFull::TextTooLong(MOST_SENTENCE_CHARS));
        }
        let before = self.caption.clone();
        self.caption = Caption { title, sentence };
        if self.link_length() > MOST_LINK_CHARS {
            self.caption = before;
            return Err(FigureFull::Link);
        }
        Ok(())
    }

    /// Drops what lies beyond a line of `length` moves (a shorter line
    /// leaves the points after its end with nothing to show).
    pub fn keep_within(&mut self, length: usize) {
        self.groups.retain(|g| g.at <= length);
        self.comments.retain(|at, _| *at <= length);
    }
}

/// Text on one line, its runs of white space made single spaces, trimmed.
#[must_use]
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Code;

    fn sq(name: &str) -> Square {
        Square::from_name(name).expect("a square")
    }

    #[test]
    fn the_same_shape_again_removes_it_and_another_colour_recolours_it() {
        let mut figure = Figure::default();
        let arrow = Shape::arrow(sq("e1"), sq("g1"), Brush::Green);
        assert_eq!(figure.toggle(3, None, arrow), Ok(Drawn::Added));
        let red = Shape::arrow(sq("e1"), sq("g1"), Brush::Red);
        assert_eq!(figure.toggle(3, None, red), Ok(Drawn::Recoloured));
        assert_eq!(figure.toggle(3, None, red), Ok(Drawn::Removed));
        assert!(figure.is_empty());
    }

    #[test]
    fn a_board_sees_the_shapes_of_every_board_and_its_own() {
        let mut figure = Figure::default();
        let sarratt = BoardRules::Code(Code::Sarratt);
        let italy = BoardRules::Code(Code::Italy);
        let mark = Shape::square(sq("h1"), Brush::Blue);
        let arrow = Shape::arrow(sq("e1"), sq("g1"), Brush::Green);
        figure.toggle(5, Some(&sarratt), mark).expect("room");
        figure.toggle(5, None, arrow).expect("room");
        assert_eq!(figure.shapes_on(5, &sarratt), vec![arrow, mark]);
        assert_eq!(figure.shapes_on(5, &italy), vec![arrow]);
        assert!(figure.shapes_on(4, &sarratt).is_empty());
        // Every board's group comes first.
        assert_eq!(figure.groups[0].board, None);
    }

    #[test]
    fn marks_stand_before_arrows_in_a_group() {
        let mut figure = Figure::default();
        let arrow = Shape::arrow(sq("e1"), sq("g1"), Brush::Green);
        let mark = Shape::square(sq("f7"), Brush::Red);
        figure.toggle(0, None, arrow).expect("room");
        figure.toggle(0, None, mark).expect("room");
        assert_eq!(figure.groups[0].shapes, vec![mark, arrow]);
    }

    #[test]
    fn a_full_figure_says_so() {
        let mut figure = Figure::default();
        let squares: Vec<Square> = Square::all().collect();
        let mut refused = None;
        for at in 0..3 {
            for &square in &squares {
                if let Err(full) = figure.toggle(at, None, Shape::square(square, Brush::Green)) {
                    refused = Some(full);
                }
            }
        }
        assert_eq!(refused, Some(FigureFull::Shapes));
        assert_eq!(figure.shape_count(), MOST_SHAPES);
        let long = "word ".repeat(100);
        assert_eq!(
            figure.set_comment(1, &long),
            Err(FigureFull::TextTooLong(MOST_COMMENT_CHARS))
        );
    }

    #[test]
    fn shape_codes_read_back() {
        for code in ["Ge1g1", "Rf7", "Bh1a8", "Ya1"] {
            assert_eq!(Shape::read(code).map(|s| s.code()).as_deref(), Some(code));
        }
        for bad in ["", "G", "Ze1", "Ge9", "Ge1g", "Ge1g1h", "zz", "Gé1"] {
            assert_eq!(Shape::read(bad), None, "{bad}");
        }
        // An arrow to its own square is that square marked.
        assert_eq!(
            Shape::read("Ge4e4"),
            Some(Shape::square(sq("e4"), Brush::Green))
        );
    }
}
