// Rule: a buffer with a strided, non-identity layout is merged too: it becomes a flat view of the
// arena, and memref.reinterpret_cast restores its layout (offset, sizes, strides).

// RUN: memplan-opt %s -p merge-alloc | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{alignment=8}' | FileCheck %s --check-prefix=EIGHT
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// RUN: memplan-opt %s -p 'merge-alloc{alignment=8}' | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

// The padded buffer holds 4 rows of 16 f32 (the last row needs 12 + 4 = 16): 256 bytes.
// CHECK-LABEL: func.func @padded
// CHECK:       %[[BASE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:       %[[FLAT:.*]] = memref.view %[[BASE]][%c{{[0-9]+(_[0-9]+)?}}][] : memref<512xi8> to memref<64xf32>
// CHECK:       memref.reinterpret_cast %[[FLAT]] to offset: [4], sizes: [4, 12], strides: [16, 1] : memref<64xf32> to memref<4x12xf32, strided<[16, 1], offset: 4>>
func.func @padded(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %p = memref.alloc() : memref<4x12xf32, strided<[16, 1], offset: 4>>
  linalg.fill ins(%one : f32) outs(%p : memref<4x12xf32, strided<[16, 1], offset: 4>>)
  %q = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%q : memref<64xf32>)
  %v = memref.load %p[%c0, %c0] : memref<4x12xf32, strided<[16, 1], offset: 4>>
  %w = memref.load %q[%c0] : memref<64xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}

// A 4x4 buffer with row stride 8 and offset 2 spans 2 + 3 * 8 + 3 + 1 = 30 f32s: 120 bytes, then
// the 16 bytes of %b at offset 120 (at alignment 8 there is no padding; at 64 the 144-byte arena
// would exceed the 136 bytes apart, see never-worse.mlir).
// EIGHT-LABEL: func.func @offset_rows
// EIGHT:       %[[BASE:.*]] = memref.alloc() {alignment = 8 : i64} : memref<136xi8>
// EIGHT:       %[[FLAT:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<136xi8> to memref<30xf32>
// EIGHT:       memref.reinterpret_cast %[[FLAT]] to offset: [2], sizes: [4, 4], strides: [8, 1] : memref<30xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
// EIGHT:       memref.view %[[BASE]][%c120][] : memref<136xi8> to memref<4xf32>
func.func @offset_rows() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4x4xf32, strided<[8, 1], offset: 2>>
  linalg.fill ins(%cst : f32) outs(%a : memref<4x4xf32, strided<[8, 1], offset: 2>>)
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<4xf32>)
  %v = memref.load %a[%c0, %c0] : memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}
