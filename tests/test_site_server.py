"""`./run play`'s static server (build_site.SiteServer): keep-alive, and a stopped server answers nothing."""

from __future__ import annotations

import http.client
from pathlib import Path

import pytest

import build_site


def test_requests_share_a_connection_and_a_stopped_server_closes_it(tmp_path: Path) -> None:
    """A page's many requests reuse the browser's connections (HTTP/1.1 keep-alive); once stopped, the server
    answers nothing on a connection left open either (the offline tests stop it under an open page)."""
    (tmp_path / "a.json").write_text('{"a": 1}')
    (tmp_path / "b.mjs").write_text("export const b = 2;\n")
    server = build_site.SiteServer(tmp_path).start()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        for name, body in (("a.json", b'{"a": 1}'), ("b.mjs", b"export const b = 2;\n")):
            connection.request("GET", "/" + name)
            reply = connection.getresponse()
            assert (reply.status, reply.read()) == (200, body), name
            assert reply.version == 11 and not reply.will_close, name
        assert [r.path for r in server.requests] == ["/a.json", "/b.mjs"]
        assert len(server.httpd.connections) == 1
    finally:
        server.stop()
    with pytest.raises((ConnectionError, http.client.HTTPException)):
        connection.request("GET", "/a.json")
        connection.getresponse()
    connection.close()


def test_a_connection_the_browser_drops_is_not_reported_as_a_server_error(tmp_path: Path, capfd) -> None:
    """A browser resets connections it no longer needs (a closed tab, a test's closed context): the server lets
    them go without printing a traceback."""
    import socket
    import struct
    import time

    (tmp_path / "a.json").write_text('{"a": 1}')
    server = build_site.SiteServer(tmp_path).start()
    try:
        client = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        client.sendall(b"GET /a.json HTTP/1.1\r\nHost: x\r\n\r\n")
        assert client.recv(4096).startswith(b"HTTP/1.1 200")
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()                                   # linger 0: a reset, as a browser's dropped connection
        deadline = time.monotonic() + 10
        while server.httpd.connections and time.monotonic() < deadline:
            time.sleep(0.02)
        assert not server.httpd.connections
    finally:
        server.stop()
    assert "Traceback" not in capfd.readouterr().err
