package org.legendsforge.kit.server;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What the build client and the build server say to each other over their socket. The client sends
 * one request (the folder it runs in and the forge arguments); the server answers with frames:
 * chunks of standard output and standard error, in the order forge wrote them, then the exit code,
 * or one refusal that tells the client to run forge itself.
 */
final class ServerProtocol {
  private static final int MAGIC = 0x4c465331; // "LFS1": a request of this version of the protocol

  /** More arguments than any forge command line takes. */
  static final int MAX_ARGS = 256;

  /** A path or an argument longer than this is not one a person typed. */
  static final int MAX_STRING_BYTES = 8192;

  static final byte OUT = 'o';
  static final byte ERR = 'e';
  static final byte EXIT = 'x';
  static final byte REFUSED = 'r';

  private ServerProtocol() {}

  record Request(String workingDir, List<String> args) {
    void writeTo(DataOutputStream out) throws IOException {
      out.writeInt(MAGIC);
      out.writeUTF(workingDir);
      out.writeInt(args.size());
      for (String a : args) {
        out.writeUTF(a);
      }
      out.flush();
    }

    /**
     * Reads a request, refusing one larger than a command line can be: at most {@link #MAX_ARGS}
     * arguments of at most {@link #MAX_STRING_BYTES} bytes each, so a stray or hostile client
     * cannot make the server hold megabytes.
     */
    static Request readFrom(DataInputStream in) throws IOException {
      if (in.readInt() != MAGIC) {
        throw new IOException("not a request of this forge's build client");
      }
      String dir = readString(in);
      int n = in.readInt();
      if (n < 0 || n > MAX_ARGS) {
        throw new IOException("a request of " + n + " arguments (at most " + MAX_ARGS + ")");
      }
      List<String> args = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        args.add(readString(in));
      }
      return new Request(dir, List.copyOf(args));
    }

    /** {@link DataInputStream#readUTF} with its length looked at first. */
    private static String readString(DataInputStream in) throws IOException {
      in.mark(2);
      int length = in.readUnsignedShort();
      if (length > MAX_STRING_BYTES) {
        throw new IOException(
            "a request argument of " + length + " bytes (at most " + MAX_STRING_BYTES + ")");
      }
      in.reset();
      return in.readUTF();
    }
  }

  /**
   * One of the server's output streams: each flush sends what was written since as one frame. Both
   * streams share {@code socket}, so a frame is written whole under its lock.
   */
  static final class FrameStream extends OutputStream {
    private final byte kind;
    private final DataOutputStream socket;
    private final java.util.concurrent.atomic.AtomicLong writingSince;
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();

    /**
     * @param writingSince set to {@link System#nanoTime} while a frame is being written to the
     *     socket and 0 otherwise, so the server can tell a client that stopped reading
     */
    FrameStream(
        byte kind, DataOutputStream socket, java.util.concurrent.atomic.AtomicLong writingSince) {
      this.kind = kind;
      this.socket = socket;
      this.writingSince = writingSince;
    }

    @Override
    public synchronized void write(int b) {
      pending.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      pending.write(b, off, len);
    }

    @Override
    public synchronized void flush() throws IOException {
      if (pending.size() == 0) {
        return;
      }
      byte[] bytes = pending.toByteArray();
      pending.reset();
      synchronized (socket) {
        writingSince.set(System.nanoTime());
        try {
          socket.writeByte(kind);
          socket.writeInt(bytes.length);
          socket.write(bytes);
          socket.flush();
        } finally {
          writingSince.set(0);
        }
      }
    }
  }

  static void writeExit(DataOutputStream socket, int code) throws IOException {
    synchronized (socket) {
      socket.writeByte(EXIT);
      socket.writeInt(code);
      socket.flush();
    }
  }

  static void writeRefusal(DataOutputStream socket, String reason) throws IOException {
    synchronized (socket) {
      socket.writeByte(REFUSED);
      socket.writeUTF(reason);
      socket.flush();
    }
  }
}
