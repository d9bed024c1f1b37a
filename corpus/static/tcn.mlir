// tcn: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 106,858 weights as arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<1x16x256xf32>, %arg1: tensor<32x16x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32x3xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x1xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32x3xf32>, %arg10: tensor<32xf32>, %arg11: tensor<64x32x3xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x64x3xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32x1xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64x3xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64x3xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64x3xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64x3xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64x3xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64x3xf32>, %arg28: tensor<64xf32>, %arg29: tensor<10x64xf32>, %arg30: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 2] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x16x256xf32> to tensor<1x16x258xf32>
    %0 = tensor.empty() : tensor<1x32x256xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<32xf32>) outs(%0 : tensor<1x32x256xf32>) dimensions = [0, 2] 
    %1 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded, %arg1 : tensor<1x16x258xf32>, tensor<32x16x3xf32>) outs(%broadcasted : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %padded_0 = tensor.pad %2 low[0, 0, 2] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x32x256xf32> to tensor<1x32x258xf32>
    %broadcasted_1 = linalg.broadcast ins(%arg4 : tensor<32xf32>) outs(%0 : tensor<1x32x256xf32>) dimensions = [0, 2] 
    %3 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_0, %arg3 : tensor<1x32x258xf32>, tensor<32x32x3xf32>) outs(%broadcasted_1 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %broadcasted_2 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%0 : tensor<1x32x256xf32>) dimensions = [0, 2] 
    %5 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%arg0, %arg5 : tensor<1x16x256xf32>, tensor<32x16x1xf32>) outs(%broadcasted_2 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x32x256xf32>, tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x32x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %padded_3 = tensor.pad %7 low[0, 0, 4] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x32x256xf32> to tensor<1x32x260xf32>
    %broadcasted_4 = linalg.broadcast ins(%arg8 : tensor<32xf32>) outs(%0 : tensor<1x32x256xf32>) dimensions = [0, 2] 
    %8 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_3, %arg7 : tensor<1x32x260xf32>, tensor<32x32x3xf32>) outs(%broadcasted_4 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %padded_5 = tensor.pad %9 low[0, 0, 4] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x32x256xf32> to tensor<1x32x260xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg10 : tensor<32xf32>) outs(%0 : tensor<1x32x256xf32>) dimensions = [0, 2] 
    %10 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_5, %arg9 : tensor<1x32x260xf32>, tensor<32x32x3xf32>) outs(%broadcasted_6 : tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %7 : tensor<1x32x256xf32>, tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x32x256xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x32x256xf32>) outs(%0 : tensor<1x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x32x256xf32>
    %padded_7 = tensor.pad %13 low[0, 0, 8] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x32x256xf32> to tensor<1x32x264xf32>
    %14 = tensor.empty() : tensor<1x64x256xf32>
    %broadcasted_8 = linalg.broadcast ins(%arg12 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %15 = linalg.conv_1d_ncw_fcw {dilations = dense<4> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_7, %arg11 : tensor<1x32x264xf32>, tensor<64x32x3xf32>) outs(%broadcasted_8 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_9 = tensor.pad %16 low[0, 0, 8] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x264xf32>
    %broadcasted_10 = linalg.broadcast ins(%arg14 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %17 = linalg.conv_1d_ncw_fcw {dilations = dense<4> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_9, %arg13 : tensor<1x64x264xf32>, tensor<64x64x3xf32>) outs(%broadcasted_10 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %broadcasted_11 = linalg.broadcast ins(%arg16 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %19 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%13, %arg15 : tensor<1x32x256xf32>, tensor<64x32x1xf32>) outs(%broadcasted_11 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %19 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x64x256xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_12 = tensor.pad %21 low[0, 0, 16] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x272xf32>
    %broadcasted_13 = linalg.broadcast ins(%arg18 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %22 = linalg.conv_1d_ncw_fcw {dilations = dense<8> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_12, %arg17 : tensor<1x64x272xf32>, tensor<64x64x3xf32>) outs(%broadcasted_13 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_14 = tensor.pad %23 low[0, 0, 16] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x272xf32>
    %broadcasted_15 = linalg.broadcast ins(%arg20 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %24 = linalg.conv_1d_ncw_fcw {dilations = dense<8> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_14, %arg19 : tensor<1x64x272xf32>, tensor<64x64x3xf32>) outs(%broadcasted_15 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %21 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x64x256xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_16 = tensor.pad %27 low[0, 0, 32] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x288xf32>
    %broadcasted_17 = linalg.broadcast ins(%arg22 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %28 = linalg.conv_1d_ncw_fcw {dilations = dense<16> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_16, %arg21 : tensor<1x64x288xf32>, tensor<64x64x3xf32>) outs(%broadcasted_17 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_18 = tensor.pad %29 low[0, 0, 32] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x288xf32>
    %broadcasted_19 = linalg.broadcast ins(%arg24 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %30 = linalg.conv_1d_ncw_fcw {dilations = dense<16> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_18, %arg23 : tensor<1x64x288xf32>, tensor<64x64x3xf32>) outs(%broadcasted_19 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %27 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x64x256xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_20 = tensor.pad %33 low[0, 0, 64] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x320xf32>
    %broadcasted_21 = linalg.broadcast ins(%arg26 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %34 = linalg.conv_1d_ncw_fcw {dilations = dense<32> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_20, %arg25 : tensor<1x64x320xf32>, tensor<64x64x3xf32>) outs(%broadcasted_21 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %padded_22 = tensor.pad %35 low[0, 0, 64] high[0, 0, 0] {
    ^bb0(%arg31: index, %arg32: index, %arg33: index):
      tensor.yield %cst : f32
    } : tensor<1x64x256xf32> to tensor<1x64x320xf32>
    %broadcasted_23 = linalg.broadcast ins(%arg28 : tensor<64xf32>) outs(%14 : tensor<1x64x256xf32>) dimensions = [0, 2] 
    %36 = linalg.conv_1d_ncw_fcw {dilations = dense<32> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%padded_22, %arg27 : tensor<1x64x320xf32>, tensor<64x64x3xf32>) outs(%broadcasted_23 : tensor<1x64x256xf32>) -> tensor<1x64x256xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %33 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x64x256xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x64x256xf32>) outs(%14 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.cmpf ugt, %in, %cst : f32
      %46 = arith.select %45, %in, %cst : f32
      linalg.yield %46 : f32
    } -> tensor<1x64x256xf32>
    %extracted_slice = tensor.extract_slice %39[0, 0, 255] [1, 64, 1] [1, 1, 1] : tensor<1x64x256xf32> to tensor<1x64x1xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0], [1, 2]] : tensor<1x64x1xf32> into tensor<1x64xf32>
    %40 = tensor.empty() : tensor<64x10xf32>
    %transposed = linalg.transpose ins(%arg29 : tensor<10x64xf32>) outs(%40 : tensor<64x10xf32>) permutation = [1, 0] 
    %41 = tensor.empty() : tensor<1x10xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %43 = linalg.matmul ins(%collapsed, %transposed : tensor<1x64xf32>, tensor<64x10xf32>) outs(%42 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %arg30 : tensor<1x10xf32>, tensor<10xf32>) outs(%41 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %45 = arith.addf %in, %in_24 : f32
      linalg.yield %45 : f32
    } -> tensor<1x10xf32>
    return %44 : tensor<1x10xf32>
  }
}
