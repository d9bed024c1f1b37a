// vit_small: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 809,354 weights as arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x3x32x32xf32>, %arg1: tensor<1x1x128xf32>, %arg2: tensor<1x65x128xf32>, %arg3: tensor<128x3x4x4xf32>, %arg4: tensor<128xf32>, %arg5: tensor<384x128xf32>, %arg6: tensor<384xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<512x128xf32>, %arg10: tensor<512xf32>, %arg11: tensor<128x512xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<384x128xf32>, %arg18: tensor<384xf32>, %arg19: tensor<128x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<512x128xf32>, %arg22: tensor<512xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<384x128xf32>, %arg30: tensor<384xf32>, %arg31: tensor<128x128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<512x128xf32>, %arg34: tensor<512xf32>, %arg35: tensor<128x512xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128xf32>, %arg41: tensor<384x128xf32>, %arg42: tensor<384xf32>, %arg43: tensor<128x128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<512x128xf32>, %arg46: tensor<512xf32>, %arg47: tensor<128x512xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128xf32>, %arg50: tensor<128xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<10x128xf32>, %arg56: tensor<10xf32>) -> tensor<1x10xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x4x65x65xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.42044820762685725 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 1.280000e+02 : f64
    %cst_9 = arith.constant 1.280000e+02 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x128x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<128xf32>) outs(%0 : tensor<1x128x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %arg3 : tensor<1x3x32x32xf32>, tensor<128x3x4x4xf32>) outs(%broadcasted : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x128x8x8xf32> into tensor<1x128x64xf32>
    %2 = tensor.empty() : tensor<1x64x128xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x128x64xf32>) outs(%2 : tensor<1x64x128xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %arg1, %transposed : (tensor<1x1x128xf32>, tensor<1x64x128xf32>) -> tensor<1x65x128xf32>
    %3 = tensor.empty() : tensor<1x65x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg2 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %5 = tensor.empty() : tensor<1x65x128xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %7 = tensor.empty() : tensor<1x65x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x65x1xf64>) -> tensor<1x65x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %15 = tensor.empty() : tensor<1x65x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x65x1xf32>) -> tensor<1x65x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %19 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg13 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %arg14 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %26 = tensor.empty() : tensor<65x1x128xf32>
    %transposed_11 = linalg.transpose ins(%25 : tensor<1x65x128xf32>) outs(%26 : tensor<65x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1, 2]] : tensor<65x1x128xf32> into tensor<65x128xf32>
    %27 = tensor.empty() : tensor<128x384xf32>
    %transposed_13 = linalg.transpose ins(%arg5 : tensor<384x128xf32>) outs(%27 : tensor<128x384xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<65x384xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<65x384xf32>) -> tensor<65x384xf32>
    %30 = linalg.matmul ins(%collapsed_12, %transposed_13 : tensor<65x128xf32>, tensor<128x384xf32>) outs(%29 : tensor<65x384xf32>) -> tensor<65x384xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %arg6 : tensor<65x384xf32>, tensor<384xf32>) outs(%28 : tensor<65x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x384xf32>
    %expanded = tensor.expand_shape %31 [[0, 1], [2, 3, 4]] output_shape [1, 65, 1, 3, 128] : tensor<65x384xf32> into tensor<1x65x1x3x128xf32>
    %32 = tensor.empty() : tensor<3x65x1x1x128xf32>
    %transposed_14 = linalg.transpose ins(%expanded : tensor<1x65x1x3x128xf32>) outs(%32 : tensor<3x65x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_15 = tensor.collapse_shape %transposed_14 [[0], [1], [2, 3], [4]] : tensor<3x65x1x1x128xf32> into tensor<3x65x1x128xf32>
    %extracted_slice = tensor.extract_slice %collapsed_15[0, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_15[1, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_17 = tensor.extract_slice %collapsed_15[2, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %33 = tensor.empty() : tensor<4x65x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_21 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_24 = tensor.collapse_shape %extracted_slice_17 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_25 = tensor.expand_shape %collapsed_24 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %expanded_27 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %expanded_28 = tensor.expand_shape %transposed_23 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %34 = tensor.empty() : tensor<1x4x65x32xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x4x65x32xf32>) outs(%34 : tensor<1x4x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x65x32xf32>
    %36 = tensor.empty() : tensor<1x4x32x65xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x4x65x32xf32>) outs(%36 : tensor<1x4x32x65xf32>) permutation = [0, 1, 3, 2] 
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x4x32x65xf32>) outs(%36 : tensor<1x4x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x32x65xf32>
    %collapsed_30 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x4x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_31 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x4x32x65xf32> into tensor<4x32x65xf32>
    %38 = tensor.empty() : tensor<4x65x65xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %40 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%39 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_32 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [1, 4, 65, 65] : tensor<4x65x65xf32> into tensor<1x4x65x65xf32>
    %41 = tensor.empty() : tensor<1x4x65xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<1x4x65xi64>) -> tensor<1x4x65xi64>
    %43 = tensor.empty() : tensor<1x4x65xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<1x4x65xf32>) -> tensor<1x4x65xf32>
    %45:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_32 : tensor<1x4x65x65xf32>) outs(%44, %42 : tensor<1x4x65xf32>, tensor<1x4x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_164 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<1x4x65xf32>, tensor<1x4x65xi64>)
    %expanded_33 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [1, 4, 65, 1] : tensor<1x4x65xf32> into tensor<1x4x65x1xf32>
    %46 = tensor.empty() : tensor<1x4x65x65xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %49 = tensor.empty() : tensor<1x4x65x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x4x65x1xf32>) -> tensor<1x4x65x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x4x65x65xf32>) outs(%50 : tensor<1x4x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.divf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %53 = tensor.empty() : tensor<1x4x65x65xi1>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x4x65x65xf32>) outs(%53 : tensor<1x4x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %281 = arith.extf %in : f32 to f64
      %282 = arith.cmpf oeq, %281, %cst_5 : f64
      linalg.yield %282 : i1
    } -> tensor<1x4x65x65xi1>
    %55 = tensor.empty() : tensor<1x4x65x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<1x4x65x1xi1>) -> tensor<1x4x65x1xi1>
    %57 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x4x65x65xi1>) outs(%56 : tensor<1x4x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %281 = arith.andi %in, %out : i1
      linalg.yield %281 : i1
    } -> tensor<1x4x65x1xi1>
    %58 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_4, %52 : tensor<1x4x65x1xi1>, tensor<1x4x65x65xf32>, tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %281 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %collapsed_34 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x4x65x65xf32> into tensor<4x65x65xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%33 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %60 = linalg.batch_matmul ins(%collapsed_34, %transposed_26 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%59 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_35 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %61 = tensor.empty() : tensor<65x1x4x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x65x32xf32>) outs(%61 : tensor<65x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0], [1, 2, 3]] : tensor<65x1x4x32xf32> into tensor<65x128xf32>
    %62 = tensor.empty() : tensor<128x128xf32>
    %transposed_38 = linalg.transpose ins(%arg7 : tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<65x128xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %65 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %arg8 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_39 = tensor.expand_shape %66 [[0], [1, 2]] output_shape [65, 1, 128] : tensor<65x128xf32> into tensor<65x1x128xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<65x1x128xf32>) outs(%3 : tensor<1x65x128xf32>) permutation = [1, 0, 2] 
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %transposed_40 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %77 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %79 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg15 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg16 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %collapsed_41 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %84 = tensor.empty() : tensor<128x512xf32>
    %transposed_42 = linalg.transpose ins(%arg9 : tensor<512x128xf32>) outs(%84 : tensor<128x512xf32>) permutation = [1, 0] 
    %85 = tensor.empty() : tensor<65x512xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %87 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<65x128xf32>, tensor<128x512xf32>) outs(%86 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %arg10 : tensor<65x512xf32>, tensor<512xf32>) outs(%85 : tensor<65x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x512xf32>
    %expanded_43 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 65, 512] : tensor<65x512xf32> into tensor<1x65x512xf32>
    %89 = tensor.empty() : tensor<1x65x512xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x65x512xf32>) outs(%89 : tensor<1x65x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_10 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x65x512xf32>
    %collapsed_44 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<1x65x512xf32> into tensor<65x512xf32>
    %91 = tensor.empty() : tensor<512x128xf32>
    %transposed_45 = linalg.transpose ins(%arg11 : tensor<128x512xf32>) outs(%91 : tensor<512x128xf32>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<65x512xf32>, tensor<512x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%92, %arg12 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_46 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_46 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %98 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %104 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg25 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg26 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %transposed_47 = linalg.transpose ins(%110 : tensor<1x65x128xf32>) outs(%26 : tensor<65x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0], [1, 2]] : tensor<65x1x128xf32> into tensor<65x128xf32>
    %transposed_49 = linalg.transpose ins(%arg17 : tensor<384x128xf32>) outs(%27 : tensor<128x384xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<65x128xf32>, tensor<128x384xf32>) outs(%29 : tensor<65x384xf32>) -> tensor<65x384xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %arg18 : tensor<65x384xf32>, tensor<384xf32>) outs(%28 : tensor<65x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x384xf32>
    %expanded_50 = tensor.expand_shape %112 [[0, 1], [2, 3, 4]] output_shape [1, 65, 1, 3, 128] : tensor<65x384xf32> into tensor<1x65x1x3x128xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x65x1x3x128xf32>) outs(%32 : tensor<3x65x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3], [4]] : tensor<3x65x1x1x128xf32> into tensor<3x65x1x128xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_52[0, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_54 = tensor.extract_slice %collapsed_52[1, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_55 = tensor.extract_slice %collapsed_52[2, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_57 = tensor.expand_shape %collapsed_56 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_59 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_62 = tensor.collapse_shape %extracted_slice_55 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_63 = tensor.expand_shape %collapsed_62 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %expanded_65 = tensor.expand_shape %transposed_58 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %expanded_66 = tensor.expand_shape %transposed_61 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x4x65x32xf32>) outs(%34 : tensor<1x4x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x65x32xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x4x65x32xf32>) outs(%36 : tensor<1x4x32x65xf32>) permutation = [0, 1, 3, 2] 
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<1x4x32x65xf32>) outs(%36 : tensor<1x4x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x32x65xf32>
    %collapsed_68 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<1x4x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_69 = tensor.collapse_shape %114 [[0, 1], [2], [3]] : tensor<1x4x32x65xf32> into tensor<4x32x65xf32>
    %115 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%39 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_70 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [1, 4, 65, 65] : tensor<4x65x65xf32> into tensor<1x4x65x65xf32>
    %116:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_70 : tensor<1x4x65x65xf32>) outs(%44, %42 : tensor<1x4x65xf32>, tensor<1x4x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_164 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<1x4x65xf32>, tensor<1x4x65xi64>)
    %expanded_71 = tensor.expand_shape %116#0 [[0], [1], [2, 3]] output_shape [1, 4, 65, 1] : tensor<1x4x65xf32> into tensor<1x4x65x1xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %expanded_71 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<1x4x65x65xf32>) outs(%50 : tensor<1x4x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x1xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %119 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.divf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<1x4x65x65xf32>) outs(%53 : tensor<1x4x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %281 = arith.extf %in : f32 to f64
      %282 = arith.cmpf oeq, %281, %cst_5 : f64
      linalg.yield %282 : i1
    } -> tensor<1x4x65x65xi1>
    %122 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x4x65x65xi1>) outs(%56 : tensor<1x4x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %281 = arith.andi %in, %out : i1
      linalg.yield %281 : i1
    } -> tensor<1x4x65x1xi1>
    %123 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %cst_4, %120 : tensor<1x4x65x1xi1>, tensor<1x4x65x65xf32>, tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %281 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %collapsed_72 = tensor.collapse_shape %123 [[0, 1], [2], [3]] : tensor<1x4x65x65xf32> into tensor<4x65x65xf32>
    %124 = linalg.batch_matmul ins(%collapsed_72, %transposed_64 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%59 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_73 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x4x65x32xf32>) outs(%61 : tensor<65x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1, 2, 3]] : tensor<65x1x4x32xf32> into tensor<65x128xf32>
    %transposed_76 = linalg.transpose ins(%arg19 : tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) permutation = [1, 0] 
    %125 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %arg20 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_77 = tensor.expand_shape %126 [[0], [1, 2]] output_shape [65, 1, 128] : tensor<65x128xf32> into tensor<65x1x128xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<65x1x128xf32>) outs(%3 : tensor<1x65x128xf32>) permutation = [1, 0, 2] 
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %transposed_78 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %137 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %139 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg27 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg28 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %collapsed_79 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %transposed_80 = linalg.transpose ins(%arg21 : tensor<512x128xf32>) outs(%84 : tensor<128x512xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<65x128xf32>, tensor<128x512xf32>) outs(%86 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %arg22 : tensor<65x512xf32>, tensor<512xf32>) outs(%85 : tensor<65x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x512xf32>
    %expanded_81 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 65, 512] : tensor<65x512xf32> into tensor<1x65x512xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x65x512xf32>) outs(%89 : tensor<1x65x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_10 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x65x512xf32>
    %collapsed_82 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x65x512xf32> into tensor<65x512xf32>
    %transposed_83 = linalg.transpose ins(%arg23 : tensor<128x512xf32>) outs(%91 : tensor<512x128xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_82, %transposed_83 : tensor<65x512xf32>, tensor<512x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%147, %arg24 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_84 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_84 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg37 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg38 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %transposed_85 = linalg.transpose ins(%165 : tensor<1x65x128xf32>) outs(%26 : tensor<65x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1, 2]] : tensor<65x1x128xf32> into tensor<65x128xf32>
    %transposed_87 = linalg.transpose ins(%arg29 : tensor<384x128xf32>) outs(%27 : tensor<128x384xf32>) permutation = [1, 0] 
    %166 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<65x128xf32>, tensor<128x384xf32>) outs(%29 : tensor<65x384xf32>) -> tensor<65x384xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%166, %arg30 : tensor<65x384xf32>, tensor<384xf32>) outs(%28 : tensor<65x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x384xf32>
    %expanded_88 = tensor.expand_shape %167 [[0, 1], [2, 3, 4]] output_shape [1, 65, 1, 3, 128] : tensor<65x384xf32> into tensor<1x65x1x3x128xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<1x65x1x3x128xf32>) outs(%32 : tensor<3x65x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3], [4]] : tensor<3x65x1x1x128xf32> into tensor<3x65x1x128xf32>
    %extracted_slice_91 = tensor.extract_slice %collapsed_90[0, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_92 = tensor.extract_slice %collapsed_90[1, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_93 = tensor.extract_slice %collapsed_90[2, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_97 = tensor.collapse_shape %extracted_slice_92 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_98 = tensor.expand_shape %collapsed_97 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_100 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_101 = tensor.expand_shape %collapsed_100 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %expanded_103 = tensor.expand_shape %transposed_96 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %expanded_104 = tensor.expand_shape %transposed_99 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x4x65x32xf32>) outs(%34 : tensor<1x4x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x65x32xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<1x4x65x32xf32>) outs(%36 : tensor<1x4x32x65xf32>) permutation = [0, 1, 3, 2] 
    %169 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<1x4x32x65xf32>) outs(%36 : tensor<1x4x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x32x65xf32>
    %collapsed_106 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<1x4x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_107 = tensor.collapse_shape %169 [[0, 1], [2], [3]] : tensor<1x4x32x65xf32> into tensor<4x32x65xf32>
    %170 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%39 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_108 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [1, 4, 65, 65] : tensor<4x65x65xf32> into tensor<1x4x65x65xf32>
    %171:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_108 : tensor<1x4x65x65xf32>) outs(%44, %42 : tensor<1x4x65xf32>, tensor<1x4x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_164 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<1x4x65xf32>, tensor<1x4x65xi64>)
    %expanded_109 = tensor.expand_shape %171#0 [[0], [1], [2, 3]] output_shape [1, 4, 65, 1] : tensor<1x4x65xf32> into tensor<1x4x65x1xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_109 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %173 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<1x4x65x65xf32>) outs(%50 : tensor<1x4x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x1xf32>
    %175 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.divf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<1x4x65x65xf32>) outs(%53 : tensor<1x4x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %281 = arith.extf %in : f32 to f64
      %282 = arith.cmpf oeq, %281, %cst_5 : f64
      linalg.yield %282 : i1
    } -> tensor<1x4x65x65xi1>
    %177 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x4x65x65xi1>) outs(%56 : tensor<1x4x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %281 = arith.andi %in, %out : i1
      linalg.yield %281 : i1
    } -> tensor<1x4x65x1xi1>
    %178 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %cst_4, %175 : tensor<1x4x65x1xi1>, tensor<1x4x65x65xf32>, tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %281 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %collapsed_110 = tensor.collapse_shape %178 [[0, 1], [2], [3]] : tensor<1x4x65x65xf32> into tensor<4x65x65xf32>
    %179 = linalg.batch_matmul ins(%collapsed_110, %transposed_102 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%59 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_111 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<1x4x65x32xf32>) outs(%61 : tensor<65x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1, 2, 3]] : tensor<65x1x4x32xf32> into tensor<65x128xf32>
    %transposed_114 = linalg.transpose ins(%arg31 : tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) permutation = [1, 0] 
    %180 = linalg.matmul ins(%collapsed_113, %transposed_114 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%180, %arg32 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_115 = tensor.expand_shape %181 [[0], [1, 2]] output_shape [65, 1, 128] : tensor<65x128xf32> into tensor<65x1x128xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<65x1x128xf32>) outs(%3 : tensor<1x65x128xf32>) permutation = [1, 0, 2] 
    %182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %transposed_116 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg39 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg40 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %collapsed_117 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %transposed_118 = linalg.transpose ins(%arg33 : tensor<512x128xf32>) outs(%84 : tensor<128x512xf32>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<65x128xf32>, tensor<128x512xf32>) outs(%86 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %arg34 : tensor<65x512xf32>, tensor<512xf32>) outs(%85 : tensor<65x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x512xf32>
    %expanded_119 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, 65, 512] : tensor<65x512xf32> into tensor<1x65x512xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x65x512xf32>) outs(%89 : tensor<1x65x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_10 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x65x512xf32>
    %collapsed_120 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x65x512xf32> into tensor<65x512xf32>
    %transposed_121 = linalg.transpose ins(%arg35 : tensor<128x512xf32>) outs(%91 : tensor<512x128xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%collapsed_120, %transposed_121 : tensor<65x512xf32>, tensor<512x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%202, %arg36 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_122 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %expanded_122 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %214 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %216 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %arg49 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %arg50 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %transposed_123 = linalg.transpose ins(%220 : tensor<1x65x128xf32>) outs(%26 : tensor<65x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0], [1, 2]] : tensor<65x1x128xf32> into tensor<65x128xf32>
    %transposed_125 = linalg.transpose ins(%arg41 : tensor<384x128xf32>) outs(%27 : tensor<128x384xf32>) permutation = [1, 0] 
    %221 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<65x128xf32>, tensor<128x384xf32>) outs(%29 : tensor<65x384xf32>) -> tensor<65x384xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%221, %arg42 : tensor<65x384xf32>, tensor<384xf32>) outs(%28 : tensor<65x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x384xf32>
    %expanded_126 = tensor.expand_shape %222 [[0, 1], [2, 3, 4]] output_shape [1, 65, 1, 3, 128] : tensor<65x384xf32> into tensor<1x65x1x3x128xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x65x1x3x128xf32>) outs(%32 : tensor<3x65x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0], [1], [2, 3], [4]] : tensor<3x65x1x1x128xf32> into tensor<3x65x1x128xf32>
    %extracted_slice_129 = tensor.extract_slice %collapsed_128[0, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_130 = tensor.extract_slice %collapsed_128[1, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %extracted_slice_131 = tensor.extract_slice %collapsed_128[2, 0, 0, 0] [1, 65, 1, 128] [1, 1, 1, 1] : tensor<3x65x1x128xf32> to tensor<1x65x1x128xf32>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_129 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_135 = tensor.collapse_shape %extracted_slice_130 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_136 = tensor.expand_shape %collapsed_135 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %collapsed_138 = tensor.collapse_shape %extracted_slice_131 [[0, 1], [2, 3]] : tensor<1x65x1x128xf32> into tensor<65x128xf32>
    %expanded_139 = tensor.expand_shape %collapsed_138 [[0], [1, 2]] output_shape [65, 4, 32] : tensor<65x128xf32> into tensor<65x4x32xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<65x4x32xf32>) outs(%33 : tensor<4x65x32xf32>) permutation = [1, 0, 2] 
    %expanded_141 = tensor.expand_shape %transposed_134 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %expanded_142 = tensor.expand_shape %transposed_137 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %223 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<1x4x65x32xf32>) outs(%34 : tensor<1x4x65x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x65x32xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<1x4x65x32xf32>) outs(%36 : tensor<1x4x32x65xf32>) permutation = [0, 1, 3, 2] 
    %224 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<1x4x32x65xf32>) outs(%36 : tensor<1x4x32x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_6 : f64 to f32
      %282 = arith.mulf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x32x65xf32>
    %collapsed_144 = tensor.collapse_shape %223 [[0, 1], [2], [3]] : tensor<1x4x65x32xf32> into tensor<4x65x32xf32>
    %collapsed_145 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<1x4x32x65xf32> into tensor<4x32x65xf32>
    %225 = linalg.batch_matmul ins(%collapsed_144, %collapsed_145 : tensor<4x65x32xf32>, tensor<4x32x65xf32>) outs(%39 : tensor<4x65x65xf32>) -> tensor<4x65x65xf32>
    %expanded_146 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [1, 4, 65, 65] : tensor<4x65x65xf32> into tensor<1x4x65x65xf32>
    %226:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_146 : tensor<1x4x65x65xf32>) outs(%44, %42 : tensor<1x4x65xf32>, tensor<1x4x65xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %281 = linalg.index 3 : index
      %282 = arith.index_cast %281 : index to i64
      %283 = arith.maximumf %in, %out : f32
      %284 = arith.cmpf ogt, %in, %out : f32
      %285 = arith.select %284, %282, %out_164 : i64
      linalg.yield %283, %285 : f32, i64
    } -> (tensor<1x4x65xf32>, tensor<1x4x65xi64>)
    %expanded_147 = tensor.expand_shape %226#0 [[0], [1], [2, 3]] output_shape [1, 4, 65, 1] : tensor<1x4x65xf32> into tensor<1x4x65x1xf32>
    %227 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_147 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %228 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.exp %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %229 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<1x4x65x65xf32>) outs(%50 : tensor<1x4x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x1xf32>
    %230 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %229 : tensor<1x4x65x65xf32>, tensor<1x4x65x1xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.divf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %231 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<1x4x65x65xf32>) outs(%53 : tensor<1x4x65x65xi1>) {
    ^bb0(%in: f32, %out: i1):
      %281 = arith.extf %in : f32 to f64
      %282 = arith.cmpf oeq, %281, %cst_5 : f64
      linalg.yield %282 : i1
    } -> tensor<1x4x65x65xi1>
    %232 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<1x4x65x65xi1>) outs(%56 : tensor<1x4x65x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %281 = arith.andi %in, %out : i1
      linalg.yield %281 : i1
    } -> tensor<1x4x65x1xi1>
    %233 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %cst_4, %230 : tensor<1x4x65x1xi1>, tensor<1x4x65x65xf32>, tensor<1x4x65x65xf32>) outs(%46 : tensor<1x4x65x65xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %281 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %281 : f32
    } -> tensor<1x4x65x65xf32>
    %collapsed_148 = tensor.collapse_shape %233 [[0, 1], [2], [3]] : tensor<1x4x65x65xf32> into tensor<4x65x65xf32>
    %234 = linalg.batch_matmul ins(%collapsed_148, %transposed_140 : tensor<4x65x65xf32>, tensor<4x65x32xf32>) outs(%59 : tensor<4x65x32xf32>) -> tensor<4x65x32xf32>
    %expanded_149 = tensor.expand_shape %234 [[0, 1], [2], [3]] output_shape [1, 4, 65, 32] : tensor<4x65x32xf32> into tensor<1x4x65x32xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<1x4x65x32xf32>) outs(%61 : tensor<65x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1, 2, 3]] : tensor<65x1x4x32xf32> into tensor<65x128xf32>
    %transposed_152 = linalg.transpose ins(%arg43 : tensor<128x128xf32>) outs(%62 : tensor<128x128xf32>) permutation = [1, 0] 
    %235 = linalg.matmul ins(%collapsed_151, %transposed_152 : tensor<65x128xf32>, tensor<128x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %arg44 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_153 = tensor.expand_shape %236 [[0], [1, 2]] output_shape [65, 1, 128] : tensor<65x128xf32> into tensor<65x1x128xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<65x1x128xf32>) outs(%3 : tensor<1x65x128xf32>) permutation = [1, 0, 2] 
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %transposed_154 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %240 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %247 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %arg51 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %arg52 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %collapsed_155 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<1x65x128xf32> into tensor<65x128xf32>
    %transposed_156 = linalg.transpose ins(%arg45 : tensor<512x128xf32>) outs(%84 : tensor<128x512xf32>) permutation = [1, 0] 
    %254 = linalg.matmul ins(%collapsed_155, %transposed_156 : tensor<65x128xf32>, tensor<128x512xf32>) outs(%86 : tensor<65x512xf32>) -> tensor<65x512xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%254, %arg46 : tensor<65x512xf32>, tensor<512xf32>) outs(%85 : tensor<65x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x512xf32>
    %expanded_157 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [1, 65, 512] : tensor<65x512xf32> into tensor<1x65x512xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157 : tensor<1x65x512xf32>) outs(%89 : tensor<1x65x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_10 : f32
      %282 = math.erf %281 : f32
      %283 = arith.addf %282, %cst_2 : f32
      %284 = arith.mulf %283, %cst_3 : f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x65x512xf32>
    %collapsed_158 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<1x65x512xf32> into tensor<65x512xf32>
    %transposed_159 = linalg.transpose ins(%arg47 : tensor<128x512xf32>) outs(%91 : tensor<512x128xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<65x512xf32>, tensor<512x128xf32>) outs(%64 : tensor<65x128xf32>) -> tensor<65x128xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%257, %arg48 : tensor<65x128xf32>, tensor<128xf32>) outs(%63 : tensor<65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<65x128xf32>
    %expanded_160 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [1, 65, 128] : tensor<65x128xf32> into tensor<1x65x128xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %expanded_160 : tensor<1x65x128xf32>, tensor<1x65x128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<1x65x128xf32>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %281 = arith.extf %in : f32 to f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %262 : tensor<1x65x128xf64>, tensor<1x65x1xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.subf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %263 : tensor<1x65x128xf64>, tensor<1x65x128xf64>) outs(%5 : tensor<1x65x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %281 = arith.mulf %in, %in_164 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x128xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<1x65x128xf64>) outs(%8 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.addf %in, %out : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x65x1xf64>) outs(%7 : tensor<1x65x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %281 = arith.divf %in, %cst_8 : f64
      linalg.yield %281 : f64
    } -> tensor<1x65x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x65x1xf64>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %281 = arith.truncf %in : f64 to f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<1x65x128xf32>) outs(%17 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.addf %in, %out : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.divf %in, %cst_9 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = arith.truncf %cst_7 : f64 to f32
      %282 = arith.addf %in, %281 : f32
      linalg.yield %282 : f32
    } -> tensor<1x65x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<1x65x1xf32>) outs(%15 : tensor<1x65x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %281 = math.rsqrt %in : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %269 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.subf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %271 : tensor<1x65x128xf32>, tensor<1x65x1xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %arg53 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.mulf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %arg54 : tensor<1x65x128xf32>, tensor<128xf32>) outs(%3 : tensor<1x65x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x65x128xf32>
    %extracted_slice_161 = tensor.extract_slice %275[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x65x128xf32> to tensor<1x1x128xf32>
    %collapsed_162 = tensor.collapse_shape %extracted_slice_161 [[0, 1], [2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %276 = tensor.empty() : tensor<128x10xf32>
    %transposed_163 = linalg.transpose ins(%arg55 : tensor<10x128xf32>) outs(%276 : tensor<128x10xf32>) permutation = [1, 0] 
    %277 = tensor.empty() : tensor<1x10xf32>
    %278 = linalg.fill ins(%cst : f32) outs(%277 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %279 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<1x128xf32>, tensor<128x10xf32>) outs(%278 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%279, %arg56 : tensor<1x10xf32>, tensor<10xf32>) outs(%277 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %281 = arith.addf %in, %in_164 : f32
      linalg.yield %281 : f32
    } -> tensor<1x10xf32>
    return %280 : tensor<1x10xf32>
  }
}
