#!/bin/sh
# The HTML handout in a real browser (Debian's chromium, headless; not part of CI: `apt-get install chromium`):
# writes the built-in lecture's handout, loads each language's page, fails on a console error or a figure
# that does not load, opens every answer by a click on its summary, and saves screenshots at a phone's
# 390 x 844 and at 1920 x 1080 into the output folder to look at.
#   scripts/check-handout.sh [build/app/posenc] [OUT]
set -eu
posenc=${1:-build/app/posenc}
out=${2:-$(mktemp -d)}
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "check-handout: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
mkdir -p "$out"
rm -rf "$out/handout"
"$posenc" export --lecture builtin --format html --out "$out/handout" >/dev/null
run() { "$browser" --headless=new --no-sandbox --disable-gpu --allow-file-access-from-files --hide-scrollbars --enable-logging=stderr --v=0 "$@" 2>>"$out/chromium.log"; }
status=0
for page in index.html index.zh_CN.html; do
    # A page of our own frames the handout (same origin under file://) and reports in its title what a
    # reader meets: the figures loaded or not, and the answers opened by a click.
    cat > "$out/handout/check-$page" <<HTML
<!DOCTYPE html><html><head><meta charset="utf-8"><title>pending</title></head><body>
<iframe id="f" src="$page" style="width:1280px;height:900px"></iframe>
<script>
window.onerror = function (m) { document.title = "error: " + m; };
document.getElementById("f").onload = function () {
  const d = this.contentDocument;
  const images = Array.from(d.images);
  const broken = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute("src"));
  const details = Array.from(d.querySelectorAll("details"));
  const closed = details.filter(x => x.open).length;
  details.forEach(x => x.querySelector("summary").click());
  const opened = details.filter(x => x.open).length;
  const external = Array.from(d.querySelectorAll("[src],[href]")).map(e => e.getAttribute("src") || e.getAttribute("href"))
                        .filter(u => /^(https?:)?\/\//.test(u));
  document.title = "images " + images.length + " broken " + broken.length + " answers " + details.length +
                   " open-before " + closed + " open-after " + opened + " external " + external.length +
                   (broken.length ? " first-broken " + broken[0] : "");
};
</script></body></html>
HTML
    result=$(run --virtual-time-budget=20000 --dump-dom "file://$(realpath "$out/handout/check-$page")" |
             sed -n 's:.*<title>\(.*\)</title>.*:\1:p')
    echo "$page: $result"
    case "$result" in
        *"broken 0 "*"open-before 0 "*) ;;
        *) status=1 ;;
    esac
    answers=$(echo "$result" | sed -n 's/.* answers \([0-9]*\) .*/\1/p')
    opened=$(echo "$result" | sed -n 's/.* open-after \([0-9]*\) .*/\1/p')
    [ -n "$answers" ] && [ "$answers" -gt 0 ] && [ "$answers" = "$opened" ] || status=1
    echo "$result" | grep -q "external 0" || status=1
    rm "$out/handout/check-$page"
    for size in 390,844 1920,1080; do
        run --window-size=$size --screenshot="$out/${page%.html}-${size%,*}.png" "file://$(realpath "$out/handout/$page")" >/dev/null
    done
done
if grep -qi "Uncaught\|ERROR:CONSOLE" "$out/chromium.log"; then
    echo "check-handout: console errors (see $out/chromium.log)" >&2
    status=1
fi
echo "screenshots in $out"
exit $status
