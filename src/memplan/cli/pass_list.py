"""``--list-passes``: memplan's passes, each with its anchor, summary and options (types, defaults)."""

from __future__ import annotations

from memplan import passes, plugins
from memplan.options import OptionSpec, option_specs


def format_pass_list() -> str:
    """The passes as mlir-opt's help lists passes: name and summary, then one line per option."""
    lines = []
    for name in sorted(passes.PASSES):
        cls = passes.pass_class(name)
        kind = "module pass" if cls.ANCHOR == passes.MODULE else f"function pass, anchored on {cls.ANCHOR}"
        lines.append(f"{name}  ({kind})")
        lines.append(f"  {cls.SUMMARY}")
        lines.extend(_option_line(spec) for spec in option_specs(cls.Options))
    custom = [n for n in passes.pass_names() if n not in passes.PASSES]
    if custom:
        lines.append("registered from Python: " + ", ".join(custom))
    lines.append("Any other pass name goes to MLIR's pass manager as written (e.g. canonicalize, "
                 "one-shot-bufferize{...}).")
    installed = plugins.describe_installed()
    lines.append("Plugins installed (entry points; imported when first used):" if installed else
                 "No plugins installed (entry point groups: " + ", ".join(plugins.GROUPS) + ").")
    lines.extend(f"  {line}" for line in installed)
    return "\n".join(lines)


def _option_line(spec: OptionSpec) -> str:
    """``    name=<type>   help (default: value)``; an option whose default depends on others (its
    default is empty) says so in its help and shows no default."""
    default = spec.show_default()
    shown = f" (default: {default})" if default else ""
    return f"    {spec.name}=<{spec.type_name}>".ljust(44) + f" {spec.help}{shown}"
