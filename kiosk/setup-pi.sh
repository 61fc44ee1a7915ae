#!/usr/bin/env bash
# Turn a Raspberry Pi (Raspberry Pi OS Bookworm or later, desktop) into a Random Cricket scoreboard.
# Run it once, as the desktop user, from the Pavilion folder:   bash kiosk/setup-pi.sh
# It installs Chromium, a voice for the caller and the on-screen keyboard; builds the site into
# ./site (build.py fetches Pyodide itself: no Node.js needed, so none older than the README's is
# pulled in); serves it with a systemd service; turns screen blanking off; and starts Chromium in
# kiosk mode at login (labwc, wayfire or X11, whichever this Pi runs), restarting it if it crashes.
set -euo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)"
user="$(id -un)"
launch="$dir/kiosk/launch.sh"
say() { printf 'pavilion setup: %s\n' "$*"; }

if [ "$(id -u)" = "0" ]; then
  echo "Run this as the desktop user (it uses sudo where it must), not as root." >&2
  exit 1
fi

say "installing Chromium, Python, a voice for the caller and the on-screen keyboard"
sudo apt-get update -qq
if apt-cache show chromium >/dev/null 2>&1; then browser=chromium; else browser=chromium-browser; fi
# speech-dispatcher with espeak-ng: the voice Chromium speaks with (launch.sh passes
# --enable-speech-dispatcher); squeekboard: the keyboard that opens when a name box is tapped.
sudo apt-get install -y -qq "$browser" python3 python3-pip speech-dispatcher speech-dispatcher-espeak-ng \
  espeak-ng squeekboard

say "building the site (fetches Pyodide, PyScript and two wheels once, checked against pinned hashes)"
python3 "$dir/build.py" dist "$dir/site"

say "serving it at http://127.0.0.1:8000/ from a systemd service"
flag="$HOME/.cache/pavilion/leave-kiosk"  # Menu > Leave the kiosk: the server writes it, launch.sh reads it
sed -e "s|@USER@|$user|g" -e "s|@DIR@|$dir|g" -e "s|@FLAG@|$flag|g" "$dir/kiosk/pavilion-serve.service" \
  | sudo tee /etc/systemd/system/pavilion-serve.service >/dev/null
sudo systemctl daemon-reload
sudo systemctl enable --now pavilion-serve.service

if command -v raspi-config >/dev/null 2>&1; then
  say "turning screen blanking off; the on-screen keyboard shows when a touch screen is used"
  sudo raspi-config nonint do_blanking 1
  sudo raspi-config nonint do_squeekboard S2
fi

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
