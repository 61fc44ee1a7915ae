#!/usr/bin/env bash
# Turn a Raspberry Pi (Raspberry Pi OS Bookworm or later, desktop) into a Random Cricket scoreboard.
# Run it once, as the desktop user, from the Pavilion folder:   bash kiosk/setup-pi.sh
# It installs Chromium, a voice for the caller and the on-screen keyboard; makes the language setting
# the voice needs; builds the site into ./site (build.py fetches Pyodide itself: no Node.js needed);
# serves it on this Pi and its network with a systemd service; turns screen blanking off; and starts
# Chromium in kiosk mode at login (labwc, wayfire or X11, whichever this Pi runs).
# Each step says what it does and, if it fails, what to do; a step that fails does not stop the
# steps that can go on without it. Running it again is safe: it redoes what is missing.
# SETUP_ROOT (for testing only) stands in for / wherever the set-up reads or writes a system file.
set -u
dir="$(cd "$(dirname "$0")/.." && pwd)"
user="$(id -un)"
launch="$dir/kiosk/launch.sh"
root="${SETUP_ROOT:-}"
problems=()
step() { printf '\npavilion setup: %s\n' "$*"; }
say() { printf 'pavilion setup:   %s\n' "$*"; }
problem() {  # what went wrong and what to do, said now and again at the end
  problems+=("$*")
  printf 'pavilion setup:   PROBLEM: %s\n' "$*" >&2
}

if [ "$(id -u)" = "0" ]; then
  echo "pavilion setup: run this as the desktop user (usually pi), not as root or with sudo:" >&2
  echo "  bash kiosk/setup-pi.sh     (it asks for the password itself where it needs to)" >&2
  exit 1
fi

step "1/6 Installing Chromium, Python, the caller's voice and the on-screen keyboard (needs the internet)"
if apt-cache show chromium >/dev/null 2>&1; then browser=chromium; else browser=chromium-browser; fi
# speech-dispatcher with espeak-ng: the voice Chromium speaks with (launch.sh passes
# --enable-speech-dispatcher); squeekboard: the keyboard that opens when a name box is tapped.
packages=("$browser" python3 python3-pip locales speech-dispatcher speech-dispatcher-espeak-ng espeak-ng squeekboard)
if ! sudo apt-get update -qq; then
  problem "Could not reach the package server. Check the Pi is on the internet (Wi-Fi or cable), then run bash kiosk/setup-pi.sh again."
elif ! sudo apt-get install -y -qq "${packages[@]}"; then
  problem "Could not install ${packages[*]}. Check the Pi is on the internet and has free space (df -h), then run bash kiosk/setup-pi.sh again."
else
  say "installed: ${packages[*]}"
fi

step "2/6 Making the en_GB.UTF-8 language setting (speech-dispatcher stops if the language it is given is missing)"
wanted=(en_GB.UTF-8)
case "${LANG:-}" in *_*.UTF-8|*_*.utf8) [ "${LANG%.*}.UTF-8" = en_GB.UTF-8 ] || wanted+=("${LANG%.*}.UTF-8") ;; esac
missing=()
for loc in "${wanted[@]}"; do
  have="$(echo "$loc" | tr 'A-Z' 'a-z' | sed 's/utf-8/utf8/')"
  locale -a 2>/dev/null | tr 'A-Z' 'a-z' | grep -qx "$have" || missing+=("$loc")
done
if [ "${#missing[@]}" = 0 ]; then
  say "already there: ${wanted[*]}"
else
  for loc in "${missing[@]}"; do
    grep -qx "$loc UTF-8" "$root/etc/locale.gen" 2>/dev/null || echo "$loc UTF-8" | sudo tee -a "$root/etc/locale.gen" >/dev/null
  done
  if sudo locale-gen; then
    say "made: ${missing[*]}"
  else
    problem "Could not make the language setting ${missing[*]}, so the caller may stay silent. Run: sudo raspi-config, Localisation Options, Locale, tick ${missing[*]}; then restart the Pi."
  fi
fi

step "3/6 Building the scoreboard into $dir/site (fetches Pyodide and PyScript once, about 15 MB; no Node.js needed)"
if python3 "$dir/build.py" dist "$dir/site"; then
  say "built"
elif [ -f "$dir/site/index.html" ]; then
  problem "Could not build the scoreboard (the lines above say why: usually no internet). The one built last time is kept and still works. To update it, connect the Pi to the internet and run bash kiosk/setup-pi.sh again."
else
  problem "Could not build the scoreboard (the lines above say why: usually no internet, as the first build downloads Pyodide and PyScript). Connect the Pi to the internet and run bash kiosk/setup-pi.sh again. Node.js and npm are not needed."
fi

flag="$HOME/.cache/pavilion/leave-kiosk"  # Menu > Leave the kiosk: the server writes it, launch.sh reads it
by_hand="python3 $dir/build.py serve --dir $dir/site --port 8000 --host 0.0.0.0"
step "4/6 Serving the scoreboard on this Pi and its network (port 8000) from a systemd service"
if [ ! -d "$root/run/systemd/system" ] || ! command -v systemctl >/dev/null 2>&1; then
  problem "This system does not run systemd, so nothing can start the scoreboard's server by itself. Start it by hand after each start-up: PAVILION_LEAVE_FLAG=$flag $by_hand &   and then the kiosk: bash $launch &"
else
  unit="$root/etc/systemd/system/pavilion-serve.service"
  if sed -e "s|@USER@|$user|g" -e "s|@DIR@|$dir|g" -e "s|@FLAG@|$flag|g" "$dir/kiosk/pavilion-serve.service" \
      | sudo tee "$unit" >/dev/null && sudo systemctl daemon-reload && sudo systemctl enable --now pavilion-serve.service; then
    say "serving at http://127.0.0.1:8000/ (and to phones on the same Wi-Fi, for Share board)"
  else
    problem "Could not start the scoreboard's service. See why with: systemctl status pavilion-serve. Until it is fixed, start it by hand: $by_hand &"
  fi
fi

step "5/6 Turning screen blanking off, and the on-screen keyboard on for touch screens"
if command -v raspi-config >/dev/null 2>&1; then
  sudo raspi-config nonint do_blanking 1 || problem "raspi-config could not turn screen blanking off: run sudo raspi-config, Display Options, Screen Blanking, No."
  sudo raspi-config nonint do_squeekboard S2 || problem "raspi-config could not switch the on-screen keyboard on: run sudo raspi-config, Display Options, On-screen Keyboard."
  say "done with raspi-config"
else
  say "skipped: raspi-config is not on this system (it is not Raspberry Pi OS). Under X11 the kiosk turns blanking off"
  say "itself (xset); under Wayland, turn it off in this desktop's own settings."
fi

step "6/6 Starting the kiosk at login"
chmod +x "$launch"
# A user autostart file replaces the desktop's own (its taskbar and desktop): start from a copy of
# the system one, keep what is there, and add the launcher once. An earlier set-up's file that held
# only the launcher is made again from the system one.
add_autostart() {  # user file, system file, the line that starts the kiosk
  local own="$1" system="$2" line="$3"
  mkdir -p "$(dirname "$own")"
  if { [ ! -s "$own" ] || ! grep -vqF "$launch" "$own"; } && [ -f "$system" ]; then
    cp "$system" "$own"
  fi
  touch "$own"
  grep -qF "$launch" "$own" || echo "$line" >> "$own"
}
add_autostart "$HOME/.config/labwc/autostart" "$root/etc/xdg/labwc/autostart" "$launch &"
add_autostart "$HOME/.config/lxsession/LXDE-pi/autostart" "$root/etc/xdg/lxsession/LXDE-pi/autostart" "@$launch"
if [ -f "$HOME/.config/wayfire.ini" ] && ! grep -qF "$launch" "$HOME/.config/wayfire.ini"; then
  grep -q '^\[autostart\]' "$HOME/.config/wayfire.ini" || printf '\n[autostart]\n' >> "$HOME/.config/wayfire.ini"
  sed -i "/^\[autostart\]/a pavilion = $launch" "$HOME/.config/wayfire.ini"
fi
say "the kiosk starts at login (labwc, X11 and, where set up, wayfire)"

if [ "${#problems[@]}" = 0 ]; then
  step "done. Restart the Pi (sudo reboot) and the scoreboard starts by itself."
  exit 0
fi
step "finished, but ${#problems[@]} step(s) need you:"
for p in "${problems[@]}"; do printf 'pavilion setup:   - %s\n' "$p" >&2; done
exit 1
