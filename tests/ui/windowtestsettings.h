// Window tests keep their settings in a temporary directory, never in the user's own.
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

class TemporarySettings {
public:
    TemporarySettings()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("ShogibanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("ShogibanTest"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

private:
    QTemporaryDir m_dir;
};
