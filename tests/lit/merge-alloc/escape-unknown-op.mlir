// Rule: an op whose memory effects memplan does not know (an unregistered "test.source", another
// project's dialect) may keep a reference to what it is given: the buffer keeps its allocation,
// as does one used or allocated inside the region of such an op (its execution is not modelled
// either). The other buffers of the function are planned.
//
// This is where memplan parts from the merge-alloc design, whose tests treat "test.source" as a
// plain access: with memplan, the design's own test programs would merge nothing. The catalogue in
// ../design is therefore written with ops whose effects are known (linalg, memref.load/store).

// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc | mlir-opt -allow-unregistered-dialect -o %t.mlir
// UNSUPPORTED: fast

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

// CHECK-LABEL: func.func @used_and_temporary
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       "test.use"(%[[KEPT]])
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// expected-remark @below {{@used_and_temporary: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @used_and_temporary() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @used_and_temporary: passed to test.use, whose memory effects are not modelled}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  "test.use"(%a) : (memref<16xf32>) -> ()
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}

// CHECK-LABEL: func.func @read_in_a_region
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       "test.region"() ({
// CHECK:         memref.load %[[KEPT]]
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<64xi8> to memref<16xf32>
// expected-remark @below {{@read_in_a_region: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @read_in_a_region() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @read_in_a_region: used inside the region of test.region, whose semantics are unknown}}
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  "test.region"() ({
    %v = memref.load %a[%c0] : memref<16xf32>
    "test.end"() : () -> ()
  }) : () -> ()
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}

// The result of an unknown op may be its operand (here it is returned): the operand's buffer is
// left alone.
// CHECK-LABEL: func.func @result_of_unknown_op
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       "test.id"(%[[KEPT]])
func.func @result_of_unknown_op() -> memref<16xf32> {
  // expected-remark @below {{left alone in @result_of_unknown_op: passed to test.id, whose memory effects are not modelled}}
  %a = memref.alloc() : memref<16xf32>
  %b = "test.id"(%a) : (memref<16xf32>) -> memref<16xf32>
  return %b : memref<16xf32>
}

// CHECK-LABEL: func.func @allocated_in_a_region
// CHECK-NOT:   memref.view
// CHECK:       "test.loop"() ({
// CHECK:         memref.alloc() : memref<16xf32>
// CHECK-NOT:   memref.view
// CHECK:       return
func.func @allocated_in_a_region() {
  %cst = arith.constant 1.0 : f32
  "test.loop"() ({
    // expected-remark @below {{left alone in @allocated_in_a_region: allocated inside the region of test.loop, whose execution this pass does not model}}
    %a = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
