"""Merges `RESULT`/`CHECK` lines of ours (argv[1]) and kiwi (argv[2]) into one
markdown table with ratios and log-log slopes; exits 1 if a checksum differs."""
import math
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


def main():
    ours, our_checks = parse(sys.argv[1])
    kiwi, kiwi_checks = parse(sys.argv[2])
    keys = sorted(ours, key=lambda k: (k[0], k[2], k[1]))
    print("| workload | phase | N | ours ms | kiwi ms | kiwi / ours | slope ours | slope kiwi |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    previous = {}
    for key in keys:
        w, n, phase = key
        mine = ours[key]
        theirs = kiwi.get(key)
        slope_ours = slope_kiwi = ""
        if (w, phase) in previous:
            pn, pm, pk = previous[(w, phase)]
            slope_ours = "%.2f" % (math.log(mine / pm) / math.log(n / pn))
            if theirs is not None and pk is not None:
                slope_kiwi = "%.2f" % (math.log(theirs / pk) / math.log(n / pn))
        previous[(w, phase)] = (n, mine, theirs)
        kiwi_text = "%.3f" % theirs if theirs is not None else "not run"
        ratio = "%.1f×" % (theirs / mine) if theirs is not None else ""
        print("| %s | %s | %d | %.3f | %s | %s | %s | %s |" % (w, phase, n, mine, kiwi_text, ratio, slope_ours, slope_kiwi))
    bad = [k for k in our_checks if k in kiwi_checks
           and abs(our_checks[k] - kiwi_checks[k]) > 1e-6 * (1 + abs(kiwi_checks[k]))]
    same = [k for k in our_checks if k in kiwi_checks]
    print()
    print("Final values (position-weighted checksums) equal to kiwi's: %d of %d workloads%s" % (
        len(same) - len(bad), len(same), "" if not bad else "; DIFFERENT: %s" % bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
