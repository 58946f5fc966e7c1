//! The study as saved in local storage: a versioned envelope around the
//! study's link (`old-laws/1` on the first line, the link on the second),
//! so one parser reads both links and saved data.

/// The version written now. Data of another version is set aside, never
/// half-read.
pub const SAVED_VERSION: u32 = 1;

const MARK: &str = "old-laws/";

/// The local storage key of the saved study (the page's loader reads it
/// too, to know that the bare address opens a study rather than home).
pub const SAVED_KEY: &str = "old-laws.study";

/// Where saved data that could not be read is set aside, never destroyed.
pub const SET_ASIDE_KEY: &str = "old-laws.study.set-aside";

/// The saved text for a study's link.
pub fn write_saved(link: &str) -> String {
    format!("{MARK}{SAVED_VERSION}\n{link}")
}

/// The link inside saved text, or why it cannot be used.
pub fn read_saved(text: &str) -> Result<String, String> {
    let damaged = || "the saved study is damaged and could not be read".to_string();
    let (header, link) = text.split_once('\n').ok_or_else(damaged)?;
    let version: u32 = header
        .strip_prefix(MARK)
        .and_then(|v| v.parse().ok())
        .ok_or_else(damaged)?;
    if version != SAVED_VERSION {
        return Err(format!(
            "the saved study comes from another version of this tool (format {version}, expected {SAVED_VERSION})"
        ));
    }
    if link.contains('\n') {
        return Err(damaged());
    }
    Ok(link.to_string())
}
