//! The Web Worker: runs the heavy jobs the page sends it (see
//! `chess_laws::worker`).

fn main() {
    chess_laws::worker::serve::serve();
}
