// Rule: split-empty-tensors=auto (the default) bufferizes both ways where splitting changes a
// decision (an op writes in place into a tensor.empty that other ops write too) and keeps the one
// with fewer bytes live at once, as merge-alloc will plan them; a tie keeps the shared
// tensor.empty (off). Its output is then byte for byte the chosen setting's.

// RUN: memplan-opt %s -split-input-file -p bufferize --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: memplan-opt %s -split-input-file -p bufferize | FileCheck %s
// RUN: memplan-opt %s -split-input-file -p bufferize | mlir-opt -split-input-file -o /dev/null

// Splitting helps: written in place, %a and %c are one buffer, live from %a to %r, across %t and
// %u (four buffers at %u); split, %a's buffer dies at %t and %c gets one of its own (three).
// REMARK: remark: bufferize: split-empty-tensors=auto chose on: the most bytes live at once are 768 split, 1024 not (2 ops write a shared tensor.empty in place)
// CHECK-LABEL: func.func @split_helps
// CHECK-COUNT-3: memref.alloc()
// CHECK:         linalg.exp ins(%arg0 : memref<8x8xf32>) outs(%[[A:.*]] : memref<8x8xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : memref<8x8xf32>) outs(%[[T:[^ ]*]] : memref<8x8xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[T]] : memref<8x8xf32>) outs(%[[U:[^ ]*]] : memref<8x8xf32>)
// CHECK:         %[[C:.*]] = memref.alloc()
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[U]] : memref<8x8xf32>) outs(%[[C]] : memref<8x8xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @split_helps(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %f = tensor.empty() : tensor<8x8xf32>
  %g = tensor.empty() : tensor<8x8xf32>
  %h = tensor.empty() : tensor<8x8xf32>
  %a = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %u = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x8xf32>) outs(%g : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %c = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%u : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  %r = linalg.exp ins(%c : tensor<8x8xf32>) outs(%h : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// Splitting does not help: %b and %c write over %a's buffer either way (split, as a dead input's);
// a tie keeps the shared tensor.empty.
// REMARK: remark: bufferize: split-empty-tensors=auto chose off: the most bytes live at once are 512 split, 512 not (3 ops write a shared tensor.empty in place)
// CHECK-LABEL: func.func @split_ties
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK-NEXT:  linalg.exp ins(%arg0 : memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  linalg.negf ins(%[[A]] : memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  linalg.add ins(%[[A]], %arg1 : memref<64xf32>, memref<64xf32>) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:  %[[D:.*]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK-NEXT:  linalg.exp ins(%arg1 : memref<64xf32>) outs(%[[D]] : memref<64xf32>)
func.func @split_ties(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %b = linalg.negf ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %c = linalg.add ins(%b, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %d = linalg.exp ins(%y : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %c, %d : tensor<64xf32>, tensor<64xf32>
}

// -----

// Nothing to split (no tensor.empty has two writers): bufferized once, no remark.
// REMARK-NOT: split-empty-tensors=auto
// CHECK-LABEL: func.func @nothing_shared
func.func @nothing_shared(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %a : tensor<64xf32>
}
