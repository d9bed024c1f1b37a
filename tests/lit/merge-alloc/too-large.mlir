// Rule: a buffer of more than 2^63 - 1 bytes (what a memref can address; upstream's
// promote-buffers-to-stack tests allocate memref<3090540x3090540x3090540xi32>) cannot be placed
// at any offset of an arena: it keeps its own memref.alloc, with a remark saying why, and the
// other buffers of its function are planned as usual. Buffers up to that size are planned, and
// two of them never live at once share an arena of one's size.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc -o %t && mlir-opt %t -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @huge
// CHECK-NEXT:  %[[ARENA:.*]] = memref.alloc() {{.*}} : memref<256xi8>
// CHECK:       %[[BIG:.*]] = memref.alloc() : memref<3090540x3090540x3090540xi32>
// CHECK:       memref.view %[[ARENA]]
// CHECK:       memref.view %[[ARENA]]
// CHECK-NOT:   memref.alloc
// CHECK:       memref.load %[[BIG]]
// expected-remark @below {{@huge: 2 buffers (512 bytes) share an arena of 256 bytes}}
func.func @huge(%i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  // expected-remark-re @below {{%big ({{.*}}too-large.mlir:23:10, memref.alloc) left alone in @huge: it takes 118076398501157856000 bytes, more than a memref can address (2^63 - 1 = 9223372036854775807 bytes)}}
  %big = memref.alloc() : memref<3090540x3090540x3090540xi32>
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %x = memref.load %a[%c0] : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<64xf32>)
  %y = memref.load %b[%c0] : memref<64xf32>
  %z = memref.load %big[%i, %i, %i] : memref<3090540x3090540x3090540xi32>
  return %z : i32
}

// 2^62 + 1 bytes each: together they would not fit in a memref, one after the other they do.
// CHECK-LABEL: func.func @huge_apart
// CHECK-NEXT:  %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4611686018427387905xi8>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<4611686018427387905xi8> to memref<4611686018427387905xi8>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<4611686018427387905xi8> to memref<4611686018427387905xi8>
// CHECK-NOT:   memref.view
// CHECK:       return
// expected-remark @below {{@huge_apart: 2 buffers (9223372036854775810 bytes) share an arena of 4611686018427387905 bytes (lower bound 4611686018427387905, planner auto)}}
func.func @huge_apart() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4611686018427387905xi8>
  %b = memref.alloc() : memref<4611686018427387905xi8>
  %x = memref.load %a[%c0] : memref<4611686018427387905xi8>
  %y = memref.load %b[%c0] : memref<4611686018427387905xi8>
  return
}
