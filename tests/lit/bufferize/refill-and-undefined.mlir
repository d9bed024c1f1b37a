// Rule: when a destination cannot be written in place, its contents are re-made as cheaply as
// possible: a destination made by linalg.fill is filled again on the new buffer (no copy); a
// destination that was never defined (tensor.empty) needs nothing, only a new buffer.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize' | FileCheck %s --check-prefix=REWRITE

// CHECK-LABEL: func.func @shared_zero
// The zero-filled accumulator %z is shared by two matmuls: the first may not write over it (the
// second reads it), so it gets a new buffer filled again.
// CHECK:       linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "re-fill (the linalg.fill that made it runs again on the new buffer): an alias is read later by linalg.matmul at line {{[0-9]+}}:{{[0-9]+}}"]}
// CHECK:       linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// REWRITE-LABEL: func.func @shared_zero
// REWRITE-COUNT-2: linalg.fill
// REWRITE-NOT: linalg.fill
// REWRITE-NOT: memref.copy
func.func @shared_zero(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %q = linalg.matmul ins(%b, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %p, %q : tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @undefined
// %e is undefined: the first add gets a new buffer without copying anything.
// CHECK:       linalg.add {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "new buffer (its contents are not read): an alias is read later by linalg.add at line {{[0-9]+}}:{{[0-9]+}}"]}
// REWRITE-LABEL: func.func @undefined
// REWRITE-NOT: memref.copy
// REWRITE:     return
func.func @undefined(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %s = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %t = linalg.sub ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %u = linalg.add ins(%e, %t : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %s, %u : tensor<8xf32>, tensor<8xf32>
}
