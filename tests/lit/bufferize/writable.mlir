// Rule: only writable buffers are written in place. Function arguments are read-only unless the
// caller allows writing (writable-function-args, or bufferization.writable on the argument);
// constants are never writable. An elementwise op may instead write over one of its inputs that is
// dead afterwards.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{analysis-only writable-function-args}' | FileCheck %s --check-prefix=WRITABLE
// RUN: memplan-opt %s -p 'bufferize{analysis-only writable-function-args=1}' | FileCheck %s --check-prefix=WRITABLE
// RUN: memplan-opt %s -p 'bufferize{analysis-only writable-function-args=false}' | FileCheck %s
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @argument
// CHECK:       linalg.exp {__inplace_operands_attr__ = ["true", "false"], memplan.reasons = ["", "new buffer (its contents are not read): destination is not writable"]}
// WRITABLE-LABEL: func.func @argument
// WRITABLE:    linalg.exp {__inplace_operands_attr__ = ["true", "true"]}
func.func @argument(%x: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.exp ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @marked
// CHECK:       linalg.exp {__inplace_operands_attr__ = ["true", "true"]}
func.func @marked(%x: tensor<8xf32>, %out: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %r = linalg.exp ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @constant
// CHECK:       linalg.generic {{.*}}__inplace_operands_attr__ = ["false"], memplan.reasons = ["copy: destination is not writable"]
func.func @constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%o: f32):
    %t = arith.addf %o, %o : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @reuse_input
// %out is read-only, but %t (made here, dead after the add) can take the result.
// CHECK:       linalg.add {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "write over operand #0 instead (dead afterwards): destination is not writable"]}
func.func @reuse_input(%x: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.add ins(%t, %x : tensor<8xf32>, tensor<8xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
