// Rule: lifetimes are per function, and a callee could keep what it is given: a buffer passed to
// func.call keeps its allocation.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

func.func private @consume(memref<16xf32>)

// CHECK-LABEL: func.func @caller
// CHECK-NOT:   memref.view
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @consume(%[[B]])
func.func @caller() {
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @caller: passed to func.call @consume (the callee could keep it)}}
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  func.call @consume(%b) : (memref<16xf32>) -> ()
  return
}
