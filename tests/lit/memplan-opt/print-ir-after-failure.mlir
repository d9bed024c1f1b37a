// --mlir-print-ir-after-failure prints the IR after a pass that failed, and after no other, as
// mlir-opt does: memplan's passes as upstream's ("IR Dump After MergeAllocPass Failed"); the
// error follows, located as usual.

// RUN: not memplan-opt %s -split-input-file --symbol-dce --merge-alloc --cse --mlir-print-ir-after-failure -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// RUN: not memplan-opt %s -split-input-file --cse --one-shot-bufferize --mlir-print-ir-after-failure -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// CHECK-NOT:  IR Dump After SymbolDCE
// CHECK:      // -----// IR Dump After MergeAllocPass Failed (merge-alloc) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @huge()
// CHECK:      print-ir-after-failure.mlir:[[# @LINE + 6]]:1: error: merge-alloc: the arena of @huge would take
// CHECK-NOT:  IR Dump

// UPSTREAM-NOT:  IR Dump After CSE
// UPSTREAM:      // -----// IR Dump After OneShotBufferizePass Failed (one-shot-bufferize) //----- //
// UPSTREAM:      print-ir-after-failure.mlir:[[# @LINE + 14]]:8: error: op was not bufferized
func.func @huge() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4611686018427387904xi8>
  %b = memref.alloc() : memref<4611686018427387904xi8>
  %x = memref.load %a[%c0] : memref<4611686018427387904xi8>
  %y = memref.load %b[%c0] : memref<4611686018427387904xi8>
  %z = memref.load %a[%c0] : memref<4611686018427387904xi8>
  return
}

// -----

func.func @unknown() {
  %t = "test.x"() : () -> tensor<4xf32>
  %u = "test.y"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
