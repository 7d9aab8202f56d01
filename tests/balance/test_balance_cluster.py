"""Dask distributed: the same tournament on a local two-worker cluster gives the same results file."""

from __future__ import annotations

from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed", reason="the cluster extra (distributed) is not installed")

from eidolon.rulesets.eidolon.balance.cli import main

ARGS = ["run", "--decks", "ordem-conhecimento,ruina-instinto", "--agents", "random", "--agents",
        "iniciante,random", "--games-per-pair", "3", "--seed", "500", "--quiet"]


@pytest.mark.slow                      # starts a two-worker dask cluster
def test_dask_cluster_equals_single_process(tmp_path: Path) -> None:
    one = tmp_path / "one.jsonl"
    assert main(ARGS + ["--jobs", "1", "-o", str(one)]) == 0
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None)
    try:
        with distributed.Client(cluster) as client:
            assert len(client.scheduler_info()["workers"]) == 2
            many = tmp_path / "dask.jsonl"
            assert main(ARGS + ["--scheduler", cluster.scheduler_address, "--chunk", "2", "-o", str(many)]) == 0
    finally:
        cluster.close()
    assert many.read_bytes() == one.read_bytes()
    assert len(one.read_text().splitlines()) == 1 + 4 * 2 * 3
