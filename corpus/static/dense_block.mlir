// dense_block: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 30,248 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @forward(%arg0: tensor<1x24x16x16xf32>, %arg1: tensor<24xf32>, %arg2: tensor<24xf32>, %arg3: tensor<48x24x1x1xf32>, %arg4: tensor<48xf32>, %arg5: tensor<48xf32>, %arg6: tensor<12x48x3x3xf32>, %arg7: tensor<36xf32>, %arg8: tensor<36xf32>, %arg9: tensor<48x36x1x1xf32>, %arg10: tensor<48xf32>, %arg11: tensor<48xf32>, %arg12: tensor<12x48x3x3xf32>, %arg13: tensor<48xf32>, %arg14: tensor<48xf32>, %arg15: tensor<48x48x1x1xf32>, %arg16: tensor<48xf32>, %arg17: tensor<48xf32>, %arg18: tensor<12x48x3x3xf32>, %arg19: tensor<60xf32>, %arg20: tensor<60xf32>, %arg21: tensor<48x60x1x1xf32>, %arg22: tensor<48xf32>, %arg23: tensor<48xf32>, %arg24: tensor<12x48x3x3xf32>, %arg25: tensor<24xf32>, %arg26: tensor<24xf32>, %arg27: tensor<i64>, %arg28: tensor<48xf32>, %arg29: tensor<48xf32>, %arg30: tensor<i64>, %arg31: tensor<36xf32>, %arg32: tensor<36xf32>, %arg33: tensor<i64>, %arg34: tensor<48xf32>, %arg35: tensor<48xf32>, %arg36: tensor<i64>, %arg37: tensor<48xf32>, %arg38: tensor<48xf32>, %arg39: tensor<i64>, %arg40: tensor<48xf32>, %arg41: tensor<48xf32>, %arg42: tensor<i64>, %arg43: tensor<60xf32>, %arg44: tensor<60xf32>, %arg45: tensor<i64>, %arg46: tensor<48xf32>, %arg47: tensor<48xf32>, %arg48: tensor<i64>) -> tensor<1x72x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %0 = tensor.empty() : tensor<24xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg26 : tensor<24xf32>) outs(%0 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<24xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<24xf32>) outs(%0 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<24xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<24xf32>) outs(%0 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<24xf32>
    %expanded = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_2 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %4 = tensor.empty() : tensor<1x24x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%4 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x24x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_2 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%4 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_3 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%4 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_4 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%4 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x24x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x24x16x16xf32>) outs(%4 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x24x16x16xf32>
    %10 = tensor.empty() : tensor<1x48x16x16xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %arg3 : tensor<1x24x16x16xf32>, tensor<48x24x1x1xf32>) outs(%11 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %13 = tensor.empty() : tensor<48xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg29 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<48xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %expanded_5 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_6 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_5 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_6 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_7 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_7 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_8 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_8 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x48x16x16xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x48x16x16xf32>
    %padded = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %22 = tensor.empty() : tensor<1x12x16x16xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg6 : tensor<1x48x18x18xf32>, tensor<12x48x3x3xf32>) outs(%23 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %concat = tensor.concat dim(1) %arg0, %24 : (tensor<1x24x16x16xf32>, tensor<1x12x16x16xf32>) -> tensor<1x36x16x16xf32>
    %25 = tensor.empty() : tensor<36xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg32 : tensor<36xf32>) outs(%25 : tensor<36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<36xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%26 : tensor<36xf32>) outs(%25 : tensor<36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<36xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<36xf32>) outs(%25 : tensor<36xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<36xf32>
    %expanded_9 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %expanded_10 = tensor.expand_shape %28 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %29 = tensor.empty() : tensor<1x36x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_9 : tensor<1x36x16x16xf32>, tensor<36x1x1xf32>) outs(%29 : tensor<1x36x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x36x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_10 : tensor<1x36x16x16xf32>, tensor<36x1x1xf32>) outs(%29 : tensor<1x36x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x36x16x16xf32>
    %expanded_11 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_11 : tensor<1x36x16x16xf32>, tensor<36x1x1xf32>) outs(%29 : tensor<1x36x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x36x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [36, 1, 1] : tensor<36xf32> into tensor<36x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_12 : tensor<1x36x16x16xf32>, tensor<36x1x1xf32>) outs(%29 : tensor<1x36x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x36x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x36x16x16xf32>) outs(%29 : tensor<1x36x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x36x16x16xf32>
    %35 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%34, %arg9 : tensor<1x36x16x16xf32>, tensor<48x36x1x1xf32>) outs(%11 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<48xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %expanded_13 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_14 = tensor.expand_shape %38 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_13 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_14 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_15 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_15 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_16 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_16 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x48x16x16xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_17 = tensor.pad %43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg12 : tensor<1x48x18x18xf32>, tensor<12x48x3x3xf32>) outs(%23 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %concat_18 = tensor.concat dim(1) %arg0, %24, %44 : (tensor<1x24x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>) -> tensor<1x48x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%45 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<48xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %expanded_19 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_20 = tensor.expand_shape %47 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_19 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_20 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_21 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_22 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_22 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x48x16x16xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x48x16x16xf32>
    %53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%52, %arg15 : tensor<1x48x16x16xf32>, tensor<48x48x1x1xf32>) outs(%11 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg41 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%54 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<48xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %expanded_23 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_24 = tensor.expand_shape %56 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_23 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_24 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_25 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_25 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_26 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_26 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x48x16x16xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_27 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_27, %arg18 : tensor<1x48x18x18xf32>, tensor<12x48x3x3xf32>) outs(%23 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %concat_28 = tensor.concat dim(1) %arg0, %24, %44, %62 : (tensor<1x24x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>) -> tensor<1x60x16x16xf32>
    %63 = tensor.empty() : tensor<60xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg44 : tensor<60xf32>) outs(%63 : tensor<60xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<60xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<60xf32>) outs(%63 : tensor<60xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<60xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%65 : tensor<60xf32>) outs(%63 : tensor<60xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<60xf32>
    %expanded_29 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %expanded_30 = tensor.expand_shape %66 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %67 = tensor.empty() : tensor<1x60x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_29 : tensor<1x60x16x16xf32>, tensor<60x1x1xf32>) outs(%67 : tensor<1x60x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x60x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_30 : tensor<1x60x16x16xf32>, tensor<60x1x1xf32>) outs(%67 : tensor<1x60x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x60x16x16xf32>
    %expanded_31 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_31 : tensor<1x60x16x16xf32>, tensor<60x1x1xf32>) outs(%67 : tensor<1x60x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x60x16x16xf32>
    %expanded_32 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [60, 1, 1] : tensor<60xf32> into tensor<60x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_32 : tensor<1x60x16x16xf32>, tensor<60x1x1xf32>) outs(%67 : tensor<1x60x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x60x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x60x16x16xf32>) outs(%67 : tensor<1x60x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x60x16x16xf32>
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%72, %arg21 : tensor<1x60x16x16xf32>, tensor<48x60x1x1xf32>) outs(%11 : tensor<1x48x16x16xf32>) -> tensor<1x48x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg47 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.truncf %cst_1 : f64 to f32
      %84 = arith.addf %in, %83 : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%74 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = math.sqrt %in : f32
      linalg.yield %83 : f32
    } -> tensor<48xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%75 : tensor<48xf32>) outs(%13 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf one, %in, %cst : f32
      cf.assert %83, "unimplemented: tensor with zero element"
      %84 = arith.divf %cst_0, %in : f32
      linalg.yield %84 : f32
    } -> tensor<48xf32>
    %expanded_33 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_34 = tensor.expand_shape %76 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_33 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.subf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_34 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_35 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_35 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.mulf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %expanded_36 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_36 : tensor<1x48x16x16xf32>, tensor<48x1x1xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %83 = arith.addf %in, %in_39 : f32
      linalg.yield %83 : f32
    } -> tensor<1x48x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x48x16x16xf32>) outs(%10 : tensor<1x48x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %83 = arith.cmpf ugt, %in, %cst : f32
      %84 = arith.select %83, %in, %cst : f32
      linalg.yield %84 : f32
    } -> tensor<1x48x16x16xf32>
    %padded_37 = tensor.pad %81 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x48x16x16xf32> to tensor<1x48x18x18xf32>
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_37, %arg24 : tensor<1x48x18x18xf32>, tensor<12x48x3x3xf32>) outs(%23 : tensor<1x12x16x16xf32>) -> tensor<1x12x16x16xf32>
    %concat_38 = tensor.concat dim(1) %arg0, %24, %44, %62, %82 : (tensor<1x24x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>) -> tensor<1x72x16x16xf32>
    return %concat_38 : tensor<1x72x16x16xf32>
  }
}
