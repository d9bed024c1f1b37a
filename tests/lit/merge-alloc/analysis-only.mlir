// Rule: with analysis-only merge-alloc plans as usual but only says so: each alloc is annotated
// with its scope and its lifetime and offset, or why it is left alone, and each function with its
// arenas (size and lower bound); nothing else changes: no arena, no view, every alloc stays.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | mlir-opt -o %t.mlir

// The chain of reuse-after-last-use.mlir: the first and third products at 0, the second at 65536,
// the last returned.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:  memplan.arenas = [{lower_bound = 131072 : i64, size = 131072 : i64}]
// CHECK-NOT:   memref.view
// CHECK:       memref.alloc() {memplan.lifetime = array<i64: 1, 9>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK:       memref.alloc() {memplan.lifetime = array<i64: 6, 14>, memplan.offset = 65536 : i64, memplan.scope = "func.func"} : memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK:       memref.alloc() {memplan.lifetime = array<i64: 11, 19>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK:       memref.alloc() {memplan.left_alone = "returned from the function", memplan.scope = "func.func"} : memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @chain(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a : memref<128x128xf32>)
  %b = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b : memref<128x128xf32>)
  %c = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  %d = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d : memref<128x128xf32>)
  return %d : memref<128x128xf32>
}
