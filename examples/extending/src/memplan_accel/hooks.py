"""Hooks: where the accel program's buffers live and how they are copied.

``scratchpad`` (allocation hook ``accel-scratchpad``): every new buffer goes to the scratchpad,
memory space 3, with each row padded to a whole bank line of 16 elements (a layout of the
accelerator's own: a ``strided`` layout whose row stride is not the row length), aligned to a
bank line. Function arguments and results stay in host memory (the default boundary hook).

``dma`` (copy hook ``accel-dma``): copies are the accelerator's DMA, ``accel.dma(source, target)``.
"""

from mlir import ir

from memplan.bufferize import Allocation

SCRATCHPAD = 3
BANK_LINE = 16  # elements per bank line
LINE_BYTES = 64


def padded_layout(shape: list[int]) -> ir.StridedLayoutAttr:
    """Row-major, each row starting on a bank line: strides [..., rows * line, line, 1]."""
    strides, step = [], 1
    for k, n in enumerate(reversed(shape)):
        strides.insert(0, step)
        step *= -(-n // BANK_LINE) * BANK_LINE if k == 0 else n
    return ir.StridedLayoutAttr.get(0, strides)


def scratchpad(request) -> Allocation:
    t = request.default
    layout = padded_layout(list(t.shape)) if t.has_static_shape and t.rank >= 1 else None
    space = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), SCRATCHPAD)
    return Allocation(ir.MemRefType.get(t.shape, t.element_type, layout=layout, memory_space=space),
                      alignment=max(LINE_BYTES, request.alignment))


def dma(source: ir.Value, target: ir.Value) -> None:
    ir.Operation.create("accel.dma", operands=[source, target])
