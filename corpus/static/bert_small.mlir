// bert_small: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 949,376 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x64xi64>, %arg1: tensor<1024x128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<2x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<384x128xf32>, %arg7: tensor<384xf32>, %arg8: tensor<128x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<512x128xf32>, %arg11: tensor<512xf32>, %arg12: tensor<128x512xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<384x128xf32>, %arg19: tensor<384xf32>, %arg20: tensor<128x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<512x128xf32>, %arg23: tensor<512xf32>, %arg24: tensor<128x512xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<384x128xf32>, %arg31: tensor<384xf32>, %arg32: tensor<128x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<512x128xf32>, %arg35: tensor<512xf32>, %arg36: tensor<128x512xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<384x128xf32>, %arg43: tensor<384xf32>, %arg44: tensor<128x128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<512x128xf32>, %arg47: tensor<512xf32>, %arg48: tensor<128x512xf32>, %arg49: tensor<128xf32>, %arg50: tensor<128xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128x128xf32>, %arg55: tensor<128xf32>) -> (tensor<1x64x128xf32>, tensor<1x128xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x4x64x64xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.42044820762685725 : f64
    %cst_7 = arith.constant 1.000000e-05 : f64
    %cst_8 = arith.constant 1.280000e+02 : f64
    %cst_9 = arith.constant 1.280000e+02 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %cst_11 = arith.constant dense<0> : tensor<1x64xi64>
    %0 = tensor.empty() : tensor<64xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %284 = linalg.index 0 : index
      %285 = arith.index_cast %284 : index to i64
      linalg.yield %285 : i64
    } -> tensor<64xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %2 = tensor.empty() : tensor<1x64x128xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x64xi64>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %284 = arith.index_cast %in : i64 to index
      %285 = linalg.index 2 : index
      %286 = arith.cmpi slt, %284, %c1024 : index
      cf.assert %286, "index must be smaller than dim size"
      %287 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %287, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%284, %285] : tensor<1024x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x128xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64xi64>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %284 = arith.index_cast %in : i64 to index
      %285 = linalg.index 2 : index
      %286 = arith.cmpi slt, %284, %c64 : index
      cf.assert %286, "index must be smaller than dim size"
      %287 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %287, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%284, %285] : tensor<64x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x128xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %4 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11 : tensor<1x64xi64>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %284 = arith.index_cast %in : i64 to index
      %285 = linalg.index 2 : index
      %286 = arith.cmpi slt, %284, %c2 : index
      cf.assert %286, "index must be smaller than dim size"
      %287 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %287, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%284, %285] : tensor<2x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x128xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %6 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %8 = tensor.empty() : tensor<1x64x128xf64>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %10 = tensor.empty() : tensor<1x64x1xf64>
    %11 = linalg.fill ins(%cst : f64) outs(%10 : tensor<1x64x1xf64>) -> tensor<1x64x1xf64>
    %12 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %13 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %14 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %18 = tensor.empty() : tensor<1x64x1xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %22 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %24 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %arg4 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg5 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %29 = tensor.empty() : tensor<64x1x128xf32>
    %transposed = linalg.transpose ins(%28 : tensor<1x64x128xf32>) outs(%29 : tensor<64x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<64x1x128xf32> into tensor<64x128xf32>
    %30 = tensor.empty() : tensor<128x384xf32>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<384x128xf32>) outs(%30 : tensor<128x384xf32>) permutation = [1, 0] 
    %31 = tensor.empty() : tensor<64x384xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<64x128xf32>, tensor<128x384xf32>) outs(%32 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%33, %arg7 : tensor<64x384xf32>, tensor<384xf32>) outs(%31 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x384xf32>
    %expanded_13 = tensor.expand_shape %34 [[0, 1], [2, 3, 4]] output_shape [1, 64, 1, 3, 128] : tensor<64x384xf32> into tensor<1x64x1x3x128xf32>
    %35 = tensor.empty() : tensor<3x64x1x1x128xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x64x1x3x128xf32>) outs(%35 : tensor<3x64x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_15 = tensor.collapse_shape %transposed_14 [[0], [1], [2, 3], [4]] : tensor<3x64x1x1x128xf32> into tensor<3x64x1x128xf32>
    %extracted_slice = tensor.extract_slice %collapsed_15[0, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_15[1, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_17 = tensor.extract_slice %collapsed_15[2, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %36 = tensor.empty() : tensor<4x64x32xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_21 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_24 = tensor.collapse_shape %extracted_slice_17 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_25 = tensor.expand_shape %collapsed_24 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %expanded_27 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %expanded_28 = tensor.expand_shape %transposed_23 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %37 = tensor.empty() : tensor<1x4x64x32xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x4x64x32xf32>) outs(%37 : tensor<1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x64x32xf32>
    %39 = tensor.empty() : tensor<1x4x32x64xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x4x64x32xf32>) outs(%39 : tensor<1x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x4x32x64xf32>) outs(%39 : tensor<1x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x32x64xf32>
    %collapsed_30 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_31 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    %41 = tensor.empty() : tensor<4x64x64xf32>
    %42 = linalg.fill ins(%cst_0 : f32) outs(%41 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %43 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%42 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_32 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [1, 4, 64, 64] : tensor<4x64x64xf32> into tensor<1x4x64x64xf32>
    %44 = tensor.empty() : tensor<1x4x64xi64>
    %45 = linalg.fill ins(%c0_i64 : i64) outs(%44 : tensor<1x4x64xi64>) -> tensor<1x4x64xi64>
    %46 = tensor.empty() : tensor<1x4x64xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %48:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_32 : tensor<1x4x64x64xf32>) outs(%47, %45 : tensor<1x4x64xf32>, tensor<1x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %284 = linalg.index 3 : index
      %285 = arith.index_cast %284 : index to i64
      %286 = arith.maximumf %in, %out : f32
      %287 = arith.cmpf ogt, %in, %out : f32
      %288 = arith.select %287, %285, %out_164 : i64
      linalg.yield %286, %288 : f32, i64
    } -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %expanded_33 = tensor.expand_shape %48#0 [[0], [1], [2, 3]] output_shape [1, 4, 64, 1] : tensor<1x4x64xf32> into tensor<1x4x64x1xf32>
    %49 = tensor.empty() : tensor<1x4x64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.exp %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %52 = tensor.empty() : tensor<1x4x64x1xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x4x64x64xf32>) outs(%53 : tensor<1x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x1xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %54 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.divf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %56 = tensor.empty() : tensor<1x4x64x64xi1>
    %57 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x4x64x64xf32>) outs(%56 : tensor<1x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %284 = arith.extf %in : f32 to f64
      %285 = arith.cmpf oeq, %284, %cst_5 : f64
      linalg.yield %285 : i1
    } -> tensor<1x4x64x64xi1>
    %58 = tensor.empty() : tensor<1x4x64x1xi1>
    %59 = linalg.fill ins(%true : i1) outs(%58 : tensor<1x4x64x1xi1>) -> tensor<1x4x64x1xi1>
    %60 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x64x64xi1>) outs(%59 : tensor<1x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %284 = arith.andi %in, %out : i1
      linalg.yield %284 : i1
    } -> tensor<1x4x64x1xi1>
    %61 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %cst_4, %55 : tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %284 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %collapsed_34 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x4x64x64xf32> into tensor<4x64x64xf32>
    %62 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %63 = linalg.batch_matmul ins(%collapsed_34, %transposed_26 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%62 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_35 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %64 = tensor.empty() : tensor<64x1x4x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x64x32xf32>) outs(%64 : tensor<64x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0], [1, 2, 3]] : tensor<64x1x4x32xf32> into tensor<64x128xf32>
    %65 = tensor.empty() : tensor<128x128xf32>
    %transposed_38 = linalg.transpose ins(%arg8 : tensor<128x128xf32>) outs(%65 : tensor<128x128xf32>) permutation = [1, 0] 
    %66 = tensor.empty() : tensor<64x128xf32>
    %67 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %68 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%68, %arg9 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_39 = tensor.expand_shape %69 [[0], [1, 2]] output_shape [64, 1, 128] : tensor<64x128xf32> into tensor<64x1x128xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<64x1x128xf32>) outs(%2 : tensor<1x64x128xf32>) permutation = [1, 0, 2] 
    %70 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %transposed_40 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %72 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %74 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %74 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %76 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %80 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %82 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %arg14 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %arg15 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_41 = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %87 = tensor.empty() : tensor<128x512xf32>
    %transposed_42 = linalg.transpose ins(%arg10 : tensor<512x128xf32>) outs(%87 : tensor<128x512xf32>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<64x512xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %90 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<64x128xf32>, tensor<128x512xf32>) outs(%89 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%90, %arg11 : tensor<64x512xf32>, tensor<512xf32>) outs(%88 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x512xf32>
    %expanded_43 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %92 = tensor.empty() : tensor<1x64x512xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x64x512xf32>) outs(%92 : tensor<1x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_10 : f32
      %285 = math.erf %284 : f32
      %286 = arith.addf %285, %cst_2 : f32
      %287 = arith.mulf %286, %cst_3 : f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x512xf32>
    %collapsed_44 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %94 = tensor.empty() : tensor<512x128xf32>
    %transposed_45 = linalg.transpose ins(%arg12 : tensor<128x512xf32>) outs(%94 : tensor<512x128xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %96 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%95, %arg13 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_46 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_46 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %99 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %101 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %101 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %103 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %104 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %107 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %109 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %arg16 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %arg17 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %transposed_47 = linalg.transpose ins(%113 : tensor<1x64x128xf32>) outs(%29 : tensor<64x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0], [1, 2]] : tensor<64x1x128xf32> into tensor<64x128xf32>
    %transposed_49 = linalg.transpose ins(%arg18 : tensor<384x128xf32>) outs(%30 : tensor<128x384xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<64x128xf32>, tensor<128x384xf32>) outs(%32 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %115 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%114, %arg19 : tensor<64x384xf32>, tensor<384xf32>) outs(%31 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x384xf32>
    %expanded_50 = tensor.expand_shape %115 [[0, 1], [2, 3, 4]] output_shape [1, 64, 1, 3, 128] : tensor<64x384xf32> into tensor<1x64x1x3x128xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x64x1x3x128xf32>) outs(%35 : tensor<3x64x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3], [4]] : tensor<3x64x1x1x128xf32> into tensor<3x64x1x128xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_52[0, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_54 = tensor.extract_slice %collapsed_52[1, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_55 = tensor.extract_slice %collapsed_52[2, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_57 = tensor.expand_shape %collapsed_56 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_59 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_62 = tensor.collapse_shape %extracted_slice_55 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_63 = tensor.expand_shape %collapsed_62 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %expanded_65 = tensor.expand_shape %transposed_58 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %expanded_66 = tensor.expand_shape %transposed_61 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x4x64x32xf32>) outs(%37 : tensor<1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x64x32xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x4x64x32xf32>) outs(%39 : tensor<1x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %117 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<1x4x32x64xf32>) outs(%39 : tensor<1x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x32x64xf32>
    %collapsed_68 = tensor.collapse_shape %116 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_69 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    %118 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%42 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_70 = tensor.expand_shape %118 [[0, 1], [2], [3]] output_shape [1, 4, 64, 64] : tensor<4x64x64xf32> into tensor<1x4x64x64xf32>
    %119:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_70 : tensor<1x4x64x64xf32>) outs(%47, %45 : tensor<1x4x64xf32>, tensor<1x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %284 = linalg.index 3 : index
      %285 = arith.index_cast %284 : index to i64
      %286 = arith.maximumf %in, %out : f32
      %287 = arith.cmpf ogt, %in, %out : f32
      %288 = arith.select %287, %285, %out_164 : i64
      linalg.yield %286, %288 : f32, i64
    } -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %expanded_71 = tensor.expand_shape %119#0 [[0], [1], [2, 3]] output_shape [1, 4, 64, 1] : tensor<1x4x64xf32> into tensor<1x4x64x1xf32>
    %120 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %expanded_71 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.exp %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x4x64x64xf32>) outs(%53 : tensor<1x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x1xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %122 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.divf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %124 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<1x4x64x64xf32>) outs(%56 : tensor<1x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %284 = arith.extf %in : f32 to f64
      %285 = arith.cmpf oeq, %284, %cst_5 : f64
      linalg.yield %285 : i1
    } -> tensor<1x4x64x64xi1>
    %125 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x4x64x64xi1>) outs(%59 : tensor<1x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %284 = arith.andi %in, %out : i1
      linalg.yield %284 : i1
    } -> tensor<1x4x64x1xi1>
    %126 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %cst_4, %123 : tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %284 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %collapsed_72 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x4x64x64xf32> into tensor<4x64x64xf32>
    %127 = linalg.batch_matmul ins(%collapsed_72, %transposed_64 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%62 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_73 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x4x64x32xf32>) outs(%64 : tensor<64x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1, 2, 3]] : tensor<64x1x4x32xf32> into tensor<64x128xf32>
    %transposed_76 = linalg.transpose ins(%arg20 : tensor<128x128xf32>) outs(%65 : tensor<128x128xf32>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%128, %arg21 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_77 = tensor.expand_shape %129 [[0], [1, 2]] output_shape [64, 1, 128] : tensor<64x128xf32> into tensor<64x1x128xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<64x1x128xf32>) outs(%2 : tensor<1x64x128xf32>) permutation = [1, 0, 2] 
    %130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %transposed_78 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %132 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%131 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %134 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %134 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %136 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%135 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %138 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %140 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %arg26 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %arg27 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_79 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %transposed_80 = linalg.transpose ins(%arg22 : tensor<512x128xf32>) outs(%87 : tensor<128x512xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<64x128xf32>, tensor<128x512xf32>) outs(%89 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%147, %arg23 : tensor<64x512xf32>, tensor<512xf32>) outs(%88 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x512xf32>
    %expanded_81 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x64x512xf32>) outs(%92 : tensor<1x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_10 : f32
      %285 = math.erf %284 : f32
      %286 = arith.addf %285, %cst_2 : f32
      %287 = arith.mulf %286, %cst_3 : f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x512xf32>
    %collapsed_82 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %transposed_83 = linalg.transpose ins(%arg24 : tensor<128x512xf32>) outs(%94 : tensor<512x128xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_82, %transposed_83 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %151 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%150, %arg25 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_84 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_84 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %154 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %155 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %156 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %159 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %162 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %164 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %167 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg28 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %arg29 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %transposed_85 = linalg.transpose ins(%168 : tensor<1x64x128xf32>) outs(%29 : tensor<64x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1, 2]] : tensor<64x1x128xf32> into tensor<64x128xf32>
    %transposed_87 = linalg.transpose ins(%arg30 : tensor<384x128xf32>) outs(%30 : tensor<128x384xf32>) permutation = [1, 0] 
    %169 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<64x128xf32>, tensor<128x384xf32>) outs(%32 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %170 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%169, %arg31 : tensor<64x384xf32>, tensor<384xf32>) outs(%31 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x384xf32>
    %expanded_88 = tensor.expand_shape %170 [[0, 1], [2, 3, 4]] output_shape [1, 64, 1, 3, 128] : tensor<64x384xf32> into tensor<1x64x1x3x128xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<1x64x1x3x128xf32>) outs(%35 : tensor<3x64x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3], [4]] : tensor<3x64x1x1x128xf32> into tensor<3x64x1x128xf32>
    %extracted_slice_91 = tensor.extract_slice %collapsed_90[0, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_92 = tensor.extract_slice %collapsed_90[1, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_93 = tensor.extract_slice %collapsed_90[2, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_97 = tensor.collapse_shape %extracted_slice_92 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_98 = tensor.expand_shape %collapsed_97 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_100 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_101 = tensor.expand_shape %collapsed_100 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %expanded_103 = tensor.expand_shape %transposed_96 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %expanded_104 = tensor.expand_shape %transposed_99 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %171 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x4x64x32xf32>) outs(%37 : tensor<1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x64x32xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<1x4x64x32xf32>) outs(%39 : tensor<1x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %172 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<1x4x32x64xf32>) outs(%39 : tensor<1x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x32x64xf32>
    %collapsed_106 = tensor.collapse_shape %171 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_107 = tensor.collapse_shape %172 [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    %173 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%42 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_108 = tensor.expand_shape %173 [[0, 1], [2], [3]] output_shape [1, 4, 64, 64] : tensor<4x64x64xf32> into tensor<1x4x64x64xf32>
    %174:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_108 : tensor<1x4x64x64xf32>) outs(%47, %45 : tensor<1x4x64xf32>, tensor<1x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %284 = linalg.index 3 : index
      %285 = arith.index_cast %284 : index to i64
      %286 = arith.maximumf %in, %out : f32
      %287 = arith.cmpf ogt, %in, %out : f32
      %288 = arith.select %287, %285, %out_164 : i64
      linalg.yield %286, %288 : f32, i64
    } -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %expanded_109 = tensor.expand_shape %174#0 [[0], [1], [2, 3]] output_shape [1, 4, 64, 1] : tensor<1x4x64xf32> into tensor<1x4x64x1xf32>
    %175 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_109 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %176 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.exp %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %177 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x4x64x64xf32>) outs(%53 : tensor<1x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x1xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %177 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.divf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<1x4x64x64xf32>) outs(%56 : tensor<1x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %284 = arith.extf %in : f32 to f64
      %285 = arith.cmpf oeq, %284, %cst_5 : f64
      linalg.yield %285 : i1
    } -> tensor<1x4x64x64xi1>
    %180 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%179 : tensor<1x4x64x64xi1>) outs(%59 : tensor<1x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %284 = arith.andi %in, %out : i1
      linalg.yield %284 : i1
    } -> tensor<1x4x64x1xi1>
    %181 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %cst_4, %178 : tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %284 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %collapsed_110 = tensor.collapse_shape %181 [[0, 1], [2], [3]] : tensor<1x4x64x64xf32> into tensor<4x64x64xf32>
    %182 = linalg.batch_matmul ins(%collapsed_110, %transposed_102 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%62 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_111 = tensor.expand_shape %182 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<1x4x64x32xf32>) outs(%64 : tensor<64x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1, 2, 3]] : tensor<64x1x4x32xf32> into tensor<64x128xf32>
    %transposed_114 = linalg.transpose ins(%arg32 : tensor<128x128xf32>) outs(%65 : tensor<128x128xf32>) permutation = [1, 0] 
    %183 = linalg.matmul ins(%collapsed_113, %transposed_114 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %184 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%183, %arg33 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_115 = tensor.expand_shape %184 [[0], [1, 2]] output_shape [64, 1, 128] : tensor<64x128xf32> into tensor<64x1x128xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<64x1x128xf32>) outs(%2 : tensor<1x64x128xf32>) permutation = [1, 0, 2] 
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %transposed_116 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %187 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %188 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %189 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %188 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %189 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %191 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %192 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %193 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %197 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %198 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %195 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg38 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %arg39 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_117 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %transposed_118 = linalg.transpose ins(%arg34 : tensor<512x128xf32>) outs(%87 : tensor<128x512xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<64x128xf32>, tensor<128x512xf32>) outs(%89 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %203 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%202, %arg35 : tensor<64x512xf32>, tensor<512xf32>) outs(%88 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x512xf32>
    %expanded_119 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %204 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x64x512xf32>) outs(%92 : tensor<1x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_10 : f32
      %285 = math.erf %284 : f32
      %286 = arith.addf %285, %cst_2 : f32
      %287 = arith.mulf %286, %cst_3 : f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x512xf32>
    %collapsed_120 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %transposed_121 = linalg.transpose ins(%arg36 : tensor<128x512xf32>) outs(%94 : tensor<512x128xf32>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%collapsed_120, %transposed_121 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %206 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%205, %arg37 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_122 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %expanded_122 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %209 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%208 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %210 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %210 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %212 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %213 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%212 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %214 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %217 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %arg40 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %arg41 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %transposed_123 = linalg.transpose ins(%223 : tensor<1x64x128xf32>) outs(%29 : tensor<64x1x128xf32>) permutation = [1, 0, 2] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0], [1, 2]] : tensor<64x1x128xf32> into tensor<64x128xf32>
    %transposed_125 = linalg.transpose ins(%arg42 : tensor<384x128xf32>) outs(%30 : tensor<128x384xf32>) permutation = [1, 0] 
    %224 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<64x128xf32>, tensor<128x384xf32>) outs(%32 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %225 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%224, %arg43 : tensor<64x384xf32>, tensor<384xf32>) outs(%31 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x384xf32>
    %expanded_126 = tensor.expand_shape %225 [[0, 1], [2, 3, 4]] output_shape [1, 64, 1, 3, 128] : tensor<64x384xf32> into tensor<1x64x1x3x128xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x64x1x3x128xf32>) outs(%35 : tensor<3x64x1x1x128xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0], [1], [2, 3], [4]] : tensor<3x64x1x1x128xf32> into tensor<3x64x1x128xf32>
    %extracted_slice_129 = tensor.extract_slice %collapsed_128[0, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_130 = tensor.extract_slice %collapsed_128[1, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %extracted_slice_131 = tensor.extract_slice %collapsed_128[2, 0, 0, 0] [1, 64, 1, 128] [1, 1, 1, 1] : tensor<3x64x1x128xf32> to tensor<1x64x1x128xf32>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_129 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_135 = tensor.collapse_shape %extracted_slice_130 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_136 = tensor.expand_shape %collapsed_135 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %collapsed_138 = tensor.collapse_shape %extracted_slice_131 [[0, 1], [2, 3]] : tensor<1x64x1x128xf32> into tensor<64x128xf32>
    %expanded_139 = tensor.expand_shape %collapsed_138 [[0], [1, 2]] output_shape [64, 4, 32] : tensor<64x128xf32> into tensor<64x4x32xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<64x4x32xf32>) outs(%36 : tensor<4x64x32xf32>) permutation = [1, 0, 2] 
    %expanded_141 = tensor.expand_shape %transposed_134 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %expanded_142 = tensor.expand_shape %transposed_137 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %226 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<1x4x64x32xf32>) outs(%37 : tensor<1x4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x64x32xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<1x4x64x32xf32>) outs(%39 : tensor<1x4x32x64xf32>) permutation = [0, 1, 3, 2] 
    %227 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<1x4x32x64xf32>) outs(%39 : tensor<1x4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_6 : f64 to f32
      %285 = arith.mulf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x4x32x64xf32>
    %collapsed_144 = tensor.collapse_shape %226 [[0, 1], [2], [3]] : tensor<1x4x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_145 = tensor.collapse_shape %227 [[0, 1], [2], [3]] : tensor<1x4x32x64xf32> into tensor<4x32x64xf32>
    %228 = linalg.batch_matmul ins(%collapsed_144, %collapsed_145 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%42 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_146 = tensor.expand_shape %228 [[0, 1], [2], [3]] output_shape [1, 4, 64, 64] : tensor<4x64x64xf32> into tensor<1x4x64x64xf32>
    %229:2 = linalg.generic {indexing_maps = [#map7, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_146 : tensor<1x4x64x64xf32>) outs(%47, %45 : tensor<1x4x64xf32>, tensor<1x4x64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_164: i64):
      %284 = linalg.index 3 : index
      %285 = arith.index_cast %284 : index to i64
      %286 = arith.maximumf %in, %out : f32
      %287 = arith.cmpf ogt, %in, %out : f32
      %288 = arith.select %287, %285, %out_164 : i64
      linalg.yield %286, %288 : f32, i64
    } -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %expanded_147 = tensor.expand_shape %229#0 [[0], [1], [2, 3]] output_shape [1, 4, 64, 1] : tensor<1x4x64xf32> into tensor<1x4x64x1xf32>
    %230 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_147 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %231 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230 : tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.exp %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %232 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<1x4x64x64xf32>) outs(%53 : tensor<1x4x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x1xf32>
    %233 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %232 : tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.divf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %234 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<1x4x64x64xf32>) outs(%56 : tensor<1x4x64x64xi1>) {
    ^bb0(%in: f32, %out: i1):
      %284 = arith.extf %in : f32 to f64
      %285 = arith.cmpf oeq, %284, %cst_5 : f64
      linalg.yield %285 : i1
    } -> tensor<1x4x64x64xi1>
    %235 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%234 : tensor<1x4x64x64xi1>) outs(%59 : tensor<1x4x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %284 = arith.andi %in, %out : i1
      linalg.yield %284 : i1
    } -> tensor<1x4x64x1xi1>
    %236 = linalg.generic {indexing_maps = [#map9, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %cst_4, %233 : tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) outs(%49 : tensor<1x4x64x64xf32>) {
    ^bb0(%in: i1, %in_164: f32, %in_165: f32, %out: f32):
      %284 = arith.select %in, %in_164, %in_165 : f32
      linalg.yield %284 : f32
    } -> tensor<1x4x64x64xf32>
    %collapsed_148 = tensor.collapse_shape %236 [[0, 1], [2], [3]] : tensor<1x4x64x64xf32> into tensor<4x64x64xf32>
    %237 = linalg.batch_matmul ins(%collapsed_148, %transposed_140 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%62 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_149 = tensor.expand_shape %237 [[0, 1], [2], [3]] output_shape [1, 4, 64, 32] : tensor<4x64x32xf32> into tensor<1x4x64x32xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<1x4x64x32xf32>) outs(%64 : tensor<64x1x4x32xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1, 2, 3]] : tensor<64x1x4x32xf32> into tensor<64x128xf32>
    %transposed_152 = linalg.transpose ins(%arg44 : tensor<128x128xf32>) outs(%65 : tensor<128x128xf32>) permutation = [1, 0] 
    %238 = linalg.matmul ins(%collapsed_151, %transposed_152 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %239 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%238, %arg45 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_153 = tensor.expand_shape %239 [[0], [1, 2]] output_shape [64, 1, 128] : tensor<64x128xf32> into tensor<64x1x128xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<64x1x128xf32>) outs(%2 : tensor<1x64x128xf32>) permutation = [1, 0, 2] 
    %240 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %transposed_154 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %241 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %242 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %243 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %245 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %246 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%240 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %250 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %253 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %250 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %252 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %255 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %arg50 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %256 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %arg51 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_155 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %transposed_156 = linalg.transpose ins(%arg46 : tensor<512x128xf32>) outs(%87 : tensor<128x512xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%collapsed_155, %transposed_156 : tensor<64x128xf32>, tensor<128x512xf32>) outs(%89 : tensor<64x512xf32>) -> tensor<64x512xf32>
    %258 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%257, %arg47 : tensor<64x512xf32>, tensor<512xf32>) outs(%88 : tensor<64x512xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x512xf32>
    %expanded_157 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [1, 64, 512] : tensor<64x512xf32> into tensor<1x64x512xf32>
    %259 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157 : tensor<1x64x512xf32>) outs(%92 : tensor<1x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_10 : f32
      %285 = math.erf %284 : f32
      %286 = arith.addf %285, %cst_2 : f32
      %287 = arith.mulf %286, %cst_3 : f32
      %288 = arith.mulf %in, %287 : f32
      linalg.yield %288 : f32
    } -> tensor<1x64x512xf32>
    %collapsed_158 = tensor.collapse_shape %259 [[0, 1], [2]] : tensor<1x64x512xf32> into tensor<64x512xf32>
    %transposed_159 = linalg.transpose ins(%arg48 : tensor<128x512xf32>) outs(%94 : tensor<512x128xf32>) permutation = [1, 0] 
    %260 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<64x512xf32>, tensor<512x128xf32>) outs(%67 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %261 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%260, %arg49 : tensor<64x128xf32>, tensor<128xf32>) outs(%66 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<64x128xf32>
    %expanded_160 = tensor.expand_shape %261 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %expanded_160 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x64x128xf32>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %284 = arith.extf %in : f32 to f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %264 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %266 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %265 : tensor<1x64x128xf64>, tensor<1x64x1xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.subf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %267 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %266 : tensor<1x64x128xf64>, tensor<1x64x128xf64>) outs(%8 : tensor<1x64x128xf64>) {
    ^bb0(%in: f64, %in_164: f64, %out: f64):
      %284 = arith.mulf %in, %in_164 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x128xf64>
    %268 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<1x64x128xf64>) outs(%11 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.addf %in, %out : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<1x64x1xf64>) outs(%10 : tensor<1x64x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %284 = arith.divf %in, %cst_8 : f64
      linalg.yield %284 : f64
    } -> tensor<1x64x1xf64>
    %270 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<1x64x1xf64>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %284 = arith.truncf %in : f64 to f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %271 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%262 : tensor<1x64x128xf32>) outs(%20 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.addf %in, %out : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.divf %in, %cst_9 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = arith.truncf %cst_7 : f64 to f32
      %285 = arith.addf %in, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x64x1xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x64x1xf32>) outs(%18 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.rsqrt %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %272 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.subf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %274 : tensor<1x64x128xf32>, tensor<1x64x1xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %arg52 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.mulf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %arg53 : tensor<1x64x128xf32>, tensor<128xf32>) outs(%2 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x64x128xf32>
    %extracted_slice_161 = tensor.extract_slice %278[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x64x128xf32> to tensor<1x1x128xf32>
    %collapsed_162 = tensor.collapse_shape %extracted_slice_161 [[0, 1], [2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %transposed_163 = linalg.transpose ins(%arg54 : tensor<128x128xf32>) outs(%65 : tensor<128x128xf32>) permutation = [1, 0] 
    %279 = tensor.empty() : tensor<1x128xf32>
    %280 = linalg.fill ins(%cst_0 : f32) outs(%279 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %281 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<1x128xf32>, tensor<128x128xf32>) outs(%280 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %282 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%281, %arg55 : tensor<1x128xf32>, tensor<128xf32>) outs(%279 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_164: f32, %out: f32):
      %284 = arith.addf %in, %in_164 : f32
      linalg.yield %284 : f32
    } -> tensor<1x128xf32>
    %283 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<1x128xf32>) outs(%279 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %284 = math.tanh %in : f32
      linalg.yield %284 : f32
    } -> tensor<1x128xf32>
    return %278, %283 : tensor<1x64x128xf32>, tensor<1x128xf32>
  }
}
