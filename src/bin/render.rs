//! Prints pages of the edition rendered natively by the app's own views
//! (`components::render`), one page's markup per line. Each argument is a
//! page's path from the site's root (`studies/passar-battaglia/`; `""` for
//! home).

fn main() {
    for path in std::env::args().skip(1) {
        println!("{}", chess_laws::components::render::page_html(&path));
    }
}
