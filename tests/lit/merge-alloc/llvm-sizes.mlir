// Rule: a buffer takes exactly the bytes the lowering to LLVM lays out: only the innermost vector
// dimension is padded (vector<5x3xf32> is 5 x vector<3xf32> of 16 bytes: 80), odd integers round
// up to a power-of-two byte size (i24: 4 bytes, i200: 32), f80 takes 16, complex<f64> 16.

// RUN: memplan-opt %s -p 'merge-alloc{analysis-only alignment=1}' | FileCheck %s

// Each buffer is live alone, so each arena entry's lower bound is the largest of them; the
// remark-free way to read sizes is the arena of a scope holding one buffer.
// CHECK-LABEL: func.func @vectors
// CHECK-SAME:  memplan.arenas = [{lower_bound = 160 : i64, size = 160 : i64}]
func.func @vectors(%v: vector<5x3xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xvector<5x3xf32>>
  memref.store %v, %a[%c0] : memref<2xvector<5x3xf32>>
  return
}
// CHECK-LABEL: func.func @i24
// CHECK-SAME:  memplan.arenas = [{lower_bound = 40 : i64, size = 40 : i64}]
func.func @i24(%x: i24) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<10xi24>
  memref.store %x, %a[%c0] : memref<10xi24>
  return
}
// CHECK-LABEL: func.func @i200
// CHECK-SAME:  memplan.arenas = [{lower_bound = 96 : i64, size = 96 : i64}]
func.func @i200(%x: i200) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xi200>
  memref.store %x, %a[%c0] : memref<3xi200>
  return
}
// CHECK-LABEL: func.func @f80
// CHECK-SAME:  memplan.arenas = [{lower_bound = 48 : i64, size = 48 : i64}]
func.func @f80(%x: f80) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xf80>
  memref.store %x, %a[%c0] : memref<3xf80>
  return
}
// CHECK-LABEL: func.func @complex
// CHECK-SAME:  memplan.arenas = [{lower_bound = 32 : i64, size = 32 : i64}]
func.func @complex(%x: complex<f64>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xcomplex<f64>>
  memref.store %x, %a[%c0] : memref<2xcomplex<f64>>
  return
}
