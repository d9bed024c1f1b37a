// Rule: the lifetimes assume structured control flow. In a function body of several blocks (cf
// branches) buffers used in the block allocating them alone are planned, and so are buffers used
// beyond it when their block runs once a call (see blocks.mlir); a buffer used beyond a block
// that a loop through blocks runs again is left alone; so is every buffer touched inside a region
// op whose execution memplan does not model (scf.parallel, whose iterations may run at once, or an
// unknown op).

// RUN: memplan-opt %s -allow-unregistered-dialect -split-input-file -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @blocks
// CHECK-NOT:   memref.view
func.func @blocks(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  // expected-remark @below {{left alone in @blocks: used in another block (^bb2) than the one allocating it (^bb1), and ^bb1 lies on a loop through blocks (a buffer it allocated on an earlier pass may still be needed when it allocates the next)}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %v = memref.load %a[%c0] : memref<16xf32>
  memref.store %v, %out[] : memref<f32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1 : index)
^bb3:
  return
}

// -----

// CHECK-LABEL: func.func @parallel
// CHECK-NOT:   memref.view
// CHECK:       scf.parallel
// CHECK:         memref.alloc() : memref<16xf32>
func.func @parallel(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @parallel: used inside the region of scf.parallel, whose semantics are unknown}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    // expected-remark @below {{left alone in @parallel: allocated inside the region of scf.parallel, whose execution this pass does not model}}
    %t = memref.alloc() : memref<16xf32>
    %v = memref.load %a[%i] : memref<16xf32>
    memref.store %v, %t[%i] : memref<16xf32>
    %w = memref.load %t[%i] : memref<16xf32>
    memref.store %w, %out[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// A region op with several blocks inside the function (scf.execute_region): every buffer of the
// function is left alone, inside that region or not.
// CHECK-LABEL: func.func @region_of_blocks
// CHECK-NOT:   memref.view
// CHECK:       return
func.func @region_of_blocks(%c: i1) {
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @region_of_blocks: the function has unstructured control flow (a region op inside it has several blocks)}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    // expected-remark @below {{left alone in @region_of_blocks: the function has unstructured control flow (a region op inside it has several blocks)}}
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
    scf.yield
  }
  return
}
