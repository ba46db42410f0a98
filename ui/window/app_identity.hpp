// The application as the desktop knows it: its id, the reverse-DNS name of
// its desktop entry, icon, AppStream component and MIME definition
// (packaging/, set in CMakeLists.txt as MANCALA_APP_ID), and its icon.
#pragma once

#include <QIcon>
#include <QString>

namespace mancala::ui {

// "io.github.mancala.Mancala": QGuiApplication::setDesktopFileName takes it,
// and the icon theme knows the icon by it.
QString applicationId();
// The version of the project (CMakeLists.txt's project(VERSION)), "0.1.0":
// --version, the About box and the packages all say it.
QString applicationVersion();

// The icon installed in the icon theme under the application id, else the
// copy bundled in the resources (:/app-icon/<size>x<size>/apps/<id>.png, the
// same PNGs the build renders for the install, 16 to 256 px).
QIcon applicationIcon();
// The bundled copy alone.
QIcon bundledApplicationIcon();

} // namespace mancala::ui
