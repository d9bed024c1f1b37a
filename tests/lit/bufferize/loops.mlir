// Rule: inside a loop, an op may not overwrite a value defined outside the loop that the loop
// reads: the next iteration would read the new contents. Loop-carried values that stay in the
// iteration's buffer need no copy at scf.yield; others are copied into it.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @outside
// %init comes from outside the loop and is read in every iteration: writing the sum over it would
// change what the next iteration reads. The sum goes over %acc instead, the iteration's own
// buffer, dead after the add. The loop's initial value %x is an argument, so the loop starts from
// a copy of it.
// CHECK:       scf.for
// CHECK:         linalg.add {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "write over operand #1 instead (dead afterwards): linalg.add reads a value from outside the enclosing loop that it would overwrite"]}
// CHECK:         scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"], memplan.reasons = ["", "", "", "copy: destination is not writable"]}
func.func @outside(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<8xf32>) {
    %next = linalg.add ins(%init, %acc : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %next : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @carried
// The accumulator is updated in place, so the yielded value is the iteration buffer: no copy.
// CHECK:       scf.for {{.*}} {
// CHECK:         linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:         scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @carried(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {
    %next = linalg.add ins(%acc, %x : tensor<8xf32>, tensor<8xf32>) outs(%acc : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %next : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @swapped
// The two carried values trade places each iteration: neither yielded value is its own
// iteration buffer, so both are copied (through temporaries, since each copy would overwrite the
// other's source).
// CHECK:         scf.yield {__inplace_operands_attr__ = ["false", "false"], memplan.reasons = ["copy into the loop's iteration buffer: {{.*}}", "copy into the loop's iteration buffer: {{.*}}"]}
func.func @swapped(%x: tensor<8xf32>, %y: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.yield %b, %a : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
