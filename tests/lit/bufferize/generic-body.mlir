// Rule: a linalg op on tensors becomes the same op on the operands' buffers, its body moved as it
// is; a tensor the body captures from outside is read through its buffer: tensor.extract becomes
// memref.load.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @gather
// CHECK-SAME:  (%[[IDX:.*]]: memref<4xi64>, %[[TABLE:.*]]: memref<10x3xf32>)
// CHECK:       %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// CHECK:       linalg.generic {{.*}} ins(%[[IDX]] : memref<4xi64>) outs(%[[OUT]] : memref<4x3xf32>)
// CHECK:         arith.remui
// CHECK:         %[[ROW:.*]] = arith.index_cast
// CHECK:         %[[COL:.*]] = linalg.index 1 : index
// CHECK:         %[[V:.*]] = memref.load %[[TABLE]][%[[ROW]], %[[COL]]] : memref<10x3xf32>
// CHECK-NOT:     memref.load
// CHECK:         linalg.yield %[[V]] : f32
func.func @gather(%idx: tensor<4xi64>, %table: tensor<10x3xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<4xi64>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%i: i64, %o: f32):
    %c10 = arith.constant 10 : i64
    %m = arith.remui %i, %c10 : i64
    %row = arith.index_cast %m : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<10x3xf32>
    linalg.yield %v : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
