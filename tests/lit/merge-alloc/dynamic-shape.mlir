// Rule (for now): a buffer whose shape is only known at run time is left alone, with a remark;
// the static buffers beside it are merged.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @dynamic
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       memref.alloc(%{{.*}}) : memref<?xf32>
// expected-remark @below {{@dynamic: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @dynamic(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %static = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%static : memref<16xf32>)
  // expected-remark @below {{left alone in @dynamic: dynamic shape}}
  %dynamic = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%dynamic : memref<?xf32>)
  %v = memref.load %static[%c0] : memref<16xf32>
  %w = memref.load %dynamic[%c0] : memref<?xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}
