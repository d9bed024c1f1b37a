// Rule: writing over a destination whose buffer (or any alias of it) is read later would change what
// that read sees: the result gets a new buffer. If the op reads its destination's contents, they
// are copied first, or re-made by re-running the linalg.fill that made them (cheaper than a copy);
// if the destination was never defined (tensor.empty), nothing needs copying.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s
// (split-empty-tensors=off: auto would add a remark on its choice at the module's location,
// which -verify-diagnostics cannot expect; auto keeps off here, the output is the same.)
// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors=off}' -verify-diagnostics -o /dev/null

// CHECK-LABEL: func.func @copy
// %base lives in %e's buffer; %acc would overwrite it, but %again reads %base afterwards: copy.
// CHECK:       linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:       linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false"], memplan.reasons = ["", "copy: an alias is read later by linalg.add at line {{[0-9]+}}:12"]
// %again writes into %e's buffer too: nothing reads %base after it (it reads it itself, elementwise).
// CHECK:       linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
func.func @copy(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %base = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @below {{bufferize: %acc = linalg.generic copies its destination (operand #1) into a new buffer: an alias is read later by linalg.add}}
  %acc = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%base : tensor<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %again = linalg.add ins(%base, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %acc, %again : tensor<8xf32>, tensor<8xf32>
}
