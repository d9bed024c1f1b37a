// Rule: with split-empty-tensors each op writing a tensor.empty that other ops write too gets a
// buffer of its own, or a dead input's, instead of all sharing one. torch-mlir's pattern: one
// tensor.empty is the destination of every elementwise op of its shape; here %b writes over %a
// (dead at %b) and %c over %b, and %d gets a buffer of its own: two buffers.
// (tests/bufferize/test_split_empty_tensors.py runs it and compares the bytes live at once.)

// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors}' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors}' | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @shared_empty
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK-NEXT:  linalg.exp ins(%arg0 : memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  linalg.negf ins(%[[A]] : memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  linalg.add ins(%[[A]], %arg1 : memref<64xf32>, memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  %[[D:.*]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK-NEXT:  linalg.exp ins(%arg1 : memref<64xf32>) outs(%[[D]] : memref<64xf32>)
// CHECK-NEXT:  return %[[A]], %[[D]]
func.func @shared_empty(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.negf ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %c = linalg.add ins(%b, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.exp ins(%y : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %c, %d : tensor<64xf32>, tensor<64xf32>
}
