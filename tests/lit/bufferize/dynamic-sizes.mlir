// Rule: a new buffer of dynamic shape takes its sizes from what the program already has: the
// index operands of tensor.empty, or a memref.dim of the buffer it copies (an argument written
// out of place, a strided slice made contiguous). Views keep their sizes (subview, reshapes).

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// Three new buffers, each with one dynamic size, and two memref.dim.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:  (%[[A:.*]]: memref<?x4xf32>, %[[N:.*]]: index)
// CHECK:       %[[E:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK:       %[[D1:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x4xf32>
// CHECK-NEXT:  %[[R:.*]] = memref.alloc(%[[D1]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:  memref.copy %[[A]], %[[R]]
// CHECK:       %[[S:.*]] = memref.subview %[[R]][0, 1] [%[[N]], 2] [1, 1]
// CHECK:       %[[D2:.*]] = memref.dim %[[S]], %{{.*}}
// CHECK-NEXT:  %[[T:.*]] = memref.alloc(%[[D2]]) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK-NEXT:  memref.copy %[[S]], %[[T]]
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.dim
// CHECK:       return %[[R]], %[[E]]
func.func @dynamic(%a: tensor<?x4xf32>, %n: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x4xf32>) outs(%a : tensor<?x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<?x4xf32>
  %s = tensor.extract_slice %r[0, 1] [%n, 2] [1, 1] : tensor<?x4xf32> to tensor<?x2xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [%n, 2] : tensor<?xf32> into tensor<?x2xf32>
  %ins = tensor.insert_slice %x into %e[0, 0] [%n, 2] [1, 1] : tensor<?x2xf32> into tensor<?x4xf32>
  return %r, %ins : tensor<?x4xf32>, tensor<?x4xf32>
}
