// Rule: an op whose memory effects memplan does not know (an unregistered "test.source", another
// project's dialect) may keep a reference to what it is given: the buffer keeps its allocation.
//
// This is where memplan parts from the merge-alloc design, whose tests treat "test.source" as a
// plain access: with memplan, the design's own test programs would merge nothing. The catalogue in
// ../design is therefore written with ops whose effects are known (linalg, memref.load/store).

// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @unknown
// CHECK-NOT:   memref.view
// CHECK:       %[[B:.*]] = memref.alloc() : memref<8x64xf32>
// CHECK:       "test.source"(%[[B]])
// CHECK:       %[[C:.*]] = memref.alloc() : memref<8x64xf32>
// CHECK:       "test.source"(%[[C]])
func.func @unknown() {
  // expected-remark @below {{left alone in @unknown: passed to test.source, whose memory effects are not modelled}}
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b) : (memref<8x64xf32>) -> ()
  // expected-remark @below {{left alone in @unknown: passed to test.source, whose memory effects are not modelled}}
  %c = memref.alloc() : memref<8x64xf32>
  "test.source"(%c) : (memref<8x64xf32>) -> ()
  return
}
