// The merge-alloc design's memory-space case, written anew: buffers in different memory spaces never
// share an arena. One arena per space, each sized by what is live together in that space alone:
//   default space:  %x, %y (8x64xf32, 2 KiB each), live together        -> 4096 bytes
//   private:        %p (4x64xf32, 1 KiB), %q (64xf32, 256 B), together   -> 1280 bytes
//   workgroup:      %s (8x64xf32, 2 KiB), %t (6x64xf32, 1.5 KiB), together -> 3584 bytes
// Each view keeps its buffer's memory space.

// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | mlir-opt -o %t.mlir

// CHECK-LABEL: func.func @memory_spaces
// CHECK-DAG:   %[[DEF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK-DAG:   %[[PRIV:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1280xi8, #gpu.address_space<private>>
// CHECK-DAG:   %[[WG:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3584xi8, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: memref.view %[[DEF]][%{{.*}}][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:       memref.view %[[PRIV]][%{{.*}}][] : memref<1280xi8, #gpu.address_space<private>> to memref<4x64xf32, #gpu.address_space<private>>
// CHECK:       memref.view %[[PRIV]][%{{.*}}][] : memref<1280xi8, #gpu.address_space<private>> to memref<64xf32, #gpu.address_space<private>>
// CHECK:       memref.view %[[WG]][%{{.*}}][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<8x64xf32, #gpu.address_space<workgroup>>
// CHECK:       memref.view %[[WG]][%{{.*}}][] : memref<3584xi8, #gpu.address_space<workgroup>> to memref<6x64xf32, #gpu.address_space<workgroup>>
// CHECK-NOT:   memref.alloc

func.func @memory_spaces(%out: memref<f32>) {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<8x64xf32>)
  %y = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%y : memref<8x64xf32>)
  %p = memref.alloc() : memref<4x64xf32, #gpu.address_space<private>>
  linalg.fill ins(%one : f32) outs(%p : memref<4x64xf32, #gpu.address_space<private>>)
  %q = memref.alloc() : memref<64xf32, #gpu.address_space<private>>
  linalg.fill ins(%one : f32) outs(%q : memref<64xf32, #gpu.address_space<private>>)
  %vp = memref.load %p[%i, %i] : memref<4x64xf32, #gpu.address_space<private>>
  %s = memref.alloc() : memref<8x64xf32, #gpu.address_space<workgroup>>
  linalg.fill ins(%vp : f32) outs(%s : memref<8x64xf32, #gpu.address_space<workgroup>>)
  %t = memref.alloc() : memref<6x64xf32, #gpu.address_space<workgroup>>
  linalg.fill ins(%one : f32) outs(%t : memref<6x64xf32, #gpu.address_space<workgroup>>)
  %vq = memref.load %q[%i] : memref<64xf32, #gpu.address_space<private>>
  %vs = memref.load %s[%i, %i] : memref<8x64xf32, #gpu.address_space<workgroup>>
  %vt = memref.load %t[%i, %i] : memref<6x64xf32, #gpu.address_space<workgroup>>
  %vx = memref.load %x[%i, %i] : memref<8x64xf32>
  %vy = memref.load %y[%i, %i] : memref<8x64xf32>
  %a = arith.addf %vq, %vs : f32
  %b = arith.addf %vt, %vx : f32
  %c = arith.addf %a, %b : f32
  %d = arith.addf %c, %vy : f32
  memref.store %d, %out[] : memref<f32>
  return
}
