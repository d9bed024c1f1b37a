// Rules: a buffer handed out by bufferization.to_buffer may be written by whoever holds the memref,
// so nothing is written over it in place afterwards; a function's result that may live in a
// read-only buffer other than an argument (a constant) is copied at the return, since callers may
// write into results.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @handed_out
// CHECK:       bufferization.to_buffer
// CHECK:       linalg.exp {__inplace_operands_attr__ = ["true", "false"], memplan.reasons = ["", "new buffer (its contents are not read): destination is not writable"]}
func.func @handed_out(%x: tensor<8xf32>) -> (memref<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  %u = linalg.exp ins(%x : tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %m, %u : memref<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @returns_constant
// CHECK:       return {__inplace_operands_attr__ = ["false"], memplan.reasons = ["copy: the returned value may live in a read-only buffer (a constant or a memref from outside), and callers may write into results"]}
func.func @returns_constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
