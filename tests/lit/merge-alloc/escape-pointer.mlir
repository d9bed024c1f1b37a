// Rule: once a buffer's pointer (or descriptor) is extracted, any integer may address it: the
// buffer escapes every analysis and keeps its allocation. So does a buffer that becomes a tensor
// (bufferization.to_tensor): what reads the tensor reads the buffer. The others are planned.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

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

// CHECK-LABEL: func.func @pointer_and_temporary
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       memref.extract_aligned_pointer_as_index %[[KEPT]]
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// expected-remark @below {{@pointer_and_temporary: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @pointer_and_temporary() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @pointer_and_temporary: its pointer or descriptor escapes through memref.extract_aligned_pointer_as_index}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32> -> index
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}

// CHECK-LABEL: func.func @to_tensor
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       bufferization.to_tensor %[[KEPT]]
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// expected-remark @below {{@to_tensor: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @to_tensor() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @to_tensor: its pointer or descriptor escapes through bufferization.to_tensor}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %t = bufferization.to_tensor %a : memref<16xf32> to tensor<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}
