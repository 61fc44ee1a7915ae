"""The player pool: eight fictional clubs of thirteen invented cricketers, as data.

Every player has a role (which sets the batting order), whether he can bowl, a bowling type
(pace or spin: Wrist Technician feeds on spin) and at most one of the seed's thirteen traits.
A squad of eleven is dealt from a club's thirteen by `squads.py`.
"""

from typing import NamedTuple

ROLES = ("opener", "batter", "keeper", "all-rounder", "bowler")  # batting order, top to tail
BOWLING_TYPES = ("pace", "spin")


class Player(NamedTuple):
    id: str
    name: str
    role: str
    bowls: bool
    bowling: str
    trait: str | None


class Team(NamedTuple):
    id: str
    name: str
    players: tuple


TEAMS = (
    Team('gulls', 'Harbour Gulls', (
        Player('gulls-01', 'Alder Quayle', 'opener', False, 'pace', 'Power Hitter'),
        Player('gulls-02', 'Bram Lamplugh', 'opener', False, 'spin', None),
        Player('gulls-03', 'Cosmo Amberley', 'batter', False, 'pace', 'Anchor'),
        Player('gulls-04', 'Dorian Farthing', 'batter', False, 'spin', None),
        Player('gulls-05', 'Ebbe Stubbington', 'batter', True, 'spin', None),
        Player('gulls-06', 'Fenwick Hebblethwaite', 'keeper', False, 'pace', None),
        Player('gulls-07', 'Gideon Mottram', 'all-rounder', True, 'pace', 'Finisher'),
        Player('gulls-08', 'Hollis Bellweather', 'all-rounder', True, 'spin', None),
        Player('gulls-09', 'Ivo Ockenden', 'bowler', True, 'pace', 'Swing Specialist'),
        Player('gulls-10', 'Jory Thistlewood', 'bowler', True, 'spin', 'Mystery Spinner'),
        Player('gulls-11', 'Kester Ingleby', 'bowler', True, 'pace', 'Death Specialist'),
        Player('gulls-12', 'Lowell Vinecombe', 'bowler', True, 'pace', None),
        Player('gulls-13', 'Merrick Corrigall', 'batter', False, 'pace', None),
    )),
    Team('badgers', 'Millbrook Badgers', (
        Player('badgers-01', 'Nye Penhaligon', 'opener', False, 'pace', 'Momentum'),
        Player('badgers-02', 'Orrin Egglestone', 'opener', False, 'spin', None),
        Player('badgers-03', 'Perrin Jellicoe', 'batter', False, 'pace', 'Wrist Technician'),
        Player('badgers-04', 'Quill Wetherell', 'batter', False, 'spin', None),
        Player('badgers-05', 'Rook Dunwoody', 'batter', True, 'spin', None),
        Player('badgers-06', 'Sandor Quennell', 'keeper', False, 'pace', None),
        Player('badgers-07', 'Tamsin Foxley', 'all-rounder', True, 'pace', 'Power Hitter'),
        Player('badgers-08', 'Ulric Kettleby', 'all-rounder', True, 'spin', None),
        Player('badgers-09', 'Vesper Yeoward', 'bowler', True, 'pace', 'Heavy Seamer'),
        Player('badgers-10', 'Wynn Mossop', 'bowler', True, 'spin', 'Spin Controller'),
        Player('badgers-11', 'Yarrow Rackham', 'bowler', True, 'pace', 'Yorker Expert'),
        Player('badgers-12', 'Zeph Greatorex', 'bowler', True, 'pace', None),
        Player('badgers-13', 'Anselm Tibbits', 'batter', False, 'pace', None),
    )),
    Team('kestrels', 'Kestrel Vale', (
        Player('kestrels-01', 'Barnaby Abernook', 'opener', False, 'pace', 'Anchor'),
        Player('kestrels-02', 'Corin Northover', 'opener', False, 'spin', None),
        Player('kestrels-03', 'Dashiell Copplestone', 'batter', False, 'pace', 'Finisher'),
        Player('kestrels-04', 'Emeric Hollowell', 'batter', False, 'spin', None),
        Player('kestrels-05', 'Florian Uttley', 'batter', True, 'spin', None),
        Player('kestrels-06', 'Garnet Brindle', 'keeper', False, 'pace', None),
        Player('kestrels-07', 'Hale Ormerod', 'all-rounder', True, 'pace', 'Momentum'),
        Player('kestrels-08', 'Isidore Dimmock', 'all-rounder', True, 'spin', None),
        Player('kestrels-09', 'Jarvis Inchbold', 'bowler', True, 'pace', 'Aggressive Quick'),
        Player('kestrels-10', 'Kit Vosper', 'bowler', True, 'spin', 'Economy Master'),
        Player('kestrels-11', 'Linus Kerslake', 'bowler', True, 'pace', 'Swing Specialist'),
        Player('kestrels-12', 'Marlow Pennyfeather', 'bowler', True, 'pace', None),
        Player('kestrels-13', 'Niall Ellerby', 'batter', False, 'pace', None),
    )),
    Team('herons', 'Saltmarsh Herons', (
        Player('herons-01', 'Oberon Redgrave', 'opener', False, 'pace', 'Wrist Technician'),
        Player('herons-02', 'Pell Wrenfield', 'opener', False, 'spin', None),
        Player('herons-03', 'Ronan Loveridge', 'batter', False, 'pace', 'Power Hitter'),
        Player('herons-04', 'Silas Arkwright', 'batter', False, 'spin', None),
        Player('herons-05', 'Tobin Fairbrass', 'batter', True, 'spin', None),
        Player('herons-06', 'Ulysses Sheepshanks', 'keeper', False, 'pace', None),
        Player('herons-07', 'Valen Tolliver', 'all-rounder', True, 'pace', 'Anchor'),
        Player('herons-08', 'Wystan Merryweather', 'all-rounder', True, 'spin', None),
        Player('herons-09', 'Xavi Birtwhistle', 'bowler', True, 'pace', 'Death Specialist'),
        Player('herons-10', 'Yorick Gorringe', 'bowler', True, 'spin', 'Mystery Spinner'),
        Player('herons-11', 'Zander Treadwell', 'bowler', True, 'pace', 'Heavy Seamer'),
        Player('herons-12', 'Abel Ivesley', 'bowler', True, 'pace', None),
        Player('herons-13', 'Bastian Nethercott', 'batter', False, 'pace', None),
    )),
    Team('foxes', 'Copperleaf Foxes', (
        Player('foxes-01', 'Calder Coldharbour', 'opener', False, 'pace', 'Finisher'),
        Player('foxes-02', 'Dax Parslow', 'opener', False, 'spin', None),
        Player('foxes-03', 'Elric Underhay', 'batter', False, 'pace', 'Momentum'),
        Player('foxes-04', 'Fitz Jagger-Holt', 'batter', False, 'spin', None),
        Player('foxes-05', 'Gale Wardrobe', 'batter', True, 'spin', None),
        Player('foxes-06', 'Hugo Dewhirst', 'keeper', False, 'pace', None),
        Player('foxes-07', 'Idris Quartermain', 'all-rounder', True, 'pace', 'Wrist Technician'),
        Player('foxes-08', 'Jasper Fallowfield', 'all-rounder', True, 'spin', None),
        Player('foxes-09', 'Kai Kingswood', 'bowler', True, 'pace', 'Yorker Expert'),
        Player('foxes-10', 'Leif Yardley-Finch', 'bowler', True, 'spin', 'Spin Controller'),
        Player('foxes-11', 'Mace Everleigh', 'bowler', True, 'pace', 'Aggressive Quick'),
        Player('foxes-12', 'Nico Rainsford', 'bowler', True, 'pace', None),
        Player('foxes-13', 'Osric Gladwin', 'batter', False, 'pace', None),
    )),
    Team('owls', 'Ironbridge Owls', (
        Player('owls-01', 'Piers Larkspur', 'opener', False, 'pace', 'Power Hitter'),
        Player('owls-02', 'Rafe Ainsley-Crane', 'opener', False, 'spin', None),
        Player('owls-03', 'Soren Nightingale', 'batter', False, 'pace', 'Anchor'),
        Player('owls-04', 'Thane Sallowby', 'batter', False, 'spin', None),
        Player('owls-05', 'Uriel Hartigan', 'batter', True, 'spin', None),
        Player('owls-06', 'Vance Umfreville', 'keeper', False, 'pace', None),
        Player('owls-07', 'Wilder Blackthorne', 'all-rounder', True, 'pace', 'Finisher'),
        Player('owls-08', 'Aubrey Oldroyd', 'all-rounder', True, 'spin', None),
        Player('owls-09', 'Benedict Darkwood', 'bowler', True, 'pace', 'Swing Specialist'),
        Player('owls-10', 'Cyprian Ironmonger', 'bowler', True, 'spin', 'Economy Master'),
        Player('owls-11', 'Darby Varley-Moss', 'bowler', True, 'pace', 'Death Specialist'),
        Player('owls-12', 'Evander Cattermole', 'bowler', True, 'pace', None),
        Player('owls-13', 'Felix Pickersgill', 'batter', False, 'pace', None),
    )),
    Team('comets', 'Northgate Comets', (
        Player('comets-01', 'Gus Eastwold', 'opener', False, 'pace', 'Momentum'),
        Player('comets-02', 'Hector Jessop-Vane', 'opener', False, 'spin', None),
        Player('comets-03', 'Ignatius Whitlock', 'batter', False, 'pace', 'Wrist Technician'),
        Player('comets-04', 'Joss Lightfoot', 'batter', False, 'spin', None),
        Player('comets-05', 'Kendrick Quarrington', 'batter', True, 'spin', None),
        Player('comets-06', 'Lorcan Fenwright', 'keeper', False, 'pace', None),
        Player('comets-07', 'Milo Saltonstall', 'all-rounder', True, 'pace', 'Power Hitter'),
        Player('comets-08', 'Nash Yelland', 'all-rounder', True, 'spin', None),
        Player('comets-09', 'Otto Mallinder', 'bowler', True, 'pace', 'Heavy Seamer'),
        Player('comets-10', 'Phelan Bellringer', 'bowler', True, 'spin', 'Mystery Spinner'),
        Player('comets-11', 'Quentin Gallimore', 'bowler', True, 'pace', 'Yorker Expert'),
        Player('comets-12', 'Rowan Tremayne', 'bowler', True, 'pace', None),
        Player('comets-13', 'Sebastian Ashgrove', 'batter', False, 'pace', None),
    )),
    Team('wasps', 'Willowmere Wasps', (
        Player('wasps-01', 'Teodor Nettlefold', 'opener', False, 'pace', 'Anchor'),
        Player('wasps-02', 'Umberto Cavendale', 'opener', False, 'spin', None),
        Player('wasps-03', 'Vito Hazeldene', 'batter', False, 'pace', 'Finisher'),
        Player('wasps-04', 'Wendell Upjohn', 'batter', False, 'spin', None),
        Player('wasps-05', 'Alaric Juniper', 'batter', True, 'spin', None),
        Player('wasps-06', 'Brice Oakhurst', 'keeper', False, 'pace', None),
        Player('wasps-07', 'Crispin Drinkwater', 'all-rounder', True, 'pace', 'Momentum'),
        Player('wasps-08', 'Deacon Quiller', 'all-rounder', True, 'spin', None),
        Player('wasps-09', 'Eamon Vellacott', 'bowler', True, 'pace', 'Aggressive Quick'),
        Player('wasps-10', 'Ferris Kidwelly', 'bowler', True, 'spin', 'Spin Controller'),
        Player('wasps-11', 'Gray Yapp', 'bowler', True, 'pace', 'Swing Specialist'),
        Player('wasps-12', 'Lysander Elsworth', 'bowler', True, 'pace', None),
        Player('wasps-13', 'Caspian Ridgewell', 'batter', False, 'pace', None),
    )),
)

TEAM_BY_ID = {team.id: team for team in TEAMS}
PLAYER_BY_ID = {player.id: player for team in TEAMS for player in team.players}
