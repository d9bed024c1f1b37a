// mlir-opt's IR printing flags, for memplan's passes as for upstream's: dumps on stderr headed
// "IR Dump Before/After NAME (ARGUMENT)" (memplan's passes by class name and pipeline name, as
// upstream's: CSE (cse), MergeAllocPass (merge-alloc)). As in mlir-opt, --mlir-print-ir-after-change
// narrows --mlir-print-ir-after-all to passes that changed the IR (alone it prints nothing), and
// --mlir-print-ir-after-failure prints after a failed pass only. For upstream passes the dumps are
// mlir-opt's, byte for byte; the printing form follows --mlir-print-op-generic. After a failure:
// print-ir-after-failure.mlir.

// RUN: memplan-opt %s --cse --merge-alloc --cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: memplan-opt %s --cse --merge-alloc --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: memplan-opt %s --cse --merge-alloc --cse --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: memplan-opt %s --cse --merge-alloc --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTHING --allow-empty
// RUN: memplan-opt %s --merge-alloc --mlir-print-ir-after-all -mlir-print-op-generic -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: memplan-opt %s -p 'builtin.module(func.func(cse, canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-before-all -o /dev/null 2> %t.memplan
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse, canonicalize))' --mlir-print-ir-after-all --mlir-print-ir-before-all -o /dev/null 2> %t.mlir
// RUN: diff %t.memplan %t.mlir
// UNSUPPORTED: fast

// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER:      // -----// IR Dump After MergeAllocPass (merge-alloc) //----- //
// AFTER-NEXT: module {
// AFTER:        memref.view
// AFTER:      // -----// IR Dump After CSE (cse) //----- //

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE:      // -----// IR Dump Before MergeAllocPass (merge-alloc) //----- //
// BEFORE-NOT:    memref.view

// The first CSE finds nothing to share; merge-alloc rewrites; the second CSE shares its constants.
// CHANGE-NOT: IR Dump After CSE
// CHANGE:     // -----// IR Dump After MergeAllocPass (merge-alloc) //----- //
// CHANGE:     // -----// IR Dump After CSE (cse) //----- //

// NOTHING-NOT: {{.}}

// GENERIC:      // -----// IR Dump After MergeAllocPass (merge-alloc) //----- //
// GENERIC-NEXT: "builtin.module"() ({

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

