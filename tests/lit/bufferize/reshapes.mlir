// Rule: tensor.expand_shape and tensor.collapse_shape of a contiguous buffer are views of it
// (memref.expand_shape, memref.collapse_shape): no new buffer, no copy.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @reshapes
// CHECK-SAME:  (%[[A:.*]]: memref<2x6xf32>)
// CHECK-NEXT:    %[[X:.*]] = memref.expand_shape %[[A]] {{\[\[}}0], [1, 2]] output_shape [2, 2, 3] : memref<2x6xf32> into memref<2x2x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = memref.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : memref<2x2x3xf32> into memref<12xf32>
// CHECK-NEXT:    return %[[Y]] : memref<12xf32>
func.func @reshapes(%a: tensor<2x6xf32>) -> tensor<12xf32> {
  %x = tensor.expand_shape %a [[0], [1, 2]] output_shape [2, 2, 3] : tensor<2x6xf32> into tensor<2x2x3xf32>
  %y = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x2x3xf32> into tensor<12xf32>
  return %y : tensor<12xf32>
}
