// Rule: cf.switch hands tensors to block arguments as cf.br and cf.cond_br do: it stays one
// cf.switch, each case passing the buffer of its value. In a loop through cf every case runs: one
// forwards an argument, one a tensor computed before the loop, one branches to a block that
// computes a new value (it may not write over the tensor the loop reads again: a new buffer).
// (tests/bufferize/test_cf.py runs this program against its twin written with cf.cond_br.)

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @main
// CHECK:       %[[D:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK:       cf.switch %{{.*}} : i32, [
// CHECK-NEXT:    default: ^bb4(%arg0 : memref<4xf32>),
// CHECK-NEXT:    0: ^bb4(%[[D]] : memref<4xf32>),
// CHECK-NEXT:    1: ^bb3
// CHECK-NEXT:  ]
// CHECK:       ^bb3:
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NEXT:    linalg.mul ins(%[[D]], %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%[[M]] : memref<4xf32>)
// CHECK-NEXT:    cf.br ^bb4(%[[M]] : memref<4xf32>)
// CHECK-NOT:   cf.switch
// CHECK:         return
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^head(%i: index, %acc: tensor<4xf32>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %k = arith.index_cast %i : index to i32
  cf.switch %k : i32, [
    default: ^join(%a : tensor<4xf32>),
    0: ^join(%d : tensor<4xf32>),
    1: ^bb1
  ]
^bb1:
  %m = linalg.mul ins(%d, %acc : tensor<4xf32>, tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%m : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  %e2 = tensor.empty() : tensor<4xf32>
  %o = linalg.sub ins(%r, %d : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %next = linalg.add ins(%o, %acc : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, tensor<4xf32>)
^exit:
  return %acc : tensor<4xf32>
}
