// mobilenet_v2: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 3,539,036 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<1x3x224x224xf32>, %arg1: tensor<32x3x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x1x3x3xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<16x32x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<96x16x1x1xf32>, %arg11: tensor<96xf32>, %arg12: tensor<96xf32>, %arg13: tensor<96x1x3x3xf32>, %arg14: tensor<96xf32>, %arg15: tensor<96xf32>, %arg16: tensor<24x96x1x1xf32>, %arg17: tensor<24xf32>, %arg18: tensor<24xf32>, %arg19: tensor<144x24x1x1xf32>, %arg20: tensor<144xf32>, %arg21: tensor<144xf32>, %arg22: tensor<144x1x3x3xf32>, %arg23: tensor<144xf32>, %arg24: tensor<144xf32>, %arg25: tensor<24x144x1x1xf32>, %arg26: tensor<24xf32>, %arg27: tensor<24xf32>, %arg28: tensor<144x24x1x1xf32>, %arg29: tensor<144xf32>, %arg30: tensor<144xf32>, %arg31: tensor<144x1x3x3xf32>, %arg32: tensor<144xf32>, %arg33: tensor<144xf32>, %arg34: tensor<32x144x1x1xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<192x32x1x1xf32>, %arg38: tensor<192xf32>, %arg39: tensor<192xf32>, %arg40: tensor<192x1x3x3xf32>, %arg41: tensor<192xf32>, %arg42: tensor<192xf32>, %arg43: tensor<32x192x1x1xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<192x32x1x1xf32>, %arg47: tensor<192xf32>, %arg48: tensor<192xf32>, %arg49: tensor<192x1x3x3xf32>, %arg50: tensor<192xf32>, %arg51: tensor<192xf32>, %arg52: tensor<32x192x1x1xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<192x32x1x1xf32>, %arg56: tensor<192xf32>, %arg57: tensor<192xf32>, %arg58: tensor<192x1x3x3xf32>, %arg59: tensor<192xf32>, %arg60: tensor<192xf32>, %arg61: tensor<64x192x1x1xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<384x64x1x1xf32>, %arg65: tensor<384xf32>, %arg66: tensor<384xf32>, %arg67: tensor<384x1x3x3xf32>, %arg68: tensor<384xf32>, %arg69: tensor<384xf32>, %arg70: tensor<64x384x1x1xf32>, %arg71: tensor<64xf32>, %arg72: tensor<64xf32>, %arg73: tensor<384x64x1x1xf32>, %arg74: tensor<384xf32>, %arg75: tensor<384xf32>, %arg76: tensor<384x1x3x3xf32>, %arg77: tensor<384xf32>, %arg78: tensor<384xf32>, %arg79: tensor<64x384x1x1xf32>, %arg80: tensor<64xf32>, %arg81: tensor<64xf32>, %arg82: tensor<384x64x1x1xf32>, %arg83: tensor<384xf32>, %arg84: tensor<384xf32>, %arg85: tensor<384x1x3x3xf32>, %arg86: tensor<384xf32>, %arg87: tensor<384xf32>, %arg88: tensor<64x384x1x1xf32>, %arg89: tensor<64xf32>, %arg90: tensor<64xf32>, %arg91: tensor<384x64x1x1xf32>, %arg92: tensor<384xf32>, %arg93: tensor<384xf32>, %arg94: tensor<384x1x3x3xf32>, %arg95: tensor<384xf32>, %arg96: tensor<384xf32>, %arg97: tensor<96x384x1x1xf32>, %arg98: tensor<96xf32>, %arg99: tensor<96xf32>, %arg100: tensor<576x96x1x1xf32>, %arg101: tensor<576xf32>, %arg102: tensor<576xf32>, %arg103: tensor<576x1x3x3xf32>, %arg104: tensor<576xf32>, %arg105: tensor<576xf32>, %arg106: tensor<96x576x1x1xf32>, %arg107: tensor<96xf32>, %arg108: tensor<96xf32>, %arg109: tensor<576x96x1x1xf32>, %arg110: tensor<576xf32>, %arg111: tensor<576xf32>, %arg112: tensor<576x1x3x3xf32>, %arg113: tensor<576xf32>, %arg114: tensor<576xf32>, %arg115: tensor<96x576x1x1xf32>, %arg116: tensor<96xf32>, %arg117: tensor<96xf32>, %arg118: tensor<576x96x1x1xf32>, %arg119: tensor<576xf32>, %arg120: tensor<576xf32>, %arg121: tensor<576x1x3x3xf32>, %arg122: tensor<576xf32>, %arg123: tensor<576xf32>, %arg124: tensor<160x576x1x1xf32>, %arg125: tensor<160xf32>, %arg126: tensor<160xf32>, %arg127: tensor<960x160x1x1xf32>, %arg128: tensor<960xf32>, %arg129: tensor<960xf32>, %arg130: tensor<960x1x3x3xf32>, %arg131: tensor<960xf32>, %arg132: tensor<960xf32>, %arg133: tensor<160x960x1x1xf32>, %arg134: tensor<160xf32>, %arg135: tensor<160xf32>, %arg136: tensor<960x160x1x1xf32>, %arg137: tensor<960xf32>, %arg138: tensor<960xf32>, %arg139: tensor<960x1x3x3xf32>, %arg140: tensor<960xf32>, %arg141: tensor<960xf32>, %arg142: tensor<160x960x1x1xf32>, %arg143: tensor<160xf32>, %arg144: tensor<160xf32>, %arg145: tensor<960x160x1x1xf32>, %arg146: tensor<960xf32>, %arg147: tensor<960xf32>, %arg148: tensor<960x1x3x3xf32>, %arg149: tensor<960xf32>, %arg150: tensor<960xf32>, %arg151: tensor<320x960x1x1xf32>, %arg152: tensor<320xf32>, %arg153: tensor<320xf32>, %arg154: tensor<1280x320x1x1xf32>, %arg155: tensor<1280xf32>, %arg156: tensor<1280xf32>, %arg157: tensor<1000x1280xf32>, %arg158: tensor<1000xf32>, %arg159: tensor<32xf32>, %arg160: tensor<32xf32>, %arg161: tensor<i64>, %arg162: tensor<32xf32>, %arg163: tensor<32xf32>, %arg164: tensor<i64>, %arg165: tensor<16xf32>, %arg166: tensor<16xf32>, %arg167: tensor<i64>, %arg168: tensor<96xf32>, %arg169: tensor<96xf32>, %arg170: tensor<i64>, %arg171: tensor<96xf32>, %arg172: tensor<96xf32>, %arg173: tensor<i64>, %arg174: tensor<24xf32>, %arg175: tensor<24xf32>, %arg176: tensor<i64>, %arg177: tensor<144xf32>, %arg178: tensor<144xf32>, %arg179: tensor<i64>, %arg180: tensor<144xf32>, %arg181: tensor<144xf32>, %arg182: tensor<i64>, %arg183: tensor<24xf32>, %arg184: tensor<24xf32>, %arg185: tensor<i64>, %arg186: tensor<144xf32>, %arg187: tensor<144xf32>, %arg188: tensor<i64>, %arg189: tensor<144xf32>, %arg190: tensor<144xf32>, %arg191: tensor<i64>, %arg192: tensor<32xf32>, %arg193: tensor<32xf32>, %arg194: tensor<i64>, %arg195: tensor<192xf32>, %arg196: tensor<192xf32>, %arg197: tensor<i64>, %arg198: tensor<192xf32>, %arg199: tensor<192xf32>, %arg200: tensor<i64>, %arg201: tensor<32xf32>, %arg202: tensor<32xf32>, %arg203: tensor<i64>, %arg204: tensor<192xf32>, %arg205: tensor<192xf32>, %arg206: tensor<i64>, %arg207: tensor<192xf32>, %arg208: tensor<192xf32>, %arg209: tensor<i64>, %arg210: tensor<32xf32>, %arg211: tensor<32xf32>, %arg212: tensor<i64>, %arg213: tensor<192xf32>, %arg214: tensor<192xf32>, %arg215: tensor<i64>, %arg216: tensor<192xf32>, %arg217: tensor<192xf32>, %arg218: tensor<i64>, %arg219: tensor<64xf32>, %arg220: tensor<64xf32>, %arg221: tensor<i64>, %arg222: tensor<384xf32>, %arg223: tensor<384xf32>, %arg224: tensor<i64>, %arg225: tensor<384xf32>, %arg226: tensor<384xf32>, %arg227: tensor<i64>, %arg228: tensor<64xf32>, %arg229: tensor<64xf32>, %arg230: tensor<i64>, %arg231: tensor<384xf32>, %arg232: tensor<384xf32>, %arg233: tensor<i64>, %arg234: tensor<384xf32>, %arg235: tensor<384xf32>, %arg236: tensor<i64>, %arg237: tensor<64xf32>, %arg238: tensor<64xf32>, %arg239: tensor<i64>, %arg240: tensor<384xf32>, %arg241: tensor<384xf32>, %arg242: tensor<i64>, %arg243: tensor<384xf32>, %arg244: tensor<384xf32>, %arg245: tensor<i64>, %arg246: tensor<64xf32>, %arg247: tensor<64xf32>, %arg248: tensor<i64>, %arg249: tensor<384xf32>, %arg250: tensor<384xf32>, %arg251: tensor<i64>, %arg252: tensor<384xf32>, %arg253: tensor<384xf32>, %arg254: tensor<i64>, %arg255: tensor<96xf32>, %arg256: tensor<96xf32>, %arg257: tensor<i64>, %arg258: tensor<576xf32>, %arg259: tensor<576xf32>, %arg260: tensor<i64>, %arg261: tensor<576xf32>, %arg262: tensor<576xf32>, %arg263: tensor<i64>, %arg264: tensor<96xf32>, %arg265: tensor<96xf32>, %arg266: tensor<i64>, %arg267: tensor<576xf32>, %arg268: tensor<576xf32>, %arg269: tensor<i64>, %arg270: tensor<576xf32>, %arg271: tensor<576xf32>, %arg272: tensor<i64>, %arg273: tensor<96xf32>, %arg274: tensor<96xf32>, %arg275: tensor<i64>, %arg276: tensor<576xf32>, %arg277: tensor<576xf32>, %arg278: tensor<i64>, %arg279: tensor<576xf32>, %arg280: tensor<576xf32>, %arg281: tensor<i64>, %arg282: tensor<160xf32>, %arg283: tensor<160xf32>, %arg284: tensor<i64>, %arg285: tensor<960xf32>, %arg286: tensor<960xf32>, %arg287: tensor<i64>, %arg288: tensor<960xf32>, %arg289: tensor<960xf32>, %arg290: tensor<i64>, %arg291: tensor<160xf32>, %arg292: tensor<160xf32>, %arg293: tensor<i64>, %arg294: tensor<960xf32>, %arg295: tensor<960xf32>, %arg296: tensor<i64>, %arg297: tensor<960xf32>, %arg298: tensor<960xf32>, %arg299: tensor<i64>, %arg300: tensor<160xf32>, %arg301: tensor<160xf32>, %arg302: tensor<i64>, %arg303: tensor<960xf32>, %arg304: tensor<960xf32>, %arg305: tensor<i64>, %arg306: tensor<960xf32>, %arg307: tensor<960xf32>, %arg308: tensor<i64>, %arg309: tensor<320xf32>, %arg310: tensor<320xf32>, %arg311: tensor<i64>, %arg312: tensor<1280xf32>, %arg313: tensor<1280xf32>, %arg314: tensor<i64>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 4.900000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
    %0 = tensor.empty() : tensor<1x32x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%1 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32>
    %3 = tensor.empty() : tensor<32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg160 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_5 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_5 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %expanded_6 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_6 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %expanded_7 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_7 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_2 : tensor<1x32x112x112xf32>, tensor<f32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x32x112x112xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %11 : tensor<f32>, tensor<1x32x112x112xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x32x112x112xf32>
    %padded_8 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x32x112x112xf32> to tensor<1x32x114x114xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_8, %collapsed : tensor<1x32x114x114xf32>, tensor<32x3x3xf32>) outs(%1 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg163 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%14 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %expanded_9 = tensor.expand_shape %arg162 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_10 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_9 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_10 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %expanded_11 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_11 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %expanded_12 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_12 : tensor<1x32x112x112xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x112x112xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_2 : tensor<1x32x112x112xf32>, tensor<f32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x32x112x112xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %21 : tensor<f32>, tensor<1x32x112x112xf32>) outs(%0 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x32x112x112xf32>
    %23 = tensor.empty() : tensor<1x16x112x112xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32>
    %25 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg7 : tensor<1x32x112x112xf32>, tensor<16x32x1x1xf32>) outs(%24 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32>
    %26 = tensor.empty() : tensor<16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg166 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<16xf32>) outs(%26 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<16xf32>
    %expanded_13 = tensor.expand_shape %arg165 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_14 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_13 : tensor<1x16x112x112xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x16x112x112xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_14 : tensor<1x16x112x112xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x16x112x112xf32>
    %expanded_15 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_15 : tensor<1x16x112x112xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x16x112x112xf32>
    %expanded_16 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_16 : tensor<1x16x112x112xf32>, tensor<16x1x1xf32>) outs(%23 : tensor<1x16x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x16x112x112xf32>
    %34 = tensor.empty() : tensor<1x96x112x112xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<1x96x112x112xf32>) -> tensor<1x96x112x112xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%33, %arg10 : tensor<1x16x112x112xf32>, tensor<96x16x1x1xf32>) outs(%35 : tensor<1x96x112x112xf32>) -> tensor<1x96x112x112xf32>
    %37 = tensor.empty() : tensor<96xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg169 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<96xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %expanded_17 = tensor.expand_shape %arg168 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_18 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_17 : tensor<1x96x112x112xf32>, tensor<96x1x1xf32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x112x112xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_18 : tensor<1x96x112x112xf32>, tensor<96x1x1xf32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x112x112xf32>
    %expanded_19 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_19 : tensor<1x96x112x112xf32>, tensor<96x1x1xf32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x112x112xf32>
    %expanded_20 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_20 : tensor<1x96x112x112xf32>, tensor<96x1x1xf32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x112x112xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_2 : tensor<1x96x112x112xf32>, tensor<f32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x96x112x112xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %45 : tensor<f32>, tensor<1x96x112x112xf32>) outs(%34 : tensor<1x96x112x112xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x96x112x112xf32>
    %padded_21 = tensor.pad %46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x96x112x112xf32> to tensor<1x96x114x114xf32>
    %47 = tensor.empty() : tensor<1x96x56x56xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x96x56x56xf32>) -> tensor<1x96x56x56xf32>
    %collapsed_22 = tensor.collapse_shape %arg13 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %49 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_21, %collapsed_22 : tensor<1x96x114x114xf32>, tensor<96x3x3xf32>) outs(%48 : tensor<1x96x56x56xf32>) -> tensor<1x96x56x56xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg172 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<96xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%51 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %expanded_23 = tensor.expand_shape %arg171 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_24 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_23 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x56x56xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_24 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x56x56xf32>
    %expanded_25 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_25 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x56x56xf32>
    %expanded_26 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_26 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x56x56xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %cst_2 : tensor<1x96x56x56xf32>, tensor<f32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x96x56x56xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %57 : tensor<f32>, tensor<1x96x56x56xf32>) outs(%47 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x96x56x56xf32>
    %59 = tensor.empty() : tensor<1x24x56x56xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%58, %arg16 : tensor<1x96x56x56xf32>, tensor<24x96x1x1xf32>) outs(%60 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %62 = tensor.empty() : tensor<24xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg175 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<24xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<24xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<24xf32>
    %expanded_27 = tensor.expand_shape %arg174 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_28 = tensor.expand_shape %65 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_27 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_28 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_29 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_29 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_30 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_30 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %70 = tensor.empty() : tensor<1x144x56x56xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%69, %arg19 : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%71 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %73 = tensor.empty() : tensor<144xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg178 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%74 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<144xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%75 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %expanded_31 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_32 = tensor.expand_shape %76 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_31 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_32 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_33 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_33 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_34 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_34 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %cst_2 : tensor<1x144x56x56xf32>, tensor<f32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %81 : tensor<f32>, tensor<1x144x56x56xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %padded_35 = tensor.pad %82 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32>
    %collapsed_36 = tensor.collapse_shape %arg22 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %83 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_35, %collapsed_36 : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>) outs(%71 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg181 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%84 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<144xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%85 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %expanded_37 = tensor.expand_shape %arg180 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_38 = tensor.expand_shape %86 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_37 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_38 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_39 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_39 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_40 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_40 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %cst_2 : tensor<1x144x56x56xf32>, tensor<f32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %91 : tensor<f32>, tensor<1x144x56x56xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %93 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %arg25 : tensor<1x144x56x56xf32>, tensor<24x144x1x1xf32>) outs(%60 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg184 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<24xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%94 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<24xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%95 : tensor<24xf32>) outs(%62 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<24xf32>
    %expanded_41 = tensor.expand_shape %arg183 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_42 = tensor.expand_shape %96 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_41 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_42 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_43 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_43 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_44 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_44 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %100 : tensor<1x24x56x56xf32>, tensor<1x24x56x56xf32>) outs(%59 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x24x56x56xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%101, %arg28 : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%71 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg187 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%103 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<144xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %expanded_45 = tensor.expand_shape %arg186 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_46 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_45 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_46 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_47 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_47 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %expanded_48 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_48 : tensor<1x144x56x56xf32>, tensor<144x1x1xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x56x56xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %cst_2 : tensor<1x144x56x56xf32>, tensor<f32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %110 : tensor<f32>, tensor<1x144x56x56xf32>) outs(%70 : tensor<1x144x56x56xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x56x56xf32>
    %padded_49 = tensor.pad %111 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32>
    %112 = tensor.empty() : tensor<1x144x28x28xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32>
    %collapsed_50 = tensor.collapse_shape %arg31 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %114 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_49, %collapsed_50 : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>) outs(%113 : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg190 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<144xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%116 : tensor<144xf32>) outs(%73 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<144xf32>
    %expanded_51 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_52 = tensor.expand_shape %117 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_51 : tensor<1x144x28x28xf32>, tensor<144x1x1xf32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x28x28xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_52 : tensor<1x144x28x28xf32>, tensor<144x1x1xf32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x28x28xf32>
    %expanded_53 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_53 : tensor<1x144x28x28xf32>, tensor<144x1x1xf32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x28x28xf32>
    %expanded_54 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_54 : tensor<1x144x28x28xf32>, tensor<144x1x1xf32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x144x28x28xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %cst_2 : tensor<1x144x28x28xf32>, tensor<f32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x28x28xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %122 : tensor<f32>, tensor<1x144x28x28xf32>) outs(%112 : tensor<1x144x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x144x28x28xf32>
    %124 = tensor.empty() : tensor<1x32x28x28xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%124 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%123, %arg34 : tensor<1x144x28x28xf32>, tensor<32x144x1x1xf32>) outs(%125 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg193 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%127 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<32xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%128 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %expanded_55 = tensor.expand_shape %arg192 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_56 = tensor.expand_shape %129 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_55 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_56 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_57 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_57 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_58 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_58 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %134 = tensor.empty() : tensor<1x192x28x28xf32>
    %135 = linalg.fill ins(%cst : f32) outs(%134 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%133, %arg37 : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%135 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %137 = tensor.empty() : tensor<192xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg196 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%139 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_59 = tensor.expand_shape %arg195 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_60 = tensor.expand_shape %140 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_59 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_60 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_61 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_61 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_62 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_62 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %cst_2 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %145 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %padded_63 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32>
    %collapsed_64 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %147 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %collapsed_64 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%135 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg199 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%148 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%149 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_65 = tensor.expand_shape %arg198 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_66 = tensor.expand_shape %150 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_65 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_66 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_67 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_67 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_68 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_68 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %cst_2 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %156 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %155 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%156, %arg43 : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%125 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg202 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<32xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%159 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %expanded_69 = tensor.expand_shape %arg201 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_70 = tensor.expand_shape %160 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_69 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_70 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_71 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_71 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_72 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_72 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %164 : tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%165, %arg46 : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%135 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg205 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%167 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%168 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_73 = tensor.expand_shape %arg204 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_74 = tensor.expand_shape %169 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_73 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_74 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_75 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_75 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_76 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_76 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %cst_2 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %174 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %padded_77 = tensor.pad %175 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32>
    %collapsed_78 = tensor.collapse_shape %arg49 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %176 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_77, %collapsed_78 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%135 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%177 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%178 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_79 = tensor.expand_shape %arg207 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_80 = tensor.expand_shape %179 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_79 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_80 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_81 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_81 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_82 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_82 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %cst_2 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %184 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %arg52 : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%125 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg211 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%187 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<32xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%188 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<32xf32>
    %expanded_83 = tensor.expand_shape %arg210 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_84 = tensor.expand_shape %189 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_83 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_84 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_85 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_85 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %expanded_86 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_86 : tensor<1x32x28x28xf32>, tensor<32x1x1xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %193 : tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) outs(%124 : tensor<1x32x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x32x28x28xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%194, %arg55 : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%135 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg214 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%196 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%197 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_87 = tensor.expand_shape %arg213 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_88 = tensor.expand_shape %198 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_87 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_88 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_89 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_89 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_90 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_90 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x28x28xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %cst_2 : tensor<1x192x28x28xf32>, tensor<f32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %203 : tensor<f32>, tensor<1x192x28x28xf32>) outs(%134 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x28x28xf32>
    %padded_91 = tensor.pad %204 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32>
    %205 = tensor.empty() : tensor<1x192x14x14xf32>
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<1x192x14x14xf32>) -> tensor<1x192x14x14xf32>
    %collapsed_92 = tensor.collapse_shape %arg58 [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32>
    %207 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_91, %collapsed_92 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%206 : tensor<1x192x14x14xf32>) -> tensor<1x192x14x14xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg217 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%208 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<192xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%209 : tensor<192xf32>) outs(%137 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<192xf32>
    %expanded_93 = tensor.expand_shape %arg216 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_94 = tensor.expand_shape %210 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_93 : tensor<1x192x14x14xf32>, tensor<192x1x1xf32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x14x14xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_94 : tensor<1x192x14x14xf32>, tensor<192x1x1xf32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x14x14xf32>
    %expanded_95 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_95 : tensor<1x192x14x14xf32>, tensor<192x1x1xf32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x14x14xf32>
    %expanded_96 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_96 : tensor<1x192x14x14xf32>, tensor<192x1x1xf32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x192x14x14xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %cst_2 : tensor<1x192x14x14xf32>, tensor<f32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x14x14xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %215 : tensor<f32>, tensor<1x192x14x14xf32>) outs(%205 : tensor<1x192x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x192x14x14xf32>
    %217 = tensor.empty() : tensor<1x64x14x14xf32>
    %218 = linalg.fill ins(%cst : f32) outs(%217 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    %219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%216, %arg61 : tensor<1x192x14x14xf32>, tensor<64x192x1x1xf32>) outs(%218 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    %220 = tensor.empty() : tensor<64xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg220 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%221 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<64xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%222 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %expanded_97 = tensor.expand_shape %arg219 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_98 = tensor.expand_shape %223 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_97 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_98 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_99 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_99 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_100 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_100 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %228 = tensor.empty() : tensor<1x384x14x14xf32>
    %229 = linalg.fill ins(%cst : f32) outs(%228 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%227, %arg64 : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %231 = tensor.empty() : tensor<384xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg223 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%232 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%233 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_101 = tensor.expand_shape %arg222 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_102 = tensor.expand_shape %234 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_101 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_102 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_103 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_103 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_104 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_104 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %239 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %padded_105 = tensor.pad %240 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32>
    %collapsed_106 = tensor.collapse_shape %arg67 [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32>
    %241 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_105, %collapsed_106 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg226 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%242 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%243 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_107 = tensor.expand_shape %arg225 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_108 = tensor.expand_shape %244 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_107 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_108 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_109 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_109 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_110 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_110 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %249 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %251 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%250, %arg70 : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%218 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg229 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%252 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<64xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%253 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %expanded_111 = tensor.expand_shape %arg228 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_112 = tensor.expand_shape %254 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_111 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_112 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_113 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_113 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_114 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_114 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %258 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%259, %arg73 : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg232 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%261 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%262 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_115 = tensor.expand_shape %arg231 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_116 = tensor.expand_shape %263 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_115 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_116 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_117 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_117 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_118 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_118 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %268 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %padded_119 = tensor.pad %269 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32>
    %collapsed_120 = tensor.collapse_shape %arg76 [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32>
    %270 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_119, %collapsed_120 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg235 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%271 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%272 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_121 = tensor.expand_shape %arg234 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_122 = tensor.expand_shape %273 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_121 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_122 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_123 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %expanded_123 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_124 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_124 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %278 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%279, %arg79 : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%218 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg238 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<64xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%282 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %expanded_125 = tensor.expand_shape %arg237 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_126 = tensor.expand_shape %283 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_125 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_126 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_127 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_127 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_128 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_128 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %287 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%288, %arg82 : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg241 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%290 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%291 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_129 = tensor.expand_shape %arg240 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_130 = tensor.expand_shape %292 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_129 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %expanded_130 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_131 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_131 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_132 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_132 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %297 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %padded_133 = tensor.pad %298 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32>
    %collapsed_134 = tensor.collapse_shape %arg85 [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32>
    %299 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_133, %collapsed_134 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg244 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%300 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%301 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_135 = tensor.expand_shape %arg243 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_136 = tensor.expand_shape %302 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_135 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_136 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_137 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %expanded_137 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_138 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_138 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %307 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%308, %arg88 : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%218 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg247 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%310 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<64xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%311 : tensor<64xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<64xf32>
    %expanded_139 = tensor.expand_shape %arg246 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_140 = tensor.expand_shape %312 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_139 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_140 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_141 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_141 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %expanded_142 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_142 : tensor<1x64x14x14xf32>, tensor<64x1x1xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %316 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%217 : tensor<1x64x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x64x14x14xf32>
    %318 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%317, %arg91 : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg250 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%319 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%320 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_143 = tensor.expand_shape %arg249 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_144 = tensor.expand_shape %321 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_143 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %expanded_144 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_145 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %expanded_145 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_146 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_146 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %326 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %padded_147 = tensor.pad %327 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32>
    %collapsed_148 = tensor.collapse_shape %arg94 [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32>
    %328 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_147, %collapsed_148 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%229 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg253 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%329 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<384xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%330 : tensor<384xf32>) outs(%231 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<384xf32>
    %expanded_149 = tensor.expand_shape %arg252 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_150 = tensor.expand_shape %331 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_149 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %expanded_150 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_151 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_151 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_152 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_152 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x384x14x14xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %cst_2 : tensor<1x384x14x14xf32>, tensor<f32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %336 : tensor<f32>, tensor<1x384x14x14xf32>) outs(%228 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x384x14x14xf32>
    %338 = tensor.empty() : tensor<1x96x14x14xf32>
    %339 = linalg.fill ins(%cst : f32) outs(%338 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %340 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%337, %arg97 : tensor<1x384x14x14xf32>, tensor<96x384x1x1xf32>) outs(%339 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg256 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%341 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<96xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%342 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %expanded_153 = tensor.expand_shape %arg255 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_154 = tensor.expand_shape %343 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_153 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_154 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_155 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_155 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_156 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_156 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %348 = tensor.empty() : tensor<1x576x14x14xf32>
    %349 = linalg.fill ins(%cst : f32) outs(%348 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %350 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%347, %arg100 : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%349 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %351 = tensor.empty() : tensor<576xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg259 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%352 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%353 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_157 = tensor.expand_shape %arg258 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_158 = tensor.expand_shape %354 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_157 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_158 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_159 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %expanded_159 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_160 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %expanded_160 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %cst_2 : tensor<1x576x14x14xf32>, tensor<f32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %359 : tensor<f32>, tensor<1x576x14x14xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %padded_161 = tensor.pad %360 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32>
    %collapsed_162 = tensor.collapse_shape %arg103 [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32>
    %361 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_161, %collapsed_162 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%349 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg262 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%362 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%363 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_163 = tensor.expand_shape %arg261 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_164 = tensor.expand_shape %364 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %expanded_163 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_164 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_165 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_165 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_166 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_166 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %cst_2 : tensor<1x576x14x14xf32>, tensor<f32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %369 : tensor<f32>, tensor<1x576x14x14xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%370, %arg106 : tensor<1x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%339 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg265 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%372 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<96xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%373 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %expanded_167 = tensor.expand_shape %arg264 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_168 = tensor.expand_shape %374 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_167 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %expanded_168 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_169 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_169 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_170 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %expanded_170 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %378 : tensor<1x96x14x14xf32>, tensor<1x96x14x14xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %380 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%379, %arg109 : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%349 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg268 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%381 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%382 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_171 = tensor.expand_shape %arg267 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_172 = tensor.expand_shape %383 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %expanded_171 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_172 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_173 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_173 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_174 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %expanded_174 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %cst_2 : tensor<1x576x14x14xf32>, tensor<f32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %388 : tensor<f32>, tensor<1x576x14x14xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %padded_175 = tensor.pad %389 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32>
    %collapsed_176 = tensor.collapse_shape %arg112 [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32>
    %390 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_175, %collapsed_176 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%349 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg271 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%391 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%392 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_177 = tensor.expand_shape %arg270 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_178 = tensor.expand_shape %393 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_177 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_178 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_179 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_179 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_180 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_180 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %cst_2 : tensor<1x576x14x14xf32>, tensor<f32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %398 : tensor<f32>, tensor<1x576x14x14xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %400 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%399, %arg115 : tensor<1x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%339 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg274 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%401 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<96xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%402 : tensor<96xf32>) outs(%37 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<96xf32>
    %expanded_181 = tensor.expand_shape %arg273 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_182 = tensor.expand_shape %403 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_181 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_182 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_183 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %expanded_183 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_184 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_184 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %407 : tensor<1x96x14x14xf32>, tensor<1x96x14x14xf32>) outs(%338 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x96x14x14xf32>
    %409 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%408, %arg118 : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%349 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg277 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%410 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%411 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_185 = tensor.expand_shape %arg276 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_186 = tensor.expand_shape %412 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_185 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_186 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_187 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_187 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_188 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_188 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x14x14xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %cst_2 : tensor<1x576x14x14xf32>, tensor<f32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %417 : tensor<f32>, tensor<1x576x14x14xf32>) outs(%348 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x14x14xf32>
    %padded_189 = tensor.pad %418 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32>
    %419 = tensor.empty() : tensor<1x576x7x7xf32>
    %420 = linalg.fill ins(%cst : f32) outs(%419 : tensor<1x576x7x7xf32>) -> tensor<1x576x7x7xf32>
    %collapsed_190 = tensor.collapse_shape %arg121 [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32>
    %421 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_189, %collapsed_190 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%420 : tensor<1x576x7x7xf32>) -> tensor<1x576x7x7xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg280 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%422 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<576xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%423 : tensor<576xf32>) outs(%351 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<576xf32>
    %expanded_191 = tensor.expand_shape %arg279 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_192 = tensor.expand_shape %424 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_191 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x7x7xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_192 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x7x7xf32>
    %expanded_193 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %expanded_193 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x7x7xf32>
    %expanded_194 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %expanded_194 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x576x7x7xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %cst_2 : tensor<1x576x7x7xf32>, tensor<f32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x7x7xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %429 : tensor<f32>, tensor<1x576x7x7xf32>) outs(%419 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x576x7x7xf32>
    %431 = tensor.empty() : tensor<1x160x7x7xf32>
    %432 = linalg.fill ins(%cst : f32) outs(%431 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32>
    %433 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%430, %arg124 : tensor<1x576x7x7xf32>, tensor<160x576x1x1xf32>) outs(%432 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32>
    %434 = tensor.empty() : tensor<160xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg283 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%435 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<160xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%436 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %expanded_195 = tensor.expand_shape %arg282 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_196 = tensor.expand_shape %437 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_195 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_196 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_197 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_197 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_198 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_198 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %442 = tensor.empty() : tensor<1x960x7x7xf32>
    %443 = linalg.fill ins(%cst : f32) outs(%442 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %444 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%441, %arg127 : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %445 = tensor.empty() : tensor<960xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg286 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%446 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%447 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_199 = tensor.expand_shape %arg285 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_200 = tensor.expand_shape %448 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %expanded_199 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449, %expanded_200 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_201 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %expanded_201 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_202 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_202 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %453 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %padded_203 = tensor.pad %454 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32>
    %collapsed_204 = tensor.collapse_shape %arg130 [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32>
    %455 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_203, %collapsed_204 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg289 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%456 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%457 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_205 = tensor.expand_shape %arg288 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_206 = tensor.expand_shape %458 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %expanded_205 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_206 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_207 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_207 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_208 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_208 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %464 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %463 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %465 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%464, %arg133 : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%432 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg292 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%466 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<160xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%467 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %expanded_209 = tensor.expand_shape %arg291 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_210 = tensor.expand_shape %468 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %expanded_209 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_210 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_211 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %expanded_211 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_212 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_212 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %472 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %474 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%473, %arg136 : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg295 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%475 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%476 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_213 = tensor.expand_shape %arg294 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_214 = tensor.expand_shape %477 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_213 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_214 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_215 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_215 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_216 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_216 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %482 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %padded_217 = tensor.pad %483 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32>
    %collapsed_218 = tensor.collapse_shape %arg139 [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32>
    %484 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_217, %collapsed_218 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg298 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%485 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%486 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_219 = tensor.expand_shape %arg297 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_220 = tensor.expand_shape %487 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %expanded_219 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_220 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_221 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_221 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_222 = tensor.expand_shape %arg141 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_222 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %493 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %492 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %494 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%493, %arg142 : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%432 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg301 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%495 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<160xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%496 : tensor<160xf32>) outs(%434 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<160xf32>
    %expanded_223 = tensor.expand_shape %arg300 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_224 = tensor.expand_shape %497 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %expanded_223 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_224 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_225 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_225 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %expanded_226 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_226 : tensor<1x160x7x7xf32>, tensor<160x1x1xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %501 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%431 : tensor<1x160x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x160x7x7xf32>
    %503 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%502, %arg145 : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg304 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%504 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%505 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_227 = tensor.expand_shape %arg303 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_228 = tensor.expand_shape %506 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503, %expanded_227 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_228 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_229 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %expanded_229 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_230 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %expanded_230 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %511 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %padded_231 = tensor.pad %512 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg315: index, %arg316: index, %arg317: index, %arg318: index):
      tensor.yield %cst : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32>
    %collapsed_232 = tensor.collapse_shape %arg148 [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32>
    %513 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_231, %collapsed_232 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%443 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg307 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%514 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<960xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%515 : tensor<960xf32>) outs(%445 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<960xf32>
    %expanded_233 = tensor.expand_shape %arg306 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_234 = tensor.expand_shape %516 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_233 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %expanded_234 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_235 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %expanded_235 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_236 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %expanded_236 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x960x7x7xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %cst_2 : tensor<1x960x7x7xf32>, tensor<f32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %522 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %521 : tensor<f32>, tensor<1x960x7x7xf32>) outs(%442 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x960x7x7xf32>
    %523 = tensor.empty() : tensor<1x320x7x7xf32>
    %524 = linalg.fill ins(%cst : f32) outs(%523 : tensor<1x320x7x7xf32>) -> tensor<1x320x7x7xf32>
    %525 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%522, %arg151 : tensor<1x960x7x7xf32>, tensor<320x960x1x1xf32>) outs(%524 : tensor<1x320x7x7xf32>) -> tensor<1x320x7x7xf32>
    %526 = tensor.empty() : tensor<320xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg310 : tensor<320xf32>) outs(%526 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<320xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%527 : tensor<320xf32>) outs(%526 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<320xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%528 : tensor<320xf32>) outs(%526 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<320xf32>
    %expanded_237 = tensor.expand_shape %arg309 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %expanded_238 = tensor.expand_shape %529 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %expanded_237 : tensor<1x320x7x7xf32>, tensor<320x1x1xf32>) outs(%523 : tensor<1x320x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x320x7x7xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_238 : tensor<1x320x7x7xf32>, tensor<320x1x1xf32>) outs(%523 : tensor<1x320x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x320x7x7xf32>
    %expanded_239 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %expanded_239 : tensor<1x320x7x7xf32>, tensor<320x1x1xf32>) outs(%523 : tensor<1x320x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x320x7x7xf32>
    %expanded_240 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %expanded_240 : tensor<1x320x7x7xf32>, tensor<320x1x1xf32>) outs(%523 : tensor<1x320x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x320x7x7xf32>
    %534 = tensor.empty() : tensor<1x1280x7x7xf32>
    %535 = linalg.fill ins(%cst : f32) outs(%534 : tensor<1x1280x7x7xf32>) -> tensor<1x1280x7x7xf32>
    %536 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%533, %arg154 : tensor<1x320x7x7xf32>, tensor<1280x320x1x1xf32>) outs(%535 : tensor<1x1280x7x7xf32>) -> tensor<1x1280x7x7xf32>
    %537 = tensor.empty() : tensor<1280xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg313 : tensor<1280xf32>) outs(%537 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.truncf %cst_3 : f64 to f32
      %557 = arith.addf %in, %556 : f32
      linalg.yield %557 : f32
    } -> tensor<1280xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%538 : tensor<1280xf32>) outs(%537 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = math.sqrt %in : f32
      linalg.yield %556 : f32
    } -> tensor<1280xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%539 : tensor<1280xf32>) outs(%537 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.cmpf one, %in, %cst : f32
      cf.assert %556, "unimplemented: tensor with zero element"
      %557 = arith.divf %cst_0, %in : f32
      linalg.yield %557 : f32
    } -> tensor<1280xf32>
    %expanded_241 = tensor.expand_shape %arg312 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %expanded_242 = tensor.expand_shape %540 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_241 : tensor<1x1280x7x7xf32>, tensor<1280x1x1xf32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.subf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x7x7xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_242 : tensor<1x1280x7x7xf32>, tensor<1280x1x1xf32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x7x7xf32>
    %expanded_243 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %expanded_243 : tensor<1x1280x7x7xf32>, tensor<1280x1x1xf32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.mulf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x7x7xf32>
    %expanded_244 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_244 : tensor<1x1280x7x7xf32>, tensor<1280x1x1xf32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x7x7xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %cst_2 : tensor<1x1280x7x7xf32>, tensor<f32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf ogt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x1280x7x7xf32>
    %546 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %545 : tensor<f32>, tensor<1x1280x7x7xf32>) outs(%534 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.cmpf olt, %in, %in_246 : f32
      %557 = arith.select %556, %in, %in_246 : f32
      linalg.yield %557 : f32
    } -> tensor<1x1280x7x7xf32>
    %547 = tensor.empty() : tensor<1x1280x1x1xf32>
    %548 = linalg.fill ins(%cst : f32) outs(%547 : tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%546 : tensor<1x1280x7x7xf32>) outs(%548 : tensor<1x1280x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.addf %in, %out : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549 : tensor<1x1280x1x1xf32>) outs(%547 : tensor<1x1280x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %556 = arith.divf %in, %cst_4 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1280x1x1xf32>
    %collapsed_245 = tensor.collapse_shape %550 [[0], [1, 2, 3]] : tensor<1x1280x1x1xf32> into tensor<1x1280xf32>
    %551 = tensor.empty() : tensor<1280x1000xf32>
    %transposed = linalg.transpose ins(%arg157 : tensor<1000x1280xf32>) outs(%551 : tensor<1280x1000xf32>) permutation = [1, 0] 
    %552 = tensor.empty() : tensor<1x1000xf32>
    %553 = linalg.fill ins(%cst : f32) outs(%552 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %554 = linalg.matmul ins(%collapsed_245, %transposed : tensor<1x1280xf32>, tensor<1280x1000xf32>) outs(%553 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %555 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%554, %arg158 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%552 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_246: f32, %out: f32):
      %556 = arith.addf %in, %in_246 : f32
      linalg.yield %556 : f32
    } -> tensor<1x1000xf32>
    return %555 : tensor<1x1000xf32>
  }
}
