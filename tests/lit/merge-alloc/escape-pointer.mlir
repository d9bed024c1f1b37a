// Rule: once a buffer's pointer (or descriptor) is extracted, any integer may address it: the
// buffer escapes every analysis and keeps its allocation.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @pointer
// CHECK-NOT:   memref.view
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       memref.extract_aligned_pointer_as_index %[[B]]
func.func @pointer() -> index {
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @pointer: its pointer or descriptor escapes through memref.extract_aligned_pointer_as_index}}
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %p = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  return %p : index
}
