// Rule: a buffer defined outside an scf.if and used in one of its branches is live for the whole
// scf.if (walk order says nothing about which branch runs); a buffer allocated in a branch and used
// only there is live only there, and buffers of the two branches may share bytes.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s

// Ticks: 0 %c0, 1 %one, 2 %a, 3 fill(%a), 4 yield, 5 scf.if, 6 %t, 7 fill(%t), 8 yield,
// 9 load(%t), 10 store, 11 scf.yield (then), 12 %e, 13 fill(%e), 14 yield, 15 load(%a),
// 16 store(%e), 17 load(%e), 18 store, 19 scf.yield (else), 20 return.
// %a is used in the else branch only, and live for the whole scf.if: [3, 19].
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 3, 19>, memplan.offset = 0 : i64
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
