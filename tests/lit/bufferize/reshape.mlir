// Rule: tensor.reshape is a view of its source's buffer (memref.reshape, the shape read from a
// buffer of the shape operand) when that buffer is contiguous; a strided source (a slice) is
// first copied into a new contiguous buffer of its sizes.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @view
// CHECK-SAME:  (%[[X:.*]]: memref<?x8xf32>)
// CHECK-NOT:   memref.copy
// CHECK:       %[[SHAPE:.*]] = memref.alloc() {{.*}} : memref<3xi64>
// CHECK:       memref.reshape %[[X]](%[[SHAPE]]) : (memref<?x8xf32>, memref<3xi64>) -> memref<2x?x4xf32>
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @view(%x: tensor<?x8xf32>) -> tensor<2x?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %n64 = arith.index_cast %n : index to i64
  %c2 = arith.constant 2 : i64
  %c4 = arith.constant 4 : i64
  %shape = tensor.from_elements %c2, %n64, %c4 : tensor<3xi64>
  %r = tensor.reshape %x(%shape) : (tensor<?x8xf32>, tensor<3xi64>) -> tensor<2x?x4xf32>
  %e = tensor.empty(%n) : tensor<2x?x4xf32>
  %y = linalg.add ins(%r, %r : tensor<2x?x4xf32>, tensor<2x?x4xf32>) outs(%e : tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %y : tensor<2x?x4xf32>
}

// CHECK-LABEL: func.func @strided_source
// CHECK:       %[[S:.*]] = memref.subview %arg0[0, 0] [%{{.*}}, 4] [1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1]>>
// CHECK:       %[[D:.*]] = memref.dim %[[S]]
// CHECK-NEXT:  %[[C:.*]] = memref.alloc(%[[D]]) {{.*}} : memref<?x4xf32>
// CHECK-NEXT:  memref.copy %[[S]], %[[C]]
// CHECK-NEXT:  %[[R:.*]] = memref.reshape %[[C]](%{{.*}}) : (memref<?x4xf32>, memref<1xi64>) -> memref<?xf32>
// CHECK-NEXT:  return %[[R]]
func.func @strided_source(%x: tensor<?x8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %s = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %c4 = arith.constant 4 : index
  %m = arith.muli %n, %c4 : index
  %m64 = arith.index_cast %m : index to i64
  %shape = tensor.from_elements %m64 : tensor<1xi64>
  %r = tensor.reshape %s(%shape) : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
