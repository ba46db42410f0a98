// The processor's cores the computer's work uses (Settings ▸ Computer): the
// choice kept in the settings (0: all of them), what it gives the Expert's
// search, and what is left for the work that runs beside it (the analysis of
// a game against the computer, the endgame databases' build). Every part of
// the app that starts threads asks here.
#pragma once

namespace mancala::ui {

// The cores of this machine: std::thread::hardware_concurrency(), 1 when it
// is not known, at most kMaxSearchThreads.
int machineCores() noexcept;

// The cores a choice gives: all of them for 0 (the default), otherwise the
// choice within 1 .. machineCores().
int chosenCores(int choice) noexcept;

// The cores left beside work on `used` of them: at least one.
int coresLeft(int used) noexcept;

} // namespace mancala::ui
