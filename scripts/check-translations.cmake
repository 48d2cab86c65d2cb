# Fails when a user-visible string in app/, widgets/ or models/ has no Chinese translation,
# or a plural string (%n) has no English plural forms: lupdate runs over the sources into
# copies of the .ts files and every message must come out finished.
# Usage: cmake -DLUPDATE=lupdate -DSOURCE_DIR=... -DWORK_DIR=... -P check-translations.cmake
# A helper named tr() outside a Q_OBJECT class (a free function or a lambda that calls
# QCoreApplication::translate with its own context) is a trap: lupdate files its strings
# under the enclosing namespace or class, so the translation is never found at run time
# (model-config messages stayed English this way). Call QCoreApplication::translate with
# the context written out instead.
file(GLOB_RECURSE sources ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/models/*.cpp ${SOURCE_DIR}/widgets/*.cpp)
foreach(f IN LISTS sources)
    file(STRINGS ${f} helpers REGEX "^(QString|static QString|inline QString) tr\\(const char|auto tr = \\[")
    if(helpers)
        message(FATAL_ERROR "${f}: a tr() helper outside a Q_OBJECT class; lupdate files its "
                            "strings under another context: call QCoreApplication::translate")
    endif()
endforeach()
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
