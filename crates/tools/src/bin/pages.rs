//! Build-time pages for sharing (run by `scripts/build/pages.mjs` after the
//! release build): for every law, `s/<id>.html` with its Open Graph tags
//! and oEmbed discovery link that sends the reader on to the app,
//! `s/<id>.svg` (the preview card, turned into `s/<id>.png` by the script)
//! and `oembed/<id>.json`.
//!
//! `cargo run -p chess-laws-tools --bin pages -- DIST` writes into DIST (default `dist`).
//! Addresses are absolute when `SITE_URL` (the site's address, ending in
//! `/`) is set, as the link previewers of social sites need; otherwise
//! relative. The pages carry the Content-Security-Policy of
//! `DIST/index.html`.

use chess_laws_study::markup;
use chess_laws_study::markup::Markup;
use chess_laws_study::scenarios::{self, Scenario};
use chess_laws_study::study::cite::{first_sentence, APP_TITLE};
use chess_laws_study::study::diagram::{card_svg, CARD_SIZE};
use chess_laws_study::study::Study;
use chess_laws_tools::json_string;
use std::fs;
use std::path::Path;

/// The iframe height written into oEmbed before the script measures it.
const DEFAULT_HEIGHT: u32 = 720;

fn main() -> Result<(), String> {
    let dist = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "dist".to_string());
    let dist = Path::new(&dist);
    let site = std::env::var("SITE_URL").unwrap_or_default();
    let index = fs::read_to_string(dist.join("index.html"))
        .map_err(|e| format!("pages: cannot read {}/index.html: {e}", dist.display()))?;
    let policy = content_security_policy(&index)
        .ok_or("pages: no Content-Security-Policy in index.html (run post-build first)")?;
    for dir in ["s", "oembed"] {
        fs::create_dir_all(dist.join(dir)).map_err(|e| format!("pages: {dir}: {e}"))?;
    }
    for scenario in scenarios::all() {
        let study = Study::for_scenario(scenario);
        let write = |path: String, text: String| {
            fs::write(dist.join(&path), text).map_err(|e| format!("pages: {path}: {e}"))
        };
        write(
            format!("s/{}.svg", scenario.id),
            card_svg(&study, &study.compare()).into_string(),
        )?;
        write(
            format!("s/{}.html", scenario.id),
            page(scenario, &site, policy),
        )?;
        write(
            format!("oembed/{}.json", scenario.id),
            oembed(scenario, &site),
        )?;
    }
    println!("pages: {} laws", scenarios::all().len());
    Ok(())
}

/// The policy in `<meta http-equiv="Content-Security-Policy" content="…">`.
fn content_security_policy(html: &str) -> Option<&str> {
    let at = html.find("http-equiv=\"Content-Security-Policy\"")?;
    let rest = &html[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')? + start;
    Some(&rest[start..end])
}

fn description(scenario: &Scenario) -> String {
    format!(
        "{}: \u{201c}{}\u{201d} {}",
        scenario.citation(),
        shorten(scenario.quotation, 160),
        first_sentence(scenario.commentary)
    )
}

fn shorten(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let cut: String = text.chars().take(most).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{cut}\u{2026}")
}

/// The sharing page: tags for previews, then on to the study's page.
fn page(scenario: &Scenario, site: &str, policy: &str) -> String {
    let id = scenario.id;
    // From s/<id>.html the app is one folder up.
    let base = if site.is_empty() { "../" } else { site };
    let app = format!("{base}studies/{id}/");
    let title = scenario.title;
    let description = description(scenario);
    let (w, h) = CARD_SIZE;
    // The policy as the built index.html writes it: markup already.
    let policy = Markup::from_drawing(|out| out.push_str(policy));
    markup!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{} — {}</title>
<meta name="description" content="{}">
<link rel="canonical" href="{}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="{}">
<meta property="og:title" content="{}">
<meta property="og:description" content="{}">
<meta property="og:url" content="{}">
<meta property="og:image" content="{}s/{}.png">
<meta property="og:image:width" content="{}">
<meta property="og:image:height" content="{}">
<meta property="og:image:alt" content="The board of the law, with its title and source">
<meta name="twitter:card" content="summary_large_image">
<link rel="alternate" type="application/json+oembed" href="{}oembed/{}.json" title="{}">
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<meta http-equiv="refresh" content="0; url={}">
</head>
<body>
<p><a href="{}">{}</a>: open the law in {}.</p>
</body>
</html>
"#,
        policy,
        title,
        APP_TITLE,
        description,
        app,
        APP_TITLE,
        title,
        description,
        app,
        base,
        id,
        w,
        h,
        base,
        id,
        title,
        app,
        app,
        title,
        APP_TITLE
    )
    .into_string()
}

/// The oEmbed answer: a "rich" type with the embed's iframe.
fn oembed(scenario: &Scenario, site: &str) -> String {
    let id = scenario.id;
    let src = format!("{site}embed/{id}/");
    let iframe = markup!(
        "<iframe src=\"{}\" title=\"{}\" width=\"800\" height=\"{}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
        src,
        scenario.title,
        DEFAULT_HEIGHT
    );
    let (w, h) = CARD_SIZE;
    let fields = [
        ("version", json_string("1.0")),
        ("type", json_string("rich")),
        ("provider_name", json_string(APP_TITLE)),
        (
            "provider_url",
            json_string(if site.is_empty() { "./" } else { site }),
        ),
        ("title", json_string(scenario.title)),
        ("html", json_string(&iframe)),
        ("width", "800".to_string()),
        ("height", DEFAULT_HEIGHT.to_string()),
        ("thumbnail_url", json_string(&format!("{site}s/{id}.png"))),
        ("thumbnail_width", w.to_string()),
        ("thumbnail_height", h.to_string()),
    ];
    let body: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("  \"{k}\": {v}"))
        .collect();
    format!("{{\n{}\n}}\n", body.join(",\n"))
}
