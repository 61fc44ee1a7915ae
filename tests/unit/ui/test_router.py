from ui import router


def test_parse_hub_and_routes():
    assert router.parse("") == ("", {})
    assert router.parse("#/") == ("", {})
    assert router.parse("#/darts") == ("darts", {})
    assert router.parse("#/Crickee/") == ("crickee", {})


def test_parse_params_first_wins():
    assert router.parse("#/crickee?m=P1.abc&id=x&m=other") == ("crickee", {"m": "P1.abc", "id": "x"})


def test_format_is_the_inverse_of_parse():
    for route, params in (("", {}), ("darts", {"id": "random-cricket-1-abc"}), ("cards", {"m": "P1.a-b_c"})):
        assert router.parse(router.format(route, params)) == (route, params)


def test_hostile_hashes_never_raise():
    for bad in ("#/%zz?%%%=&&", "#" + "/" * 50000, "#/x?m=" + "A" * 100000, None, "#/\u0000?\u0000=1"):
        route, params = router.parse(bad)
        assert isinstance(route, str) and isinstance(params, dict)
