// unet_small: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 1,945,556 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @forward(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32x3x3xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<64x32x3x3xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64x3x3xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<128x64x3x3xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128x128x3x3xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<256x128x3x3xf32>, %arg26: tensor<256xf32>, %arg27: tensor<256xf32>, %arg28: tensor<256x256x3x3xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256x128x2x2xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128x64x2x2xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x32x2x2xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x16x2x2xf32>, %arg38: tensor<16xf32>, %arg39: tensor<128x256x3x3xf32>, %arg40: tensor<128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128x128x3x3xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<64x128x3x3xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64x64x3x3xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x64x3x3xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32x3x3xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<16x32x3x3xf32>, %arg58: tensor<16xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16x16x3x3xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<2x16x1x1xf32>, %arg64: tensor<2xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16xf32>, %arg67: tensor<i64>, %arg68: tensor<16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<i64>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<i64>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<i64>, %arg77: tensor<64xf32>, %arg78: tensor<64xf32>, %arg79: tensor<i64>, %arg80: tensor<64xf32>, %arg81: tensor<64xf32>, %arg82: tensor<i64>, %arg83: tensor<128xf32>, %arg84: tensor<128xf32>, %arg85: tensor<i64>, %arg86: tensor<128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<i64>, %arg89: tensor<256xf32>, %arg90: tensor<256xf32>, %arg91: tensor<i64>, %arg92: tensor<256xf32>, %arg93: tensor<256xf32>, %arg94: tensor<i64>, %arg95: tensor<128xf32>, %arg96: tensor<128xf32>, %arg97: tensor<i64>, %arg98: tensor<128xf32>, %arg99: tensor<128xf32>, %arg100: tensor<i64>, %arg101: tensor<64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<i64>, %arg104: tensor<64xf32>, %arg105: tensor<64xf32>, %arg106: tensor<i64>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<i64>, %arg110: tensor<32xf32>, %arg111: tensor<32xf32>, %arg112: tensor<i64>, %arg113: tensor<16xf32>, %arg114: tensor<16xf32>, %arg115: tensor<i64>, %arg116: tensor<16xf32>, %arg117: tensor<16xf32>, %arg118: tensor<i64>) -> tensor<1x2x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %c1 = arith.constant 1 : index
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x64x64xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg66 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_3 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_3 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_4 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_4 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_5 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_5 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x64x64xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x64x64xf32>
    %padded_6 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x16x64x64xf32> to tensor<1x16x66x66xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_6, %arg4 : tensor<1x16x66x66xf32>, tensor<16x16x3x3xf32>) outs(%1 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg69 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%13 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %expanded_7 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_8 = tensor.expand_shape %15 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_7 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_8 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_9 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_9 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_10 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_10 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x64x64xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x64x64xf32>
    %21 = tensor.empty() : tensor<1x16x32x32xf32>
    %22 = linalg.fill ins(%cst_1 : f32) outs(%21 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %23 = tensor.empty() : tensor<2x2xf32>
    %24 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%20, %23 : tensor<1x16x64x64xf32>, tensor<2x2xf32>) outs(%22 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %padded_11 = tensor.pad %24 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %25 = tensor.empty() : tensor<1x32x32x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %arg7 : tensor<1x16x34x34xf32>, tensor<32x16x3x3xf32>) outs(%26 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %28 = tensor.empty() : tensor<32xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%30 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %expanded_12 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_12 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_13 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_14 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_14 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_15 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_15 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x32x32x32xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_16 = tensor.pad %36 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_16, %arg10 : tensor<1x32x34x34xf32>, tensor<32x32x3x3xf32>) outs(%26 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg75 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %expanded_17 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_18 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_17 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_18 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_19 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_19 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_20 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_20 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x32x32x32xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x32x32xf32>
    %46 = tensor.empty() : tensor<1x32x16x16xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %48 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%45, %23 : tensor<1x32x32x32xf32>, tensor<2x2xf32>) outs(%47 : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %padded_21 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x32x16x16xf32> to tensor<1x32x18x18xf32>
    %49 = tensor.empty() : tensor<1x64x16x16xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %arg13 : tensor<1x32x18x18xf32>, tensor<64x32x3x3xf32>) outs(%50 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %52 = tensor.empty() : tensor<64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg78 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%54 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %expanded_22 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_23 = tensor.expand_shape %55 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_22 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_23 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_24 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_24 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_25 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_25 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x64x16x16xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_26 = tensor.pad %60 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_26, %arg16 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%50 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg81 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%62 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<64xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %expanded_27 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_28 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_27 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_28 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_29 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_29 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_30 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_30 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x64x16x16xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x64x16x16xf32>
    %70 = tensor.empty() : tensor<1x64x8x8xf32>
    %71 = linalg.fill ins(%cst_1 : f32) outs(%70 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %72 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%69, %23 : tensor<1x64x16x16xf32>, tensor<2x2xf32>) outs(%71 : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %padded_31 = tensor.pad %72 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x64x8x8xf32> to tensor<1x64x10x10xf32>
    %73 = tensor.empty() : tensor<1x128x8x8xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_31, %arg19 : tensor<1x64x10x10xf32>, tensor<128x64x3x3xf32>) outs(%74 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %76 = tensor.empty() : tensor<128xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg84 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%77 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<128xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%78 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %expanded_32 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_33 = tensor.expand_shape %79 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_32 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_33 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_34 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_34 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_35 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_35 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x128x8x8xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_36 = tensor.pad %84 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg22 : tensor<1x128x10x10xf32>, tensor<128x128x3x3xf32>) outs(%74 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg87 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%86 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %expanded_37 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_38 = tensor.expand_shape %88 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_37 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_38 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_39 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_39 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_40 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_40 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x128x8x8xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x128x8x8xf32>
    %94 = tensor.empty() : tensor<1x128x4x4xf32>
    %95 = linalg.fill ins(%cst_1 : f32) outs(%94 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %96 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%93, %23 : tensor<1x128x8x8xf32>, tensor<2x2xf32>) outs(%95 : tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf32>
    %padded_41 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x128x4x4xf32> to tensor<1x128x6x6xf32>
    %97 = tensor.empty() : tensor<1x256x4x4xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_41, %arg25 : tensor<1x128x6x6xf32>, tensor<256x128x3x3xf32>) outs(%98 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %100 = tensor.empty() : tensor<256xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg90 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<256xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%101 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<256xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%102 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<256xf32>
    %expanded_42 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_43 = tensor.expand_shape %103 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_42 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_43 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_44 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_44 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_45 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_45 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x256x4x4xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x256x4x4xf32>
    %padded_46 = tensor.pad %108 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_46, %arg28 : tensor<1x256x6x6xf32>, tensor<256x256x3x3xf32>) outs(%98 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg93 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<256xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%110 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<256xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%111 : tensor<256xf32>) outs(%100 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<256xf32>
    %expanded_47 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_48 = tensor.expand_shape %112 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_47 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_48 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_49 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_49 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_50 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_50 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x256x4x4xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x256x4x4xf32>) outs(%97 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x256x4x4xf32>
    %118 = tensor.empty() : tensor<128x256x2x2xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<128x256x2x2xf32>) -> tensor<128x256x2x2xf32>
    %120 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%119 : tensor<128x256x2x2xf32>) {
    ^bb0(%out: f32):
      %216 = linalg.index 0 : index
      %217 = linalg.index 1 : index
      %218 = linalg.index 2 : index
      %219 = linalg.index 3 : index
      %220 = arith.subi %c1, %218 : index
      %221 = arith.subi %c1, %219 : index
      %extracted = tensor.extract %arg31[%217, %216, %220, %221] : tensor<256x128x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<128x256x2x2xf32>
    %121 = tensor.empty() : tensor<1x256x9x9xf32>
    %122 = linalg.fill ins(%cst : f32) outs(%121 : tensor<1x256x9x9xf32>) -> tensor<1x256x9x9xf32>
    %inserted_slice = tensor.insert_slice %117 into %122[0, 0, 1, 1] [1, 256, 4, 4] [1, 1, 2, 2] : tensor<1x256x4x4xf32> into tensor<1x256x9x9xf32>
    %broadcasted = linalg.broadcast ins(%arg32 : tensor<128xf32>) outs(%73 : tensor<1x128x8x8xf32>) dimensions = [0, 2, 3] 
    %123 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %120 : tensor<1x256x9x9xf32>, tensor<128x256x2x2xf32>) outs(%broadcasted : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %concat = tensor.concat dim(1) %93, %123 : (tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) -> tensor<1x256x8x8xf32>
    %padded_51 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x256x8x8xf32> to tensor<1x256x10x10xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_51, %arg39 : tensor<1x256x10x10xf32>, tensor<128x256x3x3xf32>) outs(%74 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg96 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%125 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<128xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %expanded_52 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_53 = tensor.expand_shape %127 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_52 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_53 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_54 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_54 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_55 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_55 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x128x8x8xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_56 = tensor.pad %132 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %133 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %arg42 : tensor<1x128x10x10xf32>, tensor<128x128x3x3xf32>) outs(%74 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg99 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<128xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%135 : tensor<128xf32>) outs(%76 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<128xf32>
    %expanded_57 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_58 = tensor.expand_shape %136 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_57 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_58 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_59 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_59 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_60 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_60 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x128x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x128x8x8xf32>) outs(%73 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x128x8x8xf32>
    %142 = tensor.empty() : tensor<64x128x2x2xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<64x128x2x2xf32>) -> tensor<64x128x2x2xf32>
    %144 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<64x128x2x2xf32>) {
    ^bb0(%out: f32):
      %216 = linalg.index 0 : index
      %217 = linalg.index 1 : index
      %218 = linalg.index 2 : index
      %219 = linalg.index 3 : index
      %220 = arith.subi %c1, %218 : index
      %221 = arith.subi %c1, %219 : index
      %extracted = tensor.extract %arg33[%217, %216, %220, %221] : tensor<128x64x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x128x2x2xf32>
    %145 = tensor.empty() : tensor<1x128x17x17xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<1x128x17x17xf32>) -> tensor<1x128x17x17xf32>
    %inserted_slice_61 = tensor.insert_slice %141 into %146[0, 0, 1, 1] [1, 128, 8, 8] [1, 1, 2, 2] : tensor<1x128x8x8xf32> into tensor<1x128x17x17xf32>
    %broadcasted_62 = linalg.broadcast ins(%arg34 : tensor<64xf32>) outs(%49 : tensor<1x64x16x16xf32>) dimensions = [0, 2, 3] 
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_61, %144 : tensor<1x128x17x17xf32>, tensor<64x128x2x2xf32>) outs(%broadcasted_62 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %concat_63 = tensor.concat dim(1) %69, %147 : (tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) -> tensor<1x128x16x16xf32>
    %padded_64 = tensor.pad %concat_63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x128x16x16xf32> to tensor<1x128x18x18xf32>
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %arg45 : tensor<1x128x18x18xf32>, tensor<64x128x3x3xf32>) outs(%50 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg102 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%149 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%150 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %expanded_65 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_66 = tensor.expand_shape %151 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_65 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_66 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_67 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_67 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_68 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_68 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x64x16x16xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_69 = tensor.pad %156 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_69, %arg48 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%50 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg105 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<64xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%159 : tensor<64xf32>) outs(%52 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<64xf32>
    %expanded_70 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_71 = tensor.expand_shape %160 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_70 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_71 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_72 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_72 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_73 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_73 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x64x16x16xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x64x16x16xf32>) outs(%49 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x64x16x16xf32>
    %166 = tensor.empty() : tensor<32x64x2x2xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<32x64x2x2xf32>) -> tensor<32x64x2x2xf32>
    %168 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%167 : tensor<32x64x2x2xf32>) {
    ^bb0(%out: f32):
      %216 = linalg.index 0 : index
      %217 = linalg.index 1 : index
      %218 = linalg.index 2 : index
      %219 = linalg.index 3 : index
      %220 = arith.subi %c1, %218 : index
      %221 = arith.subi %c1, %219 : index
      %extracted = tensor.extract %arg35[%217, %216, %220, %221] : tensor<64x32x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<32x64x2x2xf32>
    %169 = tensor.empty() : tensor<1x64x33x33xf32>
    %170 = linalg.fill ins(%cst : f32) outs(%169 : tensor<1x64x33x33xf32>) -> tensor<1x64x33x33xf32>
    %inserted_slice_74 = tensor.insert_slice %165 into %170[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 2, 2] : tensor<1x64x16x16xf32> into tensor<1x64x33x33xf32>
    %broadcasted_75 = linalg.broadcast ins(%arg36 : tensor<32xf32>) outs(%25 : tensor<1x32x32x32xf32>) dimensions = [0, 2, 3] 
    %171 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_74, %168 : tensor<1x64x33x33xf32>, tensor<32x64x2x2xf32>) outs(%broadcasted_75 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %concat_76 = tensor.concat dim(1) %45, %171 : (tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) -> tensor<1x64x32x32xf32>
    %padded_77 = tensor.pad %concat_76 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_77, %arg51 : tensor<1x64x34x34xf32>, tensor<32x64x3x3xf32>) outs(%26 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg108 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%173 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %expanded_78 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_79 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_78 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_79 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_80 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_80 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_81 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_81 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x32x32x32xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_82 = tensor.pad %180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %arg54 : tensor<1x32x34x34xf32>, tensor<32x32x3x3xf32>) outs(%26 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg111 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%182 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%183 : tensor<32xf32>) outs(%28 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %expanded_83 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_84 = tensor.expand_shape %184 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_83 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_84 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_85 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_85 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_86 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_86 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x32x32xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x32x32x32xf32>) outs(%25 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x32x32xf32>
    %190 = tensor.empty() : tensor<16x32x2x2xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<16x32x2x2xf32>) -> tensor<16x32x2x2xf32>
    %192 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%191 : tensor<16x32x2x2xf32>) {
    ^bb0(%out: f32):
      %216 = linalg.index 0 : index
      %217 = linalg.index 1 : index
      %218 = linalg.index 2 : index
      %219 = linalg.index 3 : index
      %220 = arith.subi %c1, %218 : index
      %221 = arith.subi %c1, %219 : index
      %extracted = tensor.extract %arg37[%217, %216, %220, %221] : tensor<32x16x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x32x2x2xf32>
    %193 = tensor.empty() : tensor<1x32x65x65xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<1x32x65x65xf32>) -> tensor<1x32x65x65xf32>
    %inserted_slice_87 = tensor.insert_slice %189 into %194[0, 0, 1, 1] [1, 32, 32, 32] [1, 1, 2, 2] : tensor<1x32x32x32xf32> into tensor<1x32x65x65xf32>
    %broadcasted_88 = linalg.broadcast ins(%arg38 : tensor<16xf32>) outs(%0 : tensor<1x16x64x64xf32>) dimensions = [0, 2, 3] 
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_87, %192 : tensor<1x32x65x65xf32>, tensor<16x32x2x2xf32>) outs(%broadcasted_88 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %concat_89 = tensor.concat dim(1) %20, %195 : (tensor<1x16x64x64xf32>, tensor<1x16x64x64xf32>) -> tensor<1x32x64x64xf32>
    %padded_90 = tensor.pad %concat_89 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x32x64x64xf32> to tensor<1x32x66x66xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %arg57 : tensor<1x32x66x66xf32>, tensor<16x32x3x3xf32>) outs(%1 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg114 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%197 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%198 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %expanded_91 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_92 = tensor.expand_shape %199 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_91 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_92 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_93 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_93 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_94 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_94 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x16x64x64xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x64x64xf32>
    %padded_95 = tensor.pad %204 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg119: index, %arg120: index, %arg121: index, %arg122: index):
      tensor.yield %cst : f32
    } : tensor<1x16x64x64xf32> to tensor<1x16x66x66xf32>
    %205 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_95, %arg60 : tensor<1x16x66x66xf32>, tensor<16x16x3x3xf32>) outs(%1 : tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg117 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_2 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%206 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%207 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf one, %in, %cst : f32
      cf.assert %216, "unimplemented: tensor with zero element"
      %217 = arith.divf %cst_0, %in : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %expanded_96 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_97 = tensor.expand_shape %208 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_96 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.subf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_97 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_98 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_98 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.mulf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %expanded_99 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_99 : tensor<1x16x64x64xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %in_101: f32, %out: f32):
      %216 = arith.addf %in, %in_101 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x64x64xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x16x64x64xf32>) outs(%0 : tensor<1x16x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x64x64xf32>
    %214 = tensor.empty() : tensor<1x2x64x64xf32>
    %broadcasted_100 = linalg.broadcast ins(%arg64 : tensor<2xf32>) outs(%214 : tensor<1x2x64x64xf32>) dimensions = [0, 2, 3] 
    %215 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%213, %arg63 : tensor<1x16x64x64xf32>, tensor<2x16x1x1xf32>) outs(%broadcasted_100 : tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    return %215 : tensor<1x2x64x64xf32>
  }
}
