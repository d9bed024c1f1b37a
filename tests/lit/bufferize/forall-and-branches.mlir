// Rules: iterations of an scf.forall may run at once, so inside one only its shared outputs (or
// buffers made inside it) may be written; anything from outside would be raced on. Two ops in
// different branches of one scf.if never both run: a read in one branch does not stop a write in
// the other.

// RUN: memplan-opt %s -p 'bufferize{analysis-only}' | FileCheck %s

// CHECK-LABEL: func.func @forall
// CHECK:       scf.forall
// CHECK:         linalg.exp {__inplace_operands_attr__ = ["true", "false"], memplan.reasons = ["", "new buffer (its contents are not read): the buffer would be shared by concurrent scf.forall iterations"]}
func.func @forall(%x: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %in = tensor.extract_slice %x[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %t = linalg.exp ins(%in : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @branches
// %t is read in the else branch only; the then branch may write over it.
// CHECK:       scf.if
// CHECK:         linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:       } else {
func.func @branches(%p: i1, %x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %p -> tensor<8xf32> {
    %a = linalg.add ins(%t, %x : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  } else {
    %b = linalg.sub ins(%x, %t : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
