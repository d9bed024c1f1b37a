// Rule (spill-prefetch, merge_alloc/prefetch.py): a buffer moved out of a space with a capacity
// is copied back into it for the loop where it is used most, and out again after the loop when
// the loop writes it, if every access to it goes through its value or views made from it, the
// loop reaches it only through its value, and the bytes accessed there exceed the bytes copied.
// The copy is an ordinary buffer of the space, planned (and kept or moved) as any other.

// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:768 spill-to=0 spill-prefetch time-limit=60}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null
// RUN: memplan-opt %s -p 'merge-alloc{capacity=1:768 spill-to=0 time-limit=60}' | FileCheck %s --check-prefix=OFF

// %a (512 bytes, read in a loop of 16 trips) and %b (512 bytes) are live together: at 768
// bytes %b, the lighter, moves to space 0. But %a is dead when the second loop, which writes
// %b 8 times, runs: %b is copied into space 1 for it (4096 bytes accessed there, 1024 copied)
// and back after it, sharing %a's bytes.
// REMARKS: remark: %b is moved out of its memory space, but copied into it for this scf.for, and out again after it: 4096 bytes accessed there for 1024 bytes copied
// REMARKS: remark: @split memory space 1 : i64: capacity 768 bytes: 1 buffer (512 bytes) moved to memory space 0
// REMARKS: remark: @split memory space 1 : i64: 2 buffers (1024 bytes) share an arena of 512 bytes

// CHECK:      %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8, 1>
// CHECK:      %[[B:.*]] = memref.alloc() : memref<128xf32>
// CHECK:      scf.for
// CHECK:      %[[FAST:.*]] = memref.view %[[ARENA]]
// CHECK-NEXT: memref.copy %[[B]], %[[FAST]] : memref<128xf32> to memref<128xf32, 1>
// CHECK-NEXT: scf.for
// CHECK:        outs(%[[FAST]] : memref<128xf32, 1>)
// CHECK:      memref.copy %[[FAST]], %[[B]] : memref<128xf32, 1> to memref<128xf32>
// CHECK-NEXT: memref.copy %[[B]], %{{.*}} : memref<128xf32> to memref<128xf32>
// CHECK-NEXT: memref.dealloc %[[B]]

// Without spill-prefetch %b is in space 0 throughout.
// OFF-NOT: remark
// OFF:     memref.alloc() : memref<128xf32>
// OFF-NOT: memref.copy {{.*}} to memref<128xf32, 1>

#map = affine_map<(d0) -> (d0)>
func.func @split(%x: memref<128xf32>, %out: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<128xf32, 1>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : memref<128xf32>) outs(%b : memref<128xf32, 1>) {
  ^bb0(%i: f32, %o: f32):
    %s = arith.mulf %i, %i : f32
    linalg.yield %s : f32
  }
  %a = memref.alloc() : memref<128xf32, 1>
  linalg.fill ins(%one : f32) outs(%a : memref<128xf32, 1>)
  scf.for %k = %c0 to %c16 step %c1 {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<128xf32, 1>) outs(%out : memref<128xf32>) {
    ^bb0(%i: f32, %o: f32):
      %s = arith.addf %i, %o : f32
      linalg.yield %s : f32
    }
  }
  memref.dealloc %a : memref<128xf32, 1>
  scf.for %k = %c0 to %c8 step %c1 {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%out : memref<128xf32>) outs(%b : memref<128xf32, 1>) {
    ^bb0(%i: f32, %o: f32):
      %s = arith.addf %i, %o : f32
      linalg.yield %s : f32
    }
  }
  memref.copy %b, %out : memref<128xf32, 1> to memref<128xf32>
  memref.dealloc %b : memref<128xf32, 1>
  return
}
