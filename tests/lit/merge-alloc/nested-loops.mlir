// Rule: a buffer used inside a loop or branch but defined outside it is live for the whole op, at
// every level of nesting up to where it is defined (a later iteration reads it again). A buffer
// allocated in a loop body and used only there is live only for its part of the body, since each
// iteration allocates it afresh.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s --check-prefix=REWRITE
// UNSUPPORTED: fast

// Ticks: 0-2 constants, 3 %w, 4 fill(%w), 5 yield, 6 outer scf.for, 7 %t, 8 fill(%t), 9 yield,
// 10 inner scf.for, 11 load(%w), 12 store(%t), 13 inner yield, 14 load(%t), 15 store(%out),
// 16 outer yield, 17 %late, 18 fill(%late), 19 yield, 20 load(%late), 21 store, 22 return.
// %w is read only in the inner loop, yet live for the whole outer loop: [4, 16].
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 4, 16>, memplan.offset = 0 : i64
// %t is allocated in the outer body: live for its part of it, the inner loop included: [8, 14].
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 8, 14>, memplan.offset = 64 : i64
// %late comes after the loops and reuses %w's bytes.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 18, 20>, memplan.offset = 0 : i64

// REWRITE: memref.alloc() {alignment = 64 : i64} : memref<128xi8>
func.func @nested(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %w = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%w : memref<16xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %w[%j] : memref<16xf32>
      memref.store %v, %t[%j] : memref<16xf32>
    }
    %s = memref.load %t[%c0] : memref<16xf32>
    memref.store %s, %out[] : memref<f32>
  }
  %late = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%late : memref<16xf32>)
  %x = memref.load %late[%c0] : memref<16xf32>
  memref.store %x, %out[] : memref<f32>
  return
}
