# The Debian package, made by scripts/package.sh (`cpack -G DEB` in a Release build):
# dist/gpu-planner_<version>_amd64.deb. Dependencies on shared libraries (the Qt runtime,
# SQLite driver aside) are computed by dpkg-shlibdeps from the binary.
set(CPACK_PACKAGE_NAME gpu-planner)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The GPU Planner developers")
# Debian wants "Name <address>": GP_PACKAGE_MAINTAINER (packaging/CMakeLists.txt).
set(CPACK_PACKAGE_CONTACT "${GP_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "choose an Alibaba Cloud GPU instance for a deep-learning job")
set(CPACK_PACKAGE_INSTALL_DIRECTORY gpu-planner)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gpu-planner_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# No Homepage field until the project has a public address (GP_PROJECT_URL).
if(GP_PROJECT_URL)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${GP_PROJECT_URL}")
endif()
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not linked, so dpkg-shlibdeps cannot see them: the SQLite driver plugin of Qt Sql (the
# catalog is SQLite) and the platform plugins' runtime (the window on X11 and Wayland).
# fonts-noto-cjk: the PDF report in Chinese embeds a CJK font and finds none otherwise
# (docs/reports.md); Recommends rather than Depends because the English UI, the CLI and
# English reports work without its 60 MB.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Long description; CPack puts the summary above it, indents it and turns the empty line
# into Debian's " .".
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "GPU Planner tells ML engineers and team leads which Alibaba Cloud GPU
instance type to rent for a deep-learning job: whether the model fits in
GPU memory, how long the job runs and what it costs.

It ships a catalog of ECS GPU instance types in which every spec and price
names its source, a per-GPU memory estimator for inference, LoRA, QLoRA,
full fine-tuning and pre-training, and a planner that ranks every instance
type by fit, time and cost. Scenarios can be saved, shared in a team
library and exported as PDF, CSV, JSON or Markdown reports in English or
Chinese. The same engine runs on the command line (gpu-planner --help).")
set(CPACK_GENERATOR DEB)
set(CPACK_SOURCE_GENERATOR "")
include(CPack)
