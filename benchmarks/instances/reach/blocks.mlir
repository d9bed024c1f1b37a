// memref programs of several blocks (cf branches, as convert-scf-to-cf leaves them) whose
// buffers cross blocks. Written for benchmarks/merge_alloc_reach.py.

// A buffer made in the entry block and read in both successors.
func.func @diamond(%c: i1, %x: memref<32xf32>, %out: memref<32xf32>) {
  %a = memref.alloc() : memref<32xf32>
  linalg.add ins(%x, %x : memref<32xf32>, memref<32xf32>) outs(%a : memref<32xf32>)
  cf.cond_br %c, ^left, ^right
^left:
  linalg.mul ins(%a, %x : memref<32xf32>, memref<32xf32>) outs(%out : memref<32xf32>)
  cf.br ^done
^right:
  linalg.sub ins(%a, %x : memref<32xf32>, memref<32xf32>) outs(%out : memref<32xf32>)
  cf.br ^done
^done:
  return
}

// -----

// A loop through blocks carrying a fresh buffer in a block argument each trip.
func.func @carried(%n: index, %x: memref<32xf32>, %out: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<32xf32>
  memref.copy %x, %init : memref<32xf32> to memref<32xf32>
  cf.br ^head(%c0, %init : index, memref<32xf32>)
^head(%i: index, %acc: memref<32xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.alloc() : memref<32xf32>
  linalg.add ins(%acc, %x : memref<32xf32>, memref<32xf32>) outs(%t : memref<32xf32>)
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %t : index, memref<32xf32>)
^exit:
  memref.copy %acc, %out : memref<32xf32> to memref<32xf32>
  return
}

// -----

// One of two buffers passed on to a join block.
func.func @join(%c: i1, %x: memref<32xf32>, %out: memref<32xf32>) {
  cf.cond_br %c, ^left, ^right
^left:
  %a = memref.alloc() : memref<32xf32>
  linalg.add ins(%x, %x : memref<32xf32>, memref<32xf32>) outs(%a : memref<32xf32>)
  cf.br ^done(%a : memref<32xf32>)
^right:
  %b = memref.alloc() : memref<32xf32>
  linalg.mul ins(%x, %x : memref<32xf32>, memref<32xf32>) outs(%b : memref<32xf32>)
  cf.br ^done(%b : memref<32xf32>)
^done(%r: memref<32xf32>):
  memref.copy %r, %out : memref<32xf32> to memref<32xf32>
  return
}
