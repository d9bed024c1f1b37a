"""The ``install`` fixture: a package "installed" as a directory on sys.path holding a
``*.dist-info`` (what pip writes) and the package's modules, visible to entry point discovery
(and to child processes, which get this process's sys.path); forgotten afterwards. And the one
kind of test marked slow here: property tests (hypothesis) try many examples."""

from __future__ import annotations

import signal
import sys
import textwrap

import pytest
from hypothesis import is_hypothesis_test

from memplan import plugins
from memplan.core import plugin_process


@pytest.fixture
def install(tmp_path, monkeypatch):
    """``install(package, entry_points, modules, entry_points_text=None)``: see the module."""
    made: list[str] = []

    def install(package: str, entry_points: dict[str, dict[str, str]], modules: dict[str, str],
                entry_points_text: str | None = None):
        """The package's directory; ``entry_points_text`` is written as its entry_points.txt as is."""
        site = tmp_path / package
        info = site / f"{package.replace('-', '_')}-1.0.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {package}\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text("".join(
            f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in names.items()) + "\n"
            for group, names in entry_points.items()) if entry_points_text is None else entry_points_text)
        for module, source in modules.items():
            (site / f"{module}.py").write_text(textwrap.dedent(source))
            made.append(module)
        monkeypatch.syspath_prepend(str(site))
        plugins.refresh()
        return site

    yield install
    plugin_process.stop()  # the child that ran its planners, if any
    for module in made:
        sys.modules.pop(module, None)
    monkeypatch.undo()
    plugins.refresh()




def pytest_configure(config):
    """The signals tests send must reach memplan's processes as a user's would. A test run started
    in the background (``make test &``, ``nohup``) has SIGINT and SIGHUP ignored, and every process
    it starts inherits that: memplan, rightly, keeps a signal its user ignores, and would sleep
    through the test's Ctrl-C. So the tests' processes start with the defaults."""
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    for signum in (signal.SIGHUP, signal.SIGTERM):
        if signal.getsignal(signum) == signal.SIG_IGN:
            signal.signal(signum, signal.SIG_DFL)


def pytest_collection_modifyitems(items):
    for item in items:
        function = getattr(item, "function", None)
        if function is not None and is_hypothesis_test(function):
            item.add_marker(pytest.mark.slow)
