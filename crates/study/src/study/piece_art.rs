//! The chess men drawn for this project as SVG paths on a 100x100 grid:
//! crisp at any size, no font glyphs, no borrowed artwork. Circles are
//! written as paths (two arcs) so every shape renders through one element.
//! Plain data and its one writer ([`write_paths`]), shared by the board on
//! screen (the web app's `board_markup::pieces`) and the diagrams written
//! for download and print ([`super::diagram`]).

use crate::core::Role;
use crate::markup;
use crate::markup::Markup;

/// The stroke width of outlines and details, in units of the 100x100 grid.
pub const STROKE_WIDTH: f64 = 2.4;

/// The pedestal every piece stands on.
const BASE: &str = "M22 90H78V85Q78 78 70 78H30Q22 78 22 85Z";

/// One role's drawing: filled outlines (in the piece's colour) and inner
/// details (lines in the contrasting colour).
struct Drawing {
    outlines: &'static [&'static str],
    details: &'static [&'static str],
}

const PAWN: Drawing = Drawing {
    outlines: &[
        BASE,
        "M36 78Q38 62 44 55H56Q62 62 64 78Z",
        "M37 57H63Q63 50 56 50H44Q37 50 37 57Z",
        "M37 37a13 13 0 1 0 26 0a13 13 0 1 0 -26 0Z",
    ],
    details: &[],
};

const KNIGHT: Drawing = Drawing {
    outlines: &[
        BASE,
        "M70 78C73 60 75 40 64 28L61 12L53 21C42 22 32 30 26 42L20 54Q19 63 28 62L37 57Q45 54 50 48C48 59 38 66 32 78Z",
    ],
    details: &["M66 33C71 46 71 60 68 74", "M42 33h4", "M25 57l4-1"],
};

const BISHOP: Drawing = Drawing {
    outlines: &[
        BASE,
        "M38 78Q42 66 44 59H56Q58 66 62 78Z",
        "M35 61H65Q65 54 58 54H42Q35 54 35 61Z",
        "M50 17C64 29 66 44 58 54H42C34 44 36 29 50 17Z",
        "M45.5 13a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
    ],
    details: &["M55 30L46 41"],
};

const ROOK: Drawing = Drawing {
    outlines: &[
        BASE,
        "M32 78L36 46H64L68 78Z",
        "M30 47V24H39V31H46V24H54V31H61V24H70V47Z",
    ],
    details: &["M36 47H64", "M34 66H66"],
};

const QUEEN: Drawing = Drawing {
    outlines: &[
        BASE,
        "M34 78L30 64H70L66 78Z",
        "M30 64L20 30L35 50L37 22L45 46L50 18L55 46L63 22L65 50L80 30L70 64Z",
        // The five balls of the crown.
        "M15.5 27a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
        "M32.5 19a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
        "M45.5 14a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
        "M58.5 19a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
        "M75.5 27a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0Z",
    ],
    details: &["M31 64H69"],
};

const KING: Drawing = Drawing {
    outlines: &[
        BASE,
        "M34 78L31 64H69L66 78Z",
        "M31 64C18 54 20 36 36 36C44 36 48 42 50 48C52 42 56 36 64 36C80 36 82 54 69 64Z",
        "M47 33H53V46H47Z",
        "M47 8H53V16H60V22H53V33H47V22H40V16H47Z",
    ],
    details: &["M32 64H68"],
};

/// Writes `role`'s drawing into `out` as SVG paths: each outline with
/// `outline` (attributes, written as given after its `d`), then each detail
/// with `detail`, every path followed by `end` (a line break, or nothing).
/// The page colours the men through classes and a diagram through
/// presentation attributes; the paths themselves are written only here.
///
/// ```
/// use chess_laws_study::core::Role;
/// use chess_laws_study::markup;
/// use chess_laws_study::markup::Markup;
/// use chess_laws_study::study::piece_art::write_paths;
/// let mut svg = Markup::default();
/// let (body, line) = (markup!(r#"class="body""#), markup!(r#"class="line""#));
/// write_paths(&mut svg, Role::Rook, &body, &line, "");
/// assert_eq!(svg.matches(r#"class="body"/>"#).count(), 3);
/// assert_eq!(svg.matches(r#"class="line"/>"#).count(), 2);
/// ```
pub fn write_paths(out: &mut Markup, role: Role, outline: &Markup, detail: &Markup, end: &str) {
    let drawing = drawing(role);
    for (attributes, paths) in [(outline, drawing.outlines), (detail, drawing.details)] {
        for d in paths {
            markup!(into out, "<path d=\"{}\" {}/>{}", d, attributes, end);
        }
    }
}

/// The drawing of `role` (the same for both colours).
fn drawing(role: Role) -> &'static Drawing {
    match role {
        Role::Pawn => &PAWN,
        Role::Knight => &KNIGHT,
        Role::Bishop => &BISHOP,
        Role::Rook => &ROOK,
        Role::Queen => &QUEEN,
        Role::King => &KING,
    }
}
