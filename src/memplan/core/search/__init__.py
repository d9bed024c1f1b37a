"""The search engines planners are built from: greedy placement, splitting at cut lines and
into bands, branch and bound, skyline search, exhaustive search of small parts, and the
portfolio of decision searches run side by side (in worker processes for ``--jobs``).

None is a planner by itself and none knows any planner: the planners in
:mod:`memplan.core.planners` combine them (an import contract states it).
"""
