// Rule: with arena-from-argument the function-level arena of the default memory space becomes a new
// leading argument memref<Nxi8>, and the function records the size it needs (memplan.arena_size),
// for callers that bring a workspace. A function that is called in the module keeps its arena as
// an allocation (its callers would break), with a remark.

// RUN: memplan-opt %s -p 'merge-alloc{arena-from-argument}' -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{arena-from-argument}' | mlir-opt -o %t.mlir

// CHECK-LABEL: func.func @entry
// CHECK-SAME:  (%[[WS:.*]]: memref<128xi8>, %{{.*}}: memref<f32>)
// CHECK-SAME:  memplan.arena_size = 128 : i64
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[WS]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       memref.view %[[WS]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// expected-remark @below {{@entry: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @entry(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  func.call @helper(%out) : (memref<f32>) -> ()
  return
}

// CHECK-LABEL: func.func @helper
// CHECK-SAME:  (%{{.*}}: memref<f32>)
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// expected-remark @below {{@helper is called in this module, so its arena stays an allocation (arena-from-argument would break the callers)}}
// expected-remark @below {{@helper: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @helper(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}
