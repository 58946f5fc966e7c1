//! The writer's figure in the study's link, short and readable:
//!
//! - `shapes=3:Ge1g1,Rf7;5@sarratt:Bh1`: groups joined by `;`, each the
//!   point of the line, `@` and a board's id if it belongs to one board
//!   only, `:` and its shapes joined by `,` (a colour letter, `G` green,
//!   `R` red, `B` blue, `Y` yellow, then a square for a mark or two for an
//!   arrow);
//! - `comments=6:The+king+to+h1;9:Black+has+no+check`: the point whose move
//!   a comment is on, `:` and the text;
//! - `caption=Four+castlings;Sarratt+16+in+Italy`: the title, `;` and the
//!   sentence under it.
//!
//! Texts are percent-encoded with `+` for a space, so a `;` or `&` in them
//! never breaks the structure; these values are therefore read from the
//! query as written, before any decoding. Each part is written only where
//! it differs from the scenario's own figure (`shapes=` empty: none).
//! Reading never fails: a part that cannot be read is named in a problem
//! and left out, and the rest of the figure and of the study stays.

use super::compare::BoardRules;
use super::link::{board_id, decode, encode, read_board, LinkProblem};
use super::shapes::{
    Caption, Figure, FigureFull, Mark, Shape, ShapeGroup, MOST_COMMENTS, MOST_COMMENT_CHARS,
    MOST_LINK_CHARS, MOST_SENTENCE_CHARS, MOST_TITLE_CHARS,
};

/// The three keys of the figure in a link, in the order written.
pub const FIGURE_KEYS: [&str; 3] = ["shapes", "comments", "caption"];

/// A text for the link: percent-encoded, a space as `+`.
fn text_value(text: &str) -> String {
    encode(text).replace("%20", "+")
}

/// The groups as `shapes=`'s value.
#[must_use]
pub fn shapes_value(groups: &[ShapeGroup]) -> String {
    groups
        .iter()
        .map(|group| {
            let board = group
                .board
                .as_ref()
                .map(|b| format!("@{}", board_id(b)))
                .unwrap_or_default();
            let shapes: Vec<String> = group.shapes.iter().map(Shape::code).collect();
            format!("{}{board}:{}", group.at, shapes.join(","))
        })
        .collect::<Vec<_>>()
        .join(";")
}

fn comments_value(figure: &Figure) -> String {
    figure
        .comments
        .iter()
        .map(|(at, text)| format!("{at}:{}", text_value(text)))
        .collect::<Vec<_>>()
        .join(";")
}

fn caption_value(caption: &Caption) -> String {
    if caption.sentence.is_empty() {
        text_value(&caption.title)
    } else {
        format!(
            "{};{}",
            text_value(&caption.title),
            text_value(&caption.sentence)
        )
    }
}

impl Figure {
    /// The figure's pairs for the link, values ready to write as they are
    /// (already encoded): each part that differs from `default`, the
    /// figure a link without it would give.
    #[must_use]
    pub fn link_pairs(&self, default: &Figure) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::new();
        if self.groups != default.groups {
            pairs.push(("shapes", shapes_value(&self.groups)));
        }
        if self.comments != default.comments {
            pairs.push(("comments", comments_value(self)));
        }
        if self.caption != default.caption {
            pairs.push(("caption", caption_value(&self.caption)));
        }
        pairs
    }

    /// How many characters the figure takes in a link, written whole
    /// (`&shapes=...&comments=...&caption=...`).
    #[must_use]
    pub fn link_length(&self) -> usize {
        self.link_pairs(&Figure::default())
            .iter()
            .map(|(key, value)| key.len() + value.len() + 2)
            .sum()
    }

    /// Adds `shape` (or gives its mark that colour), never removing one:
    /// how a link or a PGN is read.
    pub(crate) fn insert_shape(
        &mut self,
        at: usize,
        board: Option<&BoardRules>,
        shape: Shape,
    ) -> Result<(), FigureFull> {
        let present = self
            .group(at, board)
            .and_then(|g| g.shapes.iter().find(|s| s.mark == shape.mark))
            .copied();
        match present {
            Some(same) if same == shape => Ok(()),
            _ => self.toggle_unchecked(at, board, shape).map(|_| ()),
        }
    }
}

impl crate::scenarios::Scenario {
    /// The figure the law is shown with (empty for most laws).
    #[must_use]
    pub fn figure(&self) -> Figure {
        crate::scenarios::figures::figure_query(self.id)
            .map(|query| read_figure(query, Figure::default(), &mut Vec::new()))
            .unwrap_or_default()
    }
}

/// The raw value of `key` in a query, as written (the first one).
fn raw_value<'q>(query: &'q str, key: &str) -> Option<&'q str> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let query = query.split_once('#').map_or(query, |(q, _)| q);
    query.split('&').find_map(|part| {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        (decode(k).as_deref() == Some(key)).then_some(v)
    })
}

fn shortened(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        format!("{short}\u{2026}")
    } else {
        short
    }
}

/// The figure of a link: `default` (the scenario's own figure), each part
/// the link gives replacing its own.
pub(crate) fn read_figure(query: &str, default: Figure, problems: &mut Vec<LinkProblem>) -> Figure {
    let mut figure = default;
    let mut full = None;
    if let Some(raw) = raw_value(query, "shapes") {
        figure.groups.clear();
        // The shapes hold no text: a `;` escaped by some tool on the way
        // is read as written.
        let value = decode(raw).unwrap_or_else(|| raw.to_string());
        read_shapes(&value, &mut figure, problems, &mut full);
    }
    if let Some(raw) = raw_value(query, "comments") {
        figure.comments.clear();
        read_comments(raw, &mut figure, problems, &mut full);
    }
    if let Some(raw) = raw_value(query, "caption") {
        let (title, sentence) = raw.split_once(';').unwrap_or((raw, ""));
        let title = read_text(title, "caption", problems);
        let sentence = read_text(sentence, "caption", problems);
        figure.caption = Caption {
            title: clip(&title, MOST_TITLE_CHARS, &mut full),
            sentence: clip(&sentence, MOST_SENTENCE_CHARS, &mut full),
        };
    }
    if full.is_none() && figure.link_length() > MOST_LINK_CHARS {
        full = Some(FigureFull::Link);
    }
    if let Some(full) = full {
        problems.push(LinkProblem::FigureTooLong(full));
    }
    figure
}

fn read_shapes(
    value: &str,
    figure: &mut Figure,
    problems: &mut Vec<LinkProblem>,
    full: &mut Option<FigureFull>,
) {
    for group in value.split(';').filter(|g| !g.is_empty()) {
        let Some((head, list)) = group.rsplit_once(':') else {
            problems.push(unreadable("shapes", group));
            continue;
        };
        let (at, board) = match head.split_once('@') {
            Some((at, id)) => match read_board(id) {
                Some(board) => (at, Some(board)),
                None => {
                    problems.push(unreadable("shapes", group));
                    continue;
                }
            },
            None => (head, None),
        };
        let Ok(at) = at.parse::<usize>() else {
            problems.push(unreadable("shapes", group));
            continue;
        };
        for code in list.split(',').filter(|c| !c.is_empty()) {
            match Shape::read(code) {
                Some(shape) => {
                    if let Err(why) = figure.insert_shape(at, board.as_ref(), shape) {
                        full.get_or_insert(why);
                    }
                }
                None => problems.push(unreadable("shapes", code)),
            }
        }
    }
}

fn read_comments(
    raw: &str,
    figure: &mut Figure,
    problems: &mut Vec<LinkProblem>,
    full: &mut Option<FigureFull>,
) {
    for entry in raw.split(';').filter(|e| !e.is_empty()) {
        let parsed = entry
            .split_once(':')
            .and_then(|(at, text)| Some((at.parse::<usize>().ok()?, text)));
        let Some((at, text)) = parsed else {
            problems.push(unreadable("comments", entry));
            continue;
        };
        let text = read_text(text, "comments", problems);
        if text.is_empty() {
            continue;
        }
        if figure.comments.len() >= MOST_COMMENTS && !figure.comments.contains_key(&at) {
            full.get_or_insert(FigureFull::Comments);
            continue;
        }
        figure
            .comments
            .insert(at, clip(&text, MOST_COMMENT_CHARS, full));
    }
}

/// A text of the link decoded and on one line; a broken escape is named.
fn read_text(raw: &str, key: &'static str, problems: &mut Vec<LinkProblem>) -> String {
    match decode(raw) {
        Some(text) => super::shapes::one_line(&text),
        None => {
            problems.push(unreadable(key, raw));
            String::new()
        }
    }
}

/// `text` cut to `most` characters; a cut is noted in `full`.
fn clip(text: &str, most: usize, full: &mut Option<FigureFull>) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    full.get_or_insert(FigureFull::TextTooLong(most));
    text.chars().take(most).collect()
}

fn unreadable(key: &'static str, part: &str) -> LinkProblem {
    LinkProblem::UnreadableFigure {
        key,
        part: shortened(part),
    }
}

/// Whether a mark is an arrow (the PGN writes arrows and squares apart).
#[must_use]
pub fn is_arrow(shape: &Shape) -> bool {
    matches!(shape.mark, Mark::Arrow { .. })
}
