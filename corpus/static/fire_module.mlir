// fire_module: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 10,896 weights as arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x32x16x16xf32>, %arg1: tensor<16x32x1x1xf32>, %arg2: tensor<16xf32>, %arg3: tensor<64x16x1x1xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x16x3x3xf32>, %arg6: tensor<64xf32>) -> tensor<1x128x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x32x16x16xf32>, tensor<16x32x1x1xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<1x16x16x16xf32>
    %3 = tensor.empty() : tensor<1x64x16x16xf32>
    %broadcasted_0 = linalg.broadcast ins(%arg4 : tensor<64xf32>) outs(%3 : tensor<1x64x16x16xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2, %arg3 : tensor<1x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_0 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x16x16xf32>) outs(%3 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<1x64x16x16xf32>
    %padded = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %broadcasted_1 = linalg.broadcast ins(%arg6 : tensor<64xf32>) outs(%3 : tensor<1x64x16x16xf32>) dimensions = [0, 2, 3] 
    %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg5 : tensor<1x16x18x18xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_1 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x64x16x16xf32>) outs(%3 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<1x64x16x16xf32>
    %concat = tensor.concat dim(1) %5, %7 : (tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) -> tensor<1x128x16x16xf32>
    return %concat : tensor<1x128x16x16xf32>
  }
}
