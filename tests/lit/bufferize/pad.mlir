// Rule: tensor.pad is a new buffer of the padded shape: filled with the padding value, its source
// copied into the interior (a subview). When the source is computed here and read nowhere else,
// its producers write straight into the interior (no copy, no buffer of its own) and only the
// border is filled. A source of run-time sizes has no static place in the padded buffer: it is
// copied in, whatever the placements option. A padding value computed from the position is
// written over the whole buffer by a linalg.generic running the body, the source copied in.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{placements=all}' | FileCheck %s --check-prefix=ALL
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null
// UNSUPPORTED: fast

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

// A dynamic batch: one buffer of the source's batch size, filled, the source copied in.
// CHECK-LABEL: func.func @dynamic_batch
// CHECK:       %[[D:.*]] = memref.dim %arg0, %{{.*}} : memref<?x3x8x8xf32>
// CHECK-NEXT:  %[[P:.*]] = memref.alloc(%[[D]]) {{.*}} : memref<?x3x10x10xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[P]] :
// CHECK-NEXT:  %[[IN:.*]] = memref.subview %[[P]][0, 0, 1, 1] [%[[D]], 3, 8, 8] [1, 1, 1, 1]
// CHECK-NEXT:  memref.copy %arg0, %[[IN]]
// CHECK-NEXT:  return %[[P]]
func.func @dynamic_batch(%x: tensor<?x3x8x8xf32>) -> tensor<?x3x10x10xf32> {
  %cst = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %cst : f32
  } : tensor<?x3x8x8xf32> to tensor<?x3x10x10xf32>
  return %p : tensor<?x3x10x10xf32>
}

// ALL-LABEL: func.func @dynamic_source_static_result
// ALL:       %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x8xf32>
// ALL-NEXT:  linalg.exp ins(%arg0 : memref<?x8xf32>) outs(%[[A]] : memref<?x8xf32>)
// ALL:       %[[P:.*]] = memref.alloc() {{.*}} : memref<6x10xf32>
// ALL:       %[[IN:.*]] = memref.subview %[[P]][1, 1] [%{{.*}}, 8] [1, 1]
// ALL-NEXT:  memref.copy %[[A]], %[[IN]]
// ALL-NEXT:  return %[[P]]
func.func @dynamic_source_static_result(%x: tensor<?x8xf32>) -> tensor<6x10xf32> {
  %z = arith.constant 0.5 : f32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%d) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<6x10xf32>
  return %p : tensor<6x10xf32>
}

// A padding value computed from the position: a linalg.generic runs the body at every element
// of the padded buffer (its indices as linalg.index), then the source is copied into the interior.
// CHECK-LABEL: func.func @by_position
// CHECK:       %[[P:.*]] = memref.alloc() {{.*}} : memref<6xf32>
// CHECK-NEXT:  linalg.generic {{.*}} outs(%[[P]] : memref<6xf32>)
// CHECK:         %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[C]] : i32 to f32
// CHECK-NEXT:    linalg.yield %[[F]] : f32
// CHECK:       %[[S:.*]] = memref.subview %[[P]][1] [4] [1]
// CHECK-NEXT:  memref.copy %arg0, %[[S]]
func.func @by_position(%x: tensor<4xf32>) -> tensor<6xf32> {
  %p = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}
