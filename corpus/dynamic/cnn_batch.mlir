// cnn_batch: exported by corpus/dynamic/export_dynamic.py (torch 2.13.0+cpu)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<?x3x32x32xf32> {memplan.dims = [{max = 64 : i64, min = 1 : i64, name = "batch"}, {}, {}, {}]}, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16x3x3xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<10x32xf32>, %arg10: tensor<10xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<i64>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<i64>) -> tensor<?x10xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 2.560000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x3x32x32xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: index):
      tensor.yield %cst : f32
    } : tensor<?x3x32x32xf32> to tensor<?x3x34x34xf32>
    %0 = tensor.empty(%dim) : tensor<?x16x32x32xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<?x16x32x32xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<?x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%broadcasted : tensor<?x16x32x32xf32>) -> tensor<?x16x32x32xf32>
    %2 = tensor.empty() : tensor<16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg12 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_2 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%2 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf one, %in, %cst : f32
      cf.assert %35, "unimplemented: tensor with zero element"
      %36 = arith.divf %cst_0, %in : f32
      linalg.yield %36 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_4 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<?x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<?x16x32x32xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.subf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_4 : tensor<?x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<?x16x32x32xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.mulf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x16x32x32xf32>
    %expanded_5 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_5 : tensor<?x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<?x16x32x32xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.mulf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x16x32x32xf32>
    %expanded_6 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_6 : tensor<?x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<?x16x32x32xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.addf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<?x16x32x32xf32>) outs(%0 : tensor<?x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ugt, %in, %cst : f32
      %36 = arith.select %35, %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<?x16x32x32xf32>
    %11 = tensor.empty(%dim) : tensor<?x16x16x16xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<?x16x16x16xf32>) -> tensor<?x16x16x16xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %13 : tensor<?x16x32x32xf32>, tensor<2x2xf32>) outs(%12 : tensor<?x16x16x16xf32>) -> tensor<?x16x16x16xf32>
    %padded_7 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg17: index, %arg18: index, %arg19: index, %arg20: index):
      tensor.yield %cst : f32
    } : tensor<?x16x16x16xf32> to tensor<?x16x18x18xf32>
    %15 = tensor.empty(%dim) : tensor<?x32x16x16xf32>
    %broadcasted_8 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%15 : tensor<?x32x16x16xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_7, %arg5 : tensor<?x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_8 : tensor<?x32x16x16xf32>) -> tensor<?x32x16x16xf32>
    %17 = tensor.empty() : tensor<32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_2 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<32xf32>) outs(%17 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf one, %in, %cst : f32
      cf.assert %35, "unimplemented: tensor with zero element"
      %36 = arith.divf %cst_0, %in : f32
      linalg.yield %36 : f32
    } -> tensor<32xf32>
    %expanded_9 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_10 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_9 : tensor<?x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<?x32x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.subf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_10 : tensor<?x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<?x32x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.mulf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_11 : tensor<?x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<?x32x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.mulf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_12 : tensor<?x32x16x16xf32>, tensor<32x1x1xf32>) outs(%15 : tensor<?x32x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.addf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<?x32x16x16xf32>) outs(%15 : tensor<?x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ugt, %in, %cst : f32
      %36 = arith.select %35, %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<?x32x16x16xf32>
    %26 = tensor.empty(%dim) : tensor<?x32x1x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<?x32x1x1xf32>) -> tensor<?x32x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%25 : tensor<?x32x16x16xf32>) outs(%27 : tensor<?x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<?x32x1x1xf32>) outs(%26 : tensor<?x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %in, %cst_3 : f32
      linalg.yield %35 : f32
    } -> tensor<?x32x1x1xf32>
    %collapsed = tensor.collapse_shape %29 [[0], [1, 2, 3]] : tensor<?x32x1x1xf32> into tensor<?x32xf32>
    %30 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%arg9 : tensor<10x32xf32>) outs(%30 : tensor<32x10xf32>) permutation = [1, 0] 
    %31 = tensor.empty(%dim) : tensor<?x10xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<?x10xf32>) -> tensor<?x10xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x10xf32>) outs(%32 : tensor<?x10xf32>) -> tensor<?x10xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %arg10 : tensor<?x10xf32>, tensor<10xf32>) outs(%31 : tensor<?x10xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %35 = arith.addf %in, %in_13 : f32
      linalg.yield %35 : f32
    } -> tensor<?x10xf32>
    return %34 : tensor<?x10xf32>
  }
}
