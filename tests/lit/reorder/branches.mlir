// Rule: reorder runs each branch to its end before the next when that lowers the peak of live
// tensor bytes, keeps every dependence, and reports the peak before and after as a remark.

// RUN: memplan-opt %s -p 'func.func(reorder)' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: memplan-opt %s -p 'func.func(reorder{analysis-only})' | FileCheck %s --check-prefix=ANALYSIS
// RUN: memplan-opt %s -p 'func.func(reorder),bufferize,func.func(merge-alloc)' -o %t.mlir
// RUN: mlir-opt %t.mlir -o /dev/null
// UNSUPPORTED: fast

// Two branches widen %x (an argument: not counted) to 16 KiB each, then reduce them to 256 bytes.
// In the program's order both wide tensors and both accumulators are live at the first reduction:
// 2 * 16384 + 2 * 256 = 33280 bytes. Each branch to its end first: one wide tensor, its accumulator
// and the first branch's result, 16384 + 2 * 256 = 16896.
// REMARK: remark: @two_branches: reordered {{[0-9]+}} of 14 ops: peak of live tensor bytes 33280 -> 16896 (-49.2%), proven optimal
// ANALYSIS: memplan.peak = {after = 16896 : i64, before = 33280 : i64, lower_bound = {{[0-9]+}} : i64, optimal = true}

// CHECK-LABEL: func.func @two_branches
// CHECK: %[[WA:.*]] = linalg.broadcast ins(%arg0
// CHECK: %[[CA:.*]] = tensor.collapse_shape %[[WA]]
// CHECK: %[[XA:.*]] = tensor.expand_shape %[[CA]]
// CHECK: linalg.reduce ins(%[[XA]]
// CHECK: %[[WB:.*]] = linalg.broadcast ins(%arg0
// CHECK: return
func.func @two_branches(%x: tensor<256xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e16 = tensor.empty() : tensor<16x256xf32>
  %e = tensor.empty() : tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %wa = linalg.broadcast ins(%x : tensor<256xf32>) outs(%e16 : tensor<16x256xf32>) dimensions = [0]
  %wb = linalg.broadcast ins(%x : tensor<256xf32>) outs(%e16 : tensor<16x256xf32>) dimensions = [0]
  %acca = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %accb = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %ea = tensor.collapse_shape %wa [[0, 1]] : tensor<16x256xf32> into tensor<4096xf32>
  %ra0 = tensor.expand_shape %ea [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %eb = tensor.collapse_shape %wb [[0, 1]] : tensor<16x256xf32> into tensor<4096xf32>
  %rb0 = tensor.expand_shape %eb [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %ra = linalg.reduce ins(%ra0 : tensor<64x64xf32>) outs(%acca : tensor<64xf32>) dimensions = [1]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  %rb = linalg.reduce ins(%rb0 : tensor<64x64xf32>) outs(%accb : tensor<64xf32>) dimensions = [1]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  return %ra, %rb : tensor<64xf32>, tensor<64xf32>
}
