# Fails when a user-visible string in app/, widgets/ or models/ has no Chinese translation,
# or a plural string (%n) has no English plural forms: lupdate runs over the sources into
# copies of the .ts files and every message must come out finished.
# Usage: cmake -DLUPDATE=lupdate -DSOURCE_DIR=... -DWORK_DIR=... -P check-translations.cmake
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(failed "")
foreach(lang zh_CN en)
    set(ts ${WORK_DIR}/gpu-planner_${lang}.ts)
    file(COPY_FILE ${SOURCE_DIR}/resources/translations/gpu-planner_${lang}.ts ${ts})
    set(extra "")
    if(lang STREQUAL "en")
        set(extra -pluralonly)
    endif()
    execute_process(COMMAND ${LUPDATE} -silent -no-obsolete ${extra}
                            ${SOURCE_DIR}/app ${SOURCE_DIR}/widgets ${SOURCE_DIR}/models -ts ${ts}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed for ${lang}:\n${out}")
    endif()
    # Each unfinished message, named by its source text.
    file(READ ${ts} text)
    string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<oldsource>[^<]*</oldsource>[^<]*)?(<comment>[^<]*</comment>[^<]*)?(<extracomment>[^<]*</extracomment>[^<]*)?<translation type=\"unfinished\""
           unfinished "${text}")
    foreach(m IN LISTS unfinished)
        string(REGEX REPLACE "^<source>([^<]*)</source>.*" "\\1" source "${m}")
        list(APPEND failed "${lang}: ${source}")
    endforeach()
endforeach()
if(failed)
    list(LENGTH failed n)
    string(REPLACE ";" "\n  " pretty "${failed}")
    message(FATAL_ERROR "${n} message(s) without a translation (CONTRIBUTING, \"Translations\"):\n  ${pretty}")
endif()
message(STATUS "every message of app/, widgets/ and models/ is translated")
