# Fails when clang-format would change any C++ source of the repository.
# Usage: cmake -DCLANG_FORMAT=clang-format -DSOURCE_DIR=... -P check-format.cmake
file(GLOB_RECURSE sources
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/widgets/*.cpp ${SOURCE_DIR}/widgets/*.h
    ${SOURCE_DIR}/models/*.cpp ${SOURCE_DIR}/models/*.h
    ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
set(bad "")
foreach(f IN LISTS sources)
    execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${f}
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
        list(APPEND bad ${f})
    endif()
endforeach()
list(LENGTH sources n)
if(bad)
    string(REPLACE ";" "\n  " pretty "${bad}")
    message(FATAL_ERROR "clang-format would change these files (run scripts/format.sh):\n  ${pretty}")
endif()
message(STATUS "${n} files formatted correctly")
