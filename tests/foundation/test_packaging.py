"""What a package needs besides code: its licence, its type information, its version on both tools."""

from __future__ import annotations

import importlib.resources
from importlib.metadata import metadata
from pathlib import Path

import memplan

ROOT = Path(__file__).resolve().parents[2]


def test_licence_file_and_metadata_agree():
    text = (ROOT / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0" in text and "---- LLVM Exceptions to the Apache 2.0 License ----" in text
    meta = metadata("memplan")
    assert meta["License-Expression"] == "Apache-2.0 WITH LLVM-exception"
    assert "LICENSE" in (meta.get_all("License-File") or [])


def test_typed_package():
    assert importlib.resources.files("memplan").joinpath("py.typed").is_file()
    assert "py.typed" in (ROOT / "pyproject.toml").read_text()  # shipped as package data


def test_one_version():
    assert metadata("memplan")["Version"] == memplan.__version__
