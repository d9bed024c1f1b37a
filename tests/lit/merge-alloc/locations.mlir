// Rule: the rewritten IR keeps each buffer's location on the ops that replace its allocation (the
// offset constant and the memref.view), so --mlir-print-debuginfo says where each view came
// from; the arena takes its scope's location. Lines 16 and 19 below are @located and %a.

// RUN: memplan-opt %s -p merge-alloc -mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: func.func @located
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8> loc(#[[FUNC:loc[0-9]*]])
// CHECK:       memref.view {{.*}} loc(#[[A:loc[0-9]+]])
// CHECK:       memref.view {{.*}} loc(#[[B:loc[0-9]+]])
// CHECK-DAG:   #[[FUNC]] = loc("{{.*}}locations.mlir":16:1)
// CHECK-DAG:   #[[A]] = loc("{{.*}}locations.mlir":19:8)
// CHECK-DAG:   #[[B]] = loc(fused[#[[NAME:loc[0-9]+]], #[[POS:loc[0-9]+]]])
// CHECK-DAG:   #[[NAME]] = loc("conv1")
// CHECK-DAG:   #[[POS]] = loc("model.py":42:7)
func.func @located(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32> loc(fused["conv1", "model.py":42:7])
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}
