//! The study as saved in local storage: a versioned envelope around the
//! study's link, so one parser reads both links and saved data.

use serde::{Deserialize, Serialize};

/// The version written now. Data of another version is set aside, never
/// half-read.
pub const SAVED_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope {
    version: u32,
    link: String,
}

/// The saved text for a study's link.
pub fn write_saved(link: &str) -> String {
    serde_json::to_string(&Envelope {
        version: SAVED_VERSION,
        link: link.to_string(),
    })
    .unwrap_or_default()
}

/// The link inside saved text, or why it cannot be used.
pub fn read_saved(text: &str) -> Result<String, String> {
    let envelope: Envelope = serde_json::from_str(text)
        .map_err(|_| "the saved study is damaged and could not be read".to_string())?;
    if envelope.version != SAVED_VERSION {
        return Err(format!(
            "the saved study comes from another version of this tool (format {}, expected {SAVED_VERSION})",
            envelope.version
        ));
    }
    Ok(envelope.link)
}
