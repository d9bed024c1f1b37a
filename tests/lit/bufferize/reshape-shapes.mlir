// Rule: a tensor.reshape whose shape is a tensor.from_elements that other ops use too gets a
// shape of its own, made right before it. A dynamic export computes a reshape's shape from its
// sizes and uses one shape for the same reshape in every layer: shared, its buffer is live from
// the first reshape to the last; the reshape reads its shape only while it runs (its result is a
// view of its source), so each shape's buffer is live only then, and merge-alloc overlaps them.
// (tests/bufferize/test_dynamic_models.py runs it, planned, against the original.)

// RUN: memplan-opt %s -p 'bufferize' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize' | mlir-opt -o /dev/null
// RUN: memplan-opt %s -p 'bufferize,merge-alloc' --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

// CHECK-LABEL: func.func @two_layers
// CHECK:       %[[S1:.*]] = memref.alloc() {{.*}} : memref<2xi64>
// CHECK-COUNT-2: memref.store {{.*}}, %[[S1]]
// CHECK-NEXT:  memref.reshape %{{.*}}(%[[S1]])
// CHECK:       %[[S2:.*]] = memref.alloc() {{.*}} : memref<2xi64>
// CHECK-COUNT-2: memref.store {{.*}}, %[[S2]]
// CHECK-NEXT:  memref.reshape %{{.*}}(%[[S2]])
// CHECK-NOT:   memref.alloc() {{.*}} : memref<2xi64>
// PLAN: remark: @two_layers: 4 buffers (2 of dynamic size) share an arena
func.func @two_layers(%x: tensor<?xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i64
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %n64 = arith.index_cast %n : index to i64
  %rows = arith.divsi %n64, %c4 : i64
  %shape = tensor.from_elements %rows, %c4 : tensor<2xi64>
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.exp ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %ra = tensor.reshape %a(%shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %f = tensor.empty(%n) : tensor<?xf32>
  %b = linalg.negf ins(%x : tensor<?xf32>) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  %rb = tensor.reshape %b(%shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %r = arith.index_cast %rows : i64 to index
  %g = tensor.empty(%r) : tensor<?x4xf32>
  %s = linalg.add ins(%ra, %rb : tensor<?x4xf32>, tensor<?x4xf32>) outs(%g : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}
