// shufflenet_v2_x0_5: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 1,374,800 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<1x3x224x224xf32>, %arg1: tensor<24x3x3x3xf32>, %arg2: tensor<24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<24x1x3x3xf32>, %arg5: tensor<24xf32>, %arg6: tensor<24xf32>, %arg7: tensor<24x24x1x1xf32>, %arg8: tensor<24xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24x24x1x1xf32>, %arg11: tensor<24xf32>, %arg12: tensor<24xf32>, %arg13: tensor<24x1x3x3xf32>, %arg14: tensor<24xf32>, %arg15: tensor<24xf32>, %arg16: tensor<24x24x1x1xf32>, %arg17: tensor<24xf32>, %arg18: tensor<24xf32>, %arg19: tensor<24x24x1x1xf32>, %arg20: tensor<24xf32>, %arg21: tensor<24xf32>, %arg22: tensor<24x1x3x3xf32>, %arg23: tensor<24xf32>, %arg24: tensor<24xf32>, %arg25: tensor<24x24x1x1xf32>, %arg26: tensor<24xf32>, %arg27: tensor<24xf32>, %arg28: tensor<24x24x1x1xf32>, %arg29: tensor<24xf32>, %arg30: tensor<24xf32>, %arg31: tensor<24x1x3x3xf32>, %arg32: tensor<24xf32>, %arg33: tensor<24xf32>, %arg34: tensor<24x24x1x1xf32>, %arg35: tensor<24xf32>, %arg36: tensor<24xf32>, %arg37: tensor<24x24x1x1xf32>, %arg38: tensor<24xf32>, %arg39: tensor<24xf32>, %arg40: tensor<24x1x3x3xf32>, %arg41: tensor<24xf32>, %arg42: tensor<24xf32>, %arg43: tensor<24x24x1x1xf32>, %arg44: tensor<24xf32>, %arg45: tensor<24xf32>, %arg46: tensor<48x1x3x3xf32>, %arg47: tensor<48xf32>, %arg48: tensor<48xf32>, %arg49: tensor<48x48x1x1xf32>, %arg50: tensor<48xf32>, %arg51: tensor<48xf32>, %arg52: tensor<48x48x1x1xf32>, %arg53: tensor<48xf32>, %arg54: tensor<48xf32>, %arg55: tensor<48x1x3x3xf32>, %arg56: tensor<48xf32>, %arg57: tensor<48xf32>, %arg58: tensor<48x48x1x1xf32>, %arg59: tensor<48xf32>, %arg60: tensor<48xf32>, %arg61: tensor<48x48x1x1xf32>, %arg62: tensor<48xf32>, %arg63: tensor<48xf32>, %arg64: tensor<48x1x3x3xf32>, %arg65: tensor<48xf32>, %arg66: tensor<48xf32>, %arg67: tensor<48x48x1x1xf32>, %arg68: tensor<48xf32>, %arg69: tensor<48xf32>, %arg70: tensor<48x48x1x1xf32>, %arg71: tensor<48xf32>, %arg72: tensor<48xf32>, %arg73: tensor<48x1x3x3xf32>, %arg74: tensor<48xf32>, %arg75: tensor<48xf32>, %arg76: tensor<48x48x1x1xf32>, %arg77: tensor<48xf32>, %arg78: tensor<48xf32>, %arg79: tensor<48x48x1x1xf32>, %arg80: tensor<48xf32>, %arg81: tensor<48xf32>, %arg82: tensor<48x1x3x3xf32>, %arg83: tensor<48xf32>, %arg84: tensor<48xf32>, %arg85: tensor<48x48x1x1xf32>, %arg86: tensor<48xf32>, %arg87: tensor<48xf32>, %arg88: tensor<48x48x1x1xf32>, %arg89: tensor<48xf32>, %arg90: tensor<48xf32>, %arg91: tensor<48x1x3x3xf32>, %arg92: tensor<48xf32>, %arg93: tensor<48xf32>, %arg94: tensor<48x48x1x1xf32>, %arg95: tensor<48xf32>, %arg96: tensor<48xf32>, %arg97: tensor<48x48x1x1xf32>, %arg98: tensor<48xf32>, %arg99: tensor<48xf32>, %arg100: tensor<48x1x3x3xf32>, %arg101: tensor<48xf32>, %arg102: tensor<48xf32>, %arg103: tensor<48x48x1x1xf32>, %arg104: tensor<48xf32>, %arg105: tensor<48xf32>, %arg106: tensor<48x48x1x1xf32>, %arg107: tensor<48xf32>, %arg108: tensor<48xf32>, %arg109: tensor<48x1x3x3xf32>, %arg110: tensor<48xf32>, %arg111: tensor<48xf32>, %arg112: tensor<48x48x1x1xf32>, %arg113: tensor<48xf32>, %arg114: tensor<48xf32>, %arg115: tensor<48x48x1x1xf32>, %arg116: tensor<48xf32>, %arg117: tensor<48xf32>, %arg118: tensor<48x1x3x3xf32>, %arg119: tensor<48xf32>, %arg120: tensor<48xf32>, %arg121: tensor<48x48x1x1xf32>, %arg122: tensor<48xf32>, %arg123: tensor<48xf32>, %arg124: tensor<96x1x3x3xf32>, %arg125: tensor<96xf32>, %arg126: tensor<96xf32>, %arg127: tensor<96x96x1x1xf32>, %arg128: tensor<96xf32>, %arg129: tensor<96xf32>, %arg130: tensor<96x96x1x1xf32>, %arg131: tensor<96xf32>, %arg132: tensor<96xf32>, %arg133: tensor<96x1x3x3xf32>, %arg134: tensor<96xf32>, %arg135: tensor<96xf32>, %arg136: tensor<96x96x1x1xf32>, %arg137: tensor<96xf32>, %arg138: tensor<96xf32>, %arg139: tensor<96x96x1x1xf32>, %arg140: tensor<96xf32>, %arg141: tensor<96xf32>, %arg142: tensor<96x1x3x3xf32>, %arg143: tensor<96xf32>, %arg144: tensor<96xf32>, %arg145: tensor<96x96x1x1xf32>, %arg146: tensor<96xf32>, %arg147: tensor<96xf32>, %arg148: tensor<96x96x1x1xf32>, %arg149: tensor<96xf32>, %arg150: tensor<96xf32>, %arg151: tensor<96x1x3x3xf32>, %arg152: tensor<96xf32>, %arg153: tensor<96xf32>, %arg154: tensor<96x96x1x1xf32>, %arg155: tensor<96xf32>, %arg156: tensor<96xf32>, %arg157: tensor<96x96x1x1xf32>, %arg158: tensor<96xf32>, %arg159: tensor<96xf32>, %arg160: tensor<96x1x3x3xf32>, %arg161: tensor<96xf32>, %arg162: tensor<96xf32>, %arg163: tensor<96x96x1x1xf32>, %arg164: tensor<96xf32>, %arg165: tensor<96xf32>, %arg166: tensor<1024x192x1x1xf32>, %arg167: tensor<1024xf32>, %arg168: tensor<1024xf32>, %arg169: tensor<1000x1024xf32>, %arg170: tensor<1000xf32>, %arg171: tensor<24xf32>, %arg172: tensor<24xf32>, %arg173: tensor<i64>, %arg174: tensor<24xf32>, %arg175: tensor<24xf32>, %arg176: tensor<i64>, %arg177: tensor<24xf32>, %arg178: tensor<24xf32>, %arg179: tensor<i64>, %arg180: tensor<24xf32>, %arg181: tensor<24xf32>, %arg182: tensor<i64>, %arg183: tensor<24xf32>, %arg184: tensor<24xf32>, %arg185: tensor<i64>, %arg186: tensor<24xf32>, %arg187: tensor<24xf32>, %arg188: tensor<i64>, %arg189: tensor<24xf32>, %arg190: tensor<24xf32>, %arg191: tensor<i64>, %arg192: tensor<24xf32>, %arg193: tensor<24xf32>, %arg194: tensor<i64>, %arg195: tensor<24xf32>, %arg196: tensor<24xf32>, %arg197: tensor<i64>, %arg198: tensor<24xf32>, %arg199: tensor<24xf32>, %arg200: tensor<i64>, %arg201: tensor<24xf32>, %arg202: tensor<24xf32>, %arg203: tensor<i64>, %arg204: tensor<24xf32>, %arg205: tensor<24xf32>, %arg206: tensor<i64>, %arg207: tensor<24xf32>, %arg208: tensor<24xf32>, %arg209: tensor<i64>, %arg210: tensor<24xf32>, %arg211: tensor<24xf32>, %arg212: tensor<i64>, %arg213: tensor<24xf32>, %arg214: tensor<24xf32>, %arg215: tensor<i64>, %arg216: tensor<48xf32>, %arg217: tensor<48xf32>, %arg218: tensor<i64>, %arg219: tensor<48xf32>, %arg220: tensor<48xf32>, %arg221: tensor<i64>, %arg222: tensor<48xf32>, %arg223: tensor<48xf32>, %arg224: tensor<i64>, %arg225: tensor<48xf32>, %arg226: tensor<48xf32>, %arg227: tensor<i64>, %arg228: tensor<48xf32>, %arg229: tensor<48xf32>, %arg230: tensor<i64>, %arg231: tensor<48xf32>, %arg232: tensor<48xf32>, %arg233: tensor<i64>, %arg234: tensor<48xf32>, %arg235: tensor<48xf32>, %arg236: tensor<i64>, %arg237: tensor<48xf32>, %arg238: tensor<48xf32>, %arg239: tensor<i64>, %arg240: tensor<48xf32>, %arg241: tensor<48xf32>, %arg242: tensor<i64>, %arg243: tensor<48xf32>, %arg244: tensor<48xf32>, %arg245: tensor<i64>, %arg246: tensor<48xf32>, %arg247: tensor<48xf32>, %arg248: tensor<i64>, %arg249: tensor<48xf32>, %arg250: tensor<48xf32>, %arg251: tensor<i64>, %arg252: tensor<48xf32>, %arg253: tensor<48xf32>, %arg254: tensor<i64>, %arg255: tensor<48xf32>, %arg256: tensor<48xf32>, %arg257: tensor<i64>, %arg258: tensor<48xf32>, %arg259: tensor<48xf32>, %arg260: tensor<i64>, %arg261: tensor<48xf32>, %arg262: tensor<48xf32>, %arg263: tensor<i64>, %arg264: tensor<48xf32>, %arg265: tensor<48xf32>, %arg266: tensor<i64>, %arg267: tensor<48xf32>, %arg268: tensor<48xf32>, %arg269: tensor<i64>, %arg270: tensor<48xf32>, %arg271: tensor<48xf32>, %arg272: tensor<i64>, %arg273: tensor<48xf32>, %arg274: tensor<48xf32>, %arg275: tensor<i64>, %arg276: tensor<48xf32>, %arg277: tensor<48xf32>, %arg278: tensor<i64>, %arg279: tensor<48xf32>, %arg280: tensor<48xf32>, %arg281: tensor<i64>, %arg282: tensor<48xf32>, %arg283: tensor<48xf32>, %arg284: tensor<i64>, %arg285: tensor<48xf32>, %arg286: tensor<48xf32>, %arg287: tensor<i64>, %arg288: tensor<48xf32>, %arg289: tensor<48xf32>, %arg290: tensor<i64>, %arg291: tensor<48xf32>, %arg292: tensor<48xf32>, %arg293: tensor<i64>, %arg294: tensor<96xf32>, %arg295: tensor<96xf32>, %arg296: tensor<i64>, %arg297: tensor<96xf32>, %arg298: tensor<96xf32>, %arg299: tensor<i64>, %arg300: tensor<96xf32>, %arg301: tensor<96xf32>, %arg302: tensor<i64>, %arg303: tensor<96xf32>, %arg304: tensor<96xf32>, %arg305: tensor<i64>, %arg306: tensor<96xf32>, %arg307: tensor<96xf32>, %arg308: tensor<i64>, %arg309: tensor<96xf32>, %arg310: tensor<96xf32>, %arg311: tensor<i64>, %arg312: tensor<96xf32>, %arg313: tensor<96xf32>, %arg314: tensor<i64>, %arg315: tensor<96xf32>, %arg316: tensor<96xf32>, %arg317: tensor<i64>, %arg318: tensor<96xf32>, %arg319: tensor<96xf32>, %arg320: tensor<i64>, %arg321: tensor<96xf32>, %arg322: tensor<96xf32>, %arg323: tensor<i64>, %arg324: tensor<96xf32>, %arg325: tensor<96xf32>, %arg326: tensor<i64>, %arg327: tensor<96xf32>, %arg328: tensor<96xf32>, %arg329: tensor<i64>, %arg330: tensor<96xf32>, %arg331: tensor<96xf32>, %arg332: tensor<i64>, %arg333: tensor<96xf32>, %arg334: tensor<96xf32>, %arg335: tensor<i64>, %arg336: tensor<1024xf32>, %arg337: tensor<1024xf32>, %arg338: tensor<i64>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 4.900000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
    %0 = tensor.empty() : tensor<1x24x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x24x112x112xf32>) -> tensor<1x24x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x226x226xf32>, tensor<24x3x3x3xf32>) outs(%1 : tensor<1x24x112x112xf32>) -> tensor<1x24x112x112xf32>
    %3 = tensor.empty() : tensor<24xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg172 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded = tensor.expand_shape %arg171 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_4 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x24x112x112xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x112x112xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<1x24x112x112xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x112x112xf32>
    %expanded_5 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_5 : tensor<1x24x112x112xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x112x112xf32>
    %expanded_6 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_6 : tensor<1x24x112x112xf32>, tensor<24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x112x112xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x24x112x112xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x112x112xf32>
    %padded_7 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x24x112x112xf32> to tensor<1x24x114x114xf32>
    %12 = tensor.empty() : tensor<1x24x56x56xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %14 = tensor.empty() : tensor<3x3xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_7, %14 : tensor<1x24x114x114xf32>, tensor<3x3xf32>) outs(%13 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %padded_8 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x24x56x56xf32> to tensor<1x24x58x58xf32>
    %16 = tensor.empty() : tensor<1x24x28x28xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %18 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_8, %collapsed : tensor<1x24x58x58xf32>, tensor<24x3x3xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg175 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%20 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_9 = tensor.expand_shape %arg174 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_9 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_10 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_11 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_11 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_12 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_12 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %arg7 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg178 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_13 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_14 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_13 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_14 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_15 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_15 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_16 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_16 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %arg10 : tensor<1x24x56x56xf32>, tensor<24x24x1x1xf32>) outs(%35 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg181 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_17 = tensor.expand_shape %arg180 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_18 = tensor.expand_shape %39 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_17 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%12 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x56x56xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_18 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%12 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_19 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_19 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%12 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x56x56xf32>
    %expanded_20 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_20 : tensor<1x24x56x56xf32>, tensor<24x1x1xf32>) outs(%12 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x56x56xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x24x56x56xf32>) outs(%12 : tensor<1x24x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x56x56xf32>
    %padded_21 = tensor.pad %44 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x24x56x56xf32> to tensor<1x24x58x58xf32>
    %collapsed_22 = tensor.collapse_shape %arg13 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %45 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_21, %collapsed_22 : tensor<1x24x58x58xf32>, tensor<24x3x3xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg184 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%47 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_23 = tensor.expand_shape %arg183 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_24 = tensor.expand_shape %48 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_23 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_24 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_25 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_25 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_26 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_26 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%52, %arg16 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg187 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%54 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_27 = tensor.expand_shape %arg186 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_28 = tensor.expand_shape %56 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_27 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_28 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_29 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_29 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_30 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_30 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %concat = tensor.concat dim(1) %34, %61 : (tensor<1x24x28x28xf32>, tensor<1x24x28x28xf32>) -> tensor<1x48x28x28xf32>
    %expanded_31 = tensor.expand_shape %concat [[0], [1, 2], [3], [4]] output_shape [1, 2, 24, 28, 28] : tensor<1x48x28x28xf32> into tensor<1x2x24x28x28xf32>
    %62 = tensor.empty() : tensor<1x24x2x28x28xf32>
    %transposed = linalg.transpose ins(%expanded_31 : tensor<1x2x24x28x28xf32>) outs(%62 : tensor<1x24x2x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_32 = tensor.collapse_shape %transposed [[0], [1, 2], [3], [4]] : tensor<1x24x2x28x28xf32> into tensor<1x48x28x28xf32>
    %extracted_slice = tensor.extract_slice %collapsed_32[0, 0, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %extracted_slice_33 = tensor.extract_slice %collapsed_32[0, 24, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %63 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_33, %arg19 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg190 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%64 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%65 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_34 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_35 = tensor.expand_shape %66 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_34 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_35 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_36 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_36 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_37 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_37 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %padded_38 = tensor.pad %71 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x24x28x28xf32> to tensor<1x24x30x30xf32>
    %collapsed_39 = tensor.collapse_shape %arg22 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %72 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_38, %collapsed_39 : tensor<1x24x30x30xf32>, tensor<24x3x3xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg193 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%73 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%74 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_40 = tensor.expand_shape %arg192 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_41 = tensor.expand_shape %75 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_40 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_41 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_42 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_42 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_43 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_43 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %80 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%79, %arg25 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg196 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%81 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%82 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_44 = tensor.expand_shape %arg195 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_45 = tensor.expand_shape %83 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_44 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_45 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_46 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_46 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_47 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_47 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %concat_48 = tensor.concat dim(1) %extracted_slice, %88 : (tensor<1x24x28x28xf32>, tensor<1x24x28x28xf32>) -> tensor<1x48x28x28xf32>
    %expanded_49 = tensor.expand_shape %concat_48 [[0], [1, 2], [3], [4]] output_shape [1, 2, 24, 28, 28] : tensor<1x48x28x28xf32> into tensor<1x2x24x28x28xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x2x24x28x28xf32>) outs(%62 : tensor<1x24x2x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_51 = tensor.collapse_shape %transposed_50 [[0], [1, 2], [3], [4]] : tensor<1x24x2x28x28xf32> into tensor<1x48x28x28xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_51[0, 0, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_51[0, 24, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %89 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_53, %arg28 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg199 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%90 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%91 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_54 = tensor.expand_shape %arg198 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_55 = tensor.expand_shape %92 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_54 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_55 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_56 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_56 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_57 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_57 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %padded_58 = tensor.pad %97 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x24x28x28xf32> to tensor<1x24x30x30xf32>
    %collapsed_59 = tensor.collapse_shape %arg31 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %98 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %collapsed_59 : tensor<1x24x30x30xf32>, tensor<24x3x3xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg202 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%99 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%100 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_60 = tensor.expand_shape %arg201 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_61 = tensor.expand_shape %101 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_60 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_61 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_62 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_62 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_63 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_63 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%105, %arg34 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg205 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_64 = tensor.expand_shape %arg204 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_65 = tensor.expand_shape %109 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_64 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_65 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_66 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_66 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_67 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_67 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %concat_68 = tensor.concat dim(1) %extracted_slice_52, %114 : (tensor<1x24x28x28xf32>, tensor<1x24x28x28xf32>) -> tensor<1x48x28x28xf32>
    %expanded_69 = tensor.expand_shape %concat_68 [[0], [1, 2], [3], [4]] output_shape [1, 2, 24, 28, 28] : tensor<1x48x28x28xf32> into tensor<1x2x24x28x28xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<1x2x24x28x28xf32>) outs(%62 : tensor<1x24x2x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_71 = tensor.collapse_shape %transposed_70 [[0], [1, 2], [3], [4]] : tensor<1x24x2x28x28xf32> into tensor<1x48x28x28xf32>
    %extracted_slice_72 = tensor.extract_slice %collapsed_71[0, 0, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %extracted_slice_73 = tensor.extract_slice %collapsed_71[0, 24, 0, 0] [1, 24, 28, 28] [1, 1, 1, 1] : tensor<1x48x28x28xf32> to tensor<1x24x28x28xf32>
    %115 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_73, %arg37 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%116 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_74 = tensor.expand_shape %arg207 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_75 = tensor.expand_shape %118 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %expanded_74 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_75 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_76 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_76 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_77 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_77 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %padded_78 = tensor.pad %123 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x24x28x28xf32> to tensor<1x24x30x30xf32>
    %collapsed_79 = tensor.collapse_shape %arg40 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %124 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_78, %collapsed_79 : tensor<1x24x30x30xf32>, tensor<24x3x3xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg211 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%125 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_80 = tensor.expand_shape %arg210 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_81 = tensor.expand_shape %127 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_80 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_81 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_82 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_82 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_83 = tensor.expand_shape %arg42 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_83 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%131, %arg43 : tensor<1x24x28x28xf32>, tensor<24x24x1x1xf32>) outs(%17 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg214 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%133 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<24xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%134 : tensor<24xf32>) outs(%3 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<24xf32>
    %expanded_84 = tensor.expand_shape %arg213 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_85 = tensor.expand_shape %135 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_84 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_85 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_86 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_86 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %expanded_87 = tensor.expand_shape %arg45 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_87 : tensor<1x24x28x28xf32>, tensor<24x1x1xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x24x28x28xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x24x28x28xf32>) outs(%16 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x24x28x28xf32>
    %concat_88 = tensor.concat dim(1) %extracted_slice_72, %140 : (tensor<1x24x28x28xf32>, tensor<1x24x28x28xf32>) -> tensor<1x48x28x28xf32>
    %expanded_89 = tensor.expand_shape %concat_88 [[0], [1, 2], [3], [4]] output_shape [1, 2, 24, 28, 28] : tensor<1x48x28x28xf32> into tensor<1x2x24x28x28xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<1x2x24x28x28xf32>) outs(%62 : tensor<1x24x2x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0], [1, 2], [3], [4]] : tensor<1x24x2x28x28xf32> into tensor<1x48x28x28xf32>
    %padded_92 = tensor.pad %collapsed_91 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x28x28xf32> to tensor<1x48x30x30xf32>
    %141 = tensor.empty() : tensor<1x48x14x14xf32>
    %142 = linalg.fill ins(%cst : f32) outs(%141 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %collapsed_93 = tensor.collapse_shape %arg46 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %143 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_92, %collapsed_93 : tensor<1x48x30x30xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %144 = tensor.empty() : tensor<48xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg217 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%146 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_94 = tensor.expand_shape %arg216 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_95 = tensor.expand_shape %147 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_94 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_95 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_96 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_96 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_97 = tensor.expand_shape %arg48 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_97 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%151, %arg49 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg220 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%153 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%154 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_98 = tensor.expand_shape %arg219 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_99 = tensor.expand_shape %155 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_98 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_99 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_100 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_100 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_101 = tensor.expand_shape %arg51 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_101 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %161 = tensor.empty() : tensor<1x48x28x28xf32>
    %162 = linalg.fill ins(%cst : f32) outs(%161 : tensor<1x48x28x28xf32>) -> tensor<1x48x28x28xf32>
    %163 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_91, %arg52 : tensor<1x48x28x28xf32>, tensor<48x48x1x1xf32>) outs(%162 : tensor<1x48x28x28xf32>) -> tensor<1x48x28x28xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg223 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%164 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%165 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_102 = tensor.expand_shape %arg222 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_103 = tensor.expand_shape %166 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_102 : tensor<1x48x28x28xf32>, tensor<48x1x1xf32>) outs(%161 : tensor<1x48x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x28x28xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_103 : tensor<1x48x28x28xf32>, tensor<48x1x1xf32>) outs(%161 : tensor<1x48x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x28x28xf32>
    %expanded_104 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_104 : tensor<1x48x28x28xf32>, tensor<48x1x1xf32>) outs(%161 : tensor<1x48x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x28x28xf32>
    %expanded_105 = tensor.expand_shape %arg54 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_105 : tensor<1x48x28x28xf32>, tensor<48x1x1xf32>) outs(%161 : tensor<1x48x28x28xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x28x28xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x48x28x28xf32>) outs(%161 : tensor<1x48x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x28x28xf32>
    %padded_106 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x28x28xf32> to tensor<1x48x30x30xf32>
    %collapsed_107 = tensor.collapse_shape %arg55 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %172 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_106, %collapsed_107 : tensor<1x48x30x30xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg226 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%173 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_108 = tensor.expand_shape %arg225 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_109 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_108 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_109 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_110 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_110 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_111 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_111 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%179, %arg58 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg229 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%181 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%182 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_112 = tensor.expand_shape %arg228 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_113 = tensor.expand_shape %183 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_112 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_113 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_114 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_114 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_115 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_115 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_116 = tensor.concat dim(1) %160, %188 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_117 = tensor.expand_shape %concat_116 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %189 = tensor.empty() : tensor<1x48x2x14x14xf32>
    %transposed_118 = linalg.transpose ins(%expanded_117 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_119 = tensor.collapse_shape %transposed_118 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_120 = tensor.extract_slice %collapsed_119[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_121 = tensor.extract_slice %collapsed_119[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_121, %arg61 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg232 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%191 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%192 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_122 = tensor.expand_shape %arg231 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_123 = tensor.expand_shape %193 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_122 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_123 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_124 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_124 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_125 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_125 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_126 = tensor.pad %198 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_127 = tensor.collapse_shape %arg64 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %199 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_126, %collapsed_127 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg235 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%200 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%201 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_128 = tensor.expand_shape %arg234 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_129 = tensor.expand_shape %202 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_128 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_129 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_130 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_130 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_131 = tensor.expand_shape %arg66 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_131 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %207 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%206, %arg67 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg238 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%208 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%209 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_132 = tensor.expand_shape %arg237 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_133 = tensor.expand_shape %210 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_132 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_133 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_134 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_134 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_135 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_135 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_136 = tensor.concat dim(1) %extracted_slice_120, %215 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_137 = tensor.expand_shape %concat_136 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_139 = tensor.collapse_shape %transposed_138 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_140 = tensor.extract_slice %collapsed_139[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_141 = tensor.extract_slice %collapsed_139[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %216 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_141, %arg70 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg241 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%217 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%218 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_142 = tensor.expand_shape %arg240 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_143 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_142 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_143 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_144 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_144 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_145 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_145 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_146 = tensor.pad %224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_147 = tensor.collapse_shape %arg73 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %225 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %collapsed_147 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg244 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%226 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%227 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_148 = tensor.expand_shape %arg243 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_149 = tensor.expand_shape %228 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_148 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_149 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_150 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_150 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_151 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_151 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%232, %arg76 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg247 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%234 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%235 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_152 = tensor.expand_shape %arg246 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_153 = tensor.expand_shape %236 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %expanded_152 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_153 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_154 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_154 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_155 = tensor.expand_shape %arg78 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_155 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_156 = tensor.concat dim(1) %extracted_slice_140, %241 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_157 = tensor.expand_shape %concat_156 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_160 = tensor.extract_slice %collapsed_159[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_161 = tensor.extract_slice %collapsed_159[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %242 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_161, %arg79 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg250 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%243 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%244 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_162 = tensor.expand_shape %arg249 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_163 = tensor.expand_shape %245 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_162 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %expanded_163 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_164 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_164 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_165 = tensor.expand_shape %arg81 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_165 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_166 = tensor.pad %250 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_167 = tensor.collapse_shape %arg82 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %251 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_166, %collapsed_167 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg253 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%252 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%253 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_168 = tensor.expand_shape %arg252 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_169 = tensor.expand_shape %254 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_168 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_169 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_170 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_170 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_171 = tensor.expand_shape %arg84 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_171 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%258, %arg85 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg256 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%260 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%261 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_172 = tensor.expand_shape %arg255 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_173 = tensor.expand_shape %262 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_172 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_173 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_174 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_174 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_175 = tensor.expand_shape %arg87 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_175 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_176 = tensor.concat dim(1) %extracted_slice_160, %267 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_177 = tensor.expand_shape %concat_176 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_178 = linalg.transpose ins(%expanded_177 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_179 = tensor.collapse_shape %transposed_178 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_180 = tensor.extract_slice %collapsed_179[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_181 = tensor.extract_slice %collapsed_179[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_181, %arg88 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg259 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%269 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%270 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_182 = tensor.expand_shape %arg258 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_183 = tensor.expand_shape %271 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %expanded_182 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_183 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_184 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_184 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_185 = tensor.expand_shape %arg90 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_185 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_186 = tensor.pad %276 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_187 = tensor.collapse_shape %arg91 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %277 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_186, %collapsed_187 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg262 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%278 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%279 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_188 = tensor.expand_shape %arg261 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_189 = tensor.expand_shape %280 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_188 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %expanded_189 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_190 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_190 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_191 = tensor.expand_shape %arg93 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_191 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%284, %arg94 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg265 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%286 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%287 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_192 = tensor.expand_shape %arg264 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_193 = tensor.expand_shape %288 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_192 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %expanded_193 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_194 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %expanded_194 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_195 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_195 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_196 = tensor.concat dim(1) %extracted_slice_180, %293 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_197 = tensor.expand_shape %concat_196 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_198 = linalg.transpose ins(%expanded_197 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_199 = tensor.collapse_shape %transposed_198 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_200 = tensor.extract_slice %collapsed_199[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_201 = tensor.extract_slice %collapsed_199[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %294 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_201, %arg97 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg268 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%295 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%296 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_202 = tensor.expand_shape %arg267 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_203 = tensor.expand_shape %297 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_202 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %expanded_203 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_204 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_204 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_205 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_205 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_206 = tensor.pad %302 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_207 = tensor.collapse_shape %arg100 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %303 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_206, %collapsed_207 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg271 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%304 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%305 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_208 = tensor.expand_shape %arg270 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_209 = tensor.expand_shape %306 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_208 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_209 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_210 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_210 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_211 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_211 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %311 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%310, %arg103 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg274 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%312 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%313 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_212 = tensor.expand_shape %arg273 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_213 = tensor.expand_shape %314 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_212 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_213 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_214 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_214 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_215 = tensor.expand_shape %arg105 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_215 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_216 = tensor.concat dim(1) %extracted_slice_200, %319 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_217 = tensor.expand_shape %concat_216 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_218 = linalg.transpose ins(%expanded_217 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_219 = tensor.collapse_shape %transposed_218 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_220 = tensor.extract_slice %collapsed_219[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_221 = tensor.extract_slice %collapsed_219[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_221, %arg106 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg277 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%321 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%322 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_222 = tensor.expand_shape %arg276 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_223 = tensor.expand_shape %323 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %expanded_222 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_223 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_224 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_224 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_225 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %expanded_225 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_226 = tensor.pad %328 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_227 = tensor.collapse_shape %arg109 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %329 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_226, %collapsed_227 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg280 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%330 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%331 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_228 = tensor.expand_shape %arg279 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_229 = tensor.expand_shape %332 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_228 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_229 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_230 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_230 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_231 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_231 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%336, %arg112 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg283 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%338 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%339 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_232 = tensor.expand_shape %arg282 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_233 = tensor.expand_shape %340 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %expanded_232 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_233 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_234 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_234 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_235 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_235 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_236 = tensor.concat dim(1) %extracted_slice_220, %345 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_237 = tensor.expand_shape %concat_236 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_238 = linalg.transpose ins(%expanded_237 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_239 = tensor.collapse_shape %transposed_238 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %extracted_slice_240 = tensor.extract_slice %collapsed_239[0, 0, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %extracted_slice_241 = tensor.extract_slice %collapsed_239[0, 48, 0, 0] [1, 48, 14, 14] [1, 1, 1, 1] : tensor<1x96x14x14xf32> to tensor<1x48x14x14xf32>
    %346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_241, %arg115 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg286 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%347 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%348 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_242 = tensor.expand_shape %arg285 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_243 = tensor.expand_shape %349 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_242 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_243 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_244 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_244 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_245 = tensor.expand_shape %arg117 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %expanded_245 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %padded_246 = tensor.pad %354 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x48x14x14xf32> to tensor<1x48x16x16xf32>
    %collapsed_247 = tensor.collapse_shape %arg118 [[0, 1], [2], [3]] : tensor<48x1x3x3xf32> into tensor<48x3x3xf32>
    %355 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_246, %collapsed_247 : tensor<1x48x16x16xf32>, tensor<48x3x3xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg289 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%356 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%357 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_248 = tensor.expand_shape %arg288 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_249 = tensor.expand_shape %358 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_248 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_249 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_250 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_250 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_251 = tensor.expand_shape %arg120 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %expanded_251 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %363 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%362, %arg121 : tensor<1x48x14x14xf32>, tensor<48x48x1x1xf32>) outs(%142 : tensor<1x48x14x14xf32>) -> tensor<1x48x14x14xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg292 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%364 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<48xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%365 : tensor<48xf32>) outs(%144 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<48xf32>
    %expanded_252 = tensor.expand_shape %arg291 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_253 = tensor.expand_shape %366 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_252 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_253 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_254 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_254 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %expanded_255 = tensor.expand_shape %arg123 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_255 : tensor<1x48x14x14xf32>, tensor<48x1x1xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x48x14x14xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x48x14x14xf32>) outs(%141 : tensor<1x48x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x48x14x14xf32>
    %concat_256 = tensor.concat dim(1) %extracted_slice_240, %371 : (tensor<1x48x14x14xf32>, tensor<1x48x14x14xf32>) -> tensor<1x96x14x14xf32>
    %expanded_257 = tensor.expand_shape %concat_256 [[0], [1, 2], [3], [4]] output_shape [1, 2, 48, 14, 14] : tensor<1x96x14x14xf32> into tensor<1x2x48x14x14xf32>
    %transposed_258 = linalg.transpose ins(%expanded_257 : tensor<1x2x48x14x14xf32>) outs(%189 : tensor<1x48x2x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_259 = tensor.collapse_shape %transposed_258 [[0], [1, 2], [3], [4]] : tensor<1x48x2x14x14xf32> into tensor<1x96x14x14xf32>
    %padded_260 = tensor.pad %collapsed_259 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x96x14x14xf32> to tensor<1x96x16x16xf32>
    %372 = tensor.empty() : tensor<1x96x7x7xf32>
    %373 = linalg.fill ins(%cst : f32) outs(%372 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %collapsed_261 = tensor.collapse_shape %arg124 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %374 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_260, %collapsed_261 : tensor<1x96x16x16xf32>, tensor<96x3x3xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %375 = tensor.empty() : tensor<96xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg295 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%376 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%377 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_262 = tensor.expand_shape %arg294 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_263 = tensor.expand_shape %378 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_262 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %expanded_263 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_264 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %expanded_264 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_265 = tensor.expand_shape %arg126 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %expanded_265 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %383 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%382, %arg127 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg298 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%384 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%385 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_266 = tensor.expand_shape %arg297 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_267 = tensor.expand_shape %386 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_266 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_267 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_268 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %expanded_268 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_269 = tensor.expand_shape %arg129 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %expanded_269 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %392 = tensor.empty() : tensor<1x96x14x14xf32>
    %393 = linalg.fill ins(%cst : f32) outs(%392 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %394 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_259, %arg130 : tensor<1x96x14x14xf32>, tensor<96x96x1x1xf32>) outs(%393 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg301 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%395 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%396 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_270 = tensor.expand_shape %arg300 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_271 = tensor.expand_shape %397 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_270 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%392 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x14x14xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %expanded_271 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%392 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_272 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %expanded_272 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%392 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x14x14xf32>
    %expanded_273 = tensor.expand_shape %arg132 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_273 : tensor<1x96x14x14xf32>, tensor<96x1x1xf32>) outs(%392 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x14x14xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x96x14x14xf32>) outs(%392 : tensor<1x96x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x14x14xf32>
    %padded_274 = tensor.pad %402 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x96x14x14xf32> to tensor<1x96x16x16xf32>
    %collapsed_275 = tensor.collapse_shape %arg133 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %403 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_274, %collapsed_275 : tensor<1x96x16x16xf32>, tensor<96x3x3xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg304 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%404 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%405 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_276 = tensor.expand_shape %arg303 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_277 = tensor.expand_shape %406 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %expanded_276 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %expanded_277 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_278 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_278 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_279 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_279 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %411 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%410, %arg136 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg307 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%412 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%413 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_280 = tensor.expand_shape %arg306 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_281 = tensor.expand_shape %414 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_280 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_281 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_282 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %expanded_282 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_283 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_283 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %concat_284 = tensor.concat dim(1) %391, %419 : (tensor<1x96x7x7xf32>, tensor<1x96x7x7xf32>) -> tensor<1x192x7x7xf32>
    %expanded_285 = tensor.expand_shape %concat_284 [[0], [1, 2], [3], [4]] output_shape [1, 2, 96, 7, 7] : tensor<1x192x7x7xf32> into tensor<1x2x96x7x7xf32>
    %420 = tensor.empty() : tensor<1x96x2x7x7xf32>
    %transposed_286 = linalg.transpose ins(%expanded_285 : tensor<1x2x96x7x7xf32>) outs(%420 : tensor<1x96x2x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_287 = tensor.collapse_shape %transposed_286 [[0], [1, 2], [3], [4]] : tensor<1x96x2x7x7xf32> into tensor<1x192x7x7xf32>
    %extracted_slice_288 = tensor.extract_slice %collapsed_287[0, 0, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %extracted_slice_289 = tensor.extract_slice %collapsed_287[0, 96, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %421 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_289, %arg139 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg310 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%422 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%423 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_290 = tensor.expand_shape %arg309 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_291 = tensor.expand_shape %424 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_290 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425, %expanded_291 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_292 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %expanded_292 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_293 = tensor.expand_shape %arg141 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %expanded_293 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %padded_294 = tensor.pad %429 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x96x7x7xf32> to tensor<1x96x9x9xf32>
    %collapsed_295 = tensor.collapse_shape %arg142 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %430 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_294, %collapsed_295 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg313 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%431 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%432 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_296 = tensor.expand_shape %arg312 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_297 = tensor.expand_shape %433 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_296 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %expanded_297 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_298 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %expanded_298 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_299 = tensor.expand_shape %arg144 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_299 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %438 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%437, %arg145 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg316 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%439 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%440 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_300 = tensor.expand_shape %arg315 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_301 = tensor.expand_shape %441 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_300 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %expanded_301 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_302 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %expanded_302 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_303 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %expanded_303 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %concat_304 = tensor.concat dim(1) %extracted_slice_288, %446 : (tensor<1x96x7x7xf32>, tensor<1x96x7x7xf32>) -> tensor<1x192x7x7xf32>
    %expanded_305 = tensor.expand_shape %concat_304 [[0], [1, 2], [3], [4]] output_shape [1, 2, 96, 7, 7] : tensor<1x192x7x7xf32> into tensor<1x2x96x7x7xf32>
    %transposed_306 = linalg.transpose ins(%expanded_305 : tensor<1x2x96x7x7xf32>) outs(%420 : tensor<1x96x2x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_307 = tensor.collapse_shape %transposed_306 [[0], [1, 2], [3], [4]] : tensor<1x96x2x7x7xf32> into tensor<1x192x7x7xf32>
    %extracted_slice_308 = tensor.extract_slice %collapsed_307[0, 0, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %extracted_slice_309 = tensor.extract_slice %collapsed_307[0, 96, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %447 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_309, %arg148 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg319 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%448 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%449 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_310 = tensor.expand_shape %arg318 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_311 = tensor.expand_shape %450 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_310 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_311 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_312 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_312 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_313 = tensor.expand_shape %arg150 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %expanded_313 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %padded_314 = tensor.pad %455 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x96x7x7xf32> to tensor<1x96x9x9xf32>
    %collapsed_315 = tensor.collapse_shape %arg151 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %456 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_314, %collapsed_315 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg322 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%457 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%458 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_316 = tensor.expand_shape %arg321 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_317 = tensor.expand_shape %459 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_316 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_317 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_318 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_318 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_319 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_319 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %464 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%463, %arg154 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg325 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%465 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%466 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_320 = tensor.expand_shape %arg324 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_321 = tensor.expand_shape %467 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %expanded_320 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468, %expanded_321 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_322 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_322 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_323 = tensor.expand_shape %arg156 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %expanded_323 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %concat_324 = tensor.concat dim(1) %extracted_slice_308, %472 : (tensor<1x96x7x7xf32>, tensor<1x96x7x7xf32>) -> tensor<1x192x7x7xf32>
    %expanded_325 = tensor.expand_shape %concat_324 [[0], [1, 2], [3], [4]] output_shape [1, 2, 96, 7, 7] : tensor<1x192x7x7xf32> into tensor<1x2x96x7x7xf32>
    %transposed_326 = linalg.transpose ins(%expanded_325 : tensor<1x2x96x7x7xf32>) outs(%420 : tensor<1x96x2x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_327 = tensor.collapse_shape %transposed_326 [[0], [1, 2], [3], [4]] : tensor<1x96x2x7x7xf32> into tensor<1x192x7x7xf32>
    %extracted_slice_328 = tensor.extract_slice %collapsed_327[0, 0, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %extracted_slice_329 = tensor.extract_slice %collapsed_327[0, 96, 0, 0] [1, 96, 7, 7] [1, 1, 1, 1] : tensor<1x192x7x7xf32> to tensor<1x96x7x7xf32>
    %473 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%extracted_slice_329, %arg157 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg328 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%474 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%475 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_330 = tensor.expand_shape %arg327 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_331 = tensor.expand_shape %476 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %expanded_330 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %expanded_331 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_332 = tensor.expand_shape %arg158 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_332 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_333 = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_333 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %padded_334 = tensor.pad %481 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg339: index, %arg340: index, %arg341: index, %arg342: index):
      tensor.yield %cst : f32
    } : tensor<1x96x7x7xf32> to tensor<1x96x9x9xf32>
    %collapsed_335 = tensor.collapse_shape %arg160 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %482 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_334, %collapsed_335 : tensor<1x96x9x9xf32>, tensor<96x3x3xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg331 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%483 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%484 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_336 = tensor.expand_shape %arg330 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_337 = tensor.expand_shape %485 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_336 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_337 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_338 = tensor.expand_shape %arg161 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_338 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_339 = tensor.expand_shape %arg162 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_339 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %490 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%489, %arg163 : tensor<1x96x7x7xf32>, tensor<96x96x1x1xf32>) outs(%373 : tensor<1x96x7x7xf32>) -> tensor<1x96x7x7xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg334 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%491 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<96xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%492 : tensor<96xf32>) outs(%375 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<96xf32>
    %expanded_340 = tensor.expand_shape %arg333 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_341 = tensor.expand_shape %493 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_340 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %expanded_341 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_342 = tensor.expand_shape %arg164 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %expanded_342 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %expanded_343 = tensor.expand_shape %arg165 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_343 : tensor<1x96x7x7xf32>, tensor<96x1x1xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x96x7x7xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497 : tensor<1x96x7x7xf32>) outs(%372 : tensor<1x96x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x96x7x7xf32>
    %concat_344 = tensor.concat dim(1) %extracted_slice_328, %498 : (tensor<1x96x7x7xf32>, tensor<1x96x7x7xf32>) -> tensor<1x192x7x7xf32>
    %expanded_345 = tensor.expand_shape %concat_344 [[0], [1, 2], [3], [4]] output_shape [1, 2, 96, 7, 7] : tensor<1x192x7x7xf32> into tensor<1x2x96x7x7xf32>
    %transposed_346 = linalg.transpose ins(%expanded_345 : tensor<1x2x96x7x7xf32>) outs(%420 : tensor<1x96x2x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_347 = tensor.collapse_shape %transposed_346 [[0], [1, 2], [3], [4]] : tensor<1x96x2x7x7xf32> into tensor<1x192x7x7xf32>
    %499 = tensor.empty() : tensor<1x1024x7x7xf32>
    %500 = linalg.fill ins(%cst : f32) outs(%499 : tensor<1x1024x7x7xf32>) -> tensor<1x1024x7x7xf32>
    %501 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%collapsed_347, %arg166 : tensor<1x192x7x7xf32>, tensor<1024x192x1x1xf32>) outs(%500 : tensor<1x1024x7x7xf32>) -> tensor<1x1024x7x7xf32>
    %502 = tensor.empty() : tensor<1024xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg337 : tensor<1024xf32>) outs(%502 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.truncf %cst_2 : f64 to f32
      %521 = arith.addf %in, %520 : f32
      linalg.yield %521 : f32
    } -> tensor<1024xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%503 : tensor<1024xf32>) outs(%502 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = math.sqrt %in : f32
      linalg.yield %520 : f32
    } -> tensor<1024xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%504 : tensor<1024xf32>) outs(%502 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf one, %in, %cst : f32
      cf.assert %520, "unimplemented: tensor with zero element"
      %521 = arith.divf %cst_0, %in : f32
      linalg.yield %521 : f32
    } -> tensor<1024xf32>
    %expanded_348 = tensor.expand_shape %arg336 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_349 = tensor.expand_shape %505 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_348 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%499 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.subf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024x7x7xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %expanded_349 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%499 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024x7x7xf32>
    %expanded_350 = tensor.expand_shape %arg167 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_350 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%499 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.mulf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024x7x7xf32>
    %expanded_351 = tensor.expand_shape %arg168 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %expanded_351 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%499 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024x7x7xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<1x1024x7x7xf32>) outs(%499 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.cmpf ugt, %in, %cst : f32
      %521 = arith.select %520, %in, %cst : f32
      linalg.yield %521 : f32
    } -> tensor<1x1024x7x7xf32>
    %511 = tensor.empty() : tensor<1x1024xf32>
    %512 = linalg.fill ins(%cst : f32) outs(%511 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%510 : tensor<1x1024x7x7xf32>) outs(%512 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.addf %in, %out : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024xf32>
    %514 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%513 : tensor<1x1024xf32>) outs(%511 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %520 = arith.divf %in, %cst_3 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1024xf32>
    %515 = tensor.empty() : tensor<1024x1000xf32>
    %transposed_352 = linalg.transpose ins(%arg169 : tensor<1000x1024xf32>) outs(%515 : tensor<1024x1000xf32>) permutation = [1, 0] 
    %516 = tensor.empty() : tensor<1x1000xf32>
    %517 = linalg.fill ins(%cst : f32) outs(%516 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %518 = linalg.matmul ins(%514, %transposed_352 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%517 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %519 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%518, %arg170 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%516 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_353: f32, %out: f32):
      %520 = arith.addf %in, %in_353 : f32
      linalg.yield %520 : f32
    } -> tensor<1x1000xf32>
    return %519 : tensor<1x1000xf32>
  }
}
