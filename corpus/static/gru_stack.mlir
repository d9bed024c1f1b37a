// gru_stack: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 177,696 weights as arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<8x1x64xf32>, %arg1: tensor<384x64xf32>, %arg2: tensor<384x128xf32>, %arg3: tensor<384xf32>, %arg4: tensor<384xf32>, %arg5: tensor<384x128xf32>, %arg6: tensor<384x128xf32>, %arg7: tensor<384xf32>, %arg8: tensor<384xf32>, %arg9: tensor<32x128xf32>, %arg10: tensor<32xf32>) -> (tensor<8x1x32xf32>, tensor<2x1x128xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x128xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x1x128xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<8x1x64xf32> into tensor<8x64xf32>
    %0 = tensor.empty() : tensor<64x384xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<384x64xf32>) outs(%0 : tensor<64x384xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x384xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x384xf32>) -> tensor<8x384xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x384xf32>) outs(%2 : tensor<8x384xf32>) -> tensor<8x384xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg3 : tensor<8x384xf32>, tensor<384xf32>) outs(%1 : tensor<8x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<8x384xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 1, 384] : tensor<8x384xf32> into tensor<8x1x384xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_3 = tensor.extract_slice %expanded[1, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_4 = tensor.extract_slice %expanded[2, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_5 = tensor.extract_slice %expanded[3, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_6 = tensor.extract_slice %expanded[4, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_7 = tensor.extract_slice %expanded[5, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_8 = tensor.extract_slice %expanded[6, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[7, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %collapsed_10 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_3 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_12 = tensor.collapse_shape %extracted_slice_4 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_5 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice_6 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_7 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_8 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %extracted_slice_18 = tensor.extract_slice %collapsed_10[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_19 = tensor.extract_slice %collapsed_10[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_20 = tensor.extract_slice %collapsed_10[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %5 = tensor.empty() : tensor<128x384xf32>
    %transposed_21 = linalg.transpose ins(%arg2 : tensor<384x128xf32>) outs(%5 : tensor<128x384xf32>) permutation = [1, 0] 
    %6 = tensor.empty() : tensor<1x384xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %8 = linalg.matmul ins(%cst_1, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_22 = tensor.expand_shape %9 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded_22[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded_22[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded_22[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %10 = tensor.empty() : tensor<1x1x128xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %extracted_slice_18 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %extracted_slice_19 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %12 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %15 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %17 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %14 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %17 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_26 = tensor.extract_slice %collapsed_11[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_27 = tensor.extract_slice %collapsed_11[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_28 = tensor.extract_slice %collapsed_11[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_29 = tensor.collapse_shape %20 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %21 = linalg.matmul ins(%collapsed_29, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_30 = tensor.expand_shape %22 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_31 = tensor.extract_slice %expanded_30[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_30[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_30[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %extracted_slice_26 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %extracted_slice_27 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %24 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %27 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %29 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %26 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %29 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_34 = tensor.extract_slice %collapsed_12[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_35 = tensor.extract_slice %collapsed_12[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_36 = tensor.extract_slice %collapsed_12[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_37 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %33 = linalg.matmul ins(%collapsed_37, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_38 = tensor.expand_shape %34 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_39 = tensor.extract_slice %expanded_38[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_38[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_38[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %extracted_slice_34 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %extracted_slice_35 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %36 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_36, %39 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %41 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %38 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %41 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_42 = tensor.extract_slice %collapsed_13[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_43 = tensor.extract_slice %collapsed_13[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_44 = tensor.extract_slice %collapsed_13[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_45 = tensor.collapse_shape %44 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %45 = linalg.matmul ins(%collapsed_45, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_46 = tensor.expand_shape %46 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_46[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %extracted_slice_42 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %extracted_slice_43 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49, %48 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %51 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %53 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %50 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %53 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_50 = tensor.extract_slice %collapsed_14[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_14[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_14[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_53 = tensor.collapse_shape %56 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %57 = linalg.matmul ins(%collapsed_53, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_54 = tensor.expand_shape %58 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_54[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_54[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_54[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_55, %extracted_slice_50 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_56, %extracted_slice_51 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_57, %60 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_52, %63 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %65 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %62 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %65 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_58 = tensor.extract_slice %collapsed_15[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_59 = tensor.extract_slice %collapsed_15[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_60 = tensor.extract_slice %collapsed_15[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_61 = tensor.collapse_shape %68 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %69 = linalg.matmul ins(%collapsed_61, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_62 = tensor.expand_shape %70 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_63 = tensor.extract_slice %expanded_62[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_64 = tensor.extract_slice %expanded_62[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_65 = tensor.extract_slice %expanded_62[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %extracted_slice_58 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %extracted_slice_59 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %72 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_60, %75 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %77 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %74 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %77 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_66 = tensor.extract_slice %collapsed_16[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_67 = tensor.extract_slice %collapsed_16[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_68 = tensor.extract_slice %collapsed_16[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_69 = tensor.collapse_shape %80 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %81 = linalg.matmul ins(%collapsed_69, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%81, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_70 = tensor.expand_shape %82 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_70[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_70[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_70[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_71, %extracted_slice_66 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_72, %extracted_slice_67 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_73, %84 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_68, %87 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %89 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %86 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %89 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_74 = tensor.extract_slice %collapsed_17[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_75 = tensor.extract_slice %collapsed_17[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_76 = tensor.extract_slice %collapsed_17[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_77 = tensor.collapse_shape %92 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %93 = linalg.matmul ins(%collapsed_77, %transposed_21 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%93, %arg4 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_78 = tensor.expand_shape %94 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_79 = tensor.extract_slice %expanded_78[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_80 = tensor.extract_slice %expanded_78[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_81 = tensor.extract_slice %expanded_78[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_79, %extracted_slice_74 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_80, %extracted_slice_75 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_81, %96 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_76, %99 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %102 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %101 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %98 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %101 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %concat = tensor.concat dim(0) %20, %32, %44, %56, %68, %80, %92, %104 : (tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %collapsed_82 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %collapsed_83 = tensor.collapse_shape %concat [[0], [1, 2]] : tensor<8x1x128xf32> into tensor<8x128xf32>
    %transposed_84 = linalg.transpose ins(%arg5 : tensor<384x128xf32>) outs(%5 : tensor<128x384xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<8x128xf32>, tensor<128x384xf32>) outs(%2 : tensor<8x384xf32>) -> tensor<8x384xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %arg7 : tensor<8x384xf32>, tensor<384xf32>) outs(%1 : tensor<8x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<8x384xf32>
    %expanded_85 = tensor.expand_shape %106 [[0], [1, 2]] output_shape [8, 1, 384] : tensor<8x384xf32> into tensor<8x1x384xf32>
    %extracted_slice_86 = tensor.extract_slice %expanded_85[0, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_87 = tensor.extract_slice %expanded_85[1, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_88 = tensor.extract_slice %expanded_85[2, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_89 = tensor.extract_slice %expanded_85[3, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_90 = tensor.extract_slice %expanded_85[4, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_91 = tensor.extract_slice %expanded_85[5, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_92 = tensor.extract_slice %expanded_85[6, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %extracted_slice_93 = tensor.extract_slice %expanded_85[7, 0, 0] [1, 1, 384] [1, 1, 1] : tensor<8x1x384xf32> to tensor<1x1x384xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_86 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_95 = tensor.collapse_shape %extracted_slice_87 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_96 = tensor.collapse_shape %extracted_slice_88 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_97 = tensor.collapse_shape %extracted_slice_89 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_98 = tensor.collapse_shape %extracted_slice_90 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_99 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_100 = tensor.collapse_shape %extracted_slice_92 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %collapsed_101 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2]] : tensor<1x1x384xf32> into tensor<1x384xf32>
    %extracted_slice_102 = tensor.extract_slice %collapsed_94[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_103 = tensor.extract_slice %collapsed_94[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_104 = tensor.extract_slice %collapsed_94[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %transposed_105 = linalg.transpose ins(%arg6 : tensor<384x128xf32>) outs(%5 : tensor<128x384xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%cst_1, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_106 = tensor.expand_shape %108 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_107 = tensor.extract_slice %expanded_106[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_108 = tensor.extract_slice %expanded_106[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_109 = tensor.extract_slice %expanded_106[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_107, %extracted_slice_102 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_108, %extracted_slice_103 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_109, %110 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_104, %113 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %115 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %112 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %115 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_110 = tensor.extract_slice %collapsed_95[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_111 = tensor.extract_slice %collapsed_95[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_112 = tensor.extract_slice %collapsed_95[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_113 = tensor.collapse_shape %118 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %119 = linalg.matmul ins(%collapsed_113, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%119, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_114 = tensor.expand_shape %120 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_115 = tensor.extract_slice %expanded_114[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_116 = tensor.extract_slice %expanded_114[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_117 = tensor.extract_slice %expanded_114[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_115, %extracted_slice_110 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_116, %extracted_slice_111 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_117, %122 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_112, %125 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %127 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %124 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %127 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_118 = tensor.extract_slice %collapsed_96[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_119 = tensor.extract_slice %collapsed_96[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_120 = tensor.extract_slice %collapsed_96[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_121 = tensor.collapse_shape %130 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %131 = linalg.matmul ins(%collapsed_121, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%131, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_122 = tensor.expand_shape %132 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_123 = tensor.extract_slice %expanded_122[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_124 = tensor.extract_slice %expanded_122[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_125 = tensor.extract_slice %expanded_122[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_123, %extracted_slice_118 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %134 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_124, %extracted_slice_119 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_125, %134 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_120, %137 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %139 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %136 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %139 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_126 = tensor.extract_slice %collapsed_97[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_127 = tensor.extract_slice %collapsed_97[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_128 = tensor.extract_slice %collapsed_97[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_129 = tensor.collapse_shape %142 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %143 = linalg.matmul ins(%collapsed_129, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%143, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_130 = tensor.expand_shape %144 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_131 = tensor.extract_slice %expanded_130[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_132 = tensor.extract_slice %expanded_130[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_133 = tensor.extract_slice %expanded_130[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %extracted_slice_126 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_132, %extracted_slice_127 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_133, %146 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %149 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %151 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %148 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %151 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_134 = tensor.extract_slice %collapsed_98[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_135 = tensor.extract_slice %collapsed_98[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_136 = tensor.extract_slice %collapsed_98[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_137 = tensor.collapse_shape %154 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %155 = linalg.matmul ins(%collapsed_137, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%155, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_138 = tensor.expand_shape %156 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_139 = tensor.extract_slice %expanded_138[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_140 = tensor.extract_slice %expanded_138[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_141 = tensor.extract_slice %expanded_138[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_139, %extracted_slice_134 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %extracted_slice_135 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_141, %158 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_136, %161 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %163 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %160 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %163 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_142 = tensor.extract_slice %collapsed_99[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_143 = tensor.extract_slice %collapsed_99[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_144 = tensor.extract_slice %collapsed_99[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_145 = tensor.collapse_shape %166 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %167 = linalg.matmul ins(%collapsed_145, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%167, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_146 = tensor.expand_shape %168 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_147 = tensor.extract_slice %expanded_146[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_148 = tensor.extract_slice %expanded_146[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_149 = tensor.extract_slice %expanded_146[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_147, %extracted_slice_142 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_148, %extracted_slice_143 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_149, %170 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %173 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %175 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %172 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %175 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_150 = tensor.extract_slice %collapsed_100[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_151 = tensor.extract_slice %collapsed_100[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_152 = tensor.extract_slice %collapsed_100[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_153 = tensor.collapse_shape %178 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %179 = linalg.matmul ins(%collapsed_153, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%179, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_154 = tensor.expand_shape %180 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_155 = tensor.extract_slice %expanded_154[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_156 = tensor.extract_slice %expanded_154[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_157 = tensor.extract_slice %expanded_154[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_155, %extracted_slice_150 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %183 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_156, %extracted_slice_151 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %184 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_157, %182 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_152, %185 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %187 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %184 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %187 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %extracted_slice_158 = tensor.extract_slice %collapsed_101[0, 0] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_159 = tensor.extract_slice %collapsed_101[0, 128] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %extracted_slice_160 = tensor.extract_slice %collapsed_101[0, 256] [1, 128] [1, 1] : tensor<1x384xf32> to tensor<1x128xf32>
    %collapsed_161 = tensor.collapse_shape %190 [[0], [1, 2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %191 = linalg.matmul ins(%collapsed_161, %transposed_105 : tensor<1x128xf32>, tensor<128x384xf32>) outs(%7 : tensor<1x384xf32>) -> tensor<1x384xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %arg8 : tensor<1x384xf32>, tensor<384xf32>) outs(%6 : tensor<1x384xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x384xf32>
    %expanded_162 = tensor.expand_shape %192 [[0], [1, 2]] output_shape [1, 1, 384] : tensor<1x384xf32> into tensor<1x1x384xf32>
    %extracted_slice_163 = tensor.extract_slice %expanded_162[0, 0, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_164 = tensor.extract_slice %expanded_162[0, 0, 128] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %extracted_slice_165 = tensor.extract_slice %expanded_162[0, 0, 256] [1, 1, 128] [1, 1, 1] : tensor<1x1x384xf32> to tensor<1x1x128xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_163, %extracted_slice_158 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_164, %extracted_slice_159 : tensor<1x1x128xf32>, tensor<1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = arith.negf %in : f32
      %209 = math.exp %208 : f32
      %210 = arith.addf %209, %cst_0 : f32
      %211 = arith.divf %cst_0, %210 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1x128xf32>
    %197 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_165, %194 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_160, %197 : tensor<1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %199 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %208 = math.tanh %in : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %199 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.subf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %196 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.mulf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %202 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %199 : tensor<1x1x128xf32>, tensor<1x1x128xf32>) outs(%10 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<1x1x128xf32>
    %concat_166 = tensor.concat dim(0) %118, %130, %142, %154, %166, %178, %190, %202 : (tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %collapsed_167 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
    %concat_168 = tensor.concat dim(0) %collapsed_82, %collapsed_167 : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<2x128xf32>
    %expanded_169 = tensor.expand_shape %concat_168 [[0], [1, 2]] output_shape [2, 1, 128] : tensor<2x128xf32> into tensor<2x1x128xf32>
    %collapsed_170 = tensor.collapse_shape %concat_166 [[0], [1, 2]] : tensor<8x1x128xf32> into tensor<8x128xf32>
    %203 = tensor.empty() : tensor<128x32xf32>
    %transposed_171 = linalg.transpose ins(%arg9 : tensor<32x128xf32>) outs(%203 : tensor<128x32xf32>) permutation = [1, 0] 
    %204 = tensor.empty() : tensor<8x32xf32>
    %205 = linalg.fill ins(%cst : f32) outs(%204 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %206 = linalg.matmul ins(%collapsed_170, %transposed_171 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%205 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%206, %arg10 : tensor<8x32xf32>, tensor<32xf32>) outs(%204 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %208 = arith.addf %in, %in_173 : f32
      linalg.yield %208 : f32
    } -> tensor<8x32xf32>
    %expanded_172 = tensor.expand_shape %207 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    return %expanded_172, %expanded_169 : tensor<8x1x32xf32>, tensor<2x1x128xf32>
  }
}
