// Rule: a branch (scf.if, scf.index_switch, scf.execute_region: one region runs, once) keeps its
// accesses where they are, since along any run the ticks of the ops executed increase: a buffer
// is live from its first access to its last, wherever they are. Buffers used on exclusive paths
// share bytes, even when allocated before the branch; a use after the branch through its result
// joins the buffers it may be, which then stay apart. (Loops, unlike branches, widen an access
// to the whole loop: see nested-loops.mlir.)

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s

// Ticks: 0 %c0, 1 %one, 2 %a, 3 fill(%a), 4 yield, 5 scf.if, 6 %t, 7 fill(%t), 8 yield,
// 9 load(%t), 10 store, 11 scf.yield (then), 12 %e, 13 fill(%e), 14 yield, 15 load(%a),
// 16 store(%e), 17 load(%e), 18 store, 19 scf.yield (else), 20 return.
// %a is written before the scf.if and read in the else branch: live over [3, 15], which holds
// the then branch too (on the path through it %a is not needed, but its interval says so).
// CHECK-LABEL: func.func @branches
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 3, 15>, memplan.offset = 0 : i64
// %t (then branch) and %e (else branch) are each live in their branch only and share bytes.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 7, 9>, memplan.offset = [[T:[0-9]+]] : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 13, 17>, memplan.offset = [[T]] : i64
func.func @branches(%p: i1, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  scf.if %p {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
    %v = memref.load %t[%c0] : memref<16xf32>
    memref.store %v, %out[] : memref<f32>
  } else {
    %e = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%e : memref<16xf32>)
    %v = memref.load %a[%c0] : memref<16xf32>
    memref.store %v, %e[%c0] : memref<16xf32>
    %w = memref.load %e[%c0] : memref<16xf32>
    memref.store %w, %out[] : memref<f32>
  }
  return
}

// Allocated before the scf.if, each used in one branch only: one slot for both.
// CHECK-LABEL: func.func @allocated_before
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 5, 7>, memplan.offset = [[S:[0-9]+]] : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 10, 12>, memplan.offset = [[S]] : i64
func.func @allocated_before(%p: i1, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  scf.if %p {
    linalg.fill ins(%one : f32) outs(%x : memref<16xf32>)
    %v = memref.load %x[%c0] : memref<16xf32>
    memref.store %v, %out[] : memref<f32>
  } else {
    linalg.fill ins(%one : f32) outs(%y : memref<16xf32>)
    %v = memref.load %y[%c0] : memref<16xf32>
    memref.store %v, %out[] : memref<f32>
  }
  return
}

// The same two buffers joined by the scf.if's result, read after it: both live up to that read.
// CHECK-LABEL: func.func @joined_after
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 5, 11>, memplan.offset = [[X:[0-9]+]] : i64
// CHECK-NOT: memplan.offset = [[X]] : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 8, 11>
func.func @joined_after(%p: i1, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  %r = scf.if %p -> memref<16xf32> {
    linalg.fill ins(%one : f32) outs(%x : memref<16xf32>)
    scf.yield %x : memref<16xf32>
  } else {
    linalg.fill ins(%one : f32) outs(%y : memref<16xf32>)
    scf.yield %y : memref<16xf32>
  }
  %v = memref.load %r[%c0] : memref<16xf32>
  memref.store %v, %out[] : memref<f32>
  return
}
