// llama_seq: exported by corpus/dynamic/export_dynamic.py (torch 2.13.0+cpu)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1) -> (0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @forward(%arg0: tensor<1x?x64xf32> {memplan.dims = [{}, {max = 512 : i64, min = 2 : i64, name = "seq"}, {}]}, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<192x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<172x64xf32>, %arg6: tensor<172x64xf32>, %arg7: tensor<64x172xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<192x64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<172x64xf32>, %arg13: tensor<172x64xf32>, %arg14: tensor<64x172xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>) -> tensor<1x?x64xf32> {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %c12_i64 = arith.constant 12 : i64
    %c192_i64 = arith.constant 192 : i64
    %cst_8 = arith.constant 5.000000e-01 : f32
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.sitofp %0 : i64 to f32
    %2 = math.ceil %1 : f32
    %3 = arith.fptoui %2 : f32 to i64
    %4 = arith.index_cast %3 : i64 to index
    %5 = tensor.empty(%4) : tensor<?xf32>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%5 : tensor<?xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 0 : index
      %205 = arith.index_cast %204 : index to i64
      %206 = arith.sitofp %205 : i64 to f32
      %207 = arith.addf %206, %cst : f32
      linalg.yield %207 : f32
    } -> tensor<?xf32>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [%4, 1] : tensor<?xf32> into tensor<?x1xf32>
    %7 = tensor.empty(%4) : tensor<?x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %arg15 : tensor<?x1xf32>, tensor<8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.cos %in : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.sin %in : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %11 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %13 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x?x64xf32>) outs(%14 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.divf %in, %cst_7 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.truncf %cst_6 : f64 to f32
      %205 = arith.addf %in, %204 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.rsqrt %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %18 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg1 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %21 = tensor.empty() : tensor<64x192xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<192x64xf32>) outs(%21 : tensor<64x192xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %20 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %22 = tensor.empty(%dim) : tensor<?x192xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<?x192xf32>) -> tensor<?x192xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x192xf32>) outs(%23 : tensor<?x192xf32>) -> tensor<?x192xf32>
    %expanded_9 = tensor.expand_shape %24 [[0, 1], [2]] output_shape [1, %dim, 192] : tensor<?x192xf32> into tensor<1x?x192xf32>
    %25 = arith.cmpi slt, %0, %c0_i64 : i64
    %26 = arith.select %25, %c1_i64, %0 : i64
    %27 = arith.extui %25 : i1 to i64
    %28 = arith.muli %26, %c12_i64 : i64
    %29 = arith.addi %27, %c1_i64 : i64
    %30 = arith.cmpi sle, %29, %c1_i64 : i64
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %31 = arith.muli %0, %c192_i64 : i64
    %32 = arith.divsi %31, %28 : i64
    %33 = arith.select %25, %32, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %33, %c3_i64, %c4_i64, %32 : tensor<5xi64>
    %reshape = tensor.reshape %expanded_9(%from_elements) : (tensor<1x?x192xf32>, tensor<5xi64>) -> tensor<1x?x3x4x16xf32>
    %34 = arith.index_cast %33 : i64 to index
    %35 = tensor.empty(%34) : tensor<3x1x4x?x16xf32>
    %transposed_10 = linalg.transpose ins(%reshape : tensor<1x?x3x4x16xf32>) outs(%35 : tensor<3x1x4x?x16xf32>) permutation = [2, 0, 3, 1, 4] 
    %extracted_slice = tensor.extract_slice %transposed_10[0, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %extracted_slice_11 = tensor.extract_slice %transposed_10[1, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %extracted_slice_12 = tensor.extract_slice %transposed_10[2, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_13[0, 0, 0, 0] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_17 = tensor.extract_slice %collapsed_13[0, 0, 0, 8] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %36 = arith.cmpi eq, %34, %4 : index
    cf.assert %36, "mismatched size for broadcast"
    %37 = tensor.empty(%34) : tensor<1x4x?x8xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %9 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %39 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17, %10 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %39 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %41 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %10 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %42 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17, %9 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %42 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %concat = tensor.concat dim(3) %40, %43 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %extracted_slice_18 = tensor.extract_slice %collapsed_14[0, 0, 0, 0] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_19 = tensor.extract_slice %collapsed_14[0, 0, 0, 8] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18, %9 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %45 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %10 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %45 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %47 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18, %10 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %48 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %9 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %48 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_20 = tensor.concat dim(3) %46, %49 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_21 = tensor.dim %40, %c2 : tensor<1x4x?x8xf32>
    %50 = tensor.empty(%dim_21) : tensor<1x4x?x16xf32>
    %51 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat : tensor<1x4x?x16xf32>) outs(%50 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.mulf %in, %cst_8 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x16xf32>
    %52 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %52, "negative values not allowed in new dimensions"
    cf.assert %52, "negative values not allowed in new dimensions"
    %53 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %54 = linalg.generic {indexing_maps = [#map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<i1>) outs(%53 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %55 = tensor.empty(%dim) : tensor<?xi64>
    %56 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%55 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %204 = linalg.index 0 : index
      %205 = arith.index_cast %204 : index to i64
      linalg.yield %205 : i64
    } -> tensor<?xi64>
    %expanded_22 = tensor.expand_shape %56 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_23 = tensor.expand_shape %56 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %57 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %58 = linalg.generic {indexing_maps = [#map10, #map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_22, %expanded_23 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%57 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_86: i64, %out: i64):
      %204 = arith.subi %in, %in_86 : i64
      linalg.yield %204 : i64
    } -> tensor<?x?xi64>
    %59 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<?x?xi64>) outs(%59 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %204 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %204 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %61 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %54 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%59 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_86: i1, %out: i1):
      %204 = arith.andi %in, %in_86 : i1
      linalg.yield %204 : i1
    } -> tensor<?x?xi1>
    %62 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map9, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_2, %cst_3 : tensor<?x?xi1>, tensor<f32>, tensor<f32>) outs(%62 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_86: f32, %in_87: f32, %out: f32):
      %204 = arith.select %in, %in_86, %in_87 : f32
      linalg.yield %204 : f32
    } -> tensor<?x?xf32>
    %dim_24 = tensor.dim %46, %c2 : tensor<1x4x?x8xf32>
    %64 = tensor.empty(%dim_24) : tensor<1x4x16x?xf32>
    %transposed_25 = linalg.transpose ins(%concat_20 : tensor<1x4x?x16xf32>) outs(%64 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %65 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_25 : tensor<1x4x16x?xf32>) outs(%64 : tensor<1x4x16x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.mulf %in, %cst_8 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x16x?xf32>
    %66 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %67 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %68 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %dim_21, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %extracted = tensor.extract %51[%c0, %204, %208, %206] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_26 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %69 = tensor.empty(%dim) : tensor<1x4x16x?xf32>
    %70 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%69 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %dim_24, %c1 : index
      %208 = arith.select %207, %c0, %206 : index
      %extracted = tensor.extract %65[%c0, %204, %205, %208] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_27 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %71 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %73 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%72 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %74 = arith.muli %0, %c4_i64 : i64
    %75 = arith.select %25, %c4_i64, %74 : i64
    %76 = arith.muli %75, %0 : i64
    %77 = arith.select %25, %c4_i64, %76 : i64
    %78 = arith.select %25, %29, %27 : i64
    %79 = arith.cmpi sle, %78, %c1_i64 : i64
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %80 = arith.muli %74, %0 : i64
    %81 = arith.divsi %80, %77 : i64
    %82 = arith.select %25, %81, %0 : i64
    %from_elements_28 = tensor.from_elements %c1_i64, %c4_i64, %82, %82 : tensor<4xi64>
    %reshape_29 = tensor.reshape %73(%from_elements_28) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %83 = arith.index_cast %82 : i64 to index
    %84 = arith.cmpi eq, %83, %dim : index
    cf.assert %84, "mismatched size for broadcast"
    cf.assert %84, "mismatched size for broadcast"
    %85 = tensor.empty(%83, %83) : tensor<1x4x?x?xf32>
    %86 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_29, %63 : tensor<1x4x?x?xf32>, tensor<?x?xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %87 = tensor.empty(%83) : tensor<1x4x?xi64>
    %88 = linalg.fill ins(%c0_i64 : i64) outs(%87 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %89 = tensor.empty(%83) : tensor<1x4x?xf32>
    %90 = linalg.fill ins(%cst_0 : f32) outs(%89 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %91:2 = linalg.generic {indexing_maps = [#map7, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x4x?x?xf32>) outs(%90, %88 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_86: i64):
      %204 = linalg.index 3 : index
      %205 = arith.index_cast %204 : index to i64
      %206 = arith.maximumf %in, %out : f32
      %207 = arith.cmpf ogt, %in, %out : f32
      %208 = arith.select %207, %205, %out_86 : i64
      linalg.yield %206, %208 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_30 = tensor.expand_shape %91#0 [[0], [1], [2, 3]] output_shape [1, 4, %83, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_30 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x4x?x?xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.exp %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %94 = tensor.empty(%83) : tensor<1x4x?x1xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<1x4x?x?xf32>) outs(%95 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x1xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %96 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.divf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %98 = tensor.empty(%83, %83) : tensor<1x4x?x?xi1>
    %99 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x4x?x?xf32>) outs(%98 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %204 = arith.extf %in : f32 to f64
      %205 = arith.cmpf oeq, %204, %cst_5 : f64
      linalg.yield %205 : i1
    } -> tensor<1x4x?x?xi1>
    %100 = tensor.empty(%83) : tensor<1x4x?x1xi1>
    %101 = linalg.fill ins(%true : i1) outs(%100 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %102 = linalg.generic {indexing_maps = [#map7, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<1x4x?x?xi1>) outs(%101 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %204 = arith.andi %in, %out : i1
      linalg.yield %204 : i1
    } -> tensor<1x4x?x1xi1>
    %103 = arith.cmpi sge, %82, %c0_i64 : i64
    cf.assert %103, "negative values not allowed in new dimensions"
    %104 = arith.index_cast %82 : i64 to index
    cf.assert %103, "negative values not allowed in new dimensions"
    %105 = tensor.empty(%104, %104) : tensor<1x4x?x?xf32>
    %106 = linalg.generic {indexing_maps = [#map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %107 = arith.cmpi eq, %83, %104 : index
    cf.assert %107, "mismatched size for broadcast"
    %108 = arith.cmpi eq, %104, %83 : index
    cf.assert %108, "mismatched size for broadcast"
    %109 = tensor.empty(%83, %104) : tensor<1x4x?x?xf32>
    %110 = linalg.generic {indexing_maps = [#map12, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %106, %97 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%109 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_86: f32, %in_87: f32, %out: f32):
      %204 = arith.select %in, %in_86, %in_87 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %111 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %112 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%111 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %83, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %209 = arith.cmpi eq, %104, %c1 : index
      %210 = arith.select %209, %c0, %206 : index
      %extracted = tensor.extract %110[%c0, %204, %208, %210] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %from_elements_31 = tensor.from_elements %c4_i64, %82, %82 : tensor<3xi64>
    %reshape_32 = tensor.reshape %112(%from_elements_31) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %113 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %34, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %extracted = tensor.extract %collapsed_15[%c0, %204, %208, %206] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_33 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %114 = arith.cmpi eq, %82, %0 : i64
    cf.assert %114, "mismatching contracting dimension"
    %115 = tensor.empty(%83) : tensor<4x?x16xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%115 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %117 = linalg.batch_matmul ins(%reshape_32, %collapsed_33 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%116 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_34 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [1, 4, %83, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %118 = tensor.empty(%83) : tensor<1x?x4x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x4x?x16xf32>) outs(%118 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %119 = tensor.empty() : tensor<64x64xf32>
    %transposed_36 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%119 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<?x64xf32>
    %120 = tensor.empty(%83) : tensor<?x64xf32>
    %121 = linalg.fill ins(%cst : f32) outs(%120 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %122 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%121 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_38 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [1, %83, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %123 = arith.cmpi eq, %dim, %83 : index
    cf.assert %123, "mismatched size for broadcast"
    %124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_38 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<1x?x64xf32>) outs(%14 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.divf %in, %cst_7 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.truncf %cst_6 : f64 to f32
      %205 = arith.addf %in, %204 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.rsqrt %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg2 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %132 = tensor.empty() : tensor<64x172xf32>
    %transposed_39 = linalg.transpose ins(%arg5 : tensor<172x64xf32>) outs(%132 : tensor<64x172xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %133 = tensor.empty(%dim) : tensor<?x172xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<?x172xf32>) -> tensor<?x172xf32>
    %135 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<?x64xf32>, tensor<64x172xf32>) outs(%134 : tensor<?x172xf32>) -> tensor<?x172xf32>
    %expanded_41 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [1, %dim, 172] : tensor<?x172xf32> into tensor<1x?x172xf32>
    %136 = tensor.empty(%dim) : tensor<1x?x172xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.negf %in : f32
      %205 = math.exp %204 : f32
      %206 = arith.addf %205, %cst_1 : f32
      %207 = arith.divf %cst_1, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<1x?x172xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %137 : tensor<1x?x172xf32>, tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x172xf32>
    %transposed_42 = linalg.transpose ins(%arg6 : tensor<172x64xf32>) outs(%132 : tensor<64x172xf32>) permutation = [1, 0] 
    %139 = linalg.matmul ins(%collapsed_40, %transposed_42 : tensor<?x64xf32>, tensor<64x172xf32>) outs(%134 : tensor<?x172xf32>) -> tensor<?x172xf32>
    %expanded_43 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [1, %dim, 172] : tensor<?x172xf32> into tensor<1x?x172xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_43 : tensor<1x?x172xf32>, tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x172xf32>
    %141 = tensor.empty() : tensor<172x64xf32>
    %transposed_44 = linalg.transpose ins(%arg7 : tensor<64x172xf32>) outs(%141 : tensor<172x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<1x?x172xf32> into tensor<?x172xf32>
    %142 = tensor.empty(%dim) : tensor<?x64xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %144 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<?x172xf32>, tensor<172x64xf32>) outs(%143 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_46 = tensor.expand_shape %144 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_46 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %arg16 : tensor<?x1xf32>, tensor<8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<?x8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.cos %in : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<?x8xf32>) outs(%7 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.sin %in : f32
      linalg.yield %204 : f32
    } -> tensor<?x8xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<1x?x64xf32>) outs(%14 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.divf %in, %cst_7 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.truncf %cst_6 : f64 to f32
      %205 = arith.addf %in, %204 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.rsqrt %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %153 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %arg8 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %transposed_47 = linalg.transpose ins(%arg10 : tensor<192x64xf32>) outs(%21 : tensor<64x192xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %155 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %156 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<?x64xf32>, tensor<64x192xf32>) outs(%23 : tensor<?x192xf32>) -> tensor<?x192xf32>
    %expanded_49 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, %dim, 192] : tensor<?x192xf32> into tensor<1x?x192xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_50 = tensor.reshape %expanded_49(%from_elements) : (tensor<1x?x192xf32>, tensor<5xi64>) -> tensor<1x?x3x4x16xf32>
    %transposed_51 = linalg.transpose ins(%reshape_50 : tensor<1x?x3x4x16xf32>) outs(%35 : tensor<3x1x4x?x16xf32>) permutation = [2, 0, 3, 1, 4] 
    %extracted_slice_52 = tensor.extract_slice %transposed_51[0, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %extracted_slice_53 = tensor.extract_slice %transposed_51[1, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %extracted_slice_54 = tensor.extract_slice %transposed_51[2, 0, 0, 0, 0] [1, 1, 4, %34, 16] [1, 1, 1, 1, 1] : tensor<3x1x4x?x16xf32> to tensor<1x1x4x?x16xf32>
    %collapsed_55 = tensor.collapse_shape %extracted_slice_52 [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %collapsed_57 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2], [3], [4]] : tensor<1x1x4x?x16xf32> into tensor<1x4x?x16xf32>
    %extracted_slice_58 = tensor.extract_slice %collapsed_55[0, 0, 0, 0] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_59 = tensor.extract_slice %collapsed_55[0, 0, 0, 8] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %157 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %147 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %158 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59, %148 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %159 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %158 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %160 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %148 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %161 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59, %147 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %162 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %161 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_60 = tensor.concat dim(3) %159, %162 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %extracted_slice_61 = tensor.extract_slice %collapsed_56[0, 0, 0, 0] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_62 = tensor.extract_slice %collapsed_56[0, 0, 0, 8] [1, 4, %34, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %163 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %147 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %164 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %148 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %165 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %164 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %166 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %148 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %36, "mismatched size for broadcast"
    %167 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %147 : tensor<1x4x?x8xf32>, tensor<?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %168 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%37 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_63 = tensor.concat dim(3) %165, %168 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_64 = tensor.dim %159, %c2 : tensor<1x4x?x8xf32>
    %169 = tensor.empty(%dim_64) : tensor<1x4x?x16xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_60 : tensor<1x4x?x16xf32>) outs(%169 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.mulf %in, %cst_8 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x16xf32>
    cf.assert %52, "negative values not allowed in new dimensions"
    cf.assert %52, "negative values not allowed in new dimensions"
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %dim_65 = tensor.dim %165, %c2 : tensor<1x4x?x8xf32>
    %171 = tensor.empty(%dim_65) : tensor<1x4x16x?xf32>
    %transposed_66 = linalg.transpose ins(%concat_63 : tensor<1x4x?x16xf32>) outs(%171 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %172 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<1x4x16x?xf32>) outs(%171 : tensor<1x4x16x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.mulf %in, %cst_8 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x16x?xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %173 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %dim_64, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %extracted = tensor.extract %170[%c0, %204, %208, %206] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_67 = tensor.collapse_shape %173 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %174 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%69 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %dim_65, %c1 : index
      %208 = arith.select %207, %c0, %206 : index
      %extracted = tensor.extract %172[%c0, %204, %205, %208] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_68 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %175 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%72 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_69 = tensor.reshape %175(%from_elements_28) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    cf.assert %84, "mismatched size for broadcast"
    cf.assert %84, "mismatched size for broadcast"
    %176 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_69, %63 : tensor<1x4x?x?xf32>, tensor<?x?xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %177:2 = linalg.generic {indexing_maps = [#map7, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x4x?x?xf32>) outs(%90, %88 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_86: i64):
      %204 = linalg.index 3 : index
      %205 = arith.index_cast %204 : index to i64
      %206 = arith.maximumf %in, %out : f32
      %207 = arith.cmpf ogt, %in, %out : f32
      %208 = arith.select %207, %205, %out_86 : i64
      linalg.yield %206, %208 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_70 = tensor.expand_shape %177#0 [[0], [1], [2, 3]] output_shape [1, 4, %83, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_70 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.subf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x4x?x?xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.exp %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %180 = linalg.generic {indexing_maps = [#map7, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%179 : tensor<1x4x?x?xf32>) outs(%95 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x1xf32>
    %181 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %180 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%85 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.divf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    %182 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x4x?x?xf32>) outs(%98 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %204 = arith.extf %in : f32 to f64
      %205 = arith.cmpf oeq, %204, %cst_5 : f64
      linalg.yield %205 : i1
    } -> tensor<1x4x?x?xi1>
    %183 = linalg.generic {indexing_maps = [#map7, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%182 : tensor<1x4x?x?xi1>) outs(%101 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %204 = arith.andi %in, %out : i1
      linalg.yield %204 : i1
    } -> tensor<1x4x?x1xi1>
    cf.assert %103, "negative values not allowed in new dimensions"
    cf.assert %103, "negative values not allowed in new dimensions"
    cf.assert %107, "mismatched size for broadcast"
    cf.assert %108, "mismatched size for broadcast"
    %184 = linalg.generic {indexing_maps = [#map12, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %106, %181 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%109 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_86: f32, %in_87: f32, %out: f32):
      %204 = arith.select %in, %in_86, %in_87 : f32
      linalg.yield %204 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %185 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%111 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %83, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %209 = arith.cmpi eq, %104, %c1 : index
      %210 = arith.select %209, %c0, %206 : index
      %extracted = tensor.extract %184[%c0, %204, %208, %210] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_71 = tensor.reshape %185(%from_elements_31) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %66, "unimplemented: dynamic negative broadcast sizes"
    %186 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %204 = linalg.index 1 : index
      %205 = linalg.index 2 : index
      %206 = linalg.index 3 : index
      %207 = arith.cmpi eq, %34, %c1 : index
      %208 = arith.select %207, %c0, %205 : index
      %extracted = tensor.extract %collapsed_57[%c0, %204, %208, %206] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_72 = tensor.collapse_shape %186 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %114, "mismatching contracting dimension"
    %187 = linalg.batch_matmul ins(%reshape_71, %collapsed_72 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%116 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_73 = tensor.expand_shape %187 [[0, 1], [2], [3]] output_shape [1, 4, %83, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x4x?x16xf32>) outs(%118 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_75 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%119 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<?x64xf32>
    %188 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%121 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_77 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [1, %83, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    cf.assert %123, "mismatched size for broadcast"
    %189 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_77 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<1x?x64xf32>) outs(%14 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.addf %in, %out : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.divf %in, %cst_7 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.truncf %cst_6 : f64 to f32
      %205 = arith.addf %in, %204 : f32
      linalg.yield %205 : f32
    } -> tensor<1x?x1xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x?x1xf32>) outs(%13 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = math.rsqrt %in : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x1xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %194 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %arg9 : tensor<1x?x64xf32>, tensor<64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    %transposed_78 = linalg.transpose ins(%arg12 : tensor<172x64xf32>) outs(%132 : tensor<64x172xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %197 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<?x64xf32>, tensor<64x172xf32>) outs(%134 : tensor<?x172xf32>) -> tensor<?x172xf32>
    %expanded_80 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [1, %dim, 172] : tensor<?x172xf32> into tensor<1x?x172xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %out: f32):
      %204 = arith.negf %in : f32
      %205 = math.exp %204 : f32
      %206 = arith.addf %205, %cst_1 : f32
      %207 = arith.divf %cst_1, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<1x?x172xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %198 : tensor<1x?x172xf32>, tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x172xf32>
    %transposed_81 = linalg.transpose ins(%arg13 : tensor<172x64xf32>) outs(%132 : tensor<64x172xf32>) permutation = [1, 0] 
    %200 = linalg.matmul ins(%collapsed_79, %transposed_81 : tensor<?x64xf32>, tensor<64x172xf32>) outs(%134 : tensor<?x172xf32>) -> tensor<?x172xf32>
    %expanded_82 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, %dim, 172] : tensor<?x172xf32> into tensor<1x?x172xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_82 : tensor<1x?x172xf32>, tensor<1x?x172xf32>) outs(%136 : tensor<1x?x172xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.mulf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x172xf32>
    %transposed_83 = linalg.transpose ins(%arg14 : tensor<64x172xf32>) outs(%141 : tensor<172x64xf32>) permutation = [1, 0] 
    %collapsed_84 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x?x172xf32> into tensor<?x172xf32>
    %202 = linalg.matmul ins(%collapsed_84, %transposed_83 : tensor<?x172xf32>, tensor<172x64xf32>) outs(%143 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_85 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %expanded_85 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_86: f32, %out: f32):
      %204 = arith.addf %in, %in_86 : f32
      linalg.yield %204 : f32
    } -> tensor<1x?x64xf32>
    return %203 : tensor<1x?x64xf32>
  }
}
