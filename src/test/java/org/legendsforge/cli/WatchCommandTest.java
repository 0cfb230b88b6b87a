package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/** The ways forge watch refuses to start, each before any build or any file is served. */
class WatchCommandTest {
  @TempDir Path tmp;

  @Test
  void refusesToServeAFolderForgeDidNotMake() throws Exception {
    Path foreign = Files.createDirectories(tmp.resolve("documents"));
    Files.writeString(foreign.resolve("letter.txt"), "private");
    ForgeRun run =
        ForgeRun.of(
            "watch",
            "--data",
            ShippedData.folder().toString(),
            "--out",
            foreign.toString(),
            "--port",
            "0");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("is not empty and was not made by forge", "hint:");
    assertThat(run.out()).doesNotContain("serving");
  }

  @Test
  void aBusyPortIsAnEnvironmentErrorWithAHint() throws Exception {
    try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      ForgeRun run =
          ForgeRun.of(
              "watch",
              "--data",
              ShippedData.folder().toString(),
              "--out",
              tmp.resolve("out").toString(),
              "--port",
              Integer.toString(busy.getLocalPort()));
      assertThat(run.exitCode()).isEqualTo(ExitCodes.ENVIRONMENT);
      assertThat(run.err())
          .contains("port " + busy.getLocalPort() + " on 127.0.0.1 is in use", "--port 0");
      assertThat(tmp.resolve("out")).doesNotExist();
    }
  }

  @Test
  void aPortOutOfRangeIsAUsageError() {
    ForgeRun run =
        ForgeRun.of("watch", "--data", ShippedData.folder().toString(), "--port", "70000");
    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("--port 70000 is not a port number");
  }
}
