package org.legendsforge.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven wrote into the jar manifest. */
final class ForgeVersion implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Forge.class.getPackage().getImplementationVersion();
    return new String[] {"forge " + (v == null ? "(development build)" : v)};
  }
}
