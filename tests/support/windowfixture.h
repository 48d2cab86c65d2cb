// Test helper for tests that open the real MainWindow: the presets, the shipped catalog
// with a private overlay in a temporary folder, and settings files there (never the user's).
// Needs gpuplanner_app (or models) and GP_SHIPPED_CATALOG.
#pragma once

#include "catalogrepository.h"
#include "presets.h"

#include <QSettings>
#include <QTemporaryDir>

#include <memory>

struct WindowFixture {
    QTemporaryDir dir;
    gpuplanner::PresetLibrary presets;
    std::unique_ptr<gpuplanner::CatalogRepository> repo;

    // Loads the presets and the catalog; false when either cannot be read.
    bool load()
    {
        repo = std::make_unique<gpuplanner::CatalogRepository>(
            QStringLiteral(GP_SHIPPED_CATALOG), dir.filePath(QStringLiteral("overlay.db")));
        return presets.load() && repo->load();
    }

    // A settings file of its own in the temporary folder: a fresh profile when `name` is new.
    std::unique_ptr<QSettings> settings(const QString &name) const
    {
        return std::make_unique<QSettings>(dir.filePath(name), QSettings::IniFormat);
    }
};
