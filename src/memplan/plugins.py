"""Plugins: what installed packages add to memplan, found through entry points.

A package extends memplan by declaring entry points in one of these groups (in its
``pyproject.toml``, ``[project.entry-points."memplan.planners"]`` and so on):

================================  =====================  ==============================================
group                             entry point name       object it names
================================  =====================  ==============================================
``memplan.planners``              planner name           a planner ``(buffers, options) -> Plan``
``memplan.passes``                pass name              a pass: a subclass of
                                                         :class:`memplan.mlir.pass_base.MemplanPass`
``memplan.ops``                   op name                an :class:`memplan.mlir.op_records.OpRecord`:
                                                         what the op is, for every pass
``memplan.models``                op name                a bufferization model (an instance, or a class
                                                         made with no arguments)
``memplan.allocation_hooks``      hook name              an allocation hook (see ``memplan.bufferize.hooks``)
``memplan.copy_hooks``            hook name              a copy hook
``memplan.fill_hooks``            hook name              a fill hook
``memplan.boundary_hooks``        hook name              a function-boundary type hook
================================  =====================  ==============================================

An op needs one record (``memplan.ops``): the analyses, reorder and bufferize all read it, and a
destination-passing op needs no model besides (bufferize derives one from the record). A model
(``memplan.models``) is for an op whose bufferization the record cannot describe.

One precedence rule serves every group and its registry in Python (:func:`source_of`): what a
user registers in Python wins, then memplan's own, then a plugin's; a plugin may not take a name
memplan has, nor one another package provides.

Names are read from the installed packages' metadata without importing them; a plugin is
imported the first time its name is needed. A plugin that fails to import, names nothing,
names the wrong kind of object, or clashes with another gives a :class:`MemplanError` naming
it (group, name, package, target), never a traceback. Nothing here imports MLIR.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib import metadata

from memplan.diagnostics import MemplanError

PLANNERS = "memplan.planners"
MODELS = "memplan.models"
ALLOCATION_HOOKS = "memplan.allocation_hooks"
COPY_HOOKS = "memplan.copy_hooks"
FILL_HOOKS = "memplan.fill_hooks"
BOUNDARY_HOOKS = "memplan.boundary_hooks"
PASSES = "memplan.passes"
OPS = "memplan.ops"
GROUPS = (PLANNERS, PASSES, OPS, MODELS, ALLOCATION_HOOKS, COPY_HOOKS, FILL_HOOKS, BOUNDARY_HOOKS)
# What each group's objects are called in messages.
KINDS = {PLANNERS: "planner", PASSES: "pass", OPS: "op record", MODELS: "bufferization model",
         ALLOCATION_HOOKS: "allocation hook", COPY_HOOKS: "copy hook", FILL_HOOKS: "fill hook",
         BOUNDARY_HOOKS: "function-boundary hook"}


@dataclass(frozen=True)
class PluginInfo:
    """One entry point: ``name`` in ``group``, naming ``target`` (``module:attribute``) of ``package``."""

    group: str
    name: str
    target: str
    package: str  # "accel-memplan 0.1.0", or "" when the metadata does not say

    @property
    def origin(self) -> str:
        """How reports and errors name it: ``plugin:accel-memplan 0.1.0 (accel_memplan.models:Matmul)``."""
        return f"plugin:{self.package or '?'} ({self.target})"

    def describe(self) -> str:
        return f"plugin '{self.name}' ({self.group} in {self.package or 'an unnamed package'}: {self.target})"


_found: dict[str, dict[str, list[PluginInfo]]] | None = None
_loaded: dict[tuple[str, str], Any] = {}


def _discover() -> dict[str, dict[str, list[PluginInfo]]]:
    global _found
    if _found is None:
        found: dict[str, dict[str, list[PluginInfo]]] = {g: {} for g in GROUPS}
        for dist, entry_points in _declaring_packages():
            package = _package(dist)
            for ep in entry_points:
                if ep.group in found:
                    info = PluginInfo(ep.group, ep.name, ep.value, package)
                    known = found[ep.group].setdefault(ep.name, [])
                    if info not in known:
                        known.append(info)
        _found = found
    return _found


_DECLARES = re.compile(r"^\s*\[\s*memplan\.", re.MULTILINE)  # a memplan group's header in entry_points.txt


def _declaring_packages() -> list[tuple[metadata.Distribution, Any]]:
    """The installed packages that declare entry points in memplan's groups, with those entry
    points: one scan of the installed packages for every group (one a group: 7x slower), the
    first of a name on the path only (as Python's own scan). Only their entry points are
    parsed: another package's unreadable ``entry_points.txt`` is not memplan's business; one
    of these that cannot be read is skipped with a warning naming it."""
    if not _may_declare():
        return []
    from importlib import metadata  # 0.1 s of CPU to import: only when a package may declare plugins

    out, seen = [], set()
    for dist in metadata.distributions():
        try:
            text = dist.read_text("entry_points.txt")
        except (OSError, UnicodeDecodeError, ValueError):
            continue  # unreadable: it cannot be memplan's either way
        if not text or not _DECLARES.search(text):
            continue
        name = re.sub(r"[-_.]+", "-", str(_metadata_field(dist, "Name") or "")).lower()
        if name in seen:
            continue
        seen.add(name)
        try:
            entry_points = list(dist.entry_points)
        except Exception as e:  # noqa: BLE001  a malformed file: its plugins are skipped
            print(f"memplan: warning: the plugins of {_package(dist) or 'an unnamed package'} are skipped: "
                  f"its entry_points.txt cannot be read ({type(e).__name__}: {e})", file=sys.stderr)
            continue
        out.append((dist, entry_points))
    return out


def _may_declare() -> bool:
    """False when no installed package can declare memplan's entry points: the common case, found
    without importing ``importlib.metadata`` (0.1 s of CPU, most of a small command's start).

    Looks where ``metadata.distributions()`` looks, the same way: the ``*.dist-info`` and
    ``*.egg-info`` directories of each directory on ``sys.path``, their ``entry_points.txt`` read
    with the same pattern. Where this cannot see all that scan sees (a zip or an egg on the path,
    a finder of distributions besides Python's own, an unreadable directory), it says True and
    the full scan decides."""
    from importlib.machinery import PathFinder

    if any(hasattr(f, "find_distributions") and f is not PathFinder for f in sys.meta_path):
        return True
    for entry in sys.path:
        directory = entry or "."
        try:
            with os.scandir(directory) as children:
                names = [c.name for c in children]
        except FileNotFoundError:
            continue  # nothing there for either scan
        except OSError:
            return True  # a file (a zip, an egg) or unreadable: let the full scan look
        if directory.lower().endswith(".egg"):
            return True
        for name in names:
            if not name.lower().endswith((".dist-info", ".egg-info")):
                continue
            try:
                with open(os.path.join(directory, name, "entry_points.txt"), encoding="utf-8") as f:
                    text = f.read()
            except (FileNotFoundError, NotADirectoryError):
                continue  # no entry points (or an egg-info file): nothing declared
            except (OSError, UnicodeDecodeError, ValueError):
                return True
            if _DECLARES.search(text):
                return True
    return False


def _metadata_field(dist: metadata.Distribution, field: str) -> str | None:
    try:
        return dist.metadata[field]
    except Exception:  # noqa: BLE001  broken metadata: unnamed
        return None


def _package(dist: metadata.Distribution) -> str:
    """``accel-memplan 0.1.0``, or "" when the metadata does not say."""
    name, version = _metadata_field(dist, "Name"), _metadata_field(dist, "Version")
    return f"{name} {version}" if name else ""


_generation = 0  # how many times refresh() ran: what others derived from plugins is stale when it changes
_forgetters: list[Callable[[], None]] = []  # caches of what plugins say, cleared by refresh()


def refresh() -> None:
    """Forget what was found and loaded (after installing a package in this process)."""
    global _found, _generation
    _found = None
    _loaded.clear()
    _generation += 1
    for forget in _forgetters:
        forget()


def on_refresh(forget: Callable[[], None]) -> None:
    """Have :func:`refresh` call ``forget``: for a cache asked in hot loops, where comparing
    :func:`generation` on every hit would cost more than the lookup (op_semantics: 36k a model)."""
    _forgetters.append(forget)


def generation() -> int:
    """Changes whenever :func:`refresh` forgets the plugins: a cache of what plugins say keeps it."""
    return _generation


def names(group: str) -> list[str]:
    """The names plugins provide in ``group`` (nothing is imported)."""
    return sorted(_discover()[group])


def provides(group: str, name: str) -> bool:
    return name in _discover()[group]


def info(group: str, name: str) -> PluginInfo:
    """The one plugin providing ``name``; two packages providing it is an error naming both."""
    candidates = _discover()[group].get(name, [])
    if not candidates:
        raise KeyError(name)
    if len(candidates) > 1:
        raise MemplanError(f"{len(candidates)} plugins provide '{name}' in {group}: "
                           + "; ".join(c.describe() for c in candidates) + " (uninstall all but one)")
    return candidates[0]


def load(group: str, name: str, check: Callable[[Any], str | None] | None = None) -> Any:
    """The object plugin ``name`` of ``group`` names, imported on first use.

    ``check(obj)`` returns why the object is unusable (or None); any failure is a
    :class:`MemplanError` naming the plugin.
    """
    key = (group, name)
    if key in _loaded:
        return _loaded[key]
    plugin = info(group, name)
    module_name, _, attribute = plugin.target.partition(":")
    try:
        obj: Any = importlib.import_module(module_name.strip())
        for part in filter(None, attribute.strip().split(".")):
            obj = getattr(obj, part)
    except Exception as e:  # noqa: BLE001  any failure of someone else's code: named, not a traceback
        raise broken(plugin, f"{type(e).__name__}: {e}") from None
    except SystemExit as e:  # a module that ends the process on import
        raise broken(plugin, f"importing it called sys.exit({e.code!r})") from None
    why = check(obj) if check is not None else None
    if why:
        raise broken(plugin, why)
    _loaded[key] = obj
    return obj


USER, BUILTIN, PLUGIN = "user", "builtin", "plugin"


def source_of(group: str, name: str, *, registered: bool, builtin: bool) -> str | None:
    """Who serves ``name`` in ``group``: :data:`USER`, :data:`BUILTIN`, :data:`PLUGIN`, or None.

    memplan's one precedence rule, for planners, passes, op records, models and hooks alike
    (``registered``: the user registered ``name`` in Python; ``builtin``: memplan has it):

    1. a registration in Python (``register_planner``, ``register_pass``, ``register_op``,
       ``ModelRegistry.register``, ``register_hook``) replaces anything of that name: the user
       asked for it, in this process (or on that registry value);
    2. then memplan's own;
    3. then an installed plugin's. A plugin may not take a name memplan has: installed once, it
       would change what that name means for every run in the environment, unasked. That, and
       two packages providing one name, is an error naming the plugins (and the built-in).
    """
    if registered:
        return USER
    if builtin:
        if provides(group, name):
            raise broken(info(group, name), f"'{name}' is a built-in {KINDS[group]}; give it another name")
        return BUILTIN
    if provides(group, name):
        info(group, name)  # two packages providing it: an error naming both
        return PLUGIN
    return None


def broken(plugin: PluginInfo, why: str) -> MemplanError:
    """The error for an unusable plugin."""
    return MemplanError(f"{plugin.describe()} cannot be used: {why}")


def installed() -> list[PluginInfo]:
    """Every plugin of every group, by group and name."""
    return [p for group in GROUPS for name in names(group) for p in _discover()[group][name]]


def loaded() -> list[PluginInfo]:
    """The plugins imported so far in this process."""
    return [p for p in installed() if (p.group, p.name) in _loaded]


def describe_installed() -> list[str]:
    """One line per installed plugin, for ``--list-passes``."""
    return [f"{p.group}: {p.name} from {p.package or '?'} ({p.target})" for p in installed()]
