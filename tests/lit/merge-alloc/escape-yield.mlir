// Rule: a buffer allocated in a loop and yielded out of it escapes the iteration that made it (the
// next iteration, or the code after the loop, reads it). When each scf.for iteration yields its own
// fresh buffer, the instances alternate two slots (loop-alternating.mlir); otherwise an instance
// may outlive the next iteration, and the buffer keeps its allocation, with a remark saying why.
// The loop's initial buffer flows through the iter_args and results: an alias, merged as usual.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// An iteration yields either a fresh buffer or the one it got: an instance may be carried through
// any number of iterations.
// CHECK-LABEL: func.func @maybe_older
// CHECK:       scf.if
// CHECK:         %[[T:.*]] = memref.alloc() : memref<16xf32>
// CHECK:         scf.yield %[[T]]
// expected-remark @below {{@maybe_older: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @maybe_older(%n: index, %c: i1, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<16xf32>)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    %next = scf.if %c -> (memref<16xf32>) {
      // expected-remark @below {{left alone in @maybe_older: yielded out of the scf.for that allocates it from a region nested in the loop's body (an iteration may yield an older buffer, so two alternating slots may not do)}}
      %t = memref.alloc() : memref<16xf32>
      linalg.add ins(%acc, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
      scf.yield %t : memref<16xf32>
    } else {
      scf.yield %acc : memref<16xf32>
    }
    scf.yield %next : memref<16xf32>
  }
  linalg.copy ins(%last : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// The same choice made by arith.select in the body.
// CHECK-LABEL: func.func @select_older
// CHECK:       scf.for
// CHECK:         memref.alloc() : memref<16xf32>
// expected-remark @below {{@select_older: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @select_older(%n: index, %c: i1, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<16xf32>)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    // expected-remark @below {{left alone in @select_older: yielded out of the scf.for that allocates it through a value that may be an older buffer (an iteration may pass on what it got, so two alternating slots may not do)}}
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%acc, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %next = arith.select %c, %t, %acc : memref<16xf32>
    scf.yield %next : memref<16xf32>
  }
  linalg.copy ins(%last : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// Yielded at two positions: the next iteration gets the instance twice, and may yield the
// older one on through the second position.
// CHECK-LABEL: func.func @twice
// CHECK:       scf.for
// CHECK:         memref.alloc() : memref<16xf32>
// expected-remark @below {{@twice: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @twice(%n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a0 = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a0 : memref<16xf32>)
  %b0 = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b0 : memref<16xf32>)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (memref<16xf32>, memref<16xf32>) {
    // expected-remark @below {{left alone in @twice: yielded out of the scf.for that allocates it at several positions (two alternating slots hold one instance an iteration)}}
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%a, %b : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    scf.yield %t, %t : memref<16xf32>, memref<16xf32>
  }
  linalg.copy ins(%r#1 : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// A while loop: its iterations are not counted, so there is no parity to pick a slot by.
// CHECK-LABEL: func.func @while
// CHECK:       scf.while
// CHECK:         memref.alloc() : memref<16xf32>
// expected-remark @below {{@while: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @while(%n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %acc = %init) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %acc : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %b: memref<16xf32>):
    // expected-remark @below {{left alone in @while: yielded out of the scf.while that allocates it (two alternating slots are planned for scf.for iterations only)}}
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%b, %b : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %t : index, memref<16xf32>
  }
  linalg.copy ins(%r#1 : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}

// Yielded out of an inner loop and then out of the outer loop too: the last instance of one run
// is still read in later outer iterations.
// CHECK-LABEL: func.func @outer_yield
// expected-remark @below {{@outer_yield: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @outer_yield(%n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<16xf32>)
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<16xf32>) {
    %inner = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (memref<16xf32>) {
      // expected-remark @below {{left alone in @outer_yield: yielded out of the scf.for that allocates it and an initial value of that loop may hold it (an earlier run's instance could be live when the loop starts)}}
      %t = memref.alloc() : memref<16xf32>
      linalg.add ins(%acc, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
      scf.yield %t : memref<16xf32>
    }
    scf.yield %inner : memref<16xf32>
  }
  linalg.copy ins(%r : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}
