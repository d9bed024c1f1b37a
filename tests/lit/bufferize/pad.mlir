// Rule: tensor.pad is a new buffer of the padded shape: filled with the padding value, its source
// copied into the interior (a subview). When the source is computed here and read nowhere else,
// its producers write straight into the interior (no copy, no buffer of its own) and only the
// border is filled.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @argument
// CHECK-SAME:  (%[[A:.*]]: memref<1x2x3x3xf32>)
// CHECK:       %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x5x5xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[P]] : memref<1x2x5x5xf32>)
// CHECK-NOT:   linalg.fill
// CHECK:       %[[IN:.*]] = memref.subview %[[P]][0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 1, 1]
// CHECK-NEXT:  memref.copy %[[A]], %[[IN]]
// CHECK-NEXT:  return %[[P]]
func.func @argument(%a: tensor<1x2x3x3xf32>) -> tensor<1x2x5x5xf32> {
  %cst = arith.constant -1.0 : f32
  %p = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %cst : f32
  } : tensor<1x2x3x3xf32> to tensor<1x2x5x5xf32>
  return %p : tensor<1x2x5x5xf32>
}

// The matmul and the relu after it write into the interior of the 6x6 buffer; the zero-filled
// accumulator %z is read again by the second matmul, so the first one gets its own fill there.
// Two buffers in all (6x6 and 4x4), and no copy.
// CHECK-LABEL: func.func @computed
// CHECK-NOT:   memref.copy
// CHECK:       %[[Z:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK:       %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
// CHECK:       %[[IN:.*]] = memref.subview %[[P]][1, 1] [4, 4] [1, 1]
// CHECK:       linalg.matmul ins(%arg0, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%[[IN]] :
// CHECK:       linalg.generic {{.*}} ins(%[[IN]] : {{.*}}) outs(%[[IN]] :
// CHECK:       linalg.matmul ins(%arg1, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%[[Z]] : memref<4x4xf32>)
// CHECK-NOT:   memref.copy
// CHECK-NOT:   memref.alloc
// CHECK:       return %[[P]], %[[Z]]
func.func @computed(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<6x6xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  %p = tensor.pad %r low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %again = linalg.matmul ins(%b, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %p, %again : tensor<6x6xf32>, tensor<4x4xf32>
}
