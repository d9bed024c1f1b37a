// --verify-diagnostics reports each failure as mlir-opt does, byte for byte: an unexpected
// diagnostic with its source line and a caret; an expectation not met at its comment, underlined
// as long as its text; unexpected ones first, then the unmet ones, in the order of the file.

// RUN: not memplan-opt %s --split-input-file --verify-diagnostics -o /dev/null 2> %t.memplan
// RUN: not mlir-opt %s --split-input-file --verify-diagnostics -o /dev/null 2> %t.mlir
// RUN: diff %t.memplan %t.mlir
// RUN: FileCheck %s --input-file %t.memplan

// CHECK:      verify-diagnostics-format.mlir:[[# @LINE + 14]]:37: error: unexpected error: expected ',' or '>' in memref type
// CHECK-NEXT: {{^}}  %a = memref.alloc() : memref<4xf32{{$}}
// CHECK-NEXT: {{^ {36}\^$}}
// CHECK:      verify-diagnostics-format.mlir:[[# @LINE + 25]]:11: error: unexpected error: operation being parsed with an unregistered dialect
// CHECK-NEXT: {{^}}  "test.x"() : () -> (){{$}}
// CHECK-NEXT: {{^ {10}\^$}}
// CHECK:      verify-diagnostics-format.mlir:[[# @LINE + 7]]:6: error: expected error "this will not match" was not produced
// CHECK-NEXT: {{^  // expected-[e]rror @below .*$}}
// CHECK-NEXT: {{^     \^~{18}$}}
// CHECK:      verify-diagnostics-format.mlir:[[# @LINE + 12]]:6: error: expected error "never" was not produced
// CHECK-NEXT: {{^  // expected-[e]rror @\+1 .*$}}
// CHECK-NEXT: {{^     \^~~~~$}}
func.func @f() {
  // expected-error @below {{this will not match}}
  %a = memref.alloc() : memref<4xf32
  return
}

// -----

func.func @g() {
  // expected-error @+1 {{never}}
  return
}

// -----

func.func @h() {
  "test.x"() : () -> ()
  return
}
