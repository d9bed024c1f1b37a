// Rule: any access through an alias counts: views (subview, cast, reshapes, reinterpret_cast),
// arith.select, and values carried through scf.if results. A buffer stays live until the last
// access to anything that may point into it.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @views
// %a is read last through a collapse_shape of a cast, at the end: it is live with %b, so they do
// not share bytes although %a itself is not used after %b is made.
// Ticks: 0 %one, 1 %a, 2 fill(%a), 3 yield, 4 cast, 5 collapse_shape, 6 %b, 7 fill(%b), 8 yield,
// 9 cast, 10 linalg.add reading %fixed (an alias of %a) and %b, 11-12 its body.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 2, 12>, memplan.offset = 0 : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 7, 12>, memplan.offset = 256 : i64
func.func @views(%out: memref<64xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8x8xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<8x8xf32>)
  %cast = memref.cast %a : memref<8x8xf32> to memref<?x8xf32>
  %flat = memref.collapse_shape %cast [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<64xf32>)
  %fixed = memref.cast %flat : memref<?xf32> to memref<64xf32>
  linalg.add ins(%fixed, %b : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  return
}

// CHECK-LABEL: func.func @select
// Either buffer may be the one read through %s: both live until that read, so they overlap.
// Ticks: 2 fill(%a), 5 fill(%b), 7 select, 8 the copy reading %s, 9 its body.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 2, 9>, memplan.offset = 0 : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 5, 9>, memplan.offset = 64 : i64
func.func @select(%p: i1, %out: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %s = arith.select %p, %a, %b : memref<16xf32>
  linalg.copy ins(%s : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// CHECK-LABEL: func.func @if_result
// The scf.if yields %a or %b; the copy after it reads whichever it was: both live until then.
// Ticks: 7 scf.if, 8 and 9 its yields (not accesses), 10 the copy reading %r, 11 its body.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 2, 11>, memplan.offset = 0 : i64
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 5, 11>, memplan.offset = 64 : i64
func.func @if_result(%p: i1, %out: memref<16xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %r = scf.if %p -> memref<16xf32> {
    scf.yield %a : memref<16xf32>
  } else {
    scf.yield %b : memref<16xf32>
  }
  linalg.copy ins(%r : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}
