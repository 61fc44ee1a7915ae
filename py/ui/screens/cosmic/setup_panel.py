"""The set-up: a competition of four managers or a single match, the overs, each manager a person
or the computer. What is filled in is kept until Start (a reload or a power cut loses none of it)."""

from pavilion import cosmic

from ... import router
from ...stored import FLAG, Fields, ListOf, Maybe, OneOf, Text, setting
from .layout import GAP

OVERS = (20, 40, 50)
# The set-up being filled in, kept until Start (then None).
SETUP_DRAFT = setting("cosmic-setup", Maybe(Fields(
    people=ListOf(Fields(required=("name", "computer"), name=Text(40), computer=FLAG), most=4, least=4),
    mode=OneOf("competition", "match"), overs=OneOf(*OVERS))), play="the Cosmic Celebrity Cricket set-up being filled in")


class SetupPanel:
    def setup_defaults(self):
        self.mode, self.overs = "competition", 40
        self.people = [{"name": "", "computer": i > 0} for i in range(4)]

    def restore_setup(self):
        """The set-up as it was left before Start (read by its kind: an odd one is set aside, and this one is new)."""
        draft = self.app.store.setting(SETUP_DRAFT) or {}
        self.people = [{"name": p["name"], "computer": p["computer"]} for p in draft.get("people", self.people)]
        self.mode = draft.get("mode", self.mode)
        self.overs = draft.get("overs", self.overs)

    def keep_setup(self):
        self.keep_draft(SETUP_DRAFT, None if self.match else
                        {"people": self.people, "mode": self.mode, "overs": self.overs})

    def tap_mode(self, arg, event):
        self.mode = "match" if arg == "match" else "competition"
        self.tell("A competition: four managers, nine turns." if self.mode == "competition"
                  else "A single match between two managers.")

    def tap_overs(self, arg, event):
        self.overs = int(arg) if arg in ("20", "40", "50") else 40
        self.tell(f"{self.overs} overs a side.")

    def tap_kind(self, arg, event):
        person = self.people[int(arg)]
        person["computer"] = not person["computer"]
        self.tell(f"Manager {int(arg) + 1}: {'the computer' if person['computer'] else 'a person'}.")

    def tap_start(self, arg, event):
        count = 4 if self.mode == "competition" else 2
        managers = [{"name": p["name"] or f"Manager {i + 1}", "computer": p["computer"]}
                    for i, p in enumerate(self.people[:count])]
        make = cosmic.new_competition if self.mode == "competition" else cosmic.new_match
        self.drafts, self.view = {}, "table"
        self.adopt(make(overs=self.overs, managers=managers))
        self.tell(f"New {self.mode}. {self.status(self.state())}")

    def tap_new(self, arg, event):
        self.match = self.match_id = None
        self.view = "setup"
        self.app.bridge.replace_route(router.format(self.game["route"]))
        self.tell("Set up a new competition.")

    def draw_setup(self, scene, x, y, w):
        y = self.bar(scene, x, y, w, "Cosmic Celebrity Cricket", back=("back", "Back to the hub", "\u2190 Back"))
        y = self.note(scene, x, y, w, "Pavilion is the games master of the 1998 postal game: every manager "
                      "sends orders each turn, at this screen or from his own device, or the computer manages; "
                      "the GM rolls every ball and prints the zine.")
        y = self.heading(scene, x, y, w, "Format")
        y = self.grid(scene, x, y, w, [
            ("mode:competition", "Competition: four managers, nine turns", "Competition", "ghost",
             self.mode == "competition"),
            ("mode:match", "Single match: two managers", "Single match", "ghost", self.mode == "match")], 2)
        y = self.grid(scene, x, y, w, [(f"overs:{n}", f"{n} overs a side", f"{n} overs", "ghost", self.overs == n)
                                       for n in OVERS], 3)
        y = self.heading(scene, x, y, w, "Managers")
        for i, person in enumerate(self.people[:4 if self.mode == "competition" else 2]):
            kind_w = 150 if scene.w >= 400 else 120
            scene.field(f"manager:{i}", x, y, w - kind_w - GAP, 50, f"Manager {i + 1} name", person["name"],
                        placeholder=f"Manager {i + 1}", max_length=40)
            caption = "Computer" if person["computer"] else "Person"
            scene.button(f"kind:{i}", x + w - kind_w, y + 1, kind_w, 48,
                         f"{caption}: manager {i + 1}, change", caption=caption, kind="ghost", size=17)
            y += 58
        y = self.note(scene, x, y, w, "A person takes his turn at this screen (a desk each, locked with his own "
                      "key once he has handed in), or plays from his own device: send him his invitation from "
                      "the GM's table, and turn sheets after each turn; he sends back sealed orders codes.")
        return self.grid(scene, x, y + 4, w, [("view:help", "Rules: how the games master plays every ball", "Rules",
                                               "ghost", None),
                                              ("start", "Start", "Start", "primary", None)], 2, size=20)
