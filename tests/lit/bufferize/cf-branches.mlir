// Rule: cf.br, cf.cond_br and cf.switch hand tensors to block arguments. A block argument may
// hold what any predecessor passes (a loop's back-edge too). In a body of several blocks,
// positions order the uses within the writing op's block only; across blocks an op writes in
// place only when no value that may share the buffer is live when its block ends (read by a
// block it branches to, or by itself again around a loop). A block argument's buffer type is
// what every incoming value predicts, or the fully dynamic layout when they differ (each edge casts).

// RUN: memplan-opt %s -split-input-file -p 'bufferize{analysis-only}' | FileCheck %s --check-prefix=ANALYSIS
// RUN: memplan-opt %s -split-input-file -p bufferize | FileCheck %s
// RUN: memplan-opt %s -split-input-file -p bufferize,merge-alloc | mlir-opt -split-input-file > /dev/null
// UNSUPPORTED: fast

// ANALYSIS-LABEL: func.func @diamond
// The join writes over its block argument: %s or %m, each dead once the branch is taken.
// ANALYSIS:       cf.br ^bb3(%{{.*}} : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS:       linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK-LABEL: func.func @diamond
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK:         %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         cf.br ^bb3(%[[S]] : memref<4xf32>)
// CHECK:       ^bb3(%[[R:.*]]: memref<4xf32>):
// CHECK-NEXT:    linalg.mul ins(%[[R]], %arg0 : memref<4xf32>, memref<4xf32>) outs(%[[R]] : memref<4xf32>)
// CHECK-NEXT:    return %[[R]]
func.func @diamond(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%s : tensor<4xf32>)
^bb2:
  %e2 = tensor.empty() : tensor<4xf32>
  %m = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%m : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  %o = linalg.mul ins(%r, %a : tensor<4xf32>, tensor<4xf32>) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %o : tensor<4xf32>
}

// -----

// ANALYSIS-LABEL: func.func @loop
// The body's temporary and the accumulator carried around the back-edge are written in place:
// the head's argument is defined anew each time the head runs, so the old value is dead.
// ANALYSIS:       linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]}
// ANALYSIS:       linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK-LABEL: func.func @loop
// CHECK:       ^bb1(%{{.*}}: index, %[[ACC:.*]]: memref<8xf32>):
// CHECK:       ^bb2:
// CHECK:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK:         linalg.mul ins(%arg0, %arg0 : memref<8xf32>, memref<8xf32>) outs(%[[T]] : memref<8xf32>)
// CHECK:         linalg.add ins(%[[ACC]], %[[T]] : memref<8xf32>, memref<8xf32>) outs(%[[ACC]] : memref<8xf32>)
// CHECK:         cf.br ^bb1(%{{.*}}, %[[ACC]] : index, memref<8xf32>)
func.func @loop(%a: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  cf.br ^head(%c0, %acc0 : index, tensor<8xf32>)
^head(%i: index, %acc: tensor<8xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %t = tensor.empty() : tensor<8xf32>
  %sq = linalg.mul ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %next = linalg.add ins(%acc, %sq : tensor<8xf32>, tensor<8xf32>) outs(%acc : tensor<8xf32>) -> tensor<8xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, tensor<8xf32>)
^exit:
  return %acc : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @outer
// %p is made before the loop and read by every iteration: squaring it in place would square the
// square; the product gets a new buffer each iteration.
// ANALYSIS:       linalg.mul {__inplace_operands_attr__ = ["true", "true", "false"], memplan.reasons = ["", "", "new buffer (its contents are not read): an alias may be read after its block (^bb2) ends, by a block it branches to (or by itself again, around a loop)"]}
// CHECK-LABEL: func.func @outer
func.func @outer(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %p = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^head(%c0, %a : index, tensor<4xf32>)
^head(%i: index, %acc: tensor<4xf32>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %q = linalg.mul ins(%p, %p : tensor<4xf32>, tensor<4xf32>) outs(%p : tensor<4xf32>) -> tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %q : index, tensor<4xf32>)
^exit:
  return %acc : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @switch_layouts
// A strided slice on one edge, a new buffer on another, an argument on the third: the block
// argument takes the fully dynamic layout and every edge casts to it.
// CHECK:         %[[V:.*]] = memref.subview %arg0[1] [4] [2]
// CHECK:         %[[C1:.*]] = memref.cast %[[V]] : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:         cf.switch %arg1 : i32, [
// CHECK-NEXT:      default: ^bb1(%[[C1]] : memref<4xf32, strided<[?], offset: ?>>),
// CHECK-NEXT:      0: ^bb1(%{{.*}} : memref<4xf32, strided<[?], offset: ?>>),
// CHECK-NEXT:      1: ^bb1(%{{.*}} : memref<4xf32, strided<[?], offset: ?>>)
// CHECK:       ^bb1(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>):
func.func @switch_layouts(%a: tensor<8xf32>, %k: i32, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %a[1] [4] [2] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.negf ins(%b : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.switch %k : i32, [
    default: ^join(%s : tensor<4xf32>),
    0: ^join(%n : tensor<4xf32>),
    1: ^join(%b : tensor<4xf32>)
  ]
^join(%r: tensor<4xf32>):
  %e2 = tensor.empty() : tensor<4xf32>
  %o = linalg.exp ins(%r : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %o : tensor<4xf32>
}

// -----

// A block may write in place into what it makes itself: %s and %t share ^bb1's one new buffer.
// CHECK-LABEL: func.func @own_buffer
// CHECK-NOT:     memref.copy
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NEXT:    linalg.add ins(%arg0, %arg0 : memref<4xf32>, memref<4xf32>) outs(%[[S]] : memref<4xf32>)
// CHECK-NEXT:    linalg.mul ins(%[[S]], %arg0 : memref<4xf32>, memref<4xf32>) outs(%[[S]] : memref<4xf32>)
// CHECK-NEXT:    cf.br ^bb2(%[[S]] : memref<4xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         return
func.func @own_buffer(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2(%a : tensor<4xf32>)
^bb1:
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t = linalg.mul ins(%s, %a : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb2(%t : tensor<4xf32>)
^bb2(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

// A block argument fed by a strided slice on one edge and a new buffer on the other takes the
// fully dynamic layout (one cast per edge); a constant returned through a block argument is
// copied (callers may write into results).
// CHECK-LABEL: func.func @slice_or_new
// CHECK:         %[[K:.*]] = memref.get_global
// CHECK:       ^bb1:
// CHECK:         memref.cast %{{.*}} : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:       ^bb2:
// CHECK:         memref.cast %{{.*}} : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NOT:     memref.cast
// CHECK:       ^bb3(%{{.*}}: memref<4xf32, strided<[?], offset: ?>>, %[[Q:.*]]: memref<4xf32>):
// CHECK:         memref.copy %[[Q]], %[[COPY:[^ ]*]] :
// CHECK-NEXT:    return %{{.*}}, %[[COPY]]
func.func @slice_or_new(%a: tensor<8xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = tensor.extract_slice %a[1] [4] [2] : tensor<8xf32> to tensor<4xf32>
  cf.br ^bb3(%s, %k : tensor<4xf32>, tensor<4xf32>)
^bb2:
  %e = tensor.empty() : tensor<4xf32>
  %z = tensor.extract_slice %a[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %n = linalg.negf ins(%z : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%n, %n : tensor<4xf32>, tensor<4xf32>)
^bb3(%r: tensor<4xf32>, %q: tensor<4xf32>):
  %e2 = tensor.empty() : tensor<4xf32>
  %o = linalg.exp ins(%r : tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %o, %q : tensor<4xf32>, tensor<4xf32>
}
