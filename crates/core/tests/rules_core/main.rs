//! The rules core's tests, one binary (one link) for all: perft against
//! published counts and reference models, a differential test against
//! shakmaty, each rule switch, notation, PGN, the solver.

mod citations;
mod common;
mod differential;
mod import_notation;
mod import_pgn;
mod notation;
mod notation_round_trips;
mod perft;
mod perft_data;
mod properties;
mod reference;
mod round_trips;
mod rules_castling;
mod rules_en_passant;
mod rules_fifty_moves;
mod rules_insufficient;
mod rules_odds;
mod rules_ponziani;
mod rules_promotion;
mod rules_rook_odds;
mod rules_stalemate;
mod solver;
