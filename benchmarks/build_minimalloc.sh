#!/bin/sh
# Build MiniMalloc (github.com/google/minimalloc), the exact solver bench_planners.py compares
# against:  python benchmarks/bench_planners.py --minimalloc build/minimalloc/minimalloc
#
# Dependencies from Debian only: g++ (C++20), pkg-config and libabsl-dev
#   apt-get install g++ pkg-config libabsl-dev
# Debian 12 ships abseil 20220623, which has no absl/log; MiniMalloc uses it from commit
# fc7889b on, so this builds the last commit before (b48d617, the solver of the paper plus
# hatless pruning), compiling the sources directly (its CMake wants abseil as a git
# submodule). One line needs a change: Debian's absl::string_view is not std::string_view.
#
#   sh benchmarks/build_minimalloc.sh [SOURCE_DIR]   (default: clones into build/minimalloc)
# Without network access to GitHub, clone from any copy of the repository (a mirror, a bundle):
#   MINIMALLOC_REPO=/path/to/minimalloc.git sh benchmarks/build_minimalloc.sh
set -eu
DIR=${1:-build/minimalloc}
REPO=${MINIMALLOC_REPO:-https://github.com/google/minimalloc}
COMMIT=b48d617
if [ ! -d "$DIR/src" ]; then
  git clone -q "$REPO" "$DIR"
fi
cd "$DIR"
git -c advice.detachedHead=false checkout -q "$COMMIT" 2>/dev/null || true
sed -i 's/for (const std::string_view& record : records)/for (const absl::string_view\& record : records)/' \
  src/converter.cc
g++ -std=c++20 -O3 -DNDEBUG -Isrc src/converter.cc src/minimalloc.cc src/solver.cc src/sweeper.cc \
  src/validator.cc src/main.cc -o minimalloc \
  $(pkg-config --libs absl_flags absl_flags_parse absl_statusor absl_str_format absl_flat_hash_map)
echo "built $DIR/minimalloc"
