// Rule: a buffer stored into memory (a memref of memrefs) escapes: whoever loads it later may use
// it after any lifetime this pass could compute. It keeps its allocation.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @store
// CHECK-NOT:   memref.view
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       memref.store %[[B]], %{{.*}}[] : memref<memref<16xf32>>
func.func @store(%slot: memref<memref<16xf32>>) {
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @store: stored into memory by memref.store}}
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  memref.store %b, %slot[] : memref<memref<16xf32>>
  return
}
