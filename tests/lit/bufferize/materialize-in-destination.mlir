// Rule: bufferization.materialize_in_destination promises that its result is written into the
// destination's buffer, so its destination is always written in place. A destination that may be
// read-only (an argument the caller did not allow writing, a constant, a buffer handed out by
// to_buffer) or whose old contents are read later cannot keep that promise: an error at the op,
// as upstream refuses it ("would write to read-only buffer", "cannot avoid RaW conflict"), never
// a copy into a new buffer. A source computed in place into the destination is no conflict.

// RUN: memplan-opt %s -split-input-file -p bufferize -verify-diagnostics
// RUN: memplan-opt %s -split-input-file -p 'bufferize{analysis-only}' -verify-diagnostics
// RUN: memplan-opt %s -split-input-file -p 'bufferize{split-empty-tensors}' -verify-diagnostics
// RUN: not memplan-opt %s -split-input-file -p bufferize 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: memplan-opt %s -split-input-file -p bufferize -verify-diagnostics -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -split-input-file -o /dev/null
// UNSUPPORTED: fast

// ERR-NOT: Traceback
// ERR: materialize-in-destination.mlir:[[# @LINE + 4]]:8: error: bufferize: bufferization.materialize_in_destination must write into its destination (operand #1) in place, but it would write to a read-only buffer: the destination may live in a function argument the caller did not allow writing
// ERR-NEXT: {{^}}  %r = bufferization.materialize_in_destination
func.func @read_only_argument(%x: tensor<5xf32>, %d: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{would write to a read-only buffer: the destination may live in a function argument the caller did not allow writing}}
  %r = bufferization.materialize_in_destination %x in %d : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

func.func @constant(%x: tensor<5xf32>) -> tensor<5xf32> {
  %c = arith.constant dense<1.0> : tensor<5xf32>
  // expected-error @below {{would write to a read-only buffer: the destination may live in a read-only buffer (a constant, or a memref from outside not marked writable)}}
  %r = bufferization.materialize_in_destination %x in %c : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

func.func @handed_out(%x: tensor<5xf32>) -> (memref<5xf32>, tensor<5xf32>) {
  %e = tensor.empty() : tensor<5xf32>
  %t = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %m = bufferization.to_buffer %t : tensor<5xf32> to memref<5xf32>
  // expected-error @below {{the destination may live in a buffer handed out by bufferization.to_buffer}}
  %r = bufferization.materialize_in_destination %x in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %m, %r : memref<5xf32>, tensor<5xf32>
}

// -----

// The old contents of %d are read after the write.
func.func @read_after_write(%x: tensor<5xf32>, %d: tensor<5xf32> {bufferization.writable = true}) -> (tensor<5xf32>, tensor<5xf32>) {
  // expected-error @below {{it cannot avoid a read-after-write conflict: an alias is read later by linalg.exp at line 53:8}}
  %r = bufferization.materialize_in_destination %x in %d : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %u = linalg.exp ins(%d : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r, %u : tensor<5xf32>, tensor<5xf32>
}

// -----

// Kept promises: the result is the caller's buffer, with no allocation and no copy but the
// materialization itself; a source computed in place into the destination copies nothing; a
// destination shared with other writers (split-empty-tensors) is still written in place.
// CHECK-LABEL: func.func @into_argument
// CHECK-SAME:  (%[[X:.*]]: memref<5xf32>, %[[D:.*]]: memref<5xf32> {bufferization.writable = true}) -> memref<5xf32>
// CHECK-NOT:   memref.alloc
// CHECK:       memref.copy %[[X]], %[[D]]
// CHECK-NEXT:  return %[[D]]
func.func @into_argument(%x: tensor<5xf32>, %d: tensor<5xf32> {bufferization.writable = true}) -> tensor<5xf32> {
  %r = bufferization.materialize_in_destination %x in %d : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// A value computed into a buffer of its own is copied into the destination, the caller's buffer,
// which the function returns.
// CHECK-LABEL: func.func @computed_elsewhere
// CHECK-SAME:  (%[[X:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32> {bufferization.writable = true}) -> memref<8xf32>
// CHECK-NEXT:  %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// CHECK-NEXT:  linalg.exp ins(%[[X]] : memref<8xf32>) outs(%[[A]] : memref<8xf32>)
// CHECK-NEXT:  memref.copy %[[A]], %[[OUT]]
// CHECK-NEXT:  return %[[OUT]]
func.func @computed_elsewhere(%x: tensor<8xf32>, %out: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = bufferization.materialize_in_destination %a in %out : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @computed_in_place
// CHECK-NEXT:  linalg.exp ins(%{{.*}} : memref<5xf32>) outs(%[[D:.*]] : memref<5xf32>)
// CHECK-NEXT:  return %[[D]]
func.func @computed_in_place(%x: tensor<5xf32>, %d: tensor<5xf32> {bufferization.writable = true}) -> tensor<5xf32> {
  %t = linalg.exp ins(%x : tensor<5xf32>) outs(%d : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.materialize_in_destination %t in %d : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK-LABEL: func.func @shared_empty
// CHECK:       %[[E:.*]] = memref.alloc() {{.*}} : memref<5xf32>
// CHECK:       memref.copy %{{.*}}, %[[E]]
// CHECK:       return %[[E]], %{{.*}}
func.func @shared_empty(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %e = tensor.empty() : tensor<5xf32>
  %r = bufferization.materialize_in_destination %x in %e : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %u = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r, %u : tensor<5xf32>, tensor<5xf32>
}
