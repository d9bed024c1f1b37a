// Rule: a value computed into a new allocation of its own may be placed in its slice of a
// concat's buffer (or of a tensor.insert_slice chain's) even when it is also reshaped (tensor.collapse_shape / tensor.expand_shape),
// as torch-mlir's unrolled GRU collapses each 1x1xH state for the next step's matmul: the
// reshape becomes the same reshape of the slice, when it is still a view of the slice's layout
// (every collapsed group contiguous). Otherwise the value keeps its copy, with a remark.
// (memplan/bufferize/reshaped_views.py; tests/bufferize/test_reshaped_placements.py runs these.)

// RUN: memplan-opt %s -p 'bufferize{placements=all split-empty-tensors=off}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null

// Three steps of a recurrence: each state is computed in its slice of %states (the last two
// through a chain of in-place writes from a new buffer), collapsed there for the next step's
// matmul; only the final-state concat copies, its inputs being views of the placed states.
// REMARK-NOT: %states = tensor.concat copies
// REMARK:     %last = tensor.concat copies input #0: its buffer is not a new allocation of its own
// REMARK:     %last = tensor.concat copies input #1: its buffer is not a new allocation of its own
// REMARK:     %c = tensor.concat copies input #0: its buffer is not a new allocation of its own
// REMARK:     %c = tensor.concat copies input #1: it is a function argument
// REMARK:     %c = tensor.concat copies input #1: it is a function argument
// CHECK-LABEL: func.func @steps
// CHECK:       %[[S:.*]] = memref.alloc() {{.*}} : memref<3x1x4xf32>
// CHECK:       %[[H0:.*]] = memref.subview %[[S]][0, 0, 0] [1, 1, 4]
// CHECK:       linalg.generic {{.*}} outs(%[[H0]] :
// CHECK:       %[[C0:.*]] = memref.collapse_shape %[[H0]] {{\[\[}}0], [1, 2]] : memref<1x1x4xf32> into memref<1x4xf32>
// CHECK:       linalg.matmul ins(%[[C0]],
// CHECK:       %[[H1:.*]] = memref.subview %[[S]][1, 0, 0] [1, 1, 4]
// CHECK:       linalg.generic {{.*}} outs(%[[H1]] :
// CHECK:       linalg.generic {{.*}} outs(%[[H1]] :
// CHECK:       memref.collapse_shape %[[H1]] {{.*}} into memref<1x4xf32, strided<[4, 1], offset: 4>>
// CHECK:       %[[H2:.*]] = memref.subview %[[S]][2, 0, 0] [1, 1, 4]
// CHECK:       linalg.generic {{.*}} outs(%[[H2]] :
// CHECK:       linalg.generic {{.*}} outs(%[[H2]] :
// CHECK:       %[[C2:.*]] = memref.collapse_shape %[[H2]]
// CHECK:       %[[L:.*]] = memref.alloc() {{.*}} : memref<2x4xf32>
// CHECK:       memref.copy %[[C0]]
// CHECK:       memref.copy %[[C2]]
// CHECK-NOT:   memref.copy
// CHECK:       return %[[S]], %[[L]]
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @steps(%x: tensor<3x1x4xf32>, %w: tensor<4x8xf32>) -> (tensor<3x1x4xf32>, tensor<2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x4xf32>
  %em = tensor.empty() : tensor<1x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%em : tensor<1x8xf32>) -> tensor<1x8xf32>
  %x0 = tensor.extract_slice %x[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %h0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x0 : tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<1x1x4xf32>
  %c0 = tensor.collapse_shape %h0 [[0], [1, 2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  %m0 = linalg.matmul ins(%c0, %w : tensor<1x4xf32>, tensor<4x8xf32>) outs(%acc : tensor<1x8xf32>) -> tensor<1x8xf32>
  %me0 = tensor.expand_shape %m0 [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xf32> into tensor<1x1x8xf32>
  %g0 = tensor.extract_slice %me0[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %r0 = tensor.extract_slice %me0[0, 0, 4] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %x1 = tensor.extract_slice %x[1, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %a1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g0, %x1 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %h1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a1, %r0, %h0 : tensor<1x1x4xf32>, tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %t = math.tanh %in : f32
    %u = arith.mulf %t, %in2 : f32
    %s = arith.addf %u, %in3 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %c1 = tensor.collapse_shape %h1 [[0], [1, 2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  %m1 = linalg.matmul ins(%c1, %w : tensor<1x4xf32>, tensor<4x8xf32>) outs(%acc : tensor<1x8xf32>) -> tensor<1x8xf32>
  %me1 = tensor.expand_shape %m1 [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xf32> into tensor<1x1x8xf32>
  %g1 = tensor.extract_slice %me1[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %r1 = tensor.extract_slice %me1[0, 0, 4] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %x2 = tensor.extract_slice %x[2, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %a2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g1, %x2 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %h2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a2, %r1, %h1 : tensor<1x1x4xf32>, tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %t = math.tanh %in : f32
    %u = arith.mulf %t, %in2 : f32
    %s = arith.addf %u, %in3 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %states = tensor.concat dim(0) %h0, %h1, %h2 : (tensor<1x1x4xf32>, tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<3x1x4xf32>
  %c2 = tensor.collapse_shape %h2 [[0], [1, 2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  %last = tensor.concat dim(0) %c0, %c2 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  return %states, %last : tensor<3x1x4xf32>, tensor<2x4xf32>
}

// A 2x2 value placed along dim 1 of a 2x4 buffer would have rows 4 apart: collapsed to 4
// elements it is no view of its slice, so it keeps its own buffer and is copied.
// CHECK-LABEL: func.func @strided
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<2x2xf32>
// CHECK:       linalg.exp {{.*}} outs(%[[A]] :
// CHECK:       memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<2x2xf32> into memref<4xf32>
// CHECK:       memref.copy %[[A]]
func.func @strided(%x: tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<2x2xf32>
  %a = linalg.exp ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %n = linalg.negf ins(%f : tensor<4xf32>) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %c = tensor.concat dim(1) %a, %x : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
  return %c, %n : tensor<2x4xf32>, tensor<4xf32>
}

// Along dim 0 the same value's slice is contiguous: its collapse is a view of it, and it is
// computed in place.
// CHECK-LABEL: func.func @contiguous
// CHECK:       %[[B:.*]] = memref.alloc() {{.*}} : memref<4x2xf32>
// CHECK:       %[[A:.*]] = memref.subview %[[B]][0, 0] [2, 2]
// CHECK:       linalg.exp {{.*}} outs(%[[A]] :
// CHECK:       memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<2x2xf32> into memref<4xf32>
// CHECK-NOT:   memref.copy %[[A]]
func.func @contiguous(%x: tensor<2x2xf32>) -> (tensor<4x2xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<2x2xf32>
  %a = linalg.exp ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %n = linalg.negf ins(%f : tensor<4xf32>) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %c = tensor.concat dim(0) %a, %x : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return %c, %n : tensor<4x2xf32>, tensor<4xf32>
}

// The same recurrence stacked by a tensor.insert_slice chain (older torch-mlir's torch.stack):
// each state in its slice of the chain's buffer; the collapse of an earlier state, read by the
// next step's matmul before the later inserts, is a view of that state's slice, not a use of
// the chain's buffer where the later sources go. Nothing is copied.
// CHECK-LABEL: func.func @stack
// CHECK:       %[[S:.*]] = memref.alloc() {{.*}} : memref<3x1x4xf32>
// CHECK:       %[[H0:.*]] = memref.subview %[[S]][0, 0, 0] [1, 1, 4]
// CHECK:       linalg.generic {{.*}} outs(%[[H0]] :
// CHECK:       memref.collapse_shape %[[H0]]
// CHECK:       %[[H1:.*]] = memref.subview %[[S]][1, 0, 0] [1, 1, 4]
// CHECK:       memref.collapse_shape %[[H1]]
// CHECK:       %[[H2:.*]] = memref.subview %[[S]][2, 0, 0] [1, 1, 4]
// CHECK:       linalg.generic {{.*}} outs(%[[H2]] :
// CHECK-NOT:   memref.copy
// CHECK:       return %[[S]] : memref<3x1x4xf32>
func.func @stack(%x: tensor<3x1x4xf32>, %w: tensor<4x8xf32>) -> tensor<3x1x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x4xf32>
  %em = tensor.empty() : tensor<1x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%em : tensor<1x8xf32>) -> tensor<1x8xf32>
  %x0 = tensor.extract_slice %x[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %h0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x0 : tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<1x1x4xf32>
  %c0 = tensor.collapse_shape %h0 [[0], [1, 2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  %m0 = linalg.matmul ins(%c0, %w : tensor<1x4xf32>, tensor<4x8xf32>) outs(%acc : tensor<1x8xf32>) -> tensor<1x8xf32>
  %me0 = tensor.expand_shape %m0 [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xf32> into tensor<1x1x8xf32>
  %g0 = tensor.extract_slice %me0[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %r0 = tensor.extract_slice %me0[0, 0, 4] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %x1 = tensor.extract_slice %x[1, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %a1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g0, %x1 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %h1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a1, %r0, %h0 : tensor<1x1x4xf32>, tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %t = math.tanh %in : f32
    %u = arith.mulf %t, %in2 : f32
    %s = arith.addf %u, %in3 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %c1 = tensor.collapse_shape %h1 [[0], [1, 2]] : tensor<1x1x4xf32> into tensor<1x4xf32>
  %m1 = linalg.matmul ins(%c1, %w : tensor<1x4xf32>, tensor<4x8xf32>) outs(%acc : tensor<1x8xf32>) -> tensor<1x8xf32>
  %me1 = tensor.expand_shape %m1 [[0], [1, 2]] output_shape [1, 1, 8] : tensor<1x8xf32> into tensor<1x1x8xf32>
  %g1 = tensor.extract_slice %me1[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %r1 = tensor.extract_slice %me1[0, 0, 4] [1, 1, 4] [1, 1, 1] : tensor<1x1x8xf32> to tensor<1x1x4xf32>
  %x2 = tensor.extract_slice %x[2, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<3x1x4xf32> to tensor<1x1x4xf32>
  %a2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g1, %x2 : tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %h2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a2, %r1, %h1 : tensor<1x1x4xf32>, tensor<1x1x4xf32>, tensor<1x1x4xf32>) outs(%e : tensor<1x1x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %in3: f32, %out: f32):
    %t = math.tanh %in : f32
    %u = arith.mulf %t, %in2 : f32
    %s = arith.addf %u, %in3 : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %es = tensor.empty() : tensor<3x1x4xf32>
  %i0 = tensor.insert_slice %h0 into %es[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x4xf32> into tensor<3x1x4xf32>
  %i1 = tensor.insert_slice %h1 into %i0[1, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x4xf32> into tensor<3x1x4xf32>
  %states = tensor.insert_slice %h2 into %i1[2, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<1x1x4xf32> into tensor<3x1x4xf32>
  return %states : tensor<3x1x4xf32>
}
