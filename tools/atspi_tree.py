#!/usr/bin/python3
"""Prints the running mancala app's accessibility tree as an AT-SPI client
(a screen reader) sees it: role, name and description of every node, and
[hidden] where it is not showing (a screen reader skips it).
Run on the app's session bus with the AT-SPI bus up (docs/accessibility.md);
waits up to 30 s for the app to appear, exit status 1 if it does not."""
import sys, time, pyatspi

def dump(node, depth=0):
    try:
        role, name, desc = node.getRoleName(), node.name, node.description
    except Exception as e:
        print("  " * depth + f"<gone: {e}>")
        return
    try:
        hidden = not node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        hidden = False
    print("  " * depth + f"{role}: {name!r}" + (f" — {desc!r}" if desc else "") + (" [hidden]" if hidden else ""))
    for child in node:
        if child is not None:
            dump(child, depth + 1)

for attempt in range(30):
    apps = [a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name.lower() == "mancala"]
    if apps:
        dump(apps[0])
        sys.exit(0)
    time.sleep(1)
print("mancala not on the bus; there are:", [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None])
sys.exit(1)
