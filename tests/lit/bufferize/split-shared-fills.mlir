// Rule: with split-empty-tensors, each op writing a linalg.fill that other ops use too gets a
// buffer of its own, filled again where it is written, instead of the last writer taking the
// fill's buffer. torch-mlir's pattern after cse: one zero-filled accumulator for every matmul of
// its shape, in every layer. Written in place, the last matmul's buffer would be the fill's, live
// from the fill (before the first matmul) to its last read, beside %p and %t; here each matmul's
// buffer starts at the matmul, so at most two buffers are live at once, not three.
// The buffer the fill was given is then never read: it is dropped, fill and all, and buffers
// sized from it (memref.dim) take its size operands.
// (tests/bufferize/test_split_empty_tensors.py runs these, planned, against the originals.)

// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors}' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors}' | mlir-opt -o /dev/null
// RUN: memplan-opt %s -p 'bufferize{split-empty-tensors},merge-alloc' --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// One buffer before the first matmul, its own; the fill's is gone.
// CHECK-LABEL: func.func @shared_accumulator(
// CHECK-NEXT:  arith.constant
// CHECK-NEXT:  %[[P:.*]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[P]] : memref<16x16xf32>)
// CHECK-NEXT:  linalg.matmul ins(%arg0, %arg1 : memref<16x16xf32>, memref<16x16xf32>) outs(%[[P]] : memref<16x16xf32>)
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:  linalg.generic {{.*}} ins(%[[P]] : memref<16x16xf32>) outs(%[[T]] : memref<16x16xf32>)
// CHECK:       %[[Q:.*]] = memref.alloc() {{.*}} : memref<16x16xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[Q]] : memref<16x16xf32>)
// CHECK-NEXT:  linalg.matmul ins(%[[T]], %arg0 : memref<16x16xf32>, memref<16x16xf32>) outs(%[[Q]] : memref<16x16xf32>)
// CHECK-NOT:   linalg.fill
// CHECK:       return
// PLAN: remark: @shared_accumulator: 3 buffers (3072 bytes) share an arena of 2048 bytes
func.func @shared_accumulator(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %p = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %f = tensor.empty() : tensor<16x16xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = math.exp %in : f32
    linalg.yield %x : f32
  } -> tensor<16x16xf32>
  %q = linalg.matmul ins(%t, %a : tensor<16x16xf32>, tensor<16x16xf32>) outs(%z : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g = tensor.empty() : tensor<16x16xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<16x16xf32>) outs(%g : tensor<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = math.exp %in : f32
    linalg.yield %x : f32
  } -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// The same with n rows: the new buffers are sized by %n itself, not by a memref.dim of the
// dropped buffer.
// CHECK-LABEL: func.func @shared_accumulator_rows
// CHECK-SAME:  (%[[A:[a-z0-9]*]]: memref<?x16xf32>,
// CHECK:       %[[N:.*]] = memref.dim %[[A]], %c0
// CHECK-NOT:   memref.dim
// CHECK:       %[[P:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x16xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[P]] : memref<?x16xf32>)
// CHECK-NEXT:  linalg.matmul
// CHECK:       %[[Q:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x16xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[Q]] : memref<?x16xf32>)
// CHECK-NEXT:  linalg.matmul
// CHECK-NOT:   linalg.fill
// CHECK:       return
func.func @shared_accumulator_rows(%a: tensor<?x16xf32>, %b: tensor<16x16xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x16xf32>
  %e = tensor.empty(%n) : tensor<?x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x16xf32>) -> tensor<?x16xf32>
  %p = linalg.matmul ins(%a, %b : tensor<?x16xf32>, tensor<16x16xf32>) outs(%z : tensor<?x16xf32>) -> tensor<?x16xf32>
  %f = tensor.empty(%n) : tensor<?x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p : tensor<?x16xf32>) outs(%f : tensor<?x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = math.exp %in : f32
    linalg.yield %x : f32
  } -> tensor<?x16xf32>
  %q = linalg.matmul ins(%t, %b : tensor<?x16xf32>, tensor<16x16xf32>) outs(%z : tensor<?x16xf32>) -> tensor<?x16xf32>
  %r = linalg.exp ins(%q : tensor<?x16xf32>) outs(%f : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %r : tensor<?x16xf32>
}
