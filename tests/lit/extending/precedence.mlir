// Rule: one precedence rule for every registry (planners, passes, op records, bufferization
// models, hooks): a user's registration in Python wins, then memplan's own, then a plugin's; a
// plugin may not take a name memplan has. That is an error naming the plugin (group, package,
// target) and the built-in, at the first use of the name, located where it is used. Each RUN
// line puts one tests-only package, which takes one built-in name, on PYTHONPATH (Inputs/clash-*;
// the name is refused before its target is ever imported). The user's side of the rule is
// Python's: tests/foundation/test_precedence.py.

// RUN: not env PYTHONPATH=%S/Inputs/clash-planner memplan-opt %s --split-input-file -p 'func.func(merge-alloc{planner=best-fit})' 2>&1 | FileCheck %s --check-prefix=PLANNER
// RUN: not env PYTHONPATH=%S/Inputs/clash-pass memplan-opt %s --split-input-file -p 'func.func(merge-alloc)' 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not env PYTHONPATH=%S/Inputs/clash-op memplan-opt %s --split-input-file -p 'func.func(reorder)' 2>&1 | FileCheck %s --check-prefix=OP
// RUN: not env PYTHONPATH=%S/Inputs/clash-model memplan-opt %s --split-input-file -p 'bufferize' 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: not env PYTHONPATH=%S/Inputs/clash-hook memplan-opt %s --split-input-file -p 'bufferize' 2>&1 | FileCheck %s --check-prefix=HOOK
// RUN: memplan-opt %s --split-input-file -p 'func.func(reorder),bufferize,func.func(merge-alloc{planner=best-fit})' -o /dev/null
// UNSUPPORTED: fast

// PLANNER: error: plugin 'best-fit' (memplan.planners in clash-planner 1.0: memplan_clash:never_imported) cannot be used: 'best-fit' is a built-in planner; give it another name
// PASS: error: plugin 'merge-alloc' (memplan.passes in clash-pass 1.0: memplan_clash:never_imported) cannot be used: 'merge-alloc' is a built-in pass; give it another name
// HOOK: error: plugin 'memref-copy' (memplan.copy_hooks in clash-hook 1.0: memplan_clash:never_imported) cannot be used: 'memref-copy' is a built-in copy hook; give it another name

// OP: precedence.mlir:[[# @LINE + 4]]:3: error: plugin 'memref.copy' (memplan.ops in clash-op 1.0: memplan_clash:never_imported) cannot be used: 'memref.copy' is a built-in op record; give it another name
// OP-NEXT: memref.copy %a, %b
func.func @copy(%a: memref<64xf32>) {
  %b = memref.alloc() : memref<64xf32>
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  return
}

// -----

// MODEL: precedence.mlir:[[# @LINE + 3]]:8: error: plugin 'tensor.empty' (memplan.models in clash-model 1.0: memplan_clash:never_imported) cannot be used: 'tensor.empty' is a built-in bufferization model; give it another name
// MODEL-NEXT: %e = tensor.empty()
func.func @empty(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.exp ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %y : tensor<64xf32>
}
