// memref programs whose buffers are carried out of the loop that allocates them: each
// iteration allocates a fresh buffer and yields it to the next. Written for
// benchmarks/merge_alloc_reach.py (not specs: what is planned is measured, not checked).

// The plain case: the next iteration reads the previous instance, the result is read after.
func.func @smooth(%x: memref<64xf32>, %n: index, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<64xf32>
  memref.copy %x, %init : memref<64xf32> to memref<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<64xf32>) {
    %t = memref.alloc() : memref<64xf32>
    linalg.fill ins(%zero : f32) outs(%t : memref<64xf32>)
    linalg.add ins(%acc, %x : memref<64xf32>, memref<64xf32>) outs(%t : memref<64xf32>)
    scf.yield %t : memref<64xf32>
  }
  memref.copy %r, %out : memref<64xf32> to memref<64xf32>
  return
}

// -----

// Two carried buffers and a temporary in the body; the loop runs inside another loop.
func.func @two_carried(%x: memref<8x8xf32>, %n: index, %out: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c3 step %c1 {
    %a0 = memref.alloc() : memref<8x8xf32>
    memref.copy %x, %a0 : memref<8x8xf32> to memref<8x8xf32>
    %b0 = memref.alloc() : memref<8x8xf32>
    linalg.fill ins(%zero : f32) outs(%b0 : memref<8x8xf32>)
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (memref<8x8xf32>, memref<8x8xf32>) {
      %tmp = memref.alloc() : memref<8x8xf32>
      linalg.fill ins(%zero : f32) outs(%tmp : memref<8x8xf32>)
      linalg.matmul ins(%a, %x : memref<8x8xf32>, memref<8x8xf32>) outs(%tmp : memref<8x8xf32>)
      %na = memref.alloc() : memref<8x8xf32>
      linalg.add ins(%tmp, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%na : memref<8x8xf32>)
      %nb = memref.alloc() : memref<8x8xf32>
      linalg.transpose ins(%na : memref<8x8xf32>) outs(%nb : memref<8x8xf32>) permutation = [1, 0]
      scf.yield %na, %nb : memref<8x8xf32>, memref<8x8xf32>
    }
    linalg.add ins(%r#0, %r#1 : memref<8x8xf32>, memref<8x8xf32>) outs(%out : memref<8x8xf32>)
  }
  return
}

// -----

// Not planned: the body yields either a fresh buffer or the one it got, so an instance may be
// carried through many iterations.
func.func @maybe_fresh(%x: memref<16xf32>, %n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<16xf32>
  memref.copy %x, %init : memref<16xf32> to memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> (memref<16xf32>) {
      %t = memref.alloc() : memref<16xf32>
      linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
      scf.yield %t : memref<16xf32>
    } else {
      scf.yield %acc : memref<16xf32>
    }
    scf.yield %next : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

// Not planned: a while loop carries its buffer from the after region back to the before region.
func.func @while_carried(%x: memref<16xf32>, %n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<16xf32>
  memref.copy %x, %init : memref<16xf32> to memref<16xf32>
  %r:2 = scf.while (%i = %c0, %acc = %init) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %acc : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %b: memref<16xf32>):
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%b, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %t : index, memref<16xf32>
  }
  memref.copy %r#1, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

// Not planned: the yielded buffer is a view of the fresh allocation.
func.func @yield_a_view(%x: memref<16xf32>, %n: index, %out: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4x4xf32>
  memref.copy %out, %init : memref<4x4xf32> to memref<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4x4xf32>) {
    %t = memref.alloc() : memref<16xf32>
    %flat = memref.collapse_shape %acc [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    linalg.add ins(%flat, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %v = memref.expand_shape %t [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
    scf.yield %v : memref<4x4xf32>
  }
  memref.copy %r, %out : memref<4x4xf32> to memref<4x4xf32>
  return
}
