// Rule: iterations of an scf.forall may run at the same time, so its body is an allocation scope
// of its own: memory allocated there is planned per iteration, in an arena allocated in the body,
// and nothing there shares bytes with the enclosing scope. A buffer defined outside the forall and
// used inside is live for the whole forall and stays in the enclosing arena.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=SCOPE
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

// Ticks: 3 %shared, 4 its fill, 6 scf.forall, ..., 18 the forall's end, 19 %after, 20 its fill.
// The function's arena holds %shared (live for the whole forall, which reads it: [4, 18]) and
// %after, which reuses its bytes; 64 bytes.
// SCOPE: func.func @forall{{.*}}memplan.arenas = [{lower_bound = 64 : i64, size = 64 : i64}]
// SCOPE: memref.alloc() {memplan.lifetime = array<i64: 4, 18>, memplan.offset = 0 : i64, memplan.scope = "func.func"}
// The forall body's arena: %t and %u, one after the other, per iteration.
// SCOPE: scf.forall
// SCOPE: memref.alloc() {memplan.lifetime = array<i64: 8, 10>, memplan.offset = 0 : i64, memplan.scope = "scf.forall at {{.*}}forall-scope.mlir:{{[0-9]+}}:3"}
// SCOPE: memref.alloc() {memplan.lifetime = array<i64: 12, 14>, memplan.offset = 0 : i64, memplan.scope = "scf.forall at {{.*}}forall-scope.mlir:{{[0-9]+}}:3"}
// SCOPE: } {memplan.arenas = [{lower_bound = 64 : i64, size = 64 : i64}]}
// SCOPE: memref.alloc() {memplan.lifetime = array<i64: 20, 22>, memplan.offset = 0 : i64, memplan.scope = "func.func"}

// CHECK-LABEL: func.func @forall
// CHECK:       %[[OUTER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       scf.forall
// CHECK-NEXT:    %[[INNER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[INNER]]
// CHECK:         memref.view %[[INNER]]
// CHECK:       memref.view %[[OUTER]]
func.func @forall(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %shared = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%shared : memref<16xf32>)
  scf.forall (%i) in (4) {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%two : f32) outs(%t : memref<16xf32>)
    %v = memref.load %t[%i] : memref<16xf32>
    %u = memref.alloc() : memref<16xf32>
    linalg.fill ins(%v : f32) outs(%u : memref<16xf32>)
    %w = memref.load %u[%i] : memref<16xf32>
    %s = memref.load %shared[%i] : memref<16xf32>
    %x = arith.addf %w, %s : f32
    memref.store %x, %out[%i] : memref<4xf32>
  }
  %after = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%after : memref<16xf32>)
  %y = memref.load %after[%c0] : memref<16xf32>
  memref.store %y, %out[%c0] : memref<4xf32>
  return
}

// Two scopes: the function's holds %shared (read in the forall) and %before (dead before it), side
// by side in 128 bytes; the forall body's holds %p and %q, planned per iteration at offset 0 of
// an arena of 64 bytes allocated in the body. Two views of each arena, and no other.
// SCOPE-LABEL: func.func @two_scopes
// SCOPE-SAME:  memplan.arenas = [{lower_bound = 128 : i64, size = 128 : i64}]
// SCOPE:       memref.alloc() {memplan.lifetime = array<i64: 3, 16>, memplan.offset = 0 : i64, memplan.scope = "func.func"}
// SCOPE:       memref.alloc() {memplan.lifetime = array<i64: 6, 7>, memplan.offset = 64 : i64, memplan.scope = "func.func"}
// SCOPE:       scf.forall
// SCOPE:       memref.alloc() {memplan.lifetime = array<i64: 10, 11>, memplan.offset = 0 : i64, memplan.scope = "scf.forall at {{.*}}forall-scope.mlir:[[FORALL:[0-9]+]]:3"}
// SCOPE:       memref.alloc() {memplan.lifetime = array<i64: 13, 14>, memplan.offset = 0 : i64, memplan.scope = "scf.forall at {{.*}}forall-scope.mlir:[[FORALL]]:3"}
// SCOPE:       } {memplan.arenas = [{lower_bound = 64 : i64, size = 64 : i64}]}

// CHECK-LABEL: func.func @two_scopes
// CHECK:       %[[OUTER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:       memref.view %[[OUTER]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       memref.view %[[OUTER]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       scf.forall
// CHECK-NEXT:    %[[INNER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[INNER]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:         memref.view %[[INNER]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK-NOT:   memref.view
// CHECK:       return
func.func @two_scopes() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %shared = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%shared : memref<16xf32>)
  %before = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%before : memref<16xf32>)
  scf.forall (%i) in (4) {
    %p = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%p : memref<16xf32>)
    %q = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%q : memref<16xf32>)
    %v = memref.load %shared[%i] : memref<16xf32>
  }
  return
}
