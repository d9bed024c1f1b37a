// An unranked tensor in a function's signature is refused at the function (FILE:LINE:COL, the
// source line shown), not at 0:0, and exits 1.

// RUN: not memplan-opt %s -p bufferize 2>&1 | FileCheck %s

// CHECK: unranked-boundary.mlir:[[# @LINE + 2]]:1: error: bufferize: unranked tensor tensor<*xf32> at the boundary of @main is not supported
// CHECK-NEXT: {{^}}func.func @main
func.func @main(%x: tensor<4xf32>) -> tensor<*xf32> {
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

// -----

// RUN: not memplan-opt %s -p bufferize --split-input-file 2>&1 | FileCheck %s --check-prefix=BODY
// BODY: unranked-boundary.mlir:[[# @LINE + 2]]:8: error: bufferize: unranked tensor tensor<*xf32> is not supported
func.func @body(%x: tensor<4xf32>) -> tensor<4xf32> {
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
