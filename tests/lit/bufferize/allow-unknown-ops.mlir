// Rule: an op that uses tensors and has no model is refused, naming the op and the option that
// keeps it. With bufferize{allow-unknown-ops} it is kept on tensors, between buffers: each tensor
// operand becomes bufferization.to_tensor of its buffer, each tensor result bufferization.to_buffer
// (identity layout, read_only). The op reads every operand; each result may alias each operand, and
// is a read-only buffer: a write into it goes into a copy, and a write into an operand's buffer
// must leave what a result read later holds. A model or a registered op record (a plugin's here:
// Inputs/test-ops describes test.exp) always serves its op before this fallback.

// RUN: not memplan-opt %s -allow-unregistered-dialect -p bufferize --split-input-file 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: memplan-opt %s -allow-unregistered-dialect -p 'bufferize{allow-unknown-ops}' --split-input-file | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect -p 'bufferize{allow-unknown-ops}' --split-input-file | mlir-opt -allow-unregistered-dialect --split-input-file > /dev/null
// RUN: env PYTHONPATH=%S/../extending/Inputs/test-ops memplan-opt %s -allow-unregistered-dialect -p 'bufferize{allow-unknown-ops}' --split-input-file | FileCheck %s --check-prefix=RECORD

// The fill into %r (a read-only buffer) goes into a new buffer; %t's buffer may be the result's,
// which the return reads after the fill into %t: that fill goes into a new buffer too. The
// returned %r is copied, as every read-only buffer a function returns.
// CHECK-LABEL: func.func @kept
// CHECK-SAME:  (%[[T:.*]]: memref<4xf32> {bufferization.writable = true}) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>)
// CHECK:       %[[IN:.*]] = bufferization.to_tensor %[[T]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:  %[[R:.*]] = "test.foo"(%[[IN]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:  %[[B:.*]] = bufferization.to_buffer %[[R]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK:       %[[F:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[F]] : memref<4xf32>)
// CHECK:       %[[G:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[G]] : memref<4xf32>)
// CHECK:       %[[C:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NEXT:  memref.copy %[[B]], %[[C]]
// CHECK:       return %[[F]], %[[G]], %[[C]]
func.func @kept(%t: tensor<4xf32> {bufferization.writable = true}) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 1.0 : f32
// REFUSED: allow-unknown-ops.mlir:[[# @LINE + 1]]:8: error: bufferize: no bufferization model for 'test.foo' (it uses tensors); register one with ModelRegistry.register, or describe the op with register_op(name, OpRecord.access(...)), or keep it on tensors behind bufferization.to_tensor/to_buffer with bufferize{allow-unknown-ops}
  %r = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.fill ins(%cst : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f, %g, %r : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Nothing read after the unknown op: the fill writes %t's (writable) buffer in place, after it.
// CHECK-LABEL: func.func @in_place_after
// CHECK:       "test.use"
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:  return %arg0
func.func @in_place_after(%t: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %cst = arith.constant 1.0 : f32
  "test.use"(%t) : (tensor<4xf32>) -> ()
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// Ops without tensor operands that make one, ranked and unranked. A returned result lives in a
// read-only buffer: the return copies it (callers may write into results).
// CHECK-LABEL: func.func @sources
// CHECK:       %[[A:.*]] = "test.source"() : () -> tensor<2x3xf32>
// CHECK-NEXT:  %[[B:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<2x3xf32> to memref<2x3xf32>
// CHECK:       %[[U:.*]] = "test.unranked"() : () -> tensor<*xf32>
// CHECK-NEXT:  %[[V:.*]] = bufferization.to_buffer %[[U]] read_only : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT:  %[[W:.*]] = bufferization.to_tensor %[[V]] : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT:  "test.use"(%[[W]]) : (tensor<*xf32>) -> ()
// CHECK:       %[[C:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK-NEXT:  memref.copy %[[B]], %[[C]]
// CHECK-NEXT:  return %[[C]] : memref<2x3xf32>
func.func @sources() -> tensor<2x3xf32> {
  %a = "test.source"() : () -> tensor<2x3xf32>
  %u = "test.unranked"() : () -> tensor<*xf32>
  "test.use"(%u) : (tensor<*xf32>) -> ()
  return %a : tensor<2x3xf32>
}

// -----

// test.exp has an op record (a plugin's): the model derived from it wins over the fallback.
// CHECK-LABEL: func.func @described
// CHECK:       bufferization.to_tensor
// CHECK:       "test.exp"({{.*}}) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// RECORD-LABEL: func.func @described
// RECORD-NOT:  bufferization.to_tensor
// RECORD:      "test.exp"(%arg0, %{{.*}}) : (memref<8xf32>, memref<8xf32>) -> ()
func.func @described(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %y = "test.exp"(%x, %e) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
