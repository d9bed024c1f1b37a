"""Usage errors name the command they belong to, as argparse does for a command of its own."""

from __future__ import annotations

import pytest

from memplan.cli.main import main


@pytest.mark.parametrize("argv, usage", [
    (["plan", "x.csv", "--bogus"], "usage: memplan plan "),
    (["report", "x.mlir", "--bogus"], "usage: memplan report "),
    (["check", "a.mlir", "b.mlir", "--bogus"], "usage: memplan check "),
    (["--bogus", "plan", "x.csv"], "usage: memplan [-h]"),  # before the command: the top level's own
])
def test_an_unknown_argument_shows_the_usage_of_its_command(argv, usage, capsys):
    with pytest.raises(SystemExit) as e:
        main(argv)
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert err.startswith(usage), err
    assert err.splitlines()[-1].endswith("error: unrecognized arguments: --bogus")
