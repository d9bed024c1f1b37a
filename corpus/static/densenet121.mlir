// densenet121: exported by corpus/static/export_static.py (torch 2.13.0+cpu); 8,062,625 weights as arguments
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @forward(%arg0: tensor<1x3x224x224xf32>, %arg1: tensor<64x3x7x7xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<128x64x1x1xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<32x128x3x3xf32>, %arg10: tensor<96xf32>, %arg11: tensor<96xf32>, %arg12: tensor<128x96x1x1xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<32x128x3x3xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128x128x1x1xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<32x128x3x3xf32>, %arg22: tensor<160xf32>, %arg23: tensor<160xf32>, %arg24: tensor<128x160x1x1xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<32x128x3x3xf32>, %arg28: tensor<192xf32>, %arg29: tensor<192xf32>, %arg30: tensor<128x192x1x1xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<32x128x3x3xf32>, %arg34: tensor<224xf32>, %arg35: tensor<224xf32>, %arg36: tensor<128x224x1x1xf32>, %arg37: tensor<128xf32>, %arg38: tensor<128xf32>, %arg39: tensor<32x128x3x3xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<128x256x1x1xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128xf32>, %arg45: tensor<128x128x1x1xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<32x128x3x3xf32>, %arg49: tensor<160xf32>, %arg50: tensor<160xf32>, %arg51: tensor<128x160x1x1xf32>, %arg52: tensor<128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<32x128x3x3xf32>, %arg55: tensor<192xf32>, %arg56: tensor<192xf32>, %arg57: tensor<128x192x1x1xf32>, %arg58: tensor<128xf32>, %arg59: tensor<128xf32>, %arg60: tensor<32x128x3x3xf32>, %arg61: tensor<224xf32>, %arg62: tensor<224xf32>, %arg63: tensor<128x224x1x1xf32>, %arg64: tensor<128xf32>, %arg65: tensor<128xf32>, %arg66: tensor<32x128x3x3xf32>, %arg67: tensor<256xf32>, %arg68: tensor<256xf32>, %arg69: tensor<128x256x1x1xf32>, %arg70: tensor<128xf32>, %arg71: tensor<128xf32>, %arg72: tensor<32x128x3x3xf32>, %arg73: tensor<288xf32>, %arg74: tensor<288xf32>, %arg75: tensor<128x288x1x1xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<32x128x3x3xf32>, %arg79: tensor<320xf32>, %arg80: tensor<320xf32>, %arg81: tensor<128x320x1x1xf32>, %arg82: tensor<128xf32>, %arg83: tensor<128xf32>, %arg84: tensor<32x128x3x3xf32>, %arg85: tensor<352xf32>, %arg86: tensor<352xf32>, %arg87: tensor<128x352x1x1xf32>, %arg88: tensor<128xf32>, %arg89: tensor<128xf32>, %arg90: tensor<32x128x3x3xf32>, %arg91: tensor<384xf32>, %arg92: tensor<384xf32>, %arg93: tensor<128x384x1x1xf32>, %arg94: tensor<128xf32>, %arg95: tensor<128xf32>, %arg96: tensor<32x128x3x3xf32>, %arg97: tensor<416xf32>, %arg98: tensor<416xf32>, %arg99: tensor<128x416x1x1xf32>, %arg100: tensor<128xf32>, %arg101: tensor<128xf32>, %arg102: tensor<32x128x3x3xf32>, %arg103: tensor<448xf32>, %arg104: tensor<448xf32>, %arg105: tensor<128x448x1x1xf32>, %arg106: tensor<128xf32>, %arg107: tensor<128xf32>, %arg108: tensor<32x128x3x3xf32>, %arg109: tensor<480xf32>, %arg110: tensor<480xf32>, %arg111: tensor<128x480x1x1xf32>, %arg112: tensor<128xf32>, %arg113: tensor<128xf32>, %arg114: tensor<32x128x3x3xf32>, %arg115: tensor<512xf32>, %arg116: tensor<512xf32>, %arg117: tensor<256x512x1x1xf32>, %arg118: tensor<256xf32>, %arg119: tensor<256xf32>, %arg120: tensor<128x256x1x1xf32>, %arg121: tensor<128xf32>, %arg122: tensor<128xf32>, %arg123: tensor<32x128x3x3xf32>, %arg124: tensor<288xf32>, %arg125: tensor<288xf32>, %arg126: tensor<128x288x1x1xf32>, %arg127: tensor<128xf32>, %arg128: tensor<128xf32>, %arg129: tensor<32x128x3x3xf32>, %arg130: tensor<320xf32>, %arg131: tensor<320xf32>, %arg132: tensor<128x320x1x1xf32>, %arg133: tensor<128xf32>, %arg134: tensor<128xf32>, %arg135: tensor<32x128x3x3xf32>, %arg136: tensor<352xf32>, %arg137: tensor<352xf32>, %arg138: tensor<128x352x1x1xf32>, %arg139: tensor<128xf32>, %arg140: tensor<128xf32>, %arg141: tensor<32x128x3x3xf32>, %arg142: tensor<384xf32>, %arg143: tensor<384xf32>, %arg144: tensor<128x384x1x1xf32>, %arg145: tensor<128xf32>, %arg146: tensor<128xf32>, %arg147: tensor<32x128x3x3xf32>, %arg148: tensor<416xf32>, %arg149: tensor<416xf32>, %arg150: tensor<128x416x1x1xf32>, %arg151: tensor<128xf32>, %arg152: tensor<128xf32>, %arg153: tensor<32x128x3x3xf32>, %arg154: tensor<448xf32>, %arg155: tensor<448xf32>, %arg156: tensor<128x448x1x1xf32>, %arg157: tensor<128xf32>, %arg158: tensor<128xf32>, %arg159: tensor<32x128x3x3xf32>, %arg160: tensor<480xf32>, %arg161: tensor<480xf32>, %arg162: tensor<128x480x1x1xf32>, %arg163: tensor<128xf32>, %arg164: tensor<128xf32>, %arg165: tensor<32x128x3x3xf32>, %arg166: tensor<512xf32>, %arg167: tensor<512xf32>, %arg168: tensor<128x512x1x1xf32>, %arg169: tensor<128xf32>, %arg170: tensor<128xf32>, %arg171: tensor<32x128x3x3xf32>, %arg172: tensor<544xf32>, %arg173: tensor<544xf32>, %arg174: tensor<128x544x1x1xf32>, %arg175: tensor<128xf32>, %arg176: tensor<128xf32>, %arg177: tensor<32x128x3x3xf32>, %arg178: tensor<576xf32>, %arg179: tensor<576xf32>, %arg180: tensor<128x576x1x1xf32>, %arg181: tensor<128xf32>, %arg182: tensor<128xf32>, %arg183: tensor<32x128x3x3xf32>, %arg184: tensor<608xf32>, %arg185: tensor<608xf32>, %arg186: tensor<128x608x1x1xf32>, %arg187: tensor<128xf32>, %arg188: tensor<128xf32>, %arg189: tensor<32x128x3x3xf32>, %arg190: tensor<640xf32>, %arg191: tensor<640xf32>, %arg192: tensor<128x640x1x1xf32>, %arg193: tensor<128xf32>, %arg194: tensor<128xf32>, %arg195: tensor<32x128x3x3xf32>, %arg196: tensor<672xf32>, %arg197: tensor<672xf32>, %arg198: tensor<128x672x1x1xf32>, %arg199: tensor<128xf32>, %arg200: tensor<128xf32>, %arg201: tensor<32x128x3x3xf32>, %arg202: tensor<704xf32>, %arg203: tensor<704xf32>, %arg204: tensor<128x704x1x1xf32>, %arg205: tensor<128xf32>, %arg206: tensor<128xf32>, %arg207: tensor<32x128x3x3xf32>, %arg208: tensor<736xf32>, %arg209: tensor<736xf32>, %arg210: tensor<128x736x1x1xf32>, %arg211: tensor<128xf32>, %arg212: tensor<128xf32>, %arg213: tensor<32x128x3x3xf32>, %arg214: tensor<768xf32>, %arg215: tensor<768xf32>, %arg216: tensor<128x768x1x1xf32>, %arg217: tensor<128xf32>, %arg218: tensor<128xf32>, %arg219: tensor<32x128x3x3xf32>, %arg220: tensor<800xf32>, %arg221: tensor<800xf32>, %arg222: tensor<128x800x1x1xf32>, %arg223: tensor<128xf32>, %arg224: tensor<128xf32>, %arg225: tensor<32x128x3x3xf32>, %arg226: tensor<832xf32>, %arg227: tensor<832xf32>, %arg228: tensor<128x832x1x1xf32>, %arg229: tensor<128xf32>, %arg230: tensor<128xf32>, %arg231: tensor<32x128x3x3xf32>, %arg232: tensor<864xf32>, %arg233: tensor<864xf32>, %arg234: tensor<128x864x1x1xf32>, %arg235: tensor<128xf32>, %arg236: tensor<128xf32>, %arg237: tensor<32x128x3x3xf32>, %arg238: tensor<896xf32>, %arg239: tensor<896xf32>, %arg240: tensor<128x896x1x1xf32>, %arg241: tensor<128xf32>, %arg242: tensor<128xf32>, %arg243: tensor<32x128x3x3xf32>, %arg244: tensor<928xf32>, %arg245: tensor<928xf32>, %arg246: tensor<128x928x1x1xf32>, %arg247: tensor<128xf32>, %arg248: tensor<128xf32>, %arg249: tensor<32x128x3x3xf32>, %arg250: tensor<960xf32>, %arg251: tensor<960xf32>, %arg252: tensor<128x960x1x1xf32>, %arg253: tensor<128xf32>, %arg254: tensor<128xf32>, %arg255: tensor<32x128x3x3xf32>, %arg256: tensor<992xf32>, %arg257: tensor<992xf32>, %arg258: tensor<128x992x1x1xf32>, %arg259: tensor<128xf32>, %arg260: tensor<128xf32>, %arg261: tensor<32x128x3x3xf32>, %arg262: tensor<1024xf32>, %arg263: tensor<1024xf32>, %arg264: tensor<512x1024x1x1xf32>, %arg265: tensor<512xf32>, %arg266: tensor<512xf32>, %arg267: tensor<128x512x1x1xf32>, %arg268: tensor<128xf32>, %arg269: tensor<128xf32>, %arg270: tensor<32x128x3x3xf32>, %arg271: tensor<544xf32>, %arg272: tensor<544xf32>, %arg273: tensor<128x544x1x1xf32>, %arg274: tensor<128xf32>, %arg275: tensor<128xf32>, %arg276: tensor<32x128x3x3xf32>, %arg277: tensor<576xf32>, %arg278: tensor<576xf32>, %arg279: tensor<128x576x1x1xf32>, %arg280: tensor<128xf32>, %arg281: tensor<128xf32>, %arg282: tensor<32x128x3x3xf32>, %arg283: tensor<608xf32>, %arg284: tensor<608xf32>, %arg285: tensor<128x608x1x1xf32>, %arg286: tensor<128xf32>, %arg287: tensor<128xf32>, %arg288: tensor<32x128x3x3xf32>, %arg289: tensor<640xf32>, %arg290: tensor<640xf32>, %arg291: tensor<128x640x1x1xf32>, %arg292: tensor<128xf32>, %arg293: tensor<128xf32>, %arg294: tensor<32x128x3x3xf32>, %arg295: tensor<672xf32>, %arg296: tensor<672xf32>, %arg297: tensor<128x672x1x1xf32>, %arg298: tensor<128xf32>, %arg299: tensor<128xf32>, %arg300: tensor<32x128x3x3xf32>, %arg301: tensor<704xf32>, %arg302: tensor<704xf32>, %arg303: tensor<128x704x1x1xf32>, %arg304: tensor<128xf32>, %arg305: tensor<128xf32>, %arg306: tensor<32x128x3x3xf32>, %arg307: tensor<736xf32>, %arg308: tensor<736xf32>, %arg309: tensor<128x736x1x1xf32>, %arg310: tensor<128xf32>, %arg311: tensor<128xf32>, %arg312: tensor<32x128x3x3xf32>, %arg313: tensor<768xf32>, %arg314: tensor<768xf32>, %arg315: tensor<128x768x1x1xf32>, %arg316: tensor<128xf32>, %arg317: tensor<128xf32>, %arg318: tensor<32x128x3x3xf32>, %arg319: tensor<800xf32>, %arg320: tensor<800xf32>, %arg321: tensor<128x800x1x1xf32>, %arg322: tensor<128xf32>, %arg323: tensor<128xf32>, %arg324: tensor<32x128x3x3xf32>, %arg325: tensor<832xf32>, %arg326: tensor<832xf32>, %arg327: tensor<128x832x1x1xf32>, %arg328: tensor<128xf32>, %arg329: tensor<128xf32>, %arg330: tensor<32x128x3x3xf32>, %arg331: tensor<864xf32>, %arg332: tensor<864xf32>, %arg333: tensor<128x864x1x1xf32>, %arg334: tensor<128xf32>, %arg335: tensor<128xf32>, %arg336: tensor<32x128x3x3xf32>, %arg337: tensor<896xf32>, %arg338: tensor<896xf32>, %arg339: tensor<128x896x1x1xf32>, %arg340: tensor<128xf32>, %arg341: tensor<128xf32>, %arg342: tensor<32x128x3x3xf32>, %arg343: tensor<928xf32>, %arg344: tensor<928xf32>, %arg345: tensor<128x928x1x1xf32>, %arg346: tensor<128xf32>, %arg347: tensor<128xf32>, %arg348: tensor<32x128x3x3xf32>, %arg349: tensor<960xf32>, %arg350: tensor<960xf32>, %arg351: tensor<128x960x1x1xf32>, %arg352: tensor<128xf32>, %arg353: tensor<128xf32>, %arg354: tensor<32x128x3x3xf32>, %arg355: tensor<992xf32>, %arg356: tensor<992xf32>, %arg357: tensor<128x992x1x1xf32>, %arg358: tensor<128xf32>, %arg359: tensor<128xf32>, %arg360: tensor<32x128x3x3xf32>, %arg361: tensor<1024xf32>, %arg362: tensor<1024xf32>, %arg363: tensor<1000x1024xf32>, %arg364: tensor<1000xf32>, %arg365: tensor<64xf32>, %arg366: tensor<64xf32>, %arg367: tensor<i64>, %arg368: tensor<64xf32>, %arg369: tensor<64xf32>, %arg370: tensor<i64>, %arg371: tensor<128xf32>, %arg372: tensor<128xf32>, %arg373: tensor<i64>, %arg374: tensor<96xf32>, %arg375: tensor<96xf32>, %arg376: tensor<i64>, %arg377: tensor<128xf32>, %arg378: tensor<128xf32>, %arg379: tensor<i64>, %arg380: tensor<128xf32>, %arg381: tensor<128xf32>, %arg382: tensor<i64>, %arg383: tensor<128xf32>, %arg384: tensor<128xf32>, %arg385: tensor<i64>, %arg386: tensor<160xf32>, %arg387: tensor<160xf32>, %arg388: tensor<i64>, %arg389: tensor<128xf32>, %arg390: tensor<128xf32>, %arg391: tensor<i64>, %arg392: tensor<192xf32>, %arg393: tensor<192xf32>, %arg394: tensor<i64>, %arg395: tensor<128xf32>, %arg396: tensor<128xf32>, %arg397: tensor<i64>, %arg398: tensor<224xf32>, %arg399: tensor<224xf32>, %arg400: tensor<i64>, %arg401: tensor<128xf32>, %arg402: tensor<128xf32>, %arg403: tensor<i64>, %arg404: tensor<256xf32>, %arg405: tensor<256xf32>, %arg406: tensor<i64>, %arg407: tensor<128xf32>, %arg408: tensor<128xf32>, %arg409: tensor<i64>, %arg410: tensor<128xf32>, %arg411: tensor<128xf32>, %arg412: tensor<i64>, %arg413: tensor<160xf32>, %arg414: tensor<160xf32>, %arg415: tensor<i64>, %arg416: tensor<128xf32>, %arg417: tensor<128xf32>, %arg418: tensor<i64>, %arg419: tensor<192xf32>, %arg420: tensor<192xf32>, %arg421: tensor<i64>, %arg422: tensor<128xf32>, %arg423: tensor<128xf32>, %arg424: tensor<i64>, %arg425: tensor<224xf32>, %arg426: tensor<224xf32>, %arg427: tensor<i64>, %arg428: tensor<128xf32>, %arg429: tensor<128xf32>, %arg430: tensor<i64>, %arg431: tensor<256xf32>, %arg432: tensor<256xf32>, %arg433: tensor<i64>, %arg434: tensor<128xf32>, %arg435: tensor<128xf32>, %arg436: tensor<i64>, %arg437: tensor<288xf32>, %arg438: tensor<288xf32>, %arg439: tensor<i64>, %arg440: tensor<128xf32>, %arg441: tensor<128xf32>, %arg442: tensor<i64>, %arg443: tensor<320xf32>, %arg444: tensor<320xf32>, %arg445: tensor<i64>, %arg446: tensor<128xf32>, %arg447: tensor<128xf32>, %arg448: tensor<i64>, %arg449: tensor<352xf32>, %arg450: tensor<352xf32>, %arg451: tensor<i64>, %arg452: tensor<128xf32>, %arg453: tensor<128xf32>, %arg454: tensor<i64>, %arg455: tensor<384xf32>, %arg456: tensor<384xf32>, %arg457: tensor<i64>, %arg458: tensor<128xf32>, %arg459: tensor<128xf32>, %arg460: tensor<i64>, %arg461: tensor<416xf32>, %arg462: tensor<416xf32>, %arg463: tensor<i64>, %arg464: tensor<128xf32>, %arg465: tensor<128xf32>, %arg466: tensor<i64>, %arg467: tensor<448xf32>, %arg468: tensor<448xf32>, %arg469: tensor<i64>, %arg470: tensor<128xf32>, %arg471: tensor<128xf32>, %arg472: tensor<i64>, %arg473: tensor<480xf32>, %arg474: tensor<480xf32>, %arg475: tensor<i64>, %arg476: tensor<128xf32>, %arg477: tensor<128xf32>, %arg478: tensor<i64>, %arg479: tensor<512xf32>, %arg480: tensor<512xf32>, %arg481: tensor<i64>, %arg482: tensor<256xf32>, %arg483: tensor<256xf32>, %arg484: tensor<i64>, %arg485: tensor<128xf32>, %arg486: tensor<128xf32>, %arg487: tensor<i64>, %arg488: tensor<288xf32>, %arg489: tensor<288xf32>, %arg490: tensor<i64>, %arg491: tensor<128xf32>, %arg492: tensor<128xf32>, %arg493: tensor<i64>, %arg494: tensor<320xf32>, %arg495: tensor<320xf32>, %arg496: tensor<i64>, %arg497: tensor<128xf32>, %arg498: tensor<128xf32>, %arg499: tensor<i64>, %arg500: tensor<352xf32>, %arg501: tensor<352xf32>, %arg502: tensor<i64>, %arg503: tensor<128xf32>, %arg504: tensor<128xf32>, %arg505: tensor<i64>, %arg506: tensor<384xf32>, %arg507: tensor<384xf32>, %arg508: tensor<i64>, %arg509: tensor<128xf32>, %arg510: tensor<128xf32>, %arg511: tensor<i64>, %arg512: tensor<416xf32>, %arg513: tensor<416xf32>, %arg514: tensor<i64>, %arg515: tensor<128xf32>, %arg516: tensor<128xf32>, %arg517: tensor<i64>, %arg518: tensor<448xf32>, %arg519: tensor<448xf32>, %arg520: tensor<i64>, %arg521: tensor<128xf32>, %arg522: tensor<128xf32>, %arg523: tensor<i64>, %arg524: tensor<480xf32>, %arg525: tensor<480xf32>, %arg526: tensor<i64>, %arg527: tensor<128xf32>, %arg528: tensor<128xf32>, %arg529: tensor<i64>, %arg530: tensor<512xf32>, %arg531: tensor<512xf32>, %arg532: tensor<i64>, %arg533: tensor<128xf32>, %arg534: tensor<128xf32>, %arg535: tensor<i64>, %arg536: tensor<544xf32>, %arg537: tensor<544xf32>, %arg538: tensor<i64>, %arg539: tensor<128xf32>, %arg540: tensor<128xf32>, %arg541: tensor<i64>, %arg542: tensor<576xf32>, %arg543: tensor<576xf32>, %arg544: tensor<i64>, %arg545: tensor<128xf32>, %arg546: tensor<128xf32>, %arg547: tensor<i64>, %arg548: tensor<608xf32>, %arg549: tensor<608xf32>, %arg550: tensor<i64>, %arg551: tensor<128xf32>, %arg552: tensor<128xf32>, %arg553: tensor<i64>, %arg554: tensor<640xf32>, %arg555: tensor<640xf32>, %arg556: tensor<i64>, %arg557: tensor<128xf32>, %arg558: tensor<128xf32>, %arg559: tensor<i64>, %arg560: tensor<672xf32>, %arg561: tensor<672xf32>, %arg562: tensor<i64>, %arg563: tensor<128xf32>, %arg564: tensor<128xf32>, %arg565: tensor<i64>, %arg566: tensor<704xf32>, %arg567: tensor<704xf32>, %arg568: tensor<i64>, %arg569: tensor<128xf32>, %arg570: tensor<128xf32>, %arg571: tensor<i64>, %arg572: tensor<736xf32>, %arg573: tensor<736xf32>, %arg574: tensor<i64>, %arg575: tensor<128xf32>, %arg576: tensor<128xf32>, %arg577: tensor<i64>, %arg578: tensor<768xf32>, %arg579: tensor<768xf32>, %arg580: tensor<i64>, %arg581: tensor<128xf32>, %arg582: tensor<128xf32>, %arg583: tensor<i64>, %arg584: tensor<800xf32>, %arg585: tensor<800xf32>, %arg586: tensor<i64>, %arg587: tensor<128xf32>, %arg588: tensor<128xf32>, %arg589: tensor<i64>, %arg590: tensor<832xf32>, %arg591: tensor<832xf32>, %arg592: tensor<i64>, %arg593: tensor<128xf32>, %arg594: tensor<128xf32>, %arg595: tensor<i64>, %arg596: tensor<864xf32>, %arg597: tensor<864xf32>, %arg598: tensor<i64>, %arg599: tensor<128xf32>, %arg600: tensor<128xf32>, %arg601: tensor<i64>, %arg602: tensor<896xf32>, %arg603: tensor<896xf32>, %arg604: tensor<i64>, %arg605: tensor<128xf32>, %arg606: tensor<128xf32>, %arg607: tensor<i64>, %arg608: tensor<928xf32>, %arg609: tensor<928xf32>, %arg610: tensor<i64>, %arg611: tensor<128xf32>, %arg612: tensor<128xf32>, %arg613: tensor<i64>, %arg614: tensor<960xf32>, %arg615: tensor<960xf32>, %arg616: tensor<i64>, %arg617: tensor<128xf32>, %arg618: tensor<128xf32>, %arg619: tensor<i64>, %arg620: tensor<992xf32>, %arg621: tensor<992xf32>, %arg622: tensor<i64>, %arg623: tensor<128xf32>, %arg624: tensor<128xf32>, %arg625: tensor<i64>, %arg626: tensor<1024xf32>, %arg627: tensor<1024xf32>, %arg628: tensor<i64>, %arg629: tensor<512xf32>, %arg630: tensor<512xf32>, %arg631: tensor<i64>, %arg632: tensor<128xf32>, %arg633: tensor<128xf32>, %arg634: tensor<i64>, %arg635: tensor<544xf32>, %arg636: tensor<544xf32>, %arg637: tensor<i64>, %arg638: tensor<128xf32>, %arg639: tensor<128xf32>, %arg640: tensor<i64>, %arg641: tensor<576xf32>, %arg642: tensor<576xf32>, %arg643: tensor<i64>, %arg644: tensor<128xf32>, %arg645: tensor<128xf32>, %arg646: tensor<i64>, %arg647: tensor<608xf32>, %arg648: tensor<608xf32>, %arg649: tensor<i64>, %arg650: tensor<128xf32>, %arg651: tensor<128xf32>, %arg652: tensor<i64>, %arg653: tensor<640xf32>, %arg654: tensor<640xf32>, %arg655: tensor<i64>, %arg656: tensor<128xf32>, %arg657: tensor<128xf32>, %arg658: tensor<i64>, %arg659: tensor<672xf32>, %arg660: tensor<672xf32>, %arg661: tensor<i64>, %arg662: tensor<128xf32>, %arg663: tensor<128xf32>, %arg664: tensor<i64>, %arg665: tensor<704xf32>, %arg666: tensor<704xf32>, %arg667: tensor<i64>, %arg668: tensor<128xf32>, %arg669: tensor<128xf32>, %arg670: tensor<i64>, %arg671: tensor<736xf32>, %arg672: tensor<736xf32>, %arg673: tensor<i64>, %arg674: tensor<128xf32>, %arg675: tensor<128xf32>, %arg676: tensor<i64>, %arg677: tensor<768xf32>, %arg678: tensor<768xf32>, %arg679: tensor<i64>, %arg680: tensor<128xf32>, %arg681: tensor<128xf32>, %arg682: tensor<i64>, %arg683: tensor<800xf32>, %arg684: tensor<800xf32>, %arg685: tensor<i64>, %arg686: tensor<128xf32>, %arg687: tensor<128xf32>, %arg688: tensor<i64>, %arg689: tensor<832xf32>, %arg690: tensor<832xf32>, %arg691: tensor<i64>, %arg692: tensor<128xf32>, %arg693: tensor<128xf32>, %arg694: tensor<i64>, %arg695: tensor<864xf32>, %arg696: tensor<864xf32>, %arg697: tensor<i64>, %arg698: tensor<128xf32>, %arg699: tensor<128xf32>, %arg700: tensor<i64>, %arg701: tensor<896xf32>, %arg702: tensor<896xf32>, %arg703: tensor<i64>, %arg704: tensor<128xf32>, %arg705: tensor<128xf32>, %arg706: tensor<i64>, %arg707: tensor<928xf32>, %arg708: tensor<928xf32>, %arg709: tensor<i64>, %arg710: tensor<128xf32>, %arg711: tensor<128xf32>, %arg712: tensor<i64>, %arg713: tensor<960xf32>, %arg714: tensor<960xf32>, %arg715: tensor<i64>, %arg716: tensor<128xf32>, %arg717: tensor<128xf32>, %arg718: tensor<i64>, %arg719: tensor<992xf32>, %arg720: tensor<992xf32>, %arg721: tensor<i64>, %arg722: tensor<128xf32>, %arg723: tensor<128xf32>, %arg724: tensor<i64>, %arg725: tensor<1024xf32>, %arg726: tensor<1024xf32>, %arg727: tensor<i64>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 4.000000e+00 : f32
    %cst_4 = arith.constant 4.900000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32>
    %0 = tensor.empty() : tensor<1x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %3 = tensor.empty() : tensor<64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg366 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %arg365 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_5 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x112x112xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_5 : tensor<1x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x112x112xf32>
    %expanded_6 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_6 : tensor<1x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x112x112xf32>
    %expanded_7 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_7 : tensor<1x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x112x112xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x112x112xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x64x112x112xf32>
    %padded_8 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32>
    %12 = tensor.empty() : tensor<1x64x56x56xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %14 = tensor.empty() : tensor<3x3xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_8, %14 : tensor<1x64x114x114xf32>, tensor<3x3xf32>) outs(%13 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg369 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<64xf32>
    %expanded_9 = tensor.expand_shape %arg368 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_10 = tensor.expand_shape %18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_9 : tensor<1x64x56x56xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x56x56xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_10 : tensor<1x64x56x56xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x56x56xf32>
    %expanded_11 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_11 : tensor<1x64x56x56xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x56x56xf32>
    %expanded_12 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_12 : tensor<1x64x56x56xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x64x56x56xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x64x56x56xf32>) outs(%12 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x64x56x56xf32>
    %24 = tensor.empty() : tensor<1x128x56x56xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%23, %arg6 : tensor<1x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %27 = tensor.empty() : tensor<128xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg372 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%29 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_13 = tensor.expand_shape %arg371 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_14 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_13 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_14 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_15 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_15 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_16 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %expanded_16 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_17 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %36 = tensor.empty() : tensor<1x32x56x56xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %arg9 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat = tensor.concat dim(1) %15, %38 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x96x56x56xf32>
    %39 = tensor.empty() : tensor<96xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg375 : tensor<96xf32>) outs(%39 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<96xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%40 : tensor<96xf32>) outs(%39 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<96xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%41 : tensor<96xf32>) outs(%39 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<96xf32>
    %expanded_18 = tensor.expand_shape %arg374 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_19 = tensor.expand_shape %42 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %43 = tensor.empty() : tensor<1x96x56x56xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_18 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%43 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x96x56x56xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_19 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%43 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x96x56x56xf32>
    %expanded_20 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_20 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%43 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x96x56x56xf32>
    %expanded_21 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_21 : tensor<1x96x56x56xf32>, tensor<96x1x1xf32>) outs(%43 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x96x56x56xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x96x56x56xf32>) outs(%43 : tensor<1x96x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x96x56x56xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%48, %arg12 : tensor<1x96x56x56xf32>, tensor<128x96x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg378 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%50 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%51 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_22 = tensor.expand_shape %arg377 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_23 = tensor.expand_shape %52 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_22 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_23 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_24 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_24 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_25 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_25 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_26 = tensor.pad %57 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_26, %arg15 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat_27 = tensor.concat dim(1) %15, %38, %58 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x128x56x56xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg381 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_28 = tensor.expand_shape %arg380 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_29 = tensor.expand_shape %61 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_28 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_29 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_30 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_30 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_31 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_31 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%66, %arg18 : tensor<1x128x56x56xf32>, tensor<128x128x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg384 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_32 = tensor.expand_shape %arg383 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_33 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_32 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_33 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_34 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_34 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_35 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_35 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_36 = tensor.pad %75 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_36, %arg21 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat_37 = tensor.concat dim(1) %15, %38, %58, %76 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x160x56x56xf32>
    %77 = tensor.empty() : tensor<160xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg387 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<160xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%78 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<160xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%79 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<160xf32>
    %expanded_38 = tensor.expand_shape %arg386 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_39 = tensor.expand_shape %80 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %81 = tensor.empty() : tensor<1x160x56x56xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_37, %expanded_38 : tensor<1x160x56x56xf32>, tensor<160x1x1xf32>) outs(%81 : tensor<1x160x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x56x56xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_39 : tensor<1x160x56x56xf32>, tensor<160x1x1xf32>) outs(%81 : tensor<1x160x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x56x56xf32>
    %expanded_40 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_40 : tensor<1x160x56x56xf32>, tensor<160x1x1xf32>) outs(%81 : tensor<1x160x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x56x56xf32>
    %expanded_41 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_41 : tensor<1x160x56x56xf32>, tensor<160x1x1xf32>) outs(%81 : tensor<1x160x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x56x56xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x160x56x56xf32>) outs(%81 : tensor<1x160x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x160x56x56xf32>
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%86, %arg24 : tensor<1x160x56x56xf32>, tensor<128x160x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg390 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%89 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_42 = tensor.expand_shape %arg389 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_43 = tensor.expand_shape %90 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_42 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_43 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_44 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_44 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_45 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_45 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_46 = tensor.pad %95 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %96 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_46, %arg27 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat_47 = tensor.concat dim(1) %15, %38, %58, %76, %96 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x192x56x56xf32>
    %97 = tensor.empty() : tensor<192xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg393 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<192xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%98 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<192xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%99 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<192xf32>
    %expanded_48 = tensor.expand_shape %arg392 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_49 = tensor.expand_shape %100 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %101 = tensor.empty() : tensor<1x192x56x56xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_47, %expanded_48 : tensor<1x192x56x56xf32>, tensor<192x1x1xf32>) outs(%101 : tensor<1x192x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x56x56xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_49 : tensor<1x192x56x56xf32>, tensor<192x1x1xf32>) outs(%101 : tensor<1x192x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x56x56xf32>
    %expanded_50 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_50 : tensor<1x192x56x56xf32>, tensor<192x1x1xf32>) outs(%101 : tensor<1x192x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x56x56xf32>
    %expanded_51 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_51 : tensor<1x192x56x56xf32>, tensor<192x1x1xf32>) outs(%101 : tensor<1x192x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x56x56xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<1x192x56x56xf32>) outs(%101 : tensor<1x192x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x192x56x56xf32>
    %107 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%106, %arg30 : tensor<1x192x56x56xf32>, tensor<128x192x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg396 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%109 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_52 = tensor.expand_shape %arg395 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_53 = tensor.expand_shape %110 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_52 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_53 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_54 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_54 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_55 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_55 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_56 = tensor.pad %115 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %arg33 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat_57 = tensor.concat dim(1) %15, %38, %58, %76, %96, %116 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x224x56x56xf32>
    %117 = tensor.empty() : tensor<224xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg399 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<224xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%118 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<224xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%119 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<224xf32>
    %expanded_58 = tensor.expand_shape %arg398 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %expanded_59 = tensor.expand_shape %120 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %121 = tensor.empty() : tensor<1x224x56x56xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_57, %expanded_58 : tensor<1x224x56x56xf32>, tensor<224x1x1xf32>) outs(%121 : tensor<1x224x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x56x56xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_59 : tensor<1x224x56x56xf32>, tensor<224x1x1xf32>) outs(%121 : tensor<1x224x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x56x56xf32>
    %expanded_60 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_60 : tensor<1x224x56x56xf32>, tensor<224x1x1xf32>) outs(%121 : tensor<1x224x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x56x56xf32>
    %expanded_61 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_61 : tensor<1x224x56x56xf32>, tensor<224x1x1xf32>) outs(%121 : tensor<1x224x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x56x56xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x224x56x56xf32>) outs(%121 : tensor<1x224x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x224x56x56xf32>
    %127 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%126, %arg36 : tensor<1x224x56x56xf32>, tensor<128x224x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg402 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%128 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%129 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_62 = tensor.expand_shape %arg401 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_63 = tensor.expand_shape %130 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_62 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_63 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_64 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_64 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %expanded_65 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_65 : tensor<1x128x56x56xf32>, tensor<128x1x1xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x56x56xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x128x56x56xf32>) outs(%24 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_66 = tensor.pad %135 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %arg39 : tensor<1x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%37 : tensor<1x32x56x56xf32>) -> tensor<1x32x56x56xf32>
    %concat_67 = tensor.concat dim(1) %15, %38, %58, %76, %96, %116, %136 : (tensor<1x64x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>, tensor<1x32x56x56xf32>) -> tensor<1x256x56x56xf32>
    %137 = tensor.empty() : tensor<256xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg405 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<256xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%139 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %expanded_68 = tensor.expand_shape %arg404 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_69 = tensor.expand_shape %140 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %141 = tensor.empty() : tensor<1x256x56x56xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_67, %expanded_68 : tensor<1x256x56x56xf32>, tensor<256x1x1xf32>) outs(%141 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x56x56xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_69 : tensor<1x256x56x56xf32>, tensor<256x1x1xf32>) outs(%141 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x56x56xf32>
    %expanded_70 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_70 : tensor<1x256x56x56xf32>, tensor<256x1x1xf32>) outs(%141 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x56x56xf32>
    %expanded_71 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_71 : tensor<1x256x56x56xf32>, tensor<256x1x1xf32>) outs(%141 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x56x56xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x256x56x56xf32>) outs(%141 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x256x56x56xf32>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%146, %arg42 : tensor<1x256x56x56xf32>, tensor<128x256x1x1xf32>) outs(%25 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %148 = tensor.empty() : tensor<1x128x28x28xf32>
    %149 = linalg.fill ins(%cst : f32) outs(%148 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %150 = tensor.empty() : tensor<2x2xf32>
    %151 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%147, %150 : tensor<1x128x56x56xf32>, tensor<2x2xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.divf %in, %cst_3 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg408 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%153 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%154 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_72 = tensor.expand_shape %arg407 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_73 = tensor.expand_shape %155 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_72 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_73 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_74 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_74 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_75 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_75 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%160, %arg45 : tensor<1x128x28x28xf32>, tensor<128x128x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg411 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%162 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%163 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_76 = tensor.expand_shape %arg410 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_77 = tensor.expand_shape %164 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_76 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_77 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_78 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_78 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_79 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_79 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_80 = tensor.pad %169 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %170 = tensor.empty() : tensor<1x32x28x28xf32>
    %171 = linalg.fill ins(%cst : f32) outs(%170 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_80, %arg48 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_81 = tensor.concat dim(1) %152, %172 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x160x28x28xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg414 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<160xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%173 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<160xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<160xf32>) outs(%77 : tensor<160xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<160xf32>
    %expanded_82 = tensor.expand_shape %arg413 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %expanded_83 = tensor.expand_shape %175 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %176 = tensor.empty() : tensor<1x160x28x28xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_81, %expanded_82 : tensor<1x160x28x28xf32>, tensor<160x1x1xf32>) outs(%176 : tensor<1x160x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x28x28xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_83 : tensor<1x160x28x28xf32>, tensor<160x1x1xf32>) outs(%176 : tensor<1x160x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x28x28xf32>
    %expanded_84 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_84 : tensor<1x160x28x28xf32>, tensor<160x1x1xf32>) outs(%176 : tensor<1x160x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x28x28xf32>
    %expanded_85 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [160, 1, 1] : tensor<160xf32> into tensor<160x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_85 : tensor<1x160x28x28xf32>, tensor<160x1x1xf32>) outs(%176 : tensor<1x160x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x160x28x28xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x160x28x28xf32>) outs(%176 : tensor<1x160x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x160x28x28xf32>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%181, %arg51 : tensor<1x160x28x28xf32>, tensor<128x160x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg417 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%183 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%184 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_86 = tensor.expand_shape %arg416 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_87 = tensor.expand_shape %185 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_86 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_87 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_88 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_88 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_89 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_89 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_90 = tensor.pad %190 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %arg54 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_91 = tensor.concat dim(1) %152, %172, %191 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x192x28x28xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg420 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<192xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%192 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<192xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%193 : tensor<192xf32>) outs(%97 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<192xf32>
    %expanded_92 = tensor.expand_shape %arg419 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_93 = tensor.expand_shape %194 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %195 = tensor.empty() : tensor<1x192x28x28xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_91, %expanded_92 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%195 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x28x28xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_93 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%195 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_94 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_94 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%195 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x28x28xf32>
    %expanded_95 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_95 : tensor<1x192x28x28xf32>, tensor<192x1x1xf32>) outs(%195 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x192x28x28xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x192x28x28xf32>) outs(%195 : tensor<1x192x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x192x28x28xf32>
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%200, %arg57 : tensor<1x192x28x28xf32>, tensor<128x192x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg423 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%202 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%203 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_96 = tensor.expand_shape %arg422 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_97 = tensor.expand_shape %204 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_96 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_97 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_98 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_98 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_99 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_99 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_100 = tensor.pad %209 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_100, %arg60 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_101 = tensor.concat dim(1) %152, %172, %191, %210 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x224x28x28xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg426 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<224xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%211 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<224xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%212 : tensor<224xf32>) outs(%117 : tensor<224xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<224xf32>
    %expanded_102 = tensor.expand_shape %arg425 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %expanded_103 = tensor.expand_shape %213 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %214 = tensor.empty() : tensor<1x224x28x28xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_101, %expanded_102 : tensor<1x224x28x28xf32>, tensor<224x1x1xf32>) outs(%214 : tensor<1x224x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x28x28xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_103 : tensor<1x224x28x28xf32>, tensor<224x1x1xf32>) outs(%214 : tensor<1x224x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x28x28xf32>
    %expanded_104 = tensor.expand_shape %arg61 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_104 : tensor<1x224x28x28xf32>, tensor<224x1x1xf32>) outs(%214 : tensor<1x224x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x28x28xf32>
    %expanded_105 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [224, 1, 1] : tensor<224xf32> into tensor<224x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_105 : tensor<1x224x28x28xf32>, tensor<224x1x1xf32>) outs(%214 : tensor<1x224x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x224x28x28xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x224x28x28xf32>) outs(%214 : tensor<1x224x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x224x28x28xf32>
    %220 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%219, %arg63 : tensor<1x224x28x28xf32>, tensor<128x224x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg429 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%221 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%222 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_106 = tensor.expand_shape %arg428 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_107 = tensor.expand_shape %223 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_106 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %expanded_107 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_108 = tensor.expand_shape %arg64 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_108 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_109 = tensor.expand_shape %arg65 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %expanded_109 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_110 = tensor.pad %228 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %arg66 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_111 = tensor.concat dim(1) %152, %172, %191, %210, %229 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x256x28x28xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg432 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%230 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<256xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%231 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %expanded_112 = tensor.expand_shape %arg431 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_113 = tensor.expand_shape %232 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %233 = tensor.empty() : tensor<1x256x28x28xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_111, %expanded_112 : tensor<1x256x28x28xf32>, tensor<256x1x1xf32>) outs(%233 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x28x28xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_113 : tensor<1x256x28x28xf32>, tensor<256x1x1xf32>) outs(%233 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x28x28xf32>
    %expanded_114 = tensor.expand_shape %arg67 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %expanded_114 : tensor<1x256x28x28xf32>, tensor<256x1x1xf32>) outs(%233 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x28x28xf32>
    %expanded_115 = tensor.expand_shape %arg68 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %expanded_115 : tensor<1x256x28x28xf32>, tensor<256x1x1xf32>) outs(%233 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x28x28xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x256x28x28xf32>) outs(%233 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x256x28x28xf32>
    %239 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%238, %arg69 : tensor<1x256x28x28xf32>, tensor<128x256x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg435 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%240 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%241 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_116 = tensor.expand_shape %arg434 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_117 = tensor.expand_shape %242 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_116 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_117 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_118 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_118 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_119 = tensor.expand_shape %arg71 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_119 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_120 = tensor.pad %247 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_120, %arg72 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_121 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x288x28x28xf32>
    %249 = tensor.empty() : tensor<288xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg438 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<288xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%250 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<288xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%251 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<288xf32>
    %expanded_122 = tensor.expand_shape %arg437 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_123 = tensor.expand_shape %252 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %253 = tensor.empty() : tensor<1x288x28x28xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_121, %expanded_122 : tensor<1x288x28x28xf32>, tensor<288x1x1xf32>) outs(%253 : tensor<1x288x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x28x28xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_123 : tensor<1x288x28x28xf32>, tensor<288x1x1xf32>) outs(%253 : tensor<1x288x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x28x28xf32>
    %expanded_124 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_124 : tensor<1x288x28x28xf32>, tensor<288x1x1xf32>) outs(%253 : tensor<1x288x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x28x28xf32>
    %expanded_125 = tensor.expand_shape %arg74 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_125 : tensor<1x288x28x28xf32>, tensor<288x1x1xf32>) outs(%253 : tensor<1x288x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x28x28xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<1x288x28x28xf32>) outs(%253 : tensor<1x288x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x288x28x28xf32>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%258, %arg75 : tensor<1x288x28x28xf32>, tensor<128x288x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg441 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%260 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%261 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_126 = tensor.expand_shape %arg440 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_127 = tensor.expand_shape %262 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_126 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_127 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_128 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_128 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_129 = tensor.expand_shape %arg77 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_129 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_130 = tensor.pad %267 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %arg78 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_131 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x320x28x28xf32>
    %269 = tensor.empty() : tensor<320xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg444 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<320xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%270 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<320xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%271 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<320xf32>
    %expanded_132 = tensor.expand_shape %arg443 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %expanded_133 = tensor.expand_shape %272 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %273 = tensor.empty() : tensor<1x320x28x28xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_131, %expanded_132 : tensor<1x320x28x28xf32>, tensor<320x1x1xf32>) outs(%273 : tensor<1x320x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x28x28xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_133 : tensor<1x320x28x28xf32>, tensor<320x1x1xf32>) outs(%273 : tensor<1x320x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x28x28xf32>
    %expanded_134 = tensor.expand_shape %arg79 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %expanded_134 : tensor<1x320x28x28xf32>, tensor<320x1x1xf32>) outs(%273 : tensor<1x320x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x28x28xf32>
    %expanded_135 = tensor.expand_shape %arg80 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_135 : tensor<1x320x28x28xf32>, tensor<320x1x1xf32>) outs(%273 : tensor<1x320x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x28x28xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x320x28x28xf32>) outs(%273 : tensor<1x320x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x320x28x28xf32>
    %279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%278, %arg81 : tensor<1x320x28x28xf32>, tensor<128x320x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg447 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%280 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_136 = tensor.expand_shape %arg446 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_137 = tensor.expand_shape %282 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %expanded_136 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_137 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_138 = tensor.expand_shape %arg82 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_138 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_139 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_139 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_140 = tensor.pad %287 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_140, %arg84 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_141 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x352x28x28xf32>
    %289 = tensor.empty() : tensor<352xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg450 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<352xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%290 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<352xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%291 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<352xf32>
    %expanded_142 = tensor.expand_shape %arg449 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %expanded_143 = tensor.expand_shape %292 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %293 = tensor.empty() : tensor<1x352x28x28xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_141, %expanded_142 : tensor<1x352x28x28xf32>, tensor<352x1x1xf32>) outs(%293 : tensor<1x352x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x28x28xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_143 : tensor<1x352x28x28xf32>, tensor<352x1x1xf32>) outs(%293 : tensor<1x352x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x28x28xf32>
    %expanded_144 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_144 : tensor<1x352x28x28xf32>, tensor<352x1x1xf32>) outs(%293 : tensor<1x352x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x28x28xf32>
    %expanded_145 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_145 : tensor<1x352x28x28xf32>, tensor<352x1x1xf32>) outs(%293 : tensor<1x352x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x28x28xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x352x28x28xf32>) outs(%293 : tensor<1x352x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x352x28x28xf32>
    %299 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%298, %arg87 : tensor<1x352x28x28xf32>, tensor<128x352x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg453 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%300 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%301 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_146 = tensor.expand_shape %arg452 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_147 = tensor.expand_shape %302 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_146 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_147 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_148 = tensor.expand_shape %arg88 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %expanded_148 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_149 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_149 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_150 = tensor.pad %307 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %308 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_150, %arg90 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_151 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288, %308 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x384x28x28xf32>
    %309 = tensor.empty() : tensor<384xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg456 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<384xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%310 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<384xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%311 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<384xf32>
    %expanded_152 = tensor.expand_shape %arg455 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_153 = tensor.expand_shape %312 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %313 = tensor.empty() : tensor<1x384x28x28xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_151, %expanded_152 : tensor<1x384x28x28xf32>, tensor<384x1x1xf32>) outs(%313 : tensor<1x384x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x28x28xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_153 : tensor<1x384x28x28xf32>, tensor<384x1x1xf32>) outs(%313 : tensor<1x384x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x28x28xf32>
    %expanded_154 = tensor.expand_shape %arg91 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_154 : tensor<1x384x28x28xf32>, tensor<384x1x1xf32>) outs(%313 : tensor<1x384x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x28x28xf32>
    %expanded_155 = tensor.expand_shape %arg92 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_155 : tensor<1x384x28x28xf32>, tensor<384x1x1xf32>) outs(%313 : tensor<1x384x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x28x28xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<1x384x28x28xf32>) outs(%313 : tensor<1x384x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x384x28x28xf32>
    %319 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%318, %arg93 : tensor<1x384x28x28xf32>, tensor<128x384x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg459 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%320 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%321 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_156 = tensor.expand_shape %arg458 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_157 = tensor.expand_shape %322 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_156 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %expanded_157 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_158 = tensor.expand_shape %arg94 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_158 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_159 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_159 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_160 = tensor.pad %327 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %328 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_160, %arg96 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_161 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288, %308, %328 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x416x28x28xf32>
    %329 = tensor.empty() : tensor<416xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg462 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<416xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%330 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<416xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%331 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<416xf32>
    %expanded_162 = tensor.expand_shape %arg461 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %expanded_163 = tensor.expand_shape %332 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %333 = tensor.empty() : tensor<1x416x28x28xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_161, %expanded_162 : tensor<1x416x28x28xf32>, tensor<416x1x1xf32>) outs(%333 : tensor<1x416x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x28x28xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_163 : tensor<1x416x28x28xf32>, tensor<416x1x1xf32>) outs(%333 : tensor<1x416x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x28x28xf32>
    %expanded_164 = tensor.expand_shape %arg97 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_164 : tensor<1x416x28x28xf32>, tensor<416x1x1xf32>) outs(%333 : tensor<1x416x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x28x28xf32>
    %expanded_165 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %expanded_165 : tensor<1x416x28x28xf32>, tensor<416x1x1xf32>) outs(%333 : tensor<1x416x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x28x28xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x416x28x28xf32>) outs(%333 : tensor<1x416x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x416x28x28xf32>
    %339 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%338, %arg99 : tensor<1x416x28x28xf32>, tensor<128x416x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg465 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%340 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%341 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_166 = tensor.expand_shape %arg464 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_167 = tensor.expand_shape %342 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %expanded_166 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_167 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_168 = tensor.expand_shape %arg100 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_168 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_169 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_169 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_170 = tensor.pad %347 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %348 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_170, %arg102 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_171 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288, %308, %328, %348 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x448x28x28xf32>
    %349 = tensor.empty() : tensor<448xf32>
    %350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg468 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<448xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%350 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<448xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%351 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<448xf32>
    %expanded_172 = tensor.expand_shape %arg467 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %expanded_173 = tensor.expand_shape %352 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %353 = tensor.empty() : tensor<1x448x28x28xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_171, %expanded_172 : tensor<1x448x28x28xf32>, tensor<448x1x1xf32>) outs(%353 : tensor<1x448x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x28x28xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_173 : tensor<1x448x28x28xf32>, tensor<448x1x1xf32>) outs(%353 : tensor<1x448x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x28x28xf32>
    %expanded_174 = tensor.expand_shape %arg103 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_174 : tensor<1x448x28x28xf32>, tensor<448x1x1xf32>) outs(%353 : tensor<1x448x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x28x28xf32>
    %expanded_175 = tensor.expand_shape %arg104 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %expanded_175 : tensor<1x448x28x28xf32>, tensor<448x1x1xf32>) outs(%353 : tensor<1x448x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x28x28xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<1x448x28x28xf32>) outs(%353 : tensor<1x448x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x448x28x28xf32>
    %359 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%358, %arg105 : tensor<1x448x28x28xf32>, tensor<128x448x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg471 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%360 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%361 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_176 = tensor.expand_shape %arg470 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_177 = tensor.expand_shape %362 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_176 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_177 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_178 = tensor.expand_shape %arg106 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_178 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_179 = tensor.expand_shape %arg107 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_179 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_180 = tensor.pad %367 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %368 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_180, %arg108 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_181 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288, %308, %328, %348, %368 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x480x28x28xf32>
    %369 = tensor.empty() : tensor<480xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg474 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<480xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%370 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<480xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%371 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<480xf32>
    %expanded_182 = tensor.expand_shape %arg473 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_183 = tensor.expand_shape %372 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %373 = tensor.empty() : tensor<1x480x28x28xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_181, %expanded_182 : tensor<1x480x28x28xf32>, tensor<480x1x1xf32>) outs(%373 : tensor<1x480x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x28x28xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_183 : tensor<1x480x28x28xf32>, tensor<480x1x1xf32>) outs(%373 : tensor<1x480x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x28x28xf32>
    %expanded_184 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %expanded_184 : tensor<1x480x28x28xf32>, tensor<480x1x1xf32>) outs(%373 : tensor<1x480x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x28x28xf32>
    %expanded_185 = tensor.expand_shape %arg110 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_185 : tensor<1x480x28x28xf32>, tensor<480x1x1xf32>) outs(%373 : tensor<1x480x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x28x28xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x480x28x28xf32>) outs(%373 : tensor<1x480x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x480x28x28xf32>
    %379 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%378, %arg111 : tensor<1x480x28x28xf32>, tensor<128x480x1x1xf32>) outs(%149 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg477 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%380 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%381 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_186 = tensor.expand_shape %arg476 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_187 = tensor.expand_shape %382 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %expanded_186 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_187 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_188 = tensor.expand_shape %arg112 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_188 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %expanded_189 = tensor.expand_shape %arg113 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_189 : tensor<1x128x28x28xf32>, tensor<128x1x1xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x28x28xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<1x128x28x28xf32>) outs(%148 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_190 = tensor.pad %387 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %388 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_190, %arg114 : tensor<1x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%171 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32>
    %concat_191 = tensor.concat dim(1) %152, %172, %191, %210, %229, %248, %268, %288, %308, %328, %348, %368, %388 : (tensor<1x128x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) -> tensor<1x512x28x28xf32>
    %389 = tensor.empty() : tensor<512xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg480 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%390 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<512xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%391 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %expanded_192 = tensor.expand_shape %arg479 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_193 = tensor.expand_shape %392 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %393 = tensor.empty() : tensor<1x512x28x28xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_191, %expanded_192 : tensor<1x512x28x28xf32>, tensor<512x1x1xf32>) outs(%393 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x28x28xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_193 : tensor<1x512x28x28xf32>, tensor<512x1x1xf32>) outs(%393 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x28x28xf32>
    %expanded_194 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_194 : tensor<1x512x28x28xf32>, tensor<512x1x1xf32>) outs(%393 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x28x28xf32>
    %expanded_195 = tensor.expand_shape %arg116 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_195 : tensor<1x512x28x28xf32>, tensor<512x1x1xf32>) outs(%393 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x28x28xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<1x512x28x28xf32>) outs(%393 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x512x28x28xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%233 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %400 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%398, %arg117 : tensor<1x512x28x28xf32>, tensor<256x512x1x1xf32>) outs(%399 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %401 = tensor.empty() : tensor<1x256x14x14xf32>
    %402 = linalg.fill ins(%cst : f32) outs(%401 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %403 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%400, %150 : tensor<1x256x28x28xf32>, tensor<2x2xf32>) outs(%402 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x256x14x14xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.divf %in, %cst_3 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x14x14xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg483 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%405 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<256xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%406 : tensor<256xf32>) outs(%137 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<256xf32>
    %expanded_196 = tensor.expand_shape %arg482 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_197 = tensor.expand_shape %407 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_196 : tensor<1x256x14x14xf32>, tensor<256x1x1xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x14x14xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_197 : tensor<1x256x14x14xf32>, tensor<256x1x1xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x14x14xf32>
    %expanded_198 = tensor.expand_shape %arg118 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_198 : tensor<1x256x14x14xf32>, tensor<256x1x1xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x14x14xf32>
    %expanded_199 = tensor.expand_shape %arg119 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %expanded_199 : tensor<1x256x14x14xf32>, tensor<256x1x1xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x256x14x14xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x256x14x14xf32>) outs(%401 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x256x14x14xf32>
    %413 = tensor.empty() : tensor<1x128x14x14xf32>
    %414 = linalg.fill ins(%cst : f32) outs(%413 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %415 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%412, %arg120 : tensor<1x256x14x14xf32>, tensor<128x256x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg486 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%416 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%417 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_200 = tensor.expand_shape %arg485 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_201 = tensor.expand_shape %418 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %expanded_200 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %expanded_201 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_202 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %expanded_202 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_203 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_203 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_204 = tensor.pad %423 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %424 = tensor.empty() : tensor<1x32x14x14xf32>
    %425 = linalg.fill ins(%cst : f32) outs(%424 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %426 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_204, %arg123 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_205 = tensor.concat dim(1) %404, %426 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x288x14x14xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg489 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<288xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%427 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<288xf32>
    %429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%428 : tensor<288xf32>) outs(%249 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<288xf32>
    %expanded_206 = tensor.expand_shape %arg488 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_207 = tensor.expand_shape %429 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %430 = tensor.empty() : tensor<1x288x14x14xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_205, %expanded_206 : tensor<1x288x14x14xf32>, tensor<288x1x1xf32>) outs(%430 : tensor<1x288x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x14x14xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_207 : tensor<1x288x14x14xf32>, tensor<288x1x1xf32>) outs(%430 : tensor<1x288x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x14x14xf32>
    %expanded_208 = tensor.expand_shape %arg124 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %expanded_208 : tensor<1x288x14x14xf32>, tensor<288x1x1xf32>) outs(%430 : tensor<1x288x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x14x14xf32>
    %expanded_209 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_209 : tensor<1x288x14x14xf32>, tensor<288x1x1xf32>) outs(%430 : tensor<1x288x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x288x14x14xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<1x288x14x14xf32>) outs(%430 : tensor<1x288x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x288x14x14xf32>
    %436 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%435, %arg126 : tensor<1x288x14x14xf32>, tensor<128x288x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg492 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%437 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%438 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_210 = tensor.expand_shape %arg491 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_211 = tensor.expand_shape %439 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_210 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_211 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_212 = tensor.expand_shape %arg127 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_212 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_213 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %expanded_213 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_214 = tensor.pad %444 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %445 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_214, %arg129 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_215 = tensor.concat dim(1) %404, %426, %445 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x320x14x14xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg495 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<320xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%446 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<320xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%447 : tensor<320xf32>) outs(%269 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<320xf32>
    %expanded_216 = tensor.expand_shape %arg494 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %expanded_217 = tensor.expand_shape %448 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %449 = tensor.empty() : tensor<1x320x14x14xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_215, %expanded_216 : tensor<1x320x14x14xf32>, tensor<320x1x1xf32>) outs(%449 : tensor<1x320x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x14x14xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %expanded_217 : tensor<1x320x14x14xf32>, tensor<320x1x1xf32>) outs(%449 : tensor<1x320x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x14x14xf32>
    %expanded_218 = tensor.expand_shape %arg130 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451, %expanded_218 : tensor<1x320x14x14xf32>, tensor<320x1x1xf32>) outs(%449 : tensor<1x320x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x14x14xf32>
    %expanded_219 = tensor.expand_shape %arg131 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %expanded_219 : tensor<1x320x14x14xf32>, tensor<320x1x1xf32>) outs(%449 : tensor<1x320x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x320x14x14xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453 : tensor<1x320x14x14xf32>) outs(%449 : tensor<1x320x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x320x14x14xf32>
    %455 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%454, %arg132 : tensor<1x320x14x14xf32>, tensor<128x320x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg498 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%456 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%457 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_220 = tensor.expand_shape %arg497 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_221 = tensor.expand_shape %458 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %expanded_220 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_221 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_222 = tensor.expand_shape %arg133 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_222 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_223 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_223 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_224 = tensor.pad %463 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %464 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_224, %arg135 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_225 = tensor.concat dim(1) %404, %426, %445, %464 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x352x14x14xf32>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg501 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<352xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%465 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<352xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%466 : tensor<352xf32>) outs(%289 : tensor<352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<352xf32>
    %expanded_226 = tensor.expand_shape %arg500 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %expanded_227 = tensor.expand_shape %467 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %468 = tensor.empty() : tensor<1x352x14x14xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_225, %expanded_226 : tensor<1x352x14x14xf32>, tensor<352x1x1xf32>) outs(%468 : tensor<1x352x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x14x14xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_227 : tensor<1x352x14x14xf32>, tensor<352x1x1xf32>) outs(%468 : tensor<1x352x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x14x14xf32>
    %expanded_228 = tensor.expand_shape %arg136 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %expanded_228 : tensor<1x352x14x14xf32>, tensor<352x1x1xf32>) outs(%468 : tensor<1x352x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x14x14xf32>
    %expanded_229 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [352, 1, 1] : tensor<352xf32> into tensor<352x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_229 : tensor<1x352x14x14xf32>, tensor<352x1x1xf32>) outs(%468 : tensor<1x352x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x352x14x14xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x352x14x14xf32>) outs(%468 : tensor<1x352x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x352x14x14xf32>
    %474 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%473, %arg138 : tensor<1x352x14x14xf32>, tensor<128x352x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg504 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%475 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%476 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_230 = tensor.expand_shape %arg503 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_231 = tensor.expand_shape %477 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_230 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_231 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_232 = tensor.expand_shape %arg139 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_232 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_233 = tensor.expand_shape %arg140 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_233 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_234 = tensor.pad %482 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_234, %arg141 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_235 = tensor.concat dim(1) %404, %426, %445, %464, %483 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x384x14x14xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg507 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<384xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%484 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<384xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%485 : tensor<384xf32>) outs(%309 : tensor<384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<384xf32>
    %expanded_236 = tensor.expand_shape %arg506 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %expanded_237 = tensor.expand_shape %486 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %487 = tensor.empty() : tensor<1x384x14x14xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_235, %expanded_236 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%487 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x14x14xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_237 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%487 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_238 = tensor.expand_shape %arg142 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %expanded_238 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%487 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x14x14xf32>
    %expanded_239 = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %expanded_239 : tensor<1x384x14x14xf32>, tensor<384x1x1xf32>) outs(%487 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x384x14x14xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x384x14x14xf32>) outs(%487 : tensor<1x384x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x384x14x14xf32>
    %493 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%492, %arg144 : tensor<1x384x14x14xf32>, tensor<128x384x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg510 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%494 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%495 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_240 = tensor.expand_shape %arg509 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_241 = tensor.expand_shape %496 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493, %expanded_240 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %expanded_241 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_242 = tensor.expand_shape %arg145 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %expanded_242 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_243 = tensor.expand_shape %arg146 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_243 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_244 = tensor.pad %501 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %502 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_244, %arg147 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_245 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x416x14x14xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg513 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<416xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%503 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<416xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%504 : tensor<416xf32>) outs(%329 : tensor<416xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<416xf32>
    %expanded_246 = tensor.expand_shape %arg512 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %expanded_247 = tensor.expand_shape %505 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %506 = tensor.empty() : tensor<1x416x14x14xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_245, %expanded_246 : tensor<1x416x14x14xf32>, tensor<416x1x1xf32>) outs(%506 : tensor<1x416x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x14x14xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_247 : tensor<1x416x14x14xf32>, tensor<416x1x1xf32>) outs(%506 : tensor<1x416x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x14x14xf32>
    %expanded_248 = tensor.expand_shape %arg148 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %expanded_248 : tensor<1x416x14x14xf32>, tensor<416x1x1xf32>) outs(%506 : tensor<1x416x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x14x14xf32>
    %expanded_249 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [416, 1, 1] : tensor<416xf32> into tensor<416x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %expanded_249 : tensor<1x416x14x14xf32>, tensor<416x1x1xf32>) outs(%506 : tensor<1x416x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x416x14x14xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x416x14x14xf32>) outs(%506 : tensor<1x416x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x416x14x14xf32>
    %512 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%511, %arg150 : tensor<1x416x14x14xf32>, tensor<128x416x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg516 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%513 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%514 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_250 = tensor.expand_shape %arg515 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_251 = tensor.expand_shape %515 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %expanded_250 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_251 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_252 = tensor.expand_shape %arg151 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %expanded_252 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_253 = tensor.expand_shape %arg152 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %expanded_253 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_254 = tensor.pad %520 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %521 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_254, %arg153 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_255 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x448x14x14xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg519 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<448xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%522 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<448xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%523 : tensor<448xf32>) outs(%349 : tensor<448xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<448xf32>
    %expanded_256 = tensor.expand_shape %arg518 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %expanded_257 = tensor.expand_shape %524 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %525 = tensor.empty() : tensor<1x448x14x14xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_255, %expanded_256 : tensor<1x448x14x14xf32>, tensor<448x1x1xf32>) outs(%525 : tensor<1x448x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x14x14xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %expanded_257 : tensor<1x448x14x14xf32>, tensor<448x1x1xf32>) outs(%525 : tensor<1x448x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x14x14xf32>
    %expanded_258 = tensor.expand_shape %arg154 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %expanded_258 : tensor<1x448x14x14xf32>, tensor<448x1x1xf32>) outs(%525 : tensor<1x448x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x14x14xf32>
    %expanded_259 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [448, 1, 1] : tensor<448xf32> into tensor<448x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %expanded_259 : tensor<1x448x14x14xf32>, tensor<448x1x1xf32>) outs(%525 : tensor<1x448x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x448x14x14xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529 : tensor<1x448x14x14xf32>) outs(%525 : tensor<1x448x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x448x14x14xf32>
    %531 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%530, %arg156 : tensor<1x448x14x14xf32>, tensor<128x448x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg522 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%532 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%533 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_260 = tensor.expand_shape %arg521 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_261 = tensor.expand_shape %534 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %expanded_260 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %expanded_261 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_262 = tensor.expand_shape %arg157 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_262 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_263 = tensor.expand_shape %arg158 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %expanded_263 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_264 = tensor.pad %539 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %540 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_264, %arg159 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_265 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x480x14x14xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg525 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<480xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%541 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<480xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%542 : tensor<480xf32>) outs(%369 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<480xf32>
    %expanded_266 = tensor.expand_shape %arg524 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_267 = tensor.expand_shape %543 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %544 = tensor.empty() : tensor<1x480x14x14xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_265, %expanded_266 : tensor<1x480x14x14xf32>, tensor<480x1x1xf32>) outs(%544 : tensor<1x480x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x14x14xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545, %expanded_267 : tensor<1x480x14x14xf32>, tensor<480x1x1xf32>) outs(%544 : tensor<1x480x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x14x14xf32>
    %expanded_268 = tensor.expand_shape %arg160 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %expanded_268 : tensor<1x480x14x14xf32>, tensor<480x1x1xf32>) outs(%544 : tensor<1x480x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x14x14xf32>
    %expanded_269 = tensor.expand_shape %arg161 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_269 : tensor<1x480x14x14xf32>, tensor<480x1x1xf32>) outs(%544 : tensor<1x480x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x480x14x14xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548 : tensor<1x480x14x14xf32>) outs(%544 : tensor<1x480x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x480x14x14xf32>
    %550 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%549, %arg162 : tensor<1x480x14x14xf32>, tensor<128x480x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg528 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%551 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%552 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_270 = tensor.expand_shape %arg527 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_271 = tensor.expand_shape %553 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %expanded_270 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %expanded_271 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_272 = tensor.expand_shape %arg163 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %expanded_272 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_273 = tensor.expand_shape %arg164 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556, %expanded_273 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_274 = tensor.pad %558 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %559 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_274, %arg165 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_275 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x512x14x14xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg531 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %561 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%560 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<512xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%561 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %expanded_276 = tensor.expand_shape %arg530 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_277 = tensor.expand_shape %562 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %563 = tensor.empty() : tensor<1x512x14x14xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_275, %expanded_276 : tensor<1x512x14x14xf32>, tensor<512x1x1xf32>) outs(%563 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x14x14xf32>
    %565 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_277 : tensor<1x512x14x14xf32>, tensor<512x1x1xf32>) outs(%563 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x14x14xf32>
    %expanded_278 = tensor.expand_shape %arg166 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565, %expanded_278 : tensor<1x512x14x14xf32>, tensor<512x1x1xf32>) outs(%563 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x14x14xf32>
    %expanded_279 = tensor.expand_shape %arg167 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %expanded_279 : tensor<1x512x14x14xf32>, tensor<512x1x1xf32>) outs(%563 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x14x14xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567 : tensor<1x512x14x14xf32>) outs(%563 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x512x14x14xf32>
    %569 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%568, %arg168 : tensor<1x512x14x14xf32>, tensor<128x512x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg534 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%570 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%571 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_280 = tensor.expand_shape %arg533 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_281 = tensor.expand_shape %572 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %expanded_280 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573, %expanded_281 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_282 = tensor.expand_shape %arg169 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574, %expanded_282 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_283 = tensor.expand_shape %arg170 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %expanded_283 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_284 = tensor.pad %577 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %578 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_284, %arg171 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_285 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x544x14x14xf32>
    %579 = tensor.empty() : tensor<544xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg537 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<544xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%580 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<544xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%581 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<544xf32>
    %expanded_286 = tensor.expand_shape %arg536 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %expanded_287 = tensor.expand_shape %582 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %583 = tensor.empty() : tensor<1x544x14x14xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_285, %expanded_286 : tensor<1x544x14x14xf32>, tensor<544x1x1xf32>) outs(%583 : tensor<1x544x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x14x14xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %expanded_287 : tensor<1x544x14x14xf32>, tensor<544x1x1xf32>) outs(%583 : tensor<1x544x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x14x14xf32>
    %expanded_288 = tensor.expand_shape %arg172 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %expanded_288 : tensor<1x544x14x14xf32>, tensor<544x1x1xf32>) outs(%583 : tensor<1x544x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x14x14xf32>
    %expanded_289 = tensor.expand_shape %arg173 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %expanded_289 : tensor<1x544x14x14xf32>, tensor<544x1x1xf32>) outs(%583 : tensor<1x544x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x14x14xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<1x544x14x14xf32>) outs(%583 : tensor<1x544x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x544x14x14xf32>
    %589 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%588, %arg174 : tensor<1x544x14x14xf32>, tensor<128x544x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg540 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%590 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%591 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_290 = tensor.expand_shape %arg539 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_291 = tensor.expand_shape %592 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589, %expanded_290 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593, %expanded_291 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_292 = tensor.expand_shape %arg175 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%594, %expanded_292 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_293 = tensor.expand_shape %arg176 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%595, %expanded_293 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%596 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_294 = tensor.pad %597 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_294, %arg177 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_295 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x576x14x14xf32>
    %599 = tensor.empty() : tensor<576xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg543 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<576xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%600 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<576xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%601 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<576xf32>
    %expanded_296 = tensor.expand_shape %arg542 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_297 = tensor.expand_shape %602 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %603 = tensor.empty() : tensor<1x576x14x14xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_295, %expanded_296 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%603 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x14x14xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604, %expanded_297 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%603 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_298 = tensor.expand_shape %arg178 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_298 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%603 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x14x14xf32>
    %expanded_299 = tensor.expand_shape %arg179 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %expanded_299 : tensor<1x576x14x14xf32>, tensor<576x1x1xf32>) outs(%603 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x14x14xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<1x576x14x14xf32>) outs(%603 : tensor<1x576x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x576x14x14xf32>
    %609 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%608, %arg180 : tensor<1x576x14x14xf32>, tensor<128x576x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg546 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%610 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%611 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_300 = tensor.expand_shape %arg545 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_301 = tensor.expand_shape %612 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609, %expanded_300 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613, %expanded_301 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_302 = tensor.expand_shape %arg181 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %expanded_302 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_303 = tensor.expand_shape %arg182 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %expanded_303 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_304 = tensor.pad %617 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %618 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_304, %arg183 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_305 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x608x14x14xf32>
    %619 = tensor.empty() : tensor<608xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg549 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<608xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%620 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<608xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%621 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<608xf32>
    %expanded_306 = tensor.expand_shape %arg548 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %expanded_307 = tensor.expand_shape %622 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %623 = tensor.empty() : tensor<1x608x14x14xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_305, %expanded_306 : tensor<1x608x14x14xf32>, tensor<608x1x1xf32>) outs(%623 : tensor<1x608x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x14x14xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%624, %expanded_307 : tensor<1x608x14x14xf32>, tensor<608x1x1xf32>) outs(%623 : tensor<1x608x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x14x14xf32>
    %expanded_308 = tensor.expand_shape %arg184 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%625, %expanded_308 : tensor<1x608x14x14xf32>, tensor<608x1x1xf32>) outs(%623 : tensor<1x608x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x14x14xf32>
    %expanded_309 = tensor.expand_shape %arg185 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %expanded_309 : tensor<1x608x14x14xf32>, tensor<608x1x1xf32>) outs(%623 : tensor<1x608x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x14x14xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627 : tensor<1x608x14x14xf32>) outs(%623 : tensor<1x608x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x608x14x14xf32>
    %629 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%628, %arg186 : tensor<1x608x14x14xf32>, tensor<128x608x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg552 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%630 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%631 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_310 = tensor.expand_shape %arg551 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_311 = tensor.expand_shape %632 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629, %expanded_310 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %634 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %expanded_311 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_312 = tensor.expand_shape %arg187 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%634, %expanded_312 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_313 = tensor.expand_shape %arg188 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %expanded_313 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_314 = tensor.pad %637 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %638 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_314, %arg189 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_315 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x640x14x14xf32>
    %639 = tensor.empty() : tensor<640xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg555 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<640xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%640 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<640xf32>
    %642 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%641 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<640xf32>
    %expanded_316 = tensor.expand_shape %arg554 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %expanded_317 = tensor.expand_shape %642 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %643 = tensor.empty() : tensor<1x640x14x14xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_315, %expanded_316 : tensor<1x640x14x14xf32>, tensor<640x1x1xf32>) outs(%643 : tensor<1x640x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x14x14xf32>
    %645 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644, %expanded_317 : tensor<1x640x14x14xf32>, tensor<640x1x1xf32>) outs(%643 : tensor<1x640x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x14x14xf32>
    %expanded_318 = tensor.expand_shape %arg190 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%645, %expanded_318 : tensor<1x640x14x14xf32>, tensor<640x1x1xf32>) outs(%643 : tensor<1x640x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x14x14xf32>
    %expanded_319 = tensor.expand_shape %arg191 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646, %expanded_319 : tensor<1x640x14x14xf32>, tensor<640x1x1xf32>) outs(%643 : tensor<1x640x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x14x14xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647 : tensor<1x640x14x14xf32>) outs(%643 : tensor<1x640x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x640x14x14xf32>
    %649 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%648, %arg192 : tensor<1x640x14x14xf32>, tensor<128x640x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg558 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%650 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%651 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_320 = tensor.expand_shape %arg557 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_321 = tensor.expand_shape %652 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %expanded_320 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_321 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_322 = tensor.expand_shape %arg193 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %expanded_322 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_323 = tensor.expand_shape %arg194 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %expanded_323 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_324 = tensor.pad %657 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_324, %arg195 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_325 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x672x14x14xf32>
    %659 = tensor.empty() : tensor<672xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg561 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<672xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%660 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<672xf32>
    %662 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%661 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<672xf32>
    %expanded_326 = tensor.expand_shape %arg560 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_327 = tensor.expand_shape %662 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %663 = tensor.empty() : tensor<1x672x14x14xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_325, %expanded_326 : tensor<1x672x14x14xf32>, tensor<672x1x1xf32>) outs(%663 : tensor<1x672x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x14x14xf32>
    %665 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664, %expanded_327 : tensor<1x672x14x14xf32>, tensor<672x1x1xf32>) outs(%663 : tensor<1x672x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x14x14xf32>
    %expanded_328 = tensor.expand_shape %arg196 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %666 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665, %expanded_328 : tensor<1x672x14x14xf32>, tensor<672x1x1xf32>) outs(%663 : tensor<1x672x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x14x14xf32>
    %expanded_329 = tensor.expand_shape %arg197 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %667 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %expanded_329 : tensor<1x672x14x14xf32>, tensor<672x1x1xf32>) outs(%663 : tensor<1x672x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x14x14xf32>
    %668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667 : tensor<1x672x14x14xf32>) outs(%663 : tensor<1x672x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x672x14x14xf32>
    %669 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%668, %arg198 : tensor<1x672x14x14xf32>, tensor<128x672x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg564 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %671 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%670 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %672 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%671 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_330 = tensor.expand_shape %arg563 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_331 = tensor.expand_shape %672 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %expanded_330 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %expanded_331 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_332 = tensor.expand_shape %arg199 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %expanded_332 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_333 = tensor.expand_shape %arg200 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%675, %expanded_333 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %677 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_334 = tensor.pad %677 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %678 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_334, %arg201 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_335 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x704x14x14xf32>
    %679 = tensor.empty() : tensor<704xf32>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg567 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<704xf32>
    %681 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%680 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<704xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%681 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<704xf32>
    %expanded_336 = tensor.expand_shape %arg566 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %expanded_337 = tensor.expand_shape %682 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %683 = tensor.empty() : tensor<1x704x14x14xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_335, %expanded_336 : tensor<1x704x14x14xf32>, tensor<704x1x1xf32>) outs(%683 : tensor<1x704x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x14x14xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %expanded_337 : tensor<1x704x14x14xf32>, tensor<704x1x1xf32>) outs(%683 : tensor<1x704x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x14x14xf32>
    %expanded_338 = tensor.expand_shape %arg202 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%685, %expanded_338 : tensor<1x704x14x14xf32>, tensor<704x1x1xf32>) outs(%683 : tensor<1x704x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x14x14xf32>
    %expanded_339 = tensor.expand_shape %arg203 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686, %expanded_339 : tensor<1x704x14x14xf32>, tensor<704x1x1xf32>) outs(%683 : tensor<1x704x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x14x14xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%687 : tensor<1x704x14x14xf32>) outs(%683 : tensor<1x704x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x704x14x14xf32>
    %689 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%688, %arg204 : tensor<1x704x14x14xf32>, tensor<128x704x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg570 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%690 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%691 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_340 = tensor.expand_shape %arg569 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_341 = tensor.expand_shape %692 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %693 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %expanded_340 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %expanded_341 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_342 = tensor.expand_shape %arg205 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %695 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %expanded_342 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_343 = tensor.expand_shape %arg206 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%695, %expanded_343 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%696 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_344 = tensor.pad %697 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %698 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_344, %arg207 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_345 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x736x14x14xf32>
    %699 = tensor.empty() : tensor<736xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg573 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<736xf32>
    %701 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%700 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<736xf32>
    %702 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%701 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<736xf32>
    %expanded_346 = tensor.expand_shape %arg572 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %expanded_347 = tensor.expand_shape %702 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %703 = tensor.empty() : tensor<1x736x14x14xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_345, %expanded_346 : tensor<1x736x14x14xf32>, tensor<736x1x1xf32>) outs(%703 : tensor<1x736x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x14x14xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%704, %expanded_347 : tensor<1x736x14x14xf32>, tensor<736x1x1xf32>) outs(%703 : tensor<1x736x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x14x14xf32>
    %expanded_348 = tensor.expand_shape %arg208 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705, %expanded_348 : tensor<1x736x14x14xf32>, tensor<736x1x1xf32>) outs(%703 : tensor<1x736x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x14x14xf32>
    %expanded_349 = tensor.expand_shape %arg209 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %expanded_349 : tensor<1x736x14x14xf32>, tensor<736x1x1xf32>) outs(%703 : tensor<1x736x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x14x14xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707 : tensor<1x736x14x14xf32>) outs(%703 : tensor<1x736x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x736x14x14xf32>
    %709 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%708, %arg210 : tensor<1x736x14x14xf32>, tensor<128x736x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg576 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%710 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%711 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_350 = tensor.expand_shape %arg575 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_351 = tensor.expand_shape %712 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %expanded_350 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %714 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713, %expanded_351 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_352 = tensor.expand_shape %arg211 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %715 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %expanded_352 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_353 = tensor.expand_shape %arg212 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %716 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%715, %expanded_353 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %717 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%716 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_354 = tensor.pad %717 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %718 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_354, %arg213 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_355 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x768x14x14xf32>
    %719 = tensor.empty() : tensor<768xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg579 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<768xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%720 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<768xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%721 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<768xf32>
    %expanded_356 = tensor.expand_shape %arg578 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %expanded_357 = tensor.expand_shape %722 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %723 = tensor.empty() : tensor<1x768x14x14xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_355, %expanded_356 : tensor<1x768x14x14xf32>, tensor<768x1x1xf32>) outs(%723 : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x14x14xf32>
    %725 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%724, %expanded_357 : tensor<1x768x14x14xf32>, tensor<768x1x1xf32>) outs(%723 : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x14x14xf32>
    %expanded_358 = tensor.expand_shape %arg214 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %726 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%725, %expanded_358 : tensor<1x768x14x14xf32>, tensor<768x1x1xf32>) outs(%723 : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x14x14xf32>
    %expanded_359 = tensor.expand_shape %arg215 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726, %expanded_359 : tensor<1x768x14x14xf32>, tensor<768x1x1xf32>) outs(%723 : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x14x14xf32>
    %728 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727 : tensor<1x768x14x14xf32>) outs(%723 : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x768x14x14xf32>
    %729 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%728, %arg216 : tensor<1x768x14x14xf32>, tensor<128x768x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg582 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %731 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%730 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %732 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%731 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_360 = tensor.expand_shape %arg581 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_361 = tensor.expand_shape %732 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729, %expanded_360 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %expanded_361 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_362 = tensor.expand_shape %arg217 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %expanded_362 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_363 = tensor.expand_shape %arg218 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %expanded_363 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%736 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_364 = tensor.pad %737 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %738 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_364, %arg219 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_365 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x800x14x14xf32>
    %739 = tensor.empty() : tensor<800xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg585 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<800xf32>
    %741 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%740 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<800xf32>
    %742 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%741 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<800xf32>
    %expanded_366 = tensor.expand_shape %arg584 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %expanded_367 = tensor.expand_shape %742 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %743 = tensor.empty() : tensor<1x800x14x14xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_365, %expanded_366 : tensor<1x800x14x14xf32>, tensor<800x1x1xf32>) outs(%743 : tensor<1x800x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x14x14xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%744, %expanded_367 : tensor<1x800x14x14xf32>, tensor<800x1x1xf32>) outs(%743 : tensor<1x800x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x14x14xf32>
    %expanded_368 = tensor.expand_shape %arg220 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%745, %expanded_368 : tensor<1x800x14x14xf32>, tensor<800x1x1xf32>) outs(%743 : tensor<1x800x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x14x14xf32>
    %expanded_369 = tensor.expand_shape %arg221 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%746, %expanded_369 : tensor<1x800x14x14xf32>, tensor<800x1x1xf32>) outs(%743 : tensor<1x800x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x14x14xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%747 : tensor<1x800x14x14xf32>) outs(%743 : tensor<1x800x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x800x14x14xf32>
    %749 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%748, %arg222 : tensor<1x800x14x14xf32>, tensor<128x800x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %750 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg588 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %751 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%750 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %752 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%751 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_370 = tensor.expand_shape %arg587 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_371 = tensor.expand_shape %752 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%749, %expanded_370 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%753, %expanded_371 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_372 = tensor.expand_shape %arg223 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754, %expanded_372 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_373 = tensor.expand_shape %arg224 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%755, %expanded_373 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %757 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%756 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_374 = tensor.pad %757 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %758 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_374, %arg225 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_375 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x832x14x14xf32>
    %759 = tensor.empty() : tensor<832xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg591 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<832xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%760 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<832xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%761 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<832xf32>
    %expanded_376 = tensor.expand_shape %arg590 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %expanded_377 = tensor.expand_shape %762 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %763 = tensor.empty() : tensor<1x832x14x14xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_375, %expanded_376 : tensor<1x832x14x14xf32>, tensor<832x1x1xf32>) outs(%763 : tensor<1x832x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x14x14xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764, %expanded_377 : tensor<1x832x14x14xf32>, tensor<832x1x1xf32>) outs(%763 : tensor<1x832x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x14x14xf32>
    %expanded_378 = tensor.expand_shape %arg226 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %expanded_378 : tensor<1x832x14x14xf32>, tensor<832x1x1xf32>) outs(%763 : tensor<1x832x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x14x14xf32>
    %expanded_379 = tensor.expand_shape %arg227 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%766, %expanded_379 : tensor<1x832x14x14xf32>, tensor<832x1x1xf32>) outs(%763 : tensor<1x832x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x14x14xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%767 : tensor<1x832x14x14xf32>) outs(%763 : tensor<1x832x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x832x14x14xf32>
    %769 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%768, %arg228 : tensor<1x832x14x14xf32>, tensor<128x832x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg594 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %771 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%770 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%771 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_380 = tensor.expand_shape %arg593 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_381 = tensor.expand_shape %772 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %expanded_380 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %774 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%773, %expanded_381 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_382 = tensor.expand_shape %arg229 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %expanded_382 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_383 = tensor.expand_shape %arg230 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %776 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775, %expanded_383 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_384 = tensor.pad %777 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %778 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_384, %arg231 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_385 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x864x14x14xf32>
    %779 = tensor.empty() : tensor<864xf32>
    %780 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg597 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<864xf32>
    %781 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%780 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<864xf32>
    %782 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%781 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<864xf32>
    %expanded_386 = tensor.expand_shape %arg596 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %expanded_387 = tensor.expand_shape %782 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %783 = tensor.empty() : tensor<1x864x14x14xf32>
    %784 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_385, %expanded_386 : tensor<1x864x14x14xf32>, tensor<864x1x1xf32>) outs(%783 : tensor<1x864x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x14x14xf32>
    %785 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784, %expanded_387 : tensor<1x864x14x14xf32>, tensor<864x1x1xf32>) outs(%783 : tensor<1x864x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x14x14xf32>
    %expanded_388 = tensor.expand_shape %arg232 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785, %expanded_388 : tensor<1x864x14x14xf32>, tensor<864x1x1xf32>) outs(%783 : tensor<1x864x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x14x14xf32>
    %expanded_389 = tensor.expand_shape %arg233 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %787 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786, %expanded_389 : tensor<1x864x14x14xf32>, tensor<864x1x1xf32>) outs(%783 : tensor<1x864x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x14x14xf32>
    %788 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%787 : tensor<1x864x14x14xf32>) outs(%783 : tensor<1x864x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x864x14x14xf32>
    %789 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%788, %arg234 : tensor<1x864x14x14xf32>, tensor<128x864x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg600 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %791 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%790 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %792 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%791 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_390 = tensor.expand_shape %arg599 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_391 = tensor.expand_shape %792 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %793 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%789, %expanded_390 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793, %expanded_391 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_392 = tensor.expand_shape %arg235 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794, %expanded_392 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_393 = tensor.expand_shape %arg236 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %expanded_393 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_394 = tensor.pad %797 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %798 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_394, %arg237 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_395 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778, %798 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x896x14x14xf32>
    %799 = tensor.empty() : tensor<896xf32>
    %800 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg603 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<896xf32>
    %801 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%800 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<896xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%801 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<896xf32>
    %expanded_396 = tensor.expand_shape %arg602 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %expanded_397 = tensor.expand_shape %802 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %803 = tensor.empty() : tensor<1x896x14x14xf32>
    %804 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_395, %expanded_396 : tensor<1x896x14x14xf32>, tensor<896x1x1xf32>) outs(%803 : tensor<1x896x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x14x14xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%804, %expanded_397 : tensor<1x896x14x14xf32>, tensor<896x1x1xf32>) outs(%803 : tensor<1x896x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x14x14xf32>
    %expanded_398 = tensor.expand_shape %arg238 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %expanded_398 : tensor<1x896x14x14xf32>, tensor<896x1x1xf32>) outs(%803 : tensor<1x896x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x14x14xf32>
    %expanded_399 = tensor.expand_shape %arg239 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %807 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%806, %expanded_399 : tensor<1x896x14x14xf32>, tensor<896x1x1xf32>) outs(%803 : tensor<1x896x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x14x14xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%807 : tensor<1x896x14x14xf32>) outs(%803 : tensor<1x896x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x896x14x14xf32>
    %809 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%808, %arg240 : tensor<1x896x14x14xf32>, tensor<128x896x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg606 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %811 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%810 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%811 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_400 = tensor.expand_shape %arg605 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_401 = tensor.expand_shape %812 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %813 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%809, %expanded_400 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %814 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%813, %expanded_401 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_402 = tensor.expand_shape %arg241 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %815 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%814, %expanded_402 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_403 = tensor.expand_shape %arg242 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%815, %expanded_403 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%816 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_404 = tensor.pad %817 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %818 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_404, %arg243 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_405 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778, %798, %818 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x928x14x14xf32>
    %819 = tensor.empty() : tensor<928xf32>
    %820 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg609 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<928xf32>
    %821 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%820 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<928xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%821 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<928xf32>
    %expanded_406 = tensor.expand_shape %arg608 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %expanded_407 = tensor.expand_shape %822 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %823 = tensor.empty() : tensor<1x928x14x14xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_405, %expanded_406 : tensor<1x928x14x14xf32>, tensor<928x1x1xf32>) outs(%823 : tensor<1x928x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x14x14xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824, %expanded_407 : tensor<1x928x14x14xf32>, tensor<928x1x1xf32>) outs(%823 : tensor<1x928x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x14x14xf32>
    %expanded_408 = tensor.expand_shape %arg244 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%825, %expanded_408 : tensor<1x928x14x14xf32>, tensor<928x1x1xf32>) outs(%823 : tensor<1x928x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x14x14xf32>
    %expanded_409 = tensor.expand_shape %arg245 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%826, %expanded_409 : tensor<1x928x14x14xf32>, tensor<928x1x1xf32>) outs(%823 : tensor<1x928x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x14x14xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%827 : tensor<1x928x14x14xf32>) outs(%823 : tensor<1x928x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x928x14x14xf32>
    %829 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%828, %arg246 : tensor<1x928x14x14xf32>, tensor<128x928x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %830 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg612 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %831 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%830 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%831 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_410 = tensor.expand_shape %arg611 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_411 = tensor.expand_shape %832 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%829, %expanded_410 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%833, %expanded_411 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_412 = tensor.expand_shape %arg247 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%834, %expanded_412 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_413 = tensor.expand_shape %arg248 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%835, %expanded_413 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%836 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_414 = tensor.pad %837 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %838 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_414, %arg249 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_415 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778, %798, %818, %838 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x960x14x14xf32>
    %839 = tensor.empty() : tensor<960xf32>
    %840 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg615 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<960xf32>
    %841 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%840 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<960xf32>
    %842 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%841 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<960xf32>
    %expanded_416 = tensor.expand_shape %arg614 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_417 = tensor.expand_shape %842 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %843 = tensor.empty() : tensor<1x960x14x14xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_415, %expanded_416 : tensor<1x960x14x14xf32>, tensor<960x1x1xf32>) outs(%843 : tensor<1x960x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x14x14xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844, %expanded_417 : tensor<1x960x14x14xf32>, tensor<960x1x1xf32>) outs(%843 : tensor<1x960x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x14x14xf32>
    %expanded_418 = tensor.expand_shape %arg250 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %expanded_418 : tensor<1x960x14x14xf32>, tensor<960x1x1xf32>) outs(%843 : tensor<1x960x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x14x14xf32>
    %expanded_419 = tensor.expand_shape %arg251 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %847 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %expanded_419 : tensor<1x960x14x14xf32>, tensor<960x1x1xf32>) outs(%843 : tensor<1x960x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x14x14xf32>
    %848 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%847 : tensor<1x960x14x14xf32>) outs(%843 : tensor<1x960x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x960x14x14xf32>
    %849 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%848, %arg252 : tensor<1x960x14x14xf32>, tensor<128x960x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %850 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg618 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %851 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%850 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %852 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%851 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_420 = tensor.expand_shape %arg617 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_421 = tensor.expand_shape %852 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849, %expanded_420 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%853, %expanded_421 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_422 = tensor.expand_shape %arg253 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%854, %expanded_422 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_423 = tensor.expand_shape %arg254 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %expanded_423 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %857 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_424 = tensor.pad %857 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %858 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_424, %arg255 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_425 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778, %798, %818, %838, %858 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x992x14x14xf32>
    %859 = tensor.empty() : tensor<992xf32>
    %860 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg621 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<992xf32>
    %861 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%860 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<992xf32>
    %862 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%861 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<992xf32>
    %expanded_426 = tensor.expand_shape %arg620 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %expanded_427 = tensor.expand_shape %862 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %863 = tensor.empty() : tensor<1x992x14x14xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_425, %expanded_426 : tensor<1x992x14x14xf32>, tensor<992x1x1xf32>) outs(%863 : tensor<1x992x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x14x14xf32>
    %865 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %expanded_427 : tensor<1x992x14x14xf32>, tensor<992x1x1xf32>) outs(%863 : tensor<1x992x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x14x14xf32>
    %expanded_428 = tensor.expand_shape %arg256 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%865, %expanded_428 : tensor<1x992x14x14xf32>, tensor<992x1x1xf32>) outs(%863 : tensor<1x992x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x14x14xf32>
    %expanded_429 = tensor.expand_shape %arg257 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %867 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%866, %expanded_429 : tensor<1x992x14x14xf32>, tensor<992x1x1xf32>) outs(%863 : tensor<1x992x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x14x14xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%867 : tensor<1x992x14x14xf32>) outs(%863 : tensor<1x992x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x992x14x14xf32>
    %869 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%868, %arg258 : tensor<1x992x14x14xf32>, tensor<128x992x1x1xf32>) outs(%414 : tensor<1x128x14x14xf32>) -> tensor<1x128x14x14xf32>
    %870 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg624 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %871 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%870 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %872 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%871 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_430 = tensor.expand_shape %arg623 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_431 = tensor.expand_shape %872 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869, %expanded_430 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %expanded_431 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_432 = tensor.expand_shape %arg259 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%874, %expanded_432 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %expanded_433 = tensor.expand_shape %arg260 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %876 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%875, %expanded_433 : tensor<1x128x14x14xf32>, tensor<128x1x1xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x14x14xf32>
    %877 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876 : tensor<1x128x14x14xf32>) outs(%413 : tensor<1x128x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x14x14xf32>
    %padded_434 = tensor.pad %877 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x14x14xf32> to tensor<1x128x16x16xf32>
    %878 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_434, %arg261 : tensor<1x128x16x16xf32>, tensor<32x128x3x3xf32>) outs(%425 : tensor<1x32x14x14xf32>) -> tensor<1x32x14x14xf32>
    %concat_435 = tensor.concat dim(1) %404, %426, %445, %464, %483, %502, %521, %540, %559, %578, %598, %618, %638, %658, %678, %698, %718, %738, %758, %778, %798, %818, %838, %858, %878 : (tensor<1x256x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>, tensor<1x32x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %879 = tensor.empty() : tensor<1024xf32>
    %880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg627 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<1024xf32>
    %881 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%880 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<1024xf32>
    %882 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%881 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<1024xf32>
    %expanded_436 = tensor.expand_shape %arg626 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_437 = tensor.expand_shape %882 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %883 = tensor.empty() : tensor<1x1024x14x14xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_435, %expanded_436 : tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>) outs(%883 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x14x14xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884, %expanded_437 : tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>) outs(%883 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x14x14xf32>
    %expanded_438 = tensor.expand_shape %arg262 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %886 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %expanded_438 : tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>) outs(%883 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x14x14xf32>
    %expanded_439 = tensor.expand_shape %arg263 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886, %expanded_439 : tensor<1x1024x14x14xf32>, tensor<1024x1x1xf32>) outs(%883 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x14x14xf32>
    %888 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887 : tensor<1x1024x14x14xf32>) outs(%883 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x1024x14x14xf32>
    %889 = linalg.fill ins(%cst : f32) outs(%563 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %890 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%888, %arg264 : tensor<1x1024x14x14xf32>, tensor<512x1024x1x1xf32>) outs(%889 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %891 = tensor.empty() : tensor<1x512x7x7xf32>
    %892 = linalg.fill ins(%cst : f32) outs(%891 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %893 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%890, %150 : tensor<1x512x14x14xf32>, tensor<2x2xf32>) outs(%892 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%893 : tensor<1x512x7x7xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.divf %in, %cst_3 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x7x7xf32>
    %895 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg630 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %896 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%895 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<512xf32>
    %897 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%896 : tensor<512xf32>) outs(%389 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<512xf32>
    %expanded_440 = tensor.expand_shape %arg629 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_441 = tensor.expand_shape %897 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %expanded_440 : tensor<1x512x7x7xf32>, tensor<512x1x1xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x7x7xf32>
    %899 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %expanded_441 : tensor<1x512x7x7xf32>, tensor<512x1x1xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x7x7xf32>
    %expanded_442 = tensor.expand_shape %arg265 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %900 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%899, %expanded_442 : tensor<1x512x7x7xf32>, tensor<512x1x1xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x7x7xf32>
    %expanded_443 = tensor.expand_shape %arg266 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %expanded_443 : tensor<1x512x7x7xf32>, tensor<512x1x1xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x512x7x7xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901 : tensor<1x512x7x7xf32>) outs(%891 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x512x7x7xf32>
    %903 = tensor.empty() : tensor<1x128x7x7xf32>
    %904 = linalg.fill ins(%cst : f32) outs(%903 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %905 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%902, %arg267 : tensor<1x512x7x7xf32>, tensor<128x512x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %906 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg633 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %907 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%906 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %908 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%907 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_444 = tensor.expand_shape %arg632 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_445 = tensor.expand_shape %908 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %909 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %expanded_444 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %910 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %expanded_445 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_446 = tensor.expand_shape %arg268 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %expanded_446 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_447 = tensor.expand_shape %arg269 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%911, %expanded_447 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_448 = tensor.pad %913 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %914 = tensor.empty() : tensor<1x32x7x7xf32>
    %915 = linalg.fill ins(%cst : f32) outs(%914 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %916 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_448, %arg270 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_449 = tensor.concat dim(1) %894, %916 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x544x7x7xf32>
    %917 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg636 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<544xf32>
    %918 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%917 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<544xf32>
    %919 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%918 : tensor<544xf32>) outs(%579 : tensor<544xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<544xf32>
    %expanded_450 = tensor.expand_shape %arg635 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %expanded_451 = tensor.expand_shape %919 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %920 = tensor.empty() : tensor<1x544x7x7xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_449, %expanded_450 : tensor<1x544x7x7xf32>, tensor<544x1x1xf32>) outs(%920 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x7x7xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %expanded_451 : tensor<1x544x7x7xf32>, tensor<544x1x1xf32>) outs(%920 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_452 = tensor.expand_shape %arg271 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922, %expanded_452 : tensor<1x544x7x7xf32>, tensor<544x1x1xf32>) outs(%920 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_453 = tensor.expand_shape %arg272 [[0, 1, 2]] output_shape [544, 1, 1] : tensor<544xf32> into tensor<544x1x1xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %expanded_453 : tensor<1x544x7x7xf32>, tensor<544x1x1xf32>) outs(%920 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x544x7x7xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924 : tensor<1x544x7x7xf32>) outs(%920 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x544x7x7xf32>
    %926 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%925, %arg273 : tensor<1x544x7x7xf32>, tensor<128x544x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg639 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %928 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%927 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %929 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%928 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_454 = tensor.expand_shape %arg638 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_455 = tensor.expand_shape %929 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926, %expanded_454 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %931 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %expanded_455 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_456 = tensor.expand_shape %arg274 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %932 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931, %expanded_456 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_457 = tensor.expand_shape %arg275 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %933 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%932, %expanded_457 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%933 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_458 = tensor.pad %934 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %935 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_458, %arg276 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_459 = tensor.concat dim(1) %894, %916, %935 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x576x7x7xf32>
    %936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg642 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<576xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%936 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<576xf32>
    %938 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%937 : tensor<576xf32>) outs(%599 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<576xf32>
    %expanded_460 = tensor.expand_shape %arg641 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_461 = tensor.expand_shape %938 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %939 = tensor.empty() : tensor<1x576x7x7xf32>
    %940 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_459, %expanded_460 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%939 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x7x7xf32>
    %941 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940, %expanded_461 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%939 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x7x7xf32>
    %expanded_462 = tensor.expand_shape %arg277 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %942 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%941, %expanded_462 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%939 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x7x7xf32>
    %expanded_463 = tensor.expand_shape %arg278 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %943 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942, %expanded_463 : tensor<1x576x7x7xf32>, tensor<576x1x1xf32>) outs(%939 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x576x7x7xf32>
    %944 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%943 : tensor<1x576x7x7xf32>) outs(%939 : tensor<1x576x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x576x7x7xf32>
    %945 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%944, %arg279 : tensor<1x576x7x7xf32>, tensor<128x576x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %946 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg645 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %947 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%946 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %948 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%947 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_464 = tensor.expand_shape %arg644 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_465 = tensor.expand_shape %948 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%945, %expanded_464 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %950 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949, %expanded_465 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_466 = tensor.expand_shape %arg280 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%950, %expanded_466 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_467 = tensor.expand_shape %arg281 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %952 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%951, %expanded_467 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_468 = tensor.pad %953 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %954 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_468, %arg282 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_469 = tensor.concat dim(1) %894, %916, %935, %954 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x608x7x7xf32>
    %955 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg648 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<608xf32>
    %956 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%955 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<608xf32>
    %957 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%956 : tensor<608xf32>) outs(%619 : tensor<608xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<608xf32>
    %expanded_470 = tensor.expand_shape %arg647 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %expanded_471 = tensor.expand_shape %957 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %958 = tensor.empty() : tensor<1x608x7x7xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_469, %expanded_470 : tensor<1x608x7x7xf32>, tensor<608x1x1xf32>) outs(%958 : tensor<1x608x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x7x7xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%959, %expanded_471 : tensor<1x608x7x7xf32>, tensor<608x1x1xf32>) outs(%958 : tensor<1x608x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x7x7xf32>
    %expanded_472 = tensor.expand_shape %arg283 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%960, %expanded_472 : tensor<1x608x7x7xf32>, tensor<608x1x1xf32>) outs(%958 : tensor<1x608x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x7x7xf32>
    %expanded_473 = tensor.expand_shape %arg284 [[0, 1, 2]] output_shape [608, 1, 1] : tensor<608xf32> into tensor<608x1x1xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%961, %expanded_473 : tensor<1x608x7x7xf32>, tensor<608x1x1xf32>) outs(%958 : tensor<1x608x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x608x7x7xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962 : tensor<1x608x7x7xf32>) outs(%958 : tensor<1x608x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x608x7x7xf32>
    %964 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%963, %arg285 : tensor<1x608x7x7xf32>, tensor<128x608x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %965 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg651 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %966 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%965 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %967 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%966 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_474 = tensor.expand_shape %arg650 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_475 = tensor.expand_shape %967 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%964, %expanded_474 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%968, %expanded_475 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_476 = tensor.expand_shape %arg286 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969, %expanded_476 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_477 = tensor.expand_shape %arg287 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %971 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %expanded_477 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%971 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_478 = tensor.pad %972 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %973 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_478, %arg288 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_479 = tensor.concat dim(1) %894, %916, %935, %954, %973 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x640x7x7xf32>
    %974 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg654 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<640xf32>
    %975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%974 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<640xf32>
    %976 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%975 : tensor<640xf32>) outs(%639 : tensor<640xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<640xf32>
    %expanded_480 = tensor.expand_shape %arg653 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %expanded_481 = tensor.expand_shape %976 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %977 = tensor.empty() : tensor<1x640x7x7xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_479, %expanded_480 : tensor<1x640x7x7xf32>, tensor<640x1x1xf32>) outs(%977 : tensor<1x640x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x7x7xf32>
    %979 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%978, %expanded_481 : tensor<1x640x7x7xf32>, tensor<640x1x1xf32>) outs(%977 : tensor<1x640x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x7x7xf32>
    %expanded_482 = tensor.expand_shape %arg289 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%979, %expanded_482 : tensor<1x640x7x7xf32>, tensor<640x1x1xf32>) outs(%977 : tensor<1x640x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x7x7xf32>
    %expanded_483 = tensor.expand_shape %arg290 [[0, 1, 2]] output_shape [640, 1, 1] : tensor<640xf32> into tensor<640x1x1xf32>
    %981 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%980, %expanded_483 : tensor<1x640x7x7xf32>, tensor<640x1x1xf32>) outs(%977 : tensor<1x640x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x640x7x7xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%981 : tensor<1x640x7x7xf32>) outs(%977 : tensor<1x640x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x640x7x7xf32>
    %983 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%982, %arg291 : tensor<1x640x7x7xf32>, tensor<128x640x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %984 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg657 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %985 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%984 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %986 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%985 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_484 = tensor.expand_shape %arg656 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_485 = tensor.expand_shape %986 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %987 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %expanded_484 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%987, %expanded_485 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_486 = tensor.expand_shape %arg292 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %989 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988, %expanded_486 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_487 = tensor.expand_shape %arg293 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %990 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%989, %expanded_487 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %991 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%990 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_488 = tensor.pad %991 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %992 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_488, %arg294 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_489 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x672x7x7xf32>
    %993 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg660 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<672xf32>
    %994 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%993 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<672xf32>
    %995 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%994 : tensor<672xf32>) outs(%659 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<672xf32>
    %expanded_490 = tensor.expand_shape %arg659 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_491 = tensor.expand_shape %995 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %996 = tensor.empty() : tensor<1x672x7x7xf32>
    %997 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_489, %expanded_490 : tensor<1x672x7x7xf32>, tensor<672x1x1xf32>) outs(%996 : tensor<1x672x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x7x7xf32>
    %998 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%997, %expanded_491 : tensor<1x672x7x7xf32>, tensor<672x1x1xf32>) outs(%996 : tensor<1x672x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x7x7xf32>
    %expanded_492 = tensor.expand_shape %arg295 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%998, %expanded_492 : tensor<1x672x7x7xf32>, tensor<672x1x1xf32>) outs(%996 : tensor<1x672x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x7x7xf32>
    %expanded_493 = tensor.expand_shape %arg296 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%999, %expanded_493 : tensor<1x672x7x7xf32>, tensor<672x1x1xf32>) outs(%996 : tensor<1x672x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x672x7x7xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1000 : tensor<1x672x7x7xf32>) outs(%996 : tensor<1x672x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x672x7x7xf32>
    %1002 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1001, %arg297 : tensor<1x672x7x7xf32>, tensor<128x672x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1003 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg663 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1004 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1003 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1005 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1004 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_494 = tensor.expand_shape %arg662 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_495 = tensor.expand_shape %1005 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1002, %expanded_494 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1006, %expanded_495 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_496 = tensor.expand_shape %arg298 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1008 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1007, %expanded_496 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_497 = tensor.expand_shape %arg299 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1009 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1008, %expanded_497 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1009 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_498 = tensor.pad %1010 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1011 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_498, %arg300 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_499 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x704x7x7xf32>
    %1012 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg666 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<704xf32>
    %1013 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1012 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<704xf32>
    %1014 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1013 : tensor<704xf32>) outs(%679 : tensor<704xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<704xf32>
    %expanded_500 = tensor.expand_shape %arg665 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %expanded_501 = tensor.expand_shape %1014 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %1015 = tensor.empty() : tensor<1x704x7x7xf32>
    %1016 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_499, %expanded_500 : tensor<1x704x7x7xf32>, tensor<704x1x1xf32>) outs(%1015 : tensor<1x704x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x7x7xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1016, %expanded_501 : tensor<1x704x7x7xf32>, tensor<704x1x1xf32>) outs(%1015 : tensor<1x704x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x7x7xf32>
    %expanded_502 = tensor.expand_shape %arg301 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %1018 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %expanded_502 : tensor<1x704x7x7xf32>, tensor<704x1x1xf32>) outs(%1015 : tensor<1x704x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x7x7xf32>
    %expanded_503 = tensor.expand_shape %arg302 [[0, 1, 2]] output_shape [704, 1, 1] : tensor<704xf32> into tensor<704x1x1xf32>
    %1019 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1018, %expanded_503 : tensor<1x704x7x7xf32>, tensor<704x1x1xf32>) outs(%1015 : tensor<1x704x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x704x7x7xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019 : tensor<1x704x7x7xf32>) outs(%1015 : tensor<1x704x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x704x7x7xf32>
    %1021 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1020, %arg303 : tensor<1x704x7x7xf32>, tensor<128x704x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1022 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg669 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1022 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1024 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1023 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_504 = tensor.expand_shape %arg668 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_505 = tensor.expand_shape %1024 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1021, %expanded_504 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025, %expanded_505 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_506 = tensor.expand_shape %arg304 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026, %expanded_506 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_507 = tensor.expand_shape %arg305 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1028 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1027, %expanded_507 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1028 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_508 = tensor.pad %1029 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1030 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_508, %arg306 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_509 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x736x7x7xf32>
    %1031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg672 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<736xf32>
    %1032 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1031 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<736xf32>
    %1033 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1032 : tensor<736xf32>) outs(%699 : tensor<736xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<736xf32>
    %expanded_510 = tensor.expand_shape %arg671 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %expanded_511 = tensor.expand_shape %1033 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %1034 = tensor.empty() : tensor<1x736x7x7xf32>
    %1035 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_509, %expanded_510 : tensor<1x736x7x7xf32>, tensor<736x1x1xf32>) outs(%1034 : tensor<1x736x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x7x7xf32>
    %1036 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %expanded_511 : tensor<1x736x7x7xf32>, tensor<736x1x1xf32>) outs(%1034 : tensor<1x736x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x7x7xf32>
    %expanded_512 = tensor.expand_shape %arg307 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %1037 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1036, %expanded_512 : tensor<1x736x7x7xf32>, tensor<736x1x1xf32>) outs(%1034 : tensor<1x736x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x7x7xf32>
    %expanded_513 = tensor.expand_shape %arg308 [[0, 1, 2]] output_shape [736, 1, 1] : tensor<736xf32> into tensor<736x1x1xf32>
    %1038 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %expanded_513 : tensor<1x736x7x7xf32>, tensor<736x1x1xf32>) outs(%1034 : tensor<1x736x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x736x7x7xf32>
    %1039 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038 : tensor<1x736x7x7xf32>) outs(%1034 : tensor<1x736x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x736x7x7xf32>
    %1040 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1039, %arg309 : tensor<1x736x7x7xf32>, tensor<128x736x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg675 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1042 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1041 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1042 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_514 = tensor.expand_shape %arg674 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_515 = tensor.expand_shape %1043 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1044 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040, %expanded_514 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1045 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %expanded_515 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_516 = tensor.expand_shape %arg310 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1045, %expanded_516 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_517 = tensor.expand_shape %arg311 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1047 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1046, %expanded_517 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1048 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_518 = tensor.pad %1048 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1049 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_518, %arg312 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_519 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x768x7x7xf32>
    %1050 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg678 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<768xf32>
    %1051 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1050 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<768xf32>
    %1052 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1051 : tensor<768xf32>) outs(%719 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<768xf32>
    %expanded_520 = tensor.expand_shape %arg677 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %expanded_521 = tensor.expand_shape %1052 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %1053 = tensor.empty() : tensor<1x768x7x7xf32>
    %1054 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_519, %expanded_520 : tensor<1x768x7x7xf32>, tensor<768x1x1xf32>) outs(%1053 : tensor<1x768x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x7x7xf32>
    %1055 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054, %expanded_521 : tensor<1x768x7x7xf32>, tensor<768x1x1xf32>) outs(%1053 : tensor<1x768x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x7x7xf32>
    %expanded_522 = tensor.expand_shape %arg313 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %1056 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %expanded_522 : tensor<1x768x7x7xf32>, tensor<768x1x1xf32>) outs(%1053 : tensor<1x768x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x7x7xf32>
    %expanded_523 = tensor.expand_shape %arg314 [[0, 1, 2]] output_shape [768, 1, 1] : tensor<768xf32> into tensor<768x1x1xf32>
    %1057 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1056, %expanded_523 : tensor<1x768x7x7xf32>, tensor<768x1x1xf32>) outs(%1053 : tensor<1x768x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x768x7x7xf32>
    %1058 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057 : tensor<1x768x7x7xf32>) outs(%1053 : tensor<1x768x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x768x7x7xf32>
    %1059 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1058, %arg315 : tensor<1x768x7x7xf32>, tensor<128x768x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1060 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg681 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1061 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1060 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1062 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1061 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_524 = tensor.expand_shape %arg680 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_525 = tensor.expand_shape %1062 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1059, %expanded_524 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1063, %expanded_525 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_526 = tensor.expand_shape %arg316 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1064, %expanded_526 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_527 = tensor.expand_shape %arg317 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1065, %expanded_527 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1066 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_528 = tensor.pad %1067 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1068 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_528, %arg318 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_529 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x800x7x7xf32>
    %1069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg684 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<800xf32>
    %1070 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1069 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<800xf32>
    %1071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1070 : tensor<800xf32>) outs(%739 : tensor<800xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<800xf32>
    %expanded_530 = tensor.expand_shape %arg683 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %expanded_531 = tensor.expand_shape %1071 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %1072 = tensor.empty() : tensor<1x800x7x7xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_529, %expanded_530 : tensor<1x800x7x7xf32>, tensor<800x1x1xf32>) outs(%1072 : tensor<1x800x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x7x7xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1073, %expanded_531 : tensor<1x800x7x7xf32>, tensor<800x1x1xf32>) outs(%1072 : tensor<1x800x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x7x7xf32>
    %expanded_532 = tensor.expand_shape %arg319 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074, %expanded_532 : tensor<1x800x7x7xf32>, tensor<800x1x1xf32>) outs(%1072 : tensor<1x800x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x7x7xf32>
    %expanded_533 = tensor.expand_shape %arg320 [[0, 1, 2]] output_shape [800, 1, 1] : tensor<800xf32> into tensor<800x1x1xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1075, %expanded_533 : tensor<1x800x7x7xf32>, tensor<800x1x1xf32>) outs(%1072 : tensor<1x800x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x800x7x7xf32>
    %1077 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1076 : tensor<1x800x7x7xf32>) outs(%1072 : tensor<1x800x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x800x7x7xf32>
    %1078 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1077, %arg321 : tensor<1x800x7x7xf32>, tensor<128x800x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1079 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg687 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1080 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1079 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1081 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1080 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_534 = tensor.expand_shape %arg686 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_535 = tensor.expand_shape %1081 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1082 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1078, %expanded_534 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1083 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1082, %expanded_535 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_536 = tensor.expand_shape %arg322 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1083, %expanded_536 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_537 = tensor.expand_shape %arg323 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1084, %expanded_537 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1085 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_538 = tensor.pad %1086 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1087 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_538, %arg324 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_539 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x832x7x7xf32>
    %1088 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg690 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<832xf32>
    %1089 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1088 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<832xf32>
    %1090 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1089 : tensor<832xf32>) outs(%759 : tensor<832xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<832xf32>
    %expanded_540 = tensor.expand_shape %arg689 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %expanded_541 = tensor.expand_shape %1090 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %1091 = tensor.empty() : tensor<1x832x7x7xf32>
    %1092 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_539, %expanded_540 : tensor<1x832x7x7xf32>, tensor<832x1x1xf32>) outs(%1091 : tensor<1x832x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x7x7xf32>
    %1093 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1092, %expanded_541 : tensor<1x832x7x7xf32>, tensor<832x1x1xf32>) outs(%1091 : tensor<1x832x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x7x7xf32>
    %expanded_542 = tensor.expand_shape %arg325 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %1094 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1093, %expanded_542 : tensor<1x832x7x7xf32>, tensor<832x1x1xf32>) outs(%1091 : tensor<1x832x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x7x7xf32>
    %expanded_543 = tensor.expand_shape %arg326 [[0, 1, 2]] output_shape [832, 1, 1] : tensor<832xf32> into tensor<832x1x1xf32>
    %1095 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1094, %expanded_543 : tensor<1x832x7x7xf32>, tensor<832x1x1xf32>) outs(%1091 : tensor<1x832x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x832x7x7xf32>
    %1096 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1095 : tensor<1x832x7x7xf32>) outs(%1091 : tensor<1x832x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x832x7x7xf32>
    %1097 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1096, %arg327 : tensor<1x832x7x7xf32>, tensor<128x832x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1098 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg693 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1099 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1098 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1099 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_544 = tensor.expand_shape %arg692 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_545 = tensor.expand_shape %1100 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1097, %expanded_544 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1101, %expanded_545 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_546 = tensor.expand_shape %arg328 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1102, %expanded_546 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_547 = tensor.expand_shape %arg329 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1103, %expanded_547 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_548 = tensor.pad %1105 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_548, %arg330 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_549 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x864x7x7xf32>
    %1107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg696 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<864xf32>
    %1108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1107 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<864xf32>
    %1109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1108 : tensor<864xf32>) outs(%779 : tensor<864xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<864xf32>
    %expanded_550 = tensor.expand_shape %arg695 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %expanded_551 = tensor.expand_shape %1109 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %1110 = tensor.empty() : tensor<1x864x7x7xf32>
    %1111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_549, %expanded_550 : tensor<1x864x7x7xf32>, tensor<864x1x1xf32>) outs(%1110 : tensor<1x864x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x7x7xf32>
    %1112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111, %expanded_551 : tensor<1x864x7x7xf32>, tensor<864x1x1xf32>) outs(%1110 : tensor<1x864x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x7x7xf32>
    %expanded_552 = tensor.expand_shape %arg331 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %1113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1112, %expanded_552 : tensor<1x864x7x7xf32>, tensor<864x1x1xf32>) outs(%1110 : tensor<1x864x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x7x7xf32>
    %expanded_553 = tensor.expand_shape %arg332 [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
    %1114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1113, %expanded_553 : tensor<1x864x7x7xf32>, tensor<864x1x1xf32>) outs(%1110 : tensor<1x864x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x864x7x7xf32>
    %1115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114 : tensor<1x864x7x7xf32>) outs(%1110 : tensor<1x864x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x864x7x7xf32>
    %1116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1115, %arg333 : tensor<1x864x7x7xf32>, tensor<128x864x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg699 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1117 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1118 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_554 = tensor.expand_shape %arg698 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_555 = tensor.expand_shape %1119 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1116, %expanded_554 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1120, %expanded_555 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_556 = tensor.expand_shape %arg334 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1121, %expanded_556 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_557 = tensor.expand_shape %arg335 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1122, %expanded_557 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1123 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_558 = tensor.pad %1124 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_558, %arg336 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_559 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106, %1125 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x896x7x7xf32>
    %1126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg702 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<896xf32>
    %1127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1126 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<896xf32>
    %1128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1127 : tensor<896xf32>) outs(%799 : tensor<896xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<896xf32>
    %expanded_560 = tensor.expand_shape %arg701 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %expanded_561 = tensor.expand_shape %1128 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %1129 = tensor.empty() : tensor<1x896x7x7xf32>
    %1130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_559, %expanded_560 : tensor<1x896x7x7xf32>, tensor<896x1x1xf32>) outs(%1129 : tensor<1x896x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x7x7xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1130, %expanded_561 : tensor<1x896x7x7xf32>, tensor<896x1x1xf32>) outs(%1129 : tensor<1x896x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x7x7xf32>
    %expanded_562 = tensor.expand_shape %arg337 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1131, %expanded_562 : tensor<1x896x7x7xf32>, tensor<896x1x1xf32>) outs(%1129 : tensor<1x896x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x7x7xf32>
    %expanded_563 = tensor.expand_shape %arg338 [[0, 1, 2]] output_shape [896, 1, 1] : tensor<896xf32> into tensor<896x1x1xf32>
    %1133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1132, %expanded_563 : tensor<1x896x7x7xf32>, tensor<896x1x1xf32>) outs(%1129 : tensor<1x896x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x896x7x7xf32>
    %1134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1133 : tensor<1x896x7x7xf32>) outs(%1129 : tensor<1x896x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x896x7x7xf32>
    %1135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1134, %arg339 : tensor<1x896x7x7xf32>, tensor<128x896x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg705 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1136 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1137 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_564 = tensor.expand_shape %arg704 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_565 = tensor.expand_shape %1138 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1135, %expanded_564 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1139, %expanded_565 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_566 = tensor.expand_shape %arg340 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1140, %expanded_566 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_567 = tensor.expand_shape %arg341 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1141, %expanded_567 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1142 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_568 = tensor.pad %1143 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_568, %arg342 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_569 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106, %1125, %1144 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x928x7x7xf32>
    %1145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg708 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<928xf32>
    %1146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1145 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<928xf32>
    %1147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1146 : tensor<928xf32>) outs(%819 : tensor<928xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<928xf32>
    %expanded_570 = tensor.expand_shape %arg707 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %expanded_571 = tensor.expand_shape %1147 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %1148 = tensor.empty() : tensor<1x928x7x7xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_569, %expanded_570 : tensor<1x928x7x7xf32>, tensor<928x1x1xf32>) outs(%1148 : tensor<1x928x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x7x7xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1149, %expanded_571 : tensor<1x928x7x7xf32>, tensor<928x1x1xf32>) outs(%1148 : tensor<1x928x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x7x7xf32>
    %expanded_572 = tensor.expand_shape %arg343 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1150, %expanded_572 : tensor<1x928x7x7xf32>, tensor<928x1x1xf32>) outs(%1148 : tensor<1x928x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x7x7xf32>
    %expanded_573 = tensor.expand_shape %arg344 [[0, 1, 2]] output_shape [928, 1, 1] : tensor<928xf32> into tensor<928x1x1xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1151, %expanded_573 : tensor<1x928x7x7xf32>, tensor<928x1x1xf32>) outs(%1148 : tensor<1x928x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x928x7x7xf32>
    %1153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1152 : tensor<1x928x7x7xf32>) outs(%1148 : tensor<1x928x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x928x7x7xf32>
    %1154 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1153, %arg345 : tensor<1x928x7x7xf32>, tensor<128x928x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg711 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1155 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1156 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_574 = tensor.expand_shape %arg710 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_575 = tensor.expand_shape %1157 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1158 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1154, %expanded_574 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1158, %expanded_575 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_576 = tensor.expand_shape %arg346 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1159, %expanded_576 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_577 = tensor.expand_shape %arg347 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1160, %expanded_577 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1161 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_578 = tensor.pad %1162 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1163 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_578, %arg348 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_579 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106, %1125, %1144, %1163 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x960x7x7xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg714 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<960xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1164 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<960xf32>
    %1166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1165 : tensor<960xf32>) outs(%839 : tensor<960xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<960xf32>
    %expanded_580 = tensor.expand_shape %arg713 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %expanded_581 = tensor.expand_shape %1166 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %1167 = tensor.empty() : tensor<1x960x7x7xf32>
    %1168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_579, %expanded_580 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%1167 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x7x7xf32>
    %1169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168, %expanded_581 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%1167 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_582 = tensor.expand_shape %arg349 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %1170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1169, %expanded_582 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%1167 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x7x7xf32>
    %expanded_583 = tensor.expand_shape %arg350 [[0, 1, 2]] output_shape [960, 1, 1] : tensor<960xf32> into tensor<960x1x1xf32>
    %1171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1170, %expanded_583 : tensor<1x960x7x7xf32>, tensor<960x1x1xf32>) outs(%1167 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x960x7x7xf32>
    %1172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1171 : tensor<1x960x7x7xf32>) outs(%1167 : tensor<1x960x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x960x7x7xf32>
    %1173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1172, %arg351 : tensor<1x960x7x7xf32>, tensor<128x960x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg717 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1174 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1175 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_584 = tensor.expand_shape %arg716 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_585 = tensor.expand_shape %1176 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1173, %expanded_584 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1177, %expanded_585 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_586 = tensor.expand_shape %arg352 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1178, %expanded_586 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_587 = tensor.expand_shape %arg353 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %expanded_587 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1180 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_588 = tensor.pad %1181 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_588, %arg354 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_589 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106, %1125, %1144, %1163, %1182 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x992x7x7xf32>
    %1183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg720 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<992xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1183 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<992xf32>
    %1185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1184 : tensor<992xf32>) outs(%859 : tensor<992xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<992xf32>
    %expanded_590 = tensor.expand_shape %arg719 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %expanded_591 = tensor.expand_shape %1185 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %1186 = tensor.empty() : tensor<1x992x7x7xf32>
    %1187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_589, %expanded_590 : tensor<1x992x7x7xf32>, tensor<992x1x1xf32>) outs(%1186 : tensor<1x992x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x7x7xf32>
    %1188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1187, %expanded_591 : tensor<1x992x7x7xf32>, tensor<992x1x1xf32>) outs(%1186 : tensor<1x992x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x7x7xf32>
    %expanded_592 = tensor.expand_shape %arg355 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %1189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1188, %expanded_592 : tensor<1x992x7x7xf32>, tensor<992x1x1xf32>) outs(%1186 : tensor<1x992x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x7x7xf32>
    %expanded_593 = tensor.expand_shape %arg356 [[0, 1, 2]] output_shape [992, 1, 1] : tensor<992xf32> into tensor<992x1x1xf32>
    %1190 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1189, %expanded_593 : tensor<1x992x7x7xf32>, tensor<992x1x1xf32>) outs(%1186 : tensor<1x992x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x992x7x7xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1190 : tensor<1x992x7x7xf32>) outs(%1186 : tensor<1x992x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x992x7x7xf32>
    %1192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1191, %arg357 : tensor<1x992x7x7xf32>, tensor<128x992x1x1xf32>) outs(%904 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %1193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg723 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1193 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<128xf32>
    %1195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1194 : tensor<128xf32>) outs(%27 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<128xf32>
    %expanded_594 = tensor.expand_shape %arg722 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_595 = tensor.expand_shape %1195 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1192, %expanded_594 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1196, %expanded_595 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_596 = tensor.expand_shape %arg358 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1197, %expanded_596 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %expanded_597 = tensor.expand_shape %arg359 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %1199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1198, %expanded_597 : tensor<1x128x7x7xf32>, tensor<128x1x1xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x128x7x7xf32>
    %1200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1199 : tensor<1x128x7x7xf32>) outs(%903 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_598 = tensor.pad %1200 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg728: index, %arg729: index, %arg730: index, %arg731: index):
      tensor.yield %cst : f32
    } : tensor<1x128x7x7xf32> to tensor<1x128x9x9xf32>
    %1201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_598, %arg360 : tensor<1x128x9x9xf32>, tensor<32x128x3x3xf32>) outs(%915 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %concat_599 = tensor.concat dim(1) %894, %916, %935, %954, %973, %992, %1011, %1030, %1049, %1068, %1087, %1106, %1125, %1144, %1163, %1182, %1201 : (tensor<1x512x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>, tensor<1x32x7x7xf32>) -> tensor<1x1024x7x7xf32>
    %1202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg726 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.truncf %cst_2 : f64 to f32
      %1221 = arith.addf %in, %1220 : f32
      linalg.yield %1221 : f32
    } -> tensor<1024xf32>
    %1203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1202 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = math.sqrt %in : f32
      linalg.yield %1220 : f32
    } -> tensor<1024xf32>
    %1204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1203 : tensor<1024xf32>) outs(%879 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf one, %in, %cst : f32
      cf.assert %1220, "unimplemented: tensor with zero element"
      %1221 = arith.divf %cst_0, %in : f32
      linalg.yield %1221 : f32
    } -> tensor<1024xf32>
    %expanded_600 = tensor.expand_shape %arg725 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_601 = tensor.expand_shape %1204 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %1205 = tensor.empty() : tensor<1x1024x7x7xf32>
    %1206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_599, %expanded_600 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%1205 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.subf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x7x7xf32>
    %1207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1206, %expanded_601 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%1205 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x7x7xf32>
    %expanded_602 = tensor.expand_shape %arg361 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %1208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1207, %expanded_602 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%1205 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.mulf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x7x7xf32>
    %expanded_603 = tensor.expand_shape %arg362 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %1209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1208, %expanded_603 : tensor<1x1024x7x7xf32>, tensor<1024x1x1xf32>) outs(%1205 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x7x7xf32>
    %1210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1209 : tensor<1x1024x7x7xf32>) outs(%1205 : tensor<1x1024x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.cmpf ugt, %in, %cst : f32
      %1221 = arith.select %1220, %in, %cst : f32
      linalg.yield %1221 : f32
    } -> tensor<1x1024x7x7xf32>
    %1211 = tensor.empty() : tensor<1x1024x1x1xf32>
    %1212 = linalg.fill ins(%cst : f32) outs(%1211 : tensor<1x1024x1x1xf32>) -> tensor<1x1024x1x1xf32>
    %1213 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1210 : tensor<1x1024x7x7xf32>) outs(%1212 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.addf %in, %out : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x1x1xf32>
    %1214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1213 : tensor<1x1024x1x1xf32>) outs(%1211 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1220 = arith.divf %in, %cst_4 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1024x1x1xf32>
    %collapsed = tensor.collapse_shape %1214 [[0], [1, 2, 3]] : tensor<1x1024x1x1xf32> into tensor<1x1024xf32>
    %1215 = tensor.empty() : tensor<1024x1000xf32>
    %transposed = linalg.transpose ins(%arg363 : tensor<1000x1024xf32>) outs(%1215 : tensor<1024x1000xf32>) permutation = [1, 0] 
    %1216 = tensor.empty() : tensor<1x1000xf32>
    %1217 = linalg.fill ins(%cst : f32) outs(%1216 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %1218 = linalg.matmul ins(%collapsed, %transposed : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%1217 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %1219 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%1218, %arg364 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%1216 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_604: f32, %out: f32):
      %1220 = arith.addf %in, %in_604 : f32
      linalg.yield %1220 : f32
    } -> tensor<1x1000xf32>
    return %1219 : tensor<1x1000xf32>
  }
}
