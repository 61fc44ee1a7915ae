#!/usr/bin/env bash
# Turn a Raspberry Pi (Raspberry Pi OS Bookworm or later, desktop) into a Random Cricket scoreboard.
# Run it once, as the desktop user, from the Pavilion folder:   bash kiosk/setup-pi.sh
# It installs Chromium, Node/npm (to fetch Pyodide once) and builds the site into ./site; serves it
# with a systemd service; turns screen blanking off; and starts Chromium in kiosk mode at login
# (labwc, wayfire or X11, whichever this Pi runs), restarting it if it ever crashes.
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)"
user="$(id -un)"
launch="$dir/kiosk/launch.sh"
say() { printf 'pavilion setup: %s\n' "$*"; }

if [ "$(id -u)" = "0" ]; then
  echo "Run this as the desktop user (it uses sudo where it must), not as root." >&2
  exit 1
fi

say "installing Chromium, Python and npm"
sudo apt-get update -qq
if apt-cache show chromium >/dev/null 2>&1; then browser=chromium; else browser=chromium-browser; fi
sudo apt-get install -y -qq "$browser" python3 npm

say "building the site (fetches Pyodide and PyScript once, checked against pinned hashes)"
python3 "$dir/build.py" dist "$dir/site"

say "serving it at http://127.0.0.1:8000/ from a systemd service"
sed -e "s|@USER@|$user|g" -e "s|@DIR@|$dir|g" "$dir/kiosk/pavilion-serve.service" \
  | sudo tee /etc/systemd/system/pavilion-serve.service >/dev/null
sudo systemctl daemon-reload
sudo systemctl enable --now pavilion-serve.service

say "turning screen blanking off"
if command -v raspi-config >/dev/null 2>&1; then sudo raspi-config nonint do_blanking 1; fi

say "starting the kiosk at login"
chmod +x "$launch"
mkdir -p "$HOME/.config/labwc"
touch "$HOME/.config/labwc/autostart"
grep -qF "$launch" "$HOME/.config/labwc/autostart" || echo "$launch &" >> "$HOME/.config/labwc/autostart"
if [ -f "$HOME/.config/wayfire.ini" ]; then
  if ! grep -qF "$launch" "$HOME/.config/wayfire.ini"; then
    grep -q '^\[autostart\]' "$HOME/.config/wayfire.ini" || printf '\n[autostart]\n' >> "$HOME/.config/wayfire.ini"
    sed -i "/^\[autostart\]/a pavilion = $launch" "$HOME/.config/wayfire.ini"
  fi
fi
lxde="$HOME/.config/lxsession/LXDE-pi/autostart"
mkdir -p "$(dirname "$lxde")"
touch "$lxde"
grep -qF "$launch" "$lxde" || echo "@$launch" >> "$lxde"

say "done. Reboot (sudo reboot) and the scoreboard starts by itself."
