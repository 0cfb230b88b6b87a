package org.legendsforge.cli;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * What the build client and the build server say to each other over their socket. The client
 * sends one request (the folder it runs in and the forge arguments); the server answers with
 * frames: chunks of standard output and standard error, in the order forge wrote them, then the
 * exit code, or one refusal that tells the client to run forge itself.
 */
final class ServerProtocol {
  private static final int MAGIC = 0x4c465331; // "LFS1": a request of this version of the protocol

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

    static Request readFrom(DataInputStream in) throws IOException {
      if (in.readInt() != MAGIC) {
        throw new IOException("not a request of this forge's build client");
      }
      String dir = in.readUTF();
      int n = in.readInt();
      if (n < 0 || n > 10_000) {
        throw new IOException("a damaged request (" + n + " arguments)");
      }
      List<String> args = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        args.add(in.readUTF());
      }
      return new Request(dir, List.copyOf(args));
    }
  }

  /**
   * One of the server's output streams: each flush sends what was written since as one frame.
   * Both streams share {@code socket}, so a frame is written whole under its lock.
   */
  static final class FrameStream extends OutputStream {
    private final byte kind;
    private final DataOutputStream socket;
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();

    FrameStream(byte kind, DataOutputStream socket) {
      this.kind = kind;
      this.socket = socket;
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
        socket.writeByte(kind);
        socket.writeInt(bytes.length);
        socket.write(bytes);
        socket.flush();
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
