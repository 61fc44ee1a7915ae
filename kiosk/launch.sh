#!/usr/bin/env bash
# Start Chromium full screen on the Pavilion kiosk page, and start it again if it crashes.
# Run by the desktop's autostart (see setup-pi.sh). Settings come from the environment:
#   KIOSK_URL      the page (default: the app served on this Pi)
#   KIOSK_PROFILE  Chromium's profile: persistent, so the saved game survives a power cut
#   KIOSK_BROWSER  the browser binary (default: chromium, else chromium-browser)
#   KIOSK_WAIT     seconds to wait for the local server before starting anyway (default 60: the
#                  service worker can still show the scoreboard from its cache)
#   KIOSK_RESTART_DELAY  seconds between a crash and the restart (default 3)
#   KIOSK_STOP_WAIT  seconds a closing Chromium gets to exit by itself before it is stopped
#                  (default 3; a thread stuck on a hung speech-dispatcher can keep it from exiting)
#   KIOSK_LEAVE_FLAG  the file the local server writes when Menu > Leave the kiosk is confirmed
#                  (default ~/.cache/pavilion/leave-kiosk, as setup-pi.sh tells the server)
#   KIOSK_ONCE=1   run once instead of restarting (for testing)
# `launch.sh --print-command` prints Chromium's command line, one argument a line, and starts nothing
# (the browser test runs exactly that line).
# Leaving on purpose (Menu > Leave the kiosk, or Alt+F4 with a keyboard) stops the kiosk; only a
# crash restarts Chromium.
set -u
url="${KIOSK_URL:-http://127.0.0.1:8000/?mode=kiosk}"
profile="${KIOSK_PROFILE:-$HOME/.config/pavilion-kiosk}"
browser="${KIOSK_BROWSER:-$(command -v chromium || command -v chromium-browser)}"
if [ -z "$browser" ]; then
  echo "pavilion kiosk: Chromium is not installed. Run kiosk/setup-pi.sh (it installs it), then restart the Pi." >&2
  exit 1
fi
leave="${KIOSK_LEAVE_FLAG:-$HOME/.cache/pavilion/leave-kiosk}"
stop_wait="${KIOSK_STOP_WAIT:-3}"

# A quiet browser: a scoreboard has no account, no sync, no translation, no spelling, no updates and
# nothing to autofill, so Chromium asks no server but the Pi's own (tests/e2e/test_kiosk_browser.py
# records every request). Two services no switch turns off in Chromium 156 (the Google account
# list, and the on-device model manifest's update check) are pointed at a port on this Pi where
# nothing listens, so they fail at once without a DNS lookup and nothing leaves the Pi.
dead_end="http://127.0.0.1:9/"
flags=(--kiosk --start-maximized --noerrdialogs --no-first-run --no-default-browser-check
  --hide-crash-restore-bubble --overscroll-history-navigation=0 --disable-pinch
  --password-store=basic --check-for-update-interval=31536000
  --disable-sync --disable-background-networking --disable-component-update
  --disable-default-apps --disable-extensions --disable-component-extensions-with-background-pages
  --disable-breakpad --disable-domain-reliability --no-pings --metrics-recording-only
  --disable-field-trial-config --disable-search-engine-choice-screen
  --disable-features=AutofillServerCommunication,Translate,OptimizationHints,OptimizationHintsFetching,OptimizationTargetPrediction,MediaRouter,DialMediaRouteProvider,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch
  --gaia-url="$dead_end" --component-updater=url-source="$dead_end"
  --enable-speech-dispatcher)  # the caller: Chromium on Linux speaks only through speech-dispatcher
if [ -n "${WAYLAND_DISPLAY:-}" ]; then
  # Native Wayland, with text input: the on-screen keyboard (squeekboard) types into the name boxes.
  flags+=(--ozone-platform=wayland --enable-wayland-ime --wayland-text-input-version=3)
fi
command_line=("$browser" "${flags[@]}" --user-data-dir="$profile" "$url")
if [ "${1:-}" = "--print-command" ]; then
  printf '%s\n' "${command_line[@]}"
  exit 0
fi

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

# Stop Chromium: SIGTERM, then SIGKILL if it has not exited within $stop_wait seconds. Without the
# SIGKILL a Chromium stuck on a hung speech-dispatcher left a black screen and this script waiting.
stop_browser() {
  kill -TERM "$1" 2>/dev/null
  local tenths=$((stop_wait * 10))
  while [ "$tenths" -gt 0 ] && kill -0 "$1" 2>/dev/null; do
    sleep 0.1
    tenths=$((tenths - 1))
  done
  if kill -0 "$1" 2>/dev/null; then
    echo "pavilion kiosk: chromium did not exit within ${stop_wait}s; stopping it" >&2
    kill -KILL "$1" 2>/dev/null
  fi
  wait "$1" 2>/dev/null
}

# The speech-dispatcher the last Chromium started (for the caller) can hang as it closes, and then
# keeps every later Chromium from listing voices or exiting: stop it (TERM, then KILL after 2 s);
# Chromium starts a fresh one when the caller next speaks.
stop_speech_dispatcher() {
  local pidfile="${XDG_RUNTIME_DIR:-$HOME/.cache}/speech-dispatcher/pid/speech-dispatcher.pid" spd
  spd="$(cat "$pidfile" 2>/dev/null)"
  case "$spd" in ''|*[!0-9]*) return ;; esac
  [ "$(cat "/proc/$spd/comm" 2>/dev/null)" = "speech-dispatch" ] || return  # comm is cut at 15 characters
  kill -TERM "$spd" 2>/dev/null
  for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    kill -0 "$spd" 2>/dev/null || return
    sleep 0.1
  done
  kill -KILL "$spd" 2>/dev/null
}

trap stop_speech_dispatcher EXIT  # leaving the kiosk leaves no hung speech-dispatcher behind

while true; do
  stop_speech_dispatcher
  # A power cut leaves Chromium's lock files behind, and Chromium then refuses to start.
  rm -f "$profile"/Singleton*
  # Mark the last session as cleanly closed so no "restore pages?" bubble covers the board.
  prefs="$profile/Default/Preferences"
  if [ -f "$prefs" ]; then
    sed -i 's/"exited_cleanly":false/"exited_cleanly":true/; s/"exit_type":"Crashed"/"exit_type":"Normal"/' "$prefs"
  fi
  "${command_line[@]}" &
  pid=$!
  locked=0   # Chromium holds SingletonLock while it runs and removes it as its window closes
  closing=0  # seconds since the window closed while the process stayed
  while kill -0 "$pid" 2>/dev/null; do
    if [ -e "$leave" ]; then  # Menu > Leave the kiosk, confirmed on the screen
      rm -f "$leave"
      stop_browser "$pid"
      exit 0
    fi
    if [ -L "$profile/SingletonLock" ]; then
      locked=1
    elif [ "$locked" = 1 ]; then  # closed (Alt+F4) but not exited: a few seconds, then stop it
      closing=$((closing + 1))
      if [ "$closing" -gt "$stop_wait" ]; then
        echo "pavilion kiosk: chromium's window closed but chromium did not exit" >&2
        stop_browser "$pid"
        exit 0
      fi
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
