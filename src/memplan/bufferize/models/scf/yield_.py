"""scf.yield and scf.condition: rewritten by the model of the op they belong to
(``bufferize_terminator``), which knows where its regions' values go: an ``scf.for``'s
iteration buffers, an ``scf.if``'s results, an ``scf.while``'s loop buffers."""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class TerminatorModel(BufferizationModel):
    def bufferize(self, op, state):
        parent = op.parent.operation
        state.model_of(parent).bufferize_terminator(parent, op, state)
        return None
