"""The app around the game: 14 nations, each an eleven of invented players."""

from pavilion.cards.nations import ATTACK, NATIONS, nation_view


def test_fourteen_nations_the_twelve_full_members_and_two_associates():
    names = {name for name, _ in NATIONS.values()}
    full = {"Afghanistan", "Australia", "Bangladesh", "England", "India", "Ireland", "New Zealand",
            "Pakistan", "South Africa", "Sri Lanka", "West Indies", "Zimbabwe"}
    assert len(NATIONS) == 14 and full <= names and len(names - full) == 2


def test_each_nation_has_an_eleven_of_distinct_names_and_no_name_is_shared():
    everyone = []
    for _, players in NATIONS.values():
        assert len(players) == 11 and len(set(players)) == 11
        assert all(isinstance(p, str) and 2 <= len(p.split()) <= 3 for p in players)
        everyone += players
    assert len(set(everyone)) == len(everyone)


def test_the_attack_is_five_of_the_eleven_and_the_view_lists_it():
    view = nation_view("ENG")
    assert view["name"] == "England" and len(view["players"]) == 11
    assert view["attack"] == [view["players"][i] for i in ATTACK] and len(set(ATTACK)) == 5
