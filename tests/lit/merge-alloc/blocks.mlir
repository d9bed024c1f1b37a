// Rule: in a function body of several blocks (cf branches) a buffer whose every use, and every
// use of its aliases, lies in the block allocating it, and that no branch passes on, is dead when
// its block ends, even in a loop through blocks: such buffers are planned in the function's
// arena (the ticks of each block apart), so those of different blocks may share memory. A buffer
// used in another block, or passed on to one by a branch, is planned too when the block making it
// runs at most once a call (no loop through blocks returns to it), or when no branch passes it on
// (unstructured-control.mlir): it is live over every block from its own to one using it. One made
// in a block a loop through blocks runs again and passed on by a branch is left alone, saying why
// (lifetimes.py has the argument).

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt > /dev/null
// UNSUPPORTED: fast

// %acc (entry block, used up to the exit) takes [0, 64) for the whole function; the body's %t and
// %u take 64 and 128; after the loop %w reuses 128 and %p, passed on to ^done, 64.
// CHECK-LABEL: func.func @loop
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:       ^bb2:
// CHECK:         memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:         memref.view %[[ARENA]][%c128{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK-NOT:     memref.dealloc
// CHECK:         cf.br ^bb1
// CHECK:       ^bb3:
// CHECK:         memref.view %[[ARENA]][%c128{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:         %[[P:.*]] = memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:         cf.br ^bb4(%[[P]] : memref<16xf32>)
// CHECK:       ^bb4(%[[D:.*]]: memref<16xf32>):
// CHECK:         memref.copy %[[D]], %{{.*}}
// CHECK-NEXT:    memref.dealloc %[[ARENA]] : memref<192xi8>
// CHECK-NEXT:    return
// expected-remark @below {{@loop: 5 buffers (320 bytes) share an arena of 192 bytes (lower bound 192, planner auto)}}
func.func @loop(%x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%acc : memref<16xf32>)
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.alloc() : memref<16xf32>
  linalg.mul ins(%x, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  %u = memref.alloc() : memref<16xf32>
  linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
  linalg.sub ins(%u, %t : memref<16xf32>, memref<16xf32>) outs(%acc : memref<16xf32>)
  memref.dealloc %t : memref<16xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
^exit:
  %w = memref.alloc() : memref<16xf32>
  linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
  %p = memref.alloc() : memref<16xf32>
  linalg.copy ins(%w : memref<16xf32>) outs(%p : memref<16xf32>)
  cf.br ^done(%p : memref<16xf32>)
^done(%d: memref<16xf32>):
  memref.copy %d, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %acc : memref<16xf32>
  return
}

// %a is local to the entry block, %b to ^bb1: each is dead when its block ends, so both take
// offset 0 of one 64-byte arena. Nothing is left alone.
// CHECK-LABEL: func.func @diamond_locals
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:       ^bb1:
// CHECK:         memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:       ^bb2:
// CHECK-NOT:     memref.view
// CHECK:         return
// expected-remark @below {{@diamond_locals: 2 buffers (128 bytes) share an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @diamond_locals(%c: i1) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  cf.br ^bb2
^bb2:
  return
}

// The loop above without the buffer passed on: the accumulator (made in the entry, used in the
// body and after the loop) at 0, the body's %t and %u at 64 and 128, %w after the loop reuses 64.
// Four views; the deallocs of %t and %acc go, and the arena is freed before the return.
// CHECK-LABEL: func.func @loop_freed
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:       ^bb2:
// CHECK:         memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK:         memref.view %[[ARENA]][%c128{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK-NOT:     memref.dealloc
// CHECK:         cf.br ^bb1
// CHECK:       ^bb3:
// CHECK:         memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<192xi8> to memref<16xf32>
// CHECK-NOT:     memref.view
// CHECK-NOT:     memref.alloc
// CHECK:         memref.dealloc %[[ARENA]] : memref<192xi8>
// CHECK-NEXT:    return
// expected-remark @below {{@loop_freed: 4 buffers (256 bytes) share an arena of 192 bytes (lower bound 192, planner auto)}}
func.func @loop_freed(%x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%acc : memref<16xf32>)
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.alloc() : memref<16xf32>
  linalg.mul ins(%x, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  %u = memref.alloc() : memref<16xf32>
  linalg.add ins(%t, %x : memref<16xf32>, memref<16xf32>) outs(%u : memref<16xf32>)
  linalg.sub ins(%u, %t : memref<16xf32>, memref<16xf32>) outs(%acc : memref<16xf32>)
  memref.dealloc %t : memref<16xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
^exit:
  %w = memref.alloc() : memref<16xf32>
  linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
  memref.copy %w, %out : memref<16xf32> to memref<16xf32>
  memref.dealloc %acc : memref<16xf32>
  return
}

// A buffer of dynamic shape in a body of several blocks is left alone: its sizes may be computed
// in its own block, after the function's start where the arena would be made.
// CHECK-LABEL: func.func @dynamic_in_a_block
// CHECK-NOT:     memref.view
// CHECK:         memref.alloc(%arg0) : memref<?xf32>
// CHECK-NOT:     memref.view
// CHECK:         return
func.func @dynamic_in_a_block(%n: index, %c: i1) {
  %one = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-remark @below {{left alone in @dynamic_in_a_block: dynamic shape in a function with several blocks (its sizes may not exist at the function's start, where the arena is made)}}
  %d = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%d : memref<?xf32>)
  cf.br ^bb2
^bb2:
  return
}

// A loop through blocks carrying a fresh buffer to the next pass in a block argument: the body
// block runs again while the buffer it made on the previous pass is still read, so that buffer
// is left alone. The first buffer, made in the entry block, is planned.
// CHECK-LABEL: func.func @carried
// CHECK:       ^bb2:
// CHECK:         memref.alloc() : memref<16xf32>
// expected-remark @below {{@carried: 1 buffer (64 bytes) in an arena of 64 bytes (lower bound 64, planner auto)}}
func.func @carried(%n: index, %x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<16xf32>
  memref.copy %x, %init : memref<16xf32> to memref<16xf32>
  cf.br ^head(%c0, %init : index, memref<16xf32>)
^head(%i: index, %acc: memref<16xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  // expected-remark @below {{left alone in @carried: passed to another block by cf.br, and ^bb2 lies on a loop through blocks (a block argument may still hold the buffer it allocated on an earlier pass when it allocates the next)}}
  %t = memref.alloc() : memref<16xf32>
  linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %t : index, memref<16xf32>)
^exit:
  memref.copy %acc, %out : memref<16xf32> to memref<16xf32>
  return
}
