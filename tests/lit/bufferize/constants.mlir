// Rule: a tensor constant becomes a private constant memref.global, read through one
// memref.get_global. A constant is read-only: an op whose destination is a constant never writes
// into it in place, it writes a new buffer.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK:       memref.global "private" constant @[[GLOBAL:.*]] : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]>
// CHECK-NOT:   memref.global

// CHECK-LABEL: func.func @read
// CHECK:       %[[C:.*]] = memref.get_global @[[GLOBAL]] : memref<3xf32>
// CHECK-NOT:   memref.get_global
// CHECK:       linalg.add ins(%arg0, %[[C]] : memref<3xf32>, memref<3xf32>)
func.func @read(%a: tensor<3xf32>) -> tensor<3xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.add ins(%a, %c : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// CHECK-LABEL: func.func @written
// CHECK:       %[[C:.*]] = memref.get_global @[[GLOBAL]] : memref<3xf32>
// CHECK:       %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK:       linalg.add ins(%arg0, %[[C]] : memref<3xf32>, memref<3xf32>) outs(%[[NEW]] : memref<3xf32>)
// CHECK:       return %[[NEW]]
func.func @written(%a: tensor<3xf32>) -> tensor<3xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = linalg.add ins(%a, %c : tensor<3xf32>, tensor<3xf32>) outs(%c : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
