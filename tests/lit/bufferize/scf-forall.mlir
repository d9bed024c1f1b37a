// Rule: an scf.forall with shared outputs becomes an scf.forall without results that writes into
// the shared outputs' buffers: each iteration's slice of a shared output is a subview of that
// buffer, computed in place (the parallel_insert_slice copies nothing), and the forall's result is
// the buffer itself.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @forall
// CHECK:       %[[SHARED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK:       %[[W:.*]]:2 = scf.while
// CHECK:       scf.forall (%[[T:.*]]) in (4) {
// CHECK-NEXT:    %[[OFF:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK-NEXT:    %[[IN:.*]] = memref.subview %[[W]]#0[%[[OFF]]] [2] [1]
// CHECK-NEXT:    %[[OUT:.*]] = memref.subview %[[SHARED]][%[[OFF]]] [2] [1]
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[IN]] : {{.*}}) outs(%[[OUT]] :
// CHECK-NOT:     memref.copy
// CHECK:       return %[[W]]#0, %[[SHARED]]
func.func @forall(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<8xf32>
  %w:2 = scf.while (%x = %a, %i = %c0) : (tensor<8xf32>, index) -> (tensor<8xf32>, index) {
    %go = arith.cmpi slt, %i, %c5 : index
    scf.condition(%go) %x, %i : tensor<8xf32>, index
  } do {
  ^bb0(%y: tensor<8xf32>, %j: index):
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%y : tensor<8xf32>) outs(%y : tensor<8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %q = arith.addf %v, %v : f32
      linalg.yield %q : f32
    } -> tensor<8xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %d, %n : tensor<8xf32>, index
  }
  %f = scf.forall (%t) in (4) shared_outs(%o = %e) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%t)
    %in = tensor.extract_slice %w#0[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %out = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%in : tensor<2xf32>) outs(%out : tensor<2xf32>) {
    ^bb0(%v: f32, %u: f32):
      %q = arith.mulf %v, %v : f32
      linalg.yield %q : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %r into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %w#0, %f : tensor<8xf32>, tensor<8xf32>
}
