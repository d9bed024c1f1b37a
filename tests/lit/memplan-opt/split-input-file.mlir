// --split-input-file: each chunk between "// -----" lines is parsed and run on its own; outputs are
// joined by the same marker; a chunk's errors are located with the whole file's line numbers, and
// the other chunks still run. Any failed chunk makes the run fail (and write nothing).

// RUN: rm -f %t.out
// RUN: not memplan-opt %s -split-input-file -p merge-alloc -o %t.out 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.out
// RUN: memplan-opt %s --split-input-file -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK:      func.func @first
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @third
// CHECK-NOT:  // -----

// ERR: split-input-file.mlir:28:37: error: expected ',' or '>' in memref type
// ERR-NEXT:   %a = memref.alloc() : memref<4xf32
// ERR-NEXT: {{^ {36}\^$}}

func.func @first() {
  return
}

// -----

func.func @second() {
  // expected-error @below {{expected ',' or '>' in memref type}}
  %a = memref.alloc() : memref<4xf32
  return
}

// -----

func.func @third() {
  return
}
