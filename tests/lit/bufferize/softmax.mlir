// Rule: linalg.softmax reads its input and writes its output whole: in place into the output's
// buffer when the analysis allows, else into a new buffer with no copy of the old contents.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @softmax
// CHECK-SAME:  (%[[X:.*]]: memref<2x8xf32>, %[[O:.*]]: memref<2x8xf32>, %[[W:.*]]: memref<2x8xf32> {bufferization.writable = true})
// CHECK:       %[[E:.*]] = memref.alloc() {{.*}} : memref<2x8xf32>
// CHECK-NEXT:  linalg.softmax dimension(1) ins(%[[X]] : memref<2x8xf32>) outs(%[[E]] : memref<2x8xf32>)
// CHECK-NEXT:  %[[N:.*]] = memref.alloc() {{.*}} : memref<2x8xf32>
// CHECK-NEXT:  linalg.softmax dimension(0) ins(%[[E]] : memref<2x8xf32>) outs(%[[N]] : memref<2x8xf32>)
// CHECK-NEXT:  linalg.softmax dimension(1) ins(%[[N]] : memref<2x8xf32>) outs(%[[W]] : memref<2x8xf32>)
// CHECK-NOT:   memref.copy
// CHECK:       return %[[N]], %[[W]]
func.func @softmax(%x: tensor<2x8xf32>, %o: tensor<2x8xf32>, %w: tensor<2x8xf32> {bufferization.writable = true})
    -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<2x8xf32>
  %a = linalg.softmax dimension(1) ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  // into a read-only argument: a new buffer, not a copy of %o
  %b = linalg.softmax dimension(0) ins(%a : tensor<2x8xf32>) outs(%o : tensor<2x8xf32>) -> tensor<2x8xf32>
  // into a writable argument: in place
  %c = linalg.softmax dimension(1) ins(%b : tensor<2x8xf32>) outs(%w : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %b, %c : tensor<2x8xf32>, tensor<2x8xf32>
}
