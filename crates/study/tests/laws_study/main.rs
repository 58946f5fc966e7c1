//! The laws' and the study's tests, one binary (one link) for all: every
//! scenario played under every code, the law table against the source
//! texts, the study's links and saved form, import, export, the worker's jobs.

mod common;
mod comparison_rebuild;
mod figure;
mod import_italian_games;
mod import_study;
mod law_table;
mod laws;
mod round_trips;
mod scenarios;
mod study;
mod takeaway;
mod umpire_laws;
mod worker;
mod worker_shared;
