// mlp_batch: exported by corpus/dynamic/export_dynamic.py (torch 2.13.0+cpu)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<?x784xf32> {memplan.dims = [{max = 64 : i64, min = 1 : i64, name = "batch"}, {}]}, %arg1: tensor<512x784xf32>, %arg2: tensor<512xf32>, %arg3: tensor<256x512xf32>, %arg4: tensor<256xf32>, %arg5: tensor<10x256xf32>, %arg6: tensor<10xf32>) -> tensor<?x10xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<784x512xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<512x784xf32>) outs(%0 : tensor<784x512xf32>) permutation = [1, 0] 
    %dim = tensor.dim %arg0, %c0 : tensor<?x784xf32>
    %1 = tensor.empty(%dim) : tensor<?x512xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<?x784xf32>, tensor<784x512xf32>) outs(%2 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<?x512xf32>, tensor<512xf32>) outs(%1 : tensor<?x512xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %17 = arith.addf %in, %in_2 : f32
      linalg.yield %17 : f32
    } -> tensor<?x512xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x512xf32>) outs(%1 : tensor<?x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.cmpf ugt, %in, %cst : f32
      %18 = arith.select %17, %in, %cst : f32
      linalg.yield %18 : f32
    } -> tensor<?x512xf32>
    %6 = tensor.empty() : tensor<512x256xf32>
    %transposed_0 = linalg.transpose ins(%arg3 : tensor<256x512xf32>) outs(%6 : tensor<512x256xf32>) permutation = [1, 0] 
    %7 = tensor.empty(%dim) : tensor<?x256xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %9 = linalg.matmul ins(%5, %transposed_0 : tensor<?x512xf32>, tensor<512x256xf32>) outs(%8 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg4 : tensor<?x256xf32>, tensor<256xf32>) outs(%7 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %17 = arith.addf %in, %in_2 : f32
      linalg.yield %17 : f32
    } -> tensor<?x256xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x256xf32>) outs(%7 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.cmpf ugt, %in, %cst : f32
      %18 = arith.select %17, %in, %cst : f32
      linalg.yield %18 : f32
    } -> tensor<?x256xf32>
    %12 = tensor.empty() : tensor<256x10xf32>
    %transposed_1 = linalg.transpose ins(%arg5 : tensor<10x256xf32>) outs(%12 : tensor<256x10xf32>) permutation = [1, 0] 
    %13 = tensor.empty(%dim) : tensor<?x10xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<?x10xf32>) -> tensor<?x10xf32>
    %15 = linalg.matmul ins(%11, %transposed_1 : tensor<?x256xf32>, tensor<256x10xf32>) outs(%14 : tensor<?x10xf32>) -> tensor<?x10xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %arg6 : tensor<?x10xf32>, tensor<10xf32>) outs(%13 : tensor<?x10xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %17 = arith.addf %in, %in_2 : f32
      linalg.yield %17 : f32
    } -> tensor<?x10xf32>
    return %16 : tensor<?x10xf32>
  }
}
