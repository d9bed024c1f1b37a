// Rule: arith.index_cast (and index_castui) on a tensor writes a new buffer, each element cast
// by a linalg.generic (upstream's cast on memrefs has no LLVM lowering); on scalars it is left
// alone. tensor.rank is memref.rank of the buffer, which it does not read.

// RUN: memplan-opt %s -p bufferize --split-input-file | FileCheck %s
// RUN: memplan-opt %s -p bufferize --split-input-file | mlir-opt --split-input-file > /dev/null

// CHECK-LABEL: func.func @index_cast
// CHECK-SAME:  (%[[T:.*]]: memref<?xindex>, %[[I:.*]]: index)
// CHECK:       %[[D:.*]] = memref.dim %[[T]], %{{.*}} : memref<?xindex>
// CHECK-NEXT:  %[[B:.*]] = memref.alloc(%[[D]]) {{.*}} : memref<?xi32>
// CHECK-NEXT:  linalg.generic {{.*}} ins(%[[T]] : memref<?xindex>) outs(%[[B]] : memref<?xi32>)
// CHECK-NEXT:  ^bb0(%[[X:.*]]: index, %{{.*}}: i32):
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[X]] : index to i32
// CHECK-NEXT:    linalg.yield %[[C]] : i32
// CHECK:       %[[U:.*]] = memref.alloc() {{.*}} : memref<2xindex>
// CHECK:         arith.index_castui %{{.*}} : i8 to index
// CHECK:       %[[S:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:       return %[[B]], %[[U]], %[[S]]
func.func @index_cast(%t: tensor<?xindex>, %i: index) -> (tensor<?xi32>, tensor<2xindex>, i64) {
  %r = arith.index_cast %t : tensor<?xindex> to tensor<?xi32>
  %c = arith.constant dense<[200, 7]> : tensor<2xi8>
  %u = arith.index_castui %c : tensor<2xi8> to tensor<2xindex>
  %s = arith.index_cast %i : index to i64
  return %r, %u, %s : tensor<?xi32>, tensor<2xindex>, i64
}

// -----

// CHECK-LABEL: func.func @rank
// CHECK-SAME:  (%[[T:.*]]: memref<*xf32>)
// CHECK-NEXT:  %[[R:.*]] = memref.rank %[[T]] : memref<*xf32>
// CHECK-NEXT:  return %[[R]] : index
func.func @rank(%t: tensor<*xf32>) -> index {
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}
