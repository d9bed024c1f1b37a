// The example of the merge-alloc design: four 64 KiB temporaries, a chain of matmuls. A matmul
// adds its product to what its output holds, so each temporary is zeroed first.
func.func @mlp(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %a0 = memref.alloc() : memref<128x128xf32>
  linalg.fill ins(%zero : f32) outs(%a0 : memref<128x128xf32>)
  linalg.matmul ins(%x, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%a0: memref<128x128xf32>)
  %b0 = memref.alloc() : memref<128x128xf32>
  linalg.fill ins(%zero : f32) outs(%b0 : memref<128x128xf32>)
  linalg.matmul ins(%a0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%b0: memref<128x128xf32>)
  %c0 = memref.alloc() : memref<128x128xf32>
  linalg.fill ins(%zero : f32) outs(%c0 : memref<128x128xf32>)
  linalg.matmul ins(%b0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%c0: memref<128x128xf32>)
  %d0 = memref.alloc() : memref<128x128xf32>
  linalg.fill ins(%zero : f32) outs(%d0 : memref<128x128xf32>)
  linalg.matmul ins(%c0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%d0: memref<128x128xf32>)
  return %d0 : memref<128x128xf32>
}
