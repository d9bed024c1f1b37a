"""Progress bars: drawn on a terminal, silent otherwise; callbacks always safe to call."""

import io

from memplan.progress import current, progress


class FakeTTY(io.StringIO):
    def isatty(self):
        return True


def test_silent_when_not_a_terminal(monkeypatch):
    monkeypatch.delenv("MEMPLAN_PROGRESS", raising=False)
    stream = io.StringIO()
    with progress("work", total=3, stream=stream) as advance:
        advance()
        advance(2)
        assert advance.done == 3
    assert stream.getvalue() == ""


def test_drawn_on_a_terminal(monkeypatch):
    monkeypatch.delenv("MEMPLAN_PROGRESS", raising=False)
    stream = FakeTTY()
    with progress("planning", total=4, stream=stream) as advance:
        for _ in range(4):
            advance()
    assert "planning" in stream.getvalue()


def test_env_silences_a_terminal(monkeypatch):
    monkeypatch.setenv("MEMPLAN_PROGRESS", "0")
    stream = FakeTTY()
    with progress("planning", total=2, stream=stream) as advance:
        advance()
    assert stream.getvalue() == ""


def test_fraction_and_current_reach_the_innermost_bar():
    assert current().done == 0  # no bar open: a silent one
    current()(5)  # harmless
    with progress("outer", total=10, enabled=False) as outer:
        with progress("search", enabled=False) as inner:
            current().fraction(0.25)
            assert inner.done == 0.25
        current()()
        assert outer.done == 1
    with progress("spinner", enabled=True, stream=FakeTTY()) as bar:
        bar.fraction(0.5)  # a spinner turns into a bar
        assert bar.total == 1.0 and bar.done == 0.5
