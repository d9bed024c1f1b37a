// Rule: buffers of different memory spaces never share an arena: each space of a scope gets an
// arena of its own, in that space, sized by what is live together in that space alone. (The
// design's catalogue case, with GPU address spaces: ../design/memory-spaces.mlir.)

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir

// %a and %c (space 1) are never live together: one 64-byte arena in space 1 holds both at 0; %b
// has the default space's arena to itself.
// CHECK-LABEL: func.func @spaces
// CHECK-DAG:   %[[DEFAULT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-DAG:   %[[ONE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8, 1>
// CHECK:       memref.view %[[ONE]][%c0{{(_[0-9]+)?}}][] : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK:       memref.view %[[DEFAULT]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:       memref.view %[[ONE]][%c0{{(_[0-9]+)?}}][] : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK-NOT:   memref.alloc
// expected-remark @below {{@spaces memory space 1 : i64: 2 buffers (128 bytes) share an arena of 64 bytes (lower bound 64, planner auto)}}
// expected-remark @below {{@spaces: 1 buffer (64 bytes) in an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @spaces() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32, 1>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32, 1>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<16xf32, 1>
  linalg.fill ins(%cst : f32) outs(%c : memref<16xf32, 1>)
  return
}
