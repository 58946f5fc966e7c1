//! Mounts the study tool into the page body.

use chess_laws::components::app::App;

fn main() {
    // A panic becomes a readable console message instead of "unreachable".
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
