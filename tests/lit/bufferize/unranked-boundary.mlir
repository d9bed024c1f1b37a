// Rule: an unranked tensor (tensor<*xf32>) at a function boundary is an unranked memref
// (memref<*xf32>), which holds a buffer of any rank and layout. Where ranked code meets it, a
// tensor.cast becomes a memref.cast: into memref<*xf32> from any ranked buffer, and out of it into
// the fully dynamic layout (the buffer's strides are known only at run time). Calls pass unranked
// buffers as they are.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt > /dev/null

// CHECK-LABEL: func.func @pass_through
// CHECK-SAME:  (%[[S:.*]]: memref<*xf32>) -> memref<*xf32>
// CHECK-NEXT:  return %[[S]] : memref<*xf32>
func.func @pass_through(%s: tensor<*xf32>) -> tensor<*xf32> {
  return %s : tensor<*xf32>
}

// CHECK-LABEL: func.func @ranked_meets_unranked
// CHECK-SAME:  (%[[T:.*]]: memref<4xf32>, %[[S:.*]]: memref<*xf32>) -> (memref<*xf32>, memref<4xf32>)
// CHECK:       %[[U:.*]] = memref.cast %[[T]] : memref<4xf32> to memref<*xf32>
// CHECK:       %[[C:.*]] = call @pass_through(%[[U]]) : (memref<*xf32>) -> memref<*xf32>
// CHECK:       %[[R:.*]] = memref.cast %[[S]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:       linalg.add ins(%[[R]], %[[T]] : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// CHECK:       return %[[C]], %[[A]] : memref<*xf32>, memref<4xf32>
func.func @ranked_meets_unranked(%t: tensor<4xf32>, %s: tensor<*xf32>) -> (tensor<*xf32>, tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %c = call @pass_through(%u) : (tensor<*xf32>) -> tensor<*xf32>
  %r = tensor.cast %s : tensor<*xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.add ins(%r, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %c, %a : tensor<*xf32>, tensor<4xf32>
}

// A ranked result made from an unranked one is a view of it: returned as the function's identity
// type, it is copied (a cast out of the fully dynamic layout could fail at run time).
// CHECK-LABEL: func.func @ranked_result
// CHECK-SAME:  (%[[S:.*]]: memref<*xf32>) -> memref<2x3xf32>
// CHECK:       %[[R:.*]] = memref.cast %[[S]] : memref<*xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK:       memref.copy %[[R]], %[[A]]
// CHECK:       return %[[A]] : memref<2x3xf32>
func.func @ranked_result(%s: tensor<*xf32>) -> tensor<2x3xf32> {
  %r = tensor.cast %s : tensor<*xf32> to tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// A cast between the same unranked types is the buffer itself (memref.cast of unranked to
// unranked is invalid).
// CHECK-LABEL: func.func @unranked_to_unranked
// CHECK-SAME:  (%[[A:.*]]: memref<*xi32>) -> memref<*xi32>
// CHECK-NEXT:  return %[[A]] : memref<*xi32>
func.func @unranked_to_unranked(%a: tensor<*xi32>) -> tensor<*xi32> {
  %c = tensor.cast %a : tensor<*xi32> to tensor<*xi32>
  return %c : tensor<*xi32>
}
