// encoder_seq: exported by corpus/dynamic/export_dynamic.py (torch 2.13.0+cpu)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @forward(%arg0: tensor<1x?x64xf32> {memplan.dims = [{}, {max = 512 : i64, min = 1 : i64, name = "seq"}, {}]}, %arg1: tensor<192x64xf32>, %arg2: tensor<192xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<128x64xf32>, %arg6: tensor<128xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>) -> tensor<1x?x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?x1x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x?x64xf32>) outs(%1 : tensor<?x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %2 = tensor.empty() : tensor<64x192xf32>
    %transposed_8 = linalg.transpose ins(%arg1 : tensor<192x64xf32>) outs(%2 : tensor<64x192xf32>) permutation = [1, 0] 
    %3 = tensor.empty(%dim) : tensor<?x192xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x192xf32>) -> tensor<?x192xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<?x64xf32>, tensor<64x192xf32>) outs(%4 : tensor<?x192xf32>) -> tensor<?x192xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg2 : tensor<?x192xf32>, tensor<192xf32>) outs(%3 : tensor<?x192xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<?x192xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4]] output_shape [1, %dim, 1, 3, 64] : tensor<?x192xf32> into tensor<1x?x1x3x64xf32>
    %7 = tensor.empty(%dim) : tensor<3x?x1x1x64xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x?x1x3x64xf32>) outs(%7 : tensor<3x?x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_10 = tensor.collapse_shape %transposed_9 [[0], [1], [2, 3], [4]] : tensor<3x?x1x1x64xf32> into tensor<3x?x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_10[0, 0, 0, 0] [1, %dim, 1, 64] [1, 1, 1, 1] : tensor<3x?x1x64xf32> to tensor<1x?x1x64xf32>
    %extracted_slice_11 = tensor.extract_slice %collapsed_10[1, 0, 0, 0] [1, %dim, 1, 64] [1, 1, 1, 1] : tensor<3x?x1x64xf32> to tensor<1x?x1x64xf32>
    %extracted_slice_12 = tensor.extract_slice %collapsed_10[2, 0, 0, 0] [1, %dim, 1, 64] [1, 1, 1, 1] : tensor<3x?x1x64xf32> to tensor<1x?x1x64xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x?x1x64xf32> into tensor<?x64xf32>
    %expanded_14 = tensor.expand_shape %collapsed_13 [[0], [1, 2]] output_shape [%dim, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
    %8 = tensor.empty(%dim) : tensor<4x?x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<?x4x16xf32>) outs(%8 : tensor<4x?x16xf32>) permutation = [1, 0, 2] 
    %collapsed_16 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2, 3]] : tensor<1x?x1x64xf32> into tensor<?x64xf32>
    %expanded_17 = tensor.expand_shape %collapsed_16 [[0], [1, 2]] output_shape [%dim, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<?x4x16xf32>) outs(%8 : tensor<4x?x16xf32>) permutation = [1, 0, 2] 
    %collapsed_19 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2, 3]] : tensor<1x?x1x64xf32> into tensor<?x64xf32>
    %expanded_20 = tensor.expand_shape %collapsed_19 [[0], [1, 2]] output_shape [%dim, 4, 16] : tensor<?x64xf32> into tensor<?x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<?x4x16xf32>) outs(%8 : tensor<4x?x16xf32>) permutation = [1, 0, 2] 
    %expanded_22 = tensor.expand_shape %transposed_15 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %expanded_23 = tensor.expand_shape %transposed_18 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %expanded_24 = tensor.expand_shape %transposed_21 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %9 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x4x?x16xf32>) outs(%9 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.mulf %in, %cst_5 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x16xf32>
    %11 = tensor.empty(%dim) : tensor<1x4x16x?xf32>
    %transposed_25 = linalg.transpose ins(%expanded_23 : tensor<1x4x?x16xf32>) outs(%11 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x4x16x?xf32>) outs(%11 : tensor<1x4x16x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.mulf %in, %cst_5 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x16x?xf32>
    %13 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %14 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %15 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %126 = linalg.index 1 : index
      %127 = linalg.index 2 : index
      %128 = linalg.index 3 : index
      %129 = arith.cmpi eq, %dim, %c1 : index
      %130 = arith.select %129, %c0, %127 : index
      %extracted = tensor.extract %10[%c0, %126, %130, %128] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_26 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %16 = tensor.empty(%dim) : tensor<1x4x16x?xf32>
    %17 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%16 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %126 = linalg.index 1 : index
      %127 = linalg.index 2 : index
      %128 = linalg.index 3 : index
      %129 = arith.cmpi eq, %dim, %c1 : index
      %130 = arith.select %129, %c0, %128 : index
      %extracted = tensor.extract %12[%c0, %126, %127, %130] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_27 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %18 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %20 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%19 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %21 = arith.muli %0, %c4_i64 : i64
    %22 = arith.cmpi slt, %0, %c0_i64 : i64
    %23 = arith.select %22, %c4_i64, %21 : i64
    %24 = arith.extui %22 : i1 to i64
    %25 = arith.muli %23, %0 : i64
    %26 = arith.addi %24, %c1_i64 : i64
    %27 = arith.select %22, %c4_i64, %25 : i64
    %28 = arith.select %22, %26, %24 : i64
    %29 = arith.cmpi sle, %28, %c1_i64 : i64
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %30 = arith.muli %21, %0 : i64
    %31 = arith.divsi %30, %27 : i64
    %32 = arith.select %22, %31, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %c4_i64, %32, %32 : tensor<4xi64>
    %reshape = tensor.reshape %20(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %33 = arith.index_cast %32 : i64 to index
    %34 = tensor.empty(%33) : tensor<1x4x?xi64>
    %35 = linalg.fill ins(%c0_i64 : i64) outs(%34 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %36 = tensor.empty(%33) : tensor<1x4x?xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %38:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%reshape : tensor<1x4x?x?xf32>) outs(%37, %35 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_44: i64):
      %126 = linalg.index 3 : index
      %127 = arith.index_cast %126 : index to i64
      %128 = arith.maximumf %in, %out : f32
      %129 = arith.cmpf ogt, %in, %out : f32
      %130 = arith.select %129, %127, %out_44 : i64
      linalg.yield %128, %130 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_28 = tensor.expand_shape %38#0 [[0], [1], [2, 3]] output_shape [1, 4, %33, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %39 = tensor.empty(%33, %33) : tensor<1x4x?x?xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %expanded_28 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.subf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x?xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x4x?x?xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.exp %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x?xf32>
    %42 = tensor.empty(%33) : tensor<1x4x?x1xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%41 : tensor<1x4x?x?xf32>) outs(%43 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x1xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.divf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x?xf32>
    %46 = tensor.empty(%33, %33) : tensor<1x4x?x?xi1>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x4x?x?xf32>) outs(%46 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %126 = arith.extf %in : f32 to f64
      %127 = arith.cmpf oeq, %126, %cst_4 : f64
      linalg.yield %127 : i1
    } -> tensor<1x4x?x?xi1>
    %48 = tensor.empty(%33) : tensor<1x4x?x1xi1>
    %49 = linalg.fill ins(%true : i1) outs(%48 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %50 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<1x4x?x?xi1>) outs(%49 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %126 = arith.andi %in, %out : i1
      linalg.yield %126 : i1
    } -> tensor<1x4x?x1xi1>
    %51 = arith.cmpi sge, %32, %c0_i64 : i64
    cf.assert %51, "negative values not allowed in new dimensions"
    %52 = arith.index_cast %32 : i64 to index
    cf.assert %51, "negative values not allowed in new dimensions"
    %53 = tensor.empty(%52, %52) : tensor<1x4x?x?xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%53 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %55 = arith.cmpi eq, %33, %52 : index
    cf.assert %55, "mismatched size for broadcast"
    %56 = arith.cmpi eq, %52, %33 : index
    cf.assert %56, "mismatched size for broadcast"
    %57 = tensor.empty(%33, %52) : tensor<1x4x?x?xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %54, %45 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_44: f32, %in_45: f32, %out: f32):
      %126 = arith.select %in, %in_44, %in_45 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %59 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %60 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %126 = linalg.index 1 : index
      %127 = linalg.index 2 : index
      %128 = linalg.index 3 : index
      %129 = arith.cmpi eq, %33, %c1 : index
      %130 = arith.select %129, %c0, %127 : index
      %131 = arith.cmpi eq, %52, %c1 : index
      %132 = arith.select %131, %c0, %128 : index
      %extracted = tensor.extract %58[%c0, %126, %130, %132] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %from_elements_29 = tensor.from_elements %c4_i64, %32, %32 : tensor<3xi64>
    %reshape_30 = tensor.reshape %60(%from_elements_29) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %61 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%14 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %126 = linalg.index 1 : index
      %127 = linalg.index 2 : index
      %128 = linalg.index 3 : index
      %129 = arith.cmpi eq, %dim, %c1 : index
      %130 = arith.select %129, %c0, %127 : index
      %extracted = tensor.extract %expanded_24[%c0, %126, %130, %128] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_31 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %62 = arith.cmpi eq, %32, %0 : i64
    cf.assert %62, "mismatching contracting dimension"
    %63 = tensor.empty(%33) : tensor<4x?x16xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %65 = linalg.batch_matmul ins(%reshape_30, %collapsed_31 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%64 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_32 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [1, 4, %33, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %66 = tensor.empty(%33) : tensor<?x1x4x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x4x?x16xf32>) outs(%66 : tensor<?x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0], [1, 2, 3]] : tensor<?x1x4x16xf32> into tensor<?x64xf32>
    %67 = tensor.empty() : tensor<64x64xf32>
    %transposed_35 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%67 : tensor<64x64xf32>) permutation = [1, 0] 
    %68 = tensor.empty(%33) : tensor<?x64xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %70 = linalg.matmul ins(%collapsed_34, %transposed_35 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%69 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %arg4 : tensor<?x64xf32>, tensor<64xf32>) outs(%68 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<?x64xf32>
    %expanded_36 = tensor.expand_shape %71 [[0], [1, 2]] output_shape [%33, 1, 64] : tensor<?x64xf32> into tensor<?x1x64xf32>
    %72 = tensor.empty(%33) : tensor<1x?x64xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<?x1x64xf32>) outs(%72 : tensor<1x?x64xf32>) permutation = [1, 0, 2] 
    %73 = arith.cmpi eq, %dim, %33 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %transposed_37 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %76 = tensor.empty(%dim) : tensor<1x?x64xf64>
    %77 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %126 = arith.extf %in : f32 to f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %78 = tensor.empty(%dim) : tensor<1x?x1xf64>
    %79 = linalg.fill ins(%cst_1 : f64) outs(%78 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %80 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x?x64xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.addf %in, %out : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.divf %in, %cst_6 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %82 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %81 : tensor<1x?x64xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %126 = arith.subf %in, %in_44 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %83 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %82 : tensor<1x?x64xf64>, tensor<1x?x64xf64>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %126 = arith.mulf %in, %in_44 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %84 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x?x64xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.addf %in, %out : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.divf %in, %cst_6 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %86 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %87 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %126 = arith.truncf %in : f64 to f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%86 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<1x?x64xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %90 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_7 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %91 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_3 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x?x1xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %93 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75, %90 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.subf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %92 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.mulf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg9 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.mulf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %arg10 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_38 = tensor.collapse_shape %96 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %97 = tensor.empty() : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%arg5 : tensor<128x64xf32>) outs(%97 : tensor<64x128xf32>) permutation = [1, 0] 
    %98 = tensor.empty(%dim) : tensor<?x128xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %100 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<?x64xf32>, tensor<64x128xf32>) outs(%99 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%100, %arg6 : tensor<?x128xf32>, tensor<128xf32>) outs(%98 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<?x128xf32>
    %expanded_40 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xf32> into tensor<1x?x128xf32>
    %102 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x?x128xf32>) outs(%102 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x?x128xf32>
    %collapsed_41 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x?x128xf32> into tensor<?x128xf32>
    %104 = tensor.empty() : tensor<128x64xf32>
    %transposed_42 = linalg.transpose ins(%arg7 : tensor<64x128xf32>) outs(%104 : tensor<128x64xf32>) permutation = [1, 0] 
    %105 = tensor.empty(%dim) : tensor<?x64xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %107 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%106 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %arg8 : tensor<?x64xf32>, tensor<64xf32>) outs(%105 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<?x64xf32>
    %expanded_43 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_43 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %110 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %126 = arith.extf %in : f32 to f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %111 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<1x?x64xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.addf %in, %out : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %112 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.divf %in, %cst_6 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %113 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<1x?x64xf64>, tensor<1x?x1xf64>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %126 = arith.subf %in, %in_44 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %114 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %113 : tensor<1x?x64xf64>, tensor<1x?x64xf64>) outs(%76 : tensor<1x?x64xf64>) {
    ^bb0(%in: f64, %in_44: f64, %out: f64):
      %126 = arith.mulf %in, %in_44 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x64xf64>
    %115 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<1x?x64xf64>) outs(%79 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.addf %in, %out : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x?x1xf64>) outs(%78 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %126 = arith.divf %in, %cst_6 : f64
      linalg.yield %126 : f64
    } -> tensor<1x?x1xf64>
    %117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x?x1xf64>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %126 = arith.truncf %in : f64 to f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x?x64xf32>) outs(%88 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_7 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_3 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x?x1xf32>
    %121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x?x1xf32>) outs(%86 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x1xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %119 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.subf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %123 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %121 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.mulf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %arg11 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.mulf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %arg12 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%74 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %126 = arith.addf %in, %in_44 : f32
      linalg.yield %126 : f32
    } -> tensor<1x?x64xf32>
    return %125 : tensor<1x?x64xf32>
  }
}
