// A parse error is located (FILE:LINE:COL), shows the source line and a caret under the column, as
// mlir-opt shows it, and exits 1 with no output written. MLIR's own hint to pass
// -allow-unregistered-dialect works as written, with one dash.

// RUN: not memplan-opt %s 2>&1 | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=OK
// RUN: memplan-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=OK
// UNSUPPORTED: fast

// CHECK: parse-errors.mlir:[[# @LINE + 5]]:12: error: {{.*}}unregistered dialect{{.*}}use -allow-unregistered-dialect
// CHECK-NEXT: {{^}}  "test.op"() : () -> ()
// CHECK-NEXT: {{^ {11}\^$}}
// OK: "test.op"() : () -> ()
func.func @f() {
  "test.op"() : () -> ()
  return
}
