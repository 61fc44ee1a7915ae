"""Paper, as the seed's managers had it: a manager's turn sheet and a blank orders form, each as
printable blocks ({"h1"|"h2"|"h3"|"p"|"pre": text}). Both are made from his turn sheet, so they
hold only what he may see; with `standing` False they leave out his standing orders too, for
printing where others may be looking (the GM's post at a shared screen)."""

from .orders import FIELD_WORDS
from .receipt import describe, rule_text
from .zine import Names, blocks

STYLE_LETTERS = "D = defensive, N = normal, A = aggressive, W = wahoo"


def _context(sheet):
    names = Names(sheet)
    m = sheet["manager"]
    need = sheet["need"]
    return names, m, need, (lambda pid: names.player(m, pid))


def sheet_blocks(sheet: dict, standing: bool = True) -> list:
    """A manager's turn sheet on paper: what to send and by when, his standing orders, the zine."""
    names, m, need, player = _context(sheet)
    out = [{"h1": f"Turn sheet for {names.manager(m)} ({names.team(m)}): turn {sheet['turn']} of {sheet['turns']}"}]
    if sheet["done"]:
        out.append({"p": "The competition is over."})
    elif need["fields"]:
        by = f" by {sheet['deadline']}" if sheet["deadline"] else ""
        must = "Send" if need["required"] else "You may send (no change is the default)"
        out.append({"p": f"{must}{by}: " + ", ".join(FIELD_WORDS[f] for f in need["fields"]) + "."})
    else:
        out.append({"p": "Nothing to send this turn."})
    orders = {k: v for k, v in sheet["standing"].items() if v not in (None, [])} if standing else {}
    if set(orders) - {"toss"}:
        out.append({"h2": "Your standing orders"})
        out.append({"pre": "\n".join(describe(orders, player, need.get("first_over") or 1))})
    if sheet["zine"]:
        out += blocks({"zines": [sheet["zine"]], "managers": sheet["managers"]}, sheet["zine"]["turn"])
    return out


def form_blocks(sheet: dict, standing: bool = True) -> list:
    """A blank orders form for what this manager sends this turn, to fill in by hand (with his
    standing orders written in, unless `standing` is False)."""
    names, m, need, player = _context(sheet)
    fields = need["fields"]
    standing = sheet["standing"] if standing else {"toss": "?"}
    by = f", by {sheet['deadline']}" if sheet["deadline"] else ""
    out = [{"h1": f"Orders of {names.manager(m)} ({names.team(m)}): turn {sheet['turn']}{by}"}]
    if not fields:
        return out + [{"p": "Nothing to send this turn."}]
    squad = sheet["managers"][m]["squad"]
    if "team_name" in fields:
        out.append({"pre": "Team name: " + "_" * 40})
    if "names" in fields:
        out += [{"h2": "Your 18 players (any names; blank: the GM names them)"},
                {"pre": "\n".join(f"{p['id'] + 1:>2}. {'_' * 32} {p['role'].replace('-', ' ')}: bat {p['batting']} "
                                  f"bowl {p['bowling']} field {p['fielding']} {p['bowling_style'] or ''}"
                                  for p in squad)}]
    if "toss" in fields:
        out.append({"pre": f"If we win the toss we: bat / bowl (ring one; now {standing['toss']})"})
    if "eleven" in fields:
        out += [{"h2": f"The eleven, in batting order, with styles ({STYLE_LETTERS})"},
                {"pre": "\n".join(f"{i:>2}. player number ____  style ___" for i in range(1, 12))
                 + "\nWicketkeeper (player number): ____"}]
    elif "styles" in fields:
        eleven, styles = standing.get("eleven") or [], standing.get("styles") or []
        out += [{"h2": f"Batting styles: write a new one only where it changes ({STYLE_LETTERS})"},
                {"pre": "\n".join(f"{i + 1:>2}. {player(pid):<32} now {style:<10} new ___"
                                  for i, (pid, style) in enumerate(zip(eleven, styles)))}]
    if "conditions" in fields:
        rules = standing.get("conditions") or []
        out += [{"h2": "Conditional orders (a new list replaces these)"},
                {"pre": "\n".join([f"Now: {rule_text(r, player)}" for r in rules] + [
                    "When: after over ___ / when wicket ___ falls   If: ___ or fewer / more down   "
                    "Then: style ___ for all / player ___"] + ["_" * 96] * 3)}]
    if "bowling" in fields:
        first, last = need["first_over"], need["last_over"]
        plan = standing.get("bowling") or [None] * (last - first + 1)
        out += [{"h2": f"Bowling, overs {first}-{last}: at most {need['limit']} overs each, never two in a row, "
                       "keepers never"},
                {"pre": "\n".join(f"Over {first + i:>2}: " + (player(pid) if pid is not None else "_" * 24)
                                  for i, pid in enumerate(plan))}]
    return out
