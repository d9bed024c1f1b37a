// Rule: a result may live in the buffer of an input that dies at its op (a dead input) when the
// types differ only where one shape is dynamic: the result is a memref.cast of that buffer. A
// different element type, even of the same width, gets a buffer of its own.
// (tests/bufferize/test_dead_input_types.py runs these programs.)

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// %e4 is not writable in place (the fill's zeros are returned too), so %b needs another buffer:
// %a dies at %b's op, and %a's buffer holds 4x8 values exactly when %x has 4 rows. Two buffers,
// one cast.
// CHECK-LABEL: func.func @more_dynamic
// CHECK:       %[[Z:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK:       %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x8xf32>
// CHECK:       %[[B:.*]] = memref.cast %[[A]] : memref<?x8xf32> to memref<4x8xf32>
// CHECK-NEXT:  linalg.generic {{.*}} ins(%[[A]] : memref<?x8xf32>) outs(%[[B]] : memref<4x8xf32>)
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.cast
// CHECK:       return %[[B]], %[[Z]]

// The same with an i32 result (a bitcast of the same width): three buffers, no cast.
// CHECK-LABEL: func.func @other_element_type
// CHECK-NOT:   memref.cast
// CHECK-COUNT-3: memref.alloc
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.cast
// CHECK:       return
func.func @more_dynamic(%x: tensor<?x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.negf %in : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %b, %z : tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @other_element_type(%x: tensor<?x8xf32>) -> (tensor<4x8xi32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e4i = tensor.empty() : tensor<4x8xi32>
  %e0 = tensor.empty(%n) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e0 : tensor<?x8xf32>) -> tensor<?x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf32>) outs(%e4i : tensor<4x8xi32>) {
  ^bb0(%in: f32, %out: i32):
    %y = arith.bitcast %in : f32 to i32
    linalg.yield %y : i32
  } -> tensor<4x8xi32>
  return %b, %z : tensor<4x8xi32>, tensor<4x8xf32>
}
