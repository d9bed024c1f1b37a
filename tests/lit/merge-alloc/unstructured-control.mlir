// Rule: the lifetimes assume structured control flow. In a function body of several blocks (cf
// branches) buffers used in the block allocating them alone are planned, and so are buffers used
// beyond it when their block runs once a call or no branch passes them on (see blocks.mlir);
// every buffer touched inside a region op whose execution memplan does not model (scf.parallel,
// whose iterations may run at once, or an unknown op) is left alone.

// RUN: memplan-opt %s -allow-unregistered-dialect -split-input-file -p merge-alloc -verify-diagnostics | FileCheck %s

// %a is made in the loop's head and read in its body: each pass of the head makes a new one, and
// the one before is dead by then (only the SSA value %a, defined anew, names it): it is planned,
// live over the head and the body.
// CHECK-LABEL: func.func @blocks
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       ^bb1(%{{.*}}: index):
// CHECK:         memref.view %[[ARENA]]
// expected-remark @below {{@blocks: 1 buffer (64 bytes) in an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @blocks(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
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
