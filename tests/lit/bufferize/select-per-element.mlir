// Rule: arith.select with a tensor of i1 as condition picks element by element: its result is a
// new buffer written by a linalg.generic that selects each element (an arith.select on memrefs is
// invalid IR; upstream refuses this form). Its sizes are the true value's; the new buffer may be
// placed like any other (here in its slice of a concatenation). A scalar condition still selects
// one of the two buffers, copying nothing.

// RUN: memplan-opt %s -p 'bufferize{placements=all}' -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null
// UNSUPPORTED: fast

// CHECK:       #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @per_element
// CHECK-SAME:  (%[[C:.*]]: memref<?x4xi1>, %[[A:.*]]: memref<?x4xf32>, %[[B:.*]]: memref<?x4xf32>)
// CHECK:       %[[N:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x4xf32>
// CHECK:       %[[R:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x4xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[C]], %[[A]], %[[B]] : memref<?x4xi1>, memref<?x4xf32>, memref<?x4xf32>) outs(%[[R]] : memref<?x4xf32>)
// CHECK-NEXT:  ^bb0(%[[X:.*]]: i1, %[[Y:.*]]: f32, %[[Z:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[V:.*]] = arith.select %[[X]], %[[Y]], %[[Z]] : f32
// CHECK-NEXT:    linalg.yield %[[V]] : f32
// CHECK-NOT:   linalg.generic
// CHECK-NOT:   memref.copy
// CHECK:       return %[[R]]
func.func @per_element(%c: tensor<?x4xi1>, %a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = arith.select %c, %a, %b : tensor<?x4xi1>, tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @placed
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4x4xf32>
// CHECK:       %[[S:.*]] = memref.subview %[[BUF]][0, 0] [2, 4] [1, 1]
// CHECK:       linalg.generic {{.*}} outs(%[[S]] : memref<2x4xf32>)
// CHECK:       arith.select %{{.*}} : f32
// CHECK-COUNT-1: memref.copy
// CHECK:       return %[[BUF]]
func.func @placed(%c: tensor<2x4xi1>, %a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<4x4xf32> {
  %s = arith.select %c, %a, %b : tensor<2x4xi1>, tensor<2x4xf32>
  %r = tensor.concat dim(0) %s, %a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @scalar
// CHECK-NOT:   memref.alloc
// CHECK:       %[[R:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<4xf32>
// CHECK:       return %[[R]]
func.func @scalar(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.select %c, %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
