"""`botkit serve`: its options are checked before anything listens, and it serves the games folder."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from starlette.testclient import TestClient
from typer.testing import CliRunner

from cli.main import app
from web.app import create_app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
GUARD_SECONDS = 300  # a server that never answers fails the test after this long: a guard against a hang


def test_serve_refuses_a_port_that_is_not_one():
    result = runner.invoke(app, ["serve", "--port", "70000"])
    assert result.exit_code == 2 and "--port: 70000 is not a port number" in result.output


def test_serve_refuses_a_games_folder_that_is_a_file(tmp_path):
    plain = tmp_path / "games"
    plain.write_text("not a folder", encoding="utf-8")
    result = runner.invoke(app, ["serve", "--games", str(plain)])
    assert result.exit_code == 2 and "is not a folder" in result.output


def test_serve_listens_on_localhost_and_serves_the_games_page(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "cli.main", "serve", "--port", str(port), "--games",
                               str(tmp_path / "games")], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        guard = time.monotonic() + GUARD_SECONDS
        while True:  # until the port takes a connection (or the server has ended: then it failed)
            try:
                socket.create_connection(("127.0.0.1", port), timeout=GUARD_SECONDS).close()
                break
            except ConnectionRefusedError:
                assert server.poll() is None and time.monotonic() < guard, "the server did not start listening"
                time.sleep(0.05)  # the next look, not a wait for a time: nothing is assumed about how long it takes
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=GUARD_SECONDS) as response:
            page = response.read().decode()
        assert 'action="/new"' in page and "No saved games yet" in page
        assert (tmp_path / "games").is_dir()
    finally:
        server.send_signal(signal.SIGINT)
        output, errors = server.communicate(timeout=GUARD_SECONDS)
    assert f"Open http://127.0.0.1:{port}/ in a browser" in " ".join(output.split())
    assert "Traceback" not in errors


def test_a_server_on_localhost_refuses_a_request_for_another_host_name(tmp_path):
    with TestClient(create_app(tmp_path, allowed_hosts=["127.0.0.1", "localhost"]),
                    base_url="http://localhost:8000") as client:
        assert client.get("/").status_code == 200
        assert client.get("/", headers={"Host": "attacker.example:8000"}).status_code == 400
