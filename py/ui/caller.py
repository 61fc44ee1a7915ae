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
VOICE_PROBLEMS = {  # short and action first: a notice on the kiosk shows about a hundred characters
    "none": "Caller off: no voices at all on this device. On the Pi, run kiosk/setup-pi.sh again while online.",
    "no-english": "Caller off: no English voice on this device. On the Pi, run kiosk/setup-pi.sh again; on a phone, "
                  "add one in its speech settings.",
    "failed": "Caller off: the voice would not speak. Switch the kiosk off and on again; if it still fails, run "
              "kiosk/setup-pi.sh again.",
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
