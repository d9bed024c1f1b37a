// Rule: a tensor.concat whose concatenated dimension is static in every input and the result,
// other dimensions dynamic alike in all of them (a decoder's rotary embedding), still has each
// input computed straight into its slice: a subview at a constant offset whose dynamic sizes are
// the buffer's own (memref.dim), strides dynamic where a later size is. The buffer is made where
// the first placed input's allocation was, sized by that allocation's dynamic sizes (which are
// defined there). An input that cannot be placed is copied into a slice of its run-time sizes.

// RUN: memplan-opt %s -p 'bufferize{placements=all}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null

// REMARK-NOT: %r = tensor.concat
// REMARK: remark: bufferize: %s = tensor.concat copies input #0: it is a function argument
// REMARK-NOT: %s = tensor.concat copies input #1
// REMARK: remark: bufferize: %t = tensor.concat copies input #0: it is a function argument
// REMARK: remark: bufferize: %t = tensor.concat copies input #1: it is a function argument

// One allocation, sized by the first empty tensor's size %n (defined before it); both halves are
// computed in their slices, nothing is copied.
// CHECK-LABEL: func.func @rotary
// CHECK-SAME:  (%[[X:.*]]: memref<1x?x8xf32>, %[[Y:.*]]: memref<1x?x8xf32>)
// CHECK:       %[[N:.*]] = memref.dim %[[X]], %{{.*}} : memref<1x?x8xf32>
// CHECK-NEXT:  %[[BUF:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<1x?x16xf32>
// CHECK:       %[[D0:.*]] = memref.dim %[[BUF]], %{{.*}} : memref<1x?x16xf32>
// CHECK-NEXT:  %[[A:.*]] = memref.subview %[[BUF]][0, 0, 0] [1, %[[D0]], 8] [1, 1, 1] : memref<1x?x16xf32> to memref<1x?x8xf32, strided<[?, 16, 1]>>
// CHECK:       linalg.exp ins(%[[X]] {{.*}} outs(%[[A]]
// CHECK:       %[[D1:.*]] = memref.dim %[[BUF]], %{{.*}} : memref<1x?x16xf32>
// CHECK-NEXT:  %[[B:.*]] = memref.subview %[[BUF]][0, 0, 8] [1, %[[D1]], 8] [1, 1, 1] : memref<1x?x16xf32> to memref<1x?x8xf32, strided<[?, 16, 1], offset: 8>>
// CHECK:       linalg.negf ins(%[[Y]] {{.*}} outs(%[[B]]
// CHECK-NOT:   memref.copy
// CHECK:       return %[[BUF]]
func.func @rotary(%x: tensor<1x?x8xf32>, %y: tensor<1x?x8xf32>) -> tensor<1x?x16xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c1 : tensor<1x?x8xf32>
  %e = tensor.empty(%n) : tensor<1x?x8xf32>
  %a = linalg.exp ins(%x : tensor<1x?x8xf32>) outs(%e : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
  %e2 = tensor.empty(%n) : tensor<1x?x8xf32>
  %b = linalg.negf ins(%y : tensor<1x?x8xf32>) outs(%e2 : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
  %r = tensor.concat dim(2) %a, %b : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
  return %r : tensor<1x?x16xf32>
}

// The argument is copied into its slice (sizes read off it); the computed input is placed.
// CHECK-LABEL: func.func @argument_input
// CHECK:       %[[BUF:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x12xf32>
// CHECK:       %[[B:.*]] = memref.subview %[[BUF]][0, 4] [%{{.*}}, 8] [1, 1] : memref<?x12xf32> to memref<?x8xf32, strided<[12, 1], offset: 4>>
// CHECK:       linalg.exp {{.*}} outs(%[[B]]
// CHECK:       %[[A:.*]] = memref.subview %[[BUF]][0, 0] [%{{.*}}, 4] [1, 1] : memref<?x12xf32> to memref<?x4xf32, strided<[12, 1]>>
// CHECK-NEXT:  memref.copy %arg0, %[[A]]
// CHECK-NEXT:  return %[[BUF]]
func.func @argument_input(%x: tensor<?x4xf32>, %y: tensor<?x8xf32>) -> tensor<?x12xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %y, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %b = linalg.exp ins(%y : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %s = tensor.concat dim(1) %x, %b : (tensor<?x4xf32>, tensor<?x8xf32>) -> tensor<?x12xf32>
  return %s : tensor<?x12xf32>
}

// Nothing placed: the buffer is made at the concat, sized by the first input's run-time size.
// CHECK-LABEL: func.func @arguments_only
// CHECK-SAME:  (%[[X:.*]]: memref<?x4xf32>, %[[Y:.*]]: memref<?x8xf32>)
// CHECK:       %[[N:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x4xf32>
// CHECK-NEXT:  %[[BUF:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x12xf32>
// CHECK:       %[[A:.*]] = memref.subview %[[BUF]][0, 0] [%{{.*}}, 4] [1, 1]
// CHECK-NEXT:  memref.copy %[[X]], %[[A]]
// CHECK:       %[[B:.*]] = memref.subview %[[BUF]][0, 4] [%{{.*}}, 8] [1, 1]
// CHECK-NEXT:  memref.copy %[[Y]], %[[B]]
// CHECK-NEXT:  return %[[BUF]]
func.func @arguments_only(%x: tensor<?x4xf32>, %y: tensor<?x8xf32>) -> tensor<?x12xf32> {
  %t = tensor.concat dim(1) %x, %y : (tensor<?x4xf32>, tensor<?x8xf32>) -> tensor<?x12xf32>
  return %t : tensor<?x12xf32>
}
