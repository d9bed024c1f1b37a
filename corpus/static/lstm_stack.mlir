// lstm_stack: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 102,944 weights as arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<8x1x64xf32>, %arg1: tensor<512x64xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512x128xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<32xf32>) -> tensor<8x1x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x128xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %0 = tensor.empty() : tensor<64x512xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<512x64xf32>) outs(%0 : tensor<64x512xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<1x512xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %5 = tensor.empty() : tensor<128x512xf32>
    %transposed_2 = linalg.transpose ins(%arg3 : tensor<512x128xf32>) outs(%5 : tensor<128x512xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%cst_1, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_3 = tensor.extract_slice %7[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_4 = tensor.extract_slice %7[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_5 = tensor.extract_slice %7[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_6 = tensor.extract_slice %7[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %8 = tensor.empty() : tensor<1x128xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_1 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_3 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_5 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %12 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %13 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_6 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %16 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_7 = tensor.extract_slice %arg0[1, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_8 = tensor.collapse_shape %extracted_slice_7 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %18 = linalg.matmul ins(%collapsed_8, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %20 = linalg.matmul ins(%17, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %20 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_9 = tensor.extract_slice %21[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_10 = tensor.extract_slice %21[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_11 = tensor.extract_slice %21[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_12 = tensor.extract_slice %21[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %14 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_9 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_11 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %26 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_12 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_13 = tensor.extract_slice %arg0[2, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %31 = linalg.matmul ins(%collapsed_14, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %33 = linalg.matmul ins(%30, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_15 = tensor.extract_slice %34[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_16 = tensor.extract_slice %34[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_17 = tensor.extract_slice %34[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_18 = tensor.extract_slice %34[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%35, %27 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_15 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_17 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %39 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_18 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_19 = tensor.extract_slice %arg0[3, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_20 = tensor.collapse_shape %extracted_slice_19 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %44 = linalg.matmul ins(%collapsed_20, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %46 = linalg.matmul ins(%43, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %46 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_21 = tensor.extract_slice %47[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_22 = tensor.extract_slice %47[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_23 = tensor.extract_slice %47[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_24 = tensor.extract_slice %47[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%48, %40 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %52 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_25 = tensor.extract_slice %arg0[4, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_26 = tensor.collapse_shape %extracted_slice_25 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %57 = linalg.matmul ins(%collapsed_26, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %59 = linalg.matmul ins(%56, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_27 = tensor.extract_slice %60[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_28 = tensor.extract_slice %60[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_29 = tensor.extract_slice %60[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_30 = tensor.extract_slice %60[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %53 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%62, %65 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_31 = tensor.extract_slice %arg0[5, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_32 = tensor.collapse_shape %extracted_slice_31 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %70 = linalg.matmul ins(%collapsed_32, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %72 = linalg.matmul ins(%69, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_33 = tensor.extract_slice %73[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_34 = tensor.extract_slice %73[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_35 = tensor.extract_slice %73[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_36 = tensor.extract_slice %73[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_34 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%74, %66 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_33 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_35 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %77 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %78 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_36 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%79 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%80, %81 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_37 = tensor.extract_slice %arg0[6, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_38 = tensor.collapse_shape %extracted_slice_37 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %83 = linalg.matmul ins(%collapsed_38, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%83, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %85 = linalg.matmul ins(%82, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%84, %85 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_39 = tensor.extract_slice %86[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_40 = tensor.extract_slice %86[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_41 = tensor.extract_slice %86[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_42 = tensor.extract_slice %86[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_40 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%87, %79 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_39 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_41 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%88, %91 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_42 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%93, %94 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %extracted_slice_43 = tensor.extract_slice %arg0[7, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<8x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_44 = tensor.collapse_shape %extracted_slice_43 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %96 = linalg.matmul ins(%collapsed_44, %transposed : tensor<1x64xf32>, tensor<64x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%96, %arg2 : tensor<1x512xf32>, tensor<512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %98 = linalg.matmul ins(%95, %transposed_2 : tensor<1x128xf32>, tensor<128x512xf32>) outs(%2 : tensor<1x512xf32>) -> tensor<1x512xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %98 : tensor<1x512xf32>, tensor<1x512xf32>) outs(%1 : tensor<1x512xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x512xf32>
    %extracted_slice_45 = tensor.extract_slice %99[0, 0] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_46 = tensor.extract_slice %99[0, 128] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_47 = tensor.extract_slice %99[0, 256] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %extracted_slice_48 = tensor.extract_slice %99[0, 384] [1, 128] [1, 1] : tensor<1x512xf32> to tensor<1x128xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_46 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%100, %92 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_45 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_47 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %103 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%101, %104 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_48 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = arith.negf %in : f32
      %115 = math.exp %114 : f32
      %116 = arith.addf %115, %cst_0 : f32
      %117 = arith.divf %cst_0, %116 : f32
      linalg.yield %117 : f32
    } -> tensor<1x128xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%105 : tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %114 = math.tanh %in : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%106, %107 : tensor<1x128xf32>, tensor<1x128xf32>) outs(%8 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.mulf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<1x128xf32>
    %concat = tensor.concat dim(0) %17, %30, %43, %56, %69, %82, %95, %108 : (tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<8x128xf32>
    %109 = tensor.empty() : tensor<128x32xf32>
    %transposed_49 = linalg.transpose ins(%arg4 : tensor<32x128xf32>) outs(%109 : tensor<128x32xf32>) permutation = [1, 0] 
    %110 = tensor.empty() : tensor<8x32xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %112 = linalg.matmul ins(%concat, %transposed_49 : tensor<8x128xf32>, tensor<128x32xf32>) outs(%111 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%112, %arg5 : tensor<8x32xf32>, tensor<32xf32>) outs(%110 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %114 = arith.addf %in, %in_50 : f32
      linalg.yield %114 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %113 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    return %expanded : tensor<8x1x32xf32>
  }
}
