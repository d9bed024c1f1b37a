// Rule: with capacity=1:C the buffers of memory space 1 share an arena of at most C bytes. When
// they need more, spill-to=0 keeps the ones worth the most (bytes accessed, loop trip counts
// counted) in the arena and moves the others to space 0: the alloc is retyped, and its views
// with it. Without spill-to the pass fails, naming the tick where the live bytes exceed C and
// what is live there.

// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:1024}' | FileCheck %s --check-prefix=FITS
// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:800 spill-to=0 time-limit=60}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s --input-file=%t --check-prefix=SPILL
// RUN: mlir-opt %t -o /dev/null
// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:700 spill-to=0}' | FileCheck %s --check-prefix=VIEWS
// RUN: not memplan-opt %s -p 'merge-alloc{capacity=1:800}' -o %t.out 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.out

// %a (256 bytes), %b (512) and %c (256) are live together at the last generic: 1024 bytes.
// FITS:     memref.alloc() {alignment = 64 : i64} : memref<1024xi8, 1>
// FITS-NOT: memref.alloc

// (time-limit=60: the spill planner stops once it proves its plan optimal, which a loaded
// machine may delay past the default 2 s while CP-SAT loads.)
// At 800 bytes one must go: %c is read and written once (512 bytes of traffic); %a and %b are
// read in a loop of 8 trips. %c moves to space 0; %a and %b keep 768 bytes of space 1.
// REMARKS: remark: @chain memory space 1 : i64: capacity 800 bytes: 1 buffer (256 bytes) moved to memory space 0; kept weight 4864 of at most 4864 (optimal)
// REMARKS: remark: %c ({{.*}}capacity.mlir:{{[0-9]+}}:8, written by linalg.generic) moved to memory space 0 (weight 512, 2 per byte): at tick {{[0-9]+}} the kept buffers take 768 of 800 bytes: 32 left, 256 needed
// REMARKS: remark: @chain memory space 1 : i64: 2 buffers (768 bytes) share an arena of 768 bytes
// SPILL:   %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<768xi8, 1>
// SPILL:   %[[C:.*]] = memref.alloc() : memref<64xf32>
// SPILL:   linalg.generic {{.*}} outs(%[[C]] : memref<64xf32>)
// SPILL:   memref.copy %[[C]], %{{.*}} : memref<64xf32> to memref<64xf32>
// SPILL:   memref.dealloc %[[C]] : memref<64xf32>

// At 700 bytes %b (512 bytes) must go, and its subview moves with it.
// VIEWS:   %[[B:.*]] = memref.alloc() : memref<128xf32>
// VIEWS:   memref.subview %[[B]][0] [64] [1] : memref<128xf32> to memref<64xf32, strided<[1]>>
// VIEWS-NOT: memory_space_cast

// ERR: error: merge-alloc: @chain memory space 1 : i64 does not fit its capacity of 800 bytes (800 left for its arena): at tick {{[0-9]+}}, 1024 bytes are live: buffer %b (512 bytes), buffer %a (256 bytes), buffer %c (256 bytes); at worst 1024 bytes are live (tick {{[0-9]+}}); spill-to=N moves what does not fit

#map = affine_map<(d0) -> (d0)>
func.func @chain(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<64xf32, 1>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : memref<64xf32>) outs(%a : memref<64xf32, 1>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.mulf %i, %i : f32
    linalg.yield %s : f32
  }
  %b = memref.alloc() : memref<128xf32, 1>
  %bv = memref.subview %b[0] [64] [1] : memref<128xf32, 1> to memref<64xf32, strided<[1]>, 1>
  scf.for %k = %c0 to %c8 step %c1 {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<64xf32, 1>) outs(%bv : memref<64xf32, strided<[1]>, 1>) {
    ^bb0(%i: f32, %o: f32):
      %s = arith.addf %i, %o : f32
      linalg.yield %s : f32
    }
  }
  %c = memref.alloc() : memref<64xf32, 1>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %bv : memref<64xf32, 1>, memref<64xf32, strided<[1]>, 1>) outs(%c : memref<64xf32, 1>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.subf %i, %j : f32
    linalg.yield %s : f32
  }
  memref.copy %c, %out : memref<64xf32, 1> to memref<64xf32>
  memref.dealloc %a : memref<64xf32, 1>
  memref.dealloc %b : memref<128xf32, 1>
  memref.dealloc %c : memref<64xf32, 1>
  return
}
