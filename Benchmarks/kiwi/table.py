"""Merges `RESULT`/`CHECK` lines of paired runs (ours and kiwi's, taken
seconds apart) into one markdown table; exits 1 if a checksum differs.

Usage: table.py --pair OURS KIWI [--pair OURS KIWI ...]
A time is that side's median over the pairs that measured it; the ratio is
the median of the per-pair ratios, so that a machine slowing down between
pairs does not favour either side.
"""
import argparse
import math
import statistics
import sys


def parse(path):
    results, checks = {}, {}
    for line in open(path):
        f = line.split()
        if f and f[0] == "RESULT":
            results[(f[1], int(f[2]), f[3])] = float(f[4])
        elif f and f[0] == "CHECK":
            checks[(f[1], int(f[2]))] = float(f[3])
    return results, checks


def merged_checks(runs):
    """One checksum per workload and size; every run must agree (both solvers are deterministic)."""
    checks = {}
    for _, run_checks in runs:
        for key, value in run_checks.items():
            if key in checks and checks[key] != value:
                sys.exit("runs of the same solver disagree on %s: %r vs %r" % (key, checks[key], value))
            checks[key] = value
    return checks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pair", nargs=2, action="append", required=True, metavar=("OURS", "KIWI"))
    args = parser.parse_args()
    pairs = [(parse(ours), parse(kiwi)) for ours, kiwi in args.pair]
    ours_times, kiwi_times, ratios = {}, {}, {}
    for (ours, _), (kiwi, _) in pairs:
        for key, mine in ours.items():
            ours_times.setdefault(key, []).append(mine)
            if key in kiwi:
                kiwi_times.setdefault(key, []).append(kiwi[key])
                ratios.setdefault(key, []).append(kiwi[key] / mine)

    print("| workload | phase | N | ours ms | kiwi ms | kiwi / ours | slope ours | slope kiwi |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    previous = {}
    for key in sorted(ours_times, key=lambda k: (k[0], k[2], k[1])):
        w, n, phase = key
        mine = statistics.median(ours_times[key])
        theirs = statistics.median(kiwi_times[key]) if key in kiwi_times else None
        slope_ours = slope_kiwi = ""
        if (w, phase) in previous:
            pn, pm, pk = previous[(w, phase)]
            slope_ours = "%.2f" % (math.log(mine / pm) / math.log(n / pn))
            if theirs is not None and pk is not None:
                slope_kiwi = "%.2f" % (math.log(theirs / pk) / math.log(n / pn))
        previous[(w, phase)] = (n, mine, theirs)
        kiwi_text = "%.3f" % theirs if theirs is not None else "not run"
        ratio = "%.1f×" % statistics.median(ratios[key]) if key in ratios else ""
        print("| %s | %s | %d | %.3f | %s | %s | %s | %s |" % (w, phase, n, mine, kiwi_text, ratio, slope_ours, slope_kiwi))

    our_checks = merged_checks([ours for ours, _ in pairs])
    kiwi_checks = merged_checks([kiwi for _, kiwi in pairs])
    same = [k for k in our_checks if k in kiwi_checks]
    bad = [k for k in same if abs(our_checks[k] - kiwi_checks[k]) > 1e-6 * (1 + abs(kiwi_checks[k]))]
    print()
    print("Final values (position-weighted checksums) equal to kiwi's: %d of %d workloads%s" % (
        len(same) - len(bad), len(same), "" if not bad else "; DIFFERENT: %s" % bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
