// Rule: after the deallocation pipeline buffers come with memref.dealloc. The deallocs of merged
// buffers go (no buffer is freed through a view) and the arena is freed once, at the end of its
// scope; a buffer left alone keeps its dealloc.

// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc | mlir-opt -allow-unregistered-dialect -o %t.mlir

// CHECK-LABEL: func.func @freed
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       memref.dealloc %[[KEPT]] : memref<16xf32>
// CHECK-NOT:   memref.dealloc {{.*}} : memref<16xf32>
// CHECK:       memref.dealloc %[[ARENA]] : memref<64xi8>
// CHECK-NEXT:  return
func.func @freed(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %kept = memref.alloc() : memref<16xf32>
  "test.keep"(%kept) : (memref<16xf32>) -> ()
  memref.dealloc %kept : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<16xf32>)
  %w = memref.load %b[%c0] : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.store %w, %out[] : memref<f32>
  return
}
