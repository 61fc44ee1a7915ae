"""build.py serve: which network it listens on, the address a phone can open, and what only the
machine itself may ask for (Leave the kiosk).

Every request here stays on loopback (this workplace sends test traffic nowhere else): "another
device" is a client at 127.0.0.2, which a server bound to 127.0.0.1 does not hear, and which the
tests of the loopback-only rule declare not this machine.
"""

import http.client
import ipaddress
import json
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="no processes or sockets inside Pyodide")


def site(tmp_path) -> Path:
    root = tmp_path / "site"
    (root / "static").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html><title>Pavilion</title>")
    (root / "static" / "ui.js").write_text("// ui")
    (tmp_path / "secret.txt").write_text("not the site's")
    return root


@pytest.fixture
def serving(tmp_path):
    """Start a server on `host` (port chosen by the system); every one is stopped after the test."""
    started, root = [], site(tmp_path)

    def start(host="127.0.0.1", public_url=None):
        server = build.make_server(root, 0, host, public_url=public_url)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started.append(server)
        return server.server_address[1]
    yield start
    for server in started:
        server.shutdown()
        server.server_close()


AFAR = "127.0.0.2"  # a client that stands for a phone on the Wi-Fi


def get(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.status, r.headers, r.read()


def ask(port, method, path, source=None):
    """(status, body) of a request to 127.0.0.1:`port` sent from `source` (an address of this machine)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=(source, 0) if source else None)
    try:
        conn.request(method, path, body=b"" if method == "POST" else None)
        r = conn.getresponse()
        return r.status, r.read()
    finally:
        conn.close()


@pytest.fixture
def only_127_0_0_1_is_here(monkeypatch):
    """The client at 127.0.0.2 counts as another device (build.is_loopback itself is tested below)."""
    monkeypatch.setattr(build, "is_loopback", lambda host: host == "127.0.0.1")


def test_the_server_listens_on_loopback_unless_told_to_serve_the_network(serving):
    only_here = serving()
    assert get(f"http://127.0.0.1:{only_here}/")[0] == 200
    with pytest.raises(urllib.error.URLError):  # any other address of the machine gets no answer at all
        get(f"http://{AFAR}:{only_here}/")
    everywhere = serving("0.0.0.0")
    status, _, body = get(f"http://{AFAR}:{everywhere}/")
    assert status == 200 and b"Pavilion" in body


def test_the_serve_command_takes_host_and_public_url_and_refuses_a_bad_url(monkeypatch, capsys):
    asked = []
    monkeypatch.setattr(build, "serve", lambda *args: asked.append(args))
    assert build.main(["serve", "--port", "8123"]) == 0
    assert asked[-1] == (8123, None, "127.0.0.1", None)  # loopback stays the default
    build.main(["serve", "--host", "0.0.0.0", "--public-url", "https://darts.example.org"])
    assert asked[-1] == (8000, None, "0.0.0.0", "https://darts.example.org/")
    for bad in ("darts.example.org", "ftp://x.org/", "https://x.org/#/darts", "javascript:alert(1)"):
        with pytest.raises(SystemExit) as e:
            build.main(["serve", "--public-url", bad])
        assert e.value.code == 2
        assert "is not a web address of the site" in capsys.readouterr().err
    assert len(asked) == 2


def test_the_address_answer_names_the_network_addresses_and_whether_the_asker_is_this_machine(
        serving, only_127_0_0_1_is_here):
    found = build.network_addresses()
    if not found:
        pytest.skip("this machine has no network address for a phone to open")
    port = serving("0.0.0.0")
    status, headers, body = get(f"http://127.0.0.1:{port}/pavilion/address.json")
    answer = json.loads(body)
    assert status == 200 and headers["Content-Type"] == "application/json"
    assert answer["here"] is True and answer["network"] is True
    assert answer["links"][0] == f"http://{found[0]}:{port}/"
    assert f"http://{build.socket.gethostname().split('.')[0]}.local:{port}/" in answer["links"]
    for link in answer["links"]:  # never an address only this machine can open
        host = urllib.parse.urlsplit(link).hostname
        assert host != "localhost" and not (host[0].isdigit() and ipaddress.ip_address(host).is_loopback)
    status, body = ask(port, "GET", "/pavilion/address.json", source=AFAR)
    from_afar = json.loads(body)
    assert status == 200 and from_afar["here"] is False and from_afar["links"] == answer["links"]


def test_a_loopback_server_says_no_phone_can_reach_it_and_a_public_url_wins(serving):
    answer = json.loads(get(f"http://127.0.0.1:{serving()}/pavilion/address.json")[2])
    assert answer == {"links": [], "network": False, "here": True}
    port = serving("0.0.0.0", public_url="https://darts.example.org/pub/")
    answer = json.loads(get(f"http://127.0.0.1:{port}/pavilion/address.json")[2])
    assert answer["links"] == ["https://darts.example.org/pub/"]


def test_network_addresses_leave_out_loopback_and_link_local(monkeypatch):
    monkeypatch.setattr(build.socket, "getaddrinfo", lambda *a: [
        (2, 1, 6, "", ("127.0.1.1", 0)), (2, 1, 6, "", ("169.254.3.4", 0)), (2, 1, 6, "", ("192.168.4.20", 0)),
        (2, 1, 6, "", ("192.168.4.20", 0))])
    found = build.network_addresses()
    assert "192.168.4.20" in found and found.count("192.168.4.20") == 1
    assert not any(a.startswith(("127.", "169.254.")) for a in found)


@pytest.mark.parametrize("host,loopback", [("127.0.0.1", True), ("127.3.4.5", True), ("::1", True),
                                           ("::ffff:127.0.0.1", True), ("localhost", True),
                                           ("192.168.1.5", False), ("::ffff:192.168.1.5", False),
                                           ("0.0.0.0", False), ("fe80::1%eth0", False), ("pi.local", False)])
def test_loopback_is_this_machine_only(host, loopback):
    assert build.is_loopback(host) is loopback


def test_leave_the_kiosk_answers_only_to_the_machine_itself(serving, tmp_path, monkeypatch, only_127_0_0_1_is_here):
    flag = tmp_path / "cache" / "leave-kiosk"
    monkeypatch.setenv("PAVILION_LEAVE_FLAG", str(flag))
    port = serving("0.0.0.0")
    status, body = ask(port, "POST", "/leave-kiosk", source=AFAR)  # a phone on the Wi-Fi
    assert status == 403 and "Only the machine running this server" in body.decode()
    assert not flag.exists()
    assert ask(port, "POST", "/leave-kiosk") == (204, b"")
    assert flag.exists()


@pytest.mark.parametrize("path", ["../secret.txt", "%2e%2e/secret.txt", "static/../../secret.txt",
                                  "static/%2e%2e/%2e%2e/secret.txt", "//etc/passwd", "pavilion/address.json/../../secret.txt",
                                  "pavilion/", "pavilion/address.jsonx"])
def test_no_path_leads_out_of_the_site_or_past_the_address_answer(serving, path):
    port = serving("0.0.0.0")
    with pytest.raises(urllib.error.HTTPError) as e:
        get(f"http://127.0.0.1:{port}/{path}")
    assert e.value.code == 404


def test_the_address_answer_is_no_site_file(tmp_path):
    root = site(tmp_path)
    assert not any("address" in f for f in build.site_files(root))
    assert not build.is_site_path("pavilion/address.json")  # never precached, never in a dist
