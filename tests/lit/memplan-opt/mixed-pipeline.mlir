// memplan's passes and upstream's run in one pipeline, on a file or on standard input ("-"):
// merge-alloc with its options, then upstream's canonicalize and cse over its output (which hoist
// and merge the offset constants).

// RUN: memplan-opt %s -p 'merge-alloc{planner=best-fit alignment=128}' | FileCheck %s --check-prefix=OPTIONS
// RUN: memplan-opt %s -p 'merge-alloc{planner=best-fit alignment=128}' | mlir-opt -o /dev/null
// RUN: cat %s | memplan-opt - -p merge-alloc,canonicalize,cse | FileCheck %s --check-prefix=MIXED
// RUN: cat %s | memplan-opt - -p merge-alloc,canonicalize,cse | mlir-opt -o /dev/null
// UNSUPPORTED: fast

// %a and %b (128 bytes each) live together; %c is returned. At alignment 128 they sit at 0 and 128.
// OPTIONS-LABEL: func.func @f
// OPTIONS:       %[[ARENA:.*]] = memref.alloc() {alignment = 128 : i64} : memref<256xi8>
// OPTIONS:       memref.view %[[ARENA]][%c0][] : memref<256xi8> to memref<32xf32>
// OPTIONS:       memref.view %[[ARENA]][%c128][] : memref<256xi8> to memref<32xf32>
// OPTIONS-NOT:   memref.view
// OPTIONS:       return

// The two offsets, hoisted to the top as the only two constants; still two views.
// MIXED-LABEL: func.func @f
// MIXED-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// MIXED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// MIXED-NEXT:    %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// MIXED-NOT:     arith.constant
// MIXED:         memref.view %[[ARENA]][%[[C0]]][] : memref<256xi8> to memref<32xf32>
// MIXED-NOT:     arith.constant
// MIXED:         memref.view %[[ARENA]][%[[C128]]][] : memref<256xi8> to memref<32xf32>
// MIXED-NOT:     memref.view
// MIXED-NOT:     arith.constant
// MIXED:         return
func.func @f(%x: memref<32xf32>) -> memref<32xf32> {
  %a = memref.alloc() : memref<32xf32>
  linalg.add ins(%x, %x : memref<32xf32>, memref<32xf32>) outs(%a : memref<32xf32>)
  %b = memref.alloc() : memref<32xf32>
  linalg.add ins(%a, %x : memref<32xf32>, memref<32xf32>) outs(%b : memref<32xf32>)
  %c = memref.alloc() : memref<32xf32>
  linalg.add ins(%b, %x : memref<32xf32>, memref<32xf32>) outs(%c : memref<32xf32>)
  return %c : memref<32xf32>
}
