// mlir-opt's printing flags: --mlir-print-op-generic (and memplan's older --generic), and
// --mlir-print-debuginfo, whose locations name the input file as mlir-opt's do. One dash or two.

// RUN: memplan-opt %s -p merge-alloc --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: memplan-opt %s -p merge-alloc -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: memplan-opt %s -p merge-alloc --generic | FileCheck %s --check-prefix=GENERIC
// RUN: memplan-opt %s -p merge-alloc --generic | mlir-opt -o %t.mlir
// RUN: memplan-opt %s -p merge-alloc --generic -o %t.generic
// RUN: FileCheck %s --check-prefix=GENERIC --input-file=%t.generic
// RUN: mlir-opt %t.generic -o /dev/null
// RUN: memplan-opt %s -mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: cat %s | memplan-opt -mlir-print-debuginfo | FileCheck %s --check-prefix=STDIN
// UNSUPPORTED: fast

// GENERIC: "memref.view"(%{{.*}}, %{{.*}}) : (memref<128xi8>, index) -> memref<16xf32>
// DEBUG:   #{{loc[0-9]*}} = loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// STDIN:   #{{loc[0-9]*}} = loc("<stdin>":{{[0-9]+}}:{{[0-9]+}})
func.func @f(%out: memref<f32>) {
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
