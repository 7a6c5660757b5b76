#!/bin/sh
# Compares what two builds of posenc export, file by file and byte by byte: every figure as CSV and PNG
# for a set of parameter cases, plus the README's examples. Used to show that a reshape of the code
# changes no output (issue "Room for many encodings"):
#
#     tests/app/compare-exports.sh OLD/build/app/posenc NEW/build/app/posenc [WORKDIR]
#
# Prints one line per file that differs and a summary; exit 0 when all files are identical.
set -eu
old="$1"
new="$2"
work="${3:-$(mktemp -d)}"
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME="$work/config"

# One case per line: a name, then the parameters.
cases='default|
odd|--d-model 7 --length 9 --position 3 --offset -2
start|--start 1000000 --length 12 --d-model 16
cosine|--cosine --d-model 64 --length 128 --comparison-base 50
pair|--pair 5 --d-model 32 --compare-position 10 --offset 3
attention|--attention-text "the cat sat on the mat" --attention-pe --d-model 24
chinese|--text "我是一条狗" --d-model 16 --offset 2 --no-embedding-scale
large|--d-model 512 --length 300 --base 500
scaled|--scale 2 --caption --d-model 32 --length 24 --offset 3
fairseq|--convention fairseq --d-model 10 --length 8 --pair 2 --position 4
padding|--padding-idx 3 --start 4 --d-model 9 --length 6 --layout halves
layout|--layout halves --spacing t2t --d-model 9 --pair 4 --compare-position 3
rope|--head-dim 8 --rotary-dim 4 --rope-pairing halves --query 1,2,3,4,5,6,7,8 --start 5 --position 7 --length 10'

# Every figure the old build knows (its --help lists them), so a figure it lacks cannot go unnoticed.
figures=$("$old" --help | tr -d ' \n' | sed -n 's/.*export:thefigure,\([a-z|-]*\)|all[|.,].*/\1/p' | tr '|' ' ')
[ -n "$figures" ] || { echo "compare-exports: cannot read the figures from $old --help" >&2; exit 2; }

run() { # binary outdir name params...
    binary="$1"; dir="$2"; name="$3"; shift 3
    for figure in $figures; do
        "$binary" export --figure "$figure" --format csv --out "$dir/$name-$figure.csv" "$@" >/dev/null
        "$binary" export --figure "$figure" --out "$dir/$name-$figure.png" --width 960 --height 540 "$@" >/dev/null
    done
}

for side in old new; do
    binary=$old
    [ "$side" = new ] && binary=$new
    dir="$work/$side"
    mkdir -p "$dir"
    echo "$cases" | while IFS='|' read -r name params; do
        eval "run \"$binary\" \"$dir\" \"$name\" $params"
    done
    # The README's examples.
    "$binary" export --figure pe --format csv --d-model 512 --length 2048 --out "$dir/readme-pe.csv" >/dev/null
    "$binary" export --figure all --out "$dir/readme-slides" --text "我是一条狗" --d-model 16 --offset 2 >/dev/null
    "$binary" export --figure clock --out "$dir/readme-clock.png" --position 7 --offset 3 --width 1280 --height 720 --scale 2 >/dev/null
    "$binary" export --figure naive --length 11 --position 5 --caption --out "$dir/readme-naive.png" >/dev/null
    "$binary" export --figure similarity --format csv --d-model 64 --length 128 --out "$dir/readme-similarity.csv" >/dev/null
done

same=0
different=0
for file in $( (cd "$work/old" && find . -type f; cd "$work/new" && find . -type f) | sort -u); do
    if cmp -s "$work/old/$file" "$work/new/$file"; then
        same=$((same + 1))
    else
        echo "differs: $file"
        different=$((different + 1))
    fi
done
echo "compare-exports: $same identical, $different different (files in $work)"
[ "$different" -eq 0 ]
