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

// Buffers of dynamic size: their offsets and sizes are formulas of the symbols; the allocs stay.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT:   memref.view
// CHECK:       memref.alloc(%{{.*}}) {memplan.lifetime = array<i64: 4, 14>, memplan.offset = "0", memplan.scope = "func.func", memplan.size = "64*batch"} : memref<?x16xf32>
// CHECK:       memref.alloc(%{{.*}}) {memplan.lifetime = array<i64: 8, 14>, memplan.offset = "64*batch", memplan.scope = "func.func", memplan.size = "64*batch"} : memref<?x16xf32>
// CHECK:       memref.alloc(%{{.*}}) {memplan.left_alone = "returned from the function", memplan.scope = "func.func"} : memref<?x16xf32>
// CHECK-NOT:   memref.view
// CHECK:       return
func.func @dynamic(%x: memref<?x16xf32> {memplan.dims = [{name = "batch", min = 1 : i64, max = 8 : i64}, {}]},
                   %y: memref<?x16xf32> {memplan.dims = [{name = "batch"}, {}]}) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = memref.dim %y, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%x, %y : memref<?x16xf32>, memref<?x16xf32>) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  linalg.mul ins(%a, %x : memref<?x16xf32>, memref<?x16xf32>) outs(%b : memref<?x16xf32>)
  %out = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%b, %a : memref<?x16xf32>, memref<?x16xf32>) outs(%out : memref<?x16xf32>)
  return %out : memref<?x16xf32>
}
