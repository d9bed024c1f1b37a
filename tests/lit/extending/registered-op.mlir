// Rule: an op memplan does not know is described once, by its op record (a plugin in entry point
// group memplan.ops; here a tests-only package, Inputs/test-ops, put on PYTHONPATH): reorder moves
// it on tensors like any pure op, bufferize derives its destination-passing model from the record
// (no model of its own), and merge-alloc plans the buffers it reads and writes. Without the
// record the op blocks every pass. (tests/extending/test_registered_op.py runs the result.)

// RUN: env PYTHONPATH=%S/Inputs/test-ops memplan-opt %s -allow-unregistered-dialect -p 'func.func(reorder),bufferize,func.func(merge-alloc)' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -allow-unregistered-dialect -o /dev/null
// RUN: not memplan-opt %s -allow-unregistered-dialect -p 'func.func(reorder),bufferize' --remarks 2>&1 | FileCheck %s --check-prefix=NONE

// Two branches each take a 16 KiB exp of %x and reduce it. In the program's order both exps are
// live at the first reduction; each branch to its end first, one at a time.
// REMARK: remark: @two_branches: reordered {{[0-9]+}} of 12 ops: peak of live tensor bytes 32772 -> 16392 (-50.0%), proven optimal
// REMARK: remark: @two_branches: 2 buffers (32768 bytes) share an arena of 16384 bytes
// NONE: remark: @two_branches: order kept: peak of live tensor bytes 32772
// NONE: error: bufferize: no bufferization model for 'test.exp' (it uses tensors)

// CHECK-LABEL: func.func @two_branches
// CHECK: %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16384xi8>
// CHECK: %[[A:.*]] = memref.view %[[ARENA]]
// CHECK: "test.exp"(%arg0, %[[A]]) : (memref<4096xf32>, memref<4096xf32>) -> ()
// CHECK: linalg.reduce ins(%[[A]]
// CHECK: %[[B:.*]] = memref.view %[[ARENA]]
// CHECK: "test.exp"(%arg0, %[[B]]) : (memref<4096xf32>, memref<4096xf32>) -> ()
// CHECK: linalg.reduce ins(%[[B]]
// CHECK-NOT: memref.copy
// CHECK: return
func.func @two_branches(%x: tensor<4096xf32>) -> (tensor<f32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4096xf32>
  %a = "test.exp"(%x, %e1) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096xf32>
  %b = "test.exp"(%x, %e2) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %s1 = tensor.empty() : tensor<f32>
  %z1 = linalg.fill ins(%zero : f32) outs(%s1 : tensor<f32>) -> tensor<f32>
  %ra = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z1 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32  linalg.yield %s : f32 }
  %s2 = tensor.empty() : tensor<f32>
  %z2 = linalg.fill ins(%zero : f32) outs(%s2 : tensor<f32>) -> tensor<f32>
  %rb = linalg.reduce ins(%b : tensor<4096xf32>) outs(%z2 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32  linalg.yield %s : f32 }
  return %ra, %rb : tensor<f32>, tensor<f32>
}
