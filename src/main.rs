//! Mounts the study tool: in place of the page's prerendered HTML, or into
//! the empty body.

use chess_laws::components::app::App;

fn main() {
    // A panic becomes a readable console message instead of "unreachable".
    console_error_panic_hook::set_once();
    chess_laws::components::prerendered::mount(App);
}
