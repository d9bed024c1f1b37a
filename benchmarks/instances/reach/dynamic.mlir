// memref programs whose dynamic sizes are computed after the scope starts. Written for
// benchmarks/merge_alloc_reach.py.

// The size is loaded from memory inside a loop.
func.func @loaded_size(%sizes: memref<4xindex>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %n = memref.load %sizes[%i] : memref<4xindex>
    %b = memref.alloc(%n) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
    %v = memref.load %b[%c0] : memref<?xf32>
    memref.store %v, %out[] : memref<f32>
  }
  return
}

// -----

// The size is the induction variable of a loop.
func.func @growing(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c1 to %n step %c1 {
    %b = memref.alloc(%i) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
    %v = memref.load %b[%c0] : memref<?xf32>
    memref.store %v, %out[] : memref<f32>
  }
  return
}

// -----

// The size is arithmetic on an argument, done in the function's body before the allocation:
// known at the start (its operands are), so this one is planned.
func.func @arith_size(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %m = arith.muli %n, %c2 : index
  %a = memref.alloc(%m) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  %v = memref.load %a[%c0] : memref<?xf32>
  memref.store %v, %out[] : memref<f32>
  return
}
