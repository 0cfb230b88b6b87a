package org.legendsforge.cli;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What one forge process used, written as JSON when the benchmark asks for it (system property
 * {@code forge.stats}): CPU time, peak heap (the sum of the heap pools' peaks) and peak resident
 * memory (Linux's VmHWM; -1 elsewhere).
 */
public record ProcessStats(long cpuMillis, long peakHeapBytes, long peakRssKib) {
  public static ProcessStats ofThisProcess() {
    long cpu = -1;
    if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
      cpu = os.getProcessCpuTime() / 1_000_000;
    }
    long heap = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
        heap += pool.getPeakUsage().getUsed();
      }
    }
    return new ProcessStats(cpu, heap, vmHwm());
  }

  private static long vmHwm() {
    return peakRssKib(Path.of("/proc/self/status"));
  }

  /**
   * The {@code VmHWM} (peak resident set, KiB) of a Linux {@code /proc/.../status} file; -1
   * elsewhere.
   */
  public static long peakRssKib(Path status) {
    try {
      for (String line : Files.readAllLines(status)) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return -1;
  }

  public String json() {
    return String.format(
        Locale.ROOT,
        "{\"cpuMillis\":%d,\"peakHeapBytes\":%d,\"peakRssKib\":%d}%n",
        cpuMillis,
        peakHeapBytes,
        peakRssKib);
  }

  public static ProcessStats parse(String json) {
    String[] parts = json.replaceAll("[{}\"\\s]", "").split(",");
    long[] v = new long[3];
    for (String p : parts) {
      String[] kv = p.split(":");
      switch (kv[0]) {
        case "cpuMillis" -> v[0] = Long.parseLong(kv[1]);
        case "peakHeapBytes" -> v[1] = Long.parseLong(kv[1]);
        case "peakRssKib" -> v[2] = Long.parseLong(kv[1]);
        default -> {}
      }
    }
    return new ProcessStats(v[0], v[1], v[2]);
  }
}
