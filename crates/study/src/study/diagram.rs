//! Diagrams for writers: a board, or the whole comparison, as one clean
//! SVG document (no script, no style sheet, no font file: presentation
//! attributes only), drawn in the colours of the app's board with the men
//! of [`piece_art`]. The same markup serves the download buttons, the
//! print view and the preview images made at build time. It is written with
//! [`markup!`](crate::markup!), so that every word put into it (a heading,
//! a verdict, the reader's caption or comment, a law's title and quotation)
//! is escaped as it fills its hole; its numbers are [`Length`]s.
//!
//! ```
//! use chess_laws_study::core::{Board, Square};
//! use chess_laws_study::study::diagram::{board_svg, DiagramOptions};
//! let svg = board_svg(&Board::start(), None, &DiagramOptions::default());
//! assert!(svg.starts_with("<svg"));
//! assert_eq!(svg.matches("data-square=").count(), 64 + 32);
//! ```

use crate::core::{Board, Color, Square, Step};
use crate::markup;
use crate::markup::{Length, Markup};
use crate::study::cite::study_title;
use crate::study::piece_art::{self, STROKE_WIDTH};
use crate::study::print::{key_positions, KeyKind};
use crate::study::shape_art::shapes_svg;
use crate::study::shapes::Shape;
use crate::study::{Comparison, Notation, Study, Track};

/// The board's colours (light theme of `style/main.css`).
mod palette {
    pub const PAPER: &str = "#fffcf5";
    pub const INK: &str = "#1f1b16";
    pub const INK_SOFT: &str = "#4f463b";
    pub const RULE: &str = "#d8ccb6";
    pub const LIGHT: &str = "#ecdfc4";
    pub const DARK: &str = "#b08659";
    pub const LAST_MOVE: &str = "#d6aa28";
    pub const WHITE_MAN: &str = "#fbf7ee";
    pub const WHITE_LINE: &str = "#221e19";
    pub const BLACK_MAN: &str = "#2b2621";
    pub const BLACK_LINE: &str = "#0c0a08";
    pub const BLACK_DETAIL: &str = "#e8dfcc";
    pub const ACCENT: &str = "#7a2e18";
}

/// The serif of the app's quotations, then what any system has.
const SERIF: &str =
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif";
/// One square, in SVG units (the document's pixels at 1:1).
const SQUARE: f64 = 48.0;
/// The band for the file letters and rank numbers.
const COORDS: f64 = 16.0;
/// The white margin around everything.
const PAD: f64 = 14.0;
/// Caption type size and line height.
const CAPTION_SIZE: f64 = 14.0;
const LINE_HEIGHT: f64 = 19.0;
/// The gap between the boards of a comparison.
const GAP: f64 = 28.0;

/// How a diagram is drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagramOptions {
    /// File letters under the board and rank numbers beside it.
    pub coordinates: bool,
    /// Black at the bottom.
    pub flipped: bool,
    /// Lines of text beneath the board (wrapped to its width); none for a
    /// bare diagram.
    pub caption: Vec<String>,
}

/// The squares of a move to mark (from, to), as the board marks the last move.
pub type Marked = Option<(Square, Square)>;

/// One board as a whole SVG document.
#[must_use]
pub fn board_svg(board: &Board, marked: Marked, options: &DiagramOptions) -> Markup {
    board_svg_with(board, marked, &[], options)
}

/// One board with the writer's shapes drawn over it, as a whole SVG
/// document.
#[must_use]
pub fn board_svg_with(
    board: &Board,
    marked: Marked,
    shapes: &[Shape],
    options: &DiagramOptions,
) -> Markup {
    let board_width = board_extent(options.coordinates);
    let width = board_width + 2.0 * PAD;
    let caption = wrap_all(&options.caption, board_width);
    let caption_height = text_block_height(caption.len());
    let height = PAD + board_width + caption_height + PAD;
    let mut svg = open_document(width, height);
    draw_board(&mut svg, board, marked, shapes, options, PAD, PAD);
    draw_lines(&mut svg, &caption, PAD, PAD + board_width + 8.0, false);
    markup!(into svg, "</svg>\n");
    svg
}

/// One panel of a comparison: a heading, a board and the lines beneath.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// Above the board, in bold: the code's name.
    pub heading: String,
    pub board: Board,
    pub marked: Marked,
    /// The writer's arrows and marks on this board.
    pub shapes: Vec<Shape>,
    /// Beneath the board: the verdict.
    pub lines: Vec<String>,
}

/// Several boards side by side, each with its heading and lines, and a
/// caption across the foot (the law and the move).
#[must_use]
pub fn panels_svg(panels: &[Panel], options: &DiagramOptions) -> Markup {
    let board_width = board_extent(options.coordinates);
    let count = panels.len().max(1) as f64;
    let width = 2.0 * PAD + count * board_width + (count - 1.0) * GAP;
    let wrapped: Vec<Vec<String>> = panels
        .iter()
        .map(|p| wrap_all(&p.lines, board_width))
        .collect();
    let tallest = wrapped.iter().map(Vec::len).max().unwrap_or(0);
    let caption = wrap_all(&options.caption, width - 2.0 * PAD);
    let heading_height = LINE_HEIGHT + 6.0;
    let height = PAD
        + heading_height
        + board_width
        + text_block_height(tallest)
        + text_block_height(caption.len())
        + PAD;
    let mut svg = open_document(width, height);
    for (index, (panel, lines)) in panels.iter().zip(&wrapped).enumerate() {
        let x = PAD + index as f64 * (board_width + GAP);
        let heading = vec![panel.heading.clone()];
        draw_lines(&mut svg, &heading, x, PAD, true);
        let top = PAD + heading_height;
        draw_board(
            &mut svg,
            &panel.board,
            panel.marked,
            &panel.shapes,
            options,
            x,
            top,
        );
        draw_lines(&mut svg, lines, x, top + board_width + 8.0, false);
    }
    let foot = PAD + heading_height + board_width + text_block_height(tallest);
    draw_lines(&mut svg, &caption, PAD, foot + 4.0, false);
    markup!(into svg, "</svg>\n");
    svg
}

/// The width (and height) of a board with its coordinate bands.
fn board_extent(coordinates: bool) -> f64 {
    8.0 * SQUARE + if coordinates { COORDS } else { 0.0 }
}

fn text_block_height(lines: usize) -> f64 {
    if lines == 0 {
        0.0
    } else {
        8.0 + lines as f64 * LINE_HEIGHT
    }
}

fn open_document(width: f64, height: f64) -> Markup {
    let mut svg = Markup::with_capacity(16 * 1024);
    let (width, height) = (Length(width), Length(height));
    // The font list goes in as written: escaped, its quotes would mean the
    // same but change the bytes of every diagram.
    let serif = Markup::constant(SERIF);
    markup!(
        into svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{}\" height=\"{}\" \
         viewBox=\"0 0 {} {}\" font-family=\"{}\">\n<rect width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
        width,
        height,
        width,
        height,
        serif,
        width,
        height,
        palette::PAPER,
    );
    svg
}

/// The board with its top-left corner at (`left`, `top`); the rank band
/// (if any) comes first, the file band under the squares.
fn draw_board(
    svg: &mut Markup,
    board: &Board,
    marked: Marked,
    shapes: &[Shape],
    options: &DiagramOptions,
    left: f64,
    top: f64,
) {
    let x0 = left + if options.coordinates { COORDS } else { 0.0 };
    let flipped = options.flipped;
    let place = |square: Square| {
        let (row, col) = view_of(square, flipped);
        (x0 + f64::from(col) * SQUARE, top + f64::from(row) * SQUARE)
    };
    let side = Length(SQUARE);
    markup!(into svg, "<g class=\"board\">\n");
    for square in Square::all() {
        let (x, y) = place(square);
        let dark = (square.file() + square.rank()) % 2 == 0;
        let fill = if dark { palette::DARK } else { palette::LIGHT };
        markup!(
            into svg,
            "<rect data-square=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
            square.name(),
            Length(x),
            Length(y),
            side,
            side,
            fill,
        );
    }
    if let Some((from, to)) = marked {
        for square in [from, to] {
            let (x, y) = place(square);
            markup!(
                into svg,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" fill-opacity=\"0.42\"/>\n",
                Length(x),
                Length(y),
                side,
                side,
                palette::LAST_MOVE,
            );
        }
    }
    let frame = Length(8.0 * SQUARE + 1.0);
    markup!(
        into svg,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1\"/>\n",
        Length(x0 - 0.5),
        Length(top - 0.5),
        frame,
        frame,
        palette::RULE,
    );
    for (square, piece) in board.pieces() {
        let (x, y) = place(square);
        draw_man(svg, square, piece.color, piece.role, x, y);
    }
    markup!(into svg, "{}", shapes_svg(shapes, SQUARE, flipped, x0, top));
    if options.coordinates {
        draw_coordinates(svg, flipped, left, x0, top);
    }
    markup!(into svg, "</g>\n");
}

/// Where `square` is drawn: (row from the top, column from the left).
fn view_of(square: Square, flipped: bool) -> (u8, u8) {
    if flipped {
        (square.rank(), 7 - square.file())
    } else {
        (7 - square.rank(), square.file())
    }
}

fn draw_man(
    svg: &mut Markup,
    square: Square,
    color: Color,
    role: crate::core::Role,
    x: f64,
    y: f64,
) {
    let (fill, line, detail) = match color {
        Color::White => (palette::WHITE_MAN, palette::WHITE_LINE, palette::WHITE_LINE),
        Color::Black => (
            palette::BLACK_MAN,
            palette::BLACK_LINE,
            palette::BLACK_DETAIL,
        ),
    };
    let letter = match color {
        Color::White => role.upper_char(),
        Color::Black => role.char(),
    };
    let inset = SQUARE * 0.02;
    let scale = SQUARE * 0.96 / 100.0;
    markup!(
        into svg,
        "<g data-piece=\"{}\" data-square=\"{}\" transform=\"translate({} {}) scale({})\" \
         stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n",
        letter,
        square.name(),
        Length(x + inset),
        Length(y + inset),
        Length(scale),
        Length(STROKE_WIDTH),
    );
    piece_art::write_paths(
        svg,
        role,
        &markup!("fill=\"{}\" stroke=\"{}\"", fill, line),
        &markup!("fill=\"none\" stroke=\"{}\"", detail),
        "\n",
    );
    markup!(into svg, "</g>\n");
}

/// The type size of the file letters and rank numbers.
const COORDINATE_SIZE: f64 = 11.0;

fn draw_coordinates(svg: &mut Markup, flipped: bool, left: f64, x0: f64, top: f64) {
    // The letters in the band under the squares, the numbers in the band
    // beside them.
    let letters_y = top + 8.0 * SQUARE + COORDS - 3.0;
    let numbers_x = left + COORDS / 2.0 - 1.0;
    for index in 0..8u8 {
        let file = if flipped { 7 - index } else { index };
        let rank = if flipped { index } else { 7 - index };
        let middle = (f64::from(index) + 0.5) * SQUARE;
        draw_coordinate(svg, char::from(b'a' + file), x0 + middle, letters_y);
        let number_y = top + middle + COORDINATE_SIZE / 3.0;
        draw_coordinate(svg, char::from(b'1' + rank), numbers_x, number_y);
    }
}

/// A file letter or a rank number, centred on `x`.
fn draw_coordinate(svg: &mut Markup, label: char, x: f64, y: f64) {
    markup!(
        into svg,
        "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\">{}</text>\n",
        Length(x),
        Length(y),
        Length(COORDINATE_SIZE),
        palette::INK_SOFT,
        label,
    );
}

/// How a block of lines is set.
#[derive(Clone, Copy)]
struct TextStyle {
    size: f64,
    line_height: f64,
    bold: bool,
    italic: bool,
    /// The first line in ink, the rest softer (captions); or all in `first`.
    first: &'static str,
    rest: &'static str,
}

const CAPTION: TextStyle = TextStyle {
    size: CAPTION_SIZE,
    line_height: LINE_HEIGHT,
    bold: false,
    italic: false,
    first: palette::INK,
    rest: palette::INK_SOFT,
};

/// Lines of text from (`left`, `top`); the first in bold if `heading`.
fn draw_lines(svg: &mut Markup, lines: &[String], left: f64, top: f64, heading: bool) {
    let style = TextStyle {
        bold: heading,
        rest: if heading {
            palette::INK
        } else {
            palette::INK_SOFT
        },
        ..CAPTION
    };
    draw_text(svg, lines, left, top, style);
}

fn draw_text(svg: &mut Markup, lines: &[String], left: f64, top: f64, style: TextStyle) {
    let weight = style.bold.then(|| markup!(" font-weight=\"bold\""));
    let slant = style.italic.then(|| markup!(" font-style=\"italic\""));
    for (index, line) in lines.iter().enumerate() {
        let colour = if index == 0 { style.first } else { style.rest };
        markup!(
            into svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{}{} fill=\"{}\">{}</text>\n",
            Length(left),
            Length(top + style.size + index as f64 * style.line_height),
            Length(style.size),
            weight,
            slant,
            colour,
            line,
        );
    }
}

/// Every line wrapped to `width` units at the caption size.
fn wrap_all(lines: &[String], width: f64) -> Vec<String> {
    wrap_sized(lines, width, CAPTION_SIZE)
}

/// Every line wrapped to `width` units at type `size`.
fn wrap_sized(lines: &[String], width: f64, size: f64) -> Vec<String> {
    // A serif averages under half an em a character.
    let per_line = ((width / (size * 0.5)) as usize).max(12);
    lines.iter().flat_map(|l| wrap(l, per_line)).collect()
}

/// Breaks `text` at spaces into lines of at most `per_line` characters (a
/// longer word stands alone on its line).
#[must_use]
pub fn wrap(text: &str, per_line: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let fits = current.chars().count() + 1 + word.chars().count() <= per_line;
        if !current.is_empty() && !fits {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// The board of `track` when the line is at `cursor`, with its last move.
#[must_use]
pub fn track_scene(track: &Track, cursor: usize) -> Option<(Board, Marked)> {
    let position = track.position_at(cursor)?;
    let marked = match track.last_step_at(cursor) {
        Some(Step::Move(m)) => Some((m.from(), m.to())),
        _ => None,
    };
    Some((*position.board(), marked))
}

/// "After 6.O-O", "After 5...fxg3" or "At the start": the point of the
/// line at `cursor`, in SAN or descriptive notation.
#[must_use]
pub fn point_of_line(comparison: &Comparison, cursor: usize, notation: Notation) -> String {
    let Some(index) = cursor.checked_sub(1) else {
        return "At the start".to_string();
    };
    if index >= comparison.tokens.len() {
        return "At the end of the line".to_string();
    }
    let written = comparison.written(index, notation);
    match comparison.numbering(index) {
        Some((number, Color::White)) => format!("After {number}.{written}"),
        Some((number, Color::Black)) => format!("After {number}...{written}"),
        None => format!("After {written}"),
    }
}

/// The caption of one board of the study at its cursor: the code and its
/// verdict, the point of the line, and the law with its source.
#[must_use]
pub fn board_caption(study: &Study, comparison: &Comparison, board: usize) -> Vec<String> {
    let mut lines = figure_lines(study, comparison);
    if let Some(track) = comparison.tracks.get(board) {
        let verdict = track.verdict_at(study.cursor);
        lines.push(format!("{}: {}", track.rules.name(), verdict.full));
    }
    lines.push(point_of_line(comparison, study.cursor, study.notation));
    lines.extend(law_line(study));
    lines
}

/// The writer's caption (its title, then its sentence) and the comment on
/// the move shown, if any: what a figure says first.
#[must_use]
pub fn figure_lines(study: &Study, comparison: &Comparison) -> Vec<String> {
    let figure = &study.figure;
    let mut lines: Vec<String> = [&figure.caption.title, &figure.caption.sentence]
        .into_iter()
        .filter(|t| !t.is_empty())
        .cloned()
        .collect();
    if let Some(comment) = figure.comment(study.cursor) {
        let point = point_of_line(comparison, study.cursor, study.notation);
        lines.push(format!("{point}: {comment}"));
    }
    lines
}

/// The law's title and its citation, each on a line of its own (so the
/// citation is never broken), if a law is open.
fn law_line(study: &Study) -> Vec<String> {
    study
        .scenario()
        .map(|s| vec![format!("{}.", s.title), s.citation()])
        .unwrap_or_default()
}

/// The whole comparison at the study's cursor: every board side by side
/// under its code's name, with its verdict, and the point of the line and
/// the law across the foot (the verdicts and the foot left out if not
/// `captioned`).
#[must_use]
pub fn comparison_svg(
    study: &Study,
    comparison: &Comparison,
    coordinates: bool,
    captioned: bool,
) -> Markup {
    let panels: Vec<Panel> = comparison
        .tracks
        .iter()
        .filter_map(|track| {
            let (board, marked) = track_scene(track, study.cursor)?;
            Some(Panel {
                heading: track.rules.name().to_string(),
                board,
                marked,
                shapes: study.figure.shapes_on(study.cursor, &track.rules),
                lines: if captioned {
                    vec![track.verdict_at(study.cursor).full]
                } else {
                    Vec::new()
                },
            })
        })
        .collect();
    let mut caption = Vec::new();
    if captioned {
        caption.extend(figure_lines(study, comparison));
        caption.push(point_of_line(comparison, study.cursor, study.notation));
        caption.extend(law_line(study));
    }
    let options = DiagramOptions {
        coordinates,
        flipped: study.flipped,
        caption,
    };
    panels_svg(&panels, &options)
}

/// One board of the study at its cursor, with or without its caption.
#[must_use]
pub fn study_board_svg(
    study: &Study,
    comparison: &Comparison,
    board: usize,
    coordinates: bool,
    captioned: bool,
) -> Option<Markup> {
    let track = comparison.tracks.get(board)?;
    let (position, marked) = track_scene(track, study.cursor)?;
    let options = DiagramOptions {
        coordinates,
        flipped: study.flipped,
        caption: if captioned {
            board_caption(study, comparison, board)
        } else {
            Vec::new()
        },
    };
    let shapes = study.figure.shapes_on(study.cursor, &track.rules);
    Some(board_svg_with(&position, marked, &shapes, &options))
}

/// A file name for a download: `italian-castling-italy.svg`.
#[must_use]
pub fn file_name(study: &Study, part: &str, extension: &str) -> String {
    let stem = study.scenario.unwrap_or("old-laws-position");
    // Words joined by one hyphen: "Italy (Sarratt)" gives `italy-sarratt`.
    let words: Vec<String> = part
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_string)
        .collect();
    let part = words.join("-");
    if part.is_empty() {
        format!("{stem}.{extension}")
    } else {
        format!("{stem}-{part}.{extension}")
    }
}

/// The size of a preview card (an Open Graph image), in pixels.
pub const CARD_SIZE: (u32, u32) = (1200, 630);

/// A preview card for a link to a law: the board where the codes part (or
/// where the line ends), and beside it the title, the source and the
/// opening words of the law.
#[must_use]
pub fn card_svg(study: &Study, comparison: &Comparison) -> Markup {
    let (width, height) = (f64::from(CARD_SIZE.0), f64::from(CARD_SIZE.1));
    let mut svg = open_document(width, height);
    let keys = key_positions(study, comparison);
    let key = keys
        .iter()
        .find(|k| k.kind == KeyKind::Parting)
        .or_else(|| keys.iter().rfind(|k| k.kind == KeyKind::End))
        .or(keys.first());
    let side = height - 80.0;
    if let Some(key) = key {
        let options = DiagramOptions {
            flipped: study.flipped,
            ..DiagramOptions::default()
        };
        markup!(
            into svg,
            "<g transform=\"translate(40 40) scale({})\">\n",
            Length(side / (8.0 * SQUARE)),
        );
        draw_board(
            &mut svg,
            &key.board,
            key.marked,
            &key.shapes,
            &options,
            0.0,
            0.0,
        );
        markup!(into svg, "</g>\n");
    }
    let left = side + 80.0;
    let column = width - left - 64.0;
    let site = vec![crate::study::cite::APP_TITLE.to_string()];
    let small = TextStyle {
        size: 24.0,
        line_height: 30.0,
        first: palette::ACCENT,
        rest: palette::ACCENT,
        ..CAPTION
    };
    draw_text(&mut svg, &site, left, 44.0, small);
    let title = wrap_sized(&[study_title(study)], column, 46.0);
    let big = TextStyle {
        size: 46.0,
        line_height: 54.0,
        first: palette::INK,
        rest: palette::INK,
        ..CAPTION
    };
    let title: Vec<String> = title.into_iter().take(4).collect();
    draw_text(&mut svg, &title, left, 96.0, big);
    let mut y = 96.0 + title.len() as f64 * 54.0 + 14.0;
    if let Some(scenario) = study.scenario() {
        let source = TextStyle {
            first: palette::INK_SOFT,
            ..small
        };
        draw_text(&mut svg, &[scenario.citation()], left, y, source);
        y += 50.0;
        let room = ((height - 40.0 - y) / 32.0).floor().max(0.0) as usize;
        let words = format!("\u{201c}{}\u{201d}", scenario.quotation);
        let quote = clip_lines(wrap_sized(&[words], column, 25.0), room);
        let italic = TextStyle {
            size: 25.0,
            line_height: 32.0,
            italic: true,
            first: palette::INK_SOFT,
            rest: palette::INK_SOFT,
            ..CAPTION
        };
        draw_text(&mut svg, &quote, left, y, italic);
    }
    markup!(into svg, "</svg>\n");
    svg
}

/// The first `room` lines, the last ending in an ellipsis if any were cut.
fn clip_lines(mut lines: Vec<String>, room: usize) -> Vec<String> {
    if lines.len() > room {
        lines.truncate(room);
        if let Some(last) = lines.last_mut() {
            last.push_str(" \u{2026}");
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_is_named_by_the_law_and_the_board_in_plain_words() {
        let study = Study::for_scenario(
            crate::scenarios::by_id("italian-castling").expect("in the library"),
        );
        assert_eq!(
            file_name(&study, "Italy (Sarratt)", "svg"),
            "italian-castling-italy-sarratt.svg"
        );
        assert_eq!(file_name(&study, "", "png"), "italian-castling.png");
        assert_eq!(file_name(&study, " -- ", "png"), "italian-castling.png");
    }

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("extraordinary a", 5), vec!["extraordinary", "a"]);
        assert!(wrap("   ", 10).is_empty());
    }

    #[test]
    fn captions_are_escaped() {
        let options = DiagramOptions {
            caption: vec!["R & B <v> R".to_string()],
            ..DiagramOptions::default()
        };
        let svg = board_svg(&Board::empty(), None, &options);
        assert!(svg.contains("R &amp; B &lt;v&gt; R"));
    }
}
