// Rule: an op may read another alias of its destination only where it writes it, element by
// element (an elementwise linalg op reading and writing the same buffer): then in place is safe.
// An op that reads the destination's buffer elsewhere (a matmul reading the matrix it writes, a
// transpose) needs a new buffer. An op may not write two operands that may share a buffer.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK:       linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]}
func.func @elementwise(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.mul ins(%t, %t : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @matmul
// CHECK:       linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "copy: linalg.matmul reads an alias of its destination (operand #0)"]}
func.func @matmul(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.exp ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.matmul ins(%t, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
