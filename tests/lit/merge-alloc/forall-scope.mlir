// Rule: iterations of an scf.forall may run at the same time, so its body is an allocation scope
// of its own: memory allocated there is planned per iteration, in an arena allocated in the body,
// and nothing there shares bytes with the enclosing scope. A buffer defined outside the forall and
// used inside is live for the whole forall and stays in the enclosing arena.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=SCOPE
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | mlir-opt -o %t.mlir

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
