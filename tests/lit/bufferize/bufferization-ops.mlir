// Rule: the bufferization dialect's own ops: bufferization.to_tensor is the buffer it wraps (a
// function argument here, read-only: the returned tensor gets a copy); alloc_tensor is a new
// buffer, in the memory space it names, with copy(%x) a copy of %x; materialize_in_destination
// copies into its destination's buffer; dealloc_tensor and to_buffer leave nothing behind.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @bufferization_ops
// CHECK-SAME:  (%[[A:.*]]: memref<4xf32>, %[[M:.*]]: memref<4xf32>)
// CHECK:       %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:  memref.copy %[[A]], %[[COPY]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  %[[FRESH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2>
// CHECK-NEXT:  linalg.add ins(%[[COPY]], %[[M]] : memref<4xf32>, memref<4xf32>) outs(%[[FRESH]] : memref<4xf32, 2>)
// CHECK-NEXT:  memref.copy %[[FRESH]], %[[COPY]] : memref<4xf32, 2> to memref<4xf32>
// CHECK:       memref.copy %[[M]], %{{.*}} : memref<4xf32> to memref<4xf32>
// CHECK-NOT:   bufferization.
// CHECK:       return
func.func @bufferization_ops(%a: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %copy = bufferization.alloc_tensor() copy(%a) : tensor<4xf32>
  %fresh = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  %s = linalg.add ins(%copy, %t : tensor<4xf32>, tensor<4xf32>) outs(%fresh : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %copy : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.dealloc_tensor %fresh : tensor<4xf32>
  %b = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  return %r, %t : tensor<4xf32>, tensor<4xf32>
}
