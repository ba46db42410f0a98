# mancala-cli analyse and diagram (docs/cli.md), included by CMakeLists.txt.

foreach(command analyse diagram)
  cli_test(help_${command} ARGS ${command} --help STDOUT "^usage: mancala-cli ${command}")
endforeach()

# ------------------------------------------------------------------- analyse
# Tihbat is exact: North's a2 at ply 2 turns its won +2 into a lost -2 (the
# solver's b2 keeps it), South's a1 at ply 3 gives away 6 seeds.
cli_test(analyse_tihbat ARGS analyse ${data}/tihbat.mancala STDOUT
  "\n  2 north a2\\?\\?       =\\+2     =-2   4\\.00  blunder \\(better: b2\\)\n  3 south a1\\?\\?       =\\+2     =-4   6\\.00  blunder \\(better: b1\\)\n[^\n]*\n  5 south b1         =\\+4     =\\+4   0\\.00  best\n.*\nSouth: 4 moves: best 3, good 0, inaccuracy 0, mistake 0, blunder 1; average loss 1\\.50 seeds\nNorth: 4 moves: best 2, good 0, inaccuracy 0, mistake 0, blunder 2; average loss 3\\.00 seeds\n$")
cli_test(analyse_tihbat_json ARGS analyse ${data}/tihbat.mancala --json STDOUT
  [=[^{"game": "tihbat", "players": {"south": "[^"]*", "north": "[^"]*"}, "nodes": 60000, "time": 0, "plies": \[{"ply": 1, "side": "south", "move": "b1", "before": {"score": -2\.00, "outcome": "loss", "exact": true}, "after": {"score": -2\.00, "outcome": "loss", "exact": true}, "loss": 0\.00, "class": "best", "judgement": "exact", "forced": false, "best": null}, {"ply": 2, "side": "north", "move": "a2", "before": {"score": 2\.00, "outcome": "win", "exact": true}, "after": {"score": -2\.00, "outcome": "loss", "exact": true}, "loss": 4\.00, "class": "blunder", "judgement": "exact", "forced": false, "best": "b2"}, .*\], "summary": {"south": {"moves": 4, "best": 3, "good": 0, "inaccuracy": 0, "mistake": 0, "blunder": 1, "averageLoss": 1\.50}, "north": {"moves": 4, "best": 2, "good": 0, "inaccuracy": 0, "mistake": 0, "blunder": 2, "averageLoss": 3\.00}}}
$]=])
# The sowing games: a line per ply and both summaries, with a small budget.
foreach(game djenon-aboure ayoayo bao-la-kimasai)
  cli_test(analyse_${game} ARGS analyse ${data}/${game}.mancala --nodes 2000 STDOUT
    "\nBudget: 2000 nodes a position\n\nply side  move    before  after   loss  class\n  1 south .*\nSouth: [0-9]+ moves: best [0-9]+, .*\nNorth: [0-9]+ moves: best [0-9]+, [^\n]*seeds\n$")
endforeach()
# Two positions at once (the same analysis as one thread, tests/core/test_parallel_analysis.cpp);
# 0 or 65 threads are a usage error.
cli_test(analyse_threads ARGS analyse ${data}/djenon-aboure.mancala --nodes 2000 --threads 2
  STDOUT "\nBudget: 2000 nodes a position\n\nply side  move    before  after   loss  class\n  1 south .*\nNorth: [0-9]+ moves: best [0-9]+, [^\n]*seeds\n$")
cli_failure(analyse_zero_threads "analyse: --threads must be a whole number from 1 to 64, not \"0\""
  analyse ${data}/tihbat.mancala --threads 0)
cli_failure(analyse_too_many_threads "analyse: --threads must be a whole number from 1 to 64, not \"65\""
  analyse ${data}/tihbat.mancala --threads 65)
# The game that found proven wins called blunders (North's f2 at ply 14 and
# b2 at ply 16 keep the win; test_analysis.cpp keeps that case for the
# search's proven values): Djenon-aboure is solved, so every value is now
# exact from the start, and b2 is a mistake, the win kept but 2 seeds given.
cli_test(analyse_djenon_aboure_exact ARGS analyse ${data}/djenon-aboure-proven-win.mancala STDOUT
  "\n  1 south b1\\?\\?       =\\+4    =-10  14\\.00  blunder \\(better: e1\\)\n.*\n 14 north f2         =\\+6     =\\+6   0\\.00  best\n 15 south pass       =-6     =-6   0\\.00  forced\n 16 north b2\\?        =\\+6     =\\+4   2\\.00  mistake \\(better: c2\\)\n")
cli_test(analyse_endgames ARGS analyse ${data}/ayoayo.mancala --nodes 2000 --endgames ${egdb}/ayoayo-6.endgames
  STDOUT "\nBudget: 2000 nodes a position, endgame database of 6 seeds\n")
set_tests_properties(cli_analyse_endgames PROPERTIES FIXTURES_REQUIRED endgames)
cli_test(analyse_stdin ARGS analyse - --nodes 500 INPUT ${data}/tihbat.mancala STDOUT "\nSouth: 4 moves: best 3")
cli_test(analyse_time ARGS analyse ${data}/tihbat.mancala --time 50 STDOUT "\nBudget: 50 ms a position\n")
cli_failure(analyse_missing_file "analyse: missing FILE" analyse)
cli_failure(analyse_two_files "analyse: more than one FILE" analyse a.mancala b.mancala)
cli_failure(analyse_bad_record "bad-result.mancala:6:9: result \"north\" does not match" analyse ${data}/bad-result.mancala)
cli_failure(analyse_zero_nodes "analyse: --nodes must be a whole number from 1 to" analyse ${data}/tihbat.mancala --nodes 0)
cli_failure(analyse_unknown_option "--depth" analyse ${data}/tihbat.mancala --depth 3)

# ------------------------------------------------------------------- diagram
# The files written, read back: an SVG whose text holds the hole names, the
# counts and the players, a PNG with its signature (diagram_file.cmake).
function(diagram_test name kind)
  add_test(NAME cli_diagram_${name} COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:mancala-cli> -DKIND=${kind}
    -DOUT=${CMAKE_CURRENT_BINARY_DIR}/scratch/diagram-${name}.${kind} "-DMOVES=${ARGN}"
    -P ${CMAKE_CURRENT_SOURCE_DIR}/diagram_file.cmake)
endfunction()
if(MANCALA_BUILD_GUI)
  diagram_test(ayoayo_svg svg ayoayo c1)
  diagram_test(bao_svg svg bao-la-kimasai)
  diagram_test(tihbat_png png tihbat b1)
  # A name of 255 bytes, as many as a folder entry takes.
  string(REPEAT "d" 251 long_name)
  add_test(NAME cli_diagram_a_name_of_255_bytes COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:mancala-cli> -DKIND=svg
    -DOUT=${CMAKE_CURRENT_BINARY_DIR}/scratch/${long_name}.svg "-DMOVES=ayoayo;c1"
    -P ${CMAKE_CURRENT_SOURCE_DIR}/diagram_file.cmake)
  cli_failure(diagram_no_file "diagram: give either --svg FILE or --png FILE" diagram ayoayo)
  cli_failure(diagram_both_files "diagram: give either --svg FILE or --png FILE"
    diagram ayoayo --svg a.svg --png a.png)
  # `--` ends the options: never --svg's value (no file named "--" is written).
  cli_test(diagram_svg_before_the_terminator STATUS 2 MAKE dir:here ARGS diagram ayoayo --svg --
    STDERR "^mancala-cli: diagram: option --svg needs a value \\(see mancala-cli diagram --help\\)\n$")
  cli_failure(diagram_illegal_move "ply 1: illegal move" diagram djenon-aboure a2 --svg a.svg)
  cli_test(diagram_over_a_folder STATUS 2 MAKE dir:x.svg ARGS diagram ayoayo --svg x.svg
    STDERR "^mancala-cli: diagram: cannot write \"x.svg\": it is a folder or a special file, not a regular file\n$")
endif()

