// Rule: remarks (like JSON entries and picture labels) name each buffer as the input does: the SSA
// name the input gave it, the names its location gives (loc("conv1"(...)), torch-mlir's), the
// file:line:col of the op that made it, and the op that writes it first. MLIR's printer would call
// these buffers %alloc, %alloc_0, ...: names that appear nowhere in the input.

// RUN: memplan-opt %s -split-input-file -p 'bufferize,merge-alloc' --remarks -o /dev/null 2>&1 | FileCheck %s

// CHECK: names.mlir:[[L:[0-9]+]]:[[C:[0-9]+]]: remark: %keep ({{.*}}names.mlir:[[L]]:[[C]], written by linalg.add) left alone in @memrefs: returned from the function
func.func @memrefs(%x: memref<16xf32>) -> memref<16xf32> {
  %keep = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%keep : memref<16xf32>)
  return %keep : memref<16xf32>
}

// -----

// A torch-mlir export: locations name the Python source and the node. After bufferize each buffer
// is made at the location of the tensor op it holds.
// CHECK-DAG: model.py:25:0: remark: %out "relu_1" (model.py:25:0, written by linalg.generic) left alone in @forward: returned from the function
// CHECK-DAG: model.py:24:0: remark: %h "linear_1" "forward" (model.py:24:0, written by linalg.matmul) left alone in @forward: returned from the function
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @forward(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %h = tensor.empty() : tensor<4x8xf32> loc(callsite("linear_1"("model.py":24:0) at "forward"("model.py":10:0)))
  %hz = linalg.fill ins(%zero : f32) outs(%h : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%hz : tensor<4x8xf32>) -> tensor<4x8xf32>
  %out = tensor.empty() : tensor<4x8xf32> loc(fused["relu_1", "model.py":25:0])
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<4x8xf32>) outs(%out : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %mm, %r : tensor<4x8xf32>, tensor<4x8xf32>
}
