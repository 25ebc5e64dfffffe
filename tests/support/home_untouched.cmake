# The test home_untouched: runs some of the suite's tests as a user would run them on his own
# machine, HOME at a new empty directory and no XDG directory set (so that every standard path
# lies in that home), and fails if anything is left in it. The tests chosen save a game
# (build: the window's own save; savefile, piquet_save) or keep settings (welcome: a first
# start; aboutdialog; translations), and take seconds.
#
#   cmake -DHOME_DIR=DIR -DBIN_DIR=DIR "-DRUNS=tst_ui:build,tst_engine:savefile" -P home_untouched.cmake
#
# RUNS: EXECUTABLE:TEST pairs, the executables in BIN_DIR.
foreach(variable HOME_DIR BIN_DIR RUNS)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "home_untouched.cmake: ${variable} is not set")
    endif()
endforeach()

file(REMOVE_RECURSE "${HOME_DIR}")
file(MAKE_DIRECTORY "${HOME_DIR}")

string(REPLACE "," ";" runs "${RUNS}")
foreach(run IN LISTS runs)
    string(REPLACE ":" ";" run "${run}")
    list(GET run 0 executable)
    list(GET run 1 test)
    message(STATUS "${executable} ${test}, HOME=${HOME_DIR}")
    execute_process(
        COMMAND "${CMAKE_COMMAND}" -E env
            --unset=XDG_DATA_HOME --unset=XDG_CONFIG_HOME --unset=XDG_CACHE_HOME
            --unset=XDG_STATE_HOME --unset=XDG_RUNTIME_DIR
            "HOME=${HOME_DIR}" QT_QPA_PLATFORM=offscreen
            "${BIN_DIR}/${executable}" ${test}
        RESULT_VARIABLE status
        OUTPUT_VARIABLE output
        ERROR_VARIABLE output)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "${executable} ${test} failed (${status}):\n${output}")
    endif()
endforeach()

file(GLOB_RECURSE left LIST_DIRECTORIES true RELATIVE "${HOME_DIR}" "${HOME_DIR}/*")
if(left)
    list(JOIN left "\n  " left)
    message(FATAL_ERROR "the tests wrote into the home ${HOME_DIR}:\n  ${left}")
endif()
message(STATUS "the home is as empty as it was")
file(REMOVE_RECURSE "${HOME_DIR}")
