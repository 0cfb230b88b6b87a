package org.legendsforge.pipeline;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.legendsforge.games.graveyard.data.ClusterSettings;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Where {@code forge worker} listens and whom it joins, from its options and forge.yaml's {@code
 * cluster:}. forge.yaml is the same file on every machine, so it cannot say "bind here"; instead
 * the worker is the one of its {@code members} that is an address of this machine, and it joins the
 * others. Options win: {@code --bind} and {@code --port} together name the address outright, either
 * alone picks among this machine's members, {@code --join} replaces the others.
 */
public final class WorkerAddress {
  /** The address when neither an option nor forge.yaml gives one: this machine only. */
  public static final String LOOPBACK = "127.0.0.1";

  public static final int DEFAULT_PORT = 5701;

  /** What the worker was told on its command line; each empty (or null join) when not given. */
  public record Options(Optional<String> bind, Optional<Integer> port, List<String> join) {}

  /** Where the worker listens and the members it joins. */
  public record Chosen(String bind, int port, List<String> join) {}

  private final Function<String, Optional<String>> ownAddress;

  /**
   * {@code ownAddress}: the IP address to listen on for a host when it is this machine's (a
   * loopback address or one of its interfaces'), empty when it is another machine's.
   */
  public WorkerAddress(Function<String, Optional<String>> ownAddress) {
    this.ownAddress = ownAddress;
  }

  /** Asks this machine's network interfaces; an IP address is looked up without any network. */
  public static WorkerAddress ofThisMachine() {
    return new WorkerAddress(WorkerAddress::ownIp);
  }

  /**
   * The worker's address and whom it joins, or empty after a located error in {@code problems} when
   * forge.yaml's members do not say which one this worker is.
   */
  public Optional<Chosen> choose(ClusterSettings cluster, Options given, Diagnostics problems) {
    List<String> members = cluster.members();
    if (members.isEmpty() || (given.bind().isPresent() && given.port().isPresent())) {
      String bind = given.bind().orElse(LOOPBACK);
      int port = given.port().orElse(DEFAULT_PORT);
      List<String> others = new ArrayList<>();
      for (String m : members) {
        if (!((host(m).equals(bind) || ip(m).equals(Optional.of(bind))) && port(m) == port)) {
          others.add(m);
        }
      }
      return Optional.of(new Chosen(bind, port, given.join() != null ? given.join() : others));
    }
    List<Integer> mine = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      String m = members.get(i);
      Optional<String> ip = ip(m);
      if (ip.isPresent()
          && given.bind().map(b -> b.equals(ip.get()) || b.equals(host(m))).orElse(true)
          && given.port().map(p -> p == port(m)).orElse(true)) {
        mine.add(i);
      }
    }
    if (mine.isEmpty()) {
      problems.error(
          "not-this-machine",
          cluster.membersAt(),
          "none of the cluster's members is an address of this machine"
              + given.bind().map(b -> " like " + b).orElse("")
              + given.port().map(p -> " with port " + p).orElse("")
              + ", so forge worker cannot tell where to listen",
          "add this worker's address to \"members\" as host:port, or give forge worker --bind IP"
              + " --port N");
      return Optional.empty();
    }
    if (mine.size() > 1) {
      problems.error(
          "ambiguous",
          cluster.memberAt().get(mine.get(1)),
          "\""
              + members.get(mine.get(0))
              + "\" and \""
              + members.get(mine.get(1))
              + "\" are both addresses of this machine, so forge worker cannot tell which it is",
          "give forge worker --port N (or --bind IP) to say which member it is");
      return Optional.empty();
    }
    String own = members.get(mine.get(0));
    List<String> others = new ArrayList<>(members);
    others.remove((int) mine.get(0));
    return Optional.of(
        new Chosen(ip(own).orElseThrow(), port(own), given.join() != null ? given.join() : others));
  }

  private Optional<String> ip(String member) {
    return ownAddress.apply(host(member));
  }

  private static String host(String member) {
    return member.substring(0, member.lastIndexOf(':'));
  }

  private static int port(String member) {
    return Integer.parseInt(member.substring(member.lastIndexOf(':') + 1));
  }

  private static Optional<String> ownIp(String host) {
    try {
      InetAddress a = InetAddress.getByName(host);
      return a.isLoopbackAddress() || NetworkInterface.getByInetAddress(a) != null
          ? Optional.of(a.getHostAddress())
          : Optional.empty();
    } catch (UnknownHostException | SocketException e) {
      return Optional.empty(); // a name this machine cannot resolve is not this machine
    }
  }
}
