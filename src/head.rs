//! The document's head names the page the address names. Each page of the
//! edition is built with its canonical address and its `citation_*` tags
//! (and a study's, with the tags of its link preview); when the reader goes
//! to another page in the live app, the address changes but the document
//! does not, and a citation manager saving the page would read the first
//! page's tags. So, whenever the address names another page, the canonical
//! address and the citation tags are written for it, from the same
//! [`tags_of`] the build writes them with, and the preview's tags, made for
//! the page as built alone, go.

use crate::persistence;
use crate::study::cite_tags::tags_of;
use wasm_bindgen::JsCast;

/// What only the page as built can say of itself: its link preview.
const PREVIEW: &str = "meta[property^=\"og:\"], meta[name^=\"twitter:\"], \
     link[rel=\"alternate\"][type=\"application/json+oembed\"]";

/// Writes the head for the page the address names, if the head was written
/// for another. A page with no canonical address (the development server's)
/// is left as it is.
pub fn follow_the_address() {
    let Some(document) = crate::browser::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(Some(canonical)) = document.query_selector("link[rel=\"canonical\"]") else {
        return;
    };
    let path = persistence::page_path();
    let page = if path.is_empty() { "./" } else { path.as_str() };
    let root = persistence::site_root();
    let resolved = |href: &str| web_sys::Url::new_with_base(href, &root).map(|url| url.href());
    let named = canonical.get_attribute("href").unwrap_or_default();
    if resolved(&named).ok() == resolved(page).ok() {
        return;
    }
    let _ = canonical.set_attribute("href", page);
    remove_all(&document, "meta[name^=\"citation_\"]");
    remove_all(&document, PREVIEW);
    let Ok(Some(head)) = document.query_selector("head") else {
        return;
    };
    for (name, content) in tags_of(&persistence::address(), &edition_date(&document)) {
        if let Ok(meta) = document.create_element("meta") {
            let _ = meta.set_attribute("name", name);
            let _ = meta.set_attribute("content", &content);
            let _ = head.append_child(&meta);
        }
    }
}

/// The edition's date as citation managers read it (`2026/11/28`), from
/// the date the build stamped on the page (`dcterms.modified`).
fn edition_date(document: &web_sys::Document) -> String {
    document
        .query_selector("meta[name=\"dcterms.modified\"]")
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .map(|date| date.replace('-', "/"))
        .unwrap_or_default()
}

/// Takes out of the document every element `selector` finds.
fn remove_all(document: &web_sys::Document, selector: &str) {
    let Ok(found) = document.query_selector_all(selector) else {
        return;
    };
    for index in 0..found.length() {
        if let Some(element) = found
            .item(index)
            .and_then(|node| node.dyn_into::<web_sys::Element>().ok())
        {
            element.remove();
        }
    }
}
