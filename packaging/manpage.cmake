# cmake -DEXE=gpu-planner -DOUT=gpu-planner.1 -P manpage.cmake: runs `EXE --help-man` into
# OUT and gzips it (OUT.gz, no name or time stamp inside, so the package is reproducible).
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
set(ENV{LC_ALL} "C.UTF-8") # an English man page whatever the build machine speaks
set(ENV{LANGUAGE} "")
execute_process(COMMAND ${EXE} --help-man OUTPUT_FILE ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${EXE} --help-man failed: ${rc}")
endif()
execute_process(COMMAND gzip -9nf -k ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip ${OUT} failed: ${rc}")
endif()
