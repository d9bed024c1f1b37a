// Rule: reorder moves only side-effect-free ops, within their data dependences: nothing crosses
// an op with effects (a call, memory accesses), and an op that may misbehave where a cf.assert
// before it would stop the program stays after the assert.

// RUN: memplan-opt %s -p 'func.func(reorder)' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: not memplan-opt %s -p 'func.func(reorder{max-states=-1})' 2>&1 | FileCheck %s --check-prefix=BAD
// UNSUPPORTED: fast

// REMARK: remark: @barrier: reordered {{[0-9]+}} of 15 ops: peak of live tensor bytes 33280 -> 33024
// BAD: reorder: max-states=-1 must be an integer of at least 0

func.func private @side()

// The program of branches.mlir with a call after the two widenings: no op moves across it, so
// both wide tensors are live at the call whatever the order after it (32768 bytes). Only the
// accumulators' fills move, after the call, so that one of them at most is live with both.
// CHECK-LABEL: func.func @barrier
// CHECK: linalg.broadcast
// CHECK-NEXT: linalg.broadcast
// CHECK-NEXT: call @side()
func.func @barrier(%x: tensor<256xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e16 = tensor.empty() : tensor<16x256xf32>
  %e = tensor.empty() : tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %wa = linalg.broadcast ins(%x : tensor<256xf32>) outs(%e16 : tensor<16x256xf32>) dimensions = [0]
  %wb = linalg.broadcast ins(%x : tensor<256xf32>) outs(%e16 : tensor<16x256xf32>) dimensions = [0]
  func.call @side() : () -> ()
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

// The extract at a dynamic index may run only once the assert has checked the index, the assert
// needs %big2, and %big2 is returned: %big stays live beside %big2 (peak 32768) in every order
// that keeps the extract after the assert, though reading %big first would halve the peak.
// REMARK: remark: @checked_index: order kept: peak of live tensor bytes 32768
// CHECK-LABEL: func.func @checked_index
// CHECK: cf.assert
// CHECK-NEXT: tensor.extract
func.func @checked_index(%x: tensor<4096xf32>, %i: index) -> (f32, tensor<4096xf32>) {
  %e = tensor.empty() : tensor<4096xf32>
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %big = linalg.exp ins(%x : tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %big2 = linalg.negf ins(%x : tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %s = tensor.extract %big2[%c0] : tensor<4096xf32>
  %ok = arith.cmpf ole, %s, %zero : f32
  cf.assert %ok, "negative input"
  %v = tensor.extract %big[%i] : tensor<4096xf32>
  return %v, %big2 : f32, tensor<4096xf32>
}
