// A capacity shared by scf.forall scopes (capacity-forall.mlir) is refused, with an error at the
// forall, where it cannot be promised: nested forall scopes that both have buffers in the space
// (how to split it between them is not decided), and a forall whose trip count is not a
// constant, or inside an op whose execution merge-alloc does not model (how many iterations'
// arenas may be live at once is not known).

// RUN: not memplan-opt %s -p 'merge-alloc{capacity=1:1000 spill-to=0}' --split-input-file -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: merge-alloc: @nested (scf.forall at {{.*}}) memory space 1 : i64 is nested in scf.forall at {{.*}}, which has buffers in memory space 1 too
func.func @nested(%x: memref<64xf32>) {
  %two = arith.constant 2.0 : f32
  scf.forall (%i) in (2) {
    %a = memref.alloc() : memref<64xf32, 1>
    linalg.fill ins(%two : f32) outs(%a : memref<64xf32, 1>)
    scf.forall (%j) in (2) {
      %b = memref.alloc() : memref<64xf32, 1>
      linalg.add ins(%a, %a : memref<64xf32, 1>, memref<64xf32, 1>) outs(%b : memref<64xf32, 1>)
      memref.dealloc %b : memref<64xf32, 1>
    }
    memref.dealloc %a : memref<64xf32, 1>
  }
  return
}

// -----

// CHECK: error: merge-alloc: scf.forall has a trip count that is not a constant: how many of its iterations' arenas may be live at once is not known, so a capacity cannot be promised
func.func @unknown_trips(%n: index) {
  %two = arith.constant 2.0 : f32
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<64xf32, 1>
    linalg.fill ins(%two : f32) outs(%a : memref<64xf32, 1>)
    memref.dealloc %a : memref<64xf32, 1>
  }
  return
}

// -----

// An op around the forall whose execution merge-alloc does not model (scf.parallel may run its
// body at once too): how many of the forall's iterations run at once is not known.
// CHECK: error: merge-alloc: @in_parallel (scf.forall at {{.*}}) memory space 1 : i64 lies inside scf.parallel, whose execution this pass does not model
func.func @in_parallel(%x: memref<64xf32>) {
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%p) = (%c0) to (%c4) step (%c1) {
    scf.forall (%i) in (2) {
      %a = memref.alloc() : memref<64xf32, 1>
      linalg.fill ins(%two : f32) outs(%a : memref<64xf32, 1>)
      memref.dealloc %a : memref<64xf32, 1>
    }
    scf.reduce
  }
  return
}
