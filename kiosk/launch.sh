#!/usr/bin/env bash
# Start Chromium full screen on the Pavilion kiosk page, and start it again if it crashes.
# Run by the desktop's autostart (see setup-pi.sh). Settings come from the environment:
#   KIOSK_URL      the page (default: the app served on this Pi)
#   KIOSK_PROFILE  Chromium's profile: persistent, so the saved game survives a power cut
#   KIOSK_BROWSER  the browser binary (default: chromium, else chromium-browser)
#   KIOSK_WAIT     seconds to wait for the local server before starting anyway (default 60: the
#                  service worker can still show the scoreboard from its cache)
#   KIOSK_RESTART_DELAY  seconds between a crash and the restart (default 3)
#   KIOSK_LEAVE_FLAG  the file the local server writes when Menu > Leave the kiosk is confirmed
#                  (default ~/.cache/pavilion/leave-kiosk, as setup-pi.sh tells the server)
#   KIOSK_ONCE=1   run once instead of restarting (for testing)
# Leaving on purpose (Menu > Leave the kiosk, or Alt+F4 with a keyboard) stops the kiosk; only a
# crash restarts Chromium.
set -u
url="${KIOSK_URL:-http://127.0.0.1:8000/?mode=kiosk}"
profile="${KIOSK_PROFILE:-$HOME/.config/pavilion-kiosk}"
browser="${KIOSK_BROWSER:-$(command -v chromium || command -v chromium-browser)}"
if [ -z "$browser" ]; then
  echo "pavilion kiosk: no chromium found; run kiosk/setup-pi.sh first" >&2
  exit 1
fi
leave="${KIOSK_LEAVE_FLAG:-$HOME/.cache/pavilion/leave-kiosk}"
mkdir -p "$profile"
rm -f "$leave"  # a leave asked for before this start is not this start's

# Screen blanking off under X11 (on Wayland, setup-pi.sh turned it off with raspi-config).
if [ -n "${DISPLAY:-}" ] && command -v xset >/dev/null 2>&1; then
  xset s off; xset -dpms; xset s noblank
fi

# The desktop starts before the local server is up: wait for it, so the first page is the app.
python3 - "$url" "${KIOSK_WAIT:-60}" <<'PY'
import sys, time, urllib.request
url, wait = sys.argv[1], float(sys.argv[2])
deadline = time.monotonic() + wait
while time.monotonic() < deadline:
    try:
        urllib.request.urlopen(url, timeout=2).close()
        break
    except OSError:
        time.sleep(0.5)
PY

flags=(--kiosk --start-maximized --noerrdialogs --disable-infobars --no-first-run
  --disable-session-crashed-bubble --overscroll-history-navigation=0 --disable-pinch
  --password-store=basic --check-for-update-interval=31536000
  --enable-speech-dispatcher)  # the caller: Chromium on Linux speaks only through speech-dispatcher
if [ -n "${WAYLAND_DISPLAY:-}" ]; then
  # Native Wayland, with text input: the on-screen keyboard (squeekboard) types into the name boxes.
  flags+=(--ozone-platform=wayland --enable-wayland-ime --wayland-text-input-version=3)
fi

while true; do
  # A power cut leaves Chromium's lock files behind, and Chromium then refuses to start.
  rm -f "$profile"/Singleton*
  # Mark the last session as cleanly closed so no "restore pages?" bubble covers the board.
  prefs="$profile/Default/Preferences"
  if [ -f "$prefs" ]; then
    sed -i 's/"exited_cleanly":false/"exited_cleanly":true/; s/"exit_type":"Crashed"/"exit_type":"Normal"/' "$prefs"
  fi
  "$browser" "${flags[@]}" --user-data-dir="$profile" "$url" &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    if [ -e "$leave" ]; then  # Menu > Leave the kiosk, confirmed on the screen
      rm -f "$leave"
      kill "$pid"
      wait "$pid"
      exit 0
    fi
    sleep 1
  done
  wait "$pid"
  status=$?
  [ "$status" = "0" ] && break  # closed on purpose (Alt+F4): leave the kiosk
  [ "${KIOSK_ONCE:-0}" = "1" ] && break
  echo "pavilion kiosk: chromium stopped with status $status; starting it again" >&2
  sleep "${KIOSK_RESTART_DELAY:-3}"
done
