// Rule: each buffer's offset is a multiple of the largest of the alignment option (default 64),
// the alloc's own alignment attribute and its element's ABI alignment; the arena is aligned to the
// largest of them.

// RUN: memplan-opt %s -p merge-alloc | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// RUN: memplan-opt %s -p 'merge-alloc{alignment=8}' | FileCheck %s --check-prefix=EIGHT
// RUN: memplan-opt %s -p 'merge-alloc{alignment=16 planner=best-fit}' | FileCheck %s --check-prefix=SIXTEEN
// RUN: memplan-opt %s -p 'merge-alloc{alignment=16 planner=best-fit}' | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

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

// Three 1000-byte buffers at alignment 16: %a and %b live together, then %b and %c. %b asks for
// 256, so it cannot sit at 1000 (after %a) but at 1024; %a and %c share offset 0. The arena is
// 1024 + 1000 = 2024 bytes, aligned to 256.
// SIXTEEN-LABEL: func.func @attribute_over_option
// SIXTEEN:       %[[ARENA:.*]] = memref.alloc() {alignment = 256 : i64} : memref<2024xi8>
// SIXTEEN:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<2024xi8> to memref<250xf32>
// SIXTEEN:       memref.view %[[ARENA]][%c1024{{(_[0-9]+)?}}][] : memref<2024xi8> to memref<250xf32>
// SIXTEEN:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<2024xi8> to memref<250xf32>
func.func @attribute_over_option() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<250xf32>
  %b = memref.alloc() {alignment = 256 : i64} : memref<250xf32>
  %c = memref.alloc() : memref<250xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<250xf32>)
  linalg.fill ins(%cst : f32) outs(%b : memref<250xf32>)
  memref.copy %a, %b : memref<250xf32> to memref<250xf32>
  linalg.fill ins(%cst : f32) outs(%c : memref<250xf32>)
  memref.copy %b, %c : memref<250xf32> to memref<250xf32>
  return
}

// The largest alignment an attribute may ask for, 2^62: %a at offset 0 needs no padding, %b sits
// at 64, and the 128-byte arena is aligned to 2^62, without overflow in the arithmetic.
// CHECK-LABEL: func.func @largest_alignment
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 4611686018427387904 : i64} : memref<128xi8>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
func.func @largest_alignment() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() {alignment = 4611686018427387904 : i64} : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %x = memref.load %a[%c0] : memref<16xf32>
  %y = memref.load %b[%c0] : memref<16xf32>
  %z = memref.load %a[%c0] : memref<16xf32>
  return
}
