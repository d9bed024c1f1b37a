// Rule: a value in a memory space carried through regions to the return (an scf.for's iter_args,
// an scf.forall's shared output, the cases of an scf.index_switch) keeps that space all the way:
// the region's results and the function's result are memrefs in that space, and nothing is
// copied into the default space. (tests/bufferize/test_memory_spaces.py runs these programs.)

// RUN: memplan-opt %s -p bufferize -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @through_for
// CHECK-SAME:  -> memref<8xf32, 1>
// CHECK-NOT:   memref.copy
// CHECK:       %[[R:.*]] = scf.for {{.*}} -> (memref<8xf32, 1>)
// CHECK-NOT:   memref.copy
// CHECK:       return %[[R]] : memref<8xf32, 1>

// CHECK-LABEL: func.func @through_forall
// CHECK-SAME:  -> memref<8xf32, 1>
// CHECK-NOT:   memref.copy
// CHECK:       %[[B:.*]] = memref.alloc() {{.*}} : memref<8xf32, 1>
// CHECK-NEXT:  scf.forall
// CHECK-NOT:   memref.copy
// CHECK:       return %[[B]] : memref<8xf32, 1>

// CHECK-LABEL: func.func @through_index_switch
// CHECK-SAME:  -> memref<8xf32, 1>
// CHECK-NOT:   memref.copy
// CHECK:       %[[R:.*]] = scf.index_switch %{{.*}} -> memref<8xf32, 1>
// CHECK-NOT:   memref.copy
// CHECK:       return %[[R]] : memref<8xf32, 1>
func.func @through_for(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %i = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %i) -> (tensor<8xf32>) {
    %n = linalg.negf ins(%acc : tensor<8xf32>) outs(%acc : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @through_forall(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<8xf32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %s = tensor.extract_slice %x[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %d = tensor.extract_slice %o[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %v = linalg.exp ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @through_index_switch(%x: tensor<8xf32>, %i: index) -> tensor<8xf32> {
  %r = scf.index_switch %i -> tensor<8xf32>
  case 0 {
    %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
    %a = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  default {
    %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
    %a = linalg.negf ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
