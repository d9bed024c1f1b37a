// Rule: a buffer is live from its first access to its last, where an access is a use by an op that
// may read or write memory. Allocating is not an access, nor is memref.dim, nor making a view
// (only using the view is). Lifetimes are [first, last] ticks: the function's ops in pre-order
// from 0, the bodies of linalg ops included.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s

// Ticks: 0 %i, 1 %one, 2 %a, 3 fill(%a), 4 its yield, 5 %n = dim(%a), 6 %b, 7 %sub = subview(%b),
// 8 fill(%b), 9 yield, 10 load(%a), 11 store(%sub), 12 load(%b), 13 return.
// %a: first access the fill at 3, last the load at 10. The dim at 5 does not count.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 3, 10>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// %b: its fill at 8, the store through the subview at 11, its own load at 12; the subview at 7 does not count.
// CHECK: memref.alloc() {memplan.lifetime = array<i64: 8, 12>, memplan.offset = 64 : i64, memplan.scope = "func.func"} : memref<16xf32>
func.func @accesses(%out: memref<f32>) -> index {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %n = memref.dim %a, %i : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %sub = memref.subview %b[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%i] : memref<16xf32>
  memref.store %v, %sub[%i] : memref<4xf32, strided<[1], offset: 4>>
  %w = memref.load %b[%i] : memref<16xf32>
  memref.store %w, %out[] : memref<f32>
  return %n : index
}
