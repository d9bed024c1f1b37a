// Rule: a buffer returned from the function escapes: the caller owns it, so it keeps its own
// allocation (and says why). Buffers that do not escape are still merged.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @ret
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[R:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       return %[[R]]
// expected-remark @below {{@ret: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @ret() -> memref<16xf32> {
  %one = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
  // expected-remark-re @below {{%r ({{.*}}escape-return.mlir:{{[0-9]+}}:8, written by linalg.add) left alone in @ret: returned from the function}}
  %r = memref.alloc() : memref<16xf32>
  linalg.add ins(%t, %t : memref<16xf32>, memref<16xf32>) outs(%r : memref<16xf32>)
  return %r : memref<16xf32>
}
