package org.legendsforge.pipeline.cluster;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.legendsforge.kit.cluster.Range;

/**
 * How far each worker is with a cluster playtest, as the ranges go: the games it was given (its
 * ranges sent, less those given back when it was lost or refused them) and the games it has played
 * of them, its ranges in flight counted as far as it last told. Shown beside the playtest's bar as
 * {@code 127.0.0.1:5701 120/250, 127.0.0.1:5702 98/250}. Not thread-safe: the run's one thread
 * calls it.
 */
final class WorkerProgress {
  /** Per worker, by its address: games given, games of its played ranges. */
  private final Map<String, int[]> workers = new TreeMap<>();

  /** Per range in flight: games played so far, as its worker told. */
  private final Map<Range, Integer> playing = new HashMap<>();

  private final Map<Range, String> where = new HashMap<>();

  void sent(String worker, Range r) {
    workers.computeIfAbsent(worker, k -> new int[2])[0] += r.count();
    playing.put(r, 0);
    where.put(r, worker);
  }

  /** {@code games} of range {@code r} played so far; a count older than the last is ignored. */
  void playing(Range r, int games) {
    playing.computeIfPresent(r, (k, was) -> Math.min(r.count(), Math.max(was, games)));
  }

  void played(String worker, Range r) {
    playing.remove(r);
    where.remove(r);
    workers.computeIfAbsent(worker, k -> new int[2])[1] += r.count();
  }

  /** A range given back: its games are no longer the worker's, whatever it played of them. */
  void returned(String worker, Range r) {
    playing.remove(r);
    where.remove(r);
    workers.computeIfAbsent(worker, k -> new int[2])[0] -= r.count();
  }

  /** The games played so far over every worker, ranges in flight as far as told. */
  int games() {
    int n = playing.values().stream().mapToInt(Integer::intValue).sum();
    for (int[] w : workers.values()) {
      n += w[1];
    }
    return n;
  }

  /** Each worker's games played of the games given it, in address order. */
  String line() {
    Map<String, Integer> inFlight = new HashMap<>();
    playing.forEach((r, n) -> inFlight.merge(where.get(r), n, Integer::sum));
    return workers.entrySet().stream()
        .map(
            e ->
                String.format(
                    Locale.ROOT,
                    "%s %d/%d",
                    e.getKey(),
                    e.getValue()[1] + inFlight.getOrDefault(e.getKey(), 0),
                    e.getValue()[0]))
        .collect(Collectors.joining(", "));
  }

  /** The games each worker's played ranges held, for the summary: the workers that played any. */
  Map<String, Integer> played() {
    Map<String, Integer> out = new TreeMap<>();
    workers.forEach(
        (w, n) -> {
          if (n[1] > 0) {
            out.put(w, n[1]);
          }
        });
    return out;
  }
}
