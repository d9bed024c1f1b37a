"""memplan plugins for ``accel``, an imaginary accelerator dialect written as unregistered ops.

* ``accel.matmul(a, b, c)``: ``c += a @ b``, destination-passing (its result lives in ``c``'s buffer);
* ``accel.relu(x, y)``: ``y = max(x, 0)``, destination-passing, does not read ``y``;
* ``accel.dma(source, target)``: the accelerator's copy, made by the copy hook.

Each op is described once, by its record (:mod:`memplan_accel.ops`): memplan's passes all read
it, and bufferize derives the ops' models from it. Buffers the program makes live in the
scratchpad (memory space 3) with rows padded to whole bank lines (:mod:`memplan_accel.hooks`).
Nothing here is imported by a user: memplan finds it through the entry points in ``pyproject.toml``.
"""
