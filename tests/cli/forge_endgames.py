#!/usr/bin/env python3
"""Forges an endgame database file (docs/computer-players.md, "Endgame
databases"; the format in core/src/endgames/endgame_file.cpp) with its checksum
recomputed, as anyone could:

    forge_endgames.py IN OUT negate       every exact value negated
    forge_endgames.py IN OUT change       the first exact nonzero value of the last layer, negated
    forge_endgames.py IN OUT swap         two exact entries of different values of the last layer, swapped
    forge_endgames.py IN OUT lengthen     1000 bytes appended (the checksum left)
"""
import sys

HEADER = 32
SUMMED = 24


def checksum(data):
    h = 0xCBF29CE484222325
    padded = data + bytes(-len(data) % 8)
    for i in range(0, len(padded), 8):
        h = ((h ^ int.from_bytes(padded[i:i + 8], "little")) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def negated(byte):
    if byte == 0x80:
        return byte
    value = (byte & 0x7F) - 64
    return (byte & 0x80) | (-value + 64)


def last_layer(seeds, entries):
    size = 1
    for i in range(1, 12):
        size = size * (seeds + i) // i
    return range(len(entries) - size, len(entries))


def main():
    source, target, how = sys.argv[1:4]
    data = bytearray(open(source, "rb").read())
    seeds = data[13]
    entries = data[HEADER:]
    exact = [i for i in last_layer(seeds, entries) if entries[i] != 0x80 and (entries[i] & 0x7F) != 64]
    if how == "negate":
        entries = bytearray(negated(b) for b in entries)
    elif how == "change":
        entries[exact[0]] = negated(entries[exact[0]])
    elif how == "swap":
        a = exact[0]
        b = next(i for i in exact if (entries[i] & 0x7F) != (entries[a] & 0x7F))
        entries[a], entries[b] = entries[b], entries[a]
    elif how == "lengthen":
        open(target, "wb").write(data + bytes(1000))
        return
    else:
        sys.exit("forge_endgames.py: negate, change, swap or lengthen")
    data[HEADER:] = entries
    data[24:32] = checksum(bytes(data[:SUMMED]) + bytes(entries)).to_bytes(8, "little")
    open(target, "wb").write(data)


main()
