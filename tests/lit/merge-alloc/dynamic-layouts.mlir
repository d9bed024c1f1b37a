// Rule: a scope of dynamic sizes may keep several layouts (below relations) when no one of them
// is close to the max-live bytes at every size (squares of %n beside multiples of it and
// constants). Each layout is valid for every size; the scope's prologue computes every kept
// layout's arena and takes the offsets of the smallest (arith.select on an arith.cmpi slt), so
// the choice changes how much memory is used, never whether live buffers overlap.

// RUN: memplan-opt %s -p 'merge-alloc{planner=best-fit}' -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{planner=best-fit}' | mlir-opt -o %t.mlir

// CHECK-LABEL: func.func @main
// CHECK:       %[[SMALLER:.*]] = arith.cmpi slt, %[[SECOND:.*]], %[[FIRST:.*]] : index
// CHECK:       arith.select %[[SMALLER]]
// CHECK:       %[[SIZE:.*]] = arith.select %[[SMALLER]], %[[SECOND]], %[[FIRST]] : index
// CHECK:       cf.assert {{.*}} overflow 64-bit arithmetic
// CHECK:       %[[ARENA:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK-COUNT-5: memref.view %[[ARENA]]

// expected-remark @below {{@main: 5 buffers (3 of dynamic size) share an arena of the least of 2 layouts'}}
func.func @main(%x: memref<?xf32>) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  // expected-remark @below {{left alone in @main: returned from the function}}
  %acc = memref.alloc() : memref<f32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%acc : memref<f32>)
  %b1 = memref.alloc(%n) : memref<?x192xf32>
  %v1 = arith.constant 2.0 : f32
  linalg.fill ins(%v1 : f32) outs(%b1 : memref<?x192xf32>)
  %b2 = memref.alloc(%n, %n) : memref<?x?xf32>
  %v2 = arith.constant 3.0 : f32
  linalg.fill ins(%v2 : f32) outs(%b2 : memref<?x?xf32>)
  %b3 = memref.alloc() : memref<1024xf32>
  %v3 = arith.constant 4.0 : f32
  linalg.fill ins(%v3 : f32) outs(%b3 : memref<1024xf32>)
  memref.copy %b1, %b1 : memref<?x192xf32> to memref<?x192xf32>
  %b0 = memref.alloc(%n, %n) : memref<?x?x4xf32>
  %v0 = arith.constant 1.0 : f32
  linalg.fill ins(%v0 : f32) outs(%b0 : memref<?x?x4xf32>)
  %b4 = memref.alloc() : memref<6144xf32>
  %v4 = arith.constant 5.0 : f32
  linalg.fill ins(%v4 : f32) outs(%b4 : memref<6144xf32>)
  memref.copy %b4, %b4 : memref<6144xf32> to memref<6144xf32>
  memref.copy %b0, %b0 : memref<?x?x4xf32> to memref<?x?x4xf32>
  memref.copy %b2, %b2 : memref<?x?xf32> to memref<?x?xf32>
  memref.copy %b3, %b3 : memref<1024xf32> to memref<1024xf32>
  return %acc : memref<f32>
}
