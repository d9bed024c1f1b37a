// Rule: functions are bufferized with their callers: a func.call takes the callee's new
// signature, its tensor operands and results becoming the callee's buffer types.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func private @twice
// CHECK-SAME:  (%arg0: memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:  %[[B:.*]] = call @twice(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:  %[[C:.*]] = call @twice(%[[B]]) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:  return %[[C]] : memref<4xf32>
func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = func.call @twice(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = func.call @twice(%b) : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
