// --split-input-file=MARKER splits at lines starting with MARKER instead of "// -----" (the bare flag
// keeps "// -----"); outputs are joined by "// -----" whatever the input's marker, as mlir-opt joins
// them, or by --output-split-marker. An empty marker splits nothing, as in mlir-opt.

// RUN: memplan-opt %s --split-input-file='// +++++' | FileCheck %s
// RUN: memplan-opt %s -split-input-file='// +++++' --output-split-marker='// =====' | FileCheck %s --check-prefix=OUTPUT
// RUN: memplan-opt %s --split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: memplan-opt %s --split-input-file= | FileCheck %s --check-prefix=NONE
// RUN: not memplan-opt %s --split-input-file='// +++++' -p 'builtin.module(func.func(canonicalize))' --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=LINES
// UNSUPPORTED: fast

// CHECK:      func.func @a
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @b
// CHECK:        func.func @c
// CHECK-NOT:  // -----

// OUTPUT:      func.func @a
// OUTPUT:      // =====
// OUTPUT-NEXT: module {
// OUTPUT-NEXT:   func.func @b
// OUTPUT-NOT:  // -----

// DEFAULT:      func.func @a
// DEFAULT-NOT:  // -----
// DEFAULT:      func.func @b
// DEFAULT:      // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT:   func.func @c

// NONE-NOT: // -----
// NONE:     func.func @a
// NONE:     func.func @b
// NONE:     func.func @c
// NONE-NOT: // -----

// Locations keep the whole file's line numbers.
// LINES: split-input-file-marker.mlir:[[# @LINE + 13]]:6: error: expected remark "in the second chunk" was not produced
// LINES-NEXT: {{^  // expected-[r]emark @below .*in the second chunk.*$}}
// LINES-NEXT: {{^     \^~+$}}

func.func @a() {
  return
}
  // +++++
func.func @b() {
  return
}
// -----
func.func @c() {
  // expected-remark @below {{in the second chunk}}
  return
}
