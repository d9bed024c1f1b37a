// Rule: with arena-from-argument the function-level arena of the default memory space becomes a new
// leading argument memref<Nxi8>, and the function records the size it needs (memplan.arena_size),
// for callers that bring a workspace. A function that is called in the module keeps its arena as
// an allocation (its callers would break), with a remark. The caller owns the workspace, so the
// function frees none of it; an scf.forall body's arena (per iteration) stays an allocation there.

// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{arena-from-argument}' -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{arena-from-argument}' | mlir-opt -split-input-file -o %t.mlir

// CHECK-LABEL: func.func @entry
// CHECK-SAME:  (%[[WS:.*]]: memref<128xi8>, %{{.*}}: memref<f32>)
// CHECK-SAME:  memplan.arena_size = 128 : i64
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[WS]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       memref.view %[[WS]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// expected-remark @below {{@entry: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @entry(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  func.call @helper(%out) : (memref<f32>) -> ()
  return
}

// CHECK-LABEL: func.func @helper
// CHECK-SAME:  (%{{.*}}: memref<f32>)
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// expected-remark @below {{@helper is called in this module, so its arena stays an allocation (arena-from-argument would break the callers)}}
// expected-remark @below {{@helper: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @helper(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}

// -----

// A function that is not called: its 131072-byte arena is its first argument, and the only
// allocation left is the returned product's.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:  (%[[WS:.*]]: memref<131072xi8>, %{{.*}}: memref<128x128xf32>, %{{.*}}: memref<128x128xf32>)
// CHECK-SAME:  attributes {memplan.arena_size = 131072 : i64}
// CHECK-NOT:   memref.alloc
// CHECK-COUNT-3: memref.view %[[WS]]
// CHECK:       memref.alloc() : memref<128x128xf32>
// CHECK-NOT:   memref.alloc
// CHECK:       return
// expected-remark @below {{@chain: 3 buffers (196608 bytes) share an arena of 131072 bytes}}
func.func @chain(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a : memref<128x128xf32>)
  %b = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b : memref<128x128xf32>)
  %c = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  // expected-remark @below {{left alone in @chain: returned from the function}}
  %d = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d : memref<128x128xf32>)
  return %d : memref<128x128xf32>
}

// -----

// The same function called from another keeps its signature and its arena allocation.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:  (%arg0: memref<128x128xf32>, %arg1: memref<128x128xf32>) -> memref<128x128xf32> {
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// expected-remark @below {{@chain is called in this module, so its arena stays an allocation (arena-from-argument would break the callers)}}
// expected-remark @below {{@chain: 3 buffers (196608 bytes) share an arena of 131072 bytes}}
func.func @chain(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a : memref<128x128xf32>)
  %b = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b : memref<128x128xf32>)
  %c = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  // expected-remark @below {{left alone in @chain: returned from the function}}
  %d = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d : memref<128x128xf32>)
  return %d : memref<128x128xf32>
}

// CHECK-LABEL: func.func @caller
// CHECK:       call @chain(%{{.*}}, %{{.*}}) : (memref<128x128xf32>, memref<128x128xf32>) -> memref<128x128xf32>
func.func @caller(%x: memref<128x128xf32>) -> memref<128x128xf32> {
  %r = func.call @chain(%x, %x) : (memref<128x128xf32>, memref<128x128xf32>) -> memref<128x128xf32>
  return %r : memref<128x128xf32>
}

// -----

// The caller owns the workspace: the deallocs of the merged buffers go, and no arena dealloc comes.
// CHECK-LABEL: func.func @freed
// CHECK-SAME:  (%[[WS:.*]]: memref<128xi8>) attributes {memplan.arena_size = 128 : i64}
// CHECK-NOT:   memref.dealloc
// CHECK:       return
// expected-remark @below {{@freed: 3 buffers (192 bytes) share an arena of 128 bytes}}
func.func @freed() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %b, %c : memref<16xf32> to memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  %v = memref.load %c[%c0] : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

// -----

// Only the function-level arena comes from the argument: an scf.forall body's arena is allocated
// in the body, once per iteration.
// CHECK-LABEL: func.func @forall
// CHECK-SAME:  (%[[WS:.*]]: memref<128xi8>) attributes {memplan.arena_size = 128 : i64}
// CHECK:       scf.forall
// CHECK-NEXT:    %[[INNER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         memref.view %[[INNER]]
// expected-remark @below {{@forall: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @forall() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %shared = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%shared : memref<16xf32>)
  %before = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%before : memref<16xf32>)
  // expected-remark @below {{@forall (scf.forall at}}
  scf.forall (%i) in (4) {
    %p = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%p : memref<16xf32>)
    %q = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%q : memref<16xf32>)
    %v = memref.load %shared[%i] : memref<16xf32>
  }
  return
}

// -----

// A body of several blocks keeps every block; the one planned buffer is a view of the argument.
// CHECK-LABEL: func.func @one_exit
// CHECK-SAME:  (%[[WS:.*]]: memref<64xi8>, %{{[a-z0-9]+}}: memref<16xf32>, %{{[a-z0-9]+}}: i1, %{{[a-z0-9]+}}: memref<16xf32>) attributes {memplan.arena_size = 64 : i64}
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb1:
// CHECK:         memref.view %[[WS]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK-NOT:     memref.view
// CHECK:         return
// expected-remark @below {{@one_exit: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @one_exit(%x: memref<16xf32>, %c: i1, %out: memref<16xf32>) {
  cf.br ^exit0
^exit0:
  %w0 = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%w0 : memref<16xf32>)
  memref.copy %w0, %out : memref<16xf32> to memref<16xf32>
  return
}

// Two exit blocks, each with a buffer of its own: both views of the argument, at offset 0.
// CHECK-LABEL: func.func @two_exits
// CHECK-SAME:  (%[[WS:.*]]: memref<64xi8>, %{{[a-z0-9]+}}: memref<16xf32>, %{{[a-z0-9]+}}: i1, %{{[a-z0-9]+}}: memref<16xf32>) attributes {memplan.arena_size = 64 : i64}
// CHECK-NEXT:    cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK:         memref.view %[[WS]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK:         return
// CHECK:       ^bb2:
// CHECK:         memref.view %[[WS]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// CHECK-NOT:     memref.view
// CHECK:         return
// expected-remark @below {{@two_exits: 2 buffers (128 bytes) share an arena of 64 bytes}}
func.func @two_exits(%x: memref<16xf32>, %c: i1, %out: memref<16xf32>) {
  cf.cond_br %c, ^exit0, ^exit1
^exit0:
  %w0 = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%w0 : memref<16xf32>)
  memref.copy %w0, %out : memref<16xf32> to memref<16xf32>
  return
^exit1:
  %w1 = memref.alloc() : memref<16xf32>
  linalg.add ins(%x, %x : memref<16xf32>, memref<16xf32>) outs(%w1 : memref<16xf32>)
  memref.copy %w1, %out : memref<16xf32> to memref<16xf32>
  return
}
