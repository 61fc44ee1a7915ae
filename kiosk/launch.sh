#!/usr/bin/env bash
# Start Chromium full screen on the Pavilion kiosk page, and start it again if it crashes.
# Run by the desktop's autostart (see setup-pi.sh). Settings come from the environment:
#   KIOSK_URL      the page (default: the app served on this Pi)
#   KIOSK_PROFILE  Chromium's profile: persistent, so the saved game survives a power cut
#   KIOSK_BROWSER  the browser binary (default: chromium, else chromium-browser)
#   KIOSK_ONCE=1   run once instead of restarting (for testing)
set -u
url="${KIOSK_URL:-http://127.0.0.1:8000/?mode=kiosk}"
profile="${KIOSK_PROFILE:-$HOME/.config/pavilion-kiosk}"
browser="${KIOSK_BROWSER:-$(command -v chromium || command -v chromium-browser)}"
if [ -z "$browser" ]; then
  echo "pavilion kiosk: no chromium found; run kiosk/setup-pi.sh first" >&2
  exit 1
fi
mkdir -p "$profile"

# Screen blanking off under X11 (on Wayland, setup-pi.sh turned it off with raspi-config).
if [ -n "${DISPLAY:-}" ] && command -v xset >/dev/null 2>&1; then
  xset s off; xset -dpms; xset s noblank
fi

while true; do
  # A power cut leaves Chromium's lock files behind, and Chromium then refuses to start.
  rm -f "$profile"/Singleton*
  # Mark the last session as cleanly closed so no "restore pages?" bubble covers the board.
  prefs="$profile/Default/Preferences"
  if [ -f "$prefs" ]; then
    sed -i 's/"exited_cleanly":false/"exited_cleanly":true/; s/"exit_type":"Crashed"/"exit_type":"Normal"/' "$prefs"
  fi
  "$browser" --kiosk --start-maximized --noerrdialogs --disable-infobars --no-first-run \
    --disable-session-crashed-bubble --overscroll-history-navigation=0 --disable-pinch \
    --password-store=basic --check-for-update-interval=31536000 \
    --user-data-dir="$profile" "$url"
  [ "${KIOSK_ONCE:-0}" = "1" ] && break
  sleep 3
done
