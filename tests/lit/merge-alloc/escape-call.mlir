// Rule: lifetimes are per function, and a callee could keep what it is given: a buffer passed to
// func.call keeps its allocation.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

func.func private @consume(memref<16xf32>)
func.func private @keep(memref<16xf32>)

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

// The other buffer of the function is planned as usual, alone in its arena.
// CHECK-LABEL: func.func @caller_and_temporary
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @keep(%[[KEPT]])
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// expected-remark @below {{@caller_and_temporary: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @caller_and_temporary() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @caller_and_temporary: passed to func.call @keep (the callee could keep it)}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  func.call @keep(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}
