// Rule: the default weight (bytes accessed) is held to spill-tolerance (percent, default 5): the
// plan moves at most that much more than the fewest bytes a plan within the capacity moves, and
// keeps the most bytes accessed among such plans. A large spill-tolerance keeps the most bytes
// accessed whatever it moves.

// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:640 spill-to=0 time-limit=60}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: FileCheck %s --input-file=%t --check-prefix=MOVED-H
// RUN: mlir-opt %t -o /dev/null
// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:640 spill-to=0 spill-tolerance=1000000 time-limit=60}' --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE

// %h (256 bytes) is live throughout and read in a loop of 8 trips: 2560 bytes accessed. %b and
// %c (512 bytes each) come one after the other, each filled and read once: 768 bytes accessed
// each. At 640 bytes %h cannot stay with %b or %c. Keeping %h moves 1024 bytes (%b and %c),
// four times the 256 bytes that moving %h alone takes: beyond the tolerance, so %h moves.
// (time-limit=60: the spill planner stops once its plans are proven optimal.)
// DEFAULT: remark: @hot memory space 1 : i64: capacity 640 bytes: 1 buffer (256 bytes) moved to memory space 0; kept weight 1536 of at most 2560; the fewest bytes a plan found moves: 256, tolerance 5%
// DEFAULT: remark: %h ({{.*}}) moved to memory space 0 (weight 2560, 10 per byte)
// MOVED-H: memref.alloc() {alignment = 64 : i64} : memref<512xi8, 1>
// MOVED-H: memref.alloc() : memref<64xf32>
// MOVED-H-NOT: memref.alloc

// Bytes accessed alone: %h stays, %b and %c move.
// ALONE:   remark: @hot memory space 1 : i64: capacity 640 bytes: 2 buffers (1024 bytes) moved to memory space 0; kept weight 2560 of at most 2560 (optimal); the fewest bytes a plan found moves: 256, tolerance 1000000%

#map = affine_map<(d0) -> (d0)>
func.func @hot(%x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %h = memref.alloc() : memref<64xf32, 1>
  linalg.fill ins(%one : f32) outs(%h : memref<64xf32, 1>)
  scf.for %k = %c0 to %c8 step %c1 {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%h : memref<64xf32, 1>) outs(%out : memref<64xf32>) {
    ^bb0(%i: f32, %o: f32):
      %s = arith.addf %i, %o : f32
      linalg.yield %s : f32
    }
  }
  %b = memref.alloc() : memref<128xf32, 1>
  linalg.fill ins(%one : f32) outs(%b : memref<128xf32, 1>)
  %bv = memref.subview %b[0] [64] [1] : memref<128xf32, 1> to memref<64xf32, strided<[1]>, 1>
  memref.copy %bv, %out : memref<64xf32, strided<[1]>, 1> to memref<64xf32>
  memref.dealloc %b : memref<128xf32, 1>
  %c = memref.alloc() : memref<128xf32, 1>
  linalg.fill ins(%one : f32) outs(%c : memref<128xf32, 1>)
  %cv = memref.subview %c[0] [64] [1] : memref<128xf32, 1> to memref<64xf32, strided<[1]>, 1>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%h, %cv : memref<64xf32, 1>, memref<64xf32, strided<[1]>, 1>) outs(%out : memref<64xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %s = arith.addf %i, %j : f32
    linalg.yield %s : f32
  }
  memref.dealloc %c : memref<128xf32, 1>
  memref.dealloc %h : memref<64xf32, 1>
  return
}
