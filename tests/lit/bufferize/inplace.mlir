// Rule: a destination (an operand an op writes, whose buffer the result would occupy) is written
// in place when its buffer is writable and no value that may share that buffer is read after the
// op. Reads and views are always in place. Each op with tensor operands says so, per operand, in
// upstream's attribute: "true" in place, "false" a new buffer, "none" not a tensor.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK:       linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK:       linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:       tensor.extract_slice %{{.*}}[0] [4] [1] {__inplace_operands_attr__ = ["true"]}
// CHECK:       return {__inplace_operands_attr__ = ["true"]}
// CHECK-NOT:   memplan.reasons
func.func @chain(%x: tensor<8xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %y = linalg.add ins(%x, %f : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %y[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
