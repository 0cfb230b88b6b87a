package org.legendsforge.kit.preview;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Takes the preview's connections and reads each request's head on one thread, without a thread per
 * connection: a client that sends half a request costs a buffer, never one of the threads that
 * answer. A head must arrive whole within the read deadline; each client (by its address) has at
 * most {@link Limits#perClient} heads being read at once, and the server {@link Limits#total}: a
 * newer connection beyond either closes the oldest one still sending. So however many half-sent
 * requests are held open, a page's request, which comes whole at once, is read and answered.
 */
final class RequestIntake implements AutoCloseable {
  /** How long a head may take to arrive, and how many may be arriving at once. */
  record Limits(Duration readDeadline, int perClient, int total) {
    static final Limits DEFAULT = new Limits(Duration.ofSeconds(5), 16, 256);
  }

  /** Answers one request: its channel (blocking again) and its head, empty when malformed. */
  interface Handler {
    void handle(SocketChannel channel, Optional<RequestHead> head);
  }

  /** A connection whose request head is still arriving. */
  private static final class Arriving {
    final SocketChannel channel;
    final SelectionKey key;
    final InetAddress client;
    final long since = System.nanoTime();
    final byte[] head = new byte[RequestHead.MAX_BYTES];
    int length;

    Arriving(SocketChannel channel, SelectionKey key, InetAddress client) {
      this.channel = channel;
      this.key = key;
      this.client = client;
    }
  }

  private final ServerSocketChannel server;
  private final Selector selector;
  private final Limits limits;
  private final Handler handler;
  private final LinkedHashSet<Arriving> arriving = new LinkedHashSet<>();
  private final Map<InetAddress, ArrayDeque<Arriving>> byClient = new HashMap<>();
  private final Thread thread;

  RequestIntake(InetSocketAddress address, Limits limits, Handler handler) throws IOException {
    this.limits = limits;
    this.handler = handler;
    server = ServerSocketChannel.open();
    try {
      server.bind(address);
      server.configureBlocking(false);
      selector = Selector.open();
      server.register(selector, SelectionKey.OP_ACCEPT);
    } catch (IOException e) {
      server.close();
      throw e;
    }
    thread = new Thread(this::run, "forge-preview-intake");
    thread.setDaemon(true);
    thread.start();
  }

  int port() {
    return server.socket().getLocalPort();
  }

  @Override
  public void close() {
    try {
      selector.close();
      server.close();
      thread.join(2000);
    } catch (IOException e) {
      // closing anyway
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Arriving a : arriving) {
      closeQuietly(a.channel);
    }
  }

  private void run() {
    try {
      while (selector.isOpen()) {
        selector.select(timeoutMillis());
        // a copy: handing a connection over selects again, which adds to the selected keys
        List<SelectionKey> ready = new ArrayList<>(selector.selectedKeys());
        selector.selectedKeys().clear();
        for (SelectionKey key : ready) {
          if (!key.isValid()) {
            continue;
          }
          if (key.isAcceptable()) {
            accept();
          } else if (key.isReadable()) {
            read((Arriving) key.attachment());
          }
        }
        dropLate();
      }
    } catch (IOException | ClosedSelectorException closed) {
      // the server was closed
    }
  }

  /** Until the oldest head is due, or for ever while none is arriving. */
  private long timeoutMillis() {
    if (arriving.isEmpty()) {
      return 0;
    }
    long due = arriving.iterator().next().since + limits.readDeadline().toNanos();
    return Math.max(1, (due - System.nanoTime()) / 1_000_000 + 1);
  }

  private void accept() throws IOException {
    SocketChannel channel = server.accept();
    if (channel == null) {
      return;
    }
    InetAddress client = ((InetSocketAddress) channel.getRemoteAddress()).getAddress();
    ArrayDeque<Arriving> own = byClient.computeIfAbsent(client, c -> new ArrayDeque<>());
    while (own.size() >= limits.perClient()) {
      drop(own.peekFirst());
    }
    while (arriving.size() >= limits.total()) {
      drop(arriving.iterator().next());
    }
    channel.configureBlocking(false);
    SelectionKey key = channel.register(selector, SelectionKey.OP_READ);
    Arriving a = new Arriving(channel, key, client);
    key.attach(a);
    arriving.add(a);
    byClient.computeIfAbsent(client, c -> new ArrayDeque<>()).addLast(a);
  }

  private void read(Arriving a) {
    int n;
    try {
      n = a.channel.read(ByteBuffer.wrap(a.head, a.length, a.head.length - a.length));
    } catch (IOException gone) {
      n = -1;
    }
    if (n < 0) {
      drop(a);
      return;
    }
    a.length += n;
    int end = RequestHead.end(a.head, a.length);
    if (end < 0 && a.length < a.head.length) {
      return;
    }
    forget(a);
    a.key.cancel();
    try {
      selector.selectNow(); // deregisters the channel, so it can block again
      a.channel.configureBlocking(true);
    } catch (IOException e) {
      closeQuietly(a.channel);
      return;
    }
    handler.handle(a.channel, end < 0 ? Optional.empty() : RequestHead.parse(a.head, end));
  }

  /** Closes the connections whose head did not arrive in time (the oldest come first). */
  private void dropLate() {
    long now = System.nanoTime();
    while (!arriving.isEmpty()) {
      Arriving oldest = arriving.iterator().next();
      if (now - oldest.since < limits.readDeadline().toNanos()) {
        return;
      }
      drop(oldest);
    }
  }

  private void drop(Arriving a) {
    forget(a);
    a.key.cancel();
    closeQuietly(a.channel);
  }

  private void forget(Arriving a) {
    arriving.remove(a);
    ArrayDeque<Arriving> own = byClient.get(a.client);
    if (own != null) {
      own.remove(a);
      if (own.isEmpty()) {
        byClient.remove(a.client);
      }
    }
  }

  private static void closeQuietly(SocketChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      // gone already
    }
  }
}
