// Rule: planned are heap buffers whose layout is strided and whose element has an LLVM size. Left
// alone, each with its reason: stack allocations (memref.alloca), layouts that are not strided (an
// affine map), element types without a size known at compile time (scalable vectors). Buffers
// next to them are merged as usual. (Dynamic shapes: dynamic-shape.mlir.)

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @shapes
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       memref.alloca() : memref<16xf32>
// CHECK:       memref.alloc() : memref<4x4xf32, #map>
// CHECK:       memref.alloc() : memref<2xvector<[4]xf32>>
// expected-remark @below {{@shapes: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @shapes(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %static = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%static : memref<16xf32>)
  // expected-remark @below {{left alone in @shapes: stack allocation (memref.alloca)}}
  %stack = memref.alloca() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%stack : memref<16xf32>)
  // expected-remark @below {{left alone in @shapes: layout affine_map<(d0, d1) -> (d1, d0)> is not strided}}
  %permuted = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  // expected-remark @below {{left alone in @shapes: scalable vector vector<[4]xf32> has no size known at compile time}}
  %scalable = memref.alloc() : memref<2xvector<[4]xf32>>
  %v = memref.load %static[%c0] : memref<16xf32>
  memref.store %v, %out[] : memref<f32>
  return
}
