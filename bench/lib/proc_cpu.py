# CPU time from /proc: the one parser of a stat line, for bench/cpu-split.py and
# bench/lib/cpu-snapshot.py.
def stat_ticks(stat_text):
    """utime + stime (clock ticks) of one /proc/.../stat line."""
    r = stat_text[stat_text.rindex(')') + 2:].split()  # the comm field may hold spaces and ')'
    return int(r[11]) + int(r[12])

def stat_comm(stat_text):
    return stat_text[stat_text.index('(') + 1:stat_text.rindex(')')]
