// Rule: an scf.if (or scf.index_switch) that yields, at one result position, a buffer %a allocated
// before it from one branch and a buffer %b allocated in another branch from that one lets %b take %a's bytes,
// when %a is not used in %b's branch from %b's first access on, nor after the scf.if but through
// that result, and neither buffer escapes or leaves the branch any other way: on no run are both
// needed. They are planned as one buffer (the larger size, the union of their lifetimes) and
// both allocs become views at its offset. The argument is in merge_alloc/lifetimes.py.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt > /dev/null
// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=ANALYSIS

// %a is read in the then branch (by the mul into %t) before %b is first written (by the sub):
// %b takes %a's bytes at offset 0 and %t its own, so 128 bytes instead of 192.
// CHECK-LABEL: func.func @joined
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %[[AT:.*]] = arith.constant 0 : index
// CHECK:         %[[A:.*]] = memref.view %[[ARENA]][%[[AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         scf.if
// CHECK:           %[[T_AT:.*]] = arith.constant 64 : index
// CHECK:           %[[T:.*]] = memref.view %[[ARENA]][%[[T_AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:           %[[B_AT:.*]] = arith.constant 0 : index
// CHECK:           %[[B:.*]] = memref.view %[[ARENA]][%[[B_AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:           scf.yield %[[B]]
// CHECK:         } else {
// CHECK:           scf.yield %[[A]]
// ANALYSIS-LABEL: func.func @joined
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 1, 15>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 6, 12>, memplan.offset = 64 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 1, 15>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// expected-remark @below {{@joined: 2 buffers (128 bytes) share an arena of 128 bytes (lower bound 128, planner auto)}}
func.func @joined(%c: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.if %c -> (memref<16xf32>) {
    %t = memref.alloc() : memref<16xf32>
    linalg.mul ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.sub ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  } else {
    scf.yield %a : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// %a is read by the op that writes %b: both are needed at once, so each keeps its own bytes.
// CHECK-LABEL: func.func @read_while_written
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         memref.view %{{.*}}[%{{.*}}][] : memref<128xi8> to memref<16xf32>
// CHECK:         scf.if
// CHECK:           %[[B_AT:.*]] = arith.constant 64 : index
// expected-remark @below {{@read_while_written: 2 buffers (128 bytes) share an arena of 128 bytes (lower bound 128, planner auto)}}
func.func @read_while_written(%c: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.if %c -> (memref<16xf32>) {
    %b = memref.alloc() : memref<16xf32>
    linalg.mul ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  } else {
    scf.yield %a : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// %a is read after the scf.if directly, not through its result: on the then path both are
// needed there, so each keeps its own bytes.
// CHECK-LABEL: func.func @used_after_directly
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// expected-remark @below {{@used_after_directly: 3 buffers (192 bytes) share an arena of 192 bytes (lower bound 192, planner auto)}}
func.func @used_after_directly(%c: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.if %c -> (memref<16xf32>) {
    %t = memref.alloc() : memref<16xf32>
    linalg.mul ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.sub ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  } else {
    scf.yield %a : memref<16xf32>
  }
  linalg.add ins(%r, %a : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// The issue's example, with the deallocation pipeline's frees: %a freed in the then region before
// %b is written, the scf.if's result freed after the copy. %b takes %a's bytes, and the one
// buffer is freed through the arena once, at the end.
// CHECK-LABEL: func.func @freed
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[ARENA]]
// CHECK:         scf.if
// CHECK:           memref.view %[[ARENA]]
// CHECK-NOT:       memref.dealloc
// CHECK:         memref.copy
// CHECK-NEXT:    memref.dealloc %[[ARENA]] : memref<64xi8>
// CHECK-NEXT:    return
// expected-remark @below {{@freed: 1 buffer (64 bytes) in an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @freed(%c: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.if %c -> (memref<16xf32>) {
    %b = memref.alloc() : memref<16xf32>
    memref.dealloc %a : memref<16xf32>
    linalg.mul ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  } else {
    scf.yield %a : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %r : memref<16xf32>
  return
}

// The same in a body of several blocks (cf.cond_br, as convert-scf-to-cf leaves an scf.if): a
// buffer crossing blocks is needed only from its first access to its last, so %a, allocated in
// the entry block and used only in ^bb1, and %b, used only in ^bb2, take the same bytes (64);
// %c, written before the branch and read at the join, keeps its own (0). The frees at the join
// touch no memory (a planned buffer's frees go) and keep nothing live there.
// CHECK-LABEL: func.func @blocks
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %[[A:.*]] = memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:         %[[B:.*]] = memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:         %[[C:.*]] = memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       ^bb1:
// CHECK:         linalg.mul ins(%{{.*}}, %[[C]] : {{.*}}) outs(%[[A]] : memref<16xf32>)
// CHECK:       ^bb2:
// CHECK:         linalg.sub ins({{.*}}) outs(%[[B]] : memref<16xf32>)
// CHECK:       ^bb3:
// CHECK-NOT:     memref.dealloc %[[A]]
// CHECK:         memref.dealloc %[[ARENA]] : memref<128xi8>
// CHECK-NEXT:    return
// ANALYSIS-LABEL: func.func @blocks
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 7, 13>, memplan.offset = 64 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 14, 20>, memplan.offset = 64 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 0, 27>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// expected-remark @below {{@blocks: 3 buffers (192 bytes) share an arena of 128 bytes (lower bound 128, planner auto)}}
func.func @blocks(%p: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%c : memref<16xf32>)
  cf.cond_br %p, ^left, ^right
^left:
  linalg.mul ins(%x, %c : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  linalg.add ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  cf.br ^join
^right:
  linalg.sub ins(%x, %out : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  linalg.add ins(%b, %c : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  cf.br ^join
^join:
  linalg.add ins(%out, %c : memref<16xf32>, memref<16xf32>) outs(%out : memref<16xf32>)
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

// An scf.index_switch joins as an scf.if does: case 0's %b takes the bytes of %a, which case 1
// updates and yields and the default yields as it is (a run through any region but case 0 never
// allocates %b); %t keeps its own.
// CHECK-LABEL: func.func @switch
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         %[[AT:.*]] = arith.constant 0 : index
// CHECK:         %[[A:.*]] = memref.view %[[ARENA]][%[[AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:         scf.index_switch
// CHECK:         case 0 {
// CHECK:           %[[T_AT:.*]] = arith.constant 64 : index
// CHECK:           memref.view %[[ARENA]][%[[T_AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:           %[[B_AT:.*]] = arith.constant 0 : index
// CHECK:           %[[B:.*]] = memref.view %[[ARENA]][%[[B_AT]]][] : memref<128xi8> to memref<16xf32>
// CHECK:           scf.yield %[[B]]
// CHECK:         case 1 {
// CHECK:           scf.yield %[[A]]
// CHECK:         default {
// CHECK-NEXT:      scf.yield %[[A]]
// ANALYSIS-LABEL: func.func @switch
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 1, 19>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 7, 13>, memplan.offset = 64 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 1, 19>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// expected-remark @below {{@switch: 2 buffers (128 bytes) share an arena of 128 bytes (lower bound 128, planner auto)}}
func.func @switch(%k: index, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.index_switch %k -> memref<16xf32>
  case 0 {
    %t = memref.alloc() : memref<16xf32>
    linalg.mul ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %b = memref.alloc() : memref<16xf32>
    linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  }
  case 1 {
    linalg.mul ins(%a, %a : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
    scf.yield %a : memref<16xf32>
  }
  default {
    scf.yield %a : memref<16xf32>
  }
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}

// The issue's example as convert-scf-to-cf leaves it: %a made before the cf.cond_br and passed to
// ^join by ^else, %b made in ^then (after %a's free) and passed at the same argument; ^join's
// argument is freed after the copy. %b takes %a's bytes, and the arena is freed once.
// CHECK-LABEL: func.func @freed_blocks
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %[[A:.*]] = memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:       ^bb1:
// CHECK:         %[[B:.*]] = memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK-NOT:     memref.dealloc
// CHECK:         cf.br ^bb3(%[[B]] : memref<16xf32>)
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : memref<16xf32>)
// CHECK:       ^bb3(%[[R:.*]]: memref<16xf32>):
// CHECK-NEXT:    memref.copy %[[R]]
// CHECK-NEXT:    memref.dealloc %[[ARENA]] : memref<64xi8>
// CHECK-NEXT:    return
// ANALYSIS-LABEL: func.func @freed_blocks
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 0, 14>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 0, 14>, memplan.offset = 0 : i64, memplan.scope = "func.func"} : memref<16xf32>
// expected-remark @below {{@freed_blocks: 1 buffer (64 bytes) in an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @freed_blocks(%c: i1, %x: memref<16xf32>, %out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%a : memref<16xf32>)
  cf.cond_br %c, ^then, ^else
^then:
  %b = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  linalg.mul ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  cf.br ^join(%b : memref<16xf32>)
^else:
  cf.br ^join(%a : memref<16xf32>)
^join(%r: memref<16xf32>):
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %r : memref<16xf32>
  return
}
