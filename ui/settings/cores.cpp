#include "settings/cores.hpp"

#include <algorithm>
#include <thread>

#include "mancala/search.hpp"

namespace mancala::ui {

int machineCores() noexcept {
    const auto cores = static_cast<int>(std::min<unsigned>(std::thread::hardware_concurrency(), kMaxSearchThreads));
    return std::max(cores, 1);
}

int chosenCores(int choice) noexcept {
    return choice <= 0 ? machineCores() : std::min(choice, machineCores());
}

int coresLeft(int used) noexcept {
    return std::max(machineCores() - used, 1);
}

} // namespace mancala::ui
