# Sourced by compare.sh and engine_compare.sh, from the package root: makes
# the kiwisolver venv (VENV) and builds Benchmarks in release (BIN). Set
# SCRATCH_PATH to build somewhere other than .build.
VENV=Benchmarks/kiwi/.venv
[[ -x $VENV/bin/python ]] || python3 -m venv $VENV
$VENV/bin/pip install --quiet kiwisolver

BUILD=(swift build -c release --product Benchmarks ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${BUILD[@]}" >/dev/null
BIN="$("${BUILD[@]}" --show-bin-path)/Benchmarks"
