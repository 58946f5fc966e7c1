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

use chess_laws_study::scenarios::{self, Scenario};
use chess_laws_study::study::cite::{first_sentence, APP_TITLE};
use chess_laws_study::study::diagram::{card_svg, escape, CARD_SIZE};
use chess_laws_study::study::Study;
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
            card_svg(&study, &study.compare()),
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
    let title = escape(scenario.title);
    let description = escape(&description(scenario));
    let (w, h) = CARD_SIZE;
    format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — {APP_TITLE}</title>
<meta name="description" content="{description}">
<link rel="canonical" href="{app}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="{APP_TITLE}">
<meta property="og:title" content="{title}">
<meta property="og:description" content="{description}">
<meta property="og:url" content="{app}">
<meta property="og:image" content="{base}s/{id}.png">
<meta property="og:image:width" content="{w}">
<meta property="og:image:height" content="{h}">
<meta property="og:image:alt" content="The board of the law, with its title and source">
<meta name="twitter:card" content="summary_large_image">
<link rel="alternate" type="application/json+oembed" href="{base}oembed/{id}.json" title="{title}">
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<meta http-equiv="refresh" content="0; url={app}">
</head>
<body>
<p><a href="{app}">{title}</a>: open the law in {APP_TITLE}.</p>
</body>
</html>
"#
    )
}

/// The oEmbed answer: a "rich" type with the embed's iframe.
fn oembed(scenario: &Scenario, site: &str) -> String {
    let id = scenario.id;
    let src = format!("{site}embed/{id}/");
    let iframe = format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"800\" height=\"{DEFAULT_HEIGHT}\" style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
        escape(&src),
        escape(scenario.title)
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

fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
