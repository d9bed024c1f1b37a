// --version names memplan's version and the MLIR it runs on; --list-passes lists memplan's passes
// with a summary, and each option with its type and default; a usage error is reported as such
// (exit 2: tests/cli/test_opt.py).

// RUN: memplan-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: memplan-opt -version | FileCheck %s --check-prefix=VERSION
// RUN: memplan --version | FileCheck %s --check-prefix=VERSION-MEMPLAN
// RUN: memplan-opt --list-passes | FileCheck %s --check-prefix=PASSES
// RUN: memplan-opt --list-passes | FileCheck %s --check-prefix=NO-EMPTY-DEFAULT
// RUN: not memplan-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=USAGE
// UNSUPPORTED: fast

// VERSION: memplan-opt {{[0-9]+\.[0-9]+\.[0-9]+}} on MLIR 22.{{[0-9.]+}}
// VERSION-MEMPLAN: memplan {{[0-9]+\.[0-9]+\.[0-9]+}} on MLIR 22.{{[0-9.]+}}

// PASSES:      bufferize  (module pass)
// PASSES-NEXT:   Bufferize tensor programs
// PASSES:        function-boundary-layout=<identity|fully-dynamic> {{.*}}(default: identity)
// PASSES:        writable-function-args=<bool> {{.*}}(default: false)
// PASSES:        alignment=<int> {{.*}}(default: 64)
// PASSES:        analysis-only=<bool> {{.*}}(default: false)
// PASSES:      merge-alloc  (function pass, anchored on func.func)
// PASSES-NEXT:   Merge a function's memref.allocs
// PASSES:        planner=<string> {{.*}}(default: auto)
// PASSES:        alignment=<int> {{.*}}(default: 64)
// PASSES:        analysis-only=<bool> {{.*}}(default: false)
// PASSES:        arena-from-argument=<bool> {{.*}}(default: false)
// PASSES:        time-limit=<seconds> {{.*}}(default: none)
// An option whose default depends on the others says so in its help, with no empty "(default: )".
// PASSES:        dynamic=<symbolic|upper-bound|off> {{.*}}else symbolic{{$}}
// NO-EMPTY-DEFAULT-NOT: (default: )

// USAGE: memplan-opt: error: unrecognized arguments: --no-such-flag
func.func @f() {
  return
}
