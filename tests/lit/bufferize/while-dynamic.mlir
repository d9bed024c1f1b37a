// Rule: an scf.while carrying tensors of dynamic shape (which may change size between
// iterations) forwards each out of its condition, and passes each back from its body, in a new
// buffer of the value's sizes holding a copy (no buffer made before the loop can hold them all).
// The loop's initial value is copied into a buffer of its own, as for static shapes.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @grow
// CHECK:       %[[I:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NEXT:  memref.copy %arg0, %[[I]]
// CHECK:       scf.while (%[[A:.*]] = %[[I]]) : (memref<?xf32>) -> memref<?xf32>
// CHECK:         %[[F:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[F]]
// CHECK-NEXT:    scf.condition(%{{.*}}) %[[F]] : memref<?xf32>
// CHECK:       } do {
// CHECK:         %[[P:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK:         linalg.fill
// CHECK:         %[[B:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NEXT:    memref.copy %[[P]], %[[B]]
// CHECK-NEXT:    scf.yield %[[B]] : memref<?xf32>
func.func @grow(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    %go = arith.cmpi slt, %d, %n : index
    scf.condition(%go) %a : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %p = tensor.pad %b low[0] high[1] {
    ^bb0(%j: index):
      tensor.yield %one : f32
    } : tensor<?xf32> to tensor<?xf32>
    scf.yield %p : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
