// What bufferize still refuses around branches, each at the op (FILE:LINE:COL), exit 1, no traceback:
// a region of several blocks inside an op other than func.func that uses tensors, and a branch
// of another dialect passing tensors with no model registered for it.

// RUN: not memplan-opt %s -allow-unregistered-dialect -split-input-file -p bufferize 2>&1 | FileCheck %s
// CHECK-NOT: Traceback

// CHECK: cf-refused.mlir:[[# @LINE + 3]]:8: error: bufferize: 'scf.execute_region' has a region with several blocks that use tensors; branches between blocks (cf) are supported only in a function's body
// CHECK-NEXT: {{^}}  %r = scf.execute_region
func.func @region(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : tensor<4xf32>
  ^bb2:
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK: cf-refused.mlir:[[# @LINE + 2]]:3: error: bufferize: no bufferization model for 'test.br' (it uses tensors); register one with ModelRegistry.register
func.func @foreign(%a: tensor<4xf32>) -> tensor<4xf32> {
  "test.br"(%a)[^bb1] : (tensor<4xf32>) -> ()
^bb1(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}
