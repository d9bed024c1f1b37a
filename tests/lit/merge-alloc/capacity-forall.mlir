// Rule: a capacity is shared by a function's allocation scopes. An scf.forall body allocates
// its arena in each iteration, and its iterations may all run at once: each gets
// (capacity - the function's buffers left alone) // (iterations) for its arena, and the
// function's arena what the iterations' arenas leave. Nested forall scopes with buffers in the
// space, and foralls whose trip count is not a constant, are refused: capacity-forall-refused.mlir.

// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:1000 spill-to=0 time-limit=60}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=SHARE
// RUN: FileCheck %s --input-file=%t --check-prefix=IR
// RUN: mlir-opt %t -o /dev/null

// The forall runs 2 iterations: each may use 1000 // 2 = 500 bytes. %p and %q (256 bytes each)
// are live together: one moves to space 0, the other's arena takes 256 bytes. 2 x 256 = 512
// bytes leave the function's arena 488, where %s (256 bytes) fits.
// SHARE-DAG: remark: @main (scf.forall at {{.*}}) memory space 1 : i64: capacity 500 bytes an iteration: 1 buffer (256 bytes) moved to memory space 0
// SHARE-DAG: remark: @main memory space 1 : i64: 1 buffer (256 bytes) in an arena of 256 bytes
// IR:      memref.alloc() {alignment = 64 : i64} : memref<256xi8, 1>
// IR:      scf.forall
// IR:        memref.alloc() {alignment = 64 : i64} : memref<256xi8, 1>
// IR:        memref.alloc() : memref<64xf32>

func.func @main(%x: memref<64xf32>, %out: memref<64xf32>) {
  %two = arith.constant 2.0 : f32
  %s = memref.alloc() : memref<64xf32, 1>
  linalg.fill ins(%two : f32) outs(%s : memref<64xf32, 1>)
  scf.forall (%i) in (2) {
    %p = memref.alloc() : memref<64xf32, 1>
    linalg.mul ins(%x, %s : memref<64xf32>, memref<64xf32, 1>) outs(%p : memref<64xf32, 1>)
    %q = memref.alloc() : memref<64xf32, 1>
    linalg.add ins(%p, %p : memref<64xf32, 1>, memref<64xf32, 1>) outs(%q : memref<64xf32, 1>)
    linalg.add ins(%q, %p : memref<64xf32, 1>, memref<64xf32, 1>) outs(%out : memref<64xf32>)
    memref.dealloc %p : memref<64xf32, 1>
    memref.dealloc %q : memref<64xf32, 1>
  }
  memref.dealloc %s : memref<64xf32, 1>
  return
}
