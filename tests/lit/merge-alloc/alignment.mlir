// Rule: each buffer's offset is a multiple of the largest of the alignment option (default 64),
// the alloc's own alignment attribute and its element's ABI alignment; the arena is aligned to the
// largest of them.

// RUN: memplan-opt %s -p merge-alloc | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{alignment=8}' | FileCheck %s --check-prefix=EIGHT

// Four 40-byte buffers: %a and %b live together, then %c (which asks for 256) and %d together.
// At alignment 64 the second of each pair sits at 64; %c, at 0, is 256-aligned; the arena is
// 64 + 40 = 104 bytes, aligned to 256.
// CHECK-LABEL: func.func @aligned
// CHECK:       memref.alloc() {alignment = 256 : i64} : memref<104xi8>
// CHECK-COUNT-2: memref.view %{{.*}}[%c{{(0|64)(_[0-9]+)?}}][] : memref<104xi8> to memref<10xf32>
// CHECK:       memref.view %{{.*}}[%c0{{(_[0-9]+)?}}][] : memref<104xi8> to memref<10xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<10xf32>)
// CHECK-NEXT:  %{{.*}} = arith.constant 64 : index

// At alignment 8 the pairs pack at 0 and 40: an 80-byte arena, still aligned to 256 for %c.
// EIGHT:       memref.alloc() {alignment = 256 : i64} : memref<80xi8>
func.func @aligned(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<10xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<10xf32>)
  %b = memref.alloc() : memref<10xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<10xf32>)
  %v = memref.load %a[%c0] : memref<10xf32>
  %w = memref.load %b[%c0] : memref<10xf32>
  %s = arith.addf %v, %w : f32
  %c = memref.alloc() {alignment = 256 : i64} : memref<10xf32>
  linalg.fill ins(%s : f32) outs(%c : memref<10xf32>)
  %d = memref.alloc() : memref<10xf32>
  linalg.fill ins(%s : f32) outs(%d : memref<10xf32>)
  %x = memref.load %c[%c0] : memref<10xf32>
  %y = memref.load %d[%c0] : memref<10xf32>
  %t = arith.addf %x, %y : f32
  memref.store %t, %out[] : memref<f32>
  return
}
