// Rule: tensor.extract_slice is a view of its source's buffer: a memref.subview whose strided
// layout (strides and offset in elements) says where the slice lies.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// Columns 128..255 of a 1x32x384 buffer: strides 12288, 384, 1, offset 128.
// CHECK-LABEL: func.func @columns
// CHECK-SAME:  (%[[A:.*]]: memref<1x32x384xf32>)
// CHECK:       %[[S:.*]] = memref.subview %[[A]][0, 0, 128] [1, 32, 128] [1, 1, 1] : memref<1x32x384xf32> to memref<1x32x128xf32, strided<[12288, 384, 1], offset: 128>>
// CHECK-NOT:   memref.subview
// CHECK:       linalg.copy ins(%[[S]] : memref<1x32x128xf32, strided<[12288, 384, 1], offset: 128>>)
func.func @columns(%a: tensor<1x32x384xf32>) -> tensor<1x32x128xf32> {
  %s = tensor.extract_slice %a[0, 0, 128] [1, 32, 128] [1, 1, 1] : tensor<1x32x384xf32> to tensor<1x32x128xf32>
  %e = tensor.empty() : tensor<1x32x128xf32>
  %r = linalg.copy ins(%s : tensor<1x32x128xf32>) outs(%e : tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
  return %r : tensor<1x32x128xf32>
}
