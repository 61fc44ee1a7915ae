"""The caller: what a darts caller says, for the browser's speech synthesis (off by default)."""

NUMBERS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
           "nineteen", "twenty")


def call_dart(dart: str) -> str:
    """'T20' -> 'treble twenty', 'DB' -> 'bullseye', 'SB' -> 'outer bull', 'M' -> 'miss'."""
    if dart == "M":
        return "miss"
    if dart == "SB":
        return "outer bull"
    if dart == "DB":
        return "bullseye"
    prefix = {"S": "", "D": "double ", "T": "treble "}[dart[0]]
    return prefix + NUMBERS[int(dart[1:])]


def call_turn(marks: int, game_over: bool) -> str:
    """After a turn: the marks, as a caller counts them ('six marks'), and 'game over'."""
    said = "no marks" if marks == 0 else f"{NUMBERS[marks] if marks <= 20 else marks} mark{'s' if marks != 1 else ''}"
    return f"{said}. Game over" if game_over else said


# What static/speech.js reports ("voices:<what>") when the caller cannot speak English, and the
# sentence that says so in words a pub can act on. A report not listed here is no problem.
VOICE_PROBLEMS = {
    "none": "The caller is off: this browser has no voices at all. On the Pi kiosk, connect it to the "
            "internet once and run kiosk/setup-pi.sh again: it installs the voices (speech-dispatcher "
            "and espeak-ng).",
    "no-english": "The caller is off: this device has voices, but none speaks English. On the Pi kiosk, run "
                  "kiosk/setup-pi.sh again (it installs espeak-ng's English voices); on a phone, add an "
                  "English voice in the phone's speech settings.",
    "failed": "The caller is off: the voice would not speak. Switch the kiosk off and on again; if the caller "
              "still fails, run kiosk/setup-pi.sh again.",
}


def voice_problem(report: str) -> str | None:
    """The sentence for what speech.js reported after speaking ('none', 'no-english', 'failed'), or
    None when the caller spoke: the screen turns the caller off only on a real problem."""
    return VOICE_PROBLEMS.get(report)


def hear_voice_report(screen, report: str) -> None:
    """A screen with a caller (`caller`, `persist`, `app`) hears speech.js's report: on a problem the
    caller goes off, saved so, and a notice says why and what to do; any other report changes nothing."""
    problem = voice_problem(report)
    if problem and screen.caller:
        screen.caller = False
        screen.persist()
        screen.app.notices.append(problem)
