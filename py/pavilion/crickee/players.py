"""The player pool: eight fictional clubs of sixteen invented cricketers, as data.

Every player has a role, whether he can bowl, a bowling type (pace or spin: Wrist Technician
feeds on spin), at most one of the seed's thirteen traits, and a batting grade: top, middle,
lower or tail order, which in the default game moves his wicket-chance rolls (`dice.py`), so
that a side's runs come from its top order. Each club names its first-choice eleven in batting
order; a captain may pick another (`squads.py`).

The first thirteen of each club are the pool of version 1 records (an eleven dealt from them by
the seed): their ids, roles, bowling and traits never change, so those matches replay as played.
"""

from typing import NamedTuple

ROLES = ("opener", "batter", "keeper", "all-rounder", "bowler")  # batting order, top to tail
BOWLING_TYPES = ("pace", "spin")
GRADES = ("top", "middle", "lower", "tail")  # batting, best first
GRADE_NAMES = {"top": "top-order", "middle": "middle-order", "lower": "lower-order", "tail": "tail"}


class Player(NamedTuple):
    id: str
    name: str
    role: str
    bowls: bool
    bowling: str
    trait: str | None
    grade: str = "middle"


class Team(NamedTuple):
    id: str
    name: str
    players: tuple
    eleven: tuple = ()  # the club's first-choice eleven, player ids in batting order


TEAMS = (
    Team('gulls', 'Harbour Gulls', (
        Player('gulls-01', 'Alder Quayle', 'opener', False, 'pace', 'Power Hitter', 'top'),
        Player('gulls-02', 'Bram Lamplugh', 'opener', False, 'spin', None, 'top'),
        Player('gulls-03', 'Cosmo Amberley', 'batter', False, 'pace', 'Anchor', 'middle'),
        Player('gulls-04', 'Dorian Farthing', 'batter', False, 'spin', None, 'top'),
        Player('gulls-05', 'Ebbe Stubbington', 'batter', True, 'spin', None, 'middle'),
        Player('gulls-06', 'Fenwick Hebblethwaite', 'keeper', False, 'pace', None, 'middle'),
        Player('gulls-07', 'Gideon Mottram', 'all-rounder', True, 'pace', 'Finisher', 'lower'),
        Player('gulls-08', 'Hollis Bellweather', 'all-rounder', True, 'spin', None, 'middle'),
        Player('gulls-09', 'Ivo Ockenden', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
        Player('gulls-10', 'Jory Thistlewood', 'bowler', True, 'spin', 'Mystery Spinner', 'tail'),
        Player('gulls-11', 'Kester Ingleby', 'bowler', True, 'pace', 'Death Specialist', 'lower'),
        Player('gulls-12', 'Lowell Vinecombe', 'bowler', True, 'pace', None, 'tail'),
        Player('gulls-13', 'Merrick Corrigall', 'batter', False, 'pace', None, 'middle'),
        Player('gulls-14', 'Ned Penwarden', 'all-rounder', True, 'spin', 'Economy Master', 'middle'),
        Player('gulls-15', 'Ozias Trelawny', 'keeper', False, 'pace', 'Momentum', 'middle'),
        Player('gulls-16', 'Piran Kestle', 'bowler', True, 'pace', 'Aggressive Quick', 'tail'),
    ), eleven=(
        'gulls-01', 'gulls-02', 'gulls-04', 'gulls-03',
        'gulls-05', 'gulls-15', 'gulls-14', 'gulls-08',
        'gulls-11', 'gulls-09', 'gulls-10',
    )),
    Team('badgers', 'Millbrook Badgers', (
        Player('badgers-01', 'Nye Penhaligon', 'opener', False, 'pace', 'Momentum', 'top'),
        Player('badgers-02', 'Orrin Egglestone', 'opener', False, 'spin', None, 'middle'),
        Player('badgers-03', 'Perrin Jellicoe', 'batter', False, 'pace', 'Wrist Technician', 'top'),
        Player('badgers-04', 'Quill Wetherell', 'batter', False, 'spin', None, 'middle'),
        Player('badgers-05', 'Rook Dunwoody', 'batter', True, 'spin', None, 'middle'),
        Player('badgers-06', 'Sandor Quennell', 'keeper', False, 'pace', None, 'middle'),
        Player('badgers-07', 'Tamsin Foxley', 'all-rounder', True, 'pace', 'Power Hitter', 'lower'),
        Player('badgers-08', 'Ulric Kettleby', 'all-rounder', True, 'spin', None, 'lower'),
        Player('badgers-09', 'Vesper Yeoward', 'bowler', True, 'pace', 'Heavy Seamer', 'tail'),
        Player('badgers-10', 'Wynn Mossop', 'bowler', True, 'spin', 'Spin Controller', 'tail'),
        Player('badgers-11', 'Yarrow Rackham', 'bowler', True, 'pace', 'Yorker Expert', 'tail'),
        Player('badgers-12', 'Zeph Greatorex', 'bowler', True, 'pace', None, 'tail'),
        Player('badgers-13', 'Anselm Tibbits', 'batter', False, 'pace', None, 'middle'),
        Player('badgers-14', 'Rufus Haverstock', 'batter', False, 'pace', 'Finisher', 'middle'),
        Player('badgers-15', 'Silvan Cobbold', 'all-rounder', True, 'spin', 'Mystery Spinner', 'lower'),
        Player('badgers-16', 'Thorley Brackwell', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
    ), eleven=(
        'badgers-01', 'badgers-03', 'badgers-02', 'badgers-14',
        'badgers-04', 'badgers-06', 'badgers-07', 'badgers-15',
        'badgers-09', 'badgers-10', 'badgers-11',
    )),
    Team('kestrels', 'Kestrel Vale', (
        Player('kestrels-01', 'Barnaby Abernook', 'opener', False, 'pace', 'Anchor', 'top'),
        Player('kestrels-02', 'Corin Northover', 'opener', False, 'spin', None, 'top'),
        Player('kestrels-03', 'Dashiell Copplestone', 'batter', False, 'pace', 'Finisher', 'middle'),
        Player('kestrels-04', 'Emeric Hollowell', 'batter', False, 'spin', None, 'middle'),
        Player('kestrels-05', 'Florian Uttley', 'batter', True, 'spin', None, 'middle'),
        Player('kestrels-06', 'Garnet Brindle', 'keeper', False, 'pace', None, 'middle'),
        Player('kestrels-07', 'Hale Ormerod', 'all-rounder', True, 'pace', 'Momentum', 'lower'),
        Player('kestrels-08', 'Isidore Dimmock', 'all-rounder', True, 'spin', None, 'lower'),
        Player('kestrels-09', 'Jarvis Inchbold', 'bowler', True, 'pace', 'Aggressive Quick', 'tail'),
        Player('kestrels-10', 'Kit Vosper', 'bowler', True, 'spin', 'Economy Master', 'lower'),
        Player('kestrels-11', 'Linus Kerslake', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
        Player('kestrels-12', 'Marlow Pennyfeather', 'bowler', True, 'pace', None, 'tail'),
        Player('kestrels-13', 'Niall Ellerby', 'batter', False, 'pace', None, 'middle'),
        Player('kestrels-14', 'Udo Fennimore', 'opener', False, 'pace', 'Power Hitter', 'middle'),
        Player('kestrels-15', 'Vane Scarisbrick', 'all-rounder', True, 'pace', 'Heavy Seamer', 'lower'),
        Player('kestrels-16', 'Wolf Amberwick', 'bowler', True, 'spin', 'Spin Controller', 'tail'),
    ), eleven=(
        'kestrels-01', 'kestrels-02', 'kestrels-03', 'kestrels-04',
        'kestrels-05', 'kestrels-06', 'kestrels-07', 'kestrels-15',
        'kestrels-10', 'kestrels-09', 'kestrels-11',
    )),
    Team('herons', 'Saltmarsh Herons', (
        Player('herons-01', 'Oberon Redgrave', 'opener', False, 'pace', 'Wrist Technician', 'top'),
        Player('herons-02', 'Pell Wrenfield', 'opener', False, 'spin', None, 'middle'),
        Player('herons-03', 'Ronan Loveridge', 'batter', False, 'pace', 'Power Hitter', 'top'),
        Player('herons-04', 'Silas Arkwright', 'batter', False, 'spin', None, 'middle'),
        Player('herons-05', 'Tobin Fairbrass', 'batter', True, 'spin', None, 'lower'),
        Player('herons-06', 'Ulysses Sheepshanks', 'keeper', False, 'pace', None, 'middle'),
        Player('herons-07', 'Valen Tolliver', 'all-rounder', True, 'pace', 'Anchor', 'lower'),
        Player('herons-08', 'Wystan Merryweather', 'all-rounder', True, 'spin', None, 'middle'),
        Player('herons-09', 'Xavi Birtwhistle', 'bowler', True, 'pace', 'Death Specialist', 'tail'),
        Player('herons-10', 'Yorick Gorringe', 'bowler', True, 'spin', 'Mystery Spinner', 'tail'),
        Player('herons-11', 'Zander Treadwell', 'bowler', True, 'pace', 'Heavy Seamer', 'tail'),
        Player('herons-12', 'Abel Ivesley', 'bowler', True, 'pace', None, 'tail'),
        Player('herons-13', 'Bastian Nethercott', 'batter', False, 'pace', None, 'middle'),
        Player('herons-14', 'Yestin Carwardine', 'batter', False, 'spin', 'Momentum', 'top'),
        Player('herons-15', 'Zebedee Plowright', 'all-rounder', True, 'spin', 'Economy Master', 'middle'),
        Player('herons-16', 'Alaric Stennett', 'bowler', True, 'pace', 'Yorker Expert', 'tail'),
    ), eleven=(
        'herons-01', 'herons-03', 'herons-14', 'herons-02',
        'herons-04', 'herons-06', 'herons-15', 'herons-08',
        'herons-09', 'herons-10', 'herons-11',
    )),
    Team('foxes', 'Copperleaf Foxes', (
        Player('foxes-01', 'Calder Coldharbour', 'opener', False, 'pace', 'Finisher', 'top'),
        Player('foxes-02', 'Dax Parslow', 'opener', False, 'spin', None, 'top'),
        Player('foxes-03', 'Elric Underhay', 'batter', False, 'pace', 'Momentum', 'middle'),
        Player('foxes-04', 'Fitz Jagger-Holt', 'batter', False, 'spin', None, 'middle'),
        Player('foxes-05', 'Gale Wardrobe', 'batter', True, 'spin', None, 'middle'),
        Player('foxes-06', 'Hugo Dewhirst', 'keeper', False, 'pace', None, 'middle'),
        Player('foxes-07', 'Idris Quartermain', 'all-rounder', True, 'pace', 'Wrist Technician', 'middle'),
        Player('foxes-08', 'Jasper Fallowfield', 'all-rounder', True, 'spin', None, 'lower'),
        Player('foxes-09', 'Kai Kingswood', 'bowler', True, 'pace', 'Yorker Expert', 'tail'),
        Player('foxes-10', 'Leif Yardley-Finch', 'bowler', True, 'spin', 'Spin Controller', 'tail'),
        Player('foxes-11', 'Mace Everleigh', 'bowler', True, 'pace', 'Aggressive Quick', 'tail'),
        Player('foxes-12', 'Nico Rainsford', 'bowler', True, 'pace', None, 'lower'),
        Player('foxes-13', 'Osric Gladwin', 'batter', False, 'pace', None, 'middle'),
        Player('foxes-14', 'Bartholomew Quaife', 'all-rounder', True, 'spin', 'Mystery Spinner', 'lower'),
        Player('foxes-15', 'Cuthbert Yelverton', 'batter', False, 'pace', 'Anchor', 'top'),
        Player('foxes-16', 'Drogo Pennock', 'bowler', True, 'pace', 'Death Specialist', 'tail'),
    ), eleven=(
        'foxes-01', 'foxes-02', 'foxes-15', 'foxes-03',
        'foxes-04', 'foxes-06', 'foxes-07', 'foxes-14',
        'foxes-09', 'foxes-10', 'foxes-11',
    )),
    Team('owls', 'Ironbridge Owls', (
        Player('owls-01', 'Piers Larkspur', 'opener', False, 'pace', 'Power Hitter', 'top'),
        Player('owls-02', 'Rafe Ainsley-Crane', 'opener', False, 'spin', None, 'middle'),
        Player('owls-03', 'Soren Nightingale', 'batter', False, 'pace', 'Anchor', 'top'),
        Player('owls-04', 'Thane Sallowby', 'batter', False, 'spin', None, 'middle'),
        Player('owls-05', 'Uriel Hartigan', 'batter', True, 'spin', None, 'middle'),
        Player('owls-06', 'Vance Umfreville', 'keeper', False, 'pace', None, 'lower'),
        Player('owls-07', 'Wilder Blackthorne', 'all-rounder', True, 'pace', 'Finisher', 'lower'),
        Player('owls-08', 'Aubrey Oldroyd', 'all-rounder', True, 'spin', None, 'middle'),
        Player('owls-09', 'Benedict Darkwood', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
        Player('owls-10', 'Cyprian Ironmonger', 'bowler', True, 'spin', 'Economy Master', 'lower'),
        Player('owls-11', 'Darby Varley-Moss', 'bowler', True, 'pace', 'Death Specialist', 'tail'),
        Player('owls-12', 'Evander Cattermole', 'bowler', True, 'pace', None, 'tail'),
        Player('owls-13', 'Felix Pickersgill', 'batter', False, 'pace', None, 'middle'),
        Player('owls-14', 'Eustace Wyvern', 'batter', False, 'pace', 'Wrist Technician', 'middle'),
        Player('owls-15', 'Faramond Tregear', 'all-rounder', True, 'pace', 'Aggressive Quick', 'lower'),
        Player('owls-16', 'Gawain Holloway', 'bowler', True, 'spin', 'Mystery Spinner', 'tail'),
    ), eleven=(
        'owls-01', 'owls-03', 'owls-02', 'owls-14',
        'owls-04', 'owls-08', 'owls-06', 'owls-07',
        'owls-10', 'owls-09', 'owls-11',
    )),
    Team('comets', 'Northgate Comets', (
        Player('comets-01', 'Gus Eastwold', 'opener', False, 'pace', 'Momentum', 'middle'),
        Player('comets-02', 'Hector Jessop-Vane', 'opener', False, 'spin', None, 'top'),
        Player('comets-03', 'Ignatius Whitlock', 'batter', False, 'pace', 'Wrist Technician', 'top'),
        Player('comets-04', 'Joss Lightfoot', 'batter', False, 'spin', None, 'middle'),
        Player('comets-05', 'Kendrick Quarrington', 'batter', True, 'spin', None, 'middle'),
        Player('comets-06', 'Lorcan Fenwright', 'keeper', False, 'pace', None, 'middle'),
        Player('comets-07', 'Milo Saltonstall', 'all-rounder', True, 'pace', 'Power Hitter', 'lower'),
        Player('comets-08', 'Nash Yelland', 'all-rounder', True, 'spin', None, 'lower'),
        Player('comets-09', 'Otto Mallinder', 'bowler', True, 'pace', 'Heavy Seamer', 'tail'),
        Player('comets-10', 'Phelan Bellringer', 'bowler', True, 'spin', 'Mystery Spinner', 'tail'),
        Player('comets-11', 'Quentin Gallimore', 'bowler', True, 'pace', 'Yorker Expert', 'tail'),
        Player('comets-12', 'Rowan Tremayne', 'bowler', True, 'pace', None, 'lower'),
        Player('comets-13', 'Sebastian Ashgrove', 'batter', False, 'pace', None, 'middle'),
        Player('comets-14', 'Hamish Bellamy-Rowe', 'opener', False, 'pace', 'Anchor', 'top'),
        Player('comets-15', 'Ingram Sleath', 'all-rounder', True, 'spin', 'Spin Controller', 'lower'),
        Player('comets-16', 'Jethro Cadwallader', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
    ), eleven=(
        'comets-14', 'comets-02', 'comets-03', 'comets-04',
        'comets-05', 'comets-06', 'comets-07', 'comets-15',
        'comets-09', 'comets-10', 'comets-11',
    )),
    Team('wasps', 'Willowmere Wasps', (
        Player('wasps-01', 'Teodor Nettlefold', 'opener', False, 'pace', 'Anchor', 'top'),
        Player('wasps-02', 'Umberto Cavendale', 'opener', False, 'spin', None, 'top'),
        Player('wasps-03', 'Vito Hazeldene', 'batter', False, 'pace', 'Finisher', 'middle'),
        Player('wasps-04', 'Wendell Upjohn', 'batter', False, 'spin', None, 'middle'),
        Player('wasps-05', 'Alaric Juniper', 'batter', True, 'spin', None, 'middle'),
        Player('wasps-06', 'Brice Oakhurst', 'keeper', False, 'pace', None, 'lower'),
        Player('wasps-07', 'Crispin Drinkwater', 'all-rounder', True, 'pace', 'Momentum', 'middle'),
        Player('wasps-08', 'Deacon Quiller', 'all-rounder', True, 'spin', None, 'lower'),
        Player('wasps-09', 'Eamon Vellacott', 'bowler', True, 'pace', 'Aggressive Quick', 'tail'),
        Player('wasps-10', 'Ferris Kidwelly', 'bowler', True, 'spin', 'Spin Controller', 'tail'),
        Player('wasps-11', 'Gray Yapp', 'bowler', True, 'pace', 'Swing Specialist', 'tail'),
        Player('wasps-12', 'Lysander Elsworth', 'bowler', True, 'pace', None, 'tail'),
        Player('wasps-13', 'Caspian Ridgewell', 'batter', False, 'pace', None, 'middle'),
        Player('wasps-14', 'Kenelm Oddie', 'keeper', False, 'pace', 'Power Hitter', 'middle'),
        Player('wasps-15', 'Leofric Ashdown', 'all-rounder', True, 'spin', 'Wrist Technician', 'middle'),
        Player('wasps-16', 'Mungo Fairweather', 'bowler', True, 'pace', 'Death Specialist', 'tail'),
    ), eleven=(
        'wasps-01', 'wasps-02', 'wasps-03', 'wasps-04',
        'wasps-05', 'wasps-14', 'wasps-07', 'wasps-15',
        'wasps-09', 'wasps-10', 'wasps-11',
    )),
)

TEAM_BY_ID = {team.id: team for team in TEAMS}
PLAYER_BY_ID = {player.id: player for team in TEAMS for player in team.players}
